import { PaymentMethod } from '@lms/shared/contracts';
import { turkishDate, turkishLira as tl, turkishPdf } from './document';

export interface ReceiptContent {
  trackingId: string;
  completedAt: Date;
  /** 0 card, 1 bank transfer. */
  paymentMethod: number | null;
  referenceCode: string;
  /** The foundation that sells, as the site settings name it (staff change it, issue 34). */
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
  lines: {
    name: string;
    quantity: number;
    unitPrice: number;
    total: number;
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
  const { doc, done } = turkishPdf({
    size: 'A4',
    margin: 50,
    compress,
    info: {
      Title: `Ödeme makbuzu ${content.trackingId}`,
      Author: 'İhracat Akademisi',
      Subject: `Sipariş ${content.trackingId}`,
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
  doc.fillColor('#1f2933').font('bold').fontSize(16).text('Ödeme Makbuzu', left, 50, {
    width,
    align: 'right',
  });
  doc.font('regular').fontSize(10);
  doc.text(`Sipariş no: ${content.trackingId}`, { width, align: 'right' });
  doc.text(`Tarih: ${turkishDate(content.completedAt, { time: true })}`, { width, align: 'right' });
  const method =
    content.paymentMethod === PaymentMethod.card
      ? 'Kredi / banka kartı'
      : content.paymentMethod === PaymentMethod.bankTransfer
        ? `Havale / EFT (referans ${content.referenceCode})`
        : 'Ücretsiz';
  doc.text(`Ödeme yöntemi: ${method}`, { width, align: 'right' });

  doc.moveDown(2);
  doc.fillColor(navy).font('bold').fontSize(11).text('Alıcı', left);
  doc.fillColor('#1f2933').font('regular').fontSize(10);
  const { buyer } = content;
  if (buyer.isCorporate && buyer.companyName) {
    doc.text(buyer.companyName);
    doc.text(`Vergi dairesi: ${buyer.taxOffice}   Vergi no: ${buyer.taxNumber}`);
    if (buyer.address) doc.text(buyer.address, { width: width / 1.5 });
    doc.text(`Yetkili: ${buyer.name} <${buyer.email}>`);
  } else {
    doc.text(buyer.name);
    doc.text(buyer.email);
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
  doc.text('Eğitim ve katılımcılar', columns.name, header);
  doc.text('Kişi', columns.qty, header, { width: 40, align: 'right' });
  doc.text('Birim', columns.unit, header, { width: 70, align: 'right' });
  doc.text('Tutar', columns.total, header, { width: 80, align: 'right' });
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
    doc.text(`Katılımcılar: ${line.participants.join(', ')}`, columns.name, afterName, {
      width: columns.qty - columns.name - 10,
    });
    doc.moveDown(0.8);
  }

  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.6)
    .stroke(grey);
  doc.moveDown(0.6);
  const totals: [string, string][] = [
    ['Ara toplam (KDV hariç)', tl(content.subtotal)],
    ['KDV (%20)', tl(content.tax)],
    ['Genel toplam', tl(content.total)],
  ];
  for (const [label, value] of totals) {
    const y = doc.y;
    doc
      .fillColor('#1f2933')
      .font(label === 'Genel toplam' ? 'bold' : 'regular')
      .fontSize(10);
    doc.text(label, columns.unit - 120, y, { width: 190, align: 'right' });
    doc.text(value, columns.total, y, { width: 80, align: 'right' });
  }

  doc.moveDown(3);
  doc.fillColor(grey).font('regular').fontSize(8);
  doc.text(
    'Bu belge ödemenizin alındığını gösteren makbuzdur. Katılımcılar eğitime, bu e-posta ' +
      'adresleriyle giriş yaparak “Eğitimlerim” sayfasından erişir.',
    left,
    undefined,
    { width },
  );
  doc.end();
  return done;
}
