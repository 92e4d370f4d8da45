import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  EmptyState,
  ErrorMessage,
  PageContainer,
  PageHeader,
  Picture,
  Spinner,
  useFormatters,
  type Gallery,
} from '@lms/shared';
import { useGalleries } from '../api/get-galleries';

const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: 1fr;
  @media (min-width: 541px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: 1023px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.article`
  position: relative;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
  picture,
  img {
    display: block;
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.border};
  }
  div {
    padding: 1rem 1.1rem 1.25rem;
  }
  h2 {
    margin: 0 0 0.4rem;
    font-size: 1.1rem;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid #f59e0b;
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radius};
  }
  p {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const GalleryCard = ({ gallery }: { gallery: Gallery }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card>
      {gallery.filePaths[0] && (
        <Picture
          src={gallery.filePaths[0]}
          sizes="(min-width: 1023px) 400px, (min-width: 541px) 50vw, 100vw"
          alt=""
          loading="lazy"
          width={600}
          height={400}
        />
      )}
      <div>
        <h2>
          <Link to={`/gallery/detail/${gallery.id}`}>{gallery.title}</Link>
        </h2>
        <p>{gallery.shortDescription}</p>
        <small>
          {format.date(gallery.createDate)} ·{' '}
          {t('content:galleryPhotoCount', { count: gallery.filePaths.length })}
        </small>
      </div>
    </Card>
  );
};

const GalleryList = () => {
  const { t } = useTranslation();
  const galleries = useGalleries();

  if (galleries.isPending) return <Spinner label={t('loading')} />;
  if (galleries.isError) return <ErrorMessage />;
  if (galleries.data.data.length === 0) return <EmptyState>{t('galleryEmpty')}</EmptyState>;
  return (
    <Grid>
      {galleries.data.data.map((gallery) => (
        <GalleryCard key={gallery.id} gallery={gallery} />
      ))}
    </Grid>
  );
};

/** Gallery list (spec §2): cards linking to gallery/detail/{id}. */
export const GalleryListPage = () => {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('gallery')} />
      <PageContainer>
        <GalleryList />
      </PageContainer>
    </>
  );
};
