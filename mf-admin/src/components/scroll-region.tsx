import type { ReactNode } from 'react';
import styled from 'styled-components';

const Region = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/**
 * A region that scrolls sideways when its table is wider than a phone. It takes focus, so that a
 * keyboard can scroll it (axe: scrollable-region-focusable), shows that focus (WCAG 2.4.7) and is
 * named by `label`. Style the table inside with `styled(ScrollRegion)`.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Region role="region" aria-label={label} tabIndex={0} className={className}>
      {children}
    </Region>
  );
}
