import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Section } from './card';

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
