import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, useSessionStore, type ApiResponse, type Course } from '@lms/shared';
import { learningKeys } from '../../../lib/query-keys';

export const getCourseDetails = (nameSlug: string) =>
  api
    .get(`v1/courses/getcoursedetails/${encodeURIComponent(nameSlug)}`)
    .json<ApiResponse<Course>>();

export const courseDetailsQuery = (nameSlug: string, viewer: 'user' | 'guest') =>
  queryOptions({
    // Who asks decides isOwner and which video links come back.
    queryKey: learningKeys.courseDetails(nameSlug, viewer),
    queryFn: () => getCourseDetails(nameSlug),
  });

export const useCourseDetails = (nameSlug: string) => {
  const viewer = useSessionStore((state) => (state.token ? 'user' : 'guest'));
  return useQuery(courseDetailsQuery(nameSlug, viewer));
};
