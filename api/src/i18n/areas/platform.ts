import { defineArea } from './define';

export default defineArea(
  {
    rateLimited: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
    // Newsletter double opt-in
    subscriptionConfirmed: 'Aboneliğiniz onaylandı. E-bültenimize hoş geldiniz!',
    subscriptionLinkInvalid:
      'Onay bağlantısı geçersiz ya da süresi dolmuş. Lütfen e-bültene yeniden abone olun.',
    unsubscribed:
      'E-bülten aboneliğiniz sonlandırıldı; bu adrese artık e-bülten ve ticari e-posta gönderilmeyecek.',
    unsubscribeLinkInvalid: 'Abonelikten çıkma bağlantısı geçersiz.',
    newsletterUnsubscribeFooter:
      'Bu e-postayı İhracat Akademisi e-bültenine abone olduğunuz için aldınız. Abonelikten çıkmak için tek tıklayın: {link}',
    newsletterConfirmSubject: 'E-bülten aboneliğinizi onaylayın',
    newsletterConfirmText:
      'Merhaba,\n\nBu e-posta adresi İhracat Akademisi e-bültenine abone olmak için girildi. Aboneliği onaylamak için aşağıdaki bağlantıyı açın (bir hafta geçerlidir):\n\n{link}\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın; adresiniz listeye eklenmez.',
  },
  {
    rateLimited: 'Too many attempts. Please try again a little later.',
    subscriptionConfirmed: 'Your subscription is confirmed. Welcome to our newsletter!',
    subscriptionLinkInvalid:
      'The confirmation link is invalid or has expired. Please subscribe again.',
    unsubscribed:
      'You have unsubscribed from the newsletter; no more newsletters or commercial e-mails will be sent to this address.',
    unsubscribeLinkInvalid: 'The unsubscribe link is invalid.',
    newsletterUnsubscribeFooter:
      'You received this e-mail because you subscribed to the Export Academy newsletter. To unsubscribe, click once: {link}',
    newsletterConfirmSubject: 'Confirm your newsletter subscription',
    newsletterConfirmText:
      'Hello,\n\nThis e-mail address was entered to subscribe to the Export Academy newsletter. Open the link below to confirm the subscription (valid for one week):\n\n{link}\n\nIf you did not ask for this, ignore this e-mail; your address will not be added.',
  },
);
