import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageContainer, PageHeader, cardSurface } from '@lms/shared';

const FormCard = styled.section<{ $wide: boolean }>`
  ${cardSurface}
  max-width: ${({ $wide }) => ($wide ? '760px' : '460px')};
  margin: 0 auto;
  padding: clamp(1.25rem, 4vw, 2.25rem);
`;

export const FormFooter = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: 1rem;
`;

/** Page frame of the guest forms: title band, then one card. */
export const AuthLayout = ({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) => (
  <>
    <PageHeader title={title} />
    <PageContainer>
      <FormCard $wide={wide}>{children}</FormCard>
    </PageContainer>
  </>
);
