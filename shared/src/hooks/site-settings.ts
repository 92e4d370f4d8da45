import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse, SiteSettings } from '../contracts';
import { api } from '../api/api-client';

export const shellKeys = {
  all: ['shell'] as const,
  settings: () => [...shellKeys.all, 'settings'] as const,
};

export const getWebsiteParts = () =>
  api.get('v1/WebsiteSettings/getwebsiteparts').json<ApiResponse<SiteSettings>>();

/** Site settings load once at start (spec §7) and are read by every remote. */
export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: shellKeys.settings(),
    queryFn: getWebsiteParts,
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const useSiteSettings = () => useQuery(siteSettingsQuery());
