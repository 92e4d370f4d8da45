import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders, setupTestApi, type RecordedRequest } from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { SearchOverlay } from './search-overlay';

const course = (index: number) => ({
  id: index,
  name: `İhracat Eğitimi ${index}`,
  nameSlug: `ihracat-egitimi-${index}`,
  thumbnailImagePath: `http://api.test/images/${index}.svg`,
  alertMessage: null,
  courseEndDate: null,
});

const searchTexts = (requests: RecordedRequest[]) =>
  requests.map((request) => (request.body as { searchText: string }).searchText);

const server = setupTestApi(
  (request) => {
    const { searchText } = request.body as { searchText: string };
    // The server may answer more than asked; the overlay still shows at most five.
    const count = searchText === 'yok' ? 0 : searchText === 'kalıp' ? 3 : 12;
    const data = Array.from({ length: Math.min(count, 7) }, (_, i) => course(i + 1));
    return { body: { success: true, data, totalItemCount: count, periods: [] } };
  },
  { namespaces: { catalog: { tr, en } } },
);

const Where = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
};

const renderOverlay = (onClose = jest.fn(), initialQuery?: string) => {
  renderWithProviders(
    <>
      <SearchOverlay open onClose={onClose} initialQuery={initialQuery} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
  );
  return onClose;
};

describe('search overlay', () => {
  it('waits 200 ms after the last key, sends one request and lists at most 5 results', async () => {
    renderOverlay();
    const input = screen.getByRole('combobox', { name: 'Ara' });
    expect(input).toHaveFocus();
    await userEvent.type(input, 'ihracat');
    // Typing took well under 200 ms per key: nothing was sent for the partial words.
    await screen.findAllByRole('option');
    expect(searchTexts(server.requests)).toEqual(['ihracat']);
    expect(server.requests[0]?.body).toMatchObject({ page: 1, limit: 5 });
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[0]).toHaveTextContent('İhracat Eğitimi 1');
    expect(options[0]?.querySelector('img')).toHaveAttribute('src', 'http://api.test/images/1.svg');
  });

  it('offers all N results beyond the first five, leading to the list filtered by the text', async () => {
    const onClose = renderOverlay();
    await userEvent.type(screen.getByRole('combobox', { name: 'Ara' }), 'dış ticaret');
    await userEvent.click(await screen.findByRole('button', { name: 'Tüm 12 sonucu gör' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/courses/search?searchText=d%C4%B1%C5%9F%20ticaret',
    );
  });

  it('offers no "see all" when the five cover every result', async () => {
    renderOverlay();
    await userEvent.type(screen.getByRole('combobox', { name: 'Ara' }), 'kalıp');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /sonucu gör/ })).not.toBeInTheDocument();
  });

  it('does not search before the debounce has passed', async () => {
    renderOverlay();
    await userEvent.type(screen.getByRole('combobox'), 'abc');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(server.requests).toHaveLength(0);
    await waitFor(() => expect(server.requests).toHaveLength(1), { timeout: 1000 });
  });

  it('shows "No results..." when nothing matches', async () => {
    renderOverlay();
    await userEvent.type(screen.getByRole('combobox'), 'yok');
    expect(await screen.findByText('Sonuç bulunamadı...')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('chooses a result with the arrow keys and Enter, then closes', async () => {
    const onClose = renderOverlay();
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'ihracat');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/courses/details/ihracat-egitimi-3');
  });

  it('opens a clicked result and closes on Escape', async () => {
    const onClose = renderOverlay();
    await userEvent.type(screen.getByRole('combobox'), 'ihracat');
    await userEvent.click(await screen.findByRole('option', { name: 'İhracat Eğitimi 4' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/courses/details/ihracat-egitimi-4');
    onClose.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts from what was typed before it loaded and searches for it', async () => {
    renderOverlay(jest.fn(), 'ihracat');
    const input = screen.getByRole('combobox', { name: 'Ara' });
    expect(input).toHaveValue('ihracat');
    expect(input).toHaveFocus();
    await screen.findAllByRole('option');
    expect(searchTexts(server.requests)).toEqual(['ihracat']);
  });
});
