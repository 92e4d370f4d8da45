import { PaymentMethod } from '@lms/shared/contracts';
import { receiptTexts } from '../i18n/mail-texts';
import type { Locale } from '../i18n/messages';
import { lira, localDate, turkishPdf } from './document';

export interface ReceiptContent {
  trackingId: string;
  completedAt: Date;
  /** 0 card, 1 bank transfer. */
  paymentMethod: number | null;
  referenceCode: string;
  /** The foundation that sells, as the site settings name it (staff change it). */
  seller: { name: string; address: string };
  subtotal: number;
  tax: number;
  total: number;
  buyer: {
    name: string;
    email: string;
    isCorporate: boolean;
    companyName: string;
    taxOffice: string;
    taxNumber: string;
    address: string;
  };
  /** The buyer's language. */
  locale: Locale;
  lines: {
    name: string;
    quantity: number;
    unitPrice: number;
    total: number;
    /** The association whose member price was paid, or null. */
    memberAssociation?: string | null;
    participants: string[];
  }[];
}

/**
 * The receipt of a completed order: an A4 page with the seller, the buyer (with the
 * company's tax data for a corporate account), each course with its participants, and the net,
 * VAT and total.
 */
export async function renderReceiptPdf(
  content: ReceiptContent,
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  const { locale } = content;
  const words = receiptTexts(locale);
  const tl = (amount: number) => lira(amount, locale);
  const { doc, done } = turkishPdf({
    size: 'A4',
    margin: 50,
    compress,
    info: {
      Title: `${words.title} ${content.trackingId}`,
      Author: content.seller.name,
      Subject: `${words.order} ${content.trackingId}`,
      CreationDate: content.completedAt,
    },
  });
  const navy = '#0b4f8a';
  const grey = '#5b6875';
  const left = 50;
  const width = doc.page.width - 100;

  doc.fillColor(navy).font('bold').fontSize(18).text('İHRACAT AKADEMİSİ', left, 50);
  doc
    .fillColor(grey)
    .font('regular')
    .fontSize(9)
    .text(content.seller.name, { width: width / 2 });
  if (content.seller.address) doc.text(content.seller.address, { width: width / 2 });
  doc.fillColor('#1f2933').font('bold').fontSize(16).text(words.title, left, 50, {
    width,
    align: 'right',
  });
  doc.font('regular').fontSize(10);
  doc.text(`${words.order}: ${content.trackingId}`, { width, align: 'right' });
  doc.text(`${words.date}: ${localDate(content.completedAt, locale, { time: true })}`, {
    width,
    align: 'right',
  });
  const method =
    content.paymentMethod === PaymentMethod.card
      ? words.card
      : content.paymentMethod === PaymentMethod.bankTransfer
        ? words.transfer(content.referenceCode)
        : words.free;
  doc.text(`${words.paymentMethod}: ${method}`, { width, align: 'right' });

  doc.moveDown(2);
  doc.fillColor(navy).font('bold').fontSize(11).text(words.buyer, left);
  doc.fillColor('#1f2933').font('regular').fontSize(10);
  const { buyer } = content;
  if (buyer.isCorporate && buyer.companyName) {
    doc.text(buyer.companyName);
    doc.text(`${words.taxOffice}: ${buyer.taxOffice}   ${words.taxNumber}: ${buyer.taxNumber}`);
    if (buyer.address) doc.text(buyer.address, { width: width / 1.5 });
    const email = buyer.email ? ` <${buyer.email}>` : '';
    doc.text(`${words.representative}: ${buyer.name}${email}`);
  } else {
    doc.text(buyer.name);
    // A deleted account's receipt keeps the name only.
    if (buyer.email) doc.text(buyer.email);
  }

  doc.moveDown(1.5);
  const columns = {
    name: left,
    qty: left + width - 210,
    unit: left + width - 160,
    total: left + width - 80,
  };
  const header = doc.y;
  doc.fillColor(navy).font('bold').fontSize(10);
  doc.text(words.courseAndParticipants, columns.name, header);
  doc.text(words.people, columns.qty, header, { width: 40, align: 'right' });
  doc.text(words.unit, columns.unit, header, { width: 70, align: 'right' });
  doc.text(words.amount, columns.total, header, { width: 80, align: 'right' });
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .lineWidth(0.6)
    .stroke(grey);
  doc.moveDown(0.8);

  for (const line of content.lines) {
    const top = doc.y;
    doc.fillColor('#1f2933').font('bold').fontSize(10);
    doc.text(line.name, columns.name, top, { width: columns.qty - columns.name - 10 });
    const afterName = doc.y;
    doc.font('regular');
    doc.text(String(line.quantity), columns.qty, top, { width: 40, align: 'right' });
    doc.text(tl(line.unitPrice), columns.unit, top, { width: 70, align: 'right' });
    doc.text(tl(line.total), columns.total, top, { width: 80, align: 'right' });
    doc.fillColor(grey).fontSize(9);
    doc.text(`${words.participants}: ${line.participants.join(', ')}`, columns.name, afterName, {
      width: columns.qty - columns.name - 10,
    });
    if (line.memberAssociation) {
      doc.text(words.memberPrice(line.memberAssociation), columns.name, doc.y, {
        width: columns.qty - columns.name - 10,
      });
    }
    doc.moveDown(0.8);
  }

  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.6)
    .stroke(grey);
  doc.moveDown(0.6);
  const totals: [string, string][] = [
    [words.subtotal, tl(content.subtotal)],
    [words.vat, tl(content.tax)],
    [words.grandTotal, tl(content.total)],
  ];
  for (const [label, value] of totals) {
    const y = doc.y;
    doc
      .fillColor('#1f2933')
      .font(label === words.grandTotal ? 'bold' : 'regular')
      .fontSize(10);
    doc.text(label, columns.unit - 120, y, { width: 190, align: 'right' });
    doc.text(value, columns.total, y, { width: 80, align: 'right' });
  }

  doc.moveDown(3);
  doc.fillColor(grey).font('regular').fontSize(8);
  doc.text(words.footer, left, undefined, { width });
  doc.end();
  return done;
}
