import type { Locale } from './messages';

/**
 * The words of the mails and PDFs sent to one person, in their language: the
 * account's stored `locale` (the site's language at signup, then at the latest change in the
 * account area). Names, amounts, dates and links are filled in by the caller, already formatted
 * for the same language. Course names stay as the catalogue has them.
 */
export interface MailTexts {
  hello(name: string): string;

  verifySubject: string;
  verifyText(link: string): string[];
  /** An address change: the link goes to the new address, which must prove it. */
  changeSubject: string;
  changeText(link: string): string[];
  /** To the owner of an address someone tried to move another account to. */
  takenSubject: string;
  takenText(forgotLink: string): string[];
  /** To the old address once the change is done. */
  changedSubject: string;
  changedText(email: string): string[];

  orderCompletedSubject(trackingId: string): string;
  orderCompletedIntro(trackingId: string): string;
  coursesAndParticipants: string;
  subtotal: string;
  vat: string;
  total: string;
  receiptAttached: string;

  transferSubject(trackingId: string): string;
  transferIntro(trackingId: string): string;
  amount: string;
  bank: string;
  accountHolder: string;
  reference: string;
  referenceOnly: string;
  payBefore(date: string): string;
  afterConfirmation: string;
  yourOrders: string;

  enrolledSubject: string;
  enrolledIntro(buyer: string): string;
  enrolledHowTo(email: string): string;
  enrolledNotYou: string;

  refundSubject(trackingId: string): string;
  refundIntro(trackingId: string, amount: string): string;
  refundedSeats: string;
  seatRemovedSubject: string;
  seatRemovedIntro: string;
  seatRemovedQuestions: string;

  paybackSubject(trackingId: string): string;
  paybackIntro(trackingId: string, amount: string): string;
  paybackReference: string;
}

const tr: MailTexts = {
  hello: (name) => `Merhaba ${name},`,

  verifySubject: 'E-posta adresinizi doğrulayın',
  verifyText: (link) => [
    'İhracat Akademisi hesabınızın e-posta adresini doğrulamak için bağlantıyı açınız:',
    link,
    '',
    'Bağlantı 48 saat geçerlidir. Adresiniz için satın alınmış eğitimler, doğrulamadan sonra hesabınıza tanımlanır.',
    'Bu hesabı siz açmadıysanız bu e-postayı yok sayabilirsiniz.',
  ],
  changeSubject: 'Yeni e-posta adresinizi onaylayın',
  changeText: (link) => [
    'İhracat Akademisi hesabınızın e-posta adresini bu adresle değiştirmek için bağlantıyı açınız:',
    link,
    '',
    'Bağlantı 48 saat geçerlidir. Açana kadar hesabınız eski adresiyle kullanılmaya devam eder.',
    'Bu değişikliği siz istemediyseniz bu e-postayı yok sayabilirsiniz.',
  ],
  takenSubject: 'E-posta adresinizle ilgili bir istek',
  takenText: (forgotLink) => [
    'İhracat Akademisi’nde bu e-posta adresinin başka bir hesapta kullanılması istendi. Adres sizin hesabınıza ait olduğu için hiçbir şey değiştirilmedi.',
    '',
    'İstek sizden geldiyse bu adresle giriş yapabilirsiniz. Şifrenizi hatırlamıyorsanız buradan yenileyebilirsiniz:',
    forgotLink,
    '',
    'İstek sizden gelmediyse bir şey yapmanız gerekmez.',
  ],
  changedSubject: 'E-posta adresiniz değiştirildi',
  changedText: (email) => [
    `İhracat Akademisi hesabınızın e-posta adresi ${email} olarak değiştirildi. Bundan sonra bu adresle giriş yapabilirsiniz.`,
    '',
    'Bu değişikliği siz yapmadıysanız lütfen hemen bizimle iletişime geçin.',
  ],

  orderCompletedSubject: (id) => `Siparişiniz tamamlandı (${id})`,
  orderCompletedIntro: (id) =>
    `${id} numaralı siparişinizin ödemesi alındı ve katılımcılar eğitime kaydedildi.`,
  coursesAndParticipants: 'Eğitimler ve katılımcılar:',
  subtotal: 'Ara toplam (KDV hariç)',
  vat: 'KDV',
  total: 'Toplam',
  receiptAttached:
    'Ödeme makbuzunuz ve kabul ettiğiniz sözleşmeler ektedir. Siparişlerinizi “Siparişlerim” sayfasından izleyebilirsiniz:',

  transferSubject: (id) => `Havale/EFT bilgileri: sipariş ${id}`,
  transferIntro: (id) => `${id} numaralı siparişiniz havale/EFT ödemesi bekliyor.`,
  amount: 'Tutar',
  bank: 'Banka',
  accountHolder: 'Alıcı',
  reference: 'Açıklama (referans kodu)',
  referenceOnly: 'Lütfen açıklama alanına yalnızca referans kodunu yazınız.',
  payBefore: (date) =>
    `Ödemenin ${date} tarihine kadar yapılması gerekir; sonrasında sipariş iptal olur.`,
  afterConfirmation:
    'Ödemeniz onaylandığında katılımcılar eğitime kaydedilir ve size e-posta gönderilir.',
  yourOrders: 'Siparişleriniz',

  enrolledSubject: 'Bir eğitime kaydedildiniz',
  enrolledIntro: (buyer) => `${buyer} sizi İhracat Akademisi'nde şu eğitimlere kaydetti:`,
  enrolledHowTo: (email) =>
    `Eğitimlere erişmek için bu e-posta adresiyle (${email}) giriş yapın ya da üye olun; ` +
    'üyelikte e-posta adresinizi doğruladığınızda eğitimler hesabınıza tanımlanır:',
  enrolledNotYou: 'Bu kaydı siz istemediyseniz bu e-postayı yok sayabilirsiniz.',

  refundSubject: (id) => `Siparişiniz için iade yapıldı (${id})`,
  refundIntro: (id, amount) =>
    `${id} numaralı siparişinizden ${amount} iade edildi. ` +
    'Kartla ödemelerde iade, bankanıza bağlı olarak birkaç iş günü içinde hesabınıza yansır.',
  refundedSeats: 'İade edilen kayıtlar (bu katılımcılar eğitimden çıkarıldı):',
  seatRemovedSubject: 'Eğitim kaydınız iptal edildi',
  seatRemovedIntro:
    'Sizin için alınan şu eğitimlerin ödemesi iade edildi ve kaydınız iptal edildi:',
  seatRemovedQuestions: 'Sorularınız için bizimle iletişime geçebilirsiniz.',

  paybackSubject: (id) => `İadeniz banka hesabınıza gönderildi (${id})`,
  paybackIntro: (id, amount) =>
    `${id} numaralı siparişinizden iade edilen ${amount} banka hesabınıza geri gönderildi. ` +
    'Tutarın hesabınıza geçmesi bankanıza bağlı olarak birkaç iş günü sürebilir.',
  paybackReference: 'Banka açıklaması / referans',
};

const en: MailTexts = {
  hello: (name) => `Hello ${name},`,

  verifySubject: 'Verify your e-mail address',
  verifyText: (link) => [
    'Open this link to verify the e-mail address of your İhracat Akademisi account:',
    link,
    '',
    'The link is valid for 48 hours. Courses bought for your address are added to your account once it is verified.',
    'If you did not open this account, you can ignore this e-mail.',
  ],
  changeSubject: 'Confirm your new e-mail address',
  changeText: (link) => [
    'Open this link to change the e-mail address of your İhracat Akademisi account to this one:',
    link,
    '',
    'The link is valid for 48 hours. Until you open it, your account keeps its old address.',
    'If you did not ask for this change, you can ignore this e-mail.',
  ],
  takenSubject: 'A request about your e-mail address',
  takenText: (forgotLink) => [
    'Someone asked to use this e-mail address for another İhracat Akademisi account. The address belongs to your account, so nothing was changed.',
    '',
    'If it was you, you can sign in with this address. If you have forgotten your password, you can reset it here:',
    forgotLink,
    '',
    'If it was not you, there is nothing you need to do.',
  ],
  changedSubject: 'Your e-mail address was changed',
  changedText: (email) => [
    `The e-mail address of your İhracat Akademisi account was changed to ${email}. From now on, sign in with that address.`,
    '',
    'If you did not make this change, please contact us at once.',
  ],

  orderCompletedSubject: (id) => `Your order is complete (${id})`,
  orderCompletedIntro: (id) =>
    `The payment for your order ${id} has been received and the participants are enrolled.`,
  coursesAndParticipants: 'Courses and participants:',
  subtotal: 'Subtotal (excluding VAT)',
  vat: 'VAT',
  total: 'Total',
  receiptAttached:
    'Your receipt and the contracts you accepted are attached. You can follow your orders on the “My orders” page:',

  transferSubject: (id) => `Bank transfer details: order ${id}`,
  transferIntro: (id) => `Your order ${id} is awaiting a bank transfer.`,
  amount: 'Amount',
  bank: 'Bank',
  accountHolder: 'Account holder',
  reference: 'Description (reference code)',
  referenceOnly: 'Please write only the reference code in the description field.',
  payBefore: (date) => `The payment must be made by ${date}; after that the order is cancelled.`,
  afterConfirmation:
    'When your payment is confirmed, the participants are enrolled and you receive an e-mail.',
  yourOrders: 'Your orders',

  enrolledSubject: 'You have been enrolled in a course',
  enrolledIntro: (buyer) => `${buyer} enrolled you in these courses at İhracat Akademisi:`,
  enrolledHowTo: (email) =>
    `To reach the courses, log in or sign up with this e-mail address (${email}); ` +
    'the courses are added to your account when you verify your address:',
  enrolledNotYou: 'If you did not ask for this, you can ignore this e-mail.',

  refundSubject: (id) => `A refund was made for your order (${id})`,
  refundIntro: (id, amount) =>
    `${amount} of your order ${id} has been refunded. ` +
    'A card refund reaches your account within a few working days, depending on your bank.',
  refundedSeats: 'Refunded seats (these participants were removed from the course):',
  seatRemovedSubject: 'Your course enrolment was cancelled',
  seatRemovedIntro:
    'The payment for these courses bought for you was refunded and your enrolment cancelled:',
  seatRemovedQuestions: 'Please contact us if you have any questions.',

  paybackSubject: (id) => `Your refund was sent back to your bank account (${id})`,
  paybackIntro: (id, amount) =>
    `The refund of ${amount} from your order ${id} has been sent back to your bank account. ` +
    'Depending on your bank, it may take a few working days to reach your account.',
  paybackReference: 'Bank reference',
};

const TEXTS: Record<Locale, MailTexts> = { tr, en };

export const mailTexts = (locale: Locale): MailTexts => TEXTS[locale];

/** The words of the receipt PDF. */
export interface ReceiptTexts {
  /** The PDF's file name, before the order number. */
  fileName: string;
  title: string;
  order: string;
  date: string;
  paymentMethod: string;
  card: string;
  transfer(reference: string): string;
  free: string;
  buyer: string;
  taxOffice: string;
  taxNumber: string;
  representative: string;
  courseAndParticipants: string;
  people: string;
  unit: string;
  amount: string;
  participants: string;
  /** A line paid at an association's member price, e.g. "İHKİB üye fiyatı". */
  memberPrice(association: string): string;
  subtotal: string;
  vat: string;
  grandTotal: string;
  footer: string;
}

const RECEIPT: Record<Locale, ReceiptTexts> = {
  tr: {
    fileName: 'makbuz',
    title: 'Ödeme Makbuzu',
    order: 'Sipariş no',
    date: 'Tarih',
    paymentMethod: 'Ödeme yöntemi',
    card: 'Kredi / banka kartı',
    transfer: (reference) => `Havale / EFT (referans ${reference})`,
    free: 'Ücretsiz',
    buyer: 'Alıcı',
    taxOffice: 'Vergi dairesi',
    taxNumber: 'Vergi no',
    representative: 'Yetkili',
    courseAndParticipants: 'Eğitim ve katılımcılar',
    people: 'Kişi',
    unit: 'Birim',
    amount: 'Tutar',
    participants: 'Katılımcılar',
    memberPrice: (association) => `${association} üye fiyatı`,
    subtotal: 'Ara toplam (KDV hariç)',
    vat: 'KDV (%20)',
    grandTotal: 'Genel toplam',
    footer:
      'Bu belge ödemenizin alındığını gösteren makbuzdur. Katılımcılar eğitime, bu e-posta ' +
      'adresleriyle giriş yaparak “Eğitimlerim” sayfasından erişir.',
  },
  en: {
    fileName: 'receipt',
    title: 'Payment Receipt',
    order: 'Order no',
    date: 'Date',
    paymentMethod: 'Payment method',
    card: 'Credit / debit card',
    transfer: (reference) => `Bank transfer (reference ${reference})`,
    free: 'Free',
    buyer: 'Buyer',
    taxOffice: 'Tax office',
    taxNumber: 'Tax no',
    representative: 'Contact',
    courseAndParticipants: 'Course and participants',
    people: 'People',
    unit: 'Unit',
    amount: 'Amount',
    participants: 'Participants',
    memberPrice: (association) => `${association} member price`,
    subtotal: 'Subtotal (excluding VAT)',
    vat: 'VAT (20%)',
    grandTotal: 'Grand total',
    footer:
      'This document is the receipt of your payment. Participants reach their courses on the ' +
      '“My trainings” page by logging in with these e-mail addresses.',
  },
};

export const receiptTexts = (locale: Locale): ReceiptTexts => RECEIPT[locale];

/** The words of the certificate PDF. */
export interface CertificateTexts {
  heading: string;
  thisCertifies: string;
  body(course: string, exam: string, points: number, pass: number): string;
  issued: string;
  /** When the course was completed, and how long it is. */
  completed: string;
  duration: string;
  score(points: number, pass: number): string;
  code: string;
  verifyAt: string;
  scanToVerify: string;
  title: string;
  fileName: string;
}

const CERTIFICATE: Record<Locale, CertificateTexts> = {
  tr: {
    heading: 'BAŞARI SERTİFİKASI',
    thisCertifies: 'Bu belge,',
    body: (course, exam, points, pass) =>
      `adlı katılımcının “${course}” eğitimini tamamlayarak “${exam}” ` +
      `sınavından ${points} puan (geçme notu ${pass}) alıp başarılı olduğunu gösterir.`,
    issued: 'Düzenlenme tarihi',
    completed: 'Eğitimin tamamlanma tarihi',
    duration: 'Eğitim süresi',
    score: (points, pass) => `Puan: ${points} / Geçme notu: ${pass}`,
    code: 'Doğrulama kodu',
    verifyAt: 'Doğrulamak için',
    scanToVerify: 'Karekodu okutarak doğrulayın',
    title: 'Sertifika',
    fileName: 'sertifika',
  },
  en: {
    heading: 'CERTIFICATE OF ACHIEVEMENT',
    thisCertifies: 'This certifies that',
    body: (course, exam, points, pass) =>
      `completed the course “${course}” and passed the exam “${exam}” ` +
      `with ${points} points (pass mark ${pass}).`,
    issued: 'Date of issue',
    completed: 'Course completed on',
    duration: 'Course duration',
    score: (points, pass) => `Score: ${points} / Pass mark: ${pass}`,
    code: 'Verification code',
    verifyAt: 'To verify',
    scanToVerify: 'Scan the QR code to verify',
    title: 'Certificate',
    fileName: 'certificate',
  },
};

export const certificateTexts = (locale: Locale): CertificateTexts => CERTIFICATE[locale];
