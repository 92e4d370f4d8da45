import { AUDIT_PAGE_SIZE, type AuditPage, type ParsedAuditQuery } from '@lms/shared/contracts';
import { istanbulDay } from '../lib/istanbul';
import type { AuditFilter, AuditRepository } from '../repositories/audit';

/**
 * Reading the audit log, for admins: the filters of `GET /v1/admin/audit` as the
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
      // The schema lets only real dates through (dayField).
      const first = query.from ? istanbulDay(query.from) : null;
      const last = query.to ? istanbulDay(query.to) : null;
      if (first) filter.from = first.from;
      if (last) filter.to = last.to;
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
