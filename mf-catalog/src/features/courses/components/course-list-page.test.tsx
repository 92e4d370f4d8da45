import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { initTestI18n, renderWithProviders, setupTestApi } from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { CourseListPage } from './course-list-page';

const item = (
  id: number,
  name: string,
  courseEndDate: string,
  alertMessage: string | null = null,
  typeId = 2,
) => ({
  id,
  name,
  nameSlug: `kurs-${id}`,
  thumbnailImagePath: `http://api.test/images/courses/kurs-${id}.svg`,
  alertMessage,
  courseEndDate,
  courseType: { id: typeId },
});

const ALL = [
  item(1, 'Örme Teknolojisi', '2027-05-07T14:30:00.000Z', 'Son 3 kontenjan'),
  item(2, 'Denim Yıkama', '2026-05-15T14:30:00.000Z'),
  item(3, 'Kalite Kontrol', '2026-02-20T14:30:00.000Z', null, 1),
];
const PERIODS = [
  { year: 2027, month: 5 },
  { year: 2026, month: 2 },
  { year: 2026, month: 5 },
];

beforeAll(() => {
  // jsdom has no scrolling; the page scrolls to the top when the page number changes.
  window.scrollTo = jest.fn();
});
const server = setupTestApi(
  (request) => {
    const filter = request.body as { year?: number; month?: number; courseType?: number };
    if (filter.courseType === 5) {
      // Certificate programmes: 45 in all, three pages.
      return { body: { success: true, data: ALL, totalItemCount: 45, periods: PERIODS } };
    }
    const data = filter.month
      ? ALL.filter((course) => course.courseEndDate.startsWith(`${filter.year}-0${filter.month}`))
      : ALL;
    return { body: { success: true, data, totalItemCount: data.length, periods: PERIODS } };
  },
  { namespaces: { catalog: { tr, en } } },
);

const Search = () => <p data-testid="search">{useLocation().search}</p>;

describe('course list page', () => {
  it('asks for page 1 of 20 of the type, and filters by a Turkish-named month', async () => {
    renderWithProviders(
      <Routes>
        <Route
          path="/courses/:courseType"
          element={
            <>
              <CourseListPage />
              <Search />
            </>
          }
        />
      </Routes>,
      { route: '/courses/physical' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yüz Yüze Eğitimler' }),
    ).toBeVisible();
    expect(await screen.findByText('Son 3 kontenjan')).toBeInTheDocument();
    expect(server.requests[0]?.body).toEqual({
      page: 1,
      limit: 20,
      orderBy: 'courseEndDate',
      orderByAsc: false,
      courseType: 2,
    });

    const panel = screen.getByRole('navigation', { name: 'Bitiş tarihine göre' });
    const buttons = within(panel)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Tüm tarihler', '2027', 'Mayıs', '2026', 'Şubat', 'Mayıs']);

    await userEvent.click(within(panel).getByRole('button', { name: 'Şubat 2026' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?year=2026&month=2');
    // The previous page stays on screen until the filtered one arrives.
    await waitFor(() => expect(screen.queryByText('Örme Teknolojisi')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /Kalite Kontrol/ })).toHaveAttribute(
      'href',
      '/courses/details/kurs-3',
    );
    expect(server.requests.at(-1)?.body).toMatchObject({ year: 2026, month: 2, courseType: 2 });
  });

  it("lists every type's courses matching the search text (the overlay's see all)", async () => {
    renderWithProviders(
      <Routes>
        <Route path="/courses/:courseType" element={<CourseListPage />} />
      </Routes>,
      { route: '/courses/search?searchText=kalite' },
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '“kalite” için arama sonuçları',
      }),
    ).toBeVisible();
    await screen.findByText('Kalite Kontrol');
    const body = server.requests.at(-1)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ page: 1, searchText: 'kalite' });
    expect(body).not.toHaveProperty('courseType');
  });

  it('names each card’s course type in a translated badge over a picture without words', async () => {
    const search = () =>
      renderWithProviders(
        <Routes>
          <Route path="/courses/:courseType" element={<CourseListPage />} />
        </Routes>,
        { route: '/courses/search?searchText=e' },
      );
    const { unmount } = search();
    const card = (await screen.findByText('Kalite Kontrol')).closest('a')!;
    expect(within(card).getByText('Online Eğitim')).toBeVisible();
    expect(
      within(screen.getByText('Denim Yıkama').closest('a')!).getByText('Yüz Yüze Eğitim'),
    ).toBeVisible();
    // The picture comes as WebP renditions, its size kept.
    const source = card.querySelector('picture source[type="image/webp"]');
    expect(source?.getAttribute('srcset')).toContain(
      'http://api.test/renditions/480/courses/kurs-3.webp 480w',
    );
    expect(card.querySelector('img')).toHaveAttribute('width', '400');
    unmount();

    await initTestI18n('en');
    try {
      search();
      const english = (await screen.findByText('Kalite Kontrol')).closest('a')!;
      expect(within(english).getByText('Online course')).toBeVisible();
      expect(within(english).queryByText('Online Eğitim')).toBeNull();
    } finally {
      await initTestI18n('tr');
    }
  });

  it('pages with ?page= through the pagination controls', async () => {
    renderWithProviders(
      <Routes>
        <Route
          path="/courses/:courseType"
          element={
            <>
              <CourseListPage />
              <Search />
            </>
          }
        />
      </Routes>,
      { route: '/courses/certificateProgram?page=2' },
    );
    const current = await screen.findByRole('button', { name: 'Sayfa 2' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(server.requests.at(-1)?.body).toMatchObject({ page: 2, limit: 20, courseType: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?page=3');
    expect(await screen.findByRole('button', { name: 'Sonraki' })).toBeDisabled();
    expect(server.requests.at(-1)?.body).toMatchObject({ page: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Sayfa 1' }));
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
  });
});
