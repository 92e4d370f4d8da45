import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { ParsedPeopleQuery, PeoplePage } from '@lms/shared/contracts';
import { peopleKeys } from './keys';

const searchParamsOf = (query: ParsedPeopleQuery) =>
  Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  );

/** One page of the people search (GET /v1/admin/people; admins and finance). */
export const getAdminPeople = (query: ParsedPeopleQuery) =>
  api
    .get('v1/admin/people', { searchParams: searchParamsOf(query) })
    .json<ApiResponse<PeoplePage>>();

export const adminPeopleQuery = (query: ParsedPeopleQuery) =>
  queryOptions({
    queryKey: peopleKeys.search(searchParamsOf(query)),
    queryFn: () => getAdminPeople(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminPeople = (query: ParsedPeopleQuery) => useQuery(adminPeopleQuery(query));
