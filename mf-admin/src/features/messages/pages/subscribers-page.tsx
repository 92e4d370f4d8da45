import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, QueryState } from '@lms/shared';
import {
  SUBSCRIBER_STATES,
  adminSubscribersQuerySchema,
  type SubscriberState,
} from '@lms/shared/contracts';
import { Pager } from '../../../components/pager';
import { useFilterSearch } from '../../../lib/use-filter-search';
import { messageOf } from '../../site/components/form-errors';
import { ItemTable } from '../../site/components/item-table';
import { useDeleteSubscriber } from '../api/delete-subscriber';
import { useAdminSubscribers } from '../api/get-admin-subscribers';
import { useExportSubscribers } from '../api/get-subscribers-export';
import { useWhen } from './when';

const States = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

/**
 * `#/admin/subscribers`: the newsletter's addresses, confirmed and pending, a page at a time
 * (`?state=pending&page=2`, kept in the address); the CSV has them all; remove one.
 */
export const SubscribersPage = () => {
  const { t } = useTranslation('admin');
  const when = useWhen();
  const {
    values,
    query: filters,
    go,
  } = useFilterSearch({ state: '' }, adminSubscribersQuerySchema, {
    state: 'all' as SubscriberState,
    page: 1,
  });
  const { state, page } = filters;
  const query = useAdminSubscribers(state, page);
  const shown = query.data?.data;
  // A removal that empties the last page shows the page before it.
  useEffect(() => {
    if (shown && shown.items.length === 0 && shown.page > 1 && shown.total > 0) {
      go(values, Math.ceil(shown.total / shown.pageSize));
    }
  }, [shown, values, go]);
  const remove = useDeleteSubscriber();
  const exportCsv = useExportSubscribers();
  return (
    <>
      <h2>{t('subscribers.title')}</h2>
      <p>
        <Button
          type="button"
          variant="secondary"
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate()}
        >
          {t('subscribers.export')}
        </Button>
      </p>
      {exportCsv.isError && (
        <Alert role="alert" $kind="error">
          {messageOf(exportCsv.error)}
        </Alert>
      )}
      <States role="group" aria-label={t('subscribers.filter')}>
        {SUBSCRIBER_STATES.map((option) => (
          <Button
            key={option}
            type="button"
            variant={option === state ? 'primary' : 'secondary'}
            aria-pressed={option === state}
            onClick={() => go({ state: option === 'all' ? '' : option })}
          >
            {t(`subscribers.show.${option}`)}
          </Button>
        ))}
      </States>
      <QueryState
        query={query}
        isEmpty={(response) => response.data.items.length === 0 && response.data.page === 1}
        empty={t(`subscribers.none.${state}`)}
      >
        {(response) => {
          const { confirmed, pending } = response.data;
          return (
            <>
              <p>{t('subscribers.counts', { confirmed, pending })}</p>
              <ItemTable>
                <thead>
                  <tr>
                    <th scope="col">{t('subscribers.email')}</th>
                    <th scope="col">{t('subscribers.state')}</th>
                    <th scope="col">{t('subscribers.signedUp')}</th>
                    <th scope="col">{t('subscribers.confirmedAt')}</th>
                    <th scope="col">{t('site.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {response.data.items.map((row) => (
                    <tr key={row.id}>
                      <td style={{ overflowWrap: 'anywhere' }}>{row.email}</td>
                      <td>
                        {row.confirmedAt ? t('subscribers.confirmed') : t('subscribers.pending')}
                      </td>
                      <td>{when(row.createDate)}</td>
                      <td>{row.confirmedAt ? when(row.confirmedAt) : '—'}</td>
                      <td className="actions">
                        <Button
                          type="button"
                          variant="danger"
                          aria-label={t('subscribers.removeOne', { email: row.email })}
                          loading={remove.isPending && remove.variables === row.id}
                          onClick={() => {
                            if (
                              window.confirm(t('subscribers.confirmRemove', { email: row.email }))
                            ) {
                              remove.mutate(row.id);
                            }
                          }}
                        >
                          {t('subscribers.remove')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ItemTable>
              <Pager
                page={response.data.page}
                pageSize={response.data.pageSize}
                total={response.data.total}
                onPage={(next) => go(values, next)}
              />
            </>
          );
        }}
      </QueryState>
      {remove.isError && (
        <Alert role="alert" $kind="error">
          {messageOf(remove.error)}
        </Alert>
      )}
    </>
  );
};
