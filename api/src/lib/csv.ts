/**
 * CSV for spreadsheets in Turkey (issue 34): UTF-8 with a byte-order mark, so that Excel reads
 * ç ğ ı İ ö ş ü as they are; `;` between cells and a decimal comma in amounts, as Turkish Excel
 * (whose list separator is `;`) splits and reads them; CRLF between rows. A cell that starts
 * like a formula (= + - @) is prefixed with `'`, so a name typed by a buyer is never run.
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
