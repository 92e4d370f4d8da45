import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  courseDetailsQuery,
  useSessionStore,
  type ApiResponse,
  type Course,
} from '@lms/shared';

/** A fresh link to an unlocked video of a course the user owns. */
export const getCourseVideo = (id: number) =>
  api
    .get(`v1/courses/getcoursevideo/${id}`)
    .json<ApiResponse<{ id: number; fileUrl: string; hlsUrl?: string }>>();

/** The course with one video's link filled in: the video is no longer locked (spec §3). */
const withVideoUrl = (
  course: Course,
  videoId: number,
  fileUrl: string,
  hlsUrl: string | undefined,
): Course => ({
  ...course,
  courseTitles: course.courseTitles.map((title) => ({
    ...title,
    courseVideos: title.courseVideos.map((video) =>
      video.id === videoId ? { ...video, fileUrl, ...(hlsUrl ? { hlsUrl } : {}) } : video,
    ),
  })),
});

/**
 * Unlocks a video by fetching its link (spec §4 "Video": the next one, in the last 60 s of the
 * one playing). The link goes into the course's one cache entry, the one catalog's course page
 * and the videos page both draw, so the video opens there without the course being read again.
 */
export const useUnlockCourseVideo = (nameSlug: string) => {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: getCourseVideo,
    onSuccess: ({ data }, videoId) => {
      if (!data.fileUrl) return;
      queryClient.setQueryData(courseDetailsQuery(nameSlug, token).queryKey, (details) =>
        details
          ? { ...details, data: withVideoUrl(details.data, videoId, data.fileUrl, data.hlsUrl) }
          : details,
      );
    },
  });
};

/**
 * Reads the course again: what the exam section says is still to watch changes with
 * each video the server counts as watched.
 */
export const useRefreshCourse = (nameSlug: string) => {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: courseDetailsQuery(nameSlug, token).queryKey }),
    [queryClient, nameSlug, token],
  );
};
