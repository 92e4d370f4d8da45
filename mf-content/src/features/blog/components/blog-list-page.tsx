import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, ErrorMessage, PageContainer, PageHeader, Spinner } from '@lms/shared';
import { useBlogList } from '../api/get-blog-list';
import { BlogCard } from './blog-card';

export const CardGrid = styled.div`
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

const BlogList = () => {
  const { t } = useTranslation();
  const posts = useBlogList();

  if (posts.isPending) return <Spinner label={t('loading')} />;
  if (posts.isError) return <ErrorMessage />;
  if (posts.data.data.length === 0) return <EmptyState>{t('blogsEmpty')}</EmptyState>;
  return (
    <CardGrid>
      {posts.data.data.map((post) => (
        <BlogCard key={post.url} post={post} />
      ))}
    </CardGrid>
  );
};

/** Blog list (spec §2 Blog); a generic error message when it cannot load (§8). */
export const BlogListPage = () => {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('blog')} />
      <PageContainer>
        <BlogList />
      </PageContainer>
    </>
  );
};
