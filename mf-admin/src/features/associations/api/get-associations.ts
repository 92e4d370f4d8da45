import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { AdminAssociation } from '@lms/shared/contracts';
import { associationKeys } from './keys';

/** GET /v1/admin/associations: the associations (İHKİB, İTHİB) with their member counts. */
export const getAssociations = () =>
  api.get('v1/admin/associations').json<ApiResponse<AdminAssociation[]>>();

export const useAssociations = () =>
  useQuery(queryOptions({ queryKey: associationKeys.list(), queryFn: getAssociations }));
