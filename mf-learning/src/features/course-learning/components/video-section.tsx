import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import {
  EmptyState,
  ErrorMessage,
  PlainList,
  Spinner,
  outlinedSurface,
  type Course,
  type CourseVideo,
} from '@lms/shared';
import { formatClock } from '../../../lib/format-time';
import { useRefreshCourse, useUnlockCourseVideo } from '../api/get-course-video';
import { useStartVideo } from '../api/post-video-progress';
import { preloadHls } from './hls-video';
import { VideoPlayer, type PlayingVideo } from './video-player';

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
    align-items: start;
  }
`;

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Placeholder = styled.div`
  aspect-ratio: 16 / 9;
  display: flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(135deg, #0f1720, ${({ theme }) => theme.colors.primaryDark});
  color: #fff;
`;

const Groups = styled.div`
  ${outlinedSurface}
  overflow: hidden;
  h3 {
    margin: 0;
    padding: 0.75rem 1rem;
    font-size: 0.95rem;
    background: ${({ theme }) => theme.colors.background};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  min-height: 56px;
  padding: 0.6rem 1rem;
  text-align: left;
  font: inherit;
  background: #fff;
  border: 0;
  border-left: 4px solid transparent;
`;

const ItemButton = styled.button`
  ${itemStyle}
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.infoBg};
  }
  &[aria-current='true'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.infoBg};
    font-weight: 600;
  }
`;

const LockedItem = styled.div`
  ${itemStyle}
  color: ${({ theme }) => theme.colors.muted};
`;

const ItemText = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
  }
`;

const Icon = styled.span`
  flex: none;
  display: inline-flex;
  width: 28px;
  height: 28px;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
`;

const PlayIcon = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
    <path d="M3 1.5v9l7-4.5z" fill="currentColor" />
  </svg>
);

const LockIcon = () => (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" data-testid="lock-icon">
    <path
      d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 1 0-4 0z"
      fill="currentColor"
      fillRule="evenodd"
    />
  </svg>
);

/** The course's videos in play order, across its titles. */
const playOrder = (course: Course): CourseVideo[] =>
  course.courseTitles.flatMap((title) => title.courseVideos);

/**
 * Video list grouped by title with locks, and the player (spec §2 "Course detail", §4 "Video").
 * Only owners play; links of locked videos never reach the page.
 */
export const VideoSection = ({
  course,
  resumeVideoId,
}: {
  course: Course;
  /** A video to open at once (My Trainings' "Continue"); it resumes at its saved position. */
  resumeVideoId?: number;
}) => {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<PlayingVideo | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const start = useStartVideo();
  // The video being started, while its request runs; a failed start's error stays with it.
  const starting = start.isPending ? start.variables : null;
  const { mutateAsync: unlockVideo } = useUnlockCourseVideo(course.nameSlug);
  const refreshCourse = useRefreshCourse(course.nameSlug);

  const videos = useMemo(() => playOrder(course), [course]);
  // The HLS player's code comes while the learner reads the list, not after the pick.
  const hasHls = course.isOwner && videos.some((video) => Boolean(video.hlsUrl));
  useEffect(() => {
    if (hasHls) preloadHls();
  }, [hasHls]);
  // An unlocked video's link is in the course itself (unlocking writes it into the cached course).
  const urlOf = useCallback(
    (video: CourseVideo) => (course.isOwner ? video.fileUrl : ''),
    [course.isOwner],
  );

  const select = async (video: CourseVideo) => {
    const src = urlOf(video);
    if (!src || start.isPending) return;
    try {
      const startAt = Math.min(await start.mutateAsync(video.id), video.duration);
      setPlaying({
        id: video.id,
        title: video.title,
        duration: video.duration,
        src,
        ...(course.isOwner && video.hlsUrl ? { hls: video.hlsUrl } : {}),
        startAt,
      });
      setAnnouncement(startAt > 0 ? t('learning:resumedAt', { time: formatClock(startAt) }) : '');
    } catch {
      // The mutation keeps the error; it is shown under the player.
    }
  };

  // "Continue" opens its video once, as if it had been chosen from the list.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || resumeVideoId === undefined) return;
    const video = videos.find((item) => item.id === resumeVideoId);
    if (!video || !urlOf(video)) return;
    resumed.current = true;
    void select(video);
  });

  // In the last 60 s, the next video's link is fetched, which unlocks it (spec §4) once the
  // server credited enough of this one. While an exam waits for videos, the course is
  // read again when one more counts, so its "videos to go" follows.
  const examWaits = course.courseTitles.some((title) =>
    title.courseExams.some((exam) => (exam.videosLeft ?? 0) > 0),
  );
  const unlockNext = useCallback(async () => {
    if (!playing) return;
    const index = videos.findIndex((video) => video.id === playing.id);
    const next = videos[index + 1];
    if (!next) {
      if (examWaits) void refreshCourse();
      return;
    }
    if (urlOf(next)) return;
    try {
      const { data } = await unlockVideo(next.id);
      if (data.fileUrl) {
        setAnnouncement(t('learning:videoUnlocked', { title: next.title }));
        if (examWaits) void refreshCourse();
      }
    } catch {
      // Still locked on the server: it stays locked here too.
    }
  }, [playing, videos, urlOf, t, unlockVideo, refreshCourse, examWaits]);

  if (videos.length === 0) return <EmptyState>{t('learning:noVideos')}</EmptyState>;

  return (
    <Layout>
      <Stage>
        {playing ? (
          <>
            <VideoPlayer key={playing.id} video={playing} onNearEnd={unlockNext} />
            <h3>{playing.title}</h3>
          </>
        ) : (
          <Placeholder>
            {starting !== null ? (
              <Spinner label={t('loading')} />
            ) : (
              <span>
                {course.isOwner ? t('learning:chooseVideo') : t('learning:videosIntroGuest')}
              </span>
            )}
          </Placeholder>
        )}
        {start.isError && <ErrorMessage error={start.error} />}
        {course.isOwner && <p>{t('learning:videosIntroOwner')}</p>}
        <div className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </div>
      </Stage>
      <Groups>
        {course.courseTitles
          .filter((title) => title.courseVideos.length > 0)
          .map((title) => (
            <section key={title.titleName} aria-label={title.titleName}>
              <h3>{title.titleName}</h3>
              <PlainList $gap="0">
                {title.courseVideos.map((video) => {
                  const duration = t('learning:videoDuration', {
                    time: formatClock(video.duration),
                  });
                  const open = Boolean(urlOf(video));
                  return (
                    <li key={video.id}>
                      {open ? (
                        <ItemButton
                          type="button"
                          aria-current={playing?.id === video.id}
                          aria-busy={starting === video.id || undefined}
                          // Named by what it shows, the title first (WCAG 2.5.3).
                          onClick={() => void select(video)}
                        >
                          <Icon>
                            <PlayIcon />
                          </Icon>
                          <ItemText>
                            {video.title}
                            <small>
                              {playing?.id === video.id
                                ? t('learning:videoPlaying')
                                : video.watched
                                  ? `${t('learning:videoWatched')} · ${duration}`
                                  : duration}
                            </small>
                          </ItemText>
                        </ItemButton>
                      ) : (
                        <LockedItem
                          title={
                            course.isOwner
                              ? t('learning:videoLockedHint')
                              : t('learning:videoOwnerOnly')
                          }
                        >
                          <Icon>
                            <LockIcon />
                          </Icon>
                          <ItemText>
                            {video.title}
                            <small>
                              {t('learning:videoLocked')} · {duration}
                            </small>
                          </ItemText>
                        </LockedItem>
                      )}
                    </li>
                  );
                })}
              </PlainList>
            </section>
          ))}
      </Groups>
    </Layout>
  );
};
