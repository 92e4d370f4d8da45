import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { ConsentsResponse } from '@lms/shared/contracts';
import { accountKeys } from '../../../lib/query-keys';

/** The marketing consents in force, the newsletter, and every consent entry (KVKK). */
export const getConsents = () =>
  api.get('v1/users/getconsents').json<ApiResponse<ConsentsResponse>>();

export const consentsQuery = () =>
  queryOptions({ queryKey: accountKeys.consents(), queryFn: getConsents, staleTime: 0 });

export const useConsents = () => useQuery(consentsQuery());
