import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef, TableFeatures } from '@tanstack/react-table';
import styled from 'styled-components';
import { useFormatters } from '@lms/shared';
import type { AdminOrderRow } from '@lms/shared/contracts';
import { DataTable } from '../../../components/data-table';
import { useAdminPath } from '../../../lib/admin-path';

const Nowrap = styled.span`
  white-space: nowrap;
`;

/** The order list: number (to its page), date, buyer, courses, method, status, total. */
export const OrdersTable = ({ orders }: { orders: AdminOrderRow[] }) => {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const adminPath = useAdminPath();
  const columns = useMemo<ColumnDef<TableFeatures, AdminOrderRow>[]>(
    () => [
      {
        id: 'trackingId',
        header: t('orders.number'),
        cell: ({ row }) => (
          <Link to={adminPath(`orders/${row.original.trackingId}`)}>{row.original.trackingId}</Link>
        ),
      },
      {
        id: 'createdAt',
        header: t('orders.date'),
        cell: ({ row }) => <Nowrap>{format.date(row.original.createdAt, true)}</Nowrap>,
      },
      {
        id: 'buyer',
        header: t('orders.buyer'),
        cell: ({ row }) => (
          <>
            {row.original.buyerName}
            <br />
            <small>{row.original.buyerEmail}</small>
          </>
        ),
      },
      {
        id: 'courses',
        header: t('orders.courses'),
        cell: ({ row }) =>
          `${row.original.courses.join(', ')} (${t('orders.seatCount', { count: row.original.seats })})`,
      },
      {
        id: 'method',
        header: t('orders.method'),
        cell: ({ row }) =>
          row.original.paymentMethod === null
            ? t('orders.free')
            : t(`orders.methods.${row.original.paymentMethod}`),
      },
      {
        id: 'status',
        header: t('orders.status'),
        cell: ({ row }) => t(`orders.statuses.${row.original.status}`),
      },
      {
        id: 'total',
        header: t('orders.total'),
        cell: ({ row }) => (
          <Nowrap>
            {format.price(row.original.total)}
            {row.original.refundedAmount > 0 && (
              <>
                <br />
                <small>
                  {t('orders.refundedShort', { amount: format.price(row.original.refundedAmount) })}
                </small>
              </>
            )}
          </Nowrap>
        ),
      },
    ],
    [t, format, adminPath],
  );
  return (
    <DataTable
      label={t('orders.tableLabel')}
      columns={columns}
      data={orders}
      rowId={(row) => row.trackingId}
    />
  );
};
