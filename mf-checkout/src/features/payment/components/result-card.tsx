import styled, { type DefaultTheme } from 'styled-components';
import { cardSurface } from '@lms/shared';

type Tone = 'success' | 'error' | 'info';

const toneColor = ({ $tone, theme }: { $tone: Tone; theme: DefaultTheme }) =>
  ({ success: theme.colors.success, error: theme.colors.error, info: theme.colors.info })[$tone];

/** The white panel of the payment result pages. */
export const ResultCard = styled.section<{ $tone: Tone }>`
  ${cardSurface}
  border-top: 4px solid ${toneColor};
  padding: clamp(1.25rem, 3vw, 2rem);
  max-width: 760px;
  margin: 0 auto;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.4rem;
    color: ${toneColor};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.4rem 1rem;
    margin: 1rem 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    word-break: break-word;
  }
  @media (max-width: 540px) {
    dl {
      grid-template-columns: 1fr;
      gap: 0.1rem;
    }
    dd {
      margin-bottom: 0.6rem;
    }
  }
  .code {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 1.05rem;
    letter-spacing: 0.04em;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    margin-top: 1.25rem;
  }
`;
