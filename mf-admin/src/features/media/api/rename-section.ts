import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { SectionNameRequest } from '@lms/shared/contracts';
import { courseContentQuery } from './course-content';

/** `PUT /v1/admin/sections/:id`: a section's new name. */
export const renameSection = (sectionId: number, body: SectionNameRequest) =>
  api
    .put(`v1/admin/sections/${sectionId}`, { json: body })
    .json<ApiResponse<{ id: number; titleName: string }>>();

export const useRenameSection = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, ...body }: SectionNameRequest & { sectionId: number }) =>
      renameSection(sectionId, body),
    onSuccess: () => queryClient.invalidateQueries(courseContentQuery(courseId)),
  });
};
