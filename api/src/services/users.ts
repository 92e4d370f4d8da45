import type { CourseProgress, UserProfile } from '@lms/shared/contracts';
import type { Db } from '../db';
import { DomainError } from '../lib/domain-error';
import { DEFAULT_LOCALE, type Locale } from '../i18n/messages';
import { hashPassword, verifyPassword } from '../lib/password';
import type { LearningRepository } from '../repositories/learning';
import {
  normaliseEmail,
  type UserCourse,
  type UserRow,
  type UsersRepository,
} from '../repositories/users';
import type { EmailVerification } from './email-verification';
import type { PrivacyService } from './privacy';
import type { SessionService } from './sessions';

export interface UserServiceDeps {
  db: Db;
  users: UsersRepository;
  /** The profile's marketing boxes are consents: a change is recorded. */
  consents: Pick<PrivacyService, 'recordMarketingChange'>;
  sessions: Pick<SessionService, 'start' | 'endAll'>;
  learning: Pick<LearningRepository, 'courseProgress' | 'certificatesOf'>;
  verification: Pick<EmailVerification, 'requestChange'>;
}

/** The account area (spec §7): profile, password, and the user's own courses. */
export function createUserService({
  db,
  users,
  consents,
  sessions,
  learning,
  verification,
}: UserServiceDeps) {
  /** The signed-in user; a token of a deleted account is treated as an expired session. */
  async function account(userId: number): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user || user.deletedAt) throw new DomainError('unauthorized', 'sessionExpired');
    return user;
  }

  return {
    account,

    /**
     * Saves the profile and answers it as saved. A new address is not taken yet: a link goes to
     * it, and the answer is the same whether another account has it or not;
     * `emailChange` says a change was asked for.
     */
    async updateProfile(
      userId: number,
      profile: UserProfile,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<{ user: UserRow; emailChange: boolean }> {
      const user = await account(userId);
      const { mobilePhone, email, ...rest } = profile;
      await db.transaction(async (tx) => {
        await consents.recordMarketingChange(user, profile, locale, tx);
        await users.updateProfile(
          user.id,
          { ...rest, phone: mobilePhone.replace(/\s/g, ''), locale },
          tx,
        );
      });
      const fresh = await account(userId);
      const wanted = normaliseEmail(email);
      if (wanted !== fresh.email) await verification.requestChange(fresh, wanted);
      return { user: fresh, emailChange: wanted !== fresh.email };
    },

    /**
     * Sets a new password when the current one is right. Every session of the account ends with
     * the old password, in the same transaction, whenever it started (no time
     * comparison, so none minted in the same second or millisecond survives). The caller's
     * device goes on in a new session (a re-authentication gets a new token, ASVS 5.0 V7.2.4):
     * the answer is its token.
     */
    async changePassword(
      userId: number,
      currentPassword: string,
      newPassword: string,
      userAgent: string | undefined,
    ): Promise<string> {
      const user = await account(userId);
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        // 'invalid', not 'unauthorized': a wrong current password must not end the session.
        throw new DomainError('invalid', 'currentPasswordWrong');
      }
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        await users.setPassword(user.id, passwordHash, tx);
        await sessions.endAll(user.id, {}, tx);
        return sessions.start({ ...user, passwordHash }, userAgent, tx);
      });
    },

    /** "My courses", each with the learner's progress. */
    async courses(
      userId: number,
      locale: Locale = 'tr',
    ): Promise<(UserCourse & { progress: CourseProgress })[]> {
      const user = await account(userId);
      const courses = await users.listCourses(user.id, locale);
      const progress = await learning.courseProgress(
        user.id,
        courses.map((course) => course.id),
        locale,
      );
      return courses.map((course) => ({ ...course, progress: progress.get(course.id)! }));
    },

    /** GET /v1/users/getusercertificates: the caller's certificates, newest first. */
    async certificates(userId: number, locale: Locale = 'tr') {
      const user = await account(userId);
      return learning.certificatesOf(user.id, locale);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
