import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { isStaffRole, type StaffRole } from '@lms/shared/contracts';
import { isAdminKey } from '../admin-key';
import type { Db } from '../db';
import type { AuditRepository } from '../repositories/audit';
import type { UsersRepository } from '../repositories/users';
import { DomainError } from './domain-error';

/**
 * Staff and their roles on the server (architecture §9). Every route under
 * `/v1/admin` names the roles that may call it in `config.roles`; `guardStaffRoutes` adds the
 * check to each one as it is registered and refuses a route that names none, so a new staff
 * route cannot forget it. The role is read from the database on every call: a role taken away
 * counts at once, on every instance.
 */

/** Who is calling a staff route: a staff account, or the back-office CLI with the admin key. */
export interface Staff {
  userId: number | null;
  email: string;
  role: StaffRole;
}

/** What `config` of a staff route says. */
export interface StaffRouteConfig {
  /** The roles that may call the route; at least one. */
  roles: readonly StaffRole[];
  /**
   * The route also takes the admin key (`x-admin-key`, api/data/admin-key), for the back-office
   * CLI on the server (`npm run -w @lms/api admin`); it then acts as an admin.
   */
  adminKey?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    roles?: readonly StaffRole[];
    adminKey?: boolean;
  }
  interface FastifyRequest {
    /** The staff member behind a staff route's call; null elsewhere. */
    staff: Staff | null;
  }
}

/** What the audit log says of the CLI: it has no account. */
export const ADMIN_KEY_ACTOR = 'admin-key (CLI)';

export const STAFF_PREFIX = '/v1/admin';

/** The staff member inside a staff route's handler. */
export const currentStaff = (request: FastifyRequest): Staff => {
  if (!request.staff) throw new DomainError('unauthorized', 'unauthorized');
  return request.staff;
};

/**
 * Adds the role check to every route registered in `app` (a plugin's encapsulated instance)
 * and lists the roles in the OpenAPI document as `x-roles`. Throws at start-up for a route
 * outside `/v1/admin` or one without roles.
 */
export function guardStaffRoutes(app: FastifyInstance, users: UsersRepository) {
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    const { roles, adminKey } = (route.config ?? {}) as Partial<StaffRouteConfig>;
    if (!route.url.startsWith(`${STAFF_PREFIX}/`)) {
      throw new Error(`${route.url}: a staff route lives under ${STAFF_PREFIX}/`);
    }
    if (!roles?.length || !roles.every(isStaffRole)) {
      throw new Error(`${route.method} ${route.url}: a staff route names its roles (config.roles)`);
    }
    const check = async (request: FastifyRequest) => {
      request.staff = await staffOf(request, roles, adminKey === true, users);
    };
    // onRequest: no token is a 401 and a learner a 403 before the body is even read.
    const existing = route.onRequest;
    route.onRequest = [check, ...(existing ? [existing].flat() : [])];
    route.schema = {
      ...route.schema,
      security: [{ bearer: [] }],
      ...({ 'x-roles': [...roles] } as object),
    };
  });
}

async function staffOf(
  request: FastifyRequest,
  roles: readonly StaffRole[],
  adminKey: boolean,
  users: UsersRepository,
): Promise<Staff> {
  const key = request.headers['x-admin-key'];
  if (adminKey && key !== undefined) {
    if (!isAdminKey(key)) throw new DomainError('forbidden', 'adminKeyInvalid');
    return { userId: null, email: ADMIN_KEY_ACTOR, role: 'admin' };
  }
  if (request.userId === null) {
    throw new DomainError('unauthorized', request.hasToken ? 'sessionExpired' : 'unauthorized');
  }
  const user = await users.findById(request.userId);
  const role = user?.role ?? null;
  if (!user || role === null || !roles.includes(role)) {
    throw new DomainError('forbidden', 'forbidden');
  }
  return { userId: user.id, email: user.email, role };
}

export interface AuditRecord {
  /** `<object>.<verb>`: course.create, course.update, exam.publish… */
  action: string;
  objectType: string;
  objectId: string | number;
  /** What changed, as a person reading the log wants it: field → new value, or {from, to}. */
  summary?: Record<string, unknown>;
}

/** `app.audit`: records a staff write, in the transaction of the write. */
export function createAudit(repository: AuditRepository) {
  return {
    /**
     * Records what the staff member behind `request` did, through `executor`: the transaction
     * of the write (so neither exists without the other), or the database.
     */
    async record(executor: Db, request: FastifyRequest, entry: AuditRecord): Promise<void> {
      const staff = currentStaff(request);
      await repository.record(executor, {
        userId: staff.userId,
        userEmail: staff.email,
        role: staff.role,
        action: entry.action,
        objectType: entry.objectType,
        objectId: String(entry.objectId),
        summary: entry.summary ?? {},
        requestId: String(request.id),
      });
    },
  };
}
export type Audit = ReturnType<typeof createAudit>;

/**
 * What changed between a row as read and as saved, for the audit log: each changed field with
 * its old and new value. Long texts (HTML) are not copied whole: their length is enough to read.
 */
export const changesOf = <T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> => {
  const brief = (value: unknown) =>
    typeof value === 'string' && value.length > 200
      ? `${value.slice(0, 200)}… (${value.length})`
      : value instanceof Date
        ? value.toISOString()
        : value;
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, value] of Object.entries(after)) {
    const old = before[field];
    const same =
      old instanceof Date && value instanceof Date
        ? old.getTime() === value.getTime()
        : JSON.stringify(old) === JSON.stringify(value);
    if (!same) changes[field] = { from: brief(old), to: brief(value) };
  }
  return changes;
};
