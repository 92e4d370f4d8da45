import type { TeamQuery, TeamSeat } from '@lms/shared/contracts';
import type { Db } from '../db';
import { DomainError } from '../lib/domain-error';
import { istanbulTime, toCsv } from '../lib/csv';
import { courseNameIn } from '../i18n/content-locale';
import { DEFAULT_LOCALE, type Locale } from '../i18n/messages';
import type { MailQueue } from '../lib/mail-queue';
import type { LearningRepository } from '../repositories/learning';
import type { TeamRepository } from '../repositories/team';
import { checkoutMails, type RecordOrderMail } from './checkout-mails';

export interface TeamServiceDeps {
  db: Db;
  team: TeamRepository;
  learning: Pick<LearningRepository, 'courseProgress'>;
  mail: Pick<MailQueue, 'enqueue'>;
  recordMail?: RecordOrderMail;
  platformUrl: string;
  /** One invitation per seat in this time ("once per 10 minutes"). */
  resendEveryMs?: number;
  now?: () => Date;
}

export const RESEND_EVERY_MS = 10 * 60_000;

/**
 * The manager's view: a buyer sees the seats of their completed orders, and of each
 * seat only its own course's progress. Whoever else bought the same person another course, that
 * buyer's course is never shown here: every figure is read per (participant, this seat's course),
 * and only for a seat this order put on the participant's account. Refunded seats and orders
 * that were not paid are not seats.
 */
export function createTeamService(deps: TeamServiceDeps) {
  const { db, team, learning } = deps;
  const now = deps.now ?? (() => new Date());
  const resendEveryMs = deps.resendEveryMs ?? RESEND_EVERY_MS;
  const mails = checkoutMails({
    platformUrl: deps.platformUrl,
    mail: deps.mail,
    recordMail: deps.recordMail,
  });

  /** The seats, each course named in `locale` (its English name where there is one). */
  async function seats(
    buyerId: number,
    filter: TeamQuery = {},
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<TeamSeat[]> {
    const rows = (await team.seats(buyerId)).filter(
      // A seat this order did not grant (the person owned the course already) is no one's here.
      (row) => row.enrolledUserId !== null || row.held,
    );
    const claimed = rows.filter((row) => row.enrolledUserId !== null);
    const coursesOf = new Map<number, Set<number>>();
    for (const row of claimed) {
      const set = coursesOf.get(row.enrolledUserId!) ?? new Set<number>();
      set.add(row.courseId);
      coursesOf.set(row.enrolledUserId!, set);
    }
    const progress = new Map<string, Awaited<ReturnType<typeof learning.courseProgress>>>();
    for (const [userId, courseIds] of coursesOf) {
      progress.set(String(userId), await learning.courseProgress(userId, [...courseIds]));
    }
    const codes = await team.certificateCodes(
      claimed.map((row) => ({ userId: row.enrolledUserId!, courseId: row.courseId })),
    );
    return rows
      .map((row): TeamSeat => {
        const userId = row.enrolledUserId;
        const course =
          userId === null ? undefined : progress.get(String(userId))?.get(row.courseId);
        return {
          participantId: row.participantId,
          trackingId: row.trackingId,
          courseId: row.courseId,
          courseName: courseNameIn(row.courseName, row.courseEn, locale),
          name: row.name,
          surname: row.surname,
          email: row.email,
          state: userId === null ? 'waiting' : 'claimed',
          videosWatched: course?.videosWatched ?? 0,
          videosTotal: course?.videosTotal ?? 0,
          videoPercent: course?.videoPercent ?? 0,
          completedAt: course?.completedAt ?? null,
          certificateCode:
            userId === null ? null : (codes.get(`${userId}|${row.courseId}`) ?? null),
          invitedAt: row.notifiedAt?.toISOString() ?? null,
        };
      })
      .filter(
        (seat) =>
          (filter.courseId === undefined || seat.courseId === filter.courseId) &&
          (filter.state === undefined || seat.state === filter.state),
      );
  }

  return {
    seats,

    /** The same seats as a spreadsheet (lib/csv.ts), in the caller's language. */
    async csv(buyerId: number, filter: TeamQuery, locale: Locale): Promise<Buffer> {
      const words = CSV_WORDS[locale];
      const rows = await seats(buyerId, filter, locale);
      return toCsv(
        words.header,
        rows.map((seat) => [
          seat.courseName,
          seat.name,
          seat.surname,
          seat.email,
          words.states[seat.state],
          seat.videosWatched,
          seat.videosTotal,
          seat.videoPercent,
          istanbulTime(seat.completedAt).slice(0, 10),
          seat.certificateCode ?? '',
          seat.trackingId,
        ]),
      );
    },

    /**
     * Mails the invitation again to the participant of a seat not yet claimed: once per
     * `resendEveryMs` per seat (a 429 says when), through the queue as order mail.
     */
    async resendInvitation(buyerId: number, participantId: number): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const seat = await team.seat(buyerId, participantId, tx);
        if (!seat || (seat.enrolledUserId === null && !seat.held)) {
          throw new DomainError('notFound', 'teamSeatNotFound');
        }
        if (seat.enrolledUserId !== null) throw new DomainError('conflict', 'teamSeatClaimed');
        const since = new Date(at.getTime() - resendEveryMs);
        if (!(await team.claimInvitation(seat.participantId, since, at, tx))) {
          const last = seat.notifiedAt?.getTime() ?? at.getTime();
          const retryAfterMs = Math.max(1000, last + resendEveryMs - at.getTime());
          throw new DomainError('tooMany', 'teamInvitationTooSoon', {}, retryAfterMs);
        }
        const buyer = await team.buyer(buyerId, tx);
        if (!buyer) throw new DomainError('notFound', 'teamSeatNotFound');
        const locale = (await team.localeOf(seat.email, tx)) ?? buyer.locale;
        await mails.invitationAgain(
          tx,
          buyer,
          seat,
          { name: seat.courseName, en: seat.courseEn },
          locale,
          seat.orderId,
        );
      });
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;

const CSV_WORDS: Record<Locale, { header: string[]; states: Record<TeamSeat['state'], string> }> = {
  tr: {
    header: [
      'Eğitim',
      'Ad',
      'Soyad',
      'E-posta',
      'Durum',
      'İzlenen video',
      'Toplam video',
      'İzlenme yüzdesi',
      'Tamamlanma tarihi',
      'Sertifika numarası',
      'Sipariş numarası',
    ],
    states: { claimed: 'Koltuğunu aldı', waiting: 'Bekliyor' },
  },
  en: {
    header: [
      'Course',
      'Name',
      'Surname',
      'E-mail',
      'State',
      'Videos watched',
      'Videos in total',
      'Percent watched',
      'Completed on',
      'Certificate number',
      'Order number',
    ],
    states: { claimed: 'Seat claimed', waiting: 'Waiting' },
  },
};
