import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { CourseListItem } from '@lms/shared/contracts';
import type { Db } from '../db';
import { inLocale } from '../i18n/content-locale';
import type { Locale } from '../i18n/messages';
import {
  courses,
  emailVerifications,
  enrollments,
  passwordResets,
  pendingEnrollments,
  sessions,
  users,
} from '../db/schema';
import type { Absolutise } from './urls';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  email: string;
  passwordHash: string;
  name: string;
  surname: string;
  citizenId: string;
  phone: string;
  isCorporate: boolean;
  taxNumber: string;
  taxOffice: string;
  companyName: string;
  address: string;
  consentAt: Date;
  /** The optional marketing consents given at signup. */
  permitEmail?: boolean;
  permitSms?: boolean;
  /** The site's language at signup: the account's mails and PDFs follow it. */
  locale: 'tr' | 'en';
}

export interface ProfileUpdate {
  name: string;
  surname: string;
  citizenId: string;
  phone: string;
  taxNumber: string;
  taxOffice: string;
  companyName: string;
  permitEmail: boolean;
  permitSms: boolean;
  /** The site's language when the profile was saved: the account's mails follow it. */
  locale: 'tr' | 'en';
}

export type UserCourse = Omit<CourseListItem, 'courseType'> & { courseTypeId: number };

/** The reset link carries a random value; only its SHA-256 is stored. */
export const hashResetToken = (value: string) => createHash('sha256').update(value).digest('hex');

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Postgres unique violation, whichever driver raised it. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export function createUsersRepository(db: Db, absolute: Absolutise) {
  return {
    async findByEmail(email: string, q: Pick<Db, 'select'> = db): Promise<UserRow | null> {
      const [row] = await q
        .select()
        .from(users)
        .where(eq(users.email, normaliseEmail(email)))
        .limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Creates the account with both consent timestamps. Courses bought for this address before
     * the account existed stay held until the address is verified (`verifyEmail`): whoever signs
     * up with an address must prove they read its mail. Null when the e-mail is taken.
     */
    async create(
      { consentAt, ...user }: NewUser,
      q: Pick<Db, 'insert'> = db,
    ): Promise<UserRow | null> {
      try {
        const [row] = await q
          .insert(users)
          .values({
            ...user,
            email: normaliseEmail(user.email),
            privacyConsentAt: consentAt,
            membershipConsentAt: consentAt,
          })
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /**
     * Saves the profile, all but the address: a new address is only taken when a link mailed to
     * it is opened (`verifyEmail`).
     */
    async updateProfile(
      id: number,
      update: ProfileUpdate,
      q: Pick<Db, 'update'> = db,
    ): Promise<void> {
      await q
        .update(users)
        .set({ ...update, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** Stores a verification link's hash for the account's current address. */
    async createVerification(
      userId: number,
      email: string,
      token: string,
      expiresAt: Date,
      q: Pick<Db, 'insert'> = db,
    ) {
      await q.insert(emailVerifications).values({
        userId,
        email: normaliseEmail(email),
        tokenHash: hashResetToken(token),
        expiresAt,
      });
    },

    /** How many verification links the account was sent since then (resend throttling). */
    async verificationsSince(userId: number, since: Date): Promise<number> {
      const rows = await db
        .select({ id: emailVerifications.id })
        .from(emailVerifications)
        .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, since)));
      return rows.length;
    },

    /**
     * Uses a verification link: the address is verified and the courses held for it (bought by
     * others for this address) become the account's. A link sent to another address than the
     * account's moves the account to it (an address change), unless another account
     * has that address by now ('taken'); `moved` then runs in the same transaction with the
     * previous address. Null for an unknown, used or expired link.
     */
    async verifyEmail(
      token: string,
      now = new Date(),
      moved?: (tx: Db, user: UserRow, previous: string) => Promise<void>,
    ): Promise<UserRow | 'taken' | null> {
      return db.transaction(async (tx) => {
        const [link] = await tx
          .select()
          .from(emailVerifications)
          .where(
            and(
              eq(emailVerifications.tokenHash, hashResetToken(token)),
              isNull(emailVerifications.usedAt),
              gt(emailVerifications.expiresAt, now),
            ),
          )
          .for('update')
          .limit(1);
        if (!link) return null;
        const [user] = await tx
          .select()
          .from(users)
          .where(eq(users.id, link.userId))
          .for('update')
          .limit(1);
        if (!user) return null;
        const change = user.email !== link.email;
        if (change) {
          const [other] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.email, link.email))
            .limit(1);
          if (other) return 'taken' as const;
        }
        await tx
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(eq(emailVerifications.id, link.id));
        const [verified] = await tx
          .update(users)
          .set(
            change
              ? { email: link.email, emailVerifiedAt: now, updatedAt: now }
              : { emailVerifiedAt: user.emailVerifiedAt ?? now },
          )
          .where(eq(users.id, user.id))
          .returning();
        if (change && verified) await moved?.(tx, verified, user.email);
        const held = await tx
          .delete(pendingEnrollments)
          .where(eq(pendingEnrollments.email, link.email))
          .returning();
        if (held.length > 0) {
          await tx
            .insert(enrollments)
            .values(
              held.map((p) => ({ userId: user.id, courseId: p.courseId, orderId: p.orderId })),
            )
            .onConflictDoNothing();
        }
        return verified ?? null;
      });
    },

    async setPassword(id: number, passwordHash: string, q: Db = db): Promise<void> {
      const now = new Date();
      await q
        .update(users)
        .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
        .where(eq(users.id, id));
    },

    async createReset(
      userId: number,
      token: string,
      expiresAt: Date,
      q: Pick<Db, 'insert'> = db,
    ): Promise<void> {
      await q
        .insert(passwordResets)
        .values({ userId, tokenHash: hashResetToken(token), expiresAt });
    },

    /** The user id of an unused, unexpired reset link; null otherwise. */
    async findValidReset(token: string): Promise<number | null> {
      const [row] = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, hashResetToken(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row?.userId ?? null;
    },

    /**
     * Sets the new password, ends every session of the account and spends the link in one step;
     * a second use (or a race with another request) finds no unused row and returns false.
     */
    async completeReset(token: string, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [spent] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResets.tokenHash, hashResetToken(token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!spent) return false;
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where(eq(users.id, spent.userId));
        // Every session of the account ends with the old password.
        await tx
          .update(sessions)
          .set({ endedAt: now })
          .where(and(eq(sessions.userId, spent.userId), isNull(sessions.endedAt)));
        // Other links of the same user die with this one.
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
        return true;
      });
    },

    /** The courses the user owns, newest enrolment first (spec §2 "My courses"). */
    async listCourses(userId: number, locale: Locale = 'tr'): Promise<UserCourse[]> {
      const rows = await db
        .select({
          id: courses.id,
          nameSlug: courses.nameSlug,
          name: courses.name,
          thumbnailImagePath: courses.thumbnailImagePath,
          alertMessage: courses.alertMessage,
          courseEndDate: courses.courseEndDate,
          courseTypeId: courses.courseTypeId,
          en: courses.en,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(eq(enrollments.userId, userId))
        .orderBy(desc(enrollments.createdAt), desc(enrollments.id));
      return rows.map(({ en, ...row }) => ({
        ...inLocale(row, en, locale),
        thumbnailImagePath: absolute(row.thumbnailImagePath),
        courseEndDate: row.courseEndDate ? row.courseEndDate.toISOString() : null,
      }));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
