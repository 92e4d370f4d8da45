import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type SessionSummary } from '@lms/shared';
import { accountKeys } from '../../../lib/query-keys';

/** The user's active sessions, last seen first, this device marked. */
export const getSessions = () => api.get('v1/auth/sessions').json<ApiResponse<SessionSummary[]>>();

export const sessionsQuery = () =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: getSessions, staleTime: 0 });

export const useSessions = () => useQuery(sessionsQuery());
