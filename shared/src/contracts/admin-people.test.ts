import { issuesOf } from '../testing/issues';
import {
  PEOPLE_MAX_PAGE,
  enrolCourseOptionSchema,
  grantEnrolmentSchema,
  maskCitizenId,
  peoplePageSchema,
  peopleQuerySchema,
  personDetailSchema,
  staffAccountSchema,
  staffInvitationSchema,
  staffRoleChangeSchema,
} from './admin-people';

describe("the people search's query (GET /v1/admin/people)", () => {
  it('takes a search text and a page, an empty one as none', () => {
    expect(peopleQuerySchema.parse({})).toEqual({});
    expect(peopleQuerySchema.parse({ q: '', page: '' })).toEqual({});
    expect(peopleQuerySchema.parse({ q: ' Yılmaz ', page: '2' })).toEqual({ q: 'Yılmaz', page: 2 });
    expect(peopleQuerySchema.parse({ page: String(PEOPLE_MAX_PAGE) })).toEqual({
      page: PEOPLE_MAX_PAGE,
    });
    expect(peopleQuerySchema.parse({ q: 'y'.repeat(100) })).toEqual({ q: 'y'.repeat(100) });
    expect(issuesOf(peopleQuerySchema, { q: 'y'.repeat(101) })).toEqual({ q: 'fieldTooLong' });
    for (const page of ['0', '1.5', 'son', String(PEOPLE_MAX_PAGE + 1)]) {
      expect(issuesOf(peopleQuerySchema, { page })).toEqual({ page: 'pageInvalid' });
    }
  });
});

describe('a T.C. number as staff see it', () => {
  it('shows the first three and the last two digits', () => {
    expect(maskCitizenId('10000000146')).toBe('100******46');
    expect(maskCitizenId('123456')).toBe('123******56');
  });

  it('shows an empty or short value as stars only', () => {
    expect(maskCitizenId('')).toBe('');
    expect(maskCitizenId('12345')).toBe('*****');
  });
});

describe('enrolling someone without payment (POST /v1/admin/people/{id}/enrolments)', () => {
  it('needs a course and a reason', () => {
    expect(grantEnrolmentSchema.parse({ courseId: '3', reason: ' Burs\nöğrencisi ' })).toEqual({
      courseId: 3,
      reason: 'Burs\nöğrencisi',
    });
    expect(issuesOf(grantEnrolmentSchema, { courseId: 3, reason: 'r'.repeat(500) })).toEqual({});
    for (const courseId of [undefined, '', '0', '1.5', 'kurs', '2147483648']) {
      expect(issuesOf(grantEnrolmentSchema, { courseId, reason: 'Burs' })).toEqual({
        courseId: 'courseRequired',
      });
    }
    expect(issuesOf(grantEnrolmentSchema, { courseId: 3, reason: ' ' })).toEqual({
      reason: 'enrolReasonRequired',
    });
    expect(issuesOf(grantEnrolmentSchema, { courseId: 3, reason: 'r'.repeat(501) })).toEqual({
      reason: 'fieldTooLong',
    });
  });
});

describe('staff accounts (admins only)', () => {
  it('invites an address with a role, a new person with a name', () => {
    const invitation = { email: 'editor@vakif.org.tr', role: 'editor' };
    expect(staffInvitationSchema.parse(invitation)).toEqual(invitation);
    const named = { email: 'mali@vakif.org.tr', role: 'finance', name: 'Eda', surname: 'Kaya' };
    expect(staffInvitationSchema.parse(named)).toEqual(named);
    expect(issuesOf(staffInvitationSchema, { email: 'editor@', role: 'owner' })).toEqual({
      email: 'emailCorrect',
      role: 'staffRoleInvalid',
    });
    expect(
      issuesOf(staffInvitationSchema, {
        ...invitation,
        name: 'www.site.com',
        surname: 'k'.repeat(101),
      }),
    ).toEqual({ name: 'nameNoLinks', surname: 'fieldTooLong' });
  });

  it('changes a role, or takes it away with null', () => {
    for (const role of ['admin', 'editor', 'finance', null]) {
      expect(staffRoleChangeSchema.parse({ role })).toEqual({ role });
    }
    expect(issuesOf(staffRoleChangeSchema, { role: 'learner' })).toEqual({
      role: 'staffRoleInvalid',
    });
  });
});

describe('what the people back office answers', () => {
  const summary = {
    id: 7,
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@example.com',
    companyName: '',
    citizenId: '100******46',
    role: null,
    emailVerified: true,
    disabled: false,
    createdAt: '2026-01-01T10:00:00.000Z',
  };

  it('reads a page, a person, a staff account and a course choice whole', () => {
    const page = {
      items: [summary, { ...summary, id: 8, role: 'editor' }],
      total: 2,
      page: 1,
      pageSize: 20,
    };
    const detail = {
      ...summary,
      phone: '05321234567',
      isCorporate: false,
      liveSessions: 1,
      courses: [
        {
          courseId: 3,
          name: 'Dış Ticaret',
          enrolledAt: '2026-02-01',
          orderTrackingId: null,
          videoPercent: 40,
          examsPassed: 0,
          examsTotal: 1,
          completedAt: null,
        },
      ],
      orders: [
        { trackingId: 'ABCD1234', status: 'completed', total: 3200, createdAt: '2026-02-01' },
      ],
      attempts: [
        {
          id: 1,
          examName: 'Ara sınav',
          courseName: 'Dış Ticaret',
          startedAt: '2026-02-02',
          finishedAt: null,
          earnedPoints: null,
          passed: null,
        },
      ],
      certificates: [
        { code: 'C-1', courseName: 'Dış Ticaret', issuedAt: '2026-03-01', revokedAt: null },
      ],
    };
    const staff = {
      id: 8,
      name: 'Eda',
      surname: 'Kaya',
      email: 'editor@vakif.org.tr',
      role: 'editor',
      disabled: false,
      passwordSet: false,
      createdAt: '2026-01-01',
    };
    expect(peoplePageSchema.parse(page)).toEqual(page);
    expect(personDetailSchema.parse(detail)).toEqual(detail);
    expect(staffAccountSchema.parse(staff)).toEqual(staff);
    expect(enrolCourseOptionSchema.parse({ id: 3, name: 'Dış Ticaret' })).toEqual({
      id: 3,
      name: 'Dış Ticaret',
    });
  });
});
