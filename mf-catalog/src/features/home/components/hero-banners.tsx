import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Banner } from '@lms/shared';

const Hero = styled.section`
  position: relative;
  background: #0a2540;
  .slide {
    display: block;
  }
  .slide img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 5;
    object-fit: cover;
  }
`;

const Dots = styled.div`
  position: absolute;
  bottom: 0.75rem;
  left: 0;
  right: 0;
  display: flex;
  justify-content: center;
  gap: 0.25rem;
  button {
    width: 28px;
    height: 28px;
    border: 0;
    background: transparent;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  button::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.55);
  }
  button[aria-current='true']::before {
    background: #fff;
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 1rem;
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 0;
  background: rgba(255, 255, 255, 0.85);
  font-size: 1.4rem;
  cursor: pointer;
  @media (max-width: 1022px) {
    display: none;
  }
`;

const ROTATE_MS = 6000;

/** Hero banners, each linking to its own link, with dots; arrows hidden below 1023 px (spec §2). */
export const HeroBanners = ({ banners }: { banners: Banner[] }) => {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const banner = banners[index];
  if (!banner) return null;
  return (
    <Hero
      aria-roledescription="carousel"
      aria-label={t('banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <a
        className="slide"
        href={banner.link}
        aria-label={t('bannerOf', { index: index + 1, count })}
      >
        <img src={banner.filePath} alt="" width={1600} height={500} fetchPriority="high" />
      </a>
      {count > 1 && (
        <>
          <Arrow
            $side="left"
            type="button"
            aria-label={t('previous')}
            onClick={() => setIndex((index - 1 + count) % count)}
          >
            ‹
          </Arrow>
          <Arrow
            $side="right"
            type="button"
            aria-label={t('next')}
            onClick={() => setIndex((index + 1) % count)}
          >
            ›
          </Arrow>
          <Dots>
            {banners.map((item, i) => (
              <button
                key={item.filePath}
                type="button"
                aria-label={t('bannerOf', { index: i + 1, count })}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              />
            ))}
          </Dots>
        </>
      )}
    </Hero>
  );
};
