/**
 * Toasts without the toast machinery in the entry chunk: `notify` queues a request, and the first
 * one makes `ToastHost` (components/ui/app-toaster.tsx) load Chakra's toaster, which then shows the
 * queued toasts and every later one (decision 0020).
 */
export interface ToastRequest {
  type: 'success' | 'warning' | 'error' | 'info';
  title: string;
  description: string | undefined;
  closable: boolean;
  duration: number;
}

type Kind = ToastRequest['type'];

let sink: ((toast: ToastRequest) => void) | null = null;
const pending: ToastRequest[] = [];
const listeners = new Set<() => void>();

/** True once a toast was asked for: the toaster is needed from then on. */
export const toastsWanted = (): boolean => sink !== null || pending.length > 0;

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The mounted toaster takes the queued toasts and every later one; null when it unmounts. */
export function setToastSink(next: ((toast: ToastRequest) => void) | null): void {
  sink = next;
  if (next) for (const toast of pending.splice(0)) next(toast);
}

function show(type: Kind, title: string, description?: string | string[]): void {
  const text = Array.isArray(description) ? description.filter(Boolean).join('\n') : description;
  const toast: ToastRequest = { type, title, description: text || undefined, closable: true, duration: type === 'success' ? 3000 : 6000 };
  // Next task: toasts raised from effects must not make the toaster render (via flushSync) mid-commit.
  setTimeout(() => {
    if (sink) return sink(toast);
    pending.push(toast);
    for (const listener of listeners) listener();
  }, 0);
}

export const notify = {
  success: (title: string, description?: string | string[]) => show('success', title, description),
  warning: (title: string, description?: string | string[]) => show('warning', title, description),
  error: (title: string, description?: string | string[]) => show('error', title, description),
  info: (title: string, description?: string | string[]) => show('info', title, description),
};
