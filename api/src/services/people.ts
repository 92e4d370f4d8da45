import {
  PEOPLE_PAGE_SIZE,
  maskCitizenId,
  type EnrolCourseOption,
  type ParsedPeopleQuery,
  type PeoplePage,
  type PersonDetail,
  type PersonSummary,
  type StaffRole,
} from '@lms/shared/contracts';
import type { Db } from '../db';
import { courseNameIn, inLocale } from '../i18n/content-locale';
import type { Locale } from '../i18n/messages';
import { DomainError } from '../lib/domain-error';
import type { LearningRepository } from '../repositories/learning';
import type { PeopleRepository } from '../repositories/people';
import type { UserRow } from '../repositories/users';
import type { EmailVerification } from './email-verification';

/** Records the staff member's audit entry inside a write's transaction (`app.audit.record`). */
export type AuditIn = (tx: Db, summary: Record<string, unknown>) => Promise<void>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const personSummaryOf = (row: UserRow): PersonSummary => ({
  id: row.id,
  name: row.name,
  surname: row.surname,
  email: row.email,
  companyName: row.companyName,
  citizenId: maskCitizenId(row.citizenId),
  role: row.role ?? null,
  emailVerified: row.emailVerifiedAt !== null,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * People in the back office (admins and finance): the search, a person's page, and the
 * support actions: another verification link (within the learner's own quota), a course
 * without payment with a reason, removing a seat, and ending every session. Each write is
 * audited in its transaction.
 */
export function createPeopleService(deps: {
  db: Db;
  people: PeopleRepository;
  learning: Pick<LearningRepository, 'courseProgress'>;
  verification: Pick<EmailVerification, 'resend'>;
  /** How long a token lives (JWT_TTL): older sessions are no longer live. */
  ttlSeconds: number;
}) {
  const { db, people, learning, verification } = deps;

  const person = async (id: number) => {
    const row = await people.byId(id);
    if (!row) throw new DomainError('notFound', 'personNotFound');
    return row;
  };

  /**
   * A person the caller may act on: finance helps learners; a staff account's sessions, seats
   * and mails are an admin's business (staff accounts are the admins' area).
   */
  const actedOnBy = async (id: number, actor: StaffRole) => {
    const row = await person(id);
    if (row.role !== null && actor !== 'admin') {
      throw new DomainError('forbidden', 'staffAccountForAdmins');
    }
    return row;
  };

  return {
    async search(query: ParsedPeopleQuery): Promise<PeoplePage> {
      const page = query.page ?? 1;
      const { rows, total } = await people.search(query.q, page, PEOPLE_PAGE_SIZE);
      return { items: rows.map(personSummaryOf), total, page, pageSize: PEOPLE_PAGE_SIZE };
    },

    async detail(id: number, locale: Locale): Promise<PersonDetail> {
      const row = await person(id);
      const since = new Date(Date.now() - deps.ttlSeconds * 1000);
      const [courses, orders, attempts, certificates, liveSessions] = await Promise.all([
        people.coursesOf(id),
        people.ordersOf(id),
        people.attemptsOf(id),
        people.certificatesOf(id),
        people.liveSessions(id, since),
      ]);
      const progress = await learning.courseProgress(
        id,
        courses.map((course) => course.courseId),
      );
      return {
        ...personSummaryOf(row),
        phone: row.phone,
        isCorporate: row.isCorporate,
        liveSessions,
        courses: courses.map((course) => {
          const p = progress.get(course.courseId);
          return {
            courseId: course.courseId,
            name: courseNameIn(course.name, course.en, locale),
            enrolledAt: course.enrolledAt.toISOString(),
            orderTrackingId: course.orderTrackingId,
            videoPercent: p?.videoPercent ?? 0,
            examsPassed: p?.examsPassed ?? 0,
            examsTotal: p?.examsTotal ?? 0,
            completedAt: p?.completedAt ? new Date(p.completedAt).toISOString() : null,
          };
        }),
        orders: orders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
        attempts: attempts.map(({ examEn, courseEn, ...attempt }) => ({
          ...attempt,
          examName: inLocale({ title: attempt.examName }, examEn, locale).title,
          courseName: courseNameIn(attempt.courseName, courseEn, locale),
          startedAt: attempt.startedAt.toISOString(),
          finishedAt: iso(attempt.finishedAt),
        })),
        certificates: certificates.map(({ courseNameEn, ...certificate }) => ({
          ...certificate,
          courseName: courseNameIn(certificate.courseName, { name: courseNameEn ?? '' }, locale),
          issuedAt: certificate.issuedAt.toISOString(),
          revokedAt: iso(certificate.revokedAt),
        })),
      };
    },

    courseOptions(): Promise<EnrolCourseOption[]> {
      return people.courseOptions();
    },

    /** Another verification link, counted in the account's own hourly quota. */
    async resendVerification(id: number, actor: StaffRole, audit: AuditIn): Promise<void> {
      const row = await actedOnBy(id, actor);
      if (row.emailVerifiedAt) throw new DomainError('conflict', 'personEmailVerified');
      await verification.resend(id, (tx) => audit(tx, { email: row.email }));
    },

    /**
     * Enrols the person in a course without payment, with the reason in the audit log. Already
     * enrolled: nothing changes and nothing is recorded (`created` false), so a retry is harmless.
     */
    async enrol(
      id: number,
      actor: StaffRole,
      courseId: number,
      reason: string,
      audit: AuditIn,
    ): Promise<{ created: boolean }> {
      const row = await actedOnBy(id, actor);
      return db.transaction(async (tx) => {
        const course = await people.course(courseId, tx);
        if (!course) throw DomainError.onField('notFound', 'courseNotFound', 'courseId');
        const created = await people.enrol(id, courseId, tx);
        if (created) {
          await audit(tx, { email: row.email, course: course.name, courseId, reason });
        }
        return { created: created !== null };
      });
    },

    /** Removes the person's seat in a course; one already gone is no error (`removed` false). */
    async removeSeat(
      id: number,
      actor: StaffRole,
      courseId: number,
      audit: AuditIn,
    ): Promise<{ removed: boolean }> {
      const row = await actedOnBy(id, actor);
      return db.transaction(async (tx) => {
        const course = await people.course(courseId, tx);
        const removed = await people.removeEnrolment(id, courseId, tx);
        if (removed) {
          await audit(tx, {
            email: row.email,
            course: course?.name ?? null,
            courseId,
            fromOrder: removed.orderId,
          });
        }
        return { removed: removed !== null };
      });
    },

    /** Ends every session of the person: their tokens are refused from the next call on. */
    async endSessions(id: number, actor: StaffRole, audit: AuditIn): Promise<{ ended: number }> {
      const row = await actedOnBy(id, actor);
      return db.transaction(async (tx) => {
        const ended = await people.endSessions(id, tx);
        await audit(tx, { email: row.email, ended });
        return { ended };
      });
    },
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;
