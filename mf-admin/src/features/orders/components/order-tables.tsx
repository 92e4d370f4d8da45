import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurface } from '@lms/shared';
import { ScrollRegion } from '../../../components/scroll-region';

const Scroller = styled(ScrollRegion)`
  ${cardSurface}
  margin-bottom: 1rem;
  table {
    width: 100%;
    min-width: 560px;
    border-collapse: collapse;
    font-size: 0.9rem;
  }
  th,
  td {
    padding: 0.5rem 0.75rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.background};
  }
  tr:last-child td {
    border-bottom: 0;
  }
`;

/** A small table of an order's page, scrolling sideways on a phone (and by keyboard). */
export const OrderTable = ({
  label,
  head,
  children,
}: {
  label: string;
  head: ReactNode[];
  children: ReactNode;
}) => (
  <Scroller label={label}>
    <table aria-label={label}>
      <thead>
        <tr>
          {head.map((cell, index) => (
            <th key={index} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  </Scroller>
);
