import { lazy, Suspense, useCallback, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '@lms/shared';
import { useProgressTracker } from '../hooks/use-progress-tracker';
import { HlsVideo } from './hls-video';

// The player library loads with the first video, not with the course page.
const ReactPlayer = lazy(() => import(/* webpackChunkName: "react-player" */ 'react-player'));

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: #0f1720;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  video {
    display: block;
  }
`;

export interface PlayingVideo {
  id: number;
  title: string;
  duration: number;
  src: string;
  /** The HLS master playlist once the video was transcoded; the MP4 (`src`) plays until then. */
  hls?: string;
  startAt: number;
}

/** The languages the seed videos carry captions in, by their own names. */
const CAPTIONS = [
  ['tr', 'Türkçe'],
  ['en', 'English'],
] as const;

/** A video's captions ride on its signed link: `…/media/videos/7?sig` → `…/videos/7/captions/tr?sig`. */
export const captionsUrl = (src: string, lang: string): string => {
  const url = new URL(src, window.location.href);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/captions/${lang}`;
  return url.toString();
};

const timeOf = (event: SyntheticEvent<HTMLVideoElement>) => event.currentTarget.currentTime;

/** react-player on a signed link; its events feed the progress tracker (spec §4 "Video"). */
export const VideoPlayer = ({
  video,
  onNearEnd,
}: {
  video: PlayingVideo;
  onNearEnd: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const tracker = useProgressTracker(video, onNearEnd);
  const { startAt } = video;

  // Resume at the saved position (spec §4) as soon as the element knows its length.
  const resumeAt = useCallback(
    (element: HTMLVideoElement | null) => {
      if (!element || startAt <= 0) return;
      const seek = () => {
        element.currentTime = startAt;
      };
      if (element.readyState >= 1) seek();
      else element.addEventListener('loadedmetadata', seek, { once: true });
    },
    [startAt],
  );

  const tracks = CAPTIONS.map(([lang, label]) => (
    <track
      key={lang}
      kind="captions"
      srcLang={lang}
      label={label}
      src={captionsUrl(video.src, lang)}
      default={i18n.language === lang}
    />
  ));
  const events = {
    onPlay: () => tracker.current?.play(),
    onPause: () => tracker.current?.pause(),
    onEnded: () => tracker.current?.pause(),
    onTimeUpdate: (event: SyntheticEvent<HTMLVideoElement>) =>
      tracker.current?.timeUpdate(timeOf(event)),
    onSeeking: () => tracker.current?.seeking(),
    onSeeked: (event: SyntheticEvent<HTMLVideoElement>) => tracker.current?.seeked(timeOf(event)),
  };

  return (
    <Frame>
      {video.hls ? (
        // Adaptive renditions: the lightest first, then as the bandwidth allows.
        <HlsVideo
          src={video.src}
          hls={video.hls}
          controls
          width="100%"
          height="100%"
          preload="metadata"
          crossOrigin="anonymous"
          aria-label={video.title}
          ref={resumeAt}
          {...events}
        >
          {tracks}
        </HlsVideo>
      ) : (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <ReactPlayer
            src={video.src}
            controls
            width="100%"
            height="100%"
            preload="metadata"
            // The captions come from the API's origin: the element asks for them with CORS.
            crossOrigin="anonymous"
            aria-label={video.title}
            ref={resumeAt}
            {...events}
          >
            {tracks}
          </ReactPlayer>
        </Suspense>
      )}
    </Frame>
  );
};
