import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { courseContentQuery } from './course-content';

/** `PUT /v1/admin/courses/:courseId/sections/order`: every section's id in the new order. */
export const reorderSections = (courseId: number, ids: number[]) =>
  api
    .put(`v1/admin/courses/${courseId}/sections/order`, { json: { ids } })
    .json<ApiResponse<null>>();

export const useReorderSections = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => reorderSections(courseId, ids),
    onSettled: () => queryClient.invalidateQueries(courseContentQuery(courseId)),
  });
};
