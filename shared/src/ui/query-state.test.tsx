import { screen } from '@testing-library/react';
import { ApiRequestError } from '../api/api-client';
import { initTestI18n, renderWithProviders } from '../testing';
import { QueryState } from './query-state';

beforeAll(() => initTestI18n('tr'));

type Query = Parameters<typeof QueryState<string[]>>[0]['query'];

const show = (query: Query) =>
  renderWithProviders(
    <QueryState query={query} isEmpty={(list) => list.length === 0} empty="Henüz eğitim yok">
      {(list) => (
        <ul>
          {list.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows the loading state while the query is pending', () => {
    show({ isPending: true, isError: false, error: null, data: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows the server's message when the query failed, never an empty page", () => {
    show({
      isPending: false,
      isError: true,
      error: new Error('Eğitim bulunamadı'),
      data: undefined,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Eğitim bulunamadı');
  });

  it("shows the page's own error instead of the server's message when it gives one", () => {
    renderWithProviders(
      <QueryState
        query={{ isPending: false, isError: true, error: new Error('SQL hatası'), data: undefined }}
        error={<p role="alert">İçerik yüklenemedi</p>}
      >
        {(list: string[]) => list.join(', ')}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('İçerik yüklenemedi');
    expect(screen.queryByText('SQL hatası')).not.toBeInTheDocument();
  });

  it("shows the page's not-found state for a 404, and its error for any other failure", () => {
    const showDetail = (status: number) =>
      renderWithProviders(
        <QueryState
          query={{
            isPending: false,
            isError: true,
            error: new ApiRequestError({ success: false, message: 'Bulunamadı' }, status),
            data: undefined,
          }}
          notFound={<h1>Sayfa Bulunamadı</h1>}
          error={<p role="alert">İçerik yüklenemedi</p>}
        >
          {(list: string[]) => list.join(', ')}
        </QueryState>,
      );
    const { unmount } = showDetail(404);
    expect(screen.getByRole('heading', { name: 'Sayfa Bulunamadı' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();
    showDetail(500);
    expect(screen.getByRole('alert')).toHaveTextContent('İçerik yüklenemedi');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the empty state for data with nothing in it', () => {
    show({ isPending: false, isError: false, error: null, data: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Henüz eğitim yok');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the data', () => {
    show({ isPending: false, isError: false, error: null, data: ['Dış Ticaret 101'] });
    expect(screen.getByRole('listitem')).toHaveTextContent('Dış Ticaret 101');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
