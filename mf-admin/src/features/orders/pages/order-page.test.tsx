import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderDetail } from '@lms/shared/contracts';
import { useSessionStore } from '@lms/shared';
import { AdminApp } from '../../../admin-app';
import { renderAdmin, setupAdminTestApi, signInAs } from '../../../testing/setup';

const order = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  trackingId: 'K7PQ2M9XH4TA',
  status: 'completed',
  paymentMethod: 0,
  referenceCode: 'REF-8842',
  buyerId: 12,
  buyerName: 'Şükrü Çağlar',
  buyerEmail: 'sukru@ornek.com.tr',
  buyerPhone: '05321234567',
  companyName: null,
  courses: ['Dış Ticarete Giriş'],
  seats: 2,
  seatList: [
    {
      courseId: 109,
      courseName: 'Dış Ticarete Giriş',
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'ayse@ornek.com.tr',
      state: 'claimed',
      refundable: 1920,
      refundedAt: null,
    },
    {
      courseId: 109,
      courseName: 'Dış Ticarete Giriş',
      name: 'İsmail',
      surname: 'Öz',
      email: 'ismail@ornek.com.tr',
      state: 'held',
      refundable: 1920,
      refundedAt: null,
    },
  ],
  subtotal: 3200,
  tax: 640,
  total: 3840,
  refundedAmount: 0,
  createdAt: '2026-11-26T09:15:00.000Z',
  completedAt: '2026-11-26T09:16:00.000Z',
  refundedAt: null,
  expiresAt: null,
  failureMessage: null,
  lines: [],
  events: [
    {
      id: 1,
      at: '2026-11-26T09:16:00.000Z',
      provider: 'simulated',
      status: 'succeeded',
      amount: 3840,
      manual: false,
      withdrawal: false,
      paidBack: null,
    },
  ],
  mails: [
    {
      at: '2026-11-26T09:16:00.000Z',
      recipient: 'sukru@ornek.com.tr',
      subject: 'Siparişiniz tamamlandı (K7PQ2M9XH4TA)',
    },
  ],
  canConfirmTransfer: false,
  canCancel: false,
  canRefund: true,
  receiptPath: '/v1/admin/orders/K7PQ2M9XH4TA/receipt',
  ...overrides,
});

let current: AdminOrderDetail;
let refundReplies: { status: number; body: unknown }[];
let paybackReplies: { status: number; body: unknown }[];

const server = setupAdminTestApi((request) => {
  const url = new URL(request.path, 'http://x');
  if (url.pathname === `/v1/admin/orders/${current.trackingId}`) {
    return { body: { success: true, message: '', data: current } };
  }
  if (url.pathname === `/v1/admin/orders/${current.trackingId}/paybacks/7`) {
    const reply = paybackReplies.shift() ?? { status: 500, body: {} };
    if (reply.status === 200) {
      current = {
        ...current,
        events: current.events.map((event) =>
          event.id === 7
            ? {
                ...event,
                paidBack: {
                  at: '2026-11-27T08:30:00.000Z',
                  by: 'muhasebe@ornek.com.tr',
                  reference: 'EFT-2026-0042',
                },
              }
            : event,
        ),
      };
    }
    return reply;
  }
  if (url.pathname.endsWith('/refund')) {
    return refundReplies.shift() ?? { status: 500, body: {} };
  }
  if (url.pathname.endsWith('/confirm-transfer')) {
    current = { ...current, status: 'completed', canConfirmTransfer: false, canCancel: false };
    return {
      body: {
        success: true,
        message: 'Havale onaylandı.',
        data: { trackingId: current.trackingId, status: 'completed' },
      },
    };
  }
  return { status: 404, body: { success: false, message: 'Sipariş bulunamadı.' } };
});

const posts = (suffix: string) =>
  server.requests.filter((r) => r.method === 'POST' && r.path.endsWith(suffix));

beforeEach(() => {
  signInAs('finance');
  current = order();
  refundReplies = [];
  paybackReplies = [];
});
afterEach(() => useSessionStore.getState().clearSession());

describe('the order page', () => {
  it('shows the buyer, the amounts, the seats, the payment events and the mails', async () => {
    renderAdmin(<AdminApp />, '/admin/orders/K7PQ2M9XH4TA');
    expect(await screen.findByRole('heading', { name: 'Sipariş K7PQ2M9XH4TA' })).toBeVisible();
    expect(screen.getByText('Şükrü Çağlar')).toBeVisible();
    expect(screen.getByText('3.200,00 TL')).toBeVisible();
    expect(screen.getByText('640,00 TL')).toBeVisible();
    const seats = screen.getByRole('table', { name: 'Katılımcılar ve kayıtlar' });
    const rows = within(seats).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Hesabına tanımlı');
    expect(rows[2]).toHaveTextContent('Adres doğrulaması bekleniyor');
    const events = screen.getByRole('table', { name: 'Ödeme olayları' });
    expect(events).toHaveTextContent('Ödeme alındı');
    expect(screen.getByRole('table', { name: 'Gönderilen e-postalar' })).toHaveTextContent(
      'Siparişiniz tamamlandı (K7PQ2M9XH4TA)',
    );
    expect(screen.getByRole('button', { name: 'Makbuzu indir' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Havaleyi onayla' })).toBeNull();
  });

  it('refunds a chosen seat, asking first when its learner has started the course', async () => {
    const user = userEvent.setup();
    refundReplies = [
      {
        status: 409,
        body: {
          success: false,
          message: 'İade edilecek katılımcılardan Ayşe Yılmaz eğitime başladı (video ya da sınav).',
          errors: { confirmStarted: 'refundLearnerStarted' },
        },
      },
      {
        status: 200,
        body: {
          success: true,
          message: 'İade yapıldı: 1.920,00 TL.',
          data: {
            refunded: 1920,
            refundedAmount: 1920,
            status: 'completed',
            revokedCertificates: 0,
          },
        },
      },
    ];
    renderAdmin(<AdminApp />, '/admin/orders/K7PQ2M9XH4TA');
    const pick = await screen.findByRole('checkbox', {
      name: 'Ayşe Yılmaz (ayse@ornek.com.tr), Dış Ticarete Giriş: iade için seç',
    });
    expect(screen.getByRole('button', { name: 'Seçilenleri iade et (0)' })).toBeDisabled();
    await user.click(pick);
    await user.click(screen.getByRole('button', { name: 'Seçileni iade et (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'İade' });
    expect(dialog).toHaveTextContent('1 kayıt için 1.920,00 TL iade edilecek');
    await user.click(within(dialog).getByRole('button', { name: 'İade et' }));

    // The server asks: the page shows its question and sends the confirmation with the same seats.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ayşe Yılmaz eğitime başladı',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yine de iade et' }));
    await waitFor(() => expect(posts('/refund')).toHaveLength(2));
    expect(posts('/refund')[0]!.body).toEqual({
      seats: [{ courseId: 109, email: 'ayse@ornek.com.tr' }],
    });
    expect(posts('/refund')[1]!.body).toEqual({
      seats: [{ courseId: 109, email: 'ayse@ornek.com.tr' }],
      confirmStarted: true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('İade yapıldı: 1.920,00 TL.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms a bank transfer once asked, and shows the server’s answer', async () => {
    const user = userEvent.setup();
    current = order({
      status: 'awaiting_transfer',
      paymentMethod: 1,
      completedAt: null,
      canConfirmTransfer: true,
      canCancel: true,
      canRefund: false,
      receiptPath: null,
      events: [],
      seatList: order().seatList.map((seat) => ({ ...seat, state: 'none', refundable: 0 })),
    });
    renderAdmin(<AdminApp />, '/admin/orders/K7PQ2M9XH4TA');
    await user.click(await screen.findByRole('button', { name: 'Havaleyi onayla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Havaleyi onayla' });
    expect(dialog).toHaveTextContent('REF-8842');
    await user.click(within(dialog).getByRole('button', { name: 'Havaleyi onayla' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Havale onaylandı.');
    expect(posts('/confirm-transfer')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Havaleyi onayla' })).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: /iade et/ })).toBeNull();
  });

  it('marks a withdrawn transfer order’s refund paid back, keeping the reference when refused', async () => {
    const user = userEvent.setup();
    current = order({
      status: 'refunded',
      paymentMethod: 1,
      refundedAmount: 3840,
      canRefund: false,
      failureMessage: 'Alıcı cayma hakkını kullandı.',
      events: [
        {
          id: 7,
          at: '2026-11-27T08:00:00.000Z',
          provider: 'bank-transfer',
          status: 'refunded',
          amount: 3840,
          manual: true,
          withdrawal: true,
          paidBack: null,
        },
      ],
    });
    paybackReplies = [
      {
        status: 400,
        body: {
          success: false,
          message: 'Lütfen formu kontrol ediniz.',
          errors: { reference: 'paybackReferenceTooLong' },
        },
      },
      {
        status: 200,
        body: {
          success: true,
          message: 'İade geri ödendi olarak işaretlendi; alıcıya e-posta gönderildi.',
          data: {
            id: 7,
            paidBack: {
              at: '2026-11-27T08:30:00.000Z',
              by: 'muhasebe@ornek.com.tr',
              reference: 'EFT-2026-0042',
            },
          },
        },
      },
    ];
    renderAdmin(<AdminApp />, '/admin/orders/K7PQ2M9XH4TA');
    const events = await screen.findByRole('table', { name: 'Ödeme olayları' });
    expect(events).toHaveTextContent('İade (alıcı caydı)');
    expect(events).toHaveTextContent('Geri ödenecek: 3.840,00 TL');
    await user.click(within(events).getByRole('button', { name: 'Geri ödendi olarak işaretle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Geri ödendi olarak işaretle' });
    const reference = within(dialog).getByRole('textbox', { name: /Banka referansı ya da not/ });

    // Empty: the form says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Geri ödendi olarak işaretle' }));
    expect(await within(dialog).findByText(/Banka açıklamasını \(referans\)/)).toBeVisible();
    expect(posts('/paybacks/7')).toHaveLength(0);

    // Refused by the server: the message is on the field and what was typed stays.
    await user.type(reference, 'EFT-2026-0042');
    await user.click(within(dialog).getByRole('button', { name: 'Geri ödendi olarak işaretle' }));
    expect(await within(dialog).findByText(/en fazla 200 karakter olabilir/)).toBeVisible();
    expect(reference).toHaveValue('EFT-2026-0042');

    await user.click(within(dialog).getByRole('button', { name: 'Geri ödendi olarak işaretle' }));
    expect(await screen.findByRole('status')).toHaveTextContent('alıcıya e-posta gönderildi');
    expect(posts('/paybacks/7').map((request) => request.body)).toEqual([
      { reference: 'EFT-2026-0042' },
      { reference: 'EFT-2026-0042' },
    ]);
    const after = screen.getByRole('table', { name: 'Ödeme olayları' });
    await waitFor(() => expect(after).toHaveTextContent('Referans: EFT-2026-0042'));
    expect(after).toHaveTextContent('muhasebe@ornek.com.tr');
    expect(after).toHaveTextContent('Geri ödendi: 27 Kasım 2026 11:30');
    expect(within(after).queryByRole('button', { name: 'Geri ödendi olarak işaretle' })).toBeNull();
  });

  it('says so for an order that does not exist', async () => {
    renderAdmin(<AdminApp />, '/admin/orders/NOSUCHORDER1');
    expect(await screen.findByRole('link', { name: 'Tüm siparişler' })).toBeVisible();
  });
});
