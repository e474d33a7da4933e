import { Alert } from '@chakra-ui/react';

/** Inline error block for form-level messages (role alert, read by screen readers). */
export function AlertMessages({ messages, status = 'error' }: { messages: string[]; status?: 'error' | 'warning' | 'info' | 'success' }) {
  if (messages.length === 0) return null;
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Title whiteSpace="pre-line">{messages.join('\n')}</Alert.Title>
    </Alert.Root>
  );
}
