import type { ReactNode } from 'react';
import styled from 'styled-components';

const Region = styled.div<{ $minWidth?: string }>`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  table {
    width: 100%;
    min-width: ${({ $minWidth }) => $minWidth ?? 0};
    border-collapse: collapse;
    font-size: 0.9rem;
  }
  th,
  td {
    padding: 0.6rem 0.75rem;
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

/**
 * A region that holds a back-office table and scrolls sideways when the table is wider than a
 * phone. It takes focus, so that a keyboard can scroll it (axe: scrollable-region-focusable),
 * shows that focus (WCAG 2.4.7) and is named by `label`. The table inside gets the back office's
 * table style; `minWidth` keeps its columns readable on a phone. A page adds its own rules with
 * `styled(ScrollRegion)`.
 */
export function ScrollRegion({
  label,
  minWidth,
  className,
  children,
}: {
  label: string;
  minWidth?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Region
      role="region"
      aria-label={label}
      tabIndex={0}
      $minWidth={minWidth}
      className={className}
    >
      {children}
    </Region>
  );
}
