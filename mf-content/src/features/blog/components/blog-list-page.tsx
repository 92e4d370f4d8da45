import { useTranslation } from 'react-i18next';
import { ErrorMessage, PageContainer, PageHeader, QueryState } from '@lms/shared';
import { CardGrid } from '../../../components/card-grid';
import { useBlogList } from '../api/get-blog-list';
import { BlogCard } from './blog-card';

/** Blog list (spec §2 Blog); a generic error message when it cannot load (§8). */
export const BlogListPage = () => {
  const { t } = useTranslation();
  const posts = useBlogList();
  return (
    <>
      <PageHeader title={t('blog')} />
      <PageContainer>
        <QueryState
          query={posts}
          error={<ErrorMessage />}
          isEmpty={({ data }) => data.length === 0}
          empty={t('blogsEmpty')}
        >
          {({ data }) => (
            <CardGrid>
              {data.map((post, index) => (
                <BlogCard key={post.url} post={post} eager={index === 0} />
              ))}
            </CardGrid>
          )}
        </QueryState>
      </PageContainer>
    </>
  );
};
