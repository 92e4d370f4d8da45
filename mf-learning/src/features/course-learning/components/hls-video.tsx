import { useCallback, useEffect, useState, type Ref, type VideoHTMLAttributes } from 'react';

/**
 * Plays an HLS master playlist in a plain <video>: the browser's own HLS where it has it
 * (Safari, iOS, Android's Chrome), else hls.js, loaded as its own chunk only then; where neither
 * works, or hls.js gives up, the MP4 plays. The player starts with the playlist's first (lightest)
 * rendition and moves up as the measured bandwidth allows.
 */
const loadHls = () => import(/* webpackChunkName: "hls" */ 'hls.js/light');

const nativeHls = (element: HTMLVideoElement) =>
  element.canPlayType('application/vnd.apple.mpegurl') !== '';

/**
 * Fetches hls.js's chunk ahead, where the browser will need it: an owner's course page with
 * transcoded videos, while the learner reads it (the chunk is then no wait before the first frame).
 */
export const preloadHls = () => {
  if (typeof document === 'undefined' || nativeHls(document.createElement('video'))) return;
  void loadHls().catch(() => undefined);
};

export async function attachHls(
  element: HTMLVideoElement,
  playlist: string,
  fallback: string,
): Promise<() => void> {
  if (nativeHls(element)) {
    element.src = playlist;
    return () => undefined;
  }
  const { default: Hls } = await loadHls();
  if (!Hls.isSupported()) {
    element.src = fallback;
    return () => undefined;
  }
  const hls = new Hls({ capLevelToPlayerSize: true, startLevel: 0 });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // A rendition that cannot be played: the original still can.
    hls.destroy();
    element.src = fallback;
  });
  hls.loadSource(playlist);
  hls.attachMedia(element);
  return () => hls.destroy();
}

export type HlsVideoProps = Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> & {
  /** The MP4, played where HLS cannot be. */
  src: string;
  /** The master playlist. */
  hls: string;
  ref?: Ref<HTMLVideoElement>;
};

export const HlsVideo = ({ src, hls, ref, children, ...props }: HlsVideoProps) => {
  const [element, setElement] = useState<HTMLVideoElement | null>(null);

  useEffect(() => {
    if (!element) return;
    let cancelled = false;
    let detach: () => void = () => undefined;
    void attachHls(element, hls, src).then((stop) => {
      if (cancelled) stop();
      else detach = stop;
    });
    return () => {
      cancelled = true;
      detach();
    };
  }, [element, hls, src]);

  const setRefs = useCallback(
    (node: HTMLVideoElement | null) => {
      setElement(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: HTMLVideoElement | null }).current = node;
    },
    [ref],
  );

  return (
    // The caption <track>s come in as children (video-player.tsx).
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video {...props} ref={setRefs}>
      {children}
    </video>
  );
};
