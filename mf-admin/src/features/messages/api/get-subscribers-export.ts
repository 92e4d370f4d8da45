import { useMutation } from '@tanstack/react-query';
import { api } from '@lms/shared';

/**
 * GET /v1/admin/subscribers/export: the list as CSV (UTF-8 with BOM, `;`), saved by the browser
 * under the server's file name. Fetched with the session's token, so not a plain link.
 */
export const getSubscribersExport = async () => {
  const response = await api.get('v1/admin/subscribers/export');
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'bulten-aboneleri.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

export const useExportSubscribers = () => useMutation({ mutationFn: getSubscribersExport });
