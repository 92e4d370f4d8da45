import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@lms/shared/contracts';
import type { Db } from '../db';
import { auditLog, users } from '../db/schema';

export interface AuditEntry {
  userId: number | null;
  userEmail: string;
  role: StaffRole;
  action: string;
  objectType: string;
  objectId: string;
  summary: Record<string, unknown>;
  requestId: string;
}

export interface AuditFilter {
  /** The staff member's e-mail, exactly (stored lower-case). */
  email?: string;
  userId?: number;
  objectType?: string;
  objectId?: string;
  /** From this moment, inclusive. */
  from?: Date;
  /** Before this moment. */
  to?: Date;
  page: number;
  pageSize: number;
}

/** The audit log: written in the transaction of each staff write, read by admins. */
export function createAuditRepository(db: Db) {
  return {
    /** One entry, through `executor`: the transaction of the write it records, or the db. */
    async record(executor: Db, entry: AuditEntry): Promise<void> {
      await executor.insert(auditLog).values(entry);
    },

    /** Newest first, filtered, one page, with the total. */
    async list(filter: AuditFilter) {
      const where: SQL[] = [];
      if (filter.email) where.push(eq(auditLog.userEmail, filter.email.trim().toLowerCase()));
      if (filter.userId) where.push(eq(auditLog.userId, filter.userId));
      if (filter.objectType) where.push(eq(auditLog.objectType, filter.objectType));
      if (filter.objectId) where.push(eq(auditLog.objectId, filter.objectId));
      if (filter.from) where.push(gte(auditLog.createdAt, filter.from));
      if (filter.to) where.push(lt(auditLog.createdAt, filter.to));
      const condition = where.length > 0 ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            userId: auditLog.userId,
            userEmail: auditLog.userEmail,
            userName: users.name,
            userSurname: users.surname,
            role: auditLog.role,
            action: auditLog.action,
            objectType: auditLog.objectType,
            objectId: auditLog.objectId,
            summary: auditLog.summary,
            requestId: auditLog.requestId,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.userId))
          .where(condition)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ total: count() }).from(auditLog).where(condition),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
