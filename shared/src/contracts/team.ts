import { z } from 'zod';
import { idField, idParamField } from './fields';

/**
 * The manager's view (`#/account/team`): every seat of the caller's paid orders, with
 * its participant's progress in that course only.
 *
 * - claimed: the seat is on the participant's account (an enrolment from this order);
 * - waiting: held for an address that has no verified account yet (a pending enrolment).
 */
export const TEAM_SEAT_STATES = ['claimed', 'waiting'] as const;
export type TeamSeatState = (typeof TEAM_SEAT_STATES)[number];

export interface TeamSeat {
  /** The seat (order participant) id; resending the invitation names it. */
  participantId: number;
  trackingId: string;
  courseId: number;
  courseName: string;
  name: string;
  surname: string;
  email: string;
  state: TeamSeatState;
  /** Videos watched to their end of the videos there are, as `getusercourses` counts them. */
  videosWatched: number;
  videosTotal: number;
  /** Share of the course's video time watched, 0–100 (as `getusercourses` shows it). */
  videoPercent: number;
  /** When the participant completed the course; null until then. */
  completedAt: string | null;
  /** The code of the participant's valid certificate of the course (verification page). */
  certificateCode: string | null;
  /** When the participant was last told of the seat (the invitation); null if never. */
  invitedAt: string | null;
}

export const teamSeatSchema = z.object({
  participantId: z.number(),
  trackingId: z.string(),
  courseId: z.number(),
  courseName: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  state: z.enum(TEAM_SEAT_STATES),
  videosWatched: z.number(),
  videosTotal: z.number(),
  videoPercent: z.number(),
  completedAt: z.string().nullable(),
  certificateCode: z.string().nullable(),
  invitedAt: z.string().nullable(),
}) satisfies z.ZodType<TeamSeat>;

/** GET /v1/orders/getmyteam and /v1/orders/exportmyteam: optional filters. */
export const teamQuerySchema = z.object({
  courseId: idParamField().optional(),
  state: z.enum(TEAM_SEAT_STATES, 'invalidTeamState').optional(),
});
export type TeamQuery = z.infer<typeof teamQuerySchema>;

/** POST /v1/orders/resendinvitation: the seat whose participant is mailed again. */
export const resendInvitationSchema = z.object({ participantId: idField() });
export type ResendInvitationPayload = z.infer<typeof resendInvitationSchema>;
