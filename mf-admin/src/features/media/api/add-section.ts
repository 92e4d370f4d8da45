import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '@lms/shared';
import type { SectionNameRequest } from '@lms/shared/contracts';
import { courseContentQuery } from './course-content';

/** `POST /v1/admin/courses/:courseId/sections`: a new last section. */
export const addSection = (courseId: number, body: SectionNameRequest) =>
  api
    .post(`v1/admin/courses/${courseId}/sections`, { json: body })
    .json<ApiResponse<{ id: number; titleName: string }>>();

export const useAddSection = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SectionNameRequest) => addSection(courseId, body),
    onSuccess: () => queryClient.invalidateQueries(courseContentQuery(courseId)),
  });
};
