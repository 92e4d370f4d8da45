import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';

/** The exams' tables need no optional feature: paging is the server's, order is the server's. */
export const examTableFeatures = tableFeatures({});
export type ExamTableFeatures = typeof examTableFeatures;
// A column's value type differs per column, as in TanStack's own `columns` helper.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ExamColumns<T extends RowData> = ColumnDef<ExamTableFeatures, T, any>[];

/** Scrolls sideways on a phone; focusable, so a keyboard can scroll it too. */
const Scroller = styled.div`
  overflow-x: auto;
  margin-bottom: 1rem;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  caption {
    text-align: left;
    font-weight: 600;
    padding: 0 0 0.5rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.55rem 0.6rem;
    border-bottom: 1px solid #e1e6eb;
    vertical-align: top;
  }
  th {
    background: #f4f6f8;
    white-space: nowrap;
  }
`;

interface DataTableProps<T extends RowData> {
  columns: ExamColumns<T>;
  data: T[];
  /** Names the table for screen readers (and the scrolling region around it). */
  caption: string;
  /** Shown above the rows when there are none. */
  empty?: ReactNode;
}

/** A TanStack Table as a plain, captioned HTML table. */
export function DataTable<T extends RowData>({ columns, data, caption, empty }: DataTableProps<T>) {
  const table = useTable({ features: examTableFeatures, columns, data });
  return (
    <Scroller role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {data.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Scroller>
  );
}
