import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { subscribeToasts, toastsWanted } from '../../lib/toast';

/** The toaster's chunk; a screen that must work offline (the till) loads it while it still can. */
export const loadToaster = () => import('./toaster-view');
const ToasterView = lazy(loadToaster);

/**
 * A toaster whose chunk could not load (the network dropped before the first toast) shows no toasts
 * rather than taking the whole app down with it: it sits outside every route's error page.
 */
class WithoutToasts extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders nothing until the first toast is asked for; then loads and mounts the toaster. */
export function AppToaster() {
  const wanted = useSyncExternalStore(subscribeToasts, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <WithoutToasts>
      <Suspense fallback={null}>
        <ToasterView />
      </Suspense>
    </WithoutToasts>
  );
}
