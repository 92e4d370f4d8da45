import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NAME_IDENTIFIER_CLAIM } from '@lms/shared/contracts';
import { DomainError } from './domain-error';
import { processSettings } from '../config';

/**
 * JWT (HS256) with node:crypto (architecture §5): the user id travels in the name-identifier
 * claim the client reads (spec §3), and the server-side session in `sid`. Tokens
 * expire; a forged or expired one, one of an ended session, or one without a `sid` (issued
 * before sessions existed) is a 401 on routes that need a user, and a guest on public routes.
 */
const tokenTtlSeconds = () => processSettings().jwtTtlSeconds;

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
const sign = (data: string) =>
  createHmac('sha256', processSettings().jwtSecret).update(data).digest();

export interface TokenClaims {
  userId: number;
  /** The id of the token's row in `sessions`. */
  sessionId: string;
  name?: string;
  email?: string;
}

/** A session id as minted (services/sessions.ts): base64url, 128 bits or more. */
export const SESSION_ID = /^[A-Za-z0-9_-]{22,64}$/;

export const signToken = (
  { userId, sessionId, name, email }: TokenClaims,
  ttlSeconds = tokenTtlSeconds(),
) => {
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(
    JSON.stringify({
      [NAME_IDENTIFIER_CLAIM]: String(userId),
      sid: sessionId,
      ...(name ? { name } : {}),
      ...(email ? { email } : {}),
      iat: now,
      exp: now + ttlSeconds,
    }),
  );
  return `${header}.${payload}.${b64url(sign(`${header}.${payload}`))}`;
};

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Device tokens (ASVS 5.0 V6.3): a browser that logged into an account gets one, bound
 * to that address and signed like the session tokens. Sent back with its next logins, it keeps
 * other people's failures (on the same IP, or against the same account) from blocking the owner.
 * It grants nothing else: the password is checked as always.
 */
const DEVICE_TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const deviceSignature = (id: string, email: string) =>
  b64url(sign(`device|${id}|${email.trim().toLowerCase()}`));

export const issueDeviceToken = (email: string): string => {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${deviceSignature(id, email)}`;
};

/** The device id of a genuine device token for this address; null for anything else. */
export const deviceOf = (token: unknown, email: unknown): string | null => {
  if (typeof token !== 'string' || typeof email !== 'string') return null;
  const match = DEVICE_TOKEN.exec(token);
  if (!match) return null;
  const [, id, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(deviceSignature(id, email));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
};

/** The user and session of a valid, unexpired token; null for anything else. */
export const readToken = (token: string): { userId: number; sessionId: string } | null => {
  // Strictly three base64url segments: an extra `.x`, padding or stray characters are refused,
  // not skipped by a lenient decoder.
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = sign(`${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || b64url(given) !== signature) return null;
  if (!timingSafeEqual(given, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
    if (head.alg !== 'HS256') return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null;
    const userId = Number(claims[NAME_IDENTIFIER_CLAIM]);
    const sessionId = claims.sid;
    // A token without a session (issued before sessions were stored) is no session: treated as expired.
    if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return null;
    return Number.isInteger(userId) && userId > 0 ? { userId, sessionId } : null;
  } catch {
    return null;
  }
};

/**
 * Whether a token's session still stands: its row exists for this user and has not ended
 * (logout, sign out everywhere, a password change or reset, or the account area ended it).
 */
export type SessionCheck = (userId: number, sessionId: string) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The user behind a valid bearer token, or null for a guest. */
    userId: number | null;
    /** The live session behind the token (its `sid`), or null for a guest. */
    sessionId: string | null;
    /** Whether a bearer token was sent (valid or not). */
    hasToken: boolean;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a logged-in user: 401 otherwise. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** The auth scheme's name is case-insensitive (RFC 7235 §2.1): Bearer, bearer, BEARER. */
const BEARER = /^bearer +(\S+) *$/i;
const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
};

/** Reads the bearer token on every request; `app.requireUser` guards private routes. */
export function registerAuth(app: FastifyInstance, stillValid: SessionCheck) {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('hasToken', false);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    request.hasToken = Boolean(token);
    const claims = token ? readToken(token) : null;
    if (claims && (await stillValid(claims.userId, claims.sessionId))) {
      request.userId = claims.userId;
      request.sessionId = claims.sessionId;
    }
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (request.userId === null) {
      throw new DomainError('unauthorized', request.hasToken ? 'sessionExpired' : 'unauthorized');
    }
  });
}

/** The session id inside a handler guarded by `app.requireUser`. */
export const currentSessionId = (request: FastifyRequest): string => {
  if (request.sessionId === null) throw new DomainError('unauthorized', 'unauthorized');
  return request.sessionId;
};

/** The user id inside a handler guarded by `app.requireUser`. */
export const currentUserId = (request: FastifyRequest): number => {
  if (request.userId === null) throw new DomainError('unauthorized', 'unauthorized');
  return request.userId;
};
