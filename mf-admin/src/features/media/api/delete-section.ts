import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import { courseContentQuery } from './course-content';

/** `DELETE /v1/admin/sections/:id`: an empty section. */
export const deleteSection = (sectionId: number) =>
  api.delete(`v1/admin/sections/${sectionId}`).json<ApiResponse<null>>();

export const useDeleteSection = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSection,
    onSuccess: () => queryClient.invalidateQueries(courseContentQuery(courseId)),
  });
};
