import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useBasketCount, useSessionStore, type BasketItem, type OrderSummary } from '@lms/shared';
import {
  buildBasketItem,
  renderWithProviders,
  setupTestApi,
  type RecordedRequest,
  type Reply,
} from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { leaveFor } from '../../../lib/leave-for';
import { CartPage } from './cart-page';

jest.mock('../../../lib/leave-for', () => ({ leaveFor: jest.fn() }));

let basket: BasketItem[];
let orders: OrderSummary[];
let route: (request: RecordedRequest) => Reply | undefined;
/** Bumped to make the server's texts "change" (a new hash for the same body). */
let contractsEdition = 1;

/** The server's contracts for a body: the method and the edition make the hash. */
const contractsReply = (request: RecordedRequest): Reply => {
  const [first] = request.body as { paymentMethod: number; participants: { name: string }[] }[];
  const method = first!.paymentMethod === 1 ? 'Banka havalesi / EFT' : 'Kredi kartı';
  const hash = `${first!.paymentMethod}${contractsEdition}`.padEnd(64, 'a');
  const html = (title: string) =>
    `<h2>${title}</h2><h3>Alıcı</h3><p>Zeynep Çelik</p><p>Ödeme: ${method}</p><p>Sürüm ${contractsEdition}</p>`;
  return {
    body: {
      success: true,
      data: {
        contracts: [
          {
            kind: 'preInformation',
            title: 'Ön Bilgilendirme Formu',
            html: html('Ön Bilgilendirme Formu'),
            version: 'v1',
          },
          {
            kind: 'distanceSales',
            title: 'Mesafeli Satış Sözleşmesi',
            html: html('Mesafeli Satış Sözleşmesi'),
            version: 'v1',
          },
        ],
        hash,
        seatsSentence: '',
      },
    },
  };
};

const server = setupTestApi(
  (request) =>
    route(request) ??
    (request.path === '/v1/orders/getmyorders'
      ? { body: { success: true, data: orders } }
      : request.path === '/v1/orders/contracts'
        ? contractsReply(request)
        : request.path === '/v1/userbaskets/participants'
          ? { body: { success: true, message: 'saved' } }
          : { body: { success: true, message: 'IA7K3M9Q2X', data: basket } }),
  { namespaces: { checkout: { tr, en } } },
);
beforeEach(() => {
  route = () => undefined;
  orders = [];
  contractsEdition = 1;
  useSessionStore.setState({
    token: 'test-token',
    user: { id: 7, name: 'Zeynep', surname: 'Çelik', email: 'zeynep@ornek.com.tr' },
  } as never);
});

/** makepayment's answer: no payment page unless a test gives one. */
const makePaymentAnswer = (data: Record<string, unknown>): Reply => ({
  body: { success: true, data: { paymentUrl: null, referenceCode: 'IA7K3M9Q2X', ...data } },
});

/** The shell's header badge reads the same basket query. */
const Badge = () => <output aria-label="badge">{useBasketCount()}</output>;

const ShowLocation = ({ name, path = false }: { name: string; path?: boolean }) => {
  const location = useLocation();
  return (
    <p>
      {name} {path && location.pathname}
      {location.search}
    </p>
  );
};

const renderCart = () =>
  renderWithProviders(
    <>
      <Badge />
      <Routes>
        <Route path="/user/cart" element={<CartPage />} />
        <Route path="/payment/success/free" element={<ShowLocation name="free page" />} />
        <Route path="/payment/success/eft" element={<ShowLocation name="eft page" />} />
        <Route
          path="/payment/success/:trackingId"
          element={<ShowLocation name="status page" path />}
        />
      </Routes>
    </>,
    { route: '/user/cart' },
  );

const savedParticipants = () =>
  server.requests
    .filter((r) => r.method === 'PUT' && r.path === '/v1/userbaskets/participants')
    .map((r) => (r.body as { participants: unknown[] }).participants);

const removeBuyer = async () => {
  await userEvent.click(
    await screen.findByRole('button', { name: 'zeynep@ornek.com.tr katılımcısını sil' }),
  );
};

const addParticipant = async (name: string, surname: string, email: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Katılımcı ekle' }));
  const dialog = screen.getByRole('dialog', { name: 'Katılımcı ekle' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ad' }), name);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Soyad' }), surname);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-posta' }), email);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
  return dialog;
};

/** Ticks the payment dialog's acceptance once the server's texts are shown. */
const acceptContracts = async (dialog: HTMLElement) => {
  await within(dialog).findByTestId('contract-distanceSales');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /okudum, kabul ediyorum/ }));
};

/** Adds a participant the server accepts, waiting for the dialog to close. */
const addValidParticipant = async (name: string, surname: string, email: string) => {
  const dialog = await addParticipant(name, surname, email);
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
};

describe('Cart page', () => {
  it('labels a line the server priced at the member price with its association', async () => {
    basket = [
      buildBasketItem({
        courseId: 110,
        price: 2750,
        discountPrice: 350,
        priceWithoutTax: 2000,
        memberAssociation: 'İHKİB',
      }),
      buildBasketItem({ id: 2, courseId: 109, memberAssociation: null }),
    ];
    renderCart();
    await screen.findAllByRole('link', { name: 'Kur Riski Yönetimi' });
    const lines = screen.getByRole('list', { name: tr.basketItems });
    const [member, plain] = within(lines).getAllByRole('listitem');
    expect(within(member!).getByText('İHKİB üye fiyatı:')).toBeVisible();
    expect(within(member!).getByText('−350,00 TL')).toBeVisible();
    expect(within(member!).getByText('2.750,00 TL').tagName).toBe('S');
    expect(within(plain!).queryByText(/üye fiyatı/)).not.toBeInTheDocument();
    expect(screen.getByTestId('payable')).toHaveTextContent('5.600,00 TL');
  });

  it('shows the empty basket message', async () => {
    basket = [];
    renderCart();
    expect(await screen.findByText('Sepetinizde eğitim bulunmuyor.')).toBeInTheDocument();
  });

  it('prices by participant count and refuses checkout without participants', async () => {
    basket = [
      buildBasketItem(),
      buildBasketItem({
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
    // Buying only for others: the buyer, listed first, removes themselves.
    await removeBuyer();
    expect(screen.getByTestId('payable')).toHaveTextContent('4.400,00 TL');

    await userEvent.click(screen.getByRole('button', { name: 'Ödemeye geç' }));
    expect(screen.getByText('Lütfen en az bir katılımcı ekleyin.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/v1/orders/makepayment')).toBe(false);

    await addValidParticipant('Ali', 'Demir', 'ali@ornek.com.tr');
    expect(screen.queryByText('Lütfen en az bir katılımcı ekleyin.')).not.toBeInTheDocument();
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
    basket = [buildBasketItem()];
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
    expect(screen.getAllByRole('row')).toHaveLength(3); // header + the buyer + Ali

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
    basket = [buildBasketItem({ price: 0, priceWithoutTax: 0 })];
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
    // The buyer is already listed, so "add myself" is not offered.
    expect(screen.getByRole('cell', { name: 'zeynep@ornek.com.tr' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kendimi ekle' })).not.toBeInTheDocument();
    // Nothing to pay, nothing to withdraw from: no contract to accept.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siparişi tamamla' }));

    expect(await screen.findByText('free page ?trackingId=ABC234DEF567')).toBeInTheDocument();
    const order = server.requests.find((r) => r.path === '/v1/orders/makepayment');
    expect(order?.headers['contracts-accepted']).toBeUndefined();
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
      buildBasketItem({
        participantEmails: [{ name: 'Ali', surname: 'Demir', email: 'ali@ornek.com.tr' }],
      }),
    ];
    route = (request) =>
      request.path === '/v1/orders/makepayment'
        ? { status: 400, body: { success: false, message: 'Bu eğitimin kayıt süresi sona erdi.' } }
        : undefined;
    renderCart();
    expect(await screen.findByRole('cell', { name: 'ali@ornek.com.tr' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ödemeye geç' }));
    const dialog = screen.getByRole('dialog', { name: 'Ödeme yöntemi' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Havale \/ EFT/ }));
    await waitFor(() => expect(within(dialog).getAllByText(/Banka havalesi/)).toHaveLength(2));
    await acceptContracts(dialog);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Havale/EFT ile sipariş ver' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bu eğitimin kayıt süresi sona erdi.',
    );
    // Said once, where the payment is made: not under the cart's summary as well.
    expect(screen.getAllByText('Bu eğitimin kayıt süresi sona erdi.')).toHaveLength(1);
    const order = server.requests.find((r) => r.path === '/v1/orders/makepayment');
    expect((order?.body as { paymentMethod: number }[])[0]?.paymentMethod).toBe(1);
  });

  it('lists the buyer first, saves the list with the basket and reads it back after a reload', async () => {
    basket = [buildBasketItem()];
    const first = renderCart();
    expect(await screen.findByRole('cell', { name: 'zeynep@ornek.com.tr' })).toBeInTheDocument();
    await waitFor(() =>
      expect(savedParticipants()).toEqual([
        [{ name: 'Zeynep', surname: 'Çelik', email: 'zeynep@ornek.com.tr' }],
      ]),
    );
    // Each change is saved: the buyer removes themselves and lists a colleague.
    await removeBuyer();
    await addValidParticipant('Ali', 'Demir', 'ali@ornek.com.tr');
    expect(screen.getByTestId('seats-sentence')).toHaveTextContent(
      'Sepetteki her eğitim 1 kişiye verilecek: Ali Demir; siz bu kişiler arasında değilsiniz, eğitimler size tanımlanmayacak.',
    );
    expect(screen.getByText('Ali Demir', { selector: '.people span' })).toBeInTheDocument();
    await waitFor(() =>
      expect(savedParticipants().at(-1)).toEqual([
        { name: 'Ali', surname: 'Demir', email: 'ali@ornek.com.tr' },
      ]),
    );
    expect(savedParticipants()).toContainEqual([]);
    first.unmount();

    // A reload: the server gives the saved list back on the first item; nothing is re-added.
    server.requests.length = 0;
    basket = [
      buildBasketItem({
        participantEmails: [{ name: 'Ali', surname: 'Demir', email: 'ali@ornek.com.tr' }],
      }),
    ];
    renderCart();
    expect(await screen.findByRole('cell', { name: 'ali@ornek.com.tr' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'zeynep@ornek.com.tr' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kendimi ekle' })).toBeInTheDocument();
    expect(savedParticipants()).toEqual([]);
  });

  it('edits one participant and removes one, leaving the others as they were', async () => {
    basket = [
      buildBasketItem({
        participantEmails: [
          { name: 'Ali', surname: 'Kaya', email: 'ali@ornek.com.tr' },
          { name: 'Ece', surname: 'Tan', email: 'ece@ornek.com.tr' },
          { name: 'Can', surname: 'Er', email: 'can@ornek.com.tr' },
        ],
      }),
    ];
    renderCart();
    await userEvent.click(
      await screen.findByRole('button', { name: 'ece@ornek.com.tr katılımcısını düzenle' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Katılımcıyı düzenle' });
    const surname = within(dialog).getByRole('textbox', { name: 'Soyad' });
    await userEvent.clear(surname);
    await userEvent.type(surname, 'Tandoğan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(savedParticipants()).toHaveLength(1));
    expect(savedParticipants()[0]).toEqual([
      { name: 'Ali', surname: 'Kaya', email: 'ali@ornek.com.tr' },
      { name: 'Ece', surname: 'Tandoğan', email: 'ece@ornek.com.tr' },
      { name: 'Can', surname: 'Er', email: 'can@ornek.com.tr' },
    ]);

    await userEvent.click(
      screen.getByRole('button', { name: 'ali@ornek.com.tr katılımcısını sil' }),
    );
    await waitFor(() => expect(savedParticipants()).toHaveLength(2));
    expect(savedParticipants()[1]).toEqual([
      { name: 'Ece', surname: 'Tandoğan', email: 'ece@ornek.com.tr' },
      { name: 'Can', surname: 'Er', email: 'can@ornek.com.tr' },
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ece Tandoğan'),
      expect.stringContaining('Can Er'),
    ]);
  });

  it('says in one sentence, with the count, who gets each course: in the cart and in the payment dialog', async () => {
    basket = [buildBasketItem()];
    renderCart();
    // A new cart: the buyer alone.
    expect(await screen.findByTestId('seats-sentence')).toHaveTextContent(
      'Sepetteki her eğitim 1 kişiye verilecek: Zeynep Çelik.',
    );
    await addValidParticipant('Ali', 'Demir', 'ali@ornek.com.tr');
    expect(screen.getByTestId('seats-sentence')).toHaveTextContent(
      'Sepetteki her eğitim 2 kişiye verilecek: Zeynep Çelik ve Ali Demir.',
    );
    await removeBuyer();
    await addValidParticipant('Can', 'Öz', 'can@ornek.com.tr');
    const sentence =
      'Sepetteki her eğitim 2 kişiye verilecek: Ali Demir ve Can Öz; siz bu kişiler arasında değilsiniz, eğitimler size tanımlanmayacak.';
    expect(screen.getByTestId('seats-sentence')).toHaveTextContent(sentence);
    await userEvent.click(screen.getByRole('button', { name: 'Ödemeye geç' }));
    const dialog = screen.getByRole('dialog', { name: 'Ödeme yöntemi' });
    expect(within(dialog).getByTestId('payment-seats')).toHaveTextContent(sentence);
  });

  it('names five people and counts the rest', async () => {
    basket = [
      buildBasketItem({
        participantEmails: Array.from({ length: 8 }, (_, i) => ({
          name: `Kişi${i + 1}`,
          surname: 'Test',
          email: `kisi${i + 1}@ornek.com.tr`,
        })),
      }),
    ];
    renderCart();
    expect(await screen.findByTestId('seats-sentence')).toHaveTextContent(
      'Sepetteki her eğitim 8 kişiye verilecek: Kişi1 Test, Kişi2 Test, Kişi3 Test, Kişi4 Test, Kişi5 Test ve 3 kişi daha; siz bu kişiler arasında değilsiniz',
    );
  });

  it('sends one order with an idempotency key on a double click and shows the bank details page', async () => {
    basket = [buildBasketItem(), buildBasketItem({ id: 2, courseId: 110 })];
    let answer: () => void = () => undefined;
    route = (request) => {
      if (request.path !== '/v1/orders/makepayment') return undefined;
      basket = [];
      return new Promise<Reply>((resolve) => {
        answer = () =>
          resolve({
            body: {
              success: true,
              data: {
                paymentUrl: null,
                trackingId: 'TRF234ABC567',
                status: 'awaiting_transfer',
                referenceCode: 'IA7K3M9Q2X',
                expiresAt: '2026-11-30T12:00:00.000Z',
              },
            },
          });
      }) as unknown as Reply;
    };
    renderCart();
    await waitFor(() => expect(screen.getByLabelText('badge')).toHaveTextContent('2'));
    await userEvent.click(screen.getByRole('button', { name: 'Ödemeye geç' }));
    const dialog = screen.getByRole('dialog', { name: 'Ödeme yöntemi' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Havale \/ EFT/ }));
    await waitFor(() => expect(within(dialog).getAllByText(/Banka havalesi/)).toHaveLength(2));
    await acceptContracts(dialog);
    const order = within(dialog).getByRole('button', { name: 'Havale/EFT ile sipariş ver' });
    // Two clicks in the same moment, before React re-renders; then a third, later one.
    fireEvent.click(order);
    fireEvent.click(order);
    await userEvent.click(order);
    await waitFor(() =>
      expect(server.requests.filter((r) => r.path === '/v1/orders/makepayment')).toHaveLength(1),
    );
    expect(order).toBeDisabled();
    expect(order).toHaveAttribute('aria-busy', 'true');
    answer();

    expect(await screen.findByText('eft page ?trackingId=TRF234ABC567')).toBeInTheDocument();
    const calls = server.requests.filter((r) => r.path === '/v1/orders/makepayment');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    // The badge reads the basket again: the transfer order emptied it.
    await waitFor(() => expect(screen.getByLabelText('badge')).toHaveTextContent('0'));
  });

  it('retries with the same key after a network failure, so the retry is the same order', async () => {
    basket = [buildBasketItem()];
    let calls = 0;
    route = (request) => {
      if (request.path !== '/v1/orders/makepayment') return undefined;
      calls += 1;
      // The first answer never arrives (the connection drops); the order may exist.
      if (calls === 1) return { destroy: true };
      return {
        body: {
          success: true,
          data: {
            paymentUrl: 'http://pay.test/hosted?session=abc',
            trackingId: 'CRD234ABC567',
            status: 'pending',
            referenceCode: 'IA7K3M9Q2X',
          },
        },
      };
    };
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Ödemeye geç' }));
    const dialog = screen.getByRole('dialog', { name: 'Ödeme yöntemi' });
    await acceptContracts(dialog);
    const pay = within(dialog).getByRole('button', { name: 'Güvenli ödeme sayfasına git' });
    await userEvent.click(pay);
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await userEvent.click(pay);
    // The card order goes to the provider's page, in the site's language.
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('http://pay.test/hosted?session=abc&lang=tr'),
    );
    const [first, second] = server.requests
      .filter((r) => r.path === '/v1/orders/makepayment')
      .map((r) => r.headers['idempotency-key']);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('keeps one attempt for a free order submitted twice at once, so its retry is the same order', async () => {
    basket = [buildBasketItem({ price: 0, priceWithoutTax: 0 })];
    let calls = 0;
    route = (request) => {
      if (request.path !== '/v1/orders/makepayment') return undefined;
      calls += 1;
      return calls === 1
        ? { destroy: true }
        : makePaymentAnswer({ trackingId: 'FRE234ABC567', status: 'completed' });
    };
    renderCart();
    const summary = await screen.findByRole('complementary', { name: 'Sipariş özeti' });
    const complete = within(summary).getByRole('button', { name: 'Siparişi tamamla' });
    // Two submits in the same tick: the second lands before React has disabled the button.
    const form = complete.closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await within(summary).findByRole('alert')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === '/v1/orders/makepayment')).toHaveLength(1);
    await userEvent.click(complete);
    expect(await screen.findByText('free page ?trackingId=FRE234ABC567')).toBeInTheDocument();
    const [first, second] = server.requests
      .filter((r) => r.path === '/v1/orders/makepayment')
      .map((r) => r.headers['idempotency-key']);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('starts a new attempt when the order changed after a dropped connection', async () => {
    basket = [buildBasketItem()];
    let calls = 0;
    route = (request) => {
      if (request.path !== '/v1/orders/makepayment') return undefined;
      calls += 1;
      return calls === 1 ? { destroy: true } : makePaymentAnswer({ trackingId: 'EFT234ABC567' });
    };
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Ödemeye geç' }));
    let dialog = screen.getByRole('dialog', { name: 'Ödeme yöntemi' });
    await acceptContracts(dialog);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Güvenli ödeme sayfasına git' }),
    );
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    // Another person is listed: the order that may exist is not this one.
    await addValidParticipant('Ali', 'Kaya', 'ali.kaya@ornek.com.tr');
    await userEvent.click(screen.getByRole('button', { name: 'Ödemeye geç' }));
    dialog = screen.getByRole('dialog', { name: 'Ödeme yöntemi' });
    await acceptContracts(dialog);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Güvenli ödeme sayfasına git' }),
    );
    await waitFor(() => expect(calls).toBe(2));
    const [first, second] = server.requests.filter((r) => r.path === '/v1/orders/makepayment');
    expect(second?.headers['idempotency-key']).toBeTruthy();
    expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
    expect((second?.body as { participants: unknown[] }[])[0]?.participants).toHaveLength(2);
  });

  it('starts a new attempt with a new key after the server refused the last one', async () => {
    basket = [buildBasketItem()];
    route = (request) =>
      request.path === '/v1/orders/makepayment'
        ? { status: 400, body: { success: false, message: 'Bu eğitimin kayıt süresi sona erdi.' } }
        : undefined;
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Ödemeye geç' }));
    const dialog = screen.getByRole('dialog', { name: 'Ödeme yöntemi' });
    await acceptContracts(dialog);
    const pay = within(dialog).getByRole('button', { name: 'Güvenli ödeme sayfasına git' });
    await userEvent.click(pay);
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await userEvent.click(pay);
    await waitFor(() =>
      expect(server.requests.filter((r) => r.path === '/v1/orders/makepayment')).toHaveLength(2),
    );
    const [first, second] = server.requests
      .filter((r) => r.path === '/v1/orders/makepayment')
      .map((r) => r.headers['idempotency-key']);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('shows both contracts of this order before paying, and pays only once they are accepted, sending their hash', async () => {
    basket = [buildBasketItem()];
    route = (request) =>
      request.path === '/v1/orders/makepayment'
        ? {
            body: {
              success: true,
              data: {
                paymentUrl: null,
                trackingId: 'TRF234ABC567',
                status: 'awaiting_transfer',
                referenceCode: 'IA7K3M9Q2X',
              },
            },
          }
        : undefined;
    renderCart();
    // The old static link and tick are gone from the cart.
    await userEvent.click(await screen.findByRole('button', { name: 'Ödemeye geç' }));
    const dialog = screen.getByRole('dialog', { name: 'Ödeme yöntemi' });
    const form = await within(dialog).findByRole('region', { name: 'Ön Bilgilendirme Formu' });
    const contract = within(dialog).getByRole('region', { name: 'Mesafeli Satış Sözleşmesi' });
    expect(form).toHaveTextContent('Zeynep Çelik');
    expect(contract).toHaveTextContent('Ödeme: Kredi kartı');
    // The texts were asked for with the order's own body.
    expect(server.requests.find((r) => r.path === '/v1/orders/contracts')?.body).toEqual([
      {
        courseId: 109,
        count: 1,
        paymentMethod: 0,
        participants: [{ name: 'Zeynep', surname: 'Çelik', email: 'zeynep@ornek.com.tr' }],
      },
    ]);

    // Another method is another text: the one shown is the one accepted.
    await userEvent.click(within(dialog).getByRole('radio', { name: /Havale \/ EFT/ }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('contract-distanceSales')).toHaveTextContent(
        'Ödeme: Banka havalesi / EFT',
      ),
    );
    const order = within(dialog).getByRole('button', { name: 'Havale/EFT ile sipariş ver' });
    await userEvent.click(order);
    expect(
      await within(dialog).findByText(
        'Ödemeden önce Ön Bilgilendirme Formunu ve Mesafeli Satış Sözleşmesini okuyup onaylamanız gerekiyor.',
      ),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/v1/orders/makepayment')).toBe(false);

    await acceptContracts(dialog);
    await userEvent.click(order);
    expect(await screen.findByText('eft page ?trackingId=TRF234ABC567')).toBeInTheDocument();
    const paid = server.requests.find((r) => r.path === '/v1/orders/makepayment');
    expect(paid?.headers['contracts-accepted']).toBe('11'.padEnd(64, 'a'));
  });

  it('reads the texts again when the server says they changed, and asks again, keeping the choice', async () => {
    basket = [buildBasketItem()];
    let answered = 0;
    route = (request) => {
      if (request.path !== '/v1/orders/makepayment') return undefined;
      answered += 1;
      if (answered === 1) {
        // Meanwhile the texts changed on the server (a price, a setting, a template).
        contractsEdition = 2;
        return {
          status: 409,
          body: {
            success: false,
            message:
              'Siparişiniz ya da sözleşme metinleri siz onayladıktan sonra değişti. Lütfen güncel metinleri okuyup yeniden onaylayın.',
            errors: { contracts: 'contractsChanged' },
          },
        };
      }
      return {
        body: {
          success: true,
          data: {
            paymentUrl: null,
            trackingId: 'TRF234ABC567',
            status: 'awaiting_transfer',
            referenceCode: 'IA7K3M9Q2X',
          },
        },
      };
    };
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Ödemeye geç' }));
    const dialog = screen.getByRole('dialog', { name: 'Ödeme yöntemi' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Havale \/ EFT/ }));
    await waitFor(() => expect(within(dialog).getAllByText(/Banka havalesi/)).toHaveLength(2));
    await acceptContracts(dialog);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Havale/EFT ile sipariş ver' }),
    );

    expect(await within(dialog).findByText(/sözleşme metinleri siz onayladıktan sonra değişti/));
    await waitFor(() =>
      expect(within(dialog).getByTestId('contract-distanceSales')).toHaveTextContent('Sürüm 2'),
    );
    const tick = within(dialog).getByRole('checkbox', { name: /okudum, kabul ediyorum/ });
    expect(tick).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Havale \/ EFT/ })).toBeChecked();
    await userEvent.click(tick);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Havale/EFT ile sipariş ver' }),
    );
    expect(await screen.findByText('eft page ?trackingId=TRF234ABC567')).toBeInTheDocument();
    const hashes = server.requests
      .filter((r) => r.path === '/v1/orders/makepayment')
      .map((r) => r.headers['contracts-accepted']);
    expect(hashes).toEqual(['11'.padEnd(64, 'a'), '12'.padEnd(64, 'a')]);
  });

  it('says so when the newest order for these courses was not paid in time', async () => {
    basket = [buildBasketItem()];
    const expired = {
      trackingId: 'EXP234ABC567',
      status: 'expired',
      items: [{ courseId: 109 }],
    } as unknown as OrderSummary;
    orders = [expired];
    const view = renderCart();
    expect(
      await screen.findByText(/son siparişin ödeme süresi doldu ve sipariş kapandı/),
    ).toBeInTheDocument();
    view.unmount();

    // A newer order, paid, for the same course: no notice.
    orders = [{ ...expired, trackingId: 'NEW234ABC567', status: 'completed' }, expired];
    renderCart();
    await screen.findByRole('link', { name: 'Kur Riski Yönetimi' });
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === '/v1/orders/getmyorders')).toBe(true),
    );
    expect(screen.queryByText(/son siparişin ödeme süresi doldu/)).not.toBeInTheDocument();
  });
  describe('a list in one upload', () => {
    const OWNER_MESSAGE = 'Bu e-posta adresine sahip katılımcı bu eğitime zaten kayıtlı.';
    const csvFile = (content: BlobPart, name = 'katilimcilar.csv') =>
      new File([content], name, { type: 'text/csv' });
    const upload = async (file: File) => {
      await userEvent.upload(screen.getByLabelText('Katılımcı listesi dosyası (CSV)'), file);
      return screen.findByRole('dialog', { name: 'Dosyadaki katılımcılar' });
    };
    const partyChecks = () => server.requests.filter((r) => r.path === '/v1/orders/checkparty');
    const thirty = () =>
      Array.from({ length: 30 }, (_, i) => `Kişi${i + 1},Test,kisi${i + 1}@ornek.com.tr`);

    it('previews 30 rows, shows the two bad ones with their reasons, and adds the 28 others', async () => {
      basket = [buildBasketItem()];
      let active = 0;
      let most = 0;
      route = (request) => {
        if (request.path !== '/v1/orders/checkparty') return undefined;
        active += 1;
        most = Math.max(most, active);
        const owner = (request.body as { partyEmail: string }).partyEmail === 'kisi7@ornek.com.tr';
        return new Promise<Reply>((resolve) =>
          setTimeout(() => {
            active -= 1;
            resolve(
              owner
                ? { status: 409, body: { success: false, message: OWNER_MESSAGE } }
                : { body: { success: true, message: 'ok', data: true } },
            );
          }, 5),
        ) as unknown as Reply;
      };
      renderCart();
      await screen.findByRole('cell', { name: 'zeynep@ornek.com.tr' });
      // The limit is said before anything is uploaded.
      expect(screen.getByText('En fazla 50 katılımcı')).toBeInTheDocument();

      const rows = thirty();
      rows[11] = 'Kişi12,Test,kisi12@ornek'; // a bad e-mail
      const dialog = await upload(csvFile(['Ad,Soyad,E-posta', ...rows].join('\r\n')));
      expect(
        await within(dialog).findByText(
          '28 kişi eklenmeye hazır. 2 satırda sorun var; bu satırlar eklenmeyecek.',
        ),
      ).toBeInTheDocument();
      const line = (email: string) =>
        within(dialog).getByRole('cell', { name: email }).closest('tr') as HTMLElement;
      expect(line('kisi12@ornek')).toHaveTextContent('E-posta adresi hatalı.');
      expect(line('kisi7@ornek.com.tr')).toHaveTextContent(OWNER_MESSAGE);
      expect(line('kisi1@ornek.com.tr')).toHaveTextContent('Eklenecek');
      // Checked a few at a time, each good row once (the bad e-mail never asked about).
      expect(most).toBeLessThanOrEqual(4);
      expect(partyChecks()).toHaveLength(29);
      // Nothing is added before the buyer says so.
      expect(screen.getAllByRole('row').filter((r) => !dialog.contains(r))).toHaveLength(2);

      await userEvent.click(within(dialog).getByRole('button', { name: '28 katılımcıyı ekle' }));
      expect(
        within(dialog).getByText(
          '28 katılımcı listeye eklendi. 2 satırda sorun var; bu satırlar eklenmeyecek.',
        ),
      ).toBeInTheDocument();
      // The two bad rows stay listed with their reasons.
      expect(within(dialog).getAllByTestId('import-row')).toHaveLength(2);
      expect(line('kisi12@ornek')).toHaveTextContent('E-posta adresi hatalı.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Tamam' }));

      // The buyer and 28 people, saved with the basket in one change.
      expect(screen.getAllByRole('row')).toHaveLength(1 + 29);
      expect(screen.queryByRole('cell', { name: 'kisi7@ornek.com.tr' })).not.toBeInTheDocument();
      await waitFor(() => expect(savedParticipants().at(-1)).toHaveLength(29));
      expect(savedParticipants().at(-1)?.[1]).toEqual({
        name: 'Kişi1',
        surname: 'Test',
        email: 'kisi1@ornek.com.tr',
      });
      expect(screen.getByTestId('seats-sentence')).toHaveTextContent(
        'Sepetteki her eğitim 29 kişiye verilecek',
      );
    });

    it('reads an Excel file: semicolons, a BOM, Turkish headers in another order, a duplicate', async () => {
      // Two courses in the basket: each new person is checked against both.
      basket = [
        buildBasketItem(),
        buildBasketItem({
          id: 2,
          courseId: 214,
          course: {
            name: 'Gümrük Mevzuatı',
            nameSlug: 'gumruk-mevzuati',
            thumbnailImagePath: 'http://api.test/images/courses/214.svg',
          },
        }),
      ];
      renderCart();
      await screen.findByRole('cell', { name: 'zeynep@ornek.com.tr' });
      const text = [
        'E-posta;Soyadı;Adı',
        'ilker.sahin@ornek.com.tr;Şahin;İlker',
        'gul.oz@ornek.com.tr;Öz;Gül',
        'ILKER.SAHIN@ornek.com.tr;Şahin;İlker',
        'zeynep@ornek.com.tr;Çelik;Zeynep',
      ].join('\r\n');
      const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
      const dialog = await upload(csvFile(bytes));
      expect(await within(dialog).findByText(/^2 kişi eklenmeye hazır\./)).toBeInTheDocument();
      expect(within(dialog).getAllByRole('cell', { name: 'İlker Şahin' })).toHaveLength(2);
      expect(within(dialog).getByRole('cell', { name: 'Gül Öz' })).toBeInTheDocument();
      const rows = within(dialog).getAllByTestId('import-row');
      expect(rows[2]).toHaveTextContent('Bu e-posta adresi dosyanın 2. satırında da var.');
      expect(rows[3]).toHaveTextContent('Bu kişi listede zaten var.');
      // Checked a few at a time: the order of the answers is not the order of the rows.
      const checked = partyChecks().map((r) => r.body as { courseId: number; partyEmail: string });
      expect(checked).toHaveLength(4);
      expect(checked).toEqual(
        expect.arrayContaining([
          { courseId: 109, partyEmail: 'ilker.sahin@ornek.com.tr' },
          { courseId: 214, partyEmail: 'ilker.sahin@ornek.com.tr' },
          { courseId: 109, partyEmail: 'gul.oz@ornek.com.tr' },
          { courseId: 214, partyEmail: 'gul.oz@ornek.com.tr' },
        ]),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: '2 katılımcıyı ekle' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Tamam' }));
      expect(screen.getByRole('cell', { name: 'İlker Şahin' })).toBeInTheDocument();
      await waitFor(() =>
        expect(
          savedParticipants()
            .at(-1)
            ?.map((p) => (p as { email: string }).email),
        ).toEqual(['zeynep@ornek.com.tr', 'ilker.sahin@ornek.com.tr', 'gul.oz@ornek.com.tr']),
      );
    });

    it('adds nothing beyond 50 and says so', async () => {
      basket = [
        buildBasketItem({
          participantEmails: Array.from({ length: 45 }, (_, i) => ({
            name: `Eski${i + 1}`,
            surname: 'Test',
            email: `eski${i + 1}@ornek.com.tr`,
          })),
        }),
      ];
      renderCart();
      await screen.findByRole('cell', { name: 'eski45@ornek.com.tr' });
      const dialog = await upload(csvFile(thirty().slice(0, 8).join('\n')));
      expect(
        await within(dialog).findByText(
          'Bir siparişte her eğitim en fazla 50 katılımcıya verilebilir. Listede 5 kişilik yer kaldığı için 3 kişi eklenmeyecek.',
        ),
      ).toBeInTheDocument();
      const rows = within(dialog).getAllByTestId('import-row');
      expect(rows.slice(5).map((row) => row.textContent)).toEqual(
        Array(3).fill(expect.stringContaining('Katılımcı sınırı aşıldığı için eklenmeyecek.')),
      );
      // Only the people who fit were checked with the server.
      expect(partyChecks()).toHaveLength(5);
      await userEvent.click(within(dialog).getByRole('button', { name: '5 katılımcıyı ekle' }));
      await waitFor(() => expect(savedParticipants().at(-1)).toHaveLength(50));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Tamam' }));
      expect(screen.getByRole('cell', { name: 'kisi5@ornek.com.tr' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'kisi6@ornek.com.tr' })).not.toBeInTheDocument();
    });
  });
});

describe('what the cart says and offers', () => {
  it('names each part, totals with the tax rate, and says the contracts come with the payment', async () => {
    basket = [buildBasketItem()];
    renderCart();
    expect(await screen.findByRole('region', { name: 'Sepetteki eğitimler' })).toBeVisible();
    const people = screen.getByRole('region', { name: 'Katılımcılar' });
    expect(within(people).getByText(/^Sepetteki her eğitim, aşağıda listelenen/)).toBeVisible();
    const table = within(people).getByRole('table', { name: 'Katılımcılar' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ad soyad', 'E-posta', 'İşlemler']);
    expect(within(table).getByRole('button', { name: /düzenle$/ })).toHaveTextContent('Düzenle');
    expect(within(table).getByRole('button', { name: /sil$/ })).toHaveTextContent('Sil');

    const summary = screen.getByRole('complementary', { name: 'Sipariş özeti' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual([
      'Ara toplam (KDV hariç) 2.666,67 TL',
      'KDV (%20) 533,33 TL',
      'Ödenecek tutar 3.200,00 TL',
    ]);
    expect(
      within(summary).getByText(
        'Ödeme adımında bu siparişin Ön Bilgilendirme Formunu ve Mesafeli Satış Sözleşmesini okuyup onaylayacaksınız.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(savedParticipants()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nobody is listed when the list is empty, and offers the buyer to come back', async () => {
    basket = [buildBasketItem()];
    renderCart();
    await removeBuyer();
    expect(screen.getByText('Henüz katılımcı eklenmedi.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Katılımcılar' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('seats-sentence')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Kendimi ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Katılımcı ekle' });
    expect(within(dialog).getByRole('textbox', { name: 'Ad' })).toHaveValue('Zeynep');
    expect(within(dialog).getByRole('textbox', { name: 'Soyad' })).toHaveValue('Çelik');
    expect(within(dialog).getByRole('textbox', { name: 'E-posta' })).toHaveValue(
      'zeynep@ornek.com.tr',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('cell', { name: 'zeynep@ornek.com.tr' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Kendimi ekle' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(savedParticipants().at(-1)).toEqual([
        { name: 'Zeynep', surname: 'Çelik', email: 'zeynep@ornek.com.tr' },
      ]),
    );
  });

  it('does not offer "add myself" while the buyer is listed among others', async () => {
    basket = [
      buildBasketItem({
        participantEmails: [
          { name: 'Ali', surname: 'Demir', email: 'ali@ornek.com.tr' },
          { name: 'Zeynep', surname: 'Çelik', email: 'ZEYNEP@ornek.com.tr' },
        ],
      }),
    ];
    renderCart();
    expect(await screen.findByRole('cell', { name: 'ali@ornek.com.tr' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Kendimi ekle' })).not.toBeInTheDocument();
  });

  it('saves nothing on opening a list it read back, only the changes made to it', async () => {
    basket = [
      buildBasketItem({
        participantEmails: [
          { name: 'Ali', surname: 'Demir', email: 'ali@ornek.com.tr' },
          { name: 'Can', surname: 'Öz', email: 'can@ornek.com.tr' },
        ],
      }),
    ];
    renderCart();
    await userEvent.click(
      await screen.findByRole('button', { name: 'can@ornek.com.tr katılımcısını sil' }),
    );
    await waitFor(() => expect(savedParticipants().length).toBeGreaterThan(0));
    // Saves run one at a time in order: a save on opening would be the first.
    expect(savedParticipants()).toEqual([
      [{ name: 'Ali', surname: 'Demir', email: 'ali@ornek.com.tr' }],
    ]);
  });

  it.each([
    ['an e-mail', { name: 'Can', surname: 'Öz', email: 'can@ornek' }, 'E-posta adresi hatalı.'],
    ['a name', { name: '', surname: 'Öz', email: 'can@ornek.com.tr' }, 'Ad zorunludur.'],
    ['a surname', { name: 'Can', surname: '', email: 'can@ornek.com.tr' }, 'Soyad zorunludur.'],
  ])(
    'names the first rule a listed person breaks when the list read back is not valid: %s',
    async (_what, person, message) => {
      basket = [
        buildBasketItem({
          participantEmails: [{ name: 'Ali', surname: 'Demir', email: 'ali@ornek.com.tr' }, person],
        }),
      ];
      renderCart();
      await userEvent.click(await screen.findByRole('button', { name: 'Ödemeye geç' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('dialog', { name: 'Ödeme yöntemi' })).not.toBeInTheDocument();
    },
  );

  it('starts with the buyer when the basket carries no list at all', async () => {
    const { participantEmails: _none, ...line } = buildBasketItem();
    basket = [line];
    renderCart();
    const table = await screen.findByRole('table', { name: 'Katılımcılar' });
    expect(within(table).getByText('zeynep@ornek.com.tr')).toBeVisible();
  });

  it("shows a free order's refusal on the page, and lets the buyer try again", async () => {
    basket = [buildBasketItem({ price: 0, priceWithoutTax: 0 })];
    let answers = 0;
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    route = (request) => {
      if (request.path !== '/v1/orders/makepayment') return undefined;
      answers += 1;
      return answers === 1
        ? { status: 400, body: { success: false, message: 'Bu eğitimin kontenjanı doldu.' } }
        : (held.then(() =>
            makePaymentAnswer({ trackingId: 'FRE234ABC567', status: 'completed' }),
          ) as unknown as Reply);
    };
    renderCart();
    const summary = await screen.findByRole('complementary', { name: 'Sipariş özeti' });
    expect(screen.getByTestId('payable')).toHaveTextContent('Ücretsiz');
    expect(within(summary).queryByText(/Ödeme adımında/)).not.toBeInTheDocument();
    const complete = within(summary).getByRole('button', { name: 'Siparişi tamamla' });
    await userEvent.click(complete);
    expect(await within(summary).findByRole('alert')).toHaveTextContent(
      'Bu eğitimin kontenjanı doldu.',
    );
    expect(complete).toBeEnabled();
    await userEvent.click(complete);
    // Busy while the order is being placed.
    await waitFor(() => expect(complete).toHaveAttribute('aria-busy', 'true'));
    expect(complete).toBeDisabled();
    arrive();
    expect(await screen.findByText('free page ?trackingId=FRE234ABC567')).toBeInTheDocument();
  });

  it('goes to the status page of an order that has no payment page and is not settled', async () => {
    basket = [buildBasketItem()];
    route = (request) =>
      request.path === '/v1/orders/makepayment'
        ? makePaymentAnswer({ trackingId: 'PND234/ABC567', status: 'pending' })
        : undefined;
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Ödemeye geç' }));
    const dialog = screen.getByRole('dialog', { name: 'Ödeme yöntemi' });
    await acceptContracts(dialog);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Güvenli ödeme sayfasına git' }),
    );
    expect(
      await screen.findByText('status page /payment/success/PND234%2FABC567'),
    ).toBeInTheDocument();
  });

  it('closes the payment dialog without paying', async () => {
    basket = [buildBasketItem()];
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Ödemeye geç' }));
    const dialog = screen.getByRole('dialog', { name: 'Ödeme yöntemi' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog', { name: 'Ödeme yöntemi' })).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/v1/orders/makepayment')).toBe(false);
  });

  it('sends an English-speaking buyer to the card page in English', async () => {
    basket = [buildBasketItem()];
    route = (request) =>
      request.path === '/v1/orders/makepayment'
        ? makePaymentAnswer({
            trackingId: 'CRD234ABC567',
            status: 'pending',
            paymentUrl: 'http://pay.test/hosted?session=en1',
          })
        : undefined;
    await act(() => i18next.changeLanguage('en'));
    try {
      renderCart();
      await userEvent.click(await screen.findByRole('button', { name: 'Proceed to payment' }));
      const dialog = screen.getByRole('dialog', { name: 'Payment method' });
      await within(dialog).findByTestId('contract-distanceSales');
      await userEvent.click(within(dialog).getByRole('checkbox'));
      await userEvent.click(within(dialog).getByRole('button', { name: /secure payment page/i }));
      await waitFor(() =>
        expect(leaveFor).toHaveBeenCalledWith('http://pay.test/hosted?session=en1&lang=en'),
      );
    } finally {
      await act(() => i18next.changeLanguage('tr'));
    }
  });

  it('tells of an expired order when one of its courses is in the cart', async () => {
    basket = [buildBasketItem()];
    orders = [
      {
        trackingId: 'EXP234ABC567',
        status: 'expired',
        items: [{ courseId: 300 }, { courseId: 109 }],
      } as unknown as OrderSummary,
    ];
    renderCart();
    expect(
      await screen.findByText(/son siparişin ödeme süresi doldu ve sipariş kapandı/),
    ).toBeVisible();
  });

  it('shows a spinner while the basket is read, not an error', async () => {
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    basket = [buildBasketItem()];
    route = (request) =>
      request.path === '/v1/userbaskets/getall'
        ? (held.then(() => ({
            body: { success: true, message: 'IA7K3M9Q2X', data: basket },
          })) as unknown as Reply)
        : undefined;
    renderCart();
    expect(await screen.findByText('Yükleniyor…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('link', { name: 'Kur Riski Yönetimi' })).toBeVisible();
  });

  it('sends an empty basket to the courses', async () => {
    basket = [];
    renderCart();
    expect(await screen.findByRole('link', { name: 'Eğitimlere göz atın' })).toHaveAttribute(
      'href',
      '/courses/online',
    );
  });
});
