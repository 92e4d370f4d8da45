import styled from 'styled-components';
import { cardSurface } from './card';

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

/**
 * The menu in a `WithSidebar`'s side column (the account's pages, a course page's sections): links
 * or buttons on a card, one under the other, the current page's link (`aria-current="page"`)
 * filled; stacked over the content, a row that wraps.
 */
export const SideMenu = styled.nav`
  ${cardSurface}
  padding: 0.5rem;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0.9rem;
    border: 0;
    border-radius: 6px;
    background: none;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    text-align: left;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
  }
  @media (max-width: 869px) {
    ul {
      display: flex;
      flex-wrap: wrap;
    }
    li {
      flex: 1 1 auto;
    }
    a,
    button {
      justify-content: center;
    }
  }
`;
