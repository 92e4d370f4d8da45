import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { renditionSrcSet, type Banner } from '@lms/shared';

/** Below this width the phone crop (4:3) replaces the wide picture (16:5). */
export const HERO_PHONE_MAX_WIDTH = 640;
const PHONE = `(max-width: ${HERO_PHONE_MAX_WIDTH}px)`;
/** WebP renditions of each crop, a screen wide at 1x to 2x. */
const WIDE_WIDTHS = [640, 800, 1200, 1600, 2400] as const;
const PHONE_WIDTHS = [320, 480, 640, 800, 1200] as const;

const Slide = styled.a`
  position: relative;
  display: block;
  color: #fff;
  text-decoration: none;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 5;
    object-fit: cover;
  }
  .words {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    justify-content: center;
    align-items: flex-start;
    gap: 0.6rem;
    padding: 0 7.5%;
    max-width: 60%;
    text-shadow: 0 1px 3px rgba(0, 0, 0, 0.35);
  }
  .title {
    margin: 0;
    font-size: clamp(1.5rem, 3.6vw, 3.5rem);
    font-weight: 800;
    line-height: 1.15;
  }
  .subtitle {
    margin: 0;
    font-size: clamp(1rem, 1.7vw, 1.6rem);
    line-height: 1.35;
  }
  .button {
    margin-top: 0.4rem;
    padding: 0.55rem 1.4rem;
    border-radius: 999px;
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
    font-size: clamp(0.95rem, 1.3vw, 1.2rem);
    font-weight: 700;
    text-shadow: none;
  }
  @media ${PHONE} {
    img {
      aspect-ratio: 4 / 3;
    }
    .words {
      justify-content: flex-end;
      max-width: none;
      padding: 1rem 1rem 2.25rem;
      gap: 0.4rem;
    }
    .title {
      font-size: 1.5rem;
    }
    .subtitle {
      font-size: 1rem;
    }
    .button {
      font-size: 0.95rem;
    }
  }
`;

/**
 * One hero banner: a picture without text (the phone crop below 640 px) and its title, subtitle
 * and button as translated HTML over it. The first banner is the page's largest paint: fetched
 * at high priority and never lazily. Banners made before the words existed show the picture only.
 */
export const HeroSlide = ({
  banner,
  first,
  label,
}: {
  banner: Banner;
  first: boolean;
  /** The link's name when the banner has no words ("Announcement 1 of 3"). */
  label: string;
}) => {
  const { i18n } = useTranslation('catalog');
  const words = banner.text?.[i18n.language?.startsWith('en') ? 'en' : 'tr'];
  const phoneWebp = banner.phoneFilePath && renditionSrcSet(banner.phoneFilePath, PHONE_WIDTHS);
  const wideWebp = renditionSrcSet(banner.filePath, WIDE_WIDTHS);
  return (
    <Slide className="slide" href={banner.link} aria-label={words ? undefined : label}>
      <picture>
        {banner.phoneFilePath && (
          <>
            {phoneWebp && (
              <source
                media={PHONE}
                type="image/webp"
                srcSet={phoneWebp}
                sizes="100vw"
                width={800}
                height={600}
              />
            )}
            <source media={PHONE} srcSet={banner.phoneFilePath} width={800} height={600} />
          </>
        )}
        {wideWebp && <source type="image/webp" srcSet={wideWebp} sizes="100vw" />}
        <img
          src={banner.filePath}
          alt=""
          width={1600}
          height={500}
          sizes="100vw"
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'low'}
        />
      </picture>
      {words && (
        <div className="words">
          <h2 className="title">{words.title}</h2>
          <p className="subtitle">{words.subtitle}</p>
          <span className="button">{words.button}</span>
        </div>
      )}
    </Slide>
  );
};
