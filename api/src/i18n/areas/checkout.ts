import { defineArea } from './define';
/** Basket, orders and payment messages. */
export default defineArea(
  {
    addedToBasket: 'Eğitim sepetinize eklendi.',
    basketCourseNotFound: 'Eğitim bulunamadı.',
    alreadyInBasket: 'Bu eğitim zaten sepetinizde.',
    courseAlreadyOwned: 'Bu eğitime zaten sahipsiniz; “Eğitimlerim” sayfasından erişebilirsiniz.',
    courseIsCancelled: 'Bu eğitim iptal edildiği için satın alınamıyor.',
    registrationClosed: 'Bu eğitimin kayıt süresi sona erdi.',
    courseAwaitingTransfer:
      'Bu eğitim için havale/EFT ödemesi beklenen bir siparişiniz var; ödemeniz onaylandığında eğitim hesabınıza tanımlanacak.',
    basketItemNotFound: 'Sepet öğesi bulunamadı.',
    basketItemRemoved: 'Eğitim sepetinizden çıkarıldı.',
    basketChanged: 'Sepetiniz değişmiş. Lütfen sayfayı yenileyip tekrar deneyiniz.',
    duplicateOrderItem: 'Aynı eğitim siparişte birden fazla kez yer alamaz.',
    mixedPaymentMethods: 'Siparişteki tüm eğitimler için aynı ödeme yöntemi seçilmelidir.',
    duplicateParticipant: 'Aynı e-posta adresiyle birden fazla katılımcı eklenemez.',
    participantAlreadyOwns: 'Bu e-posta adresine sahip katılımcı bu eğitime zaten kayıtlı.',
    participantAlreadyOwnsCourse: '{email} adresli katılımcı “{course}” eğitimine zaten kayıtlı.',
    courseNotPurchasable: '“{course}” eğitimi artık satın alınamıyor: {reason}',
    partyAvailable: 'Katılımcı eklenebilir.',
    orderNotFound: 'Sipariş bulunamadı.',
    orderCreated: 'Siparişiniz oluşturuldu.',
    paymentInvalidCallback: 'Ödeme bildirimi doğrulanamadı.',
    paymentAmountMismatch: 'Ödenen tutar sipariş tutarıyla eşleşmiyor.',
    paymentDeclined: 'Ödeme bankanız tarafından onaylanmadı.',
    paymentInsufficientFunds:
      'Kartınızın bakiyesi ya da limiti yetersiz olduğu için ödeme onaylanmadı.',
    paymentThreeDSecureFailed: '3-D Secure doğrulaması başarısız oldu; ödeme alınmadı.',
    paymentCancelledByUser: 'Ödeme işlemini iptal ettiniz.',
    paymentProviderUnavailable:
      'Ödeme kuruluşuna şu an ulaşılamıyor; kartınızdan çekim yapılmadı. Lütfen birkaç dakika sonra tekrar deneyiniz.',
    paymentRefundFailed:
      'Ödeme kuruluşu iadeyi kabul etmedi; hiçbir değişiklik yapılmadı. Lütfen daha sonra tekrar deneyiniz.',
    paymentProviderNotInUse: 'Bu ödeme kuruluşu bu sitede kullanılmıyor.',
    adminKeyInvalid: 'Yönetici anahtarı geçersiz.',
    transferNotFound: 'Bu referans koduyla ödeme bekleyen bir havale/EFT siparişi bulunamadı.',
    transferConfirmed: 'Havale/EFT ödemesi onaylandı ve katılımcılar eğitime kaydedildi.',
    transferToRefund:
      'Havale/EFT ödemesi alındı ancak katılımcılardan biri eğitime zaten kayıtlı olduğu için sipariş tamamlanmadı; tutar iade edilmelidir.',
    partyChecked: 'Katılımcı bilgileri alındı.',
    invalidIdempotencyKey: 'İstek anahtarı (Idempotency-Key) geçersiz.',
    orderExpired:
      'Siparişin ödeme süresi doldu; ödeme alınmadı. Sepetinizden yeniden sipariş verebilirsiniz.',
    orderReplaced: 'Bu siparişin yerine daha yeni bir sipariş oluşturuldu.',
    orderSeatsAlreadyOwned:
      'Katılımcılardan biri bu eğitime siz ödeme yaparken kaydedildi; sipariş tamamlanmadı ve ödemeniz iade edildi.',
    orderClosedBeforePayment:
      'Ödeme, sipariş kapandıktan sonra ulaştı; sipariş tamamlanmadı ve ödemeniz iade edildi.',
    paymentDuplicateCharge: 'Aynı sipariş için ikinci kez alınan ödeme iade edildi.',
    verifyEmailToEnrolOthers:
      'Başkalarını bir eğitime kaydetmek için önce e-posta adresinizi doğrulayın. Doğrulama bağlantısını Hesabım sayfasından yeniden isteyebilirsiniz.',
  },
  {
    addedToBasket: 'The training was added to your basket.',
    basketCourseNotFound: 'Training not found.',
    alreadyInBasket: 'This training is already in your basket.',
    courseAlreadyOwned: 'You already own this training; find it under “My Trainings”.',
    courseIsCancelled: 'This training has been cancelled and cannot be bought.',
    registrationClosed: 'Registration for this training has closed.',
    courseAwaitingTransfer:
      'You have an order for this training awaiting its bank transfer; the training is added to your account once the payment is confirmed.',
    basketItemNotFound: 'Basket item not found.',
    basketItemRemoved: 'The training was removed from your basket.',
    basketChanged: 'Your basket has changed. Please reload the page and try again.',
    duplicateOrderItem: 'The same training cannot appear more than once in an order.',
    mixedPaymentMethods: 'Every training in an order must use the same payment method.',
    duplicateParticipant: 'Participants cannot share an e-mail address.',
    participantAlreadyOwns:
      'The participant with this e-mail address is already enrolled in this training.',
    participantAlreadyOwnsCourse: 'The participant {email} is already enrolled in “{course}”.',
    courseNotPurchasable: '“{course}” can no longer be bought: {reason}',
    partyAvailable: 'The participant can be added.',
    orderNotFound: 'Order not found.',
    orderCreated: 'Your order has been created.',
    paymentInvalidCallback: 'The payment notification could not be verified.',
    paymentAmountMismatch: 'The amount paid does not match the order total.',
    paymentDeclined: 'The payment was declined by your bank.',
    paymentInsufficientFunds:
      'The payment was declined: insufficient balance or limit on your card.',
    paymentThreeDSecureFailed: '3-D Secure verification failed; no payment was taken.',
    paymentCancelledByUser: 'You cancelled the payment.',
    paymentProviderUnavailable:
      'The payment provider cannot be reached right now; your card was not charged. Please try again in a few minutes.',
    paymentRefundFailed:
      'The payment provider did not accept the refund; nothing was changed. Please try again later.',
    paymentProviderNotInUse: 'This payment provider is not used on this site.',
    adminKeyInvalid: 'The admin key is invalid.',
    transferNotFound: 'No order awaiting a bank transfer has this reference code.',
    transferConfirmed: 'The bank transfer was confirmed and the participants were enrolled.',
    transferToRefund:
      'The bank transfer arrived, but a participant already had the training, so the order was not completed; the amount must be refunded.',
    partyChecked: 'Participant details received.',
    invalidIdempotencyKey: 'The request key (Idempotency-Key) is invalid.',
    orderExpired:
      'The time to pay for this order ran out; nothing was charged. You can order again from your basket.',
    orderReplaced: 'A newer order replaced this one.',
    orderSeatsAlreadyOwned:
      'A participant was enrolled in this training while you were paying; the order was not completed and your payment was refunded.',
    orderClosedBeforePayment:
      'The payment arrived after the order had closed; the order was not completed and your payment was refunded.',
    paymentDuplicateCharge: 'A second payment taken for the same order was refunded.',
    verifyEmailToEnrolOthers:
      'Please verify your e-mail address before you enrol other people. You can ask for the verification link again under My account.',
  },
);
