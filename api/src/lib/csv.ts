/**
 * CSV for spreadsheets (issue 34): UTF-8 with a byte-order mark, so Excel opens Turkish letters
 * intact; `;` between cells, as a Turkish Excel expects; CRLF line ends. A cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, return first) is prefixed with `'`.
 */
export const CSV_BOM = '\uFEFF';

const cell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const toCsv = (header: string[], rows: string[][]): string =>
  CSV_BOM + [header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';

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
