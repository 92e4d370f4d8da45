import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRemoteModuleLoader } from '@lms/shared';
import { initTestI18n, renderWithProviders } from '@lms/shared/testing';
import { SearchLauncher } from './search-launcher';

interface OverlayProps {
  open: boolean;
  onClose: () => void;
  initialQuery?: string;
}

// Stands for catalog's ./SearchOverlay: shows the text it was handed.
const FakeOverlay = ({ onClose, initialQuery }: OverlayProps) => (
  <div role="dialog" aria-label="katalog araması">
    <input aria-label="katalog girişi" defaultValue={initialQuery} />
    <button type="button" onClick={onClose}>
      kapat
    </button>
  </div>
);

// One load for the whole file: the widget keeps its lazy module between renders (as in the
// app), so the tests run in order: hover and the stand-in first, the hand-over last.
let release: () => void = () => undefined;
const pending = new Promise((resolve) => {
  release = () => resolve({ default: FakeOverlay });
});
const load = jest.fn(() => pending);

beforeAll(async () => {
  await initTestI18n('tr');
  setRemoteModuleLoader(load);
});
beforeEach(() => load.mockClear());

describe('SearchLauncher', () => {
  it('is named by the words it shows, then its shortcut (WCAG 2.5.3)', () => {
    renderWithProviders(<SearchLauncher />);
    const button = screen.getByRole('button', { name: 'Ara Ctrl+K' });
    // What a speech-input user reads on the button is the start of its name.
    expect(button.textContent).toBe('Ara Ctrl+K');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
  });

  it('starts loading the overlay when the pointer reaches the button', async () => {
    renderWithProviders(<SearchLauncher />);
    await userEvent.hover(screen.getByRole('button', { name: /Ara/ }));
    expect(load).toHaveBeenCalledWith('catalog', './SearchOverlay');
  });

  it('closes the stand-in on Escape and gives focus back to the button', async () => {
    renderWithProviders(<SearchLauncher />);
    const button = screen.getByRole('button', { name: /Ara/ });
    await userEvent.click(button);
    const standIn = screen.getByRole('searchbox', { name: 'Ara' });
    expect(standIn).toHaveFocus();
    await userEvent.keyboard('abc');
    expect(standIn).toHaveValue('abc');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());

    // Opening again starts empty.
    await userEvent.click(button);
    expect(screen.getByRole('searchbox', { name: 'Ara' })).toHaveValue('');
  });

  it('keeps what is typed while the overlay loads and hands it over', async () => {
    renderWithProviders(<SearchLauncher />);
    await userEvent.keyboard('{Control>}k{/Control}');
    const standIn = screen.getByRole('searchbox', { name: 'Ara' });
    expect(standIn).toHaveFocus();
    await userEvent.keyboard('ihr');
    expect(standIn).toHaveValue('ihr');

    release();
    expect(await screen.findByRole('textbox', { name: 'katalog girişi' })).toHaveValue('ihr');
    expect(screen.queryByRole('searchbox', { name: 'Ara' })).not.toBeInTheDocument();
  });
});
