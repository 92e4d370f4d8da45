import { defineArea } from './define';

/**
 * The back office's orders: list filters, transfer confirmation, cancel, refund; and
 * the buyer's withdrawal from an order, which refunds the same way.
 */
export default defineArea(
  {
    invalidOrderStatus: 'Sipariş durumu geçersiz.',
    invalidPaymentMethod: 'Ödeme yöntemi geçersiz.',
    refundSeatsRequired: 'İade edilecek en az bir katılımcı seçiniz.',
    refundSeatNotInOrder: 'Seçilen katılımcı bu siparişte yok: {email}.',
    orderNotBankTransfer: 'Bu sipariş havale/EFT ile verilmemiş.',
    orderExpiredCannotConfirm: 'Siparişin ödeme süresi dolmuş; havale onaylanamaz.',
    orderReplacedCannotConfirm: 'Bu sipariş yenisiyle değiştirilmiş; havale onaylanamaz.',
    orderNotAwaitingTransfer: 'Bu sipariş havale/EFT ödemesi beklemiyor.',
    orderCancelled: 'Sipariş iptal edildi.',
    orderCancelledByStaff: 'Sipariş yönetim tarafından iptal edildi.',
    orderNotCancellable: 'Yalnızca ödenmemiş bir sipariş iptal edilebilir.',
    orderNotRefundable: 'Yalnızca ödenmiş bir sipariş iade edilebilir.',
    orderRefundedByStaff: 'Sipariş yönetim tarafından iade edildi.',
    refundDone: 'İade yapıldı: {amount}.',
    refundNothingLeft: 'Bu katılımcıların ödemesi daha önce iade edilmiş; yeni bir iade yapılmadı.',
    refundLearnerStarted:
      'İade edilecek katılımcılardan {names} eğitime başladı (video ya da sınav). İadeyi yine de yapmak için onaylayınız.',
    certificateRevokedByRefund: 'Eğitimin ödemesi iade edildi.',
    orderWithdrawnByBuyer: 'Alıcı cayma hakkını kullandı.',
    withdrawalSeatsRequired: 'Cayma hakkını kullanacağınız en az bir katılımcı seçiniz.',
    withdrawalPeriodOver: 'Cayma süresi (ödemeden sonraki 14 gün) doldu: {course}.',
    withdrawalContentStarted:
      '{course} eğitiminin videolarına ya da sınavına başlandı; dijital içerikte cayma hakkı başlanınca sona erer.',
    withdrawalCourseStarted: '{course} eğitimi başladı; başlamış bir eğitimden cayılamaz.',
    withdrawalDone: 'Cayma talebiniz işlendi; iade: {amount}.',
    invalidRefundFilter: 'İade filtresi geçersiz.',
    paybackReferenceRequired: 'Banka açıklamasını (referans) ya da bir not yazınız.',
    paybackReferenceTooLong: 'Referans ya da not en fazla 200 karakter olabilir.',
    paybackRefundNotFound: 'Bu siparişte böyle bir iade yok.',
    paybackNotManual:
      'Bu iade kartla ödenen tutara ödeme kuruluşu üzerinden yapıldı; elle geri ödenmez.',
    paybackAlreadyMarked: 'Bu iade zaten geri ödendi olarak işaretlendi (referans: {reference}).',
    paybackDone: 'İade geri ödendi olarak işaretlendi; alıcıya e-posta gönderildi.',
  },
  {
    invalidOrderStatus: 'The order status is invalid.',
    invalidPaymentMethod: 'The payment method is invalid.',
    refundSeatsRequired: 'Choose at least one participant to refund.',
    refundSeatNotInOrder: 'The chosen participant is not in this order: {email}.',
    orderNotBankTransfer: 'This order was not placed for a bank transfer.',
    orderExpiredCannotConfirm:
      'The order’s payment time is over; the transfer cannot be confirmed.',
    orderReplacedCannotConfirm:
      'This order was replaced by a newer one; the transfer cannot be confirmed.',
    orderNotAwaitingTransfer: 'This order is not awaiting a bank transfer.',
    orderCancelled: 'The order was cancelled.',
    orderCancelledByStaff: 'The order was cancelled by staff.',
    orderNotCancellable: 'Only an unpaid order can be cancelled.',
    orderNotRefundable: 'Only a paid order can be refunded.',
    orderRefundedByStaff: 'The order was refunded by staff.',
    refundDone: 'Refunded: {amount}.',
    refundNothingLeft: 'These participants were refunded before; nothing was refunded again.',
    refundLearnerStarted:
      'Among the participants to refund, {names} started the course (a video or an exam). Confirm to refund anyway.',
    certificateRevokedByRefund: 'The course’s payment was refunded.',
    orderWithdrawnByBuyer: 'The buyer withdrew from the order.',
    withdrawalSeatsRequired: 'Choose at least one participant to withdraw for.',
    withdrawalPeriodOver: 'The withdrawal period (14 days from payment) is over: {course}.',
    withdrawalContentStarted:
      'The videos or exam of {course} were started; the right of withdrawal from digital content ends once it is started.',
    withdrawalCourseStarted:
      '{course} has begun; a course that has begun cannot be withdrawn from.',
    withdrawalDone: 'Your withdrawal was processed; refunded: {amount}.',
    invalidRefundFilter: 'The refund filter is invalid.',
    paybackReferenceRequired: 'Type the bank reference or a note.',
    paybackReferenceTooLong: 'The reference or note can be at most 200 characters.',
    paybackRefundNotFound: 'This order has no such refund.',
    paybackNotManual:
      'This refund went back to the card through the payment provider; it is not paid back by hand.',
    paybackAlreadyMarked: 'This refund was already marked as paid back (reference: {reference}).',
    paybackDone: 'The refund was marked as paid back; the buyer was mailed.',
  },
);
