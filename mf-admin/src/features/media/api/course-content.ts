import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { CourseContent } from '@lms/shared/contracts';

/** `GET /v1/admin/courses/:courseId/content`: the course's sections with their videos. */
export const getCourseContent = (courseId: number) =>
  api.get(`v1/admin/courses/${courseId}/content`).json<ApiResponse<CourseContent>>();

export const courseContentQuery = (courseId: number) =>
  queryOptions({
    queryKey: ['admin', 'course-content', courseId],
    queryFn: () => getCourseContent(courseId),
  });

const busy = (content: CourseContent | undefined) =>
  content?.sections.some((section) =>
    section.videos.some(
      (video) => video.transcode.state === 'queued' || video.transcode.state === 'running',
    ),
  ) ?? false;

/** The outline; read again every few seconds while a transcode is queued or running. */
export const useCourseContent = (courseId: number) =>
  useQuery({
    ...courseContentQuery(courseId),
    refetchInterval: (query) => (busy(query.state.data?.data) ? 3000 : false),
  });
