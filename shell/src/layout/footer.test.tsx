import { act, screen } from '@testing-library/react';
import { renderWithProviders, setupTestApi } from '@lms/shared/testing';
import { Footer } from './footer';

/** A stand-in IntersectionObserver whose one instance the test moves into view. */
let intersect: () => void = () => undefined;
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    intersect = () => callback([{ isIntersecting: true }]);
  }
  observe() {}
  disconnect() {}
}

setupTestApi(() => ({ status: 404, body: { success: false, message: '' } }), {
  language: 'tr',
});
beforeAll(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterAll(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('loads the newsletter form only as the footer nears the screen, keeping its place', async () => {
  renderWithProviders(<Footer />);
  expect(screen.getByRole('heading', { name: 'E-Bülten' })).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'E-Bülten' })).not.toBeInTheDocument();
  expect(screen.getByTestId('near-screen-space')).toBeInTheDocument();

  act(() => intersect());
  const form = await screen.findByRole('form', { name: 'E-Bülten' });
  expect(form).toContainElement(screen.getByLabelText('E-posta adresi'));
  expect(screen.queryByTestId('near-screen-space')).not.toBeInTheDocument();
});
