import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { useConfirm } from './confirm';

/**
 * Warns before unsaved changes are lost: leaving the page in the app (a link, Back, the sidebar)
 * asks first, and closing or reloading the tab gets the browser's own warning. Call `allowLeave()`
 * just before navigating away after a successful save.
 */
export function useUnsavedChangesGuard(dirty: boolean): { allowLeave: () => void } {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const leaving = useRef(false);
  const asking = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers need a return value to show their dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({
      title: t('common:confirm.leaveTitle'),
      description: t('common:confirm.leaveText'),
      confirmLabel: t('common:confirm.leaveConfirm'),
      destructive: true,
    }).then((ok) => {
      asking.current = false;
      if (ok) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm, t]);

  return {
    allowLeave: () => {
      leaving.current = true;
    },
  };
}
