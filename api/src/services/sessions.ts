import { randomBytes } from 'node:crypto';
import type { SessionSummary } from '@lms/shared/contracts';
import type { Db } from '../db';
import { signToken } from '../lib/auth';
import { DomainError } from '../lib/domain-error';
import { deviceSummary } from '../lib/user-agent';
import { LAST_SEEN_EVERY_MS, type SessionsRepository } from '../repositories/sessions';
import type { UserRow } from '../repositories/users';

export interface SessionServiceDeps {
  sessions: SessionsRepository;
  /** How long a token lives (JWT_TTL): older sessions are expired whether ended or not. */
  ttlSeconds: number;
}

/** 128 bits from the CSPRNG, base64url (ASVS 5.0 V7.2.3). */
const newSessionId = () => randomBytes(16).toString('base64url');

/**
 * Server-side sessions: login, signup and a password change start one and sign its
 * token; every request checks its row; logout, sign out everywhere, a password change or reset
 * and the account area's list end rows. The row decides, never a time comparison, so a session
 * started in the same millisecond as a password change ends with the others.
 */
export function createSessionService({ sessions, ttlSeconds }: SessionServiceDeps) {
  return {
    /**
     * A new session for an account whose password is still the one just checked, and its token.
     * Refused like a wrong password when a password change got there first.
     */
    async start(user: UserRow, userAgent: string | undefined, q?: Db): Promise<string> {
      const sessionId = newSessionId();
      const row = await sessions.create(
        {
          id: sessionId,
          userId: user.id,
          passwordHash: user.passwordHash,
          device: deviceSummary(userAgent),
        },
        q,
      );
      if (!row) throw new DomainError('invalid', 'invalidCredentials');
      return signToken({
        userId: user.id,
        sessionId,
        name: `${user.name} ${user.surname}`,
        email: user.email,
      });
    },

    /** Whether a token's session stands; notes that it was seen, at most once a minute. */
    async stands(userId: number, sessionId: string): Promise<boolean> {
      const row = await sessions.findLive(sessionId);
      if (!row || row.userId !== userId) return false;
      const now = new Date();
      if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
        await sessions.touch(sessionId, now);
      }
      return true;
    },

    /** The user's live sessions for the account area, the caller's own marked. */
    async list(userId: number, currentSessionId: string): Promise<SessionSummary[]> {
      const since = new Date(Date.now() - ttlSeconds * 1000);
      const rows = await sessions.listLive(userId, since);
      return rows.map((row) => ({
        id: row.id,
        device: row.device,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      }));
    },

    /** Logout: ends this session (nothing to do when it has ended already). */
    async end(userId: number, sessionId: string): Promise<void> {
      await sessions.end(sessionId, userId);
    },

    /** Ends one of the user's own sessions; another user's, or an unknown id, is not found. */
    async endOwn(userId: number, sessionId: string): Promise<void> {
      if (!(await sessions.belongsTo(sessionId, userId))) {
        throw new DomainError('notFound', 'sessionNotFound');
      }
      await sessions.end(sessionId, userId);
    },

    /** Sign out everywhere, or (with `except`) everywhere else. */
    async endAll(userId: number, options: { except?: string } = {}, q?: Db): Promise<void> {
      await sessions.endAll(userId, options, q);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
