import { AUDIT_PAGE_SIZE, type AuditPage, type ParsedAuditQuery } from '@lms/shared/contracts';
import type { AuditFilter, AuditRepository } from '../repositories/audit';

/** The start of a calendar day in İstanbul (UTC+3 all year since 2016). */
const istanbulDay = (day: string) => new Date(`${day}T00:00:00+03:00`);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reading the audit log (issue 26), for admins: the filters of `GET /v1/admin/audit` as the
 * repository's, whole İstanbul days for the dates (both ends included), newest first.
 */
export function createAuditLogService(audit: AuditRepository) {
  return {
    async list(query: ParsedAuditQuery): Promise<AuditPage> {
      const page = query.page ?? 1;
      const filter: AuditFilter = { page, pageSize: AUDIT_PAGE_SIZE };
      if (typeof query.person === 'number') filter.userId = query.person;
      else if (query.person) filter.email = query.person;
      if (query.objectType) filter.objectType = query.objectType;
      if (query.objectId) filter.objectId = query.objectId;
      if (query.from) filter.from = istanbulDay(query.from);
      if (query.to) filter.to = new Date(istanbulDay(query.to).getTime() + DAY_MS);
      const { rows, total } = await audit.list(filter);
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.createdAt.toISOString(),
          userId: row.userId,
          email: row.userEmail,
          name: row.userName === null ? null : `${row.userName} ${row.userSurname ?? ''}`.trim(),
          role: row.role,
          action: row.action,
          objectType: row.objectType,
          objectId: row.objectId,
          summary: row.summary,
          requestId: row.requestId,
        })),
        total,
        page,
        pageSize: AUDIT_PAGE_SIZE,
      };
    },
  };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
