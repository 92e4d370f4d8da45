import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

// DejaVu Sans covers ç ğ ı İ ö ş ü; pdfkit embeds the used glyphs with a ToUnicode map.
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface CertificateContent {
  holderName: string;
  courseName: string;
  examTitle: string;
  issuedAt: Date;
  earnedPoints: number;
  requiredPointToPass: number;
  code: string;
  /** The public verification page the QR code points to. */
  verifyUrl: string;
}

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  }).format(date);

/** The certificate of a passed exam as a one-page A4 landscape PDF. */
export async function renderCertificatePdf(
  content: CertificateContent,
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  const qr = await QRCode.toBuffer(content.verifyUrl, { type: 'png', margin: 1, width: 220 });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    compress,
    info: {
      Title: `Sertifika: ${content.holderName}`,
      Author: 'İhracat Akademisi',
      Subject: content.courseName,
      Keywords: content.code,
      CreationDate: content.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
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

  doc.fillColor(navy).font('bold').fontSize(16);
  doc.text('İHRACAT AKADEMİSİ', inner.x, 64, { width: inner.width, align: 'center' });
  doc.fillColor('#5b6875').font('regular').fontSize(11);
  doc.text('Mesleki Eğitim Vakfı', { width: inner.width, align: 'center' });

  doc.fillColor(navy).font('bold').fontSize(40);
  doc.text('BAŞARI SERTİFİKASI', inner.x, 120, { width: inner.width, align: 'center' });

  doc.fillColor('#1f2933').font('regular').fontSize(13);
  doc.text('Bu belge,', inner.x, 190, { width: inner.width, align: 'center' });
  doc.font('bold').fontSize(30).fillColor('#1f2933');
  doc.text(content.holderName, inner.x, 214, { width: inner.width, align: 'center' });
  doc.font('regular').fontSize(13).moveDown(0.6);
  doc.text(
    `adlı katılımcının “${content.courseName}” eğitimini tamamlayarak “${content.examTitle}” ` +
      `sınavından ${content.earnedPoints} puan (geçme notu ${content.requiredPointToPass}) alıp ` +
      'başarılı olduğunu gösterir.',
    inner.x + 60,
    undefined,
    { width: inner.width - 120, align: 'center', lineGap: 4 },
  );

  const footerY = height - 170;
  doc.font('regular').fontSize(11).fillColor('#1f2933');
  doc.text(`Düzenlenme tarihi: ${longDate(content.issuedAt)}`, inner.x + 20, footerY + 20);
  doc.text(`Puan: ${content.earnedPoints} / Geçme notu: ${content.requiredPointToPass}`);
  doc.text(`Doğrulama kodu: ${content.code}`);
  doc.fontSize(9).fillColor('#5b6875');
  doc.text(`Doğrulamak için: ${content.verifyUrl}`, { width: 420 });

  doc.image(qr, width - 60 - 110, footerY, { width: 110, height: 110 });
  doc.fontSize(8).fillColor('#5b6875');
  doc.text('Karekodu okutarak doğrulayın', width - 60 - 140, footerY + 114, {
    width: 170,
    align: 'center',
  });

  doc.end();
  return done;
}
