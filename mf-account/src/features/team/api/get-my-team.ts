import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type TeamSeat } from '@lms/shared';
import { accountKeys } from '../../../lib/query-keys';

/**
 * The seats of the caller's paid orders: each participant with their state and their
 * progress in that seat's course only. The page filters them itself; the export takes the filters.
 */
export const getMyTeam = () => api.get('v1/orders/getmyteam').json<ApiResponse<TeamSeat[]>>();

export const myTeamQuery = () =>
  queryOptions({ queryKey: accountKeys.team(), queryFn: getMyTeam, staleTime: 0 });

export const useMyTeam = () => useQuery(myTeamQuery());
