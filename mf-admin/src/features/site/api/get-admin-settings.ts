import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminSettings } from '@lms/shared/contracts';
import { siteKeys } from './keys';

/** GET /v1/admin/settings: the site's and the foundation's settings, and every course type. */
export const getAdminSettings = () =>
  api.get('v1/admin/settings').json<ApiResponse<AdminSettings>>();

export const adminSettingsQuery = () =>
  queryOptions({ queryKey: siteKeys.settings(), queryFn: getAdminSettings, staleTime: 0 });

export const useAdminSettings = () => useQuery(adminSettingsQuery());
