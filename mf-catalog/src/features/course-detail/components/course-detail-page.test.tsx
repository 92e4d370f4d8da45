import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { setRemoteModuleLoader, useMessageStore, useSessionStore, type Course } from '@lms/shared';
import {
  buildCourse as buildBaseCourse,
  renderWithProviders,
  setupTestApi,
  type Reply,
} from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { CourseDetailPage } from './course-detail-page';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** An in-person course open for registration, with member price, teachers and details. */
const buildCourse = (overrides: Partial<Course> = {}): Course =>
  buildBaseCourse({
    id: 106,
    name: 'Hazır Giyimde Modelistlik ve Kalıp Hazırlama',
    nameSlug: 'hazir-giyimde-modelistlik',
    description: '<p>Kalıp hazırlamayı öğretir.</p><img src=x onerror="window.__pwned=1">',
    summary: ['Süre: 96 saat'],
    price: 9500,
    ihkibPrice: 7600,
    isOwner: false,
    courseEndDate: inDays(90),
    courseStartDate: inDays(30),
    registerEndDate: inDays(20),
    hasRegisterLimit: true,
    courseType: { id: 2 },
    courseDuration: '96 saat',
    courseLocation: 'Yenibosna / İstanbul',
    courseLocationUrl: 'https://www.google.com/maps?q=41,28',
    thumbnailImagePath: 'http://api.test/images/x.svg',
    teacher: { name: 'Mustafa', surname: 'Çelik' },
    secondTeacher: { name: 'Elif', surname: 'Şahin' },
    courseDetails: [
      { type: 'EducationalContents', title: 'Ölçü alma', description: '<p>Ölçü</p>' },
      { type: 'RequiredDocuments', title: 'Nüfus cüzdanı fotokopisi', description: 'Kayıtta' },
    ],
    ...overrides,
  });

let course: Course;
let basketReply: Reply | Promise<Reply>;
let basketLines: number[];
/** Content's `./ContactForm` as the shell's loader hands it over: it shows the title it was given. */
const ContentContactForm = ({ title }: { title?: string }) => (
  <p data-testid="content-contact-form">{title}</p>
);

beforeAll(() => {
  setRemoteModuleLoader(async (remote, module) => {
    if (remote === 'content' && module === './ContactForm') return { default: ContentContactForm };
    if (remote === 'content' && module === './ShareBar') return { default: () => null };
    throw new Error(`${remote}/${module} is not part of this test`);
  });
});
const server = setupTestApi(
  (request) => {
    if (request.path.startsWith('/v1/courses/getcoursedetails/')) {
      return request.path.endsWith('/yok')
        ? { status: 404, body: { success: false, message: 'Aradığınız eğitim bulunamadı.' } }
        : { body: { success: true, message: '', data: course } };
    }
    if (request.path === '/v1/userbaskets') return basketReply;
    if (request.path === '/v1/userbaskets/getall') {
      const data = basketLines.map((courseId) => ({ id: courseId, courseId }));
      return { body: { success: true, message: 'IA2345ABCD', data } };
    }
    return { status: 404, body: { success: false, message: 'yok' } };
  },
  { namespaces: { catalog: { tr, en } } },
);
beforeEach(() => {
  course = buildCourse();
  basketReply = { body: { success: true, message: '', data: null } };
  basketLines = [];
  useSessionStore.setState({ token: null, user: null });
  useMessageStore.setState({ message: null });
});

const Where = () => {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
};

const renderPage = (slug = 'hazir-giyimde-modelistlik') =>
  renderWithProviders(
    <Routes>
      <Route path="/courses/details/:nameSlug" element={<CourseDetailPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/courses/details/${slug}` },
  );

describe('course detail page', () => {
  it('shows name, prices with the other association for course 106, teachers and sections', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: course.name })).toBeVisible();
    expect(screen.getByTestId('course-price')).toHaveTextContent('9.500,00 TL');
    expect(screen.getByText(/İTHİB üyelerine özel fiyat/)).toHaveTextContent('7.600,00 TL');
    expect(screen.getByText(/vergi numarası İTHİB üye listesinde olan/)).toBeVisible();
    expect(screen.getByText('Mustafa Çelik, Elif Şahin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eğitim İçeriği' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gereksinimler' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eğitim Dosyaları' })).not.toBeInTheDocument();
    expect(screen.getByText('Kalıp hazırlamayı öğretir.').parentElement?.innerHTML).not.toContain(
      'onerror',
    );
  });

  it('writes the duration in the reader’s language: "96 saat", "96 hours" in English', async () => {
    renderPage();
    const term = await screen.findByText('Süre', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent('96 saat');
    await act(() => i18next.changeLanguage('en'));
    try {
      const english = await screen.findByText('Duration', { selector: 'dt' });
      expect(english.nextElementSibling).toHaveTextContent('96 hours');
    } finally {
      await act(() => i18next.changeLanguage('tr'));
    }
  });

  it('names İHKİB for any other course', async () => {
    course = buildCourse({ id: 105 });
    renderPage();
    expect(await screen.findByText(/İHKİB üyelerine özel fiyat/)).toBeInTheDocument();
    // How a company becomes eligible: the server applies it, by the tax number.
    expect(screen.getByText(/vergi numarası İHKİB üye listesinde olan/)).toHaveTextContent(
      'kurumsal hesapla satın alın',
    );
  });

  it('tells a member company’s buyer the member price is theirs, instead of how to become eligible', async () => {
    course = buildCourse({ id: 105, memberPriceApplies: true });
    renderPage();
    expect(
      await screen.findByText(
        'Bu üye fiyatı firmanız için geçerlidir; sepette kendiliğinden uygulanır.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/kurumsal hesapla satın alın/)).not.toBeInTheDocument();
  });

  it('sends a guest to login with the way back, carrying the wish to buy', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Satın Al' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/login?returnUrl=${encodeURIComponent('/courses/details/hazir-giyimde-modelistlik?add=1')}`,
    );
    expect(server.requests.some((request) => request.path === '/v1/userbaskets')).toBe(false);
  });

  it('adds the course to the basket of a logged-in user and opens the cart', async () => {
    useSessionStore.setState({ token: 'test-token' });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Satın Al' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user/cart');
    const posted = server.requests.find((request) => request.path === '/v1/userbaskets');
    expect(posted?.method).toBe('POST');
    expect(posted?.body).toEqual({ courseId: 106 });
    expect(posted?.headers.authorization).toBe('Bearer test-token');
  });

  it("shows the server's message when the basket refuses", async () => {
    useSessionStore.setState({ token: 'test-token' });
    basketReply = {
      status: 400,
      body: { success: false, message: 'Bu eğitim zaten sepetinizde.' },
    };
    renderPage();
    const buy = await screen.findByRole('button', { name: 'Satın Al' });
    await userEvent.click(buy);
    await waitFor(() => expect(buy).not.toHaveAttribute('aria-busy'));
    expect(useMessageStore.getState().message).toMatchObject({
      kind: 'error',
      text: 'Bu eğitim zaten sepetinizde.',
    });
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('labels a free course and an owned one, and hides buying when cancelled or expired', async () => {
    course = buildCourse({ price: 0, ihkibPrice: null });
    const { unmount } = renderPage();
    expect(await screen.findByRole('button', { name: 'Ücretsiz Katıl' })).toBeEnabled();
    expect(screen.getByTestId('course-price')).toHaveTextContent('Ücretsiz');
    unmount();

    course = buildCourse({ isOwner: true });
    const owned = renderPage();
    expect(await screen.findByRole('button', { name: 'Satın alındı' })).toBeDisabled();
    expect(screen.getByText(/Bu eğitime zaten sahipsiniz/)).toBeInTheDocument();
    owned.unmount();

    course = buildCourse({ isCancelled: true });
    const cancelled = renderPage();
    expect(await screen.findByText('Bu eğitim iptal edilmiştir.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Satın Al' })).not.toBeInTheDocument();
    cancelled.unmount();

    course = buildCourse({ registerEndDate: inDays(-1) });
    renderPage();
    expect(await screen.findByText('Bu eğitimin kayıt süresi sona ermiştir.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Satın Al' })).not.toBeInTheDocument();
  });

  it('leads to an unpaid order instead of offering "buy" again', async () => {
    course = buildCourse({
      openOrder: { trackingId: 'TRF234ABC567', status: 'awaiting_transfer' },
    });
    const transfer = renderPage();
    expect(
      await screen.findByText('Bu eğitim için ödemesi beklenen bir siparişiniz var.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Havale bilgilerini ve referans kodunu gör' }),
    ).toHaveAttribute('href', '/payment/success/eft?trackingId=TRF234ABC567');
    expect(screen.queryByRole('button', { name: 'Satın Al' })).not.toBeInTheDocument();
    transfer.unmount();

    course = buildCourse({ openOrder: { trackingId: 'CRD234ABC567', status: 'pending' } });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Siparişlerime git' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    expect(screen.queryByRole('button', { name: 'Satın Al' })).not.toBeInTheDocument();
  });

  it('shows Page Not Found for an unknown course, with the ways back', async () => {
    renderPage('yok');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tüm eğitimler' })).toHaveAttribute(
      'href',
      '/courses/online',
    );
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A 404 is an answer, not a failure: it is asked once.
    expect(server.requests.filter((request) => request.path.endsWith('/yok'))).toHaveLength(1);
  });

  it('sends one request for a double click on Satın Al', async () => {
    useSessionStore.setState({ token: 'test-token' });
    let answer: (reply: Reply) => void = () => undefined;
    basketReply = new Promise<Reply>((resolve) => {
      answer = resolve;
    });
    renderPage();
    const buy = await screen.findByRole('button', { name: 'Satın Al' });
    await userEvent.dblClick(buy);
    await userEvent.click(buy);
    answer({ body: { success: true, message: '', data: null } });
    expect(await screen.findByTestId('where')).toHaveTextContent('/user/cart');
    expect(server.requests.filter((request) => request.path === '/v1/userbaskets')).toHaveLength(1);
  });

  it('goes to the cart when the course is already in the basket', async () => {
    useSessionStore.setState({ token: 'test-token' });
    basketReply = {
      status: 409,
      body: { success: false, message: 'Bu eğitim zaten sepetinizde.' },
    };
    basketLines = [106];
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Satın Al' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user/cart');
    expect(useMessageStore.getState().message).toBeNull();
  });

  describe('back from login or signup with ?add=1 (the purchase funnel)', () => {
    /** The page and where the router is, for the add=1 that is taken out of the address. */
    const renderArrival = (route: string) =>
      renderWithProviders(
        <>
          <Routes>
            <Route path="/courses/details/:nameSlug" element={<CourseDetailPage />} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </>,
        { route },
      );
    const posts = () => server.requests.filter((request) => request.path === '/v1/userbaskets');
    const ARRIVAL = '/courses/details/hazir-giyimde-modelistlik?add=1';
    // The course, then the basket: two answers on a busy machine.
    const SLOW = { timeout: 5000 };

    it('adds the course once, says so with a way to the cart, and drops add=1 from the address', async () => {
      useSessionStore.setState({ token: 'test-token' });
      renderArrival(ARRIVAL);
      expect(await screen.findByText('Eğitim sepetinize eklendi.', {}, SLOW)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sepete git' })).toHaveAttribute(
        'href',
        '/user/cart',
      );
      expect(posts()).toHaveLength(1);
      expect(posts()[0]?.body).toEqual({ courseId: 106 });
      await waitFor(
        () =>
          expect(screen.getByTestId('where')).toHaveTextContent(
            /^\/courses\/details\/hazir-giyimde-modelistlik$/,
          ),
        SLOW,
      );
      expect(useMessageStore.getState().message).toBeNull();
    });

    it('takes "already in your basket" as added: no error for a second arrival', async () => {
      useSessionStore.setState({ token: 'test-token' });
      basketReply = {
        status: 409,
        body: { success: false, message: 'Bu eğitim zaten sepetinizde.' },
      };
      basketLines = [106];
      renderArrival(ARRIVAL);
      expect(await screen.findByText('Eğitim sepetinize eklendi.', {}, SLOW)).toBeInTheDocument();
      expect(useMessageStore.getState().message).toBeNull();
      expect(posts()).toHaveLength(1);
    });

    it('adds nothing for a guest, an owned course or one with an unpaid order', async () => {
      const guest = renderArrival(ARRIVAL);
      expect(await screen.findByRole('button', { name: 'Satın Al' })).toBeInTheDocument();
      guest.unmount();

      useSessionStore.setState({ token: 'test-token' });
      course = buildCourse({ isOwner: true });
      const owned = renderArrival(ARRIVAL);
      expect(await screen.findByText(/Bu eğitime zaten sahipsiniz/)).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByTestId('where')).toHaveTextContent(
          /^\/courses\/details\/hazir-giyimde-modelistlik$/,
        ),
      );
      owned.unmount();

      course = buildCourse({ openOrder: { trackingId: 'CRD234ABC567', status: 'pending' } });
      renderArrival(ARRIVAL);
      expect(await screen.findByRole('link', { name: 'Siparişlerime git' })).toBeInTheDocument();
      expect(posts()).toHaveLength(0);
      expect(screen.queryByText('Eğitim sepetinize eklendi.')).not.toBeInTheDocument();
    });
  });

  it("shows content's contact form as apply-now, with the course name as its title", async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Hemen Başvur' });
    expect(await within(section).findByTestId('content-contact-form')).toHaveTextContent(
      course.name,
    );
  });

  it('offers no apply-now for a cancelled course', async () => {
    course = buildCourse({ isCancelled: true });
    renderPage();
    expect(await screen.findByText('Bu eğitim iptal edilmiştir.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hemen Başvur' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('content-contact-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hemen Başvur' })).not.toBeInTheDocument();
  });
});
