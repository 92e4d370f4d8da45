import type { Locale } from '../i18n/messages';
import { localDate, turkishPdf } from './document';

/** The accepted contracts of one order, as stored. */
export interface ContractsPdfContent {
  trackingId: string;
  locale: Locale;
  seller: string;
  acceptedAt: Date;
  clientAddress: string;
  hash: string;
  contracts: { version: string; html: string }[];
}

const WORDS = {
  tr: {
    title: 'Kabul edilen sözleşmeler',
    order: 'Sipariş',
    accepted: 'Kabul zamanı',
    address: 'İstemci adresi',
    version: 'Şablon sürümü',
    hash: 'Metinlerin özeti (SHA-256)',
    fileName: 'sozlesmeler',
  },
  en: {
    title: 'Accepted contracts',
    order: 'Order',
    accepted: 'Accepted at',
    address: 'Client address',
    version: 'Template version',
    hash: 'Digest of the texts (SHA-256)',
    fileName: 'contracts',
  },
} as const;

export const contractsPdfFileName = (locale: Locale, trackingId: string) =>
  `${WORDS[locale].fileName}-${trackingId}.pdf`;

type Block = { kind: 'h1' | 'h2' | 'h3' | 'p' | 'li' | 'row'; text: string; label?: string };

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
const decode = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/**
 * The stored contract HTML as blocks to print. The HTML is the server's own (escaped values in
 * headings, paragraphs and label/value rows) followed by the sanitised template of an information
 * page, so only the text-carrying elements matter: headings, paragraphs, list items, table rows.
 */
export function contractBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let cell: 'th' | 'td' | null = null;
  let label = '';
  const flush = () => {
    if (current && current.text.trim()) {
      blocks.push({ ...current, text: current.text.replace(/\s+/g, ' ').trim() });
    }
    current = null;
  };
  for (const [token] of html.matchAll(/<[^>]*>|[^<]+/g)) {
    const tag = /^<\s*(\/?)\s*([a-z0-9]+)/i.exec(token);
    if (!tag) {
      const text = decode(token);
      if (cell === 'th') label += text;
      else if (current) current.text += text;
      else if (text.trim()) current = { kind: 'p', text };
      continue;
    }
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    if (name === 'br') {
      if (current) current.text += ' ';
    } else if (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(name)) {
      flush();
      if (!closing) {
        const level = Math.min(3, Math.max(1, Number(name[1]) - 1));
        current = { kind: `h${level}` as Block['kind'], text: '' };
      }
    } else if (name === 'p' || name === 'div') {
      flush();
      if (!closing) current = { kind: 'p', text: '' };
    } else if (name === 'li') {
      flush();
      if (!closing) current = { kind: 'li', text: '' };
    } else if (name === 'tr') {
      flush();
      label = '';
      if (!closing) current = { kind: 'row', text: '' };
    } else if (name === 'th' || name === 'td') {
      cell = closing ? null : name;
      if (!closing && name === 'td' && current?.kind === 'row') {
        current.label = label.replace(/\s+/g, ' ').trim();
      }
    }
  }
  flush();
  return blocks;
}

/** The accepted pre-information form and distance sales contract, as an A4 PDF. */
export async function renderContractsPdf(
  content: ContractsPdfContent,
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  const words = WORDS[content.locale];
  const { doc, done } = turkishPdf({
    size: 'A4',
    margin: 50,
    compress,
    info: {
      Title: `${words.title} ${content.trackingId}`,
      Author: content.seller,
      CreationDate: content.acceptedAt,
    },
  });
  const navy = '#0b4f8a';
  const ink = '#1f2933';
  const grey = '#5b6875';
  const left = 50;
  const width = doc.page.width - 100;

  doc.fillColor(navy).font('bold').fontSize(16).text(words.title, left, 50, { width });
  doc.fillColor(grey).font('regular').fontSize(9);
  doc.text(`${words.order}: ${content.trackingId}`);
  doc.text(`${words.accepted}: ${localDate(content.acceptedAt, content.locale, { time: true })}`);
  if (content.clientAddress) doc.text(`${words.address}: ${content.clientAddress}`);
  doc.text(`${words.hash}: ${content.hash}`, { width });

  content.contracts.forEach((contract, index) => {
    if (index > 0) doc.addPage();
    else doc.moveDown(1.5);
    for (const block of contractBlocks(contract.html)) {
      if (block.kind === 'h1') {
        doc
          .moveDown(0.5)
          .fillColor(navy)
          .font('bold')
          .fontSize(14)
          .text(block.text, left, undefined, { width });
        doc
          .fillColor(grey)
          .font('regular')
          .fontSize(8)
          .text(`${words.version}: ${contract.version}`);
        doc.moveDown(0.5);
      } else if (block.kind === 'h2' || block.kind === 'h3') {
        doc
          .moveDown(0.5)
          .fillColor(navy)
          .font('bold')
          .fontSize(block.kind === 'h2' ? 11 : 10)
          .text(block.text, left, undefined, { width });
      } else if (block.kind === 'row') {
        doc.fillColor(ink).fontSize(9);
        if (block.label) {
          doc.font('bold').text(`${block.label}: `, left, undefined, { width, continued: true });
          doc.font('regular').text(block.text);
        } else doc.font('regular').text(block.text, left, undefined, { width });
      } else {
        doc
          .fillColor(ink)
          .font('regular')
          .fontSize(9)
          .text(block.kind === 'li' ? `• ${block.text}` : block.text, left, undefined, {
            width,
            paragraphGap: 3,
          });
      }
    }
  });
  doc.end();
  return done;
}
