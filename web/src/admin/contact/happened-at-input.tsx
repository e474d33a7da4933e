import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '../../components/resource';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as the browser's `datetime-local` value, in the viewer's time zone. */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as an ISO time with the viewer's offset (what the API takes). */
export function fromLocalInput(local: string): string {
  if (!local) return '';
  const d = new Date(local);
  if (Number.isNaN(d.getTime())) return '';
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${local.length === 16 ? `${local}:00` : local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** When a contact happened: the staff member's local date and time, sent with their offset. */
export function HappenedAtInput({ field, value, onChange, error, disabled }: WidgetProps) {
  return (
    <Input
      id={field.id}
      type="datetime-local"
      aria-labelledby={field.labelId}
      value={toLocalInput(value)}
      onChange={(e) => onChange(fromLocalInput(e.target.value))}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    />
  );
}
