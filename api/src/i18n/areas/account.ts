import { defineArea } from './define';

/** Messages of login, signup, password reset and the account area. */
export default defineArea(
  {
    registerSuccess: 'Üyeliğiniz oluşturuldu. Hoş geldiniz!',
    emailAlreadyRegistered:
      'Bu e-posta adresiyle kayıtlı bir hesap zaten var. Giriş yapabilir ya da şifrenizi sıfırlayabilirsiniz.',
    emailTakenByAnother: 'Bu e-posta adresi başka bir hesapta kullanılıyor.',
    emailChangeSent:
      'Bilgileriniz kaydedildi. Yeni e-posta adresinize bir onay bağlantısı gönderdik; adresiniz, bağlantıyı açtığınızda değişir.',
    invalidCredentials: 'E-posta adresi ya da şifre hatalı.',
    loginSuccess: 'Giriş başarılı, panele yönlendiriliyorsunuz…',
    tooManyLoginAttempts:
      'Çok fazla başarısız giriş denemesi yapıldı. Lütfen {wait} sonra tekrar deneyin.',
    tooManyLoginsToAccount:
      'Bu hesaba çok sayıda başarısız giriş denemesi yapıldı. Hesabınızı korumak için bu tarayıcıdan girişi {wait} sonra yeniden deneyin ya da daha önce giriş yaptığınız bir tarayıcıyı kullanın.',
    forgotPasswordSuccessfull:
      'Bu e-posta adresiyle kayıtlı bir hesap varsa, şifre sıfırlama bağlantısı gönderildi.',
    resetHashValid: 'Bağlantı geçerli. Yeni şifrenizi belirleyebilirsiniz.',
    resetPasswordExpire:
      'Şifre sıfırlama bağlantısının süresi dolmuş ya da bağlantı daha önce kullanılmış. Lütfen yeni bir bağlantı isteyin.',
    resetPasswordSuccess: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
    resetHashRequired: 'Şifre sıfırlama bağlantısı geçersiz.',
    userNotFound: 'Kullanıcı bulunamadı.',
    successfullUpdateMessage: 'Bilgileriniz başarıyla güncellendi.',
    currentPasswordWrong: 'Mevcut şifreniz hatalı.',
    consentsSaved: 'İzin tercihleriniz kaydedildi.',
    accountDeleted:
      'Hesabınız silindi. Kişisel verileriniz silindi ya da anonimleştirildi; yasal saklama süresince yalnızca siparişleriniz ve faturalarınız saklanır.',
    accountDeleteStaff:
      'Bu bir personel hesabı; silinebilmesi için önce bir yöneticinin personel yetkisini kaldırması gerekir.',
    accountDeleteOpenOrder:
      'Ödemesi beklenen bir siparişiniz (kart ödemesi ya da banka havalesi) var. Sipariş tamamlandıktan ya da süresi dolduktan sonra hesabınızı silebilirsiniz.',
    changePasswordSuccessfull: 'Şifreniz başarıyla değiştirildi.',
    loggedOut: 'Oturumunuz kapatıldı.',
    loggedOutEverywhere: 'Tüm cihazlardaki oturumlarınız kapatıldı.',
    sessionEnded: 'Oturum sonlandırıldı.',
    sessionNotFound: 'Oturum bulunamadı.',
    resetMailSubject: 'Şifre sıfırlama bağlantınız',
    resetMailText:
      'Merhaba {name},\n\nŞifrenizi sıfırlamak için aşağıdaki bağlantıyı açın. Bağlantı bir saat geçerlidir ve yalnızca bir kez kullanılabilir.\n\n{link}\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.',
  },
  {
    registerSuccess: 'Your account has been created. Welcome!',
    emailAlreadyRegistered:
      'An account with this e-mail address already exists. You can log in or reset your password.',
    emailTakenByAnother: 'This e-mail address is used by another account.',
    emailChangeSent:
      'Your details are saved. We sent a confirmation link to your new e-mail address; your address changes when you open it.',
    invalidCredentials: 'The e-mail address or password is incorrect.',
    loginSuccess: 'Login successful, taking you to your panel…',
    tooManyLoginAttempts: 'Too many failed login attempts. Please try again in {wait}.',
    tooManyLoginsToAccount:
      'There were too many failed logins to this account. To protect it, please try again from this browser in {wait}, or use a browser you logged in with before.',
    forgotPasswordSuccessfull:
      'If an account exists for this e-mail address, a password reset link has been sent.',
    resetHashValid: 'The link is valid. You can set your new password.',
    resetPasswordExpire:
      'The password reset link has expired or has already been used. Please request a new one.',
    resetPasswordSuccess: 'Your password has been updated. You can log in with your new password.',
    resetHashRequired: 'The password reset link is invalid.',
    userNotFound: 'User not found.',
    successfullUpdateMessage: 'Your information has been updated.',
    currentPasswordWrong: 'Your current password is incorrect.',
    consentsSaved: 'Your consent choices have been saved.',
    accountDeleted:
      'Your account has been deleted. Your personal data has been erased or anonymised; only your orders and receipts are kept for the legal retention period.',
    accountDeleteStaff:
      'This is a staff account; an administrator must remove its staff role before it can be deleted.',
    accountDeleteOpenOrder:
      'You have an order awaiting payment (a card payment or a bank transfer). You can delete your account once it is completed or has expired.',
    changePasswordSuccessfull: 'Your password has been changed.',
    loggedOut: 'You have been signed out.',
    loggedOutEverywhere: 'You have been signed out on every device.',
    sessionEnded: 'The session has been ended.',
    sessionNotFound: 'Session not found.',
    resetMailSubject: 'Your password reset link',
    resetMailText:
      'Hello {name},\n\nOpen the link below to reset your password. It is valid for one hour and can be used only once.\n\n{link}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.',
  },
);
