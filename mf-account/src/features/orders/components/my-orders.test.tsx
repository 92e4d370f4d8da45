import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lms/shared';
import { buildOrder, initTestI18n, type RecordedRequest, type Reply } from '@lms/shared/testing';
import { renderPage, setupAccountTestApi, tokenFor } from '../../../testing/setup';
import { AccountPage } from '../../account/components/account-page';

const settings = {
  bankName: 'Türkiye Vakıflar Bankası',
  bankAccountHolder: 'İhracat Akademisi Vakfı',
  iban: 'TR12 0001 5001 5800 7300 0000 01',
};

const routes = new Map<string, (request: RecordedRequest) => Reply>();
const server = setupAccountTestApi((request) => {
  const handler = routes.get(`${request.method} ${request.path}`);
  return handler ? handler(request) : { status: 404, body: { success: false, message: 'yok' } };
});
beforeEach(async () => {
  await initTestI18n('tr');
  routes.clear();
  routes.set('GET /v1/WebsiteSettings/getwebsiteparts', () => ({
    body: { success: true, data: settings },
  }));
  useSessionStore.getState().setSession(tokenFor(7), {
    id: 7,
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@ornek.com.tr',
  });
});

const render = () => renderPage(<AccountPage />, { route: '/account/orders', path: '/account/*' });
const card = (trackingId: string) =>
  screen.findByRole('listitem', { name: new RegExp(`Sipariş ${trackingId}`) });

describe('my orders', () => {
  it('is in the account menu and says when there are none', async () => {
    routes.set('GET /v1/orders/getmyorders', () => ({ body: { success: true, data: [] } }));
    render();
    const menu = screen.getByRole('navigation', { name: 'Hesap menüsü' });
    expect(within(menu).getByRole('link', { name: 'Siparişlerim' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    expect(await screen.findByText('Henüz siparişiniz yok.')).toBeInTheDocument();
  });

  it('shows each order with date, courses, participants, totals, method and status', async () => {
    routes.set('GET /v1/orders/getmyorders', () => ({
      body: {
        success: true,
        data: [
          buildOrder({
            trackingId: 'TRF234ABC567',
            status: 'awaiting_transfer',
            paymentMethod: 1,
            referenceCode: 'RF7Q2X',
            completedAt: null,
            hasReceipt: false,
            expiresAt: '2026-11-27T09:30:00.000Z',
          }),
          buildOrder(),
          buildOrder({
            trackingId: 'FLD234ABC567',
            status: 'failed',
            failureMessage: 'Kartınızın bakiyesi yetersiz.',
            hasReceipt: false,
          }),
          buildOrder({ trackingId: 'EXP234ABC567', status: 'expired', hasReceipt: false }),
          buildOrder({
            trackingId: 'RFN234ABC567',
            status: 'refunded',
            failureMessage: 'Eğitim bu katılımcılara zaten tanımlıydı.',
            hasReceipt: false,
          }),
          buildOrder({ trackingId: 'CNC234ABC567', status: 'cancelled', hasReceipt: false }),
          buildOrder({
            trackingId: 'CRS234ABC567',
            status: 'cancelled',
            failureMessage: 'Eğitim iptal edildiği için sipariş iptal edildi.',
            hasReceipt: false,
          }),
          buildOrder({ trackingId: 'PND234ABC567', status: 'pending', hasReceipt: false }),
        ],
      },
    }));
    render();

    const paid = within(await card('ORD234ABC567'));
    expect(paid.getByText('Tamamlandı')).toBeInTheDocument();
    expect(paid.getByText('20 Kasım 2026 12:30')).toBeInTheDocument();
    expect(paid.getByRole('link', { name: 'Kur Riski Yönetimi' })).toBeInTheDocument();
    expect(paid.getByText(/Bu eğitimi alacak kişiler/)).toHaveTextContent(
      'Ali Demir (ali@ornek.com.tr), Can Öz (can@ornek.com.tr)',
    );
    expect(paid.getByText('2 × 3.200,00 TL')).toBeInTheDocument();
    expect(paid.getByText('5.333,33 TL')).toBeInTheDocument();
    expect(paid.getByText('1.066,67 TL')).toBeInTheDocument();
    expect(paid.getByText('6.400,00 TL')).toBeInTheDocument();
    expect(paid.getByText('Kredi / banka kartı')).toBeInTheDocument();
    expect(paid.getByRole('button', { name: 'Makbuz (PDF)' })).toBeInTheDocument();

    const transfer = within(await card('TRF234ABC567'));
    expect(transfer.getByText('Havale/EFT bekleniyor')).toBeInTheDocument();
    expect(transfer.getByText('Havale / EFT')).toBeInTheDocument();
    expect(transfer.getByTestId('order-reference')).toHaveTextContent('RF7Q2X');
    expect(await transfer.findByText('TR12 0001 5001 5800 7300 0000 01')).toBeInTheDocument();
    expect(transfer.getByRole('link', { name: 'Havale bilgilerini göster' })).toHaveAttribute(
      'href',
      '#/payment/success/eft?trackingId=TRF234ABC567',
    );
    expect(transfer.queryByRole('button', { name: 'Makbuz (PDF)' })).not.toBeInTheDocument();

    const failed = within(await card('FLD234ABC567'));
    expect(failed.getByText('Başarısız')).toBeInTheDocument();
    expect(failed.getByText('Kartınızın bakiyesi yetersiz.')).toBeInTheDocument();
    expect(within(await card('EXP234ABC567')).getByText('Süresi doldu')).toBeInTheDocument();
    const refunded = within(await card('RFN234ABC567'));
    expect(refunded.getByText('İade edildi')).toBeInTheDocument();
    expect(refunded.getByText('Eğitim bu katılımcılara zaten tanımlıydı.')).toBeInTheDocument();
    expect(within(await card('CNC234ABC567')).getByText('İptal edildi')).toBeInTheDocument();
    // An order cancelled with its course says why, not that a newer one replaced it.
    const withCourse = within(await card('CRS234ABC567'));
    expect(
      withCourse.getByText('Eğitim iptal edildiği için sipariş iptal edildi.'),
    ).toBeInTheDocument();
    expect(withCourse.queryByText(/daha yeni bir sipariş/)).not.toBeInTheDocument();
    expect(within(await card('PND234ABC567')).getByText('Ödeme bekleniyor')).toBeInTheDocument();
  });

  it('labels a line paid at an association’s member price', async () => {
    const base = buildOrder().items[0]!;
    routes.set('GET /v1/orders/getmyorders', () => ({
      body: {
        success: true,
        data: [
          buildOrder({
            total: 2400,
            items: [
              {
                ...base,
                courseId: 110,
                quantity: 1,
                unitPrice: 2400,
                total: 2400,
                memberAssociation: 'İHKİB',
              },
            ],
          }),
          buildOrder({ trackingId: 'LST234ABC567' }),
        ],
      },
    }));
    render();
    expect(await card('ORD234ABC567')).toHaveTextContent('1 × 2.400,00 TL (İHKİB üye fiyatı)');
    expect(await card('LST234ABC567')).not.toHaveTextContent('üye fiyatı');
  });

  it('downloads the receipt with the session as a PDF file', async () => {
    routes.set('GET /v1/orders/getmyorders', () => ({
      body: { success: true, data: [buildOrder()] },
    }));
    routes.set('GET /v1/orders/receipt/ORD234ABC567', () => ({
      contentType: 'application/pdf',
      raw: Buffer.from('%PDF-1.4 makbuz'),
    }));
    const created: Blob[] = [];
    const clicked: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:receipt';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    render();
    await userEvent.click(
      within(await card('ORD234ABC567')).getByRole('button', { name: 'Makbuz (PDF)' }),
    );
    await waitFor(() => expect(clicked).toEqual(['makbuz-ORD234ABC567.pdf']));
    expect(created[0]?.type).toBe('application/pdf');
    expect(await created[0]?.text()).toBe('%PDF-1.4 makbuz');
    const request = server.requests.find((r) => r.path === '/v1/orders/receipt/ORD234ABC567');
    expect(request?.headers.authorization).toBe(`Bearer ${tokenFor(7)}`);
    click.mockRestore();
  });

  it('downloads the contracts accepted at checkout as a PDF, only where the order has them', async () => {
    routes.set('GET /v1/orders/getmyorders', () => ({
      body: {
        success: true,
        data: [
          buildOrder({ hasContracts: true }),
          buildOrder({ trackingId: 'OLD234ABC567', hasContracts: false }),
        ],
      },
    }));
    routes.set('GET /v1/orders/contracts/ORD234ABC567', () => ({
      contentType: 'application/pdf',
      raw: Buffer.from('%PDF-1.4 sozlesmeler'),
    }));
    const clicked: string[] = [];
    URL.createObjectURL = () => 'blob:contracts';
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    render();
    expect(
      within(await card('OLD234ABC567')).queryByRole('button', { name: 'Sözleşmeler (PDF)' }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      within(await card('ORD234ABC567')).getByRole('button', { name: 'Sözleşmeler (PDF)' }),
    );
    await waitFor(() => expect(clicked).toEqual(['sozlesmeler-ORD234ABC567.pdf']));
    const request = server.requests.find((r) => r.path === '/v1/orders/contracts/ORD234ABC567');
    expect(request?.headers.authorization).toBe(`Bearer ${tokenFor(7)}`);
    click.mockRestore();
  });

  it('writes dates and prices the English way in English', async () => {
    await initTestI18n('en');
    routes.set('GET /v1/orders/getmyorders', () => ({
      body: { success: true, data: [buildOrder()] },
    }));
    render();
    const paid = within(await screen.findByRole('listitem', { name: /Order ORD234ABC567/ }));
    expect(paid.getByText('Completed')).toBeInTheDocument();
    expect(paid.getByText('20 November 2026 at 12:30')).toBeInTheDocument();
    expect(paid.getByText('6,400.00 TL')).toBeInTheDocument();
    expect(paid.getByRole('button', { name: 'Receipt (PDF)' })).toBeInTheDocument();
  });

  describe('the right of withdrawal', () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

    it('withdraws the seats the buyer ticks; a closed seat says why and cannot be ticked', async () => {
      routes.set('GET /v1/orders/getmyorders', () => ({
        body: { success: true, data: [buildOrder({ completedAt: daysAgo(2) })] },
      }));
      routes.set('GET /v1/orders/withdrawal/ORD234ABC567', () => ({
        body: {
          success: true,
          data: {
            trackingId: 'ORD234ABC567',
            until: '2026-12-09T09:31:00.000Z',
            seats: [
              {
                courseId: 109,
                courseName: 'Dış Ticarete Giriş',
                name: 'Ayşe',
                surname: 'Yılmaz',
                email: 'ayse@ornek.com.tr',
                amount: 3200,
                closedReason: 'contentStarted',
              },
              {
                courseId: 109,
                courseName: 'Dış Ticarete Giriş',
                name: 'Mehmet',
                surname: 'Öztürk',
                email: 'mehmet@ornek.com.tr',
                amount: 3200,
                closedReason: null,
              },
            ],
          },
        },
      }));
      routes.set('POST /v1/orders/withdraw/ORD234ABC567', () => ({
        body: {
          success: true,
          message: 'Cayma talebiniz işlendi; iade: 3.200,00 TL.',
          data: { refunded: 3200, refundedAmount: 3200, status: 'completed' },
        },
      }));
      render();
      await userEvent.click(
        within(await card('ORD234ABC567')).getByRole('button', { name: 'Cayma hakkını kullan' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Cayma hakkı' });
      expect(within(dialog).getByText(/9 Aralık 2026/)).toBeInTheDocument();
      const started = within(dialog).getByRole('checkbox', { name: /Ayşe Yılmaz/ });
      expect(started).toBeDisabled();
      expect(within(dialog).getByText(/videolarına ya da sınavına başlandı/)).toBeInTheDocument();
      const confirm = within(dialog).getByRole('button', { name: 'Önce katılımcı seçiniz' });
      expect(confirm).toBeDisabled();

      await userEvent.click(within(dialog).getByRole('checkbox', { name: /Mehmet Öztürk/ }));
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Cay ve 3.200,00 TL iade al' }),
      );
      expect(await within(dialog).findByRole('status')).toHaveTextContent(
        'Cayma talebiniz işlendi; iade: 3.200,00 TL.',
      );
      const posted = server.requests.filter((r) => r.path === '/v1/orders/withdraw/ORD234ABC567');
      expect(posted).toHaveLength(1);
      expect(posted[0]?.body).toEqual({ seats: [{ courseId: 109, email: 'mehmet@ornek.com.tr' }] });
    });

    it('offers no withdrawal after 14 days, nor for an unpaid or free order', async () => {
      routes.set('GET /v1/orders/getmyorders', () => ({
        body: {
          success: true,
          data: [
            buildOrder({ completedAt: daysAgo(15) }),
            buildOrder({ trackingId: 'FRE234ABC567', total: 0, completedAt: daysAgo(1) }),
            buildOrder({
              trackingId: 'TRF234ABC567',
              status: 'awaiting_transfer',
              completedAt: null,
            }),
          ],
        },
      }));
      render();
      for (const trackingId of ['ORD234ABC567', 'FRE234ABC567', 'TRF234ABC567']) {
        expect(
          within(await card(trackingId)).queryByRole('button', { name: 'Cayma hakkını kullan' }),
        ).toBeNull();
      }
    });
  });

  describe('refunds', () => {
    it('tells a buyer who withdrew from a transfer order that the refund goes to their bank account, then that it went', async () => {
      let paidBack: string | null = null;
      routes.set('GET /v1/orders/getmyorders', () => ({
        body: {
          success: true,
          data: [
            buildOrder({
              trackingId: 'WDR234ABC567',
              status: 'refunded',
              paymentMethod: 1,
              hasReceipt: false,
              failureMessage: 'Alıcı cayma hakkını kullandı.',
              refunds: [
                {
                  at: '2026-11-21T09:30:00.000Z',
                  amount: 6400,
                  withdrawal: true,
                  toBankAccount: true,
                  paidBackAt: paidBack,
                },
              ],
            }),
            buildOrder({
              trackingId: 'PRT234ABC567',
              refunds: [
                {
                  at: '2026-11-22T09:30:00.000Z',
                  amount: 3200,
                  withdrawal: false,
                  toBankAccount: false,
                  paidBackAt: null,
                },
              ],
            }),
          ],
        },
      }));
      const { unmount } = render();
      const withdrawn = within(await card('WDR234ABC567'));
      expect(
        withdrawn.getByText(
          'Bu siparişten cayma hakkınızı kullandınız; 6.400,00 TL iade edildi ve eğitim kayıtları kaldırıldı.',
        ),
      ).toBeInTheDocument();
      // Not the note of the checkout's own refunds: trainings were added, then removed.
      expect(withdrawn.queryByText(/eğitim tanımlanmadı/)).toBeNull();
      expect(
        withdrawn.getByText(
          '21 Kasım 2026: cayma talebiniz üzerine 6.400,00 TL iade edildi. Havale/EFT ile ödediğiniz için tutar banka hesabınıza gönderilecek.',
        ),
      ).toBeInTheDocument();
      // A staff refund of a card order, still completed: back to the card.
      expect(
        within(await card('PRT234ABC567')).getByText(/3\.200,00 TL kartınıza iade edildi/),
      ).toBeInTheDocument();
      unmount();

      paidBack = '2026-11-24T08:00:00.000Z';
      render();
      const sent = within(await card('WDR234ABC567'));
      expect(
        sent.getByText(
          'Cayma talebiniz üzerine yapılan 6.400,00 TL tutarındaki iade 24 Kasım 2026 tarihinde banka hesabınıza gönderildi.',
        ),
      ).toBeInTheDocument();
      expect(sent.queryByText(/gönderilecek/)).toBeNull();
    });
  });
});
