import {
  STAFF_AREAS,
  adminAssociationSchema,
  associationMemberParamSchema,
  associationMembersSchema,
  associationParamSchema,
  envelope,
  memberImportResultSchema,
  memberImportSchema,
} from '@lms/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { localeFrom, translate } from '../../i18n/messages';
import { ok, type ZodTypeProvider } from '../../lib/http';
import { createAssociationsService } from '../../services/associations';

/**
 * Association member lists, for finance and admins: the associations, a list's tax
 * numbers, a CSV import (also `npm run -w @lms/api admin -- import-members <code> <file>`, which
 * calls the import with the admin key) and removing one. Writes are audited in their transaction.
 */
export const associationAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const finance = { roles: STAFF_AREAS.sales };
  const service = createAssociationsService({ db: app.db, associations: app.repos.associations });
  const localeOf = (request: { headers: Record<string, unknown> }) =>
    localeFrom(request.headers['accept-language'] as string | undefined);

  app.get(
    '/v1/admin/associations',
    { config: finance, schema: { response: { 200: envelope(z.array(adminAssociationSchema)) } } },
    async () => ok(await service.list()),
  );

  app.get(
    '/v1/admin/associations/:code/members',
    {
      config: finance,
      schema: {
        params: associationParamSchema,
        response: { 200: envelope(associationMembersSchema) },
      },
    },
    async (request) => ok(await service.members(request.params.code)),
  );

  app.post(
    '/v1/admin/associations/:code/members/import',
    {
      config: { ...finance, adminKey: true },
      bodyLimit: 1024 * 1024,
      schema: {
        params: associationParamSchema,
        body: memberImportSchema,
        response: { 200: envelope(memberImportResultSchema) },
      },
    },
    async (request) => {
      const { code } = request.params;
      const result = await service.importCsv(code, request.body.csv, (tx, done) =>
        app.audit.record(tx, request, {
          action: 'association.import',
          objectType: 'association',
          objectId: code,
          summary: {
            added: done.added,
            alreadyThere: done.alreadyThere,
            invalid: done.invalid.length,
          },
        }),
      );
      return ok(result, translate('memberImported', localeOf(request)));
    },
  );

  app.delete(
    '/v1/admin/associations/:code/members/:taxNumber',
    {
      config: finance,
      schema: { params: associationMemberParamSchema, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const { code, taxNumber } = request.params;
      await service.remove(code, taxNumber, (tx) =>
        app.audit.record(tx, request, {
          action: 'association.member.remove',
          objectType: 'association',
          objectId: code,
          summary: { taxNumber },
        }),
      );
      return ok(null, translate('memberRemoved', localeOf(request)));
    },
  );
};
