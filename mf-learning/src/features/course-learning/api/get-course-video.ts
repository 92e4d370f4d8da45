import { api, type ApiResponse } from '@lms/shared';

/** A fresh link to an unlocked video of a course the user owns. */
export const getCourseVideo = (id: number) =>
  api.get(`v1/courses/getcoursevideo/${id}`).json<ApiResponse<{ id: number; fileUrl: string }>>();
