import { api, type ApiResponse } from '@lms/shared';

/** Whether this person may be enrolled in the course (spec §7 POST /v1/orders/checkparty). */
export const postCheckParty = (courseId: number, partyEmail: string) =>
  api.post('v1/orders/checkparty', { json: { courseId, partyEmail } }).json<ApiResponse<boolean>>();
