import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse, SiteSettings } from '../contracts';
import i18next from 'i18next';
import { api, apiUrl, contractJson } from '../api/api-client';
import { takeEarly } from '../config/early';

export const shellKeys = {
  all: ['shell'] as const,
  settings: () => [...shellKeys.all, 'settings'] as const,
};

const SETTINGS_PATH = 'v1/WebsiteSettings/getwebsiteparts';

/** The settings: the request index.html started (same API, same language), or a new one. */
export const getWebsiteParts = async (): Promise<ApiResponse<SiteSettings>> => {
  const early = takeEarly('settings');
  const language = i18next.language?.startsWith('en') ? 'en' : 'tr';
  if (early && early.url === apiUrl(SETTINGS_PATH) && early.language === language) {
    const response = await early.response.catch(() => null);
    if (response) return contractJson<ApiResponse<SiteSettings>>(response);
  }
  return api.get(SETTINGS_PATH).json<ApiResponse<SiteSettings>>();
};

/** Site settings load once at start (spec §7) and are read by every remote. */
export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: shellKeys.settings(),
    queryFn: getWebsiteParts,
    staleTime: 5 * 60_000,
    retry: 1,
  });

export const useSiteSettings = () => useQuery(siteSettingsQuery());
