import assert from './support/assert';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '@lms/shared/contracts';
import { auditLog, users } from '../src/db/schema';
import { guardStaffRoutes } from '../src/lib/staff';
import { grantStaffRole } from '../src/services/staff-accounts';
import {
  DEMO_STAFF,
  createTestApp,
  insertUser,
  staffAuth,
  type TestContext,
  type TestUser,
} from './helpers';

type Operation = { method: string; path: string; roles: StaffRole[] };

/** Every `/v1/admin` operation the OpenAPI document lists, with the roles it names. */
async function staffOperations(ctx: TestContext): Promise<Operation[]> {
  const document = (await ctx.app.inject({ url: '/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, { 'x-roles'?: StaffRole[] }>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/v1/admin/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        roles: operation['x-roles'] ?? [],
      })),
    );
}

/** A concrete URL for an OpenAPI path: each `{param}` a value no object has. */
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '999999');

describe('the staff API checks the role on every operation', () => {
  let ctx: TestContext;
  let learner: TestUser;
  let operations: Operation[];
  const auth: Partial<Record<StaffRole, { authorization: string }>> = {};

  before(async () => {
    ctx = await createTestApp();
    learner = await insertUser(ctx);
    for (const role of STAFF_ROLES) auth[role] = await staffAuth(ctx, role);
    operations = await staffOperations(ctx);
  });
  after(() => ctx.close());

  const call = (operation: Operation, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: operation.method as 'GET',
      url: urlOf(operation.path),
      headers: { 'accept-language': 'en', ...headers },
      ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: {} }),
    });

  test('the document lists staff operations, each with the roles that may call it', () => {
    assert.ok(operations.length >= 2, JSON.stringify(operations));
    for (const operation of operations) {
      assert.ok(operation.roles.length > 0, `${operation.method} ${operation.path} names roles`);
    }
  });

  test('a guest gets 401 and a learner 403 from every operation', async () => {
    for (const operation of operations) {
      const guest = await call(operation);
      assert.equal(guest.statusCode, 401, `${operation.method} ${operation.path} as a guest`);
      const asLearner = await call(operation, learner.auth);
      assert.equal(asLearner.statusCode, 403, `${operation.method} ${operation.path} as a learner`);
      assert.equal(asLearner.json().message, 'You are not allowed to do this.');
    }
  });

  test('each role gets 403 where it lacks the right, and is let through where it has it', async () => {
    for (const operation of operations) {
      for (const role of STAFF_ROLES) {
        const response = await call(operation, auth[role]!);
        const where = `${operation.method} ${operation.path} as ${role}`;
        if (operation.roles.includes(role)) {
          assert.notEqual(response.statusCode, 401, where);
          assert.notEqual(response.statusCode, 403, where);
          assert.ok(response.statusCode < 500, `${where}: ${response.statusCode}`);
        } else {
          assert.equal(response.statusCode, 403, where);
        }
      }
    }
  });

  test('a role taken away counts at once, with the same token', async () => {
    const operation = operations.find((o) => o.roles.includes('finance'))!;
    assert.notEqual((await call(operation, auth.finance!)).statusCode, 403);
    await ctx.database.db
      .update(users)
      .set({ role: null })
      .where(eq(users.email, DEMO_STAFF.finance));
    assert.equal((await call(operation, auth.finance!)).statusCode, 403);
    await ctx.database.db
      .update(users)
      .set({ role: 'finance' })
      .where(eq(users.email, DEMO_STAFF.finance));
  });

  test('login tells the client the role: a staff member has one, a learner none', async () => {
    const login = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email, password: 'Demo1234!' },
      });
    assert.equal((await login(DEMO_STAFF.editor)).json().data.user.role, 'editor');
    assert.equal((await login('ayse.yilmaz@ornek.com.tr')).json().data.user.role, null);
    const profile = await ctx.app.inject({ url: '/v1/users/getuserprofile', headers: auth.admin });
    assert.equal(profile.json().data.role, 'admin');
  });

  test('create-staff gives a role to an account, or opens one, and the audit log says so', async () => {
    const promoted = await grantStaffRole(ctx.database.db, 'ayse.yilmaz@ornek.com.tr', 'editor');
    assert.equal(promoted.password, null);
    const opened = await grantStaffRole(ctx.database.db, 'ilk.yonetici@vakif.org.tr', 'admin');
    assert.ok(opened.password && opened.password.length >= 12);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'ilk.yonetici@vakif.org.tr', password: opened.password },
    });
    assert.equal(login.statusCode, 200);
    assert.equal(login.json().data.user.role, 'admin');
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(opened.userId)));
    assert.deepEqual(
      entries.map((e) => [e.action, e.userEmail, e.summary]),
      [['staff.create', 'admin-key (CLI)', { email: 'ilk.yonetici@vakif.org.tr', role: 'admin' }]],
    );
    await ctx.database.db
      .update(users)
      .set({ role: null })
      .where(eq(users.email, 'ayse.yilmaz@ornek.com.tr'));
  });
});

describe('a staff route must name its roles', () => {
  const plugin = (route: (app: ReturnType<typeof Fastify>) => void) => async () => {
    const app = Fastify();
    app.decorateRequest('userId', null);
    app.decorateRequest('hasToken', false);
    await app.register(async (scope) => {
      guardStaffRoutes(scope, { findById: async () => null } as never);
      route(scope as never);
    });
    await app.ready();
    await app.close();
  };

  test('a route without roles stops the start', async () => {
    await assert.rejects(
      plugin((app) => app.get('/v1/admin/things', async () => ({}))),
      /names its roles/,
    );
  });

  test('a role that is not a staff role stops the start, as does any role beside it', async () => {
    for (const roles of [['learner'], ['admin', 'Admin'], ['editor', 7]]) {
      await assert.rejects(
        plugin((app) => app.get('/v1/admin/things', { config: { roles } }, async () => ({}))),
        /names its roles/,
        JSON.stringify(roles),
      );
    }
  });

  test('a route with staff roles starts', async () => {
    await plugin((app) =>
      app.get('/v1/admin/things', { config: { roles: ['editor', 'finance'] } }, async () => ({})),
    )();
  });

  test('a route outside /v1/admin stops the start', async () => {
    await assert.rejects(
      plugin((app) => app.get('/v1/things', { config: { roles: ['admin'] } }, async () => ({}))),
      /lives under \/v1\/admin/,
    );
  });
});
