import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse, type UserCertificate } from '@lms/shared';
import { accountKeys } from '../../../lib/query-keys';

/** The user's certificates, newest first (issue 30), with their PDF and verification links. */
export const getCertificates = () =>
  api.get('v1/users/getusercertificates').json<ApiResponse<UserCertificate[]>>();

export const certificatesQuery = () =>
  queryOptions({ queryKey: accountKeys.certificates(), queryFn: getCertificates });

export const useCertificates = () => useQuery(certificatesQuery());
