import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToasts, toastsWanted } from '../../lib/toast';

/** The toaster's chunk; a screen that must work offline (the till) loads it while it still can. */
export const loadToaster = () => import('./toaster-view');
const ToasterView = lazy(loadToaster);

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
