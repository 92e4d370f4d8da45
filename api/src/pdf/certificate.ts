import QRCode from 'qrcode';
import { certificateTexts } from '../i18n/mail-texts';
import type { Locale } from '../i18n/messages';
import type { Foundation } from '../repositories/settings';
import { localDate, turkishPdf } from './document';

export interface CertificateContent {
  holderName: string;
  courseName: string;
  examTitle: string;
  issuedAt: Date;
  /** When the holder completed the course (null: not recorded), and its duration. */
  completedAt?: Date | null;
  courseDuration?: string | null;
  earnedPoints: number;
  requiredPointToPass: number;
  code: string;
  /** The public verification page the QR code points to. */
  verifyUrl: string;
  /** The holder's language. */
  locale: Locale;
  /** The foundation that issues it, as the site settings name it (staff change it). */
  foundation: Foundation;
}

/** The certificate of a passed exam as a one-page A4 landscape PDF. */
export async function renderCertificatePdf(
  content: CertificateContent,
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  const { locale } = content;
  const words = certificateTexts(locale);
  const qr = await QRCode.toBuffer(content.verifyUrl, { type: 'png', margin: 1, width: 220 });
  const { doc, done } = turkishPdf({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    compress,
    info: {
      Title: `${words.title}: ${content.holderName}`,
      Author: content.foundation.name,
      Subject: content.courseName,
      Keywords: content.code,
      CreationDate: content.issuedAt,
    },
  });
  const { width, height } = doc.page;
  const navy = '#0b4f8a';
  const inner = { x: 60, width: width - 120 };

  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke(navy);
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(0.8)
    .stroke('#c9a227');

  // The foundation's name (one line, cut short if staff typed a very long one) and address.
  const { name, address } = content.foundation;
  doc.fillColor(navy).font('bold').fontSize(16);
  doc.text(name, inner.x, 60, { width: inner.width, align: 'center', height: 20, ellipsis: true });
  if (address) {
    doc.fillColor('#5b6875').font('regular').fontSize(10);
    doc.text(address.replace(/\s*\n\s*/g, ', '), inner.x, 84, {
      width: inner.width,
      align: 'center',
      height: 14,
      ellipsis: true,
    });
  }

  doc.fillColor(navy).font('bold').fontSize(40);
  doc.text(words.heading, inner.x, 120, { width: inner.width, align: 'center' });

  doc.fillColor('#1f2933').font('regular').fontSize(13);
  doc.text(words.thisCertifies, inner.x, 190, { width: inner.width, align: 'center' });
  doc.font('bold').fontSize(30).fillColor('#1f2933');
  doc.text(content.holderName, inner.x, 214, { width: inner.width, align: 'center' });
  doc.font('regular').fontSize(13).moveDown(0.6);
  doc.text(
    words.body(
      content.courseName,
      content.examTitle,
      content.earnedPoints,
      content.requiredPointToPass,
    ),
    inner.x + 60,
    undefined,
    { width: inner.width - 120, align: 'center', lineGap: 4 },
  );

  const footerY = height - 170;
  doc.font('regular').fontSize(11).fillColor('#1f2933');
  doc.text(`${words.issued}: ${localDate(content.issuedAt, locale)}`, inner.x + 20, footerY + 20);
  const completion = [
    content.completedAt ? `${words.completed}: ${localDate(content.completedAt, locale)}` : '',
    content.courseDuration ? `${words.duration}: ${content.courseDuration}` : '',
  ].filter(Boolean);
  if (completion.length > 0) doc.text(completion.join(' · '), { width: 460 });
  doc.text(words.score(content.earnedPoints, content.requiredPointToPass));
  doc.text(`${words.code}: ${content.code}`);
  doc.fontSize(9).fillColor('#5b6875');
  doc.text(`${words.verifyAt}: ${content.verifyUrl}`, { width: 420 });

  doc.image(qr, width - 60 - 110, footerY, { width: 110, height: 110 });
  doc.fontSize(8).fillColor('#5b6875');
  doc.text(words.scanToVerify, width - 60 - 140, footerY + 114, {
    width: 170,
    align: 'center',
  });

  doc.end();
  return done;
}
