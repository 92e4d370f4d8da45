import { defineArea } from './define';

/** The site's content and messages in the back office. */
export default defineArea(
  {
    fieldRequired: 'Bu alan zorunludur.',
    invalidUrl: 'Lütfen geçerli bir adres giriniz (https://… ya da #/…).',
    invalidIban: 'Lütfen geçerli bir IBAN giriniz (TR ve 24 rakam).',
    questionRequired: 'Soru zorunludur.',
    answerRequired: 'Cevap zorunludur.',
    invalidOrder: 'Sıralama geçersiz.',
    titleRequired: 'Başlık zorunludur.',
    noteRequired: 'Lütfen bir not yazınız.',
    settingsMissing: 'Site ayarları bulunamadı.',
    courseTypeUnknown: 'Seçilen eğitim türlerinden biri bulunamadı.',
    faqNotFound: 'Soru bulunamadı; başka biri silmiş olabilir.',
    orderOutdated:
      'Liste siz sıralarken değişti. Sayfa yenilendi; lütfen sıralamayı yeniden yapınız.',
    pageIdTaken: 'Bu adres başka bir sayfada kullanılıyor.',
    pageRequired: 'Bu sayfaya sitenin başka yerlerinden bağlantı verildiği için silinemez.',
    bannerNotFound: 'Afiş bulunamadı; başka biri silmiş olabilir.',
    bannerTooSmall: 'Afiş resmi en az 800 piksel genişliğinde olmalıdır.',
    contactNotFound: 'Mesaj bulunamadı.',
    contactAlreadyHandled: 'Bu mesaj zaten yanıtlandı olarak işaretlenmiş.',
    subscriberNotFound: 'Abone bulunamadı; zaten silinmiş olabilir.',
  },
  {
    fieldRequired: 'This field is required.',
    invalidUrl: 'Please enter a valid address (https://… or #/…).',
    invalidIban: 'Please enter a valid IBAN (TR and 24 digits).',
    questionRequired: 'The question is required.',
    answerRequired: 'The answer is required.',
    invalidOrder: 'The order is invalid.',
    titleRequired: 'The title is required.',
    noteRequired: 'Please write a note.',
    settingsMissing: 'The site settings are missing.',
    courseTypeUnknown: 'One of the chosen course types does not exist.',
    faqNotFound: 'The question was not found; someone may have deleted it.',
    orderOutdated:
      'The list changed while you were reordering it. It has been reloaded; please reorder again.',
    pageIdTaken: 'Another page uses this address.',
    pageRequired: 'This page cannot be deleted: other parts of the site link to it.',
    bannerNotFound: 'The banner was not found; someone may have deleted it.',
    bannerTooSmall: 'A banner picture must be at least 800 pixels wide.',
    contactNotFound: 'The message was not found.',
    contactAlreadyHandled: 'This message is already marked handled.',
    subscriberNotFound: 'The subscriber was not found; it may have been removed already.',
  },
);
