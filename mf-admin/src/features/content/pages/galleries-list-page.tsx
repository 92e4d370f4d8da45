import { createColumnHelper, type TableFeatures } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryState } from '@lms/shared';
import { useAdminGalleries, type AdminGalleryListItem } from '../api/get-admin-galleries';
import { DataTable } from '../../../components/data-table';
import { useAdminPath } from '../../../lib/admin-path';

const column = createColumnHelper<TableFeatures, AdminGalleryListItem>();
const NO_ROWS: AdminGalleryListItem[] = [];

/** `#/admin/galleries`: every gallery in the order the public page shows them. */
export const GalleriesListPage = () => {
  const { t, i18n } = useTranslation('admin');
  const adminPath = useAdminPath();
  const query = useAdminGalleries();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('title', {
          header: () => t('content.gallery.column.title'),
          cell: (info) => (
            <Link to={adminPath(`galleries/${info.row.original.id}`)}>{info.getValue()}</Link>
          ),
        }),
        column.accessor('isDraft', {
          header: () => t('content.gallery.column.state'),
          cell: (info) =>
            t(info.getValue() ? 'content.gallery.state.draft' : 'content.gallery.state.published'),
        }),
        column.accessor('imageCount', {
          header: () => t('content.gallery.column.images'),
          cell: (info) => info.getValue(),
        }),
        column.accessor('createDate', {
          header: () => t('content.gallery.column.createDate'),
          cell: (info) =>
            new Date(info.getValue()).toLocaleDateString(
              i18n.language.startsWith('en') ? 'en-GB' : 'tr-TR',
            ),
        }),
      ]),
    [t, i18n.language, adminPath],
  );
  const rows = query.data?.data ?? NO_ROWS;
  return (
    <>
      <h2>{t('content.gallery.listTitle')}</h2>
      <p>
        <Link to={adminPath('galleries/new')}>{t('content.gallery.new')}</Link>
      </p>
      <QueryState
        query={query}
        isEmpty={(data) => data.data.length === 0}
        empty={t('content.gallery.empty')}
      >
        {() => (
          <DataTable
            label={t('content.gallery.tableCaption', { count: rows.length })}
            columns={columns}
            data={rows}
            rowId={(gallery) => String(gallery.id)}
          />
        )}
      </QueryState>
    </>
  );
};
