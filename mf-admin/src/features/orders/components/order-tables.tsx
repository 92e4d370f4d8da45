import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurface } from '@lms/shared';
import { ScrollRegion } from '../../../components/scroll-region';

const Scroller = styled(ScrollRegion)`
  ${cardSurface}
  margin-bottom: 1rem;
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
  <Scroller label={label} minWidth="560px">
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
