import { useTranslation } from 'react-i18next';
import { QueryState } from '@lms/shared';
import { auditQuerySchema, type ParsedAuditQuery } from '@lms/shared/contracts';
import { Pager } from '../../../components/pager';
import { useFilterSearch } from '../../../lib/use-filter-search';
import { useAdminAudit } from '../api/get-admin-audit';
import { AuditFilters, NO_FILTERS, type AuditFilterValues } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

/** `#/admin/audit` (admins): every recorded staff write, newest first, filtered and paged. */
export const AuditLogPage = () => {
  const { t } = useTranslation('admin');
  // An address edited by hand that does not parse shows the newest entries.
  const { values, query, go } = useFilterSearch<AuditFilterValues, ParsedAuditQuery>(
    NO_FILTERS,
    auditQuerySchema,
    {},
  );
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
