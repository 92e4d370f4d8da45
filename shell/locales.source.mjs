// Source of shell/public/locales/{tr,en}.json: every common key with its Turkish and English
// text side by side, so neither language can miss a key. Run: node locales.source.mjs
import { writeFileSync } from 'node:fs';

const strings = {
  // brand and layout
  siteName: ['İhracat Akademisi', 'Export Academy'],
  siteTagline: ['Mesleki Eğitim Vakfı', 'Vocational Education Foundation'],
  skipToContent: ['İçeriğe geç', 'Skip to content'],
  home: ['Ana Sayfa', 'Home'],
  trainings: ['Eğitimler', 'Trainings'],
  gallery: ['Galeri', 'Gallery'],
  aboutUs: ['Hakkımızda', 'About us'],
  blog: ['Blog', 'Blog'],
  contacts: ['İletişim', 'Contact'],
  faq: ['Sıkça Sorulan Sorular', 'Frequently Asked Questions'],
  login: ['Giriş Yap', 'Log in'],
  signup: ['Üye Ol', 'Sign up'],
  logout: ['Çıkış Yap', 'Log out'],
  myTrainings: ['Eğitimlerim', 'My Trainings'],
  myAccountInfo: ['Hesap Bilgilerim', 'My Account Info'],
  changePassword: ['Şifre Değiştir', 'Change Password'],
  userMenu: ['Kullanıcı menüsü', 'User menu'],
  openMenu: ['Menüyü aç', 'Open menu'],
  closeMenu: ['Menüyü kapat', 'Close menu'],
  close: ['Kapat', 'Close'],
  search: ['Ara', 'Search'],
  searchPlaceholder: ['Eğitim ara…', 'Search trainings…'],
  searchShortcut: ['Ctrl+K', 'Ctrl+K'],
  searchComingSoon: [
    'Eğitim araması çok yakında burada olacak.',
    'Course search will be available here soon.',
  ],
  noResults: ['Sonuç bulunamadı...', 'No results...'],
  language: ['Dil', 'Language'],
  languageName_tr: ['Türkçe', 'Türkçe'],
  languageName_en: ['English', 'English'],
  courseType_online: ['Online Eğitimler', 'Online Trainings'],
  courseType_physical: ['Yüz Yüze Eğitimler', 'In-person Trainings'],
  courseType_free: ['Ücretsiz Eğitimler', 'Free Trainings'],
  courseType_certificateProgram: ['Sertifika Programları', 'Certificate Programs'],
  // footer
  newsletterTitle: ['E-Bülten', 'Newsletter'],
  newsletterText: [
    'Yeni eğitimlerden ve duyurulardan ilk siz haberdar olun.',
    'Be the first to hear about new trainings and announcements.',
  ],
  emailAddress: ['E-posta adresi', 'E-mail address'],
  subscribe: ['Abone Ol', 'Subscribe'],
  quickMenu: ['Hızlı Menü', 'Quick Menu'],
  contactInfo: ['İletişim Bilgileri', 'Contact Information'],
  address: ['Adres', 'Address'],
  telephone: ['Telefon', 'Telephone'],
  fax: ['Faks', 'Fax'],
  districtCity: ['Bahçelievler / İstanbul', 'Bahçelievler / Istanbul'],
  followUs: ['Bizi takip edin', 'Follow us'],
  paymentOptions: ['Ödeme seçenekleri', 'Payment options'],
  copyright: [
    '© 2024 İhracat Akademisi. Tüm hakları saklıdır.',
    '© 2024 Export Academy. All rights reserved.',
  ],
  // info pages
  info_aboutus: ['Hakkımızda', 'About us'],
  info_privacypolicy: ['Gizlilik Politikası', 'Privacy Policy'],
  info_termsofuse: ['Kullanım Koşulları', 'Terms of Use'],
  info_ReturnPolicy: ['İade Politikası', 'Return Policy'],
  'info_mesafeli-satis-sozlesmesi': ['Mesafeli Satış Sözleşmesi', 'Distance Sales Contract'],
  'info_uyelik-sozlesmesi': ['Üyelik Sözleşmesi', 'Membership Contract'],
  info_IndividualApplication: ['Bireysel Başvuru', 'Individual Application'],
  info_CorporateApplication: ['Kurumsal Başvuru', 'Corporate Application'],
  info_personaldataprotection: ['Kişisel Verilerin Korunması', 'Personal Data Protection'],
  info_RegistrationContract: ['Kayıt Sözleşmesi', 'Registration Contract'],
  // states and generic texts
  loading: ['Yükleniyor…', 'Loading…'],
  pleaseWait: ['Lütfen bekleyiniz', 'Please wait'],
  confirm: ['Tamam', 'OK'],
  retry: ['Tekrar dene', 'Try again'],
  error: ['Bir hata oluştu', 'An error occurred'],
  genericError: [
    'İçerik yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    'Something went wrong while loading. Please try again later.',
  ],
  serverError: [
    'Sunucu hatası, lütfen sistem yöneticisiyle iletişime geçin.',
    'Server Error Please contact administrator System',
  ],
  pageNotFound: ['Sayfa Bulunamadı', 'Page Not Found'],
  notFoundTitle: ['Aradığınız sayfa bulunamadı', 'The page you are looking for was not found'],
  notFoundText: [
    'Sayfa taşınmış ya da kaldırılmış olabilir. Ana sayfaya dönerek devam edebilirsiniz.',
    'The page may have been moved or removed. You can continue from the home page.',
  ],
  backToHome: ['Ana sayfaya dön', 'Back to home'],
  somethingMissingTitle: ['Bir şeyler eksik.', "Something's missing."],
  somethingMissingText: [
    'Üzgünüz, sayfayı bulamıyoruz. Lütfen internet bağlantınızı kontrol edin.',
    "Sorry, we can't find that page. Please check your internet connection.",
  ],
  comingSoonTitle: ['Bu sayfa hazırlanıyor', 'This page is being prepared'],
  comingSoonText: [
    'Bu bölüm çok yakında hizmetinizde olacak. Diğer sayfalarımızı kullanmaya devam edebilirsiniz.',
    'This section will be available very soon. You can keep using the rest of the site.',
  ],
  remoteUnavailableTitle: ['Bu bölüm şu anda yüklenemedi', 'This section could not be loaded'],
  remoteUnavailableText: [
    'Sitenin geri kalanı çalışmaya devam ediyor. Birazdan yeniden deneyebilirsiniz.',
    'The rest of the site keeps working. You can try again in a moment.',
  ],
  remoteArea: ['Etkilenen bölüm: {{area}}', 'Affected section: {{area}}'],
  remoteUpdatingTitle: ['Bu bölüm güncelleniyor', 'This section is being updated'],
  remoteUpdatingText: [
    'Bu bölümün yeni sürümü yayına alınıyor. Sitenin geri kalanını kullanmaya devam edebilirsiniz.',
    'A new version of this section is being released. You can keep using the rest of the site.',
  ],
  remoteArea_catalog: ['Eğitim kataloğu', 'Training catalogue'],
  remoteArea_checkout: ['Sepet ve ödeme', 'Basket and payment'],
  remoteArea_learning: ['Eğitim izleme ve sınavlar', 'Lessons and exams'],
  remoteArea_content: ['Blog, galeri ve bilgi sayfaları', 'Blog, gallery and information pages'],
  remoteArea_account: ['Hesap ve giriş', 'Account and login'],
  // spec message keys (§5, §8)
  courseEmpty: ['Gösterilecek eğitim bulunamadı.', 'There are no trainings to show.'],
  blogsEmpty: ['Henüz blog yazısı yok.', 'There are no blog posts yet.'],
  galleryEmpty: ['Henüz galeri yok.', 'There are no galleries yet.'],
  emptyBasketMessage: ['Sepetinizde eğitim bulunmuyor.', 'Your basket is empty.'],
  emtptyParticipantsError: [
    'Lütfen en az bir katılımcı ekleyin.',
    'Please add at least one participant.',
  ],
  emailRequired: ['E-posta adresi zorunludur.', 'E-mail address is required.'],
  emailCorrect: [
    'Lütfen geçerli bir e-posta adresi girin.',
    'Please enter a correct e-mail address.',
  ],
  emailIncorrect: ['E-posta adresi hatalı.', 'The e-mail address is incorrect.'],
  emailExist: [
    'Bu e-posta adresi zaten eklenmiş ya da kullanılamıyor.',
    'This e-mail address has already been added or cannot be used.',
  ],
  passwordRequired: ['Şifre zorunludur.', 'Password is required.'],
  passwordErrorMinimumLengthMessage: [
    'Şifre en az 8 karakter olmalıdır.',
    'Password must be at least 8 characters long.',
  ],
  passwordStrengthMessage: [
    'Şifre en az 8 karakter olmalı; büyük harf, küçük harf, rakam ve #?!@$%^&*- karakterlerinden birini içermelidir.',
    'Password must be at least 8 characters with an upper-case letter, a lower-case letter, a digit and one of #?!@$%^&*-.',
  ],
  passwordTooLong: [
    'Şifre en fazla 128 karakter olabilir.',
    'Password can be at most 128 characters.',
  ],
  nameRequired: ['Ad zorunludur.', 'Name is required.'],
  surenameRequired: ['Soyad zorunludur.', 'Surname is required.'],
  surnameRequired: ['Soyad zorunludur.', 'Surname is required.'],
  fullNameRequired: ['Ad soyad zorunludur.', 'Full name is required.'],
  citizenNumberRequired: [
    'T.C. Kimlik No zorunludur ve yalnızca rakamlardan oluşmalıdır.',
    'Citizen ID number is required and must contain digits only.',
  ],
  citizenNumberInvalid: [
    'Geçerli bir T.C. Kimlik No girin.',
    'Enter a valid Turkish citizen ID number.',
  ],
  phoneNumberRequired: [
    'Geçerli bir telefon numarası zorunludur.',
    'A valid phone number is required.',
  ],
  invalidPhoneNumber: [
    'Telefon numarası 11 haneli olmalıdır (ör. 0532 123 4567).',
    'Phone number must have 11 digits (e.g. 0532 123 4567).',
  ],
  taxNumberRequired: ['Vergi numarası zorunludur.', 'Tax number is required.'],
  taxNumberDigits: [
    'Vergi numarası 10 ya da 11 rakamdan oluşmalıdır.',
    'Tax number must have 10 or 11 digits.',
  ],
  taxNumberMustBeNumber: [
    'Vergi numarası yalnızca rakamlardan oluşmalıdır.',
    'Tax Number must be a number',
  ],
  taxOfficeRequired: ['Vergi dairesi zorunludur.', 'Tax office is required.'],
  companyNameRequired: ['Şirket adı zorunludur.', 'Company name is required.'],
  companyAddressRequired: ['Şirket adresi zorunludur.', 'Company address is required.'],
  taxFieldsRequired: [
    'Vergi numarası, vergi dairesi ve şirket adı birlikte doldurulmalıdır.',
    'Tax number, tax office and company name must be filled in together.',
  ],
  passwordConfirmRequired: ['Şifre tekrarı zorunludur.', 'Password confirmation is required.'],
  passwordConfirmMismatch: ['Şifreler eşleşmiyor.', 'Passwords do not match.'],
  currentPasswordRequired: ['Mevcut şifre zorunludur.', 'Current password is required.'],
  newPasswordRequired: ['Yeni şifre zorunludur.', 'New password is required.'],
  confirmNewPasswordRequired: [
    'Yeni şifre tekrarı zorunludur.',
    'New password confirmation is required.',
  ],
  confirmNewPasswordMismatch: [
    'Yeni şifreler eşleşmiyor.',
    'Your confirm New Password do no match',
  ],
  membershipMessageError: [
    'Üyelik sözleşmesini onaylamanız gerekiyor.',
    'You must accept the registration contract.',
  ],
  privacyMessageError: [
    'Kişisel verilerin korunması metnini onaylamanız gerekiyor.',
    'You must accept the personal data protection notice.',
  ],
  subjectRequired: ['Konu zorunludur.', 'Subject is required.'],
  messageRequired: ['Mesaj zorunludur.', 'Message is required.'],
  pageInvalid: ['Sayfa numarası geçersiz.', 'The page number is invalid.'],
  searchTooLong: ['Arama metni çok uzun.', 'The search text is too long.'],
  orderByInvalid: ['Geçersiz sıralama alanı.', 'Invalid sort field.'],
  courseTypeInvalid: ['Geçersiz eğitim türü.', 'Invalid course type.'],
  yearInvalid: ['Geçersiz yıl.', 'Invalid year.'],
  monthInvalid: ['Geçersiz ay.', 'Invalid month.'],
  certificateNotFound: [
    'Bu doğrulama koduyla bir sertifika bulunamadı.',
    'No certificate was found with this verification code.',
  ],
  successfullUpdateMessage: [
    'Bilgileriniz başarıyla güncellendi.',
    'Your details were updated successfully.',
  ],
  contactSuccess: [
    'Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.',
    'Your message has reached us. We will get back to you shortly.',
  ],
  // Newsletter, double opt-in (issue 13): the form's answer, then the page of the mailed link.
  subsribeSuccessMessage: [
    'Aboneliğinizi onaylamanız için e-posta adresinize bir bağlantı gönderdik. Lütfen gelen kutunuzu kontrol edin.',
    'We have sent a link to your e-mail address to confirm your subscription. Please check your inbox.',
  ],
  newsletterConfirmTitle: ['E-bülten aboneliği', 'Newsletter subscription'],
  subscriptionConfirming: ['Aboneliğiniz onaylanıyor…', 'Confirming your subscription…'],
  subscriptionConfirmed: [
    'Aboneliğiniz onaylandı. E-bültenimize hoş geldiniz!',
    'Your subscription is confirmed. Welcome to our newsletter!',
  ],
  subscriptionLinkInvalid: [
    'Onay bağlantısı geçersiz ya da süresi dolmuş. Lütfen e-bültene yeniden abone olun.',
    'The confirmation link is invalid or has expired. Please subscribe again.',
  ],
  forgotPasswordSuccessfull: [
    'Şifre sıfırlama bağlantısı e-posta adresinize gönderildi.',
    'A password reset link has been sent to your e-mail address.',
  ],
  changePasswordSuccessfull: [
    'Şifreniz başarıyla değiştirildi.',
    'Your password was changed successfully.',
  ],
  resetPasswordExpire: [
    'Şifre sıfırlama bağlantısının süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
    'The password reset link has expired. Please request a new one.',
  ],
  resetHashRequired: [
    'Şifre sıfırlama bağlantısı geçersiz.',
    'The password reset link is invalid.',
  ],
  cart: ['Sepetim', 'My cart'],
  orderNotFound: ['Sipariş bulunamadı.', 'Order not found.'],
  cartWithCount: ['Sepetim: {{count}} eğitim', 'My cart: {{count}} item(s)'],
  paymentfail: ['Ödeme başarısız oldu', 'Payment failed'],
  orderFailMessage: [
    'Siparişiniz tamamlanamadı. Kartınızdan ücret alınmadı; lütfen tekrar deneyin.',
    'Your order could not be completed. Your card was not charged; please try again.',
  ],
  loginSuccess: [
    'Giriş başarılı, panele yönlendiriliyorsunuz…',
    'login successfull please wait to redirect panel',
  ],
  // Tab titles ("Page — İhracat Akademisi") and footer marks (issue 17).
  title_forgotPassword: ['Şifremi Unuttum', 'Forgot password'],
  title_resetPassword: ['Yeni Şifre Belirle', 'Set a new password'],
  title_verifyEmail: ['E-posta Doğrulama', 'E-mail verification'],
  title_courseDetail: ['Eğitim Detayı', 'Training details'],
  title_courseVideos: ['Eğitim Videoları', 'Training videos'],
  title_exam: ['Sınav', 'Exam'],
  title_certificateVerify: ['Sertifika Doğrulama', 'Certificate verification'],
  title_paymentSuccess: ['Ödeme Başarılı', 'Payment successful'],
  title_paymentFail: ['Ödeme Başarısız', 'Payment failed'],
  title_paymentEft: ['Havale / EFT', 'Bank transfer'],
  title_paymentFree: ['Kaydınız Alındı', 'Registration received'],
  title_galleryDetail: ['Galeri', 'Gallery'],
  title_blogPost: ['Blog Yazısı', 'Blog post'],
  title_info: ['Bilgi', 'Information'],
  title_account: ['Hesabım', 'My account'],
  title_myOrders: ['Siparişlerim', 'My orders'],
  socialLink_facebook: ['Facebook sayfamız', 'Our Facebook page'],
  socialLink_instagram: ['Instagram hesabımız', 'Our Instagram account'],
  socialLink_youtube: ['YouTube kanalımız', 'Our YouTube channel'],
  opensInNewTab: ['(yeni sekmede açılır)', '(opens in a new tab)'],
};

const tr = {};
const en = {};
for (const [key, [trText, enText]] of Object.entries(strings)) {
  tr[key] = trText;
  en[key] = enText;
}
const dir = new URL('./public/locales/', import.meta.url);
writeFileSync(new URL('tr.json', dir), `${JSON.stringify(tr, null, 2)}\n`);
writeFileSync(new URL('en.json', dir), `${JSON.stringify(en, null, 2)}\n`);
console.log(`wrote ${Object.keys(strings).length} keys`);
