import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { StaffRole } from '@lms/shared/contracts';
import type { Db } from '../db';
import {
  certificates,
  courseTitles,
  courses,
  enrollments,
  exams,
  orders,
  sessions,
  userExams,
  users,
} from '../db/schema';

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * People and staff accounts for the back office: the search, one person's records,
 * staff enrolments without payment, and the staff accounts' roles and disabling.
 */
export function createPeopleRepository(db: Db) {
  return {
    /** Accounts matching `q` by name and surname, e-mail, company or T.C. number, newest first. */
    async search(q: string | undefined, page: number, pageSize: number) {
      const text = q?.trim() ?? '';
      const digits = /^\d+$/.test(text);
      const where = text
        ? or(
            ilike(sql`${users.name} || ' ' || ${users.surname}`, likeText(text)),
            ilike(users.email, likeText(text)),
            ilike(users.companyName, likeText(text)),
            digits ? sql`${users.citizenId} like ${`${text}%`}` : undefined,
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async byId(id: number, q: Db = db) {
      const [row] = await q.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** The person's courses with when and through which order they got them, newest first. */
    async coursesOf(userId: number) {
      return db
        .select({
          courseId: courses.id,
          name: courses.name,
          en: courses.en,
          enrolledAt: enrollments.createdAt,
          orderTrackingId: orders.trackingId,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .leftJoin(orders, eq(orders.id, enrollments.orderId))
        .where(eq(enrollments.userId, userId))
        .orderBy(desc(enrollments.createdAt), desc(enrollments.id));
    },

    async ordersOf(userId: number) {
      return db
        .select({
          trackingId: orders.trackingId,
          status: orders.status,
          total: orders.total,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    async attemptsOf(userId: number) {
      return db
        .select({
          id: userExams.id,
          examName: exams.title,
          examEn: exams.en,
          courseName: courses.name,
          courseEn: courses.en,
          startedAt: userExams.startedAt,
          finishedAt: userExams.finishedAt,
          earnedPoints: userExams.earnedPoints,
          passed: userExams.passed,
        })
        .from(userExams)
        .innerJoin(exams, eq(exams.id, userExams.examId))
        .innerJoin(courseTitles, eq(courseTitles.id, exams.courseTitleId))
        .innerJoin(courses, eq(courses.id, courseTitles.courseId))
        .where(eq(userExams.userId, userId))
        .orderBy(desc(userExams.startedAt), desc(userExams.id));
    },

    async certificatesOf(userId: number) {
      return db
        .select({
          code: certificates.code,
          courseName: certificates.courseName,
          courseNameEn: certificates.courseNameEn,
          issuedAt: certificates.issuedAt,
          revokedAt: certificates.revokedAt,
        })
        .from(certificates)
        .innerJoin(userExams, eq(userExams.id, certificates.userExamId))
        .where(eq(userExams.userId, userId))
        .orderBy(desc(certificates.issuedAt), desc(certificates.id));
    },

    async liveSessions(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.endedAt),
            sql`${sessions.createdAt} > ${since}`,
          ),
        );
      return row?.n ?? 0;
    },

    async course(courseId: number, q: Db = db) {
      const [row] = await q
        .select({ id: courses.id, name: courses.name })
        .from(courses)
        .where(eq(courses.id, courseId))
        .limit(1);
      return row ?? null;
    },

    /** The courses staff may enrol someone in: every course not cancelled, by name. */
    async courseOptions() {
      return db
        .select({ id: courses.id, name: courses.name })
        .from(courses)
        .where(eq(courses.isCancelled, false))
        .orderBy(asc(courses.name), asc(courses.id));
    },

    /** Enrols the person without an order; null when they hold the course already. */
    async enrol(userId: number, courseId: number, q: Db) {
      const [row] = await q
        .insert(enrollments)
        .values({ userId, courseId, orderId: null })
        .onConflictDoNothing()
        .returning({ id: enrollments.id });
      return row ?? null;
    },

    /** Removes the person's seat in a course; null when there was none. */
    async removeEnrolment(userId: number, courseId: number, q: Db) {
      const [row] = await q
        .delete(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
        .returning({ id: enrollments.id, orderId: enrollments.orderId });
      return row ?? null;
    },

    // -- staff accounts ------------------------------------------------------------------------

    async staff() {
      return db
        .select()
        .from(users)
        .where(isNotNull(users.role))
        .orderBy(asc(users.name), asc(users.surname), asc(users.id));
    },

    /**
     * The ids of the admins who can act (not disabled), their rows locked until the transaction
     * ends: two requests that would each leave one admin are served one after the other, and the
     * second counts what the first left (the last admin cannot be removed).
     */
    async lockActiveAdmins(q: Db): Promise<number[]> {
      const rows = await q
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    async lockUser(id: number, q: Db) {
      const [row] = await q.select().from(users).where(eq(users.id, id)).for('update');
      return row ?? null;
    },

    async setRole(id: number, role: StaffRole | null, q: Db) {
      await q.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async setDisabled(id: number, disabledAt: Date | null, q: Db) {
      await q.update(users).set({ disabledAt, updatedAt: new Date() }).where(eq(users.id, id));
    },

    /** Ends every live session of the account; how many were live. */
    async endSessions(userId: number, q: Db): Promise<number> {
      const ended = await q
        .update(sessions)
        .set({ endedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** An invited person's account: no usable password until the invitation's link sets one. */
    async createInvited(
      account: {
        email: string;
        name: string;
        surname: string;
        role: StaffRole;
        passwordHash: string;
      },
      q: Db,
    ) {
      const now = new Date();
      const [row] = await q
        .insert(users)
        .values({
          ...account,
          citizenId: '',
          phone: '',
          // The admin's invitation stands for the consents, as the CLI's create-staff does; the
          // address is proven when the link is used (it is mailed there).
          privacyConsentAt: now,
          membershipConsentAt: now,
          emailVerifiedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
  };
}
export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
