import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, useSessionStore, type ApiResponse, type Course } from '@lms/shared';
import { catalogKeys } from '../../../lib/query-keys';

export const getCourseDetails = (nameSlug: string) =>
  api
    .get(`v1/courses/getcoursedetails/${encodeURIComponent(nameSlug)}`)
    .json<ApiResponse<Course>>();

export const courseDetailsQuery = (nameSlug: string, token: string | null) =>
  queryOptions({
    // The token is part of the key: isOwner and the unlocked videos depend on who asks.
    queryKey: [...catalogKeys.courseDetails(nameSlug), token ? 'user' : 'guest'] as const,
    queryFn: () => getCourseDetails(nameSlug),
  });

export const useCourseDetails = (nameSlug: string) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(courseDetailsQuery(nameSlug, token));
};
