import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox, { type ControllerRef, type Labels } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import type { SlideImage, ZoomRef } from 'yet-another-react-lightbox';
import { PICTURE_WIDTHS, renditionUrl } from '@lms/shared';
import {
  IDLE_HIDE_MS,
  NAVIGATION_THROTTLE_MS,
  createThrottle,
  lightboxCommand,
  targetIndex,
} from '../lib/lightbox-keys';
import { injectLightboxStyles } from './lightbox-styles';

injectLightboxStyles();

const LABEL_KEYS = [
  'Previous',
  'Next',
  'Close',
  'Slide',
  'Carousel',
  'Lightbox',
  'Photo gallery',
  '{index} of {total}',
  'Zoom in',
  'Zoom out',
  'Play',
  'Pause',
  'Enter Fullscreen',
  'Exit Fullscreen',
  'Thumbnails',
  'Show thumbnails',
  'Hide thumbnails',
] as const;

export interface GalleryLightboxProps {
  images: { src: string; alt: string }[];
  /** The slide to open on; -1 keeps the lightbox closed. */
  index: number;
  onClose: () => void;
  /** Called once the lightbox has fully closed, e.g. to give focus back. */
  onClosed?: () => void;
}

/** The seed's gallery pictures are 3:2 (drawn 2400×1600). */
const PHOTO_RATIO = 2 / 3;

/**
 * A slide with WebP renditions up to 2400 px: the library picks the one the shown
 * size needs, a larger one as a visitor zooms in, and lets zoom go as far as the largest.
 */
const slideOf = ({ src, alt }: { src: string; alt: string }): SlideImage => {
  const srcSet = PICTURE_WIDTHS.wide.flatMap((width) => {
    const url = renditionUrl(src, width, 'webp');
    return url ? [{ src: url, width, height: Math.round(width * PHOTO_RATIO) }] : [];
  });
  if (srcSet.length === 0) return { src, alt, imageFit: 'contain' };
  const largest = srcSet[srcSet.length - 1]!;
  return { src, alt, imageFit: 'contain', width: largest.width, height: largest.height, srcSet };
};

/** True once nothing has moved, been pressed or touched for `ms` while `active`. */
const useIdle = (active: boolean, ms: number) => {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    let timer = window.setTimeout(() => setIdle(true), ms);
    const wake = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), ms);
    };
    const events = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, wake, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, wake);
      setIdle(false);
    };
  }, [active, ms]);
  return idle;
};

/**
 * Full-screen viewer over the gallery (spec §2 Lightbox, §9): counter, zoom, a 3000 ms
 * slideshow, fullscreen, thumbnails from 2 images, no looping, the spec's keys with next and
 * previous throttled to 150 ms, and the controls hidden after 3500 ms without activity.
 */
const GalleryLightbox = ({ images, index, onClose, onClosed }: GalleryLightboxProps) => {
  const { t } = useTranslation();
  const controller = useRef<ControllerRef>(null);
  const zoom = useRef<ZoomRef>(null);
  const open = index >= 0;
  const idle = useIdle(open, IDLE_HIDE_MS);

  const labels = useMemo(
    () =>
      // Keys with spaces need `ns`: i18next reads a `ns:` prefix on them as plain text.
      Object.fromEntries(
        LABEL_KEYS.map((key) => [key, t(`lightbox_${key}`, { ns: 'content' })]),
      ) as Labels,
    [t],
  );
  const slides = useMemo(() => images.map(slideOf), [images]);

  // The library knows Escape and the left/right arrows; the spec adds Delete, Backspace, the
  // up/down arrows and the page keys. One handler, ahead of the library's, owns all of them.
  useEffect(() => {
    if (!open) return undefined;
    const mayMove = createThrottle(NAVIGATION_THROTTLE_MS);
    const onKeyDown = (event: KeyboardEvent) => {
      const command = lightboxCommand(event);
      const lightbox = controller.current;
      if (!command || !lightbox) return;
      const zoomed = (zoom.current?.zoom ?? 1) > 1;
      // While zoomed in, the arrows pan the picture (the zoom plugin's own keys).
      if (zoomed && event.key.startsWith('Arrow')) return;
      event.preventDefault();
      event.stopPropagation();
      if (command === 'close') {
        lightbox.close();
        return;
      }
      const { currentIndex, slides: all } = lightbox.getLightboxState();
      if (targetIndex(command, currentIndex, all.length) === currentIndex) return;
      if (!mayMove()) return;
      if (command === 'next') lightbox.next();
      else lightbox.prev();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  const plugins = [
    Counter,
    Zoom,
    Slideshow,
    Fullscreen,
    ...(images.length >= 2 ? [Thumbnails] : []),
  ];

  return (
    <Lightbox
      open={open}
      index={Math.max(index, 0)}
      close={onClose}
      slides={slides}
      plugins={plugins}
      labels={labels}
      carousel={{ finite: true }}
      controller={{ ref: controller, closeOnBackdropClick: true, closeOnPullDown: true }}
      zoom={{ ref: zoom }}
      slideshow={{ delay: 3000 }}
      thumbnails={{ showToggle: true }}
      counter={{ container: { style: { top: 0, left: 0 } } }}
      on={{ exited: onClosed }}
      className={idle ? 'lms-lightbox-idle' : undefined}
    />
  );
};

export default GalleryLightbox;
