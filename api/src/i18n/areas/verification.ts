import { defineArea } from './define';

/** E-mail verification: the signup link, its resend, and what it unlocks. */
export default defineArea(
  {
    emailVerified:
      'E-posta adresiniz doğrulandı. Bu adres için satın alınmış eğitimler hesabınıza tanımlandı.',
    verifyEmailInvalid:
      'Doğrulama bağlantısı geçersiz, süresi dolmuş ya da daha önce kullanılmış. Hesabınızdan yeni bir bağlantı isteyebilirsiniz.',
    verificationSent: 'Doğrulama bağlantısı e-posta adresinize gönderildi.',
    emailAlreadyVerified: 'E-posta adresiniz zaten doğrulanmış.',
    verifyEmailTooOften:
      'Kısa sürede çok fazla doğrulama bağlantısı istendi. Lütfen bir saat sonra tekrar deneyin.',
  },
  {
    emailVerified:
      'Your e-mail address is verified. Trainings bought for this address were added to your account.',
    verifyEmailInvalid:
      'The verification link is invalid, has expired or was used already. You can ask for a new one from your account.',
    verificationSent: 'A verification link was sent to your e-mail address.',
    emailAlreadyVerified: 'Your e-mail address is already verified.',
    verifyEmailTooOften: 'Too many verification links were asked for. Please try again in an hour.',
  },
);
