/**
 * CSV for spreadsheets in Turkey: UTF-8 with a byte-order mark, so that Excel reads
 * ç ğ ı İ ö ş ü as they are; `;` between cells and a decimal comma in amounts, as Turkish Excel
 * (whose list separator is `;`) splits and reads them; CRLF between rows. A cell that starts
 * like a formula (= + - @, tab, return) is prefixed with `'`, so a name typed by a buyer is never
 * run.
 */

export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

const cell = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** An amount as Turkish Excel reads a number: `1234,50`. */
export const csvAmount = (amount: number) => amount.toFixed(2).replace('.', ',');

/** The file's bytes: BOM, the header row, the rows. */
export function toCsv(header: string[], rows: (string | number | null)[][]): Buffer {
  const lines = [header, ...rows].map((row) => row.map(cell).join(CSV_SEPARATOR));
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

/** A moment as İstanbul's wall clock, `YYYY-MM-DD HH:mm`, as staff read dates. */
export const istanbulTime = (iso: string | null): string => {
  if (!iso) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
};
