import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  STAFF_AREAS,
  envelope,
  idParamField,
  staffAccountSchema,
  staffInvitationSchema,
  staffRoleChangeSchema,
} from '@lms/shared/contracts';
import type { Db } from '../../db';
import { localeFrom, translate, type MessageKey } from '../../i18n/messages';
import { ok, type ZodTypeProvider } from '../../lib/http';
import { createStaffService } from '../../services/staff-accounts';

const idParam = z.object({ id: idParamField('staffNotFound') });
const done = z.object({ changed: z.boolean() });

/**
 * Staff accounts, `#/admin/staff`, admins only: the list, an invitation by e-mail
 * with a role, a role change, disabling and enabling. The last admin stays (409 `lastAdmin`).
 */
export const staffAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = createStaffService({
    db: app.db,
    people: app.repos.people,
    users: app.repos.users,
    mail: app.mailQueue,
    platformUrl: app.config.platformUrl,
  });
  const roles = STAFF_AREAS.administration;
  const say = (request: FastifyRequest, key: MessageKey) =>
    translate(key, localeFrom(request.headers['accept-language']));
  const auditOf =
    (request: FastifyRequest, action: string) =>
    (tx: Db, summary: Record<string, unknown>, userId: number) =>
      app.audit.record(tx, request, { action, objectType: 'user', objectId: userId, summary });

  app.get(
    '/v1/admin/staff',
    { config: { roles }, schema: { response: { 200: envelope(z.array(staffAccountSchema)) } } },
    async () => ok(await staff.list()),
  );

  app.post(
    '/v1/admin/staff/invitations',
    {
      config: { roles },
      schema: { body: staffInvitationSchema, response: { 200: envelope(staffAccountSchema) } },
    },
    async (request) => {
      const locale = localeFrom(request.headers['accept-language']);
      const { account, changed } = await staff.invite(
        request.body,
        locale,
        auditOf(request, 'staff.invite'),
      );
      const message: MessageKey = !changed
        ? 'staffUnchanged'
        : account.passwordSet
          ? 'staffRoleGranted'
          : 'staffInvited';
      return ok(account, say(request, message));
    },
  );

  app.put(
    '/v1/admin/staff/:id/role',
    {
      config: { roles },
      schema: { params: idParam, body: staffRoleChangeSchema, response: { 200: envelope(done) } },
    },
    async (request) => {
      const result = await staff.changeRole(
        request.params.id,
        request.body.role,
        auditOf(request, 'staff.role'),
      );
      return ok(result, say(request, result.changed ? 'staffRoleChanged' : 'staffUnchanged'));
    },
  );

  app.post(
    '/v1/admin/staff/:id/disable',
    { config: { roles }, schema: { params: idParam, response: { 200: envelope(done) } } },
    async (request) => {
      const result = await staff.disable(request.params.id, auditOf(request, 'staff.disable'));
      return ok(result, say(request, result.changed ? 'staffDisabled' : 'staffUnchanged'));
    },
  );

  app.post(
    '/v1/admin/staff/:id/enable',
    { config: { roles }, schema: { params: idParam, response: { 200: envelope(done) } } },
    async (request) => {
      const result = await staff.enable(request.params.id, auditOf(request, 'staff.enable'));
      return ok(result, say(request, result.changed ? 'staffEnabled' : 'staffUnchanged'));
    },
  );
};
