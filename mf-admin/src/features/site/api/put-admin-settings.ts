import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, shellKeys, type ApiResponse } from '@lms/shared';
import type { AdminSettings, AdminSettingsInput } from '@lms/shared/contracts';
import { siteKeys } from './keys';

/** PUT /v1/admin/settings. */
export const putAdminSettings = (payload: AdminSettingsInput) =>
  api.put('v1/admin/settings', { json: payload }).json<ApiResponse<AdminSettings>>();

export const useSaveAdminSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putAdminSettings,
    onSuccess: (response) => {
      client.setQueryData(siteKeys.settings(), response);
      // The page's copy of the public settings (footer, menu) is read again.
      void client.invalidateQueries({ queryKey: shellKeys.settings() });
    },
  });
};
