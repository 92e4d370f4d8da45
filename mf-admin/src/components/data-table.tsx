import { useTable, type ColumnDef, type RowData, type TableFeatures } from '@tanstack/react-table';
import styled from 'styled-components';
import { cardSurface } from '@lms/shared';
import { ScrollRegion } from './scroll-region';

/** A table uses no optional feature: sorting, filtering and paging are the server's. */
const FEATURES: TableFeatures = {};

const Scroller = styled(ScrollRegion)`
  ${cardSurface}
  th {
    white-space: nowrap;
  }
`;

interface DataTableProps<Row extends RowData> {
  /** The table's name, read by screen readers, and of its scrolling region. */
  label: string;
  columns: ColumnDef<TableFeatures, Row>[];
  data: Row[];
  /** Each row's stable id (an entry's database id). */
  rowId: (row: Row) => string;
}

/**
 * A back-office list as a table (TanStack Table renders the cells; the markup is ours). On a
 * phone the table scrolls sideways inside its card, which can take focus so a keyboard can
 * scroll it too. Keep `columns` stable (module scope or `useMemo`).
 */
export function DataTable<Row extends RowData>({
  label,
  columns,
  data,
  rowId,
}: DataTableProps<Row>) {
  const table = useTable({
    features: FEATURES,
    columns,
    data,
    getRowId: (row) => rowId(row),
  });
  return (
    <Scroller label={label} minWidth="720px">
      <table>
        <caption className="visually-hidden">{label}</caption>
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
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroller>
  );
}
