import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type BasketItem } from '@lms/shared';
import {
  renderWithProviders,
  setupTestApi,
  type RecordedRequest,
  type Reply,
} from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { CartPage } from './cart-page';

// The cart's states around its content: a guest, a basket that could not be read, a list not saved.

const ITEM: BasketItem = {
  id: 1,
  courseId: 109,
  course: { name: 'Kur Riski Yönetimi', nameSlug: 'kur-riski-yonetimi', thumbnailImagePath: '' },
  price: 3200,
  discountPrice: 0,
  priceWithoutTax: 2666.67,
  participantEmails: [],
};

let route: (request: RecordedRequest) => Reply;
const server = setupTestApi((request) => route(request), {
  namespaces: { checkout: { tr, en } },
});
const basketReply = (): Reply => ({ body: { success: true, message: 'REF', data: [ITEM] } });
beforeEach(() => {
  route = (request) =>
    request.path === '/v1/orders/getmyorders'
      ? { body: { success: true, data: [] } }
      : basketReply();
  useSessionStore.setState({
    token: 'test-token',
    user: { id: 7, name: 'Zeynep', surname: 'Çelik', email: 'zeynep@ornek.com.tr' },
  } as never);
});

const basketReads = () => server.requests.filter((r) => r.path === '/v1/userbaskets/getall').length;

describe('Cart page states', () => {
  it('asks a guest to log in, and asks the server nothing', async () => {
    useSessionStore.setState({ token: null, user: null } as never);
    renderWithProviders(<CartPage />, { route: '/user/cart' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sepetim' })).toBeVisible();
    expect(
      screen.getByText('Sepetinizi görmek ve eğitim satın almak için giriş yapın.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
    expect(basketReads()).toBe(0);
  });

  it('offers a retry when the basket cannot be read, and shows it once it can', async () => {
    route = () => ({ status: 500, body: { success: false, message: '' } });
    renderWithProviders(<CartPage />, { route: '/user/cart' });
    const retry = await screen.findByRole('button', { name: 'Tekrar dene' });
    expect(screen.queryByRole('link', { name: 'Kur Riski Yönetimi' })).not.toBeInTheDocument();
    route = (request) =>
      request.path === '/v1/orders/getmyorders'
        ? { body: { success: true, data: [] } }
        : basketReply();
    const before = basketReads();
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Kur Riski Yönetimi' })).toBeVisible();
    expect(basketReads()).toBe(before + 1);
  });

  it('says when the participant list could not be saved with the basket', async () => {
    route = (request) =>
      request.path === '/v1/userbaskets/participants'
        ? { status: 500, body: { success: false, message: 'yok' } }
        : request.path === '/v1/orders/getmyorders'
          ? { body: { success: true, data: [] } }
          : basketReply();
    renderWithProviders(<CartPage />, { route: '/user/cart' });
    // Nothing saved yet: the buyer is listed and the list is saved, which fails here.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Katılımcı listesi kaydedilemedi; sayfayı yenilerseniz son değişiklikler kaybolabilir.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Kur Riski Yönetimi' })).toBeVisible();
  });
});
