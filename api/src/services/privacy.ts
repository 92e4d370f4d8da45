import { randomBytes } from 'node:crypto';
import type { ConsentEntry, ConsentKind, ConsentsResponse, MyData } from '@lms/shared/contracts';
import type { Db } from '../db';
import { inLocale } from '../i18n/content-locale';
import type { Locale } from '../i18n/messages';
import { DomainError } from '../lib/domain-error';
import { hashPassword, verifyPassword } from '../lib/password';
import type { Queryable } from '../repositories/baskets';
import type { ConsentRow, NewConsent, PrivacyRepository } from '../repositories/privacy';
import type { SessionsRepository } from '../repositories/sessions';
import type { UserRow, UsersRepository } from '../repositories/users';
import { versionOf } from './order-contracts';

/**
 * The information page each consent is given to: the information notice (aydınlatma
 * metni) and the membership contract are their own pages; the marketing permissions are given
 * under the information notice, which says what is sent and how to stop it.
 */
export const CONSENT_PAGE_IDS: Record<ConsentKind, string> = {
  informationNotice: 'personaldataprotection',
  membership: 'RegistrationContract',
  marketingEmail: 'personaldataprotection',
  marketingSms: 'personaldataprotection',
};

const entryOf = (row: ConsentRow): ConsentEntry => ({
  kind: row.kind,
  granted: row.granted,
  version: row.version,
  source: row.source,
  at: row.createdAt.toISOString(),
});

export interface PrivacyServiceDeps {
  db: Db;
  privacy: PrivacyRepository;
  users: Pick<UsersRepository, 'findById'>;
  sessions: Pick<SessionsRepository, 'endAll'>;
}

/** KVKK in the account: consents, the person's data file, deleting the account. */
export function createPrivacyService({ db, privacy, users, sessions }: PrivacyServiceDeps) {
  /** The signed-in account; a deleted one is treated as an expired session. */
  async function account(userId: number): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user || user.deletedAt) throw new DomainError('unauthorized', 'sessionExpired');
    return user;
  }

  /** The version of each kind's text in the language shown: a digest of its information page. */
  async function versions(kinds: ConsentKind[], locale: Locale, q: Queryable = db) {
    const pages = await privacy.pages(
      kinds.map((kind) => CONSENT_PAGE_IDS[kind]),
      q,
    );
    return (kind: ConsentKind) => {
      const page = pages.get(CONSENT_PAGE_IDS[kind]);
      return page
        ? versionOf(inLocale({ title: page.title, description: page.description }, page.en, locale))
        : '';
    };
  }

  /** Entries for the marketing permissions that changed (none when nothing changed). */
  async function marketingChanges(
    user: Pick<UserRow, 'permitEmail' | 'permitSms'>,
    wanted: { permitEmail: boolean; permitSms: boolean },
    source: NewConsent['source'],
    locale: Locale,
    q: Queryable,
  ): Promise<NewConsent[]> {
    const changed: [ConsentKind, boolean][] = [];
    if (wanted.permitEmail !== user.permitEmail)
      changed.push(['marketingEmail', wanted.permitEmail]);
    if (wanted.permitSms !== user.permitSms) changed.push(['marketingSms', wanted.permitSms]);
    if (changed.length === 0) return [];
    const version = await versions(
      changed.map(([kind]) => kind),
      locale,
      q,
    );
    return changed.map(([kind, granted]) => ({ kind, granted, version: version(kind), source }));
  }

  async function consents(userId: number): Promise<ConsentsResponse> {
    const user = await account(userId);
    return {
      permitEmail: user.permitEmail,
      permitSms: user.permitSms,
      newsletter: await privacy.newsletterConfirmed(user.email),
      history: (await privacy.consents(user.id)).map(entryOf),
    };
  }

  return {
    /** The four entries of a signup, in its transaction, versioned in the signup's language. */
    async recordSignup(
      userId: number,
      marketing: { permitEmail: boolean; permitSms: boolean },
      locale: Locale,
      q: Queryable,
    ) {
      const version = await versions(
        ['informationNotice', 'membership', 'marketingEmail', 'marketingSms'],
        locale,
        q,
      );
      const entry = (kind: ConsentKind, granted: boolean): NewConsent => ({
        kind,
        granted,
        version: version(kind),
        source: 'signup',
      });
      await privacy.recordConsents(
        userId,
        [
          entry('informationNotice', true),
          entry('membership', true),
          entry('marketingEmail', marketing.permitEmail),
          entry('marketingSms', marketing.permitSms),
        ],
        q,
      );
    },

    /**
     * The profile form's marketing boxes (PUT updateprofile) are the same consents: a change
     * there is recorded like one here. Runs in the caller's transaction, before the save.
     */
    async recordMarketingChange(
      user: UserRow,
      wanted: { permitEmail: boolean; permitSms: boolean },
      locale: Locale,
      q: Queryable,
    ) {
      await privacy.recordConsents(
        user.id,
        await marketingChanges(user, wanted, 'account', locale, q),
        q,
      );
    },

    consents,

    /** PUT /v1/users/updateconsents: a new entry for each change; the newsletter only turns off. */
    async updateConsents(
      userId: number,
      wanted: { permitEmail: boolean; permitSms: boolean; newsletter: boolean },
      locale: Locale,
    ): Promise<ConsentsResponse> {
      const user = await account(userId);
      await db.transaction(async (tx) => {
        const locked = await privacy.lockUser(user.id, tx);
        if (!locked) throw new DomainError('unauthorized', 'sessionExpired');
        const entries = await marketingChanges(locked, wanted, 'account', locale, tx);
        await privacy.recordConsents(user.id, entries, tx);
        await privacy.setPermits(
          user.id,
          { permitEmail: wanted.permitEmail, permitSms: wanted.permitSms },
          tx,
        );
        if (!wanted.newsletter) await privacy.unsubscribe(user.email, tx);
      });
      return consents(userId);
    },

    /**
     * An unsubscribe link (no session): the address leaves the newsletter and, when an account
     * has it, its e-mail marketing consent is withdrawn as a new entry. Repeating it is harmless.
     */
    async unsubscribe(email: string, locale: Locale): Promise<void> {
      await db.transaction(async (tx) => {
        await privacy.unsubscribe(email, tx);
        const user = await privacy.activeUserByEmail(email, tx);
        if (user && user.permitEmail) {
          const entries = await marketingChanges(
            user,
            { permitEmail: false, permitSms: user.permitSms },
            'unsubscribe',
            locale,
            tx,
          );
          await privacy.recordConsents(user.id, entries, tx);
          await privacy.setPermits(user.id, { permitEmail: false }, tx);
        }
      });
    },

    /** GET /v1/users/downloadmydata: everything kept about the person, as one JSON file. */
    async myData(userId: number, now = new Date()): Promise<MyData> {
      const user = await account(userId);
      const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
      const plain = <T extends object>(rows: T[]) =>
        rows.map((row) =>
          Object.fromEntries(Object.entries(row).map(([key, value]) => [key, iso(value)])),
        );
      const progress = await privacy.progressOf(user.id);
      const orders = (await privacy.ordersOf(user.id)).map(({ items, ...order }) => ({
        ...plain([order])[0]!,
        items: items.map(({ participants, ...item }) => ({
          ...item,
          participants: plain(participants),
        })),
      }));
      return {
        exportedAt: now.toISOString(),
        profile: {
          email: user.email,
          name: user.name,
          surname: user.surname,
          citizenId: user.citizenId,
          mobilePhone: user.phone,
          isCorporate: user.isCorporate,
          taxNumber: user.taxNumber,
          taxOffice: user.taxOffice,
          companyName: user.companyName,
          address: user.address,
          permitEmail: user.permitEmail,
          permitSms: user.permitSms,
          locale: user.locale,
          emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
          createdAt: user.createdAt.toISOString(),
        },
        consents: (await privacy.consents(user.id)).map(entryOf),
        newsletter: await privacy.newsletterConfirmed(user.email),
        orders,
        seats: plain(await privacy.seatsOf(user.id, user.email)),
        progress: {
          videos: plain(progress.videos),
          completedCourses: plain(progress.completedCourses),
        },
        examAttempts: plain(await privacy.attemptsOf(user.id)),
        certificates: plain(await privacy.certificatesOf(user.id)),
        contactMessages: plain(await privacy.contactMessagesOf(user.email)),
      };
    },

    /**
     * POST /v1/users/deleteaccount: with the right password, the person's data is erased and
     * every session ends, in one transaction. Refused (409) for a staff account (an admin removes
     * its role first) and while an order may still be paid (a pending card payment or a bank
     * transfer awaited: the money would arrive for nobody).
     */
    async deleteAccount(userId: number, password: string, now = new Date()): Promise<void> {
      const user = await account(userId);
      if (!(await verifyPassword(password, user.passwordHash))) {
        throw new DomainError('invalid', 'currentPasswordWrong');
      }
      const unusable = await hashPassword(randomBytes(32).toString('base64url'));
      await db.transaction(async (tx) => {
        const locked = await privacy.lockUser(user.id, tx);
        // A second click: the first deleted it already (and ended this session).
        if (!locked || locked.deletedAt) throw new DomainError('unauthorized', 'sessionExpired');
        if (locked.role) throw new DomainError('conflict', 'accountDeleteStaff');
        if ((await privacy.openOrders(user.id, tx)) > 0) {
          throw new DomainError('conflict', 'accountDeleteOpenOrder');
        }
        await privacy.erase(
          locked,
          {
            name: locked.name,
            surname: locked.surname,
            isCorporate: locked.isCorporate,
            companyName: locked.companyName,
            taxOffice: locked.taxOffice,
            taxNumber: locked.taxNumber,
            address: locked.address,
          },
          unusable,
          now,
          tx,
        );
        await sessions.endAll(user.id, {}, tx as Db);
      });
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
