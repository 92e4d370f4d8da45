import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type CertificateVerification } from '@lms/shared';
import { learningKeys } from '../../../lib/query-keys';

export const getCertificateVerification = (code: string) =>
  api
    .get(`v1/certificates/verify/${encodeURIComponent(code)}`)
    .json<ApiResponse<CertificateVerification>>();

export const certificateVerificationQuery = (code: string) =>
  queryOptions({
    queryKey: learningKeys.certificate(code),
    queryFn: () => getCertificateVerification(code),
  });

export const useCertificateVerification = (code: string) =>
  useQuery(certificateVerificationQuery(code));
