import styled from 'styled-components';

/**
 * A list without bullets, its items one under the other: course rows, orders, exams, FAQ.
 * Render it `as="ol"` where the order means something.
 */
export const PlainList = styled.ul<{ $gap?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ $gap = '1rem' }) => $gap};
`;

/**
 * A page with a side column (filters, a section menu) beside its content; on a phone and a
 * small tablet the side column comes first, over the content.
 */
export const WithSidebar = styled.div<{ $side?: string }>`
  display: grid;
  grid-template-columns: ${({ $side = '240px' }) => $side} 1fr;
  gap: 1.5rem 2rem;
  align-items: start;
  @media (max-width: 869px) {
    grid-template-columns: 1fr;
  }
`;
