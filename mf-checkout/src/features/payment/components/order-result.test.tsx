import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import {
  courseDetailsQuery,
  useBasketCount,
  useCourseDetails,
  useSessionStore,
  type OrderSummary,
} from '@lms/shared';
import {
  buildCourse,
  buildOrder,
  renderWithProviders,
  setupTestApi,
  type RecordedRequest,
} from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { PaymentEftPage } from './payment-eft-page';
import { PaymentFailPage } from './payment-fail-page';
import { PaymentFreePage } from './payment-free-page';
import { PaymentSuccessPage } from './payment-success-page';

let order: OrderSummary | null;
let basketCount: number;
let ownsCourse: boolean;
const settings = {
  bankName: 'Türkiye Vakıflar Bankası',
  bankAccountHolder: 'İhracat Akademisi Vakfı',
  iban: 'TR12 0001 5001 5800 7300 0000 01',
};

const answer = (request: RecordedRequest) => {
  if (request.path.startsWith('/v1/orders/getbytrackingid/')) {
    const id = decodeURIComponent(request.path.split('/').pop() ?? '');
    return order && order.trackingId === id
      ? { body: { success: true, data: order } }
      : { status: 404, body: { success: false, message: 'Sipariş bulunamadı' } };
  }
  if (request.path === '/v1/courses/getcoursedetails/kur-riski-yonetimi')
    return { body: { success: true, data: buildCourse({ isOwner: ownsCourse }) } };
  if (request.path === '/v1/WebsiteSettings/getwebsiteparts')
    return { body: { success: true, data: settings } };
  if (request.path === '/v1/userbaskets/getall')
    return {
      body: {
        success: true,
        message: '',
        data: Array.from({ length: basketCount }, (_, id) => ({ id: id + 1 })),
      },
    };
  return { status: 404, body: { success: false, message: 'not here' } };
};

const server = setupTestApi(answer, { namespaces: { checkout: { tr, en } } });
beforeEach(() => {
  order = buildOrder();
  basketCount = 0;
  ownsCourse = false;
  useSessionStore.setState({
    token: 'test-token',
    user: { id: 7, name: 'Zeynep', surname: 'Çelik', email: 'zeynep@ornek.com.tr' },
  } as never);
});

const Login = () => {
  const location = useLocation();
  return <p>login page {location.search}</p>;
};
const Badge = () => <output aria-label="badge">{useBasketCount()}</output>;

const renderAt = (route: string) =>
  renderWithProviders(
    <>
      <Badge />
      <Routes>
        <Route path="/payment/success/eft" element={<PaymentEftPage />} />
        <Route path="/payment/success/free" element={<PaymentFreePage />} />
        <Route path="/payment/success/:trackingId" element={<PaymentSuccessPage />} />
        <Route path="/payment/fail/:trackingId" element={<PaymentFailPage />} />
        <Route path="/login" element={<Login />} />
      </Routes>
    </>,
    { route },
  );

const heading = () => screen.findByRole('heading', { level: 2 });

describe('payment result pages show the order as it is', () => {
  it('a completed card order: paid, with the amount and exactly who gets each course', async () => {
    renderAt('/payment/success/ORD234ABC567');
    expect(await heading()).toHaveTextContent('Ödemeniz alındı, siparişiniz tamamlandı.');
    expect(screen.getByText('6.400,00 TL')).toBeInTheDocument();
    expect(screen.getByText('Ödenen tutar')).toBeInTheDocument();
    expect(screen.getByText('Kur Riski Yönetimi')).toBeInTheDocument();
    expect(screen.getByText(/Bu eğitimi alacak kişiler/)).toHaveTextContent(
      'Ali Demir (ali@ornek.com.tr), Can Öz (can@ornek.com.tr)',
    );
    expect(screen.getByRole('link', { name: 'Siparişlerim' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
  });

  it('the success address of a declined card order says it failed, never "paid"', async () => {
    order = buildOrder({
      status: 'failed',
      failureMessage: 'Kartınızın bakiyesi yetersiz.',
      completedAt: null,
      hasReceipt: false,
    });
    renderAt('/payment/success/ORD234ABC567');
    expect(await heading()).toHaveTextContent('Ödeme başarısız oldu');
    expect(screen.getByText('Kartınızın bakiyesi yetersiz.')).toBeInTheDocument();
    expect(screen.queryByText(/Ödemeniz alındı/)).not.toBeInTheDocument();
    expect(screen.queryByText('Ödenen tutar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sepete dön' })).toBeInTheDocument();
  });

  it('a card order still waiting for the provider says so and looks again', async () => {
    order = buildOrder({ status: 'pending', completedAt: null, hasReceipt: false });
    renderAt('/payment/success/ORD234ABC567');
    expect(await heading()).toHaveTextContent('Ödemeniz bankadan onay bekliyor…');
    expect(screen.queryByText(/Ödemeniz alındı/)).not.toBeInTheDocument();
    order = { ...order, status: 'completed', completedAt: '2026-11-20T09:31:00.000Z' };
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Ödemeniz alındı, siparişiniz tamamlandı.' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
  });

  it('the fail address of an order awaiting a transfer shows the bank details, not a card failure', async () => {
    order = buildOrder({
      status: 'awaiting_transfer',
      paymentMethod: 1,
      completedAt: null,
      hasReceipt: false,
      expiresAt: '2026-11-27T09:30:00.000Z',
    });
    renderAt('/payment/fail/ORD234ABC567');
    expect(await heading()).toHaveTextContent('Siparişiniz alındı, teşekkür ederiz.');
    expect(screen.queryByText(/Kartınızdan ücret alınmadı/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('iban')).toHaveTextContent('TR12 0001 5001 5800 7300 0000 01'),
    );
    expect(screen.getByTestId('reference-code')).toHaveTextContent('IA7K3M9Q2X');
    expect(screen.getByTestId('amount-to-transfer')).toHaveTextContent('6.400,00 TL');
    expect(screen.getByText('Son ödeme tarihi')).toBeInTheDocument();
  });

  it('the bank transfer page reads the order named by trackingId', async () => {
    order = buildOrder({ status: 'awaiting_transfer', paymentMethod: 1, referenceCode: 'RF9K' });
    renderAt('/payment/success/eft?trackingId=ORD234ABC567');
    expect(await screen.findByTestId('reference-code')).toHaveTextContent('RF9K');
    expect(screen.getByText('ORD234ABC567')).toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/v1/orders/getbytrackingid/ORD234ABC567')).toBe(
      true,
    );
  });

  it('a free order names who was enrolled', async () => {
    order = buildOrder({ paymentMethod: null, total: 0, subtotal: 0, tax: 0, hasReceipt: false });
    renderAt('/payment/success/free?trackingId=ORD234ABC567');
    expect(await heading()).toHaveTextContent('Kaydınız tamamlandı.');
    expect(screen.getByText(/Bu eğitimi alacak kişiler/)).toHaveTextContent('Ali Demir');
  });

  it.each([
    ['expired', 'Siparişin ödeme süresi doldu', 'Ödeme süresi içinde ödeme yapılmadı.'],
    ['refunded', 'Ödemeniz iade edildi', 'Eğitim bu katılımcılara zaten tanımlıydı.'],
    ['cancelled', 'Bu sipariş iptal edildi', null],
  ] as const)('an order that is %s says so', async (status, title, reason) => {
    order = buildOrder({ status, failureMessage: reason, hasReceipt: false });
    renderAt('/payment/success/ORD234ABC567');
    expect(await heading()).toHaveTextContent(title);
    if (reason) expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.queryByText(/Ödemeniz alındı/)).not.toBeInTheDocument();
  });

  it('an unknown number, or someone else’s order, is not found, with a way back', async () => {
    renderAt('/payment/success/MADEUP123456');
    expect(await heading()).toHaveTextContent('Sipariş bulunamadı');
    expect(screen.queryByText(/Ödemeniz alındı/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
  });

  it('a guest is sent to log in and back to this page', async () => {
    useSessionStore.setState({ token: null, user: null } as never);
    renderAt('/payment/success/eft?trackingId=ORD234ABC567');
    expect(
      await screen.findByText(
        `login page ?returnUrl=${encodeURIComponent('/payment/success/eft?trackingId=ORD234ABC567')}`,
      ),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => r.path.startsWith('/v1/orders/'))).toBe(false);
  });

  it('once the order is settled the basket badge is read again', async () => {
    // The cart was read before the provider's callback emptied the basket.
    basketCount = 1;
    order = buildOrder({ status: 'pending', completedAt: null });
    renderAt('/payment/success/ORD234ABC567');
    await waitFor(() => expect(screen.getByLabelText('badge')).toHaveTextContent('1'));
    basketCount = 0;
    order = { ...order, status: 'completed' };
    await waitFor(() => expect(screen.getByLabelText('badge')).toHaveTextContent('0'), {
      timeout: 4000,
    });
  });

  it('once the order has enrolled the buyer, their course pages read the course again', async () => {
    // The course page was read a moment before joining, as "not yours"; the app keeps a course
    // fresh for 30 s (shared/src/providers.tsx), so without a new read its videos stay locked.
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
    });
    const key = courseDetailsQuery('kur-riski-yonetimi', 'test-token').queryKey;
    client.setQueryData(key, { success: true, message: '', data: buildCourse({ isOwner: false }) });
    order = buildOrder({ paymentMethod: null, total: 0, subtotal: 0, tax: 0, hasReceipt: false });
    ownsCourse = true;
    const CoursePage = () => {
      const course = useCourseDetails('kur-riski-yonetimi');
      return <p>{course.data?.data.isOwner ? 'course: yours' : 'course: buy it first'}</p>;
    };
    const view = renderWithProviders(
      <Routes>
        <Route path="/payment/success/free" element={<PaymentFreePage />} />
      </Routes>,
      { route: '/payment/success/free?trackingId=ORD234ABC567', client },
    );
    expect(await heading()).toHaveTextContent('Kaydınız tamamlandı.');
    // The learner goes on to the course.
    view.rerender(
      <>
        <Routes>
          <Route path="/payment/success/free" element={<PaymentFreePage />} />
        </Routes>
        <CoursePage />
      </>,
    );
    expect(await screen.findByText('course: yours')).toBeInTheDocument();
  });
});
