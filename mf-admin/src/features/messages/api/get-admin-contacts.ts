import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminContactsPage, ContactState } from '@lms/shared/contracts';
import { messageKeys } from './keys';

/** GET /v1/admin/contacts: one page of the contact messages in a state, newest first. */
export const getAdminContacts = (state: ContactState, page: number) =>
  api
    .get('v1/admin/contacts', { searchParams: { state, page } })
    .json<ApiResponse<AdminContactsPage>>();

export const useAdminContacts = (state: ContactState, page: number) =>
  useQuery(
    queryOptions({
      queryKey: messageKeys.contactPage(state, page),
      queryFn: () => getAdminContacts(state, page),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );
