import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Locale } from '../i18n/messages';

// DejaVu Sans covers ç ğ ı İ ö ş ü; pdfkit embeds the used glyphs with a ToUnicode map.
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/**
 * A pdfkit document with the Turkish-capable fonts registered as 'regular' and 'bold', and the
 * promise of its bytes once `doc.end()` is called.
 */
export function turkishPdf(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  return { doc, done };
}

const INTL_LOCALE = { tr: 'tr-TR', en: 'en-GB' } as const;

/**
 * A date as Istanbul reads it, in the reader's language: "23 Kasım 2026" / "23 November 2026",
 * with the time when asked.
 */
export const localDate = (date: Date, locale: Locale, { time = false } = {}) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(time ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'Europe/Istanbul',
  }).format(date);

/** An amount in Turkish lira with the reader's separators: "3.200,00 TL" / "3,200.00 TL". */
export const lira = (amount: number, locale: Locale) =>
  `${new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} TL`;
