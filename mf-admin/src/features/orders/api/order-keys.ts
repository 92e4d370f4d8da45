import { adminKeys } from '../../../lib/query-keys';

/** Query keys of the back office's orders. */
export const orderKeys = {
  all: () => [...adminKeys.all, 'orders'] as const,
  list: (params: Record<string, string>) => [...orderKeys.all(), 'list', params] as const,
  detail: (trackingId: string) => [...orderKeys.all(), 'detail', trackingId] as const,
};

/** The filters as query parameters: only those given. */
export const searchParamsOf = (query: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  );

/** Hands a downloaded file to the browser under `name`, through an object URL. */
export const saveFile = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
