import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';

const EmptyBox = styled.div`
  text-align: center;
  padding: 3rem 1rem;
  color: ${({ theme }) => theme.colors.muted};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px dashed ${({ theme }) => theme.colors.border};
`;

export const EmptyState = ({ children }: { children: ReactNode }) => (
  <EmptyBox role="status">{children}</EmptyBox>
);

export const Alert = styled.div<{ $kind?: 'error' | 'success' | 'info' }>`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  margin: 0 0 1rem;
  color: ${({ $kind = 'error', theme }) =>
    ({ error: theme.colors.error, success: theme.colors.success, info: theme.colors.info })[$kind]};
  background: ${({ $kind = 'error', theme }) =>
    ({ error: theme.colors.errorBg, success: theme.colors.successBg, info: theme.colors.infoBg })[
      $kind
    ]};
`;

/** Shows a failed query or mutation: the server's message, or the generic error text. */
export const ErrorMessage = ({
  error,
  fallbackKey = 'genericError',
}: {
  error?: unknown;
  fallbackKey?: string;
}) => {
  const { t } = useTranslation();
  const message =
    error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message
      : t(fallbackKey);
  return (
    <Alert role="alert" $kind="error">
      {message}
    </Alert>
  );
};

/** A page's content column; the layout's one `<main>` holds the page (header band included). */
export const PageContainer = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

/** The brand's blue band under the site header: a page's title (`PageHeader`), a course's hero. */
export const bandSurface = css`
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primaryDark},
    ${({ theme }) => theme.colors.primary}
  );
  color: #fff;
`;

const HeaderBand = styled.div`
  ${bandSurface}
  padding: 2rem 1rem;
  h1 {
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    font-size: clamp(1.4rem, 3vw, 2rem);
  }
`;

export const PageHeader = ({ title }: { title: ReactNode }) => (
  <HeaderBand>
    <h1>{title}</h1>
  </HeaderBand>
);
