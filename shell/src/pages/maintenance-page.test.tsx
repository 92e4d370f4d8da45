import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { initTestI18n, renderWithProviders } from '@lms/shared/testing';
import { ConfigProblems, MaintenancePage } from './maintenance-page';

beforeEach(() => initTestI18n('tr'));

describe('MaintenancePage (app-config.json could not be used)', () => {
  it('says the site is under maintenance in Turkish and English, and tries again', async () => {
    const retry = jest.fn();
    renderWithProviders(<MaintenancePage onRetry={retry} />);
    expect(screen.getByRole('heading', { name: 'Sitemiz kısa bir bakımda' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(retry).toHaveBeenCalledTimes(1);
    await act(() => initTestI18n('en'));
    expect(
      await screen.findByRole('heading', { name: 'The site is briefly under maintenance' }),
    ).toBeInTheDocument();
  });
});

describe('ConfigProblems (development)', () => {
  it('shows what the local server found wrong in its override', () => {
    renderWithProviders(
      <ConfigProblems problems={['app-config.local.json: Unexpected token } in JSON']} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'app-config.local.json: Unexpected token } in JSON',
    );
  });

  it('shows nothing when there is nothing wrong', () => {
    const { container } = renderWithProviders(<ConfigProblems problems={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
