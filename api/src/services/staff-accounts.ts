import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StaffAccount, StaffRole } from '@lms/shared/contracts';
import type { Db } from '../db';
import { users } from '../db/schema';
import { translate, type Locale } from '../i18n/messages';
import { DomainError } from '../lib/domain-error';
import type { MailQueue } from '../lib/mail-queue';
import type { PeopleRepository } from '../repositories/people';
import type { UserRow, UsersRepository } from '../repositories/users';
import { hashPassword } from '../lib/password';
import { ADMIN_KEY_ACTOR } from '../lib/staff';
import { createAuditRepository } from '../repositories/audit';

/**
 * A one-time password that meets spec §5's strong rule: upper and lower case letters, digits
 * and a sign, from 12 random bytes.
 */
const oneTimePassword = () => `${randomBytes(12).toString('base64url')}aA1!`;

/**
 * Gives the account of `email` a staff role (the CLI's `create-staff`), in one transaction with
 * its audit entry. Without an account, opens one with a one-time password (returned, shown once)
 * and the consents the operator gives by running the command.
 */
export async function grantStaffRole(
  db: Db,
  email: string,
  role: StaffRole,
): Promise<{ userId: number; password: string | null }> {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .update(users)
      .set({ role })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    const now = new Date();
    const [created] = existing
      ? []
      : await tx
          .insert(users)
          .values({
            email,
            passwordHash,
            name: 'Yönetici',
            surname: 'Hesabı',
            citizenId: '',
            phone: '',
            role,
            privacyConsentAt: now,
            membershipConsentAt: now,
            emailVerifiedAt: now,
          })
          .returning({ id: users.id });
    const userId = (existing ?? created)!.id;
    await createAuditRepository(db).record(tx, {
      userId: null,
      userEmail: ADMIN_KEY_ACTOR,
      role: 'admin',
      action: existing ? 'staff.grant' : 'staff.create',
      objectType: 'user',
      objectId: String(userId),
      summary: { email, role },
      requestId: 'cli',
    });
    return { userId, password: existing ? null : password };
  });
}

/** Records the admin's audit entry about account `userId` inside a write's transaction. */
export type AuditIn = (tx: Db, summary: Record<string, unknown>, userId: number) => Promise<void>;

/** An invitation's link (a password-reset link that sets the first password) lives a week. */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
/** The password of an invited account before its link is used: no password matches it. */
const INVITED_PREFIX = 'invited$';

const ROLE_NAMES: Record<Locale, Record<StaffRole, string>> = {
  tr: { admin: 'yönetici', editor: 'editör', finance: 'muhasebe' },
  en: { admin: 'admin', editor: 'editor', finance: 'finance' },
};

/**
 * Staff accounts in the back office (admins only): the list, an invitation by e-mail
 * with a role (the mail's link sets the password, through the password-reset links), a role
 * change, and disabling an account (its sessions end at once; it cannot log in). The last
 * admin who can act can be neither demoted nor disabled: the admins' rows are locked while
 * the change is made, so two concurrent requests cannot both pass the check.
 */
export function createStaffService(deps: {
  db: Db;
  people: PeopleRepository;
  users: Pick<UsersRepository, 'createReset'>;
  mail: Pick<MailQueue, 'enqueue'>;
  platformUrl: string;
}) {
  const { db, people, mail, platformUrl } = deps;

  const toAccount = (row: UserRow): StaffAccount => ({
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    role: row.role!,
    disabled: row.disabledAt !== null,
    passwordSet: !row.passwordHash.startsWith(INVITED_PREFIX),
    createdAt: row.createdAt.toISOString(),
  });

  /** The staff account `id`, locked, with the active admins locked as well. */
  const lockStaff = async (tx: Db, id: number) => {
    const admins = await people.lockActiveAdmins(tx);
    const row = await people.lockUser(id, tx);
    if (!row || row.role === null) throw new DomainError('notFound', 'staffNotFound');
    const lastAdmin = row.role === 'admin' && row.disabledAt === null && admins.length <= 1;
    return { row, lastAdmin };
  };

  return {
    async list(): Promise<StaffAccount[]> {
      return (await people.staff()).map(toAccount);
    },

    /**
     * Invites `email` with `role`. A new person gets an account without a password and a mail
     * whose link sets it; an existing learner is given the role. The same invitation again
     * changes nothing (`changed` false); an account with another role is refused (change its
     * role instead).
     */
    async invite(
      input: { email: string; role: StaffRole; name?: string; surname?: string },
      locale: Locale,
      audit: AuditIn,
    ): Promise<{ account: StaffAccount; changed: boolean }> {
      const email = input.email.trim().toLowerCase();
      const placeholder = `${INVITED_PREFIX}${randomBytes(24).toString('base64url')}`;
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(users)
          .where(eq(users.email, email))
          .for('update');
        if (existing) {
          if (existing.role === input.role) return { account: toAccount(existing), changed: false };
          if (existing.role !== null) {
            throw DomainError.onField('conflict', 'staffHasOtherRole', 'email');
          }
          await people.setRole(existing.id, input.role, tx);
          await audit(tx, { email, role: input.role, existingAccount: true }, existing.id);
          return { account: toAccount({ ...existing, role: input.role }), changed: true };
        }
        if (!input.name || !input.surname) {
          throw DomainError.onField(
            'invalid',
            input.name ? 'surnameRequired' : 'nameRequired',
            input.name ? 'surname' : 'name',
          );
        }
        const created = await people.createInvited(
          {
            email,
            name: input.name,
            surname: input.surname,
            role: input.role,
            passwordHash: placeholder,
          },
          tx,
        );
        // Another request opened it in the meantime: one invitation is enough.
        if (!created) throw DomainError.onField('conflict', 'staffHasOtherRole', 'email');
        const token = randomBytes(32).toString('base64url');
        await deps.users.createReset(
          created.id,
          token,
          new Date(Date.now() + INVITATION_TTL_MS),
          tx,
        );
        await mail.enqueue(
          {
            to: email,
            priority: 'account',
            subject: translate('staffInviteMailSubject', locale),
            text: translate('staffInviteMailText', locale)
              .replace('{name}', `${created.name} ${created.surname}`)
              .replace('{role}', ROLE_NAMES[locale][input.role])
              .replace('{link}', `${platformUrl}/#/resetpassword/${token}`),
          },
          tx,
        );
        await audit(tx, { email, role: input.role, invited: true }, created.id);
        return { account: toAccount(created), changed: true };
      });
    },

    /** A new role for a staff account, or none (a learner again); never the last admin's. */
    async changeRole(id: number, role: StaffRole | null, audit: AuditIn) {
      return db.transaction(async (tx) => {
        const { row, lastAdmin } = await lockStaff(tx, id);
        if (row.role === role) return { changed: false };
        if (lastAdmin) throw new DomainError('conflict', 'lastAdmin');
        await people.setRole(id, role, tx);
        await audit(tx, { email: row.email, role: { from: row.role, to: role } }, id);
        return { changed: true };
      });
    },

    /**
     * Disables a staff account: its sessions end in the same transaction (its tokens get a 401 on
     * the next call, on every route) and logins are refused. Never the last admin's.
     */
    async disable(id: number, audit: AuditIn) {
      return db.transaction(async (tx) => {
        const { row, lastAdmin } = await lockStaff(tx, id);
        if (row.disabledAt !== null) return { changed: false };
        if (lastAdmin) throw new DomainError('conflict', 'lastAdmin');
        await people.setDisabled(id, new Date(), tx);
        const ended = await people.endSessions(id, tx);
        await audit(
          tx,
          { email: row.email, role: row.role, disabled: true, sessionsEnded: ended },
          id,
        );
        return { changed: true };
      });
    },

    /** Lets a disabled staff account log in again. */
    async enable(id: number, audit: AuditIn) {
      return db.transaction(async (tx) => {
        const { row } = await lockStaff(tx, id);
        if (row.disabledAt === null) return { changed: false };
        await people.setDisabled(id, null, tx);
        await audit(tx, { email: row.email, role: row.role, disabled: false }, id);
        return { changed: true };
      });
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
