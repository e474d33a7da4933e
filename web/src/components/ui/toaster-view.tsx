import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { setToastSink } from '../../lib/toast';
import { withChakra } from './chakra-scope';

// The back office's toasts at the top; the storefront's at the bottom, clear of the header's cart
// and account buttons that an "Added to cart" toast used to cover (issue 25 §9).
const adminToaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });
const storeToaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 3 });
const toasterHere = () => (window.location.pathname.startsWith('/admin') ? adminToaster : storeToaster);

/** Chakra's toaster, loaded with the first toast (app-toaster.tsx); shows what `notify` queued. */
function ToasterView() {
  useEffect(() => {
    // Zag's toast group subscribes to the toaster in a microtask after mounting: hand the queued
    // toasts over in the next task, once it listens (a toast created before is not shown).
    const timer = setTimeout(() => setToastSink((toast) => toasterHere().create(toast)));
    return () => {
      clearTimeout(timer);
      setToastSink(null);
    };
  }, []);
  return (
    <Portal>
      {[adminToaster, storeToaster].map((toaster, i) => (
        <Toaster key={i} toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'sm' }}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description whiteSpace="pre-line">{toast.description}</Toast.Description>}
              </Stack>
              {toast.closable && <Toast.CloseTrigger />}
            </Toast.Root>
          )}
        </Toaster>
      ))}
    </Portal>
  );
}

/** Loaded when first opened, with Chakra (decision 0045). */
export default withChakra(ToasterView);
