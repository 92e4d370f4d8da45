import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurface } from '@lms/shared';

const Scroller = styled.div`
  ${cardSurface}
  overflow-x: auto;
  margin-bottom: 1rem;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
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
  // The region takes focus so that a keyboard can scroll it on a narrow screen.
  <Scroller role="region" aria-label={label} tabIndex={0}>
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
