import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** How much room a card leaves inside its edge. */
export type CardPadding = 'none' | 'compact' | 'normal' | 'roomy';

const PADDING: Record<CardPadding, string> = {
  none: '0',
  compact: '0.5rem',
  normal: '1.25rem 1.5rem',
  roomy: 'clamp(1rem, 3vw, 2rem)',
};

/** The white surface every panel, list and form sits on: one radius, one shadow. */
export const cardSurface = css`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

/**
 * The flat surface of an item inside a page: white with a hairline border instead of the shadow
 * (a row of a list, an FAQ item, a panel beside the content).
 */
export const outlinedSurface = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** A white card. `$padding` picks the room inside; a card holding a picture uses 'none'. */
export const Card = styled.div<{ $padding?: CardPadding }>`
  ${cardSurface}
  padding: ${({ $padding = 'normal' }) => PADDING[$padding]};
`;

const SectionBox = styled.section<{ $card: boolean }>`
  margin: 0 0 1.5rem;
  > h2 {
    margin: 0 0 0.75rem;
    font-size: 1.15rem;
  }
  ${({ $card }) =>
    $card &&
    css`
      ${cardSurface}
      padding: ${PADDING.normal};
      /* An in-page link to the heading shows the card's top edge too. */
      > h2 {
        scroll-margin-top: 2.25rem;
      }
    `}
`;

/**
 * A titled part of a page: a `<section>` named by its heading, so screen readers list it among
 * the page's regions. `card` makes the section a white card.
 */
export const Section = ({
  title,
  id,
  card = false,
  children,
}: {
  title: ReactNode;
  /** The heading's id: it names the section, and an in-page link can point at it. */
  id: string;
  card?: boolean;
  children: ReactNode;
}) => (
  <SectionBox aria-labelledby={id} $card={card}>
    <h2 id={id}>{title}</h2>
    {children}
  </SectionBox>
);
