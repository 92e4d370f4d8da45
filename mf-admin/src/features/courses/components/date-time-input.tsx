import type { FieldControlProps } from '@lms/shared';
import { Input } from '@lms/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the browser's time zone ('' for none). */
export const toLocalInput = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
};

/** A `datetime-local` value as an ISO instant, or null when empty. */
export const fromLocalInput = (value: string): string | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date.toISOString();
};

interface DateTimeInputProps extends FieldControlProps {
  name: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur: () => void;
}

/** A date and time field that holds an ISO instant (what the API takes). */
export const DateTimeInput = ({ value, onChange, ...props }: DateTimeInputProps) => (
  <Input
    type="datetime-local"
    {...props}
    value={toLocalInput(value)}
    onChange={(event) => onChange(fromLocalInput(event.target.value))}
  />
);
