import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError, remoteReleaseHeld, type OrderItem, useSessionStore } from '@lms/shared';
import { renderWithProviders, setupTestApi, type RecordedRequest } from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { PaymentDialog, type PaymentChoice, type PaymentDialogProps } from './payment-dialog';

// The payment dialog on its own: what it says, which method is chosen, when it reads the
// contracts again, and checkout's release held while it is open.

/** The contracts the server renders for a body: its method and the edition make the hash. */
let edition = 1;
const contractsOf = (request: RecordedRequest) => {
  const [first] = request.body as OrderItem[];
  const hash = `${first!.paymentMethod}${edition}`.padEnd(64, 'b');
  return {
    body: {
      success: true,
      data: {
        contracts: [
          { kind: 'preInformation', title: 'Ön Bilgilendirme Formu', html: `<p>Ön ${edition}</p>` },
          {
            kind: 'distanceSales',
            title: 'Mesafeli Satış Sözleşmesi',
            html: `<p>MSS ${edition}</p>`,
          },
        ].map((contract) => ({ ...contract, version: 'v1' })),
        hash,
        seatsSentence: '',
      },
    },
  };
};
let hold: Promise<void> | null = null;
let refusal: string | null = null;
const server = setupTestApi(
  async (request) => {
    if (hold) await hold;
    if (refusal) return { status: 400, body: { success: false, message: refusal } };
    return contractsOf(request);
  },
  { namespaces: { checkout: { tr, en } } },
);
beforeEach(() => {
  edition = 1;
  hold = null;
  refusal = null;
  useSessionStore.setState({ token: 'test-token' } as never);
});

const order = (method: PaymentChoice): OrderItem[] => [
  {
    courseId: 109,
    count: 1,
    paymentMethod: method,
    participants: [{ name: 'Ali', surname: 'Demir', email: 'ali@ornek.com.tr' }],
  },
];

const contractReads = () => server.requests.filter((r) => r.path === '/v1/orders/contracts');

const renderDialog = (props: Partial<PaymentDialogProps> = {}) => {
  const all: PaymentDialogProps = {
    open: true,
    payable: 3840,
    seats: 'Sepetteki her eğitim 1 kişiye verilecek: Ali Demir.',
    order,
    busy: false,
    error: null,
    onPay: jest.fn(),
    onClose: jest.fn(),
    ...props,
  };
  const view = renderWithProviders(<PaymentDialog {...all} />);
  return {
    ...view,
    props: all,
    update: (next: Partial<PaymentDialogProps>) =>
      view.rerender(<PaymentDialog {...all} {...next} />),
  };
};

/** The option's label, framed when it is the one chosen. */
const optionOf = (name: RegExp) => screen.getByRole('radio', { name }).closest('label')!;
const frame = (label: HTMLElement) => getComputedStyle(label).borderColor;

describe('the payment dialog', () => {
  it('says what is paid and how, with the card chosen first and framed', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Ödeme yöntemi' });
    expect(within(dialog).getByText('Ödenecek tutar')).toBeVisible();
    expect(within(dialog).getByText('3.840,00 TL')).toBeVisible();
    expect(within(dialog).getByTestId('payment-seats')).toHaveTextContent(
      'Sepetteki her eğitim 1 kişiye verilecek: Ali Demir.',
    );
    expect(within(dialog).getByRole('group', { name: 'Nasıl ödemek istersiniz?' })).toBeVisible();
    const card = within(dialog).getByRole('radio', { name: /Kredi \/ banka kartı/ });
    expect(card).toHaveAccessibleName(
      'Kredi / banka kartı 3-D Secure ile güvenli ödeme sayfasında ödeyin; eğitime hemen erişin.',
    );
    expect(within(dialog).getByRole('radio', { name: /Havale \/ EFT/ })).toHaveAccessibleName(
      'Havale / EFT Banka bilgileri ve referans kodu gösterilir; ödemeniz onaylanınca eğitim hesabınıza tanımlanır.',
    );
    expect(card).toBeChecked();
    const framed = frame(optionOf(/Kredi/));
    expect(framed).not.toBe(frame(optionOf(/Havale/)));
    expect(within(dialog).getByRole('button', { name: 'Kapat' })).toBeVisible();

    // The other method: its own frame, its own button, its own texts read.
    await userEvent.click(within(dialog).getByRole('radio', { name: /Havale \/ EFT/ }));
    expect(frame(optionOf(/Havale/))).toBe(framed);
    expect(frame(optionOf(/Kredi/))).not.toBe(framed);
    expect(
      within(dialog).getByRole('button', { name: 'Havale/EFT ile sipariş ver' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(contractReads().map((r) => (r.body as OrderItem[])[0]!.paymentMethod)).toEqual([0, 1]),
    );
  });

  it('shows a spinner while the texts are read, and no way to pay before them', async () => {
    let arrive = () => {};
    hold = new Promise((resolve) => (arrive = resolve));
    const { props } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Ödeme yöntemi' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Yükleniyor');
    expect(
      within(dialog).getByRole('button', { name: 'Güvenli ödeme sayfasına git' }),
    ).toBeDisabled();
    arrive();
    expect(await within(dialog).findByTestId('contract-distanceSales')).toHaveTextContent('MSS 1');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /okudum, kabul ediyorum/ }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Güvenli ödeme sayfasına git' }),
    );
    expect(props.onPay).toHaveBeenCalledWith(0, '01'.padEnd(64, 'b'));
  });

  it('says at once why the texts cannot be read, asking the server only once', async () => {
    refusal = 'Sepetinizdeki eğitim artık satışta değil.';
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Ödeme yöntemi' });
    expect(await within(dialog).findByText(refusal)).toBeVisible();
    expect(
      within(dialog).getByRole('button', { name: 'Güvenli ödeme sayfasına git' }),
    ).toBeDisabled();
    expect(contractReads()).toHaveLength(1);
  });

  it('reads the texts again when the server says they changed, and only then', async () => {
    const view = renderDialog();
    await screen.findByTestId('contract-distanceSales');
    expect(contractReads()).toHaveLength(1);

    // Any other refusal is shown, and the texts stay as they were.
    view.update({
      error: new ApiRequestError(
        { success: false, message: 'Bu eğitimin kayıt süresi sona erdi.' },
        400,
      ),
    });
    expect(await screen.findByText('Bu eğitimin kayıt süresi sona erdi.')).toBeVisible();
    view.update({
      error: new ApiRequestError({ success: false, message: 'Kontenjan doldu.' }, 409),
    });
    expect(await screen.findByText('Kontenjan doldu.')).toBeVisible();
    expect(contractReads()).toHaveLength(1);

    edition = 2;
    view.update({
      error: new ApiRequestError(
        {
          success: false,
          message: 'Sözleşme metinleri değişti.',
          errors: { contracts: 'contractsChanged' },
        },
        409,
      ),
    });
    expect(await screen.findByText('MSS 2')).toBeVisible();
    expect(contractReads()).toHaveLength(2);
  });

  it("holds checkout's release while it is open, and lets go when it closes", () => {
    const view = renderDialog({ open: false });
    expect(remoteReleaseHeld('checkout')).toBe(false);
    view.update({ open: true });
    expect(remoteReleaseHeld('checkout')).toBe(true);
    view.update({ open: false });
    expect(remoteReleaseHeld('checkout')).toBe(false);
  });
});
