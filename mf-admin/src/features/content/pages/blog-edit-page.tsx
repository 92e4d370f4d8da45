import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { QueryState } from '@lms/shared';
import type { AdminBlog } from '@lms/shared/contracts';
import { useAdminBlog } from '../api/get-admin-blog';
import { useCreateBlog } from '../api/post-admin-blog';
import { useUpdateBlog } from '../api/put-admin-blog';
import { useDeleteBlog } from '../api/delete-admin-blog';
import { useUploadBlogCover } from '../api/post-blog-cover';
import { BlogForm, blogToValues, emptyBlog } from '../components/blog-form';
import { PictureUpload } from '../components/cover-upload';
import { DeleteButton } from '../components/delete-button';
import { saveErrorOf } from '../components/use-content-message';
import { useAdminPath } from '../../../lib/admin-path';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  aside {
    display: flex;
    flex-direction: column;
    gap: 1.5rem;
  }
`;

/** `#/admin/blogs/new`: a new post; then its own page, where the cover is added. */
export const BlogNewPage = () => {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const adminPath = useAdminPath();
  const create = useCreateBlog();
  const [values] = useState(emptyBlog);
  return (
    <>
      <h2>{t('content.blog.newTitle')}</h2>
      <p>
        <Link to={adminPath('blogs')}>{t('content.blog.backToList')}</Link>
      </p>
      <BlogForm
        values={values}
        saving={create.isPending}
        saved={false}
        error={saveErrorOf(create.error)}
        onSave={(payload) =>
          create
            .mutateAsync(payload)
            .then((response) => navigate(adminPath(`blogs/${response.data.id}`)))
            .catch(() => undefined)
        }
      />
    </>
  );
};

const BlogEditor = ({ post }: { post: AdminBlog }) => {
  const { t } = useTranslation('admin');
  const adminPath = useAdminPath();
  const navigate = useNavigate();
  const update = useUpdateBlog();
  const cover = useUploadBlogCover();
  const remove = useDeleteBlog();
  const values = useMemo(() => blogToValues(post), [post]);
  return (
    <>
      <h2>{post.title}</h2>
      <p>
        <Link to={adminPath('blogs')}>{t('content.blog.backToList')}</Link>
      </p>
      <Layout>
        <BlogForm
          values={values}
          saving={update.isPending}
          saved={update.isSuccess}
          error={saveErrorOf(update.error)}
          onSave={({ version = post.version, ...fields }) =>
            update
              .mutateAsync({ id: post.id, payload: { ...fields, version } })
              .catch(() => undefined)
          }
        />
        <aside>
          <section aria-labelledby="blog-state-title">
            <h3 id="blog-state-title">{t('content.blog.stateTitle')}</h3>
            <p>
              {t('content.blog.stateIs')} <strong>{t(`content.blog.state.${post.state}`)}</strong>
            </p>
            {post.state === 'published' && (
              <p>
                <a href={`#/blog/detail/${post.url}`}>{t('content.blog.publicLink')}</a>
              </p>
            )}
          </section>
          <PictureUpload
            title={t('content.blog.coverTitle')}
            current={{
              src: post.fileUrl,
              alt: t('content.blog.coverAlt', { title: post.title }),
              none: t('content.blog.noCover'),
            }}
            label={t('content.blog.coverFile')}
            submitLabel={t('content.blog.coverUpload')}
            doneLabel={t('content.blog.coverSaved')}
            upload={{
              ...cover,
              mutate: (file, options) =>
                cover.mutate({ id: post.id, version: post.version, file }, options),
            }}
          />
          <div>
            <DeleteButton
              label={t('content.blog.delete')}
              confirmTitle={t('content.blog.deleteTitle')}
              confirmText={t('content.blog.deleteText', { title: post.title })}
              onDelete={() => remove.mutateAsync(post.id).then(() => navigate(adminPath('blogs')))}
            />
          </div>
        </aside>
      </Layout>
    </>
  );
};

/** `#/admin/blogs/:id`: every field, the cover picture, and deleting. */
export const BlogEditPage = () => {
  const { id } = useParams();
  const query = useAdminBlog(Number(id));
  return <QueryState query={query}>{(response) => <BlogEditor post={response.data} />}</QueryState>;
};
