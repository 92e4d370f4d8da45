import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse, Course } from '../contracts';
import { api } from '../api/api-client';
import { useSessionStore } from '../session/session-store';

/** Every course's entry: the end of an exam marks them stale (the exam page knows no course). */
export const courseDetailsRootKey = ['catalog', 'courses', 'details'] as const;

/**
 * A course page's read (spec §7 GET /v1/courses/getcoursedetails/{slug}), named once for the two
 * remotes that show it: catalog (the course page) and learning (its videos). The key is
 * catalog's, which owns course pages; learning reads the same cache entry and writes into it the
 * links of the videos it unlocks, so both show one course.
 */
const courseDetailsKey = (nameSlug: string) => [...courseDetailsRootKey, nameSlug] as const;

export const getCourseDetails = (nameSlug: string) =>
  api
    .get(`v1/courses/getcoursedetails/${encodeURIComponent(nameSlug)}`)
    .json<ApiResponse<Course>>();

export const courseDetailsQuery = (nameSlug: string, token: string | null) =>
  queryOptions({
    // Who asks is part of the key: isOwner and the unlocked videos depend on it.
    queryKey: [...courseDetailsKey(nameSlug), token ? 'user' : 'guest'] as const,
    queryFn: () => getCourseDetails(nameSlug),
  });

export const useCourseDetails = (nameSlug: string) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(courseDetailsQuery(nameSlug, token));
};
