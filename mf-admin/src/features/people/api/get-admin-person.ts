import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { PersonDetail } from '@lms/shared/contracts';
import { peopleKeys } from './keys';

/** A person's page: profile, courses, orders, exam attempts, certificates (GET /v1/admin/people/{id}). */
export const getAdminPerson = (id: number) =>
  api.get(`v1/admin/people/${id}`).json<ApiResponse<PersonDetail>>();

export const adminPersonQuery = (id: number) =>
  queryOptions({
    queryKey: peopleKeys.person(id),
    queryFn: () => getAdminPerson(id),
    staleTime: 0,
  });

export const useAdminPerson = (id: number) => useQuery(adminPersonQuery(id));
