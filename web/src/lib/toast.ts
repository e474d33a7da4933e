import { createToaster } from '@chakra-ui/react';

/** The one toaster; `components/ui/app-toaster.tsx` renders it. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

type Kind = 'success' | 'warning' | 'error' | 'info';

function show(type: Kind, title: string, description?: string | string[]): void {
  const text = Array.isArray(description) ? description.filter(Boolean).join('\n') : description;
  // Next task: toasts raised from effects must not make the toaster render (via flushSync) mid-commit.
  setTimeout(() => {
    toaster.create({ type, title, description: text || undefined, closable: true, duration: type === 'success' ? 3000 : 6000 });
  }, 0);
}

export const notify = {
  success: (title: string, description?: string | string[]) => show('success', title, description),
  warning: (title: string, description?: string | string[]) => show('warning', title, description),
  error: (title: string, description?: string | string[]) => show('error', title, description),
  info: (title: string, description?: string | string[]) => show('info', title, description),
};
