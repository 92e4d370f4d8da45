import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type CertificateVerification } from '@lms/shared';
import { learningKeys } from '../../../lib/query-keys';

export const getCertificateVerification = (code: string) =>
  api
    .get(`v1/certificates/verify/${encodeURIComponent(code)}`)
    .json<ApiResponse<CertificateVerification>>();

/**
 * Whether a certificate is valid is asked each time the page opens, never answered from memory:
 * a certificate revoked since (by staff, or by a refund) must not show as valid, not
 * even for the moment a cached answer would be on screen while the new one loads.
 */
export const certificateVerificationQuery = (code: string) =>
  queryOptions({
    queryKey: learningKeys.certificate(code),
    queryFn: () => getCertificateVerification(code),
    staleTime: 0,
    gcTime: 0,
  });

export const useCertificateVerification = (code: string) =>
  useQuery(certificateVerificationQuery(code));
