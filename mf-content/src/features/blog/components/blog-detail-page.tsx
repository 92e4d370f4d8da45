import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  ErrorMessage,
  NotFound,
  PageContainer,
  PageHeader,
  PICTURE_WIDTHS,
  Picture,
  QueryState,
  shareUrl,
  useDocumentTitle,
  useFormatters,
} from '@lms/shared';
import { SafeHtml } from '@lms/shared/html';
import { useBlogBySlug } from '../api/get-blog-by-slug';
import { MostRead } from './most-read';
import { ShareBar } from './share-bar';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1023px) {
    grid-template-columns: minmax(0, 1fr) 340px;
  }
`;

const Article = styled(Card)`
  > picture {
    display: block;
  }
  > img,
  > picture img {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: 6px;
    display: block;
  }
  time {
    display: block;
    margin: 1rem 0 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  p {
    line-height: 1.7;
  }
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 1rem;
`;

/** Blog detail: sanitised HTML, share links and the most read sidebar (spec §2 Blog). */
export const BlogDetailPage = () => {
  const { t } = useTranslation();
  const format = useFormatters();
  const { nameSlug = '' } = useParams();
  const post = useBlogBySlug(nameSlug);
  useDocumentTitle(post.data?.data.title);

  return (
    <QueryState
      query={post}
      notFound={
        <NotFound
          title={t('content:blogNotFound')}
          backTo="/blogs"
          backLabel={t('content:backToBlog')}
        />
      }
      error={
        <PageContainer>
          <ErrorMessage />
        </PageContainer>
      }
    >
      {({ data: { title, description, fileUrl, createDate, url } }) => (
        <>
          <PageHeader title={title} />
          <PageContainer>
            <Back to="/blogs">← {t('content:backToBlog')}</Back>
            <Layout>
              <Article as="article" $padding="roomy">
                {fileUrl && (
                  <Picture
                    src={fileUrl}
                    widths={PICTURE_WIDTHS.wide}
                    sizes="(min-width: 1023px) 760px, 95vw"
                    alt=""
                    width={600}
                    height={400}
                  />
                )}
                <time dateTime={createDate}>
                  {t('content:blogPublishedOn')}: {format.date(createDate)}
                </time>
                <SafeHtml html={description} />
                <ShareBar target={{ url: shareUrl('blog', url), title }} />
              </Article>
              <MostRead currentSlug={url} />
            </Layout>
          </PageContainer>
        </>
      )}
    </QueryState>
  );
};
