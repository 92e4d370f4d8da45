import { useTranslation } from 'react-i18next';
import { Alert, Button, QueryState } from '@lms/shared';
import { messageOf } from '../../site/components/form-errors';
import { ItemTable } from '../../site/components/item-table';
import { useDeleteSubscriber } from '../api/delete-subscriber';
import { useAdminSubscribers } from '../api/get-admin-subscribers';
import { useExportSubscribers } from '../api/get-subscribers-export';
import { useWhen } from './when';

/** `#/admin/subscribers`: the newsletter's addresses, confirmed and pending; CSV; remove. */
export const SubscribersPage = () => {
  const { t } = useTranslation('admin');
  const when = useWhen();
  const query = useAdminSubscribers();
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
      <QueryState
        query={query}
        isEmpty={(response) => response.data.length === 0}
        empty={t('subscribers.empty')}
      >
        {(response) => {
          const confirmed = response.data.filter((row) => row.confirmedAt).length;
          return (
            <>
              <p>
                {t('subscribers.counts', {
                  confirmed,
                  pending: response.data.length - confirmed,
                })}
              </p>
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
                  {response.data.map((row) => (
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
