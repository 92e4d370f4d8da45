import { useMutation } from '@tanstack/react-query';
import { api } from '@lms/shared';

/**
 * The PDF of the contracts accepted for an order (GET /v1/orders/contracts/{id});
 * only its owner may read it, so it goes with the token.
 */
export const getOrderContracts = (trackingId: string) =>
  api.get(`v1/orders/contracts/${encodeURIComponent(trackingId)}`).blob();

/** Downloads the contracts as `sozlesmeler-{trackingId}.pdf` through an object URL. */
export const useDownloadContracts = () =>
  useMutation({
    mutationFn: getOrderContracts,
    onSuccess: (blob, trackingId) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `sozlesmeler-${trackingId}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
