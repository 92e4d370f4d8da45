import { useEffect, useRef } from 'react';
import { sendVideoProgressKeepalive, useSaveVideoProgress } from '../api/post-video-progress';
import { ProgressTracker } from './progress-tracker';

/**
 * One tracker per playing video, saving through the API and with a keepalive request when the
 * page is hidden or closed. `onNearEnd` may change between renders; the latest one is called.
 */
export function useProgressTracker(
  video: { id: number; duration: number; startAt: number },
  onNearEnd: () => void,
) {
  const nearEnd = useRef(onNearEnd);
  useEffect(() => {
    nearEnd.current = onNearEnd;
  });

  const trackerRef = useRef<ProgressTracker | null>(null);
  const { id, duration, startAt } = video;
  const { mutateAsync: saveProgress } = useSaveVideoProgress();

  useEffect(() => {
    const tracker = new ProgressTracker({
      duration,
      startAt,
      save: (seconds) => saveProgress({ courseVideoId: id, currentTime: seconds }),
      saveOnExit: (seconds) => sendVideoProgressKeepalive(id, seconds),
      onNearEnd: () => nearEnd.current(),
    });
    trackerRef.current = tracker;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') tracker.hide();
    };
    const onPageHide = () => tracker.hide();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      tracker.stop();
      trackerRef.current = null;
    };
  }, [id, duration, startAt, saveProgress]);

  return trackerRef;
}
