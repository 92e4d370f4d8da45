import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '@lms/shared';
import { auditQuerySchema, type ParsedAuditQuery } from '@lms/shared/contracts';
import { Pager } from '../../../components/pager';
import { useAdminAudit } from '../api/get-admin-audit';
import { AuditFilters, NO_FILTERS, type AuditFilterValues } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof AuditFilterValues)[];

/** The filters and page in the address (`?person=…&page=2`), so a filtered page can be shared. */
const useAuditSearch = () => {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as unknown as AuditFilterValues;
  const parsed = auditQuerySchema.safeParse({ ...values, page: params.get('page') ?? '' });
  // An address edited by hand that does not parse shows the newest entries.
  const query: ParsedAuditQuery = parsed.success ? parsed.data : {};
  const go = (next: AuditFilterValues, page = 1) =>
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

/** `#/admin/audit` (admins): every recorded staff write, newest first, filtered and paged. */
export const AuditLogPage = () => {
  const { t } = useTranslation('admin');
  const { values, query, go } = useAuditSearch();
  const audit = useAdminAudit(query);
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">{t('audit.title')}</h2>
      <AuditFilters values={values} onApply={(next) => go(next)} />
      <QueryState
        query={audit}
        isEmpty={({ data }) => data.items.length === 0}
        empty={t('audit.empty')}
      >
        {({ data }) => (
          <>
            <AuditTable entries={data.items} />
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
