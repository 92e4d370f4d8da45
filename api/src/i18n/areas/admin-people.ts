import { defineArea } from './define';

/** People and staff accounts in the back office. */
export default defineArea(
  {
    personNotFound: 'Kişi bulunamadı.',
    staffAccountForAdmins: 'Personel hesaplarında bu işlemi yalnızca yöneticiler yapabilir.',
    personEmailVerified: 'Bu kişinin e-posta adresi zaten doğrulanmış.',
    verificationResent: 'Doğrulama e-postası yeniden gönderildi.',
    courseRequired: 'Lütfen bir eğitim seçiniz.',
    enrolReasonRequired: 'Kayıt nedeni zorunludur.',
    enrolmentGranted: 'Kişi eğitime kaydedildi.',
    enrolmentExists: 'Kişi bu eğitime zaten kayıtlı; bir değişiklik yapılmadı.',
    seatRemoved: 'Kişinin eğitimdeki yeri kaldırıldı.',
    seatAlreadyRemoved: 'Kişinin bu eğitimde yeri yok; bir değişiklik yapılmadı.',
    sessionsEnded: 'Kişinin tüm oturumları sonlandırıldı.',
    staffRoleInvalid: 'Lütfen geçerli bir rol seçiniz (yönetici, editör, muhasebe).',
    staffNotFound: 'Personel hesabı bulunamadı.',
    staffHasOtherRole:
      'Bu adresin hesabı başka bir rolle zaten personel; rolünü personel listesinden değiştiriniz.',
    staffInvited: 'Davet gönderildi.',
    staffRoleGranted: 'Mevcut hesaba rol verildi.',
    staffUnchanged: 'Bir değişiklik yapılmadı.',
    staffRoleChanged: 'Rol değiştirildi.',
    staffDisabled: 'Hesap devre dışı bırakıldı; oturumları sonlandırıldı.',
    staffEnabled: 'Hesap yeniden etkinleştirildi.',
    lastAdmin:
      'Son yönetici hesabının rolü değiştirilemez ve devre dışı bırakılamaz. Önce başka bir yönetici ekleyiniz.',
    accountDisabled: 'Bu hesap devre dışı bırakılmıştır. Yardım için yöneticinize başvurunuz.',
    staffInviteMailSubject: 'İhracat Akademisi yönetim paneline davet edildiniz',
    staffInviteMailText:
      'Merhaba {name},\n\nİhracat Akademisi yönetim paneline {role} olarak davet edildiniz. Şifrenizi belirlemek için aşağıdaki bağlantıyı açın. Bağlantı yedi gün geçerlidir ve yalnızca bir kez kullanılabilir.\n\n{link}\n\nBu daveti beklemiyorsanız bu e-postayı dikkate almayın.',
  },
  {
    personNotFound: 'Person not found.',
    staffAccountForAdmins: 'Only admins can do this on a staff account.',
    personEmailVerified: "This person's e-mail address is already verified.",
    verificationResent: 'The verification e-mail was sent again.',
    courseRequired: 'Please choose a course.',
    enrolReasonRequired: 'A reason for the enrolment is required.',
    enrolmentGranted: 'The person was enrolled in the course.',
    enrolmentExists: 'The person is already enrolled in this course; nothing was changed.',
    seatRemoved: "The person's seat in the course was removed.",
    seatAlreadyRemoved: 'The person has no seat in this course; nothing was changed.',
    sessionsEnded: "All of the person's sessions were ended.",
    staffRoleInvalid: 'Please choose a valid role (admin, editor, finance).',
    staffNotFound: 'Staff account not found.',
    staffHasOtherRole:
      "This address's account is already staff with another role; change its role in the staff list.",
    staffInvited: 'The invitation was sent.',
    staffRoleGranted: 'The existing account was given the role.',
    staffUnchanged: 'Nothing was changed.',
    staffRoleChanged: 'The role was changed.',
    staffDisabled: 'The account was disabled; its sessions were ended.',
    staffEnabled: 'The account was enabled again.',
    lastAdmin: 'The last admin account cannot be demoted or disabled. Add another admin first.',
    accountDisabled: 'This account has been disabled. Please ask your administrator for help.',
    staffInviteMailSubject: 'You are invited to the Export Academy back office',
    staffInviteMailText:
      'Hello {name},\n\nYou are invited to the Export Academy back office as {role}. Open the link below to set your password. It is valid for seven days and can be used only once.\n\n{link}\n\nIf you did not expect this invitation, ignore this e-mail.',
  },
);
