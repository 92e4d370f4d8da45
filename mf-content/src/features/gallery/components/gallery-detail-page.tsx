import { Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import {
  LoadingOverlay,
  NotFound,
  PageContainer,
  PageHeader,
  Picture,
  PlainList,
  isNotFound,
  useDocumentTitle,
} from '@lms/shared';
import { SafeHtml } from '@lms/shared/html';
import { useGallery } from '../api/get-gallery';

// The viewer and its stylesheet load only when a picture is opened.
const GalleryLightbox = lazy(
  () => import(/* webpackChunkName: "gallery-lightbox" */ './gallery-lightbox'),
);

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(1.06); opacity: 0.75; }
`;

/** The translated 'error', centred, bold and animated (spec §2, §8). */
const GalleryError = styled.p`
  text-align: center;
  font-weight: 700;
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.error};
  margin: 3rem 0;
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Lead = styled.h2`
  font-size: clamp(1.5rem, 3.5vw, 2.25rem);
  line-height: 1.25;
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Description = styled(SafeHtml)`
  max-width: 75ch;
  margin-bottom: 2rem;
  line-height: 1.7;
`;

const Grid = styled(PlainList)`
  grid-template-columns: 1fr;
  @media (min-width: 541px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: 1023px) {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  cursor: zoom-in;
  background: ${({ theme }) => theme.colors.border};
  aspect-ratio: 3 / 2;
  box-shadow: ${({ theme }) => theme.shadow};
  picture {
    display: block;
    height: 100%;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
    transition: transform 0.25s;
  }
  &:hover img {
    transform: scale(1.04);
  }
  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
  }
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 1rem;
`;

/** Gallery detail with its image grid and the full-screen lightbox (spec §2). */
export const GalleryDetailPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const gallery = useGallery(id);
  useDocumentTitle(gallery.data?.data.title);
  const [index, setIndex] = useState(-1);
  // Once opened, the viewer stays mounted so that it can animate its closing.
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const opener = useRef<number>(-1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const data = gallery.data?.data;
  const images = useMemo(
    () =>
      (data?.filePaths ?? []).map((src, i, all) => ({
        src,
        // The picture's own text when staff gave one, else where it sits.
        alt:
          data?.imageAlts?.[i] ||
          t('content:galleryOpenPhoto', { title: data?.title, index: i + 1, total: all.length }),
      })),
    [data, t],
  );

  const open = (i: number) => {
    opener.current = i;
    setViewerLoaded(true);
    setIndex(i);
  };
  const close = useCallback(() => setIndex(-1), []);
  // Focus goes back to the picture that opened the viewer.
  const closed = useCallback(() => buttons.current[opener.current]?.focus(), []);

  if (gallery.isPending) return <LoadingOverlay />;
  if (isNotFound(gallery.error)) {
    return (
      <NotFound
        title={t('content:galleryNotFound')}
        backTo="/galleries"
        backLabel={t('content:backToGalleries')}
      />
    );
  }
  if (gallery.isError || !data) {
    return (
      <PageContainer>
        <GalleryError role="alert">{t('error')}</GalleryError>
      </PageContainer>
    );
  }
  return (
    <>
      <PageHeader title={data.title} />
      <PageContainer>
        <Back to="/galleries">← {t('content:backToGalleries')}</Back>
        <Lead>{data.shortDescription}</Lead>
        <Description html={data.description} />
        <Grid aria-label={t('content:galleryPhotos')}>
          {images.map((image, i) => (
            <li key={image.src}>
              <Thumb
                type="button"
                ref={(element) => {
                  buttons.current[i] = element;
                }}
                onClick={() => open(i)}
                aria-label={image.alt}
              >
                <Picture
                  src={image.src}
                  sizes="(min-width: 1023px) 300px, (min-width: 541px) 50vw, 100vw"
                  alt=""
                  // The first picture is the page's largest paint on a phone: never lazy.
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  width={600}
                  height={400}
                />
              </Thumb>
            </li>
          ))}
        </Grid>
      </PageContainer>
      {viewerLoaded ? (
        <Suspense fallback={<LoadingOverlay />}>
          <GalleryLightbox images={images} index={index} onClose={close} onClosed={closed} />
        </Suspense>
      ) : null}
    </>
  );
};
