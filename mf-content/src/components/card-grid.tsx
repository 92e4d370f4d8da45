import styled from 'styled-components';
import { cardSurface } from '@lms/shared';

/** The blog's and the galleries' cards: one a row on a phone, two on a tablet, three from 1023 px. */
export const CardGrid = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: 1fr;
  @media (min-width: 541px) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: 1023px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** A card of such a grid (a post, a gallery): its title link covers the whole card. */
export const LinkCard = styled.article`
  position: relative;
  ${cardSurface}
  overflow: hidden;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid #f59e0b;
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radius};
  }
`;
