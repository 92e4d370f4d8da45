import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef, TableFeatures } from '@tanstack/react-table';
import styled from 'styled-components';
import { useFormatters } from '@lms/shared';
import type { AuditEntry } from '@lms/shared/contracts';
import { DataTable } from '../../../components/data-table';

const Summary = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 0.5rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Mono = styled.code`
  font-size: 0.8rem;
  overflow-wrap: anywhere;
`;

/** A recorded value on one line: text as it is, anything else as JSON. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The audit log's entries: who, role, action, object, what changed, when, which request. */
export const AuditTable = ({ entries }: { entries: AuditEntry[] }) => {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const columns = useMemo<ColumnDef<TableFeatures, AuditEntry>[]>(
    () => [
      {
        id: 'at',
        header: t('audit.at'),
        cell: ({ row }) => format.date(row.original.at, true),
      },
      {
        id: 'actor',
        header: t('audit.who'),
        cell: ({ row }) => (
          <>
            {row.original.name ?? t('audit.noAccount')}
            <br />
            <small>{row.original.email}</small>
          </>
        ),
      },
      {
        id: 'role',
        header: t('audit.role'),
        cell: ({ row }) => t(`roles.${row.original.role}`),
      },
      { id: 'action', header: t('audit.action'), cell: ({ row }) => row.original.action },
      {
        id: 'object',
        header: t('audit.object'),
        cell: ({ row }) => `${row.original.objectType} #${row.original.objectId}`,
      },
      {
        id: 'summary',
        header: t('audit.summary'),
        cell: ({ row }) => {
          const fields = Object.entries(row.original.summary);
          return fields.length === 0 ? (
            '–'
          ) : (
            <Summary>
              {fields.map(([key, value]) => (
                <div key={key} style={{ display: 'contents' }}>
                  <dt>{key}</dt>
                  <dd>{shown(value)}</dd>
                </div>
              ))}
            </Summary>
          );
        },
      },
      {
        id: 'requestId',
        header: t('audit.requestId'),
        cell: ({ row }) => <Mono>{row.original.requestId}</Mono>,
      },
    ],
    [t, format],
  );
  return (
    <DataTable
      label={t('audit.tableLabel')}
      columns={columns}
      data={entries}
      rowId={(entry) => String(entry.id)}
    />
  );
};
