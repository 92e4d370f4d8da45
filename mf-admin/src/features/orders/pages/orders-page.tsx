import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert, QueryState } from '@lms/shared';
import { adminOrdersQuerySchema, type ParsedAdminOrdersQuery } from '@lms/shared/contracts';
import { Pager } from '../../../components/pager';
import { useAdminOrders } from '../api/get-admin-orders';
import { useExportOrders } from '../api/get-admin-orders-export';
import {
  NO_ORDER_FILTERS,
  OrderFilters,
  type OrderFilterValues,
} from '../components/order-filters';
import { OrdersTable } from '../components/orders-table';

const FILTER_KEYS = Object.keys(NO_ORDER_FILTERS) as (keyof OrderFilterValues)[];

/** The filters and page in the address (`?status=completed&page=2`), so a list can be shared. */
const useOrderSearch = () => {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as unknown as OrderFilterValues;
  const parsed = adminOrdersQuerySchema.safeParse({ ...values, page: params.get('page') ?? '' });
  const query: ParsedAdminOrdersQuery = parsed.success ? parsed.data : {};
  const go = (next: OrderFilterValues, page = 1) =>
    setParams(
      Object.fromEntries(
        [
          ...FILTER_KEYS.map((key) => [key, next[key].trim()]),
          ['page', page > 1 ? String(page) : ''],
        ].filter(([, value]) => value !== ''),
      ),
    );
  return { values, query, go };
};

/** `#/admin/orders` (finance and admins): orders newest first, filtered, paged, exported. */
export const OrdersPage = () => {
  const { t } = useTranslation('admin');
  const { values, query, go } = useOrderSearch();
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
