import { issuesOf } from '../testing/issues';
import { AUDIT_MAX_PAGE, auditPageSchema, auditQuerySchema } from './admin-audit';

describe("the audit log's filters (GET /v1/admin/audit)", () => {
  it('takes no filter, and an empty parameter as none', () => {
    expect(auditQuerySchema.parse({})).toEqual({});
    const empty = { person: '', objectType: '', objectId: '', from: '', to: '', page: '' };
    expect(auditQuerySchema.parse(empty)).toEqual({});
  });

  it('finds a person by a user id or an e-mail address', () => {
    expect(auditQuerySchema.parse({ person: '12' })).toEqual({ person: 12 });
    expect(auditQuerySchema.parse({ person: ' editor@vakif.org.tr ' })).toEqual({
      person: 'editor@vakif.org.tr',
    });
    for (const person of ['0', '1.5', 'editor', 'editor@', '@vakif.org.tr']) {
      expect(issuesOf(auditQuerySchema, { person })).toEqual({ person: 'invalidAuditPerson' });
    }
    expect(issuesOf(auditQuerySchema, { person: `${'a'.repeat(245)}@vakif.org` })).toEqual({
      person: 'fieldTooLong',
    });
  });

  it("takes an object's type of lower-case words and its id", () => {
    expect(auditQuerySchema.parse({ objectType: ' course ', objectId: ' 12 ' })).toEqual({
      objectType: 'course',
      objectId: '12',
    });
    expect(auditQuerySchema.parse({ objectType: 'exam_version-2' })).toEqual({
      objectType: 'exam_version-2',
    });
    expect(auditQuerySchema.parse({ objectType: 'a'.repeat(40) })).toEqual({
      objectType: 'a'.repeat(40),
    });
    for (const objectType of [
      'Course',
      '2course',
      '_course',
      'course.update',
      'kurs adı',
      'kurs/1',
    ]) {
      expect(issuesOf(auditQuerySchema, { objectType })).toEqual({
        objectType: 'invalidAuditObjectType',
      });
    }
    expect(issuesOf(auditQuerySchema, { objectType: 'a'.repeat(41) })).toEqual({
      objectType: 'fieldTooLong',
    });
    expect(auditQuerySchema.parse({ objectId: 'x'.repeat(64) })).toEqual({
      objectId: 'x'.repeat(64),
    });
    expect(issuesOf(auditQuerySchema, { objectId: 'x'.repeat(65) })).toEqual({
      objectId: 'fieldTooLong',
    });
  });

  it('takes whole days that exist, from before to, one day included', () => {
    expect(auditQuerySchema.parse({ from: '2026-02-28', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-03-01',
    });
    expect(auditQuerySchema.parse({ from: '2024-02-29', to: '2024-02-29' })).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
    for (const day of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '26-01-01',
      '2026-1-1',
      '2026-01-0x',
      'x026-01-01',
      'dün',
    ]) {
      expect(issuesOf(auditQuerySchema, { from: day })).toEqual({ from: 'invalidDate' });
      expect(issuesOf(auditQuerySchema, { to: day })).toEqual({ to: 'invalidDate' });
    }
    expect(issuesOf(auditQuerySchema, { from: '2026-03-02', to: '2026-03-01' })).toEqual({
      to: 'invalidDateRange',
    });
  });

  it('pages from 1 to the last page it keeps', () => {
    expect(auditQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(auditQuerySchema.parse({ page: String(AUDIT_MAX_PAGE) })).toEqual({
      page: AUDIT_MAX_PAGE,
    });
    for (const page of ['0', '1.5', 'son', String(AUDIT_MAX_PAGE + 1)]) {
      expect(issuesOf(auditQuerySchema, { page })).toEqual({ page: 'pageInvalid' });
    }
  });

  it('reads a page of entries whole', () => {
    const entry = {
      id: 1,
      at: '2026-11-01T10:00:00.000Z',
      userId: null,
      email: 'admin-key (CLI)',
      name: null,
      role: 'admin',
      action: 'course.update',
      objectType: 'course',
      objectId: '12',
      summary: { price: [3000, 3200] },
      requestId: 'req-1',
    };
    const page = {
      items: [entry, { ...entry, id: 2, userId: 3, name: 'Eda Editör', role: 'editor' }],
      total: 2,
      page: 1,
      pageSize: 25,
    };
    expect(auditPageSchema.parse(page)).toEqual(page);
  });
});
