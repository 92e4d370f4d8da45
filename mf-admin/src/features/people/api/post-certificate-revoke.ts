import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { RevokeCertificateRequest } from '@lms/shared/contracts';
import { peopleKeys } from './keys';

/** Revokes one certificate, with the reason (POST /v1/admin/certificates/{code}/revoke; admins). */
export const postCertificateRevoke = ({
  code,
  payload,
}: {
  personId: number;
  code: string;
  payload: RevokeCertificateRequest;
}) =>
  api
    .post(`v1/admin/certificates/${encodeURIComponent(code)}/revoke`, { json: payload })
    .json<ApiResponse<null>>();

export const useRevokeCertificate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postCertificateRevoke,
    // Also after a refusal: "revoked already" means the page shows an old state.
    onSettled: (_data, _error, { personId }) =>
      client.invalidateQueries({ queryKey: peopleKeys.person(personId) }),
  });
};
