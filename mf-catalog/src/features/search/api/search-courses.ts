import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CourseListResponse, type CourseSearchResult } from '@lms/shared';
import { catalogKeys } from '../../../lib/query-keys';

/** At most 5 results in the overlay (spec §9). */
export const SEARCH_LIMIT = 5;

export interface CourseSearch {
  results: CourseSearchResult[];
  /** How many courses match in all: more than the overlay shows leads to the full list. */
  total: number;
}

export const searchCourses = async (searchText: string): Promise<CourseSearch> => {
  const response = await api
    .post('v1/courses/getcourselist', {
      json: { page: 1, limit: SEARCH_LIMIT, orderByAsc: false, searchText },
    })
    .json<CourseListResponse>();
  const results = response.data
    .slice(0, SEARCH_LIMIT)
    .map(({ name, nameSlug, thumbnailImagePath }) => ({ name, nameSlug, thumbnailImagePath }));
  return { results, total: Math.max(response.totalItemCount, results.length) };
};

/** The course list of every type, filtered by the search text (the overlay's "see all"). */
export const searchListPath = (searchText: string) =>
  `/courses/search?searchText=${encodeURIComponent(searchText)}`;

export const courseSearchQuery = (searchText: string) =>
  queryOptions({
    queryKey: catalogKeys.courseSearch(searchText),
    queryFn: () => searchCourses(searchText),
    staleTime: 60_000,
  });

export const useCourseSearch = (searchText: string) =>
  useQuery({ ...courseSearchQuery(searchText), enabled: searchText.length > 0 });
