import { useTranslation } from 'react-i18next';
import { Alert, QueryState } from '@lms/shared';
import { adminOrdersQuerySchema, type ParsedAdminOrdersQuery } from '@lms/shared/contracts';
import { Pager } from '../../../components/pager';
import { useFilterSearch } from '../../../lib/use-filter-search';
import { useAdminOrders } from '../api/get-admin-orders';
import { useExportOrders } from '../api/get-admin-orders-export';
import {
  NO_ORDER_FILTERS,
  OrderFilters,
  type OrderFilterValues,
} from '../components/order-filters';
import { OrdersTable } from '../components/orders-table';

/** `#/admin/orders` (finance and admins): orders newest first, filtered, paged, exported. */
export const OrdersPage = () => {
  const { t } = useTranslation('admin');
  const { values, query, go } = useFilterSearch<OrderFilterValues, ParsedAdminOrdersQuery>(
    NO_ORDER_FILTERS,
    adminOrdersQuerySchema,
    {},
  );
  const orders = useAdminOrders(query);
  const exporting = useExportOrders();
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title">{t('orders.title')}</h2>
      <OrderFilters
        values={values}
        onApply={(next) => go(next)}
        onExport={() => exporting.mutate({ ...query, page: undefined })}
        exporting={exporting.isPending}
      />
      {exporting.isError && (
        <Alert $kind="error" role="alert">
          {exporting.error.message}
        </Alert>
      )}
      <QueryState
        query={orders}
        isEmpty={({ data }) => data.items.length === 0}
        empty={t('orders.empty')}
      >
        {({ data }) => (
          <>
            <OrdersTable orders={data.items} />
            <Pager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => go(values, page)}
            />
          </>
        )}
      </QueryState>
    </section>
  );
};
