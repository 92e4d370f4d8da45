import { useMutation } from '@tanstack/react-query';
import { api } from '@lms/shared';

/** The PDF receipt of a completed order; only its owner may read it, so it goes with the token. */
export const getOrderReceipt = (trackingId: string) =>
  api.get(`v1/orders/receipt/${encodeURIComponent(trackingId)}`).blob();

/** Downloads the receipt as `makbuz-{trackingId}.pdf` through an object URL. */
export const useDownloadReceipt = () =>
  useMutation({
    mutationFn: getOrderReceipt,
    onSuccess: (blob, trackingId) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `makbuz-${trackingId}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      // The click has handed the file to the browser; the URL can go once it has been read.
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
