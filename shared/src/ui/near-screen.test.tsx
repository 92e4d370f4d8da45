import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WhenNearScreen } from './near-screen';

/** A stand-in IntersectionObserver whose one instance the test moves into view. */
let intersect: (isIntersecting: boolean) => void = () => undefined;
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    intersect = (isIntersecting) => callback([{ isIntersecting }]);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('keeps the place with a box of the given height until the place nears the screen', () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  render(
    <WhenNearScreen minHeight="5rem">
      <form aria-label="E-bülten" />
    </WhenNearScreen>,
  );
  expect(screen.queryByRole('form', { name: 'E-bülten' })).not.toBeInTheDocument();
  expect(screen.getByTestId('near-screen-space')).toHaveStyle({ minHeight: '5rem' });

  act(() => intersect(false));
  expect(screen.queryByRole('form', { name: 'E-bülten' })).not.toBeInTheDocument();

  act(() => intersect(true));
  expect(screen.getByRole('form', { name: 'E-bülten' })).toBeInTheDocument();
  expect(screen.queryByTestId('near-screen-space')).not.toBeInTheDocument();
});

it('renders at once where the browser cannot tell where the screen is', () => {
  render(
    <WhenNearScreen minHeight="5rem">
      <form aria-label="E-bülten" />
    </WhenNearScreen>,
  );
  expect(screen.getByRole('form', { name: 'E-bülten' })).toBeInTheDocument();
});

it('renders as soon as the visitor moves with the Tab key, before the place is on screen', async () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  render(
    <WhenNearScreen minHeight="5rem">
      <form aria-label="E-bülten" />
    </WhenNearScreen>,
  );
  await userEvent.keyboard('a');
  expect(screen.queryByRole('form', { name: 'E-bülten' })).not.toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByRole('form', { name: 'E-bülten' })).toBeInTheDocument();
});
