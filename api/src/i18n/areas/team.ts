import { defineArea } from './define';
/** The manager's view of the seats they paid for (`#/account/team`). */
export default defineArea(
  {
    invalidTeamState: 'Geçersiz katılımcı durumu.',
    teamSeatNotFound: 'Bu katılımcı sizin ödediğiniz bir siparişte bulunamadı.',
    teamSeatClaimed: 'Bu katılımcı koltuğunu zaten aldı; davetiye yeniden gönderilmez.',
    teamInvitationSent: 'Davetiye yeniden gönderildi.',
    teamInvitationTooSoon:
      'Bu katılımcıya kısa süre önce davetiye gönderildi. Lütfen {wait} sonra tekrar deneyin.',
  },
  {
    invalidTeamState: 'Invalid participant state.',
    teamSeatNotFound: 'This participant is not in an order you paid for.',
    teamSeatClaimed: 'This participant has already claimed their seat; no invitation is resent.',
    teamInvitationSent: 'The invitation was sent again.',
    teamInvitationTooSoon:
      'An invitation was sent to this participant a short while ago. Please try again in {wait}.',
  },
);
