import { useMutation } from '@tanstack/react-query';
import { api } from '@lms/shared';
import { saveFile } from './order-keys';

/** A completed order's PDF receipt (GET /v1/admin/orders/{trackingId}/receipt). */
export const getAdminOrderReceipt = (trackingId: string) =>
  api.get(`v1/admin/orders/${encodeURIComponent(trackingId)}/receipt`).blob();

export const useAdminReceipt = () =>
  useMutation({
    mutationFn: getAdminOrderReceipt,
    onSuccess: (blob, trackingId) => saveFile(blob, `makbuz-${trackingId}.pdf`),
  });
