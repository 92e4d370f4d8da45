/**
 * Server-side message catalogue. Keys are the zod message keys used in
 * `@lms/shared/contracts` plus the server's own messages; Turkish is the default (spec §1).
 */
export type Locale = 'tr' | 'en';
export const DEFAULT_LOCALE: Locale = 'tr';

import { areaCatalogues } from './areas';

/** Messages of the platform's own core; each product area adds its own in `./areas/`. */
const coreTr = {
  // Validation keys from the contracts
  emailRequired: 'E-posta adresi zorunludur.',
  emailCorrect: 'Lütfen geçerli bir e-posta adresi giriniz.',
  emailIncorrect: 'Lütfen geçerli bir e-posta adresi giriniz.',
  passwordRequired: 'Şifre zorunludur.',
  passwordErrorMinimumLengthMessage: 'Şifre en az 8 karakter olmalıdır.',
  passwordTooLong: 'Şifre en fazla 128 karakter olabilir.',
  passwordStrengthMessage:
    'Şifre en az 8 karakter olmalı; büyük harf, küçük harf, rakam ve özel karakter (#?!@$%^&*-) içermelidir.',
  passwordConfirmRequired: 'Şifre tekrarı zorunludur.',
  passwordConfirmMismatch: 'Şifreler birbiriyle eşleşmiyor.',
  currentPasswordRequired: 'Mevcut şifre zorunludur.',
  newPasswordRequired: 'Yeni şifre zorunludur.',
  confirmNewPasswordRequired: 'Yeni şifre tekrarı zorunludur.',
  confirmNewPasswordMismatch: 'Yeni şifreler birbiriyle eşleşmiyor.',
  nameRequired: 'Ad zorunludur.',
  surenameRequired: 'Soyad zorunludur.',
  surnameRequired: 'Soyad zorunludur.',
  nameNoLinks: 'Ad ve soyad bağlantı, alan adı ya da e-posta adresi içeremez.',
  fullNameRequired: 'Ad soyad zorunludur.',
  citizenNumberRequired: 'T.C. kimlik numarası zorunludur.',
  citizenNumberInvalid: 'Lütfen geçerli bir T.C. kimlik numarası giriniz.',
  phoneNumberRequired: 'Telefon numarası zorunludur.',
  invalidPhoneNumber: 'Lütfen geçerli bir telefon numarası giriniz.',
  privacyMessageError: 'Kişisel verilerin korunması metnini onaylamanız gerekmektedir.',
  membershipMessageError: 'Kayıt sözleşmesini onaylamanız gerekmektedir.',
  taxNumberRequired: 'Vergi numarası zorunludur.',
  taxOfficeRequired: 'Vergi dairesi zorunludur.',
  companyNameRequired: 'Şirket adı zorunludur.',
  companyAddressRequired: 'Şirket adresi zorunludur.',
  taxNumberDigits: 'Vergi numarası 10 veya 11 haneli bir sayı olmalıdır.',
  taxNumberMustBeNumber: 'Vergi numarası yalnızca rakamlardan oluşmalıdır.',
  taxFieldsRequired: 'Vergi numarası, vergi dairesi ve şirket adı birlikte doldurulmalıdır.',
  subjectRequired: 'Konu zorunludur.',
  messageRequired: 'Mesaj zorunludur.',
  emptyBasketMessage: 'Sepetinizde eğitim bulunmuyor.',
  emtptyParticipantsError: 'Lütfen en az bir katılımcı ekleyiniz.',
  pageInvalid: 'Sayfa numarası geçersiz.',
  searchTooLong: 'Arama metni en fazla 100 karakter olabilir.',
  invalidCharacters: 'Bu alan geçersiz karakterler (ör. kontrol karakterleri) içeriyor.',
  fieldTooLong: 'Bu alan izin verilen uzunluğu aşıyor.',
  invalidSlug: 'Adres geçersiz.',
  invalidId: 'Geçersiz kimlik numarası.',
  invalidNumber: 'Geçersiz sayı.',
  passwordTooCommon:
    'Bu şifre çok yaygın ya da sızdırılmış şifre listelerinde yer alıyor. Lütfen başka bir şifre seçiniz.',

  // The server's own messages
  invalidRequest: 'İstek geçersiz. Lütfen girdiğiniz bilgileri kontrol ediniz.',
  invalidJson: 'İstek gövdesi geçerli bir JSON değil.',
  emptyBody: 'İstek gövdesi boş olamaz.',
  bodyTooLarge: 'İstek gövdesi izin verilen boyutu ({limit}) aşıyor.',
  unsupportedMediaType: 'Desteklenmeyen içerik türü.',
  tooManyRequests: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyiniz.',
  routeNotFound: 'İstenen adres bulunamadı.',
  methodNotAllowed: 'Bu adres bu istek yöntemini kabul etmiyor.',
  serviceUnavailable: 'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
  pageNotFound: 'Aradığınız sayfa bulunamadı.',
  subsribeSuccessMessage:
    'Aboneliğinizi onaylamanız için e-posta adresinize bir bağlantı gönderdik. Lütfen gelen kutunuzu kontrol edin.',
  alreadySubscribed: 'Bu e-posta adresi bültenimize zaten kayıtlı.',
  unauthorized: 'Bu işlem için giriş yapmanız gerekiyor.',
  sessionExpired: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
  forbidden: 'Bu işlem için yetkiniz yok.',
} as const;

const tr = { ...coreTr, ...areaCatalogues.tr };

export type MessageKey = keyof typeof tr;

const coreEn: Record<keyof typeof coreTr, string> = {
  emailRequired: 'E-mail address is required.',
  emailCorrect: 'Please enter a valid e-mail address.',
  emailIncorrect: 'Please enter a valid e-mail address.',
  passwordRequired: 'Password is required.',
  passwordErrorMinimumLengthMessage: 'Password must be at least 8 characters long.',
  passwordTooLong: 'Password can be at most 128 characters long.',
  passwordStrengthMessage:
    'Password must be at least 8 characters and contain an uppercase letter, a lowercase letter, a digit and a special character (#?!@$%^&*-).',
  passwordConfirmRequired: 'Password confirmation is required.',
  passwordConfirmMismatch: 'Passwords do not match.',
  currentPasswordRequired: 'Current password is required.',
  newPasswordRequired: 'New password is required.',
  confirmNewPasswordRequired: 'New password confirmation is required.',
  confirmNewPasswordMismatch: 'New passwords do not match.',
  nameRequired: 'Name is required.',
  surenameRequired: 'Surname is required.',
  surnameRequired: 'Surname is required.',
  nameNoLinks: 'A name cannot contain a link, a domain name or an e-mail address.',
  fullNameRequired: 'Full name is required.',
  citizenNumberRequired: 'Citizen number is required.',
  citizenNumberInvalid: 'Please enter a valid Turkish citizen number.',
  phoneNumberRequired: 'Phone number is required.',
  invalidPhoneNumber: 'Please enter a valid phone number.',
  privacyMessageError: 'You must accept the personal data protection notice.',
  membershipMessageError: 'You must accept the registration contract.',
  taxNumberRequired: 'Tax number is required.',
  taxOfficeRequired: 'Tax office is required.',
  companyNameRequired: 'Company name is required.',
  companyAddressRequired: 'Company address is required.',
  taxNumberDigits: 'Tax number must be a 10 or 11 digit number.',
  taxNumberMustBeNumber: 'Tax Number must be a number',
  taxFieldsRequired: 'Tax number, tax office and company name must be filled in together.',
  subjectRequired: 'Subject is required.',
  messageRequired: 'Message is required.',
  emptyBasketMessage: 'Your basket is empty.',
  emtptyParticipantsError: 'Please add at least one participant.',
  pageInvalid: 'Page number is invalid.',
  searchTooLong: 'Search text can be at most 100 characters long.',
  invalidCharacters:
    'This field contains characters that are not allowed (e.g. control characters).',
  fieldTooLong: 'This field is longer than allowed.',
  invalidSlug: 'The address is invalid.',
  invalidId: 'Invalid id.',
  invalidNumber: 'Invalid number.',
  passwordTooCommon:
    'This password is too common or appears in lists of breached passwords. Please choose another one.',

  invalidRequest: 'The request is invalid. Please check the information you entered.',
  invalidJson: 'The request body is not valid JSON.',
  emptyBody: 'The request body must not be empty.',
  bodyTooLarge: 'The request body exceeds the allowed size ({limit}).',
  unsupportedMediaType: 'Unsupported content type.',
  tooManyRequests: 'Too many requests. Please try again a little later.',
  routeNotFound: 'The requested address was not found.',
  methodNotAllowed: 'This address does not accept this request method.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  pageNotFound: 'The page you are looking for was not found.',
  subsribeSuccessMessage:
    'We have sent a link to your e-mail address to confirm your subscription. Please check your inbox.',
  alreadySubscribed: 'This e-mail address is already subscribed to our newsletter.',
  unauthorized: 'You need to log in for this.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You are not allowed to do this.',
};

const en: Record<MessageKey, string> = { ...coreEn, ...areaCatalogues.en };

const catalogues: Record<Locale, Record<MessageKey, string>> = { tr, en };

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(tr, key);

export const translate = (key: MessageKey, locale: Locale = DEFAULT_LOCALE): string =>
  catalogues[locale][key];

/** A wait as people say it: "45 saniye", "15 dakika"; "45 seconds", "1 minute". */
export function formatWait(ms: number, locale: Locale): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}

/**
 * The preferred supported language of an Accept-Language header ("en-US,en;q=0.9,tr;q=0.8"),
 * honouring q-values; Turkish when nothing matches.
 */
export function localeFrom(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        lang: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((entry) => entry.lang === 'tr' || entry.lang === 'en');
  return (match?.lang as Locale | undefined) ?? DEFAULT_LOCALE;
}
