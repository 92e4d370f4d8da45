import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Slider, { type CustomArrowProps } from 'react-slick';
import styled from 'styled-components';
import type { Banner } from '@lms/shared';
import { HeroSlide } from './hero-slide';
import { SlickStyles } from './slick-styles';

// Lazily loaded by the home page: react-slick never reaches the list or detail pages.

/** Spec §9: carousel speed 750 ms; 5 slides, 4 below 1641 px, 3 below 1281, 2 below 870,
 * 1 below 541; hero arrows off below 1023 px. */
export const CAROUSEL_SPEED_MS = 750;
export const slidesForWidth = (width: number) =>
  width < 541 ? 1 : width < 870 ? 2 : width < 1281 ? 3 : width < 1641 ? 4 : 5;

// react-slick 0.31's `responsive` only reacts to later media changes, not to the width at mount,
// so the width is read here and the settings are passed directly.
const subscribeWidth = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const useWindowWidth = () => useSyncExternalStore(subscribeWidth, () => window.innerWidth);
const HERO_INTERVAL_MS = 6000;

/**
 * react-slick hides the slides out of view with aria-hidden but leaves their links in the tab
 * order; `inert` takes them out of it too, and follows every slide change (axe aria-hidden-focus).
 */
const useInertHiddenSlides = () => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const sync = () => {
      for (const slide of root.querySelectorAll<HTMLElement>('.slick-slide')) {
        slide.inert = slide.getAttribute('aria-hidden') === 'true';
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);
  return ref;
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
  &.slick-disabled {
    opacity: 0;
    pointer-events: none;
  }
`;

const arrow = (side: 'left' | 'right', label: string, hero = false) => {
  const Arrow = ({ className, onClick }: CustomArrowProps) => (
    <ArrowButton
      type="button"
      className={className}
      $side={side}
      $hero={hero}
      aria-label={label}
      onClick={onClick}
    >
      {side === 'left' ? '‹' : '›'}
    </ArrowButton>
  );
  return <Arrow />;
};

const Row = styled.div`
  padding: 0.25rem 0 1rem;
  .slick-list {
    margin: 0 -0.5rem;
  }
  .slick-slide > div {
    padding: 0.25rem 0.5rem 0.5rem;
  }
`;

/** A course or blog row: slides per width and speed from spec §9. */
export const CardCarousel = ({ label, children }: { label: string; children: ReactNode[] }) => {
  const { t } = useTranslation('catalog');
  const slidesToShow = slidesForWidth(useWindowWidth());
  const ref = useInertHiddenSlides();
  return (
    <Row ref={ref} role="group" aria-roledescription="carousel" aria-label={label}>
      <SlickStyles />
      <Slider
        infinite={false}
        speed={CAROUSEL_SPEED_MS}
        slidesToShow={slidesToShow}
        slidesToScroll={1}
        prevArrow={arrow('left', t('previous'))}
        nextArrow={arrow('right', t('next'))}
      >
        {children}
      </Slider>
    </Row>
  );
};

const Hero = styled.section`
  position: relative;
  background: #0a2540;
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

/** Hero banners: dots, autoplay paused on hover, focus or by the pause control; arrows only from
 * 1023 px (spec §2 Home, §9). Fading slides keep react-slick from cloning the banner links. */
export const HeroCarousel = ({ banners }: { banners: Banner[] }) => {
  const { t } = useTranslation('catalog');
  const slider = useRef<Slider>(null);
  const [paused, setPaused] = useState(false);
  const arrows = useWindowWidth() >= 1023;
  const toggle = () => {
    if (paused) slider.current?.slickPlay();
    else slider.current?.slickPause();
    setPaused(!paused);
  };
  const count = banners.length;
  const ref = useInertHiddenSlides();
  return (
    <Hero ref={ref} aria-roledescription="carousel" aria-label={t('banners')}>
      <SlickStyles />
      <Slider
        ref={slider}
        fade
        infinite
        dots
        autoplay={count > 1}
        autoplaySpeed={HERO_INTERVAL_MS}
        pauseOnHover
        pauseOnFocus
        speed={CAROUSEL_SPEED_MS}
        prevArrow={arrow('left', t('previous'), true)}
        nextArrow={arrow('right', t('next'), true)}
        arrows={arrows}
        customPaging={(index) => (
          <button type="button" aria-label={t('bannerOf', { index: index + 1, count })} />
        )}
      >
        {banners.map((banner, index) => (
          <div key={banner.filePath}>
            <HeroSlide
              banner={banner}
              first={index === 0}
              label={t('bannerOf', { index: index + 1, count })}
            />
          </div>
        ))}
      </Slider>
      {count > 1 && (
        <button
          type="button"
          className="pause"
          aria-pressed={paused}
          aria-label={paused ? t('playSlides') : t('pauseSlides')}
          onClick={toggle}
        >
          {paused ? '▶' : '❚❚'}
        </button>
      )}
    </Hero>
  );
};
