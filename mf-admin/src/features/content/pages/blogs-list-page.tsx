import { createColumnHelper, type TableFeatures } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryState } from '@lms/shared';
import type { AdminBlog } from '@lms/shared/contracts';
import { useAdminBlogs } from '../api/get-admin-blogs';
import { DataTable } from '../../../components/data-table';
import { useAdminPath } from '../../../lib/admin-path';

const column = createColumnHelper<TableFeatures, AdminBlog>();
const NO_ROWS: AdminBlog[] = [];

const dateOf = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language.startsWith('en') ? 'en-GB' : 'tr-TR', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** `#/admin/blogs`: every post, drafts and scheduled ones too, newest publish date first. */
export const BlogsListPage = () => {
  const { t, i18n } = useTranslation('admin');
  const adminPath = useAdminPath();
  const query = useAdminBlogs();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('title', {
          header: () => t('content.blog.column.title'),
          cell: (info) => (
            <Link to={adminPath(`blogs/${info.row.original.id}`)}>{info.getValue()}</Link>
          ),
        }),
        column.accessor('state', {
          header: () => t('content.blog.column.state'),
          cell: (info) => t(`content.blog.state.${info.getValue()}`),
        }),
        column.accessor('publishDate', {
          header: () => t('content.blog.column.publishDate'),
          cell: (info) => dateOf(info.getValue(), i18n.language),
        }),
        column.accessor('views', {
          header: () => t('content.blog.column.views'),
          cell: (info) => info.getValue(),
        }),
      ]),
    [t, i18n.language, adminPath],
  );
  const rows = query.data?.data ?? NO_ROWS;
  return (
    <>
      <h2>{t('content.blog.listTitle')}</h2>
      <p>
        <Link to={adminPath('blogs/new')}>{t('content.blog.new')}</Link>
      </p>
      <QueryState
        query={query}
        isEmpty={(data) => data.data.length === 0}
        empty={t('content.blog.empty')}
      >
        {() => (
          <DataTable
            label={t('content.blog.tableCaption', { count: rows.length })}
            columns={columns}
            data={rows}
            rowId={(post) => String(post.id)}
          />
        )}
      </QueryState>
    </>
  );
};
