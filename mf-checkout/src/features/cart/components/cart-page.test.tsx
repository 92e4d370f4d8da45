import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { registerNamespace, setAppConfig, useSessionStore, type BasketItem } from '@lms/shared';
import {
  initTestI18n,
  renderWithProviders,
  startJsonServer,
  type RecordedRequest,
  type Reply,
} from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { CartPage } from './cart-page';

const buildItem = (overrides: Partial<BasketItem> = {}): BasketItem => ({
  id: 1,
  courseId: 109,
  course: {
    name: 'Kur Riski Yönetimi',
    nameSlug: 'kur-riski-yonetimi',
    thumbnailImagePath: 'http://api.test/images/courses/109.svg',
  },
  price: 3200,
  discountPrice: 0,
  priceWithoutTax: 2666.67,
  participantEmails: [],
  ...overrides,
});

let basket: BasketItem[];
let route: (request: RecordedRequest) => Reply | undefined;
let server: Awaited<ReturnType<typeof startJsonServer>>;

beforeAll(async () => {
  await initTestI18n('tr');
  registerNamespace('checkout', { tr, en });
  server = await startJsonServer(
    (request) =>
      route(request) ?? {
        body: { success: true, message: 'IA7K3M9Q2X', data: basket },
      },
  );
  setAppConfig({ apiBaseUrl: server.url, remotes: {} });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  route = () => undefined;
  useSessionStore.setState({
    token: 'test-token',
    user: { id: 7, name: 'Zeynep', surname: 'Çelik', email: 'zeynep@ornek.com.tr' },
  } as never);
});

const renderCart = () =>
  renderWithProviders(
    <Routes>
      <Route path="/user/cart" element={<CartPage />} />
      <Route path="/payment/success/free" element={<p>free page</p>} />
      <Route path="/payment/success/eft" element={<p>eft page</p>} />
    </Routes>,
    { route: '/user/cart' },
  );

const addParticipant = async (name: string, surname: string, email: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Katılımcı ekle' }));
  const dialog = screen.getByRole('dialog', { name: 'Katılımcı ekle' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ad' }), name);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Soyad' }), surname);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-posta' }), email);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
  return dialog;
};

/** Adds a participant the server accepts, waiting for the dialog to close. */
const addValidParticipant = async (name: string, surname: string, email: string) => {
  const dialog = await addParticipant(name, surname, email);
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
};

describe('Cart page', () => {
  it('shows the empty basket message', async () => {
    basket = [];
    renderCart();
    expect(await screen.findByText('Sepetinizde eğitim bulunmuyor.')).toBeInTheDocument();
  });

  it('prices by participant count and refuses checkout without participants or consent', async () => {
    basket = [
      buildItem(),
      buildItem({
        id: 2,
        courseId: 110,
        course: { name: 'İngilizce Ticari Yazışma', nameSlug: 'ingilizce', thumbnailImagePath: '' },
        price: 1450,
        discountPrice: 250,
      }),
    ];
    renderCart();
    expect(await screen.findByRole('link', { name: 'Kur Riski Yönetimi' })).toBeInTheDocument();
    // One participant is counted until there are more (spec §9): 3200 + 1200.
    expect(screen.getByTestId('payable')).toHaveTextContent('4.400,00 TL');

    await userEvent.click(screen.getByRole('button', { name: 'Ödemeye geç' }));
    expect(screen.getByText('Lütfen en az bir katılımcı ekleyin.')).toBeInTheDocument();
    expect(screen.getByText(/onaylamanız gerekir/)).toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/v1/orders/makepayment')).toBe(false);

    await addValidParticipant('Ali', 'Demir', 'ali@ornek.com.tr');
    await addValidParticipant('Can', 'Öz', 'can@ornek.com.tr');
    await waitFor(() => expect(screen.getByTestId('payable')).toHaveTextContent('8.800,00 TL'));
    expect(screen.getByText('7.333,33 TL')).toBeInTheDocument();
    expect(screen.getByText('1.466,67 TL')).toBeInTheDocument();
    // The party check ran for each course of the basket.
    expect(
      server.requests.filter((r) => r.path === '/v1/orders/checkparty').map((r) => r.body),
    ).toEqual([
      { courseId: 109, partyEmail: 'ali@ornek.com.tr' },
      { courseId: 110, partyEmail: 'ali@ornek.com.tr' },
      { courseId: 109, partyEmail: 'can@ornek.com.tr' },
      { courseId: 110, partyEmail: 'can@ornek.com.tr' },
    ]);
  });

  it('gives emailExist for a duplicate and the server message for a failed party check', async () => {
    basket = [buildItem()];
    route = (request) =>
      request.path === '/v1/orders/checkparty' &&
      (request.body as { partyEmail: string }).partyEmail === 'ayse@ornek.com.tr'
        ? {
            status: 409,
            body: {
              success: false,
              message: 'Bu e-posta adresine sahip katılımcı bu eğitime zaten kayıtlı.',
            },
          }
        : undefined;
    renderCart();
    await screen.findByRole('link', { name: 'Kur Riski Yönetimi' });
    await addValidParticipant('Ali', 'Demir', 'ali@ornek.com.tr');

    const duplicate = await addParticipant('Ali', 'Başka', 'ALI@ornek.com.tr');
    expect(
      await within(duplicate).findByText('Bu e-posta adresi zaten eklenmiş ya da kullanılamıyor.'),
    ).toBeInTheDocument();
    await userEvent.click(within(duplicate).getByRole('button', { name: 'Vazgeç' }));

    const owner = await addParticipant('Ayşe', 'Yılmaz', 'ayse@ornek.com.tr');
    expect(
      await within(owner).findByText(
        'Bu e-posta adresine sahip katılımcı bu eğitime zaten kayıtlı.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(owner).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.getAllByRole('row')).toHaveLength(2); // header + Ali

    // Editing keeps the own e-mail valid.
    await userEvent.click(
      screen.getByRole('button', { name: 'ali@ornek.com.tr katılımcısını düzenle' }),
    );
    const edit = screen.getByRole('dialog', { name: 'Katılımcıyı düzenle' });
    await userEvent.clear(within(edit).getByRole('textbox', { name: 'Soyad' }));
    await userEvent.type(within(edit).getByRole('textbox', { name: 'Soyad' }), 'Demirci');
    await userEvent.click(within(edit).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('cell', { name: 'Ali Demirci' })).toBeInTheDocument();
  });

  it('submits a free total directly and goes to the free thank-you page', async () => {
    basket = [buildItem({ price: 0, priceWithoutTax: 0 })];
    route = (request) =>
      request.path === '/v1/orders/makepayment'
        ? {
            body: {
              success: true,
              data: {
                paymentUrl: null,
                trackingId: 'ABC234DEF567',
                status: 'completed',
                referenceCode: 'IA7K3M9Q2X',
              },
            },
          }
        : undefined;
    renderCart();
    await screen.findByRole('link', { name: 'Kur Riski Yönetimi' });
    expect(screen.queryByText('Ödeme')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kendimi ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Katılımcı ekle' });
    expect(within(dialog).getByRole('textbox', { name: 'E-posta' })).toHaveValue(
      'zeynep@ornek.com.tr',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /mesafeli satış/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Siparişi tamamla' }));

    expect(await screen.findByText('free page')).toBeInTheDocument();
    const order = server.requests.find((r) => r.path === '/v1/orders/makepayment');
    expect(order?.body).toEqual([
      {
        courseId: 109,
        count: 1,
        paymentMethod: 0,
        participants: [{ name: 'Zeynep', surname: 'Çelik', email: 'zeynep@ornek.com.tr' }],
      },
    ]);
  });

  it('shows a payment error in the payment dialog', async () => {
    basket = [
      buildItem({
        participantEmails: [{ name: 'Ali', surname: 'Demir', email: 'ali@ornek.com.tr' }],
      }),
    ];
    route = (request) =>
      request.path === '/v1/orders/makepayment'
        ? { status: 400, body: { success: false, message: 'Bu eğitimin kayıt süresi sona erdi.' } }
        : undefined;
    renderCart();
    expect(await screen.findByRole('cell', { name: 'ali@ornek.com.tr' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /mesafeli satış/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ödemeye geç' }));
    const dialog = screen.getByRole('dialog', { name: 'Ödeme yöntemi' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Havale \/ EFT/ }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Havale/EFT ile sipariş ver' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bu eğitimin kayıt süresi sona erdi.',
    );
    const order = server.requests.find((r) => r.path === '/v1/orders/makepayment');
    expect((order?.body as { paymentMethod: number }[])[0]?.paymentMethod).toBe(1);
  });
});
