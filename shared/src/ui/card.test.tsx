import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { renderWithProviders } from '../testing';
import { Section, cardSurface, outlinedSurface } from './card';
import { theme } from './theme';

describe('Section', () => {
  it('is a region named by its heading', () => {
    renderWithProviders(
      <Section id="course-content" title="Eğitim İçeriği" card>
        <p>Modül 1</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Eğitim İçeriği' });
    expect(region).toContainElement(screen.getByText('Modül 1'));
    expect(screen.getByRole('heading', { level: 2, name: 'Eğitim İçeriği' })).toHaveAttribute(
      'id',
      'course-content',
    );
  });
});

describe('outlinedSurface', () => {
  it('is the white surface with a hairline border in place of the card shadow', () => {
    const Row = styled.div`
      ${outlinedSurface}
    `;
    const Raised = styled.div`
      ${cardSurface}
    `;
    renderWithProviders(
      <>
        <Row>Sınav 1</Row>
        <Raised>Özet</Raised>
      </>,
    );
    const row = screen.getByText('Sınav 1');
    expect(row).toHaveStyle({
      backgroundColor: theme.colors.surface,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radius,
    });
    expect(getComputedStyle(row).boxShadow).toBe('');
    expect(screen.getByText('Özet')).toHaveStyle({ boxShadow: theme.shadow });
  });
});
