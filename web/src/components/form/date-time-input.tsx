import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '../resource';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as a `datetime-local` value in the browser's time zone (`2026-11-24T17:05`). */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as an ISO moment in UTC; blank → null. */
export function fromLocalInput(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * A date and time, edited in the admin's own time zone and sent as an ISO moment (the server keeps
 * UTC); cleared, it sends null.
 */
export function DateTimeInput({ field, value, onChange, disabled }: WidgetProps) {
  return (
    <Input
      id={field.id}
      aria-labelledby={field.labelId}
      name={field.name}
      type="datetime-local"
      value={toLocalInput(value)}
      disabled={disabled}
      onChange={(e) => onChange(fromLocalInput(e.target.value))}
    />
  );
}
