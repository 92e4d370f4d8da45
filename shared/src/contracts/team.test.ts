import { issuesOf } from '../testing/issues';
import { TEAM_SEAT_STATES, resendInvitationSchema, teamQuerySchema, teamSeatSchema } from './team';

describe("a team buyer's seats (GET /v1/orders/getmyteam)", () => {
  it('filters by course and by state, both optional', () => {
    expect(teamQuerySchema.parse({})).toEqual({});
    expect(teamQuerySchema.parse({ courseId: '109', state: 'waiting' })).toEqual({
      courseId: 109,
      state: 'waiting',
    });
    expect(TEAM_SEAT_STATES).toEqual(['claimed', 'waiting']);
    for (const state of TEAM_SEAT_STATES) expect(issuesOf(teamQuerySchema, { state })).toEqual({});
  });

  it('refuses a state it does not know, and a course that is not an id', () => {
    expect(issuesOf(teamQuerySchema, { state: 'done' })).toEqual({ state: 'invalidTeamState' });
    expect(issuesOf(teamQuerySchema, { courseId: 'abc' })).toEqual({ courseId: 'invalidId' });
  });

  it('reads a seat whole', () => {
    const seat = {
      participantId: 12,
      trackingId: 'ORD234ABC567',
      courseId: 109,
      courseName: 'Kur Riski Yönetimi',
      name: 'Can',
      surname: 'Öz',
      email: 'can@ornek.com.tr',
      state: 'claimed',
      videosWatched: 2,
      videosTotal: 3,
      videoPercent: 67,
      completedAt: null,
      certificateCode: 'IA-7K3M-9QXD-2F4H',
      invitedAt: '2026-11-20T09:31:00.000Z',
    };
    expect(teamSeatSchema.parse(seat)).toEqual(seat);
    expect(teamSeatSchema.safeParse({ ...seat, state: 'invited' }).success).toBe(false);
  });
});

describe('sending an invitation again (POST /v1/orders/resendinvitation)', () => {
  it('names the participant by id', () => {
    expect(resendInvitationSchema.parse({ participantId: 12 })).toEqual({ participantId: 12 });
    expect(issuesOf(resendInvitationSchema, { participantId: 0 })).toEqual({
      participantId: 'invalidId',
    });
    expect(issuesOf(resendInvitationSchema, {})).toEqual({ participantId: 'invalidId' });
  });
});
