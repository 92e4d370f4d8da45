import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ErrorMessage,
  PageContainer,
  PageHeader,
  Picture,
  QueryState,
  useFormatters,
  type Gallery,
} from '@lms/shared';
import { CardGrid, LinkCard } from '../../../components/card-grid';
import { useGalleries } from '../api/get-galleries';

const Card = styled(LinkCard)`
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
  p {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** `eager`: the first card, whose picture is the page's largest paint on a phone. */
const GalleryCard = ({ gallery, eager = false }: { gallery: Gallery; eager?: boolean }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card>
      {gallery.filePaths[0] && (
        <Picture
          src={gallery.filePaths[0]}
          sizes="(min-width: 1023px) 400px, (min-width: 541px) 50vw, 100vw"
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
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

/** Gallery list (spec §2): cards linking to gallery/detail/{id}. */
export const GalleryListPage = () => {
  const { t } = useTranslation();
  const galleries = useGalleries();
  return (
    <>
      <PageHeader title={t('gallery')} />
      <PageContainer>
        <QueryState
          query={galleries}
          error={<ErrorMessage />}
          isEmpty={({ data }) => data.length === 0}
          empty={t('galleryEmpty')}
        >
          {({ data }) => (
            <CardGrid>
              {data.map((gallery, index) => (
                <GalleryCard key={gallery.id} gallery={gallery} eager={index === 0} />
              ))}
            </CardGrid>
          )}
        </QueryState>
      </PageContainer>
    </>
  );
};
