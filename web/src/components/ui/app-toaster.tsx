import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToasts, toastsWanted } from '../../lib/toast';

const ToasterView = lazy(() => import('./toaster-view'));

/** Renders nothing until the first toast is asked for; then loads and mounts the toaster. */
export function AppToaster() {
  const wanted = useSyncExternalStore(subscribeToasts, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
