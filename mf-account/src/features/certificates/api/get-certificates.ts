import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type UserCertificate } from '@lms/shared';
import { accountKeys } from '../../../lib/query-keys';

/** The user's certificates, newest first, with their PDF and verification links. */
export const getCertificates = () =>
  api.get('v1/users/getusercertificates').json<ApiResponse<UserCertificate[]>>();

/**
 * Asked again each time the list opens (as My orders is): a certificate revoked since, by staff
 * or by a refund, shows revoked and is no longer offered for a profile.
 */
export const certificatesQuery = () =>
  queryOptions({ queryKey: accountKeys.certificates(), queryFn: getCertificates, staleTime: 0 });

export const useCertificates = () => useQuery(certificatesQuery());
