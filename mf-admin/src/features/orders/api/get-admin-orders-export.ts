import { useMutation } from '@tanstack/react-query';
import { api } from '@lms/shared';
import type { ParsedAdminOrdersQuery } from '@lms/shared/contracts';
import { saveFile, searchParamsOf } from './order-keys';

/** The filtered list as CSV (GET /v1/admin/orders/export): UTF-8 with BOM, for Excel. */
export const getAdminOrdersExport = (query: ParsedAdminOrdersQuery) =>
  api.get('v1/admin/orders/export', { searchParams: searchParamsOf(query) }).blob();

export const useExportOrders = () =>
  useMutation({
    mutationFn: getAdminOrdersExport,
    onSuccess: (blob) => saveFile(blob, `siparisler-${new Date().toISOString().slice(0, 10)}.csv`),
  });
