import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './after-first-paint';

it('renders what is below the first screen only after the first screen has been painted', async () => {
  render(
    <>
      <h1>Online Eğitimler</h1>
      <AfterFirstPaint>
        <footer>İletişim Bilgileri</footer>
      </AfterFirstPaint>
    </>,
  );
  // The first commit holds the first screen alone.
  expect(screen.getByRole('heading', { name: 'Online Eğitimler' })).toBeInTheDocument();
  expect(screen.queryByText('İletişim Bilgileri')).not.toBeInTheDocument();
  // Then, after a frame, the rest.
  expect(await screen.findByText('İletişim Bilgileri')).toBeInTheDocument();
});
