import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Banner } from '@lms/shared';
import { HeroSlide } from './hero-slide';

// The home page's carousels, on the browser's own scrolling (CSS scroll snap) and a cross-fade.
// The first render is the final layout: nothing is measured before the first paint, so the
// hero banner and the first cards are painted once, with the page.

/** Spec §9: carousel speed 750 ms; 5 slides, 4 below 1641 px, 3 below 1281, 2 below 870,
 * 1 below 541; hero arrows off below 1023 px. */
export const CAROUSEL_SPEED_MS = 750;
export const slidesForWidth = (width: number) =>
  width < 541 ? 1 : width < 870 ? 2 : width < 1281 ? 3 : width < 1641 ? 4 : 5;
const HERO_ARROWS_MIN_WIDTH = 1023;
const HERO_INTERVAL_MS = 6000;

const subscribeWidth = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const useWindowWidth = () => useSyncExternalStore(subscribeWidth, () => window.innerWidth);

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Scrolls `track` to `left` in CAROUSEL_SPEED_MS, easing in and out; snapping waits for it. */
const glide = (track: HTMLElement, left: number) => {
  const from = track.scrollLeft;
  if (reducedMotion() || from === left) {
    track.scrollLeft = left;
    return;
  }
  const start = performance.now();
  track.style.scrollSnapType = 'none';
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / CAROUSEL_SPEED_MS);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    track.scrollLeft = from + (left - from) * eased;
    if (t < 1) requestAnimationFrame(step);
    else track.style.scrollSnapType = '';
  };
  requestAnimationFrame(step);
};

const ArrowButton = styled.button<{ $side: 'left' | 'right'; $hero?: boolean }>`
  position: absolute;
  top: 50%;
  ${({ $side, $hero }) => `${$side}: ${$hero ? '1rem' : '-0.5rem'};`}
  z-index: 2;
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 0;
  background: rgba(255, 255, 255, 0.92);
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2);
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:disabled {
    opacity: 0;
    pointer-events: none;
  }
`;

const Arrow = ({
  side,
  label,
  hero,
  disabled,
  onClick,
}: {
  side: 'left' | 'right';
  label: string;
  hero?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) => (
  <ArrowButton
    type="button"
    $side={side}
    $hero={hero}
    aria-label={label}
    disabled={disabled}
    onClick={onClick}
  >
    {side === 'left' ? '‹' : '›'}
  </ArrowButton>
);

const Row = styled.div`
  position: relative;
  padding: 0.25rem 0 1rem;
`;

/** The cards: as many per screen as spec §9 says, each snapping to the start of the row. */
const Track = styled.ul`
  list-style: none;
  margin: 0 -0.5rem;
  padding: 0;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 20%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  > li {
    scroll-snap-align: start;
    padding: 0.25rem 0.5rem 0.5rem;
    min-width: 0;
  }
  @media (max-width: 1640px) {
    grid-auto-columns: 25%;
  }
  @media (max-width: 1280px) {
    grid-auto-columns: calc(100% / 3);
  }
  @media (max-width: 869px) {
    grid-auto-columns: 50%;
  }
  @media (max-width: 540px) {
    grid-auto-columns: 100%;
  }
`;

/** A course or blog row: slides per width and speed from spec §9; swipe, scroll or arrows. */
export const CardCarousel = ({ label, children }: { label: string; children: ReactNode[] }) => {
  const { t } = useTranslation('catalog');
  const perScreen = slidesForWidth(useWindowWidth());
  const track = useRef<HTMLUListElement>(null);
  const [first, setFirst] = useState(0);
  const count = children.length;
  const last = Math.max(0, count - perScreen);

  // The first card in view follows the scrolling, however it was scrolled.
  useEffect(() => {
    const element = track.current;
    if (!element) return undefined;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = element.clientWidth / perScreen;
        setFirst(Math.round(Math.abs(element.scrollLeft) / width));
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
    };
  }, [perScreen]);

  const go = (to: number) => {
    const element = track.current;
    if (!element) return;
    const target = Math.min(last, Math.max(0, to));
    setFirst(target);
    glide(element, (element.clientWidth / perScreen) * target);
  };

  return (
    <Row role="group" aria-roledescription="carousel" aria-label={label}>
      <Track ref={track}>
        {children.map((child, index) => {
          const shown = index >= first && index < first + perScreen;
          return (
            <li
              key={index}
              aria-roledescription="slide"
              // Cards out of view leave the tab order and the reading order.
              inert={!shown}
              data-shown={shown || undefined}
            >
              {child}
            </li>
          );
        })}
      </Track>
      {count > perScreen && (
        <>
          <Arrow
            side="left"
            label={t('previous')}
            disabled={first === 0}
            onClick={() => go(first - 1)}
          />
          <Arrow
            side="right"
            label={t('next')}
            disabled={first >= last}
            onClick={() => go(first + 1)}
          />
        </>
      )}
    </Row>
  );
};

const Hero = styled.section`
  position: relative;
  background: #0a2540;
  .slides {
    display: grid;
  }
  .slides > div {
    grid-area: 1 / 1;
    opacity: 0;
    visibility: hidden;
    transition:
      opacity ${CAROUSEL_SPEED_MS}ms ease,
      visibility 0s linear ${CAROUSEL_SPEED_MS}ms;
  }
  .slides > div[data-shown] {
    opacity: 1;
    visibility: visible;
    transition: opacity ${CAROUSEL_SPEED_MS}ms ease;
  }
  .dots {
    position: absolute;
    bottom: 0.5rem;
    left: 0;
    right: 0;
    display: flex;
    justify-content: center;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .dots button {
    width: 28px;
    height: 28px;
    border: 0;
    padding: 0;
    background: transparent;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  .dots button::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.6);
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.15);
  }
  .dots button[aria-current='true']::before {
    background: #fff;
  }
  .pause {
    position: absolute;
    right: 0.75rem;
    bottom: 0.5rem;
    z-index: 2;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    border: 0;
    background: rgba(0, 0, 0, 0.45);
    color: #fff;
    cursor: pointer;
  }
`;

/**
 * Hero banners (spec §2 Home, §9): cross-fading slides every 6 s, held while the pointer or the
 * focus is on them and stopped by the pause control; dots, and arrows only from 1023 px.
 */
export const HeroCarousel = ({ banners }: { banners: Banner[] }) => {
  const { t } = useTranslation('catalog');
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const arrows = useWindowWidth() >= HERO_ARROWS_MIN_WIDTH;
  const count = banners.length;
  const playing = count > 1 && !paused && !held;
  const show = useCallback((index: number) => setCurrent((index + count) % count), [count]);

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setTimeout(() => show(current + 1), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, current, show]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
  };

  return (
    <Hero
      aria-roledescription="carousel"
      aria-label={t('banners')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={onBlur}
    >
      <div className="slides" aria-live={playing ? 'off' : 'polite'}>
        {banners.map((banner, index) => (
          <div
            key={banner.filePath}
            role="group"
            aria-roledescription="slide"
            aria-label={t('bannerOf', { index: index + 1, count })}
            inert={index !== current}
            data-shown={index === current || undefined}
          >
            <HeroSlide
              banner={banner}
              first={index === 0}
              label={t('bannerOf', { index: index + 1, count })}
            />
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          {arrows && (
            <>
              <Arrow side="left" label={t('previous')} hero onClick={() => show(current - 1)} />
              <Arrow side="right" label={t('next')} hero onClick={() => show(current + 1)} />
            </>
          )}
          <ul className="dots">
            {banners.map((banner, index) => (
              <li key={banner.filePath}>
                <button
                  type="button"
                  aria-label={t('bannerOf', { index: index + 1, count })}
                  aria-current={index === current}
                  onClick={() => show(index)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="pause"
            aria-pressed={paused}
            aria-label={paused ? t('playSlides') : t('pauseSlides')}
            onClick={() => setPaused(!paused)}
          >
            {paused ? '▶' : '❚❚'}
          </button>
        </>
      )}
    </Hero>
  );
};
