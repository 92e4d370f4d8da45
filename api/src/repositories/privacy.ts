import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { ConsentKind } from '@lms/shared/contracts';
import type { Db } from '../db';
import {
  baskets,
  certificates,
  contacts,
  courseCompletions,
  courseTitles,
  courses,
  emailVerifications,
  enrollments,
  exams,
  orderItems,
  orderMails,
  orderParticipants,
  orders,
  pages,
  passwordResets,
  pendingEnrollments,
  subscribers,
  userConsents,
  userExams,
  users,
  videoProgress,
  type RetainedBuyer,
} from '../db/schema';
import type { Queryable } from './baskets';

export type ConsentRow = typeof userConsents.$inferSelect;
export interface NewConsent {
  kind: ConsentKind;
  granted: boolean;
  version: string;
  source: 'signup' | 'account' | 'unsubscribe' | 'backfill';
}

/**
 * KVKK in the account: consent entries, the rows a person's data file is made of,
 * and the erasure of an account. Rows only; the rules are in services/privacy.ts.
 */
export function createPrivacyRepository(db: Db) {
  return {
    /** The information pages consents name, by id (the version is a digest of their text). */
    async pages(ids: string[], q: Queryable = db) {
      const rows = await q
        .select({ id: pages.id, title: pages.title, description: pages.description, en: pages.en })
        .from(pages)
        .where(inArray(pages.id, ids));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async recordConsents(userId: number, entries: NewConsent[], q: Queryable = db) {
      if (entries.length === 0) return;
      await q.insert(userConsents).values(entries.map((entry) => ({ ...entry, userId })));
    },

    /** Every entry of the account, newest first. */
    async consents(userId: number, q: Queryable = db): Promise<ConsentRow[]> {
      return q
        .select()
        .from(userConsents)
        .where(eq(userConsents.userId, userId))
        .orderBy(desc(userConsents.id));
    },

    /** The accounts with this address that are not deleted (an unsubscribe link names one). */
    async activeUserByEmail(email: string, q: Queryable = db) {
      const [row] = await q
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async setPermits(
      userId: number,
      permits: { permitEmail?: boolean; permitSms?: boolean },
      q: Queryable = db,
    ) {
      await q
        .update(users)
        .set({ ...permits, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async newsletterConfirmed(email: string, q: Queryable = db): Promise<boolean> {
      const [row] = await q
        .select({ confirmedAt: subscribers.confirmedAt })
        .from(subscribers)
        .where(eq(subscribers.email, email))
        .limit(1);
      return Boolean(row?.confirmedAt);
    },

    /** Removes the address from the newsletter; true when it was there. */
    async unsubscribe(email: string, q: Queryable = db): Promise<boolean> {
      const gone = await q
        .delete(subscribers)
        .where(eq(subscribers.email, email))
        .returning({ id: subscribers.id });
      return gone.length > 0;
    },

    // --- The data file -------------------------------------------------------------------

    async ordersOf(userId: number) {
      const rows = await db
        .select({
          id: orders.id,
          trackingId: orders.trackingId,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          subtotal: orders.subtotal,
          tax: orders.tax,
          total: orders.total,
          refundedAmount: orders.refundedAmount,
          createdAt: orders.createdAt,
          completedAt: orders.completedAt,
          refundedAt: orders.refundedAt,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(asc(orders.id));
      const ids = rows.map((row) => row.id);
      const items = ids.length
        ? await db
            .select({
              id: orderItems.id,
              orderId: orderItems.orderId,
              courseId: orderItems.courseId,
              courseName: courses.name,
              quantity: orderItems.quantity,
              unitPrice: orderItems.unitPrice,
              total: orderItems.total,
            })
            .from(orderItems)
            .innerJoin(courses, eq(courses.id, orderItems.courseId))
            .where(inArray(orderItems.orderId, ids))
            .orderBy(asc(orderItems.id))
        : [];
      const people = items.length
        ? await db
            .select({
              orderItemId: orderParticipants.orderItemId,
              name: orderParticipants.name,
              surname: orderParticipants.surname,
              email: orderParticipants.email,
              refundedAt: orderParticipants.refundedAt,
            })
            .from(orderParticipants)
            .where(
              inArray(
                orderParticipants.orderItemId,
                items.map((item) => item.id),
              ),
            )
            .orderBy(asc(orderParticipants.id))
        : [];
      return rows.map(({ id, ...order }) => ({
        ...order,
        items: items
          .filter((item) => item.orderId === id)
          .map(({ id: itemId, orderId: _orderId, ...item }) => ({
            ...item,
            participants: people
              .filter((person) => person.orderItemId === itemId)
              .map(({ orderItemId: _item, ...person }) => person),
          })),
      }));
    },

    /** The courses the person owns, and those held for their address until it is verified. */
    async seatsOf(userId: number, email: string) {
      const owned = await db
        .select({
          courseId: enrollments.courseId,
          courseName: courses.name,
          since: enrollments.createdAt,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(eq(enrollments.userId, userId))
        .orderBy(asc(enrollments.id));
      const held = await db
        .select({
          courseId: pendingEnrollments.courseId,
          courseName: courses.name,
          since: pendingEnrollments.createdAt,
        })
        .from(pendingEnrollments)
        .innerJoin(courses, eq(courses.id, pendingEnrollments.courseId))
        .where(eq(pendingEnrollments.email, email))
        .orderBy(asc(pendingEnrollments.id));
      return [
        ...owned.map((seat) => ({ ...seat, held: false })),
        ...held.map((seat) => ({ ...seat, held: true })),
      ];
    },

    async progressOf(userId: number) {
      const videos = await db
        .select({
          courseVideoId: videoProgress.courseVideoId,
          seconds: videoProgress.seconds,
          watchedSeconds: videoProgress.watchedSeconds,
          completedAt: videoProgress.completedAt,
          updatedAt: videoProgress.updatedAt,
        })
        .from(videoProgress)
        .where(eq(videoProgress.userId, userId));
      const completedCourses = await db
        .select({
          courseId: courseCompletions.courseId,
          completedAt: courseCompletions.completedAt,
        })
        .from(courseCompletions)
        .where(eq(courseCompletions.userId, userId));
      return { videos, completedCourses };
    },

    async attemptsOf(userId: number) {
      return db
        .select({
          examId: userExams.examId,
          examTitle: exams.title,
          startedAt: userExams.startedAt,
          finishedAt: userExams.finishedAt,
          earnedPoints: userExams.earnedPoints,
          passed: userExams.passed,
        })
        .from(userExams)
        .innerJoin(exams, eq(exams.id, userExams.examId))
        .where(eq(userExams.userId, userId))
        .orderBy(asc(userExams.id));
    },

    async certificatesOf(userId: number) {
      return db
        .select({
          code: certificates.code,
          holderName: certificates.holderName,
          courseName: certificates.courseName,
          issuedAt: certificates.issuedAt,
          revokedAt: certificates.revokedAt,
        })
        .from(certificates)
        .innerJoin(userExams, eq(userExams.id, certificates.userExamId))
        .where(eq(userExams.userId, userId))
        .orderBy(asc(certificates.id));
    },

    async contactMessagesOf(email: string) {
      return db
        .select({
          fullName: contacts.fullName,
          email: contacts.email,
          phoneNumber: contacts.phoneNumber,
          title: contacts.title,
          description: contacts.description,
          createdAt: contacts.createdAt,
        })
        .from(contacts)
        .where(eq(contacts.email, email))
        .orderBy(asc(contacts.id));
    },

    // --- Deletion ------------------------------------------------------------------------

    /** The account locked for its deletion. */
    async lockUser(userId: number, q: Queryable) {
      const [row] = await q.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
      return row ?? null;
    },

    /** Orders whose money may still arrive: deleting the buyer would lose who paid. */
    async openOrders(userId: number, q: Queryable) {
      const rows = await q
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(eq(orders.userId, userId), inArray(orders.status, ['pending', 'awaiting_transfer'])),
        );
      return rows.length;
    },

    /**
     * Erases the account's personal data in `q` (the caller's transaction): the orders keep the
     * buyer's name and tax details (for receipts, the legal retention period), the certificates
     * keep the name printed on them; everything else about the person is deleted or blanked.
     */
    async erase(
      user: { id: number; email: string },
      buyer: RetainedBuyer,
      passwordHash: string,
      now: Date,
      q: Queryable,
    ) {
      await q
        .update(orders)
        .set({ buyer })
        .where(and(eq(orders.userId, user.id), isNull(orders.buyer)));
      await q.delete(userConsents).where(eq(userConsents.userId, user.id));
      await q.delete(videoProgress).where(eq(videoProgress.userId, user.id));
      // A completion that a certificate records stays with it, as the attempt does below: the
      // certificate says what was completed and when; the other completions go.
      await q
        .delete(courseCompletions)
        .where(
          and(
            eq(courseCompletions.userId, user.id),
            notInArray(
              courseCompletions.courseId,
              q
                .select({ id: courseTitles.courseId })
                .from(certificates)
                .innerJoin(userExams, eq(userExams.id, certificates.userExamId))
                .innerJoin(exams, eq(exams.id, userExams.examId))
                .innerJoin(courseTitles, eq(courseTitles.id, exams.courseTitleId))
                .where(eq(userExams.userId, user.id)),
            ),
          ),
        );
      await q.delete(enrollments).where(eq(enrollments.userId, user.id));
      await q.delete(baskets).where(eq(baskets.userId, user.id));
      await q.delete(passwordResets).where(eq(passwordResets.userId, user.id));
      await q.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
      // Attempts without a certificate go; those with one stay, for it to verify.
      await q
        .delete(userExams)
        .where(
          and(
            eq(userExams.userId, user.id),
            notInArray(userExams.id, q.select({ id: certificates.userExamId }).from(certificates)),
          ),
        );
      // The person's seats on orders (theirs or a colleague's) keep the seat, not the person.
      await q
        .update(orderParticipants)
        .set({
          name: '',
          surname: '',
          email: sql`'deleted-' || ${user.id}::text || '@deleted.invalid'`,
        })
        .where(eq(orderParticipants.email, user.email));
      // The order's mail log keeps that a mail went, not to whom.
      await q
        .update(orderMails)
        .set({ recipient: sql`'deleted-' || ${user.id}::text || '@deleted.invalid'` })
        .where(eq(orderMails.recipient, user.email));
      await q.delete(contacts).where(eq(contacts.email, user.email));
      await q.delete(subscribers).where(eq(subscribers.email, user.email));
      await q.delete(pendingEnrollments).where(eq(pendingEnrollments.email, user.email));
      await q
        .update(users)
        .set({
          // An address nobody can have: the old one is free again, and nothing logs in here.
          email: sql`'deleted-' || ${users.id} || '@deleted.invalid'`,
          passwordHash,
          name: '',
          surname: '',
          citizenId: '',
          phone: '',
          taxNumber: '',
          taxOffice: '',
          companyName: '',
          address: '',
          permitEmail: false,
          permitSms: false,
          emailVerifiedAt: null,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
    },
  };
}
export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
