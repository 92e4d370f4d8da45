import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMessageStore, useSessionStore, type BasketItem, type Participant } from '@lms/shared';
import {
  buildBasketItem,
  renderWithProviders,
  setupTestApi,
  type RecordedRequest,
  type Reply,
} from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { useBasket } from '../api/get-basket';
import { BasketLines } from './basket-lines';

/** The cart's basket query, mounted beside the lines as the cart page has it. */
const BasketReader = () => {
  useBasket();
  return null;
};

const item = (overrides: Partial<BasketItem> = {}) =>
  buildBasketItem({ price: 3000, priceWithoutTax: 2500, ...overrides });
/** A second course, without a picture. */
const GUMRUK: Partial<BasketItem> = {
  id: 2,
  courseId: 110,
  course: { name: 'Gümrük Mevzuatı', nameSlug: 'gumruk-mevzuati', thumbnailImagePath: '' },
};

const AYLA: Participant = { name: 'Ayla', surname: 'Demir', email: 'ayla@ornek.com.tr' };
const BORA: Participant = { name: 'Bora', surname: 'Kaya', email: 'bora@ornek.com.tr' };

let route: (request: RecordedRequest) => Reply;
const server = setupTestApi((request) => route(request), {
  namespaces: { checkout: { tr, en } },
});
beforeEach(() => {
  route = () => ({ body: { success: true, data: [] } });
  useMessageStore.getState().hide();
  useSessionStore.setState({ token: 'test-token' } as never);
});

const lineOf = (name: string) =>
  screen
    .getAllByRole('listitem')
    .find((line) => within(line).queryByRole('link', { name }) !== null)!;

const basketReads = () =>
  server.requests.filter((r) => r.method === 'GET' && r.path === '/v1/userbaskets/getall').length;

describe('the basket lines', () => {
  it('prices a line per person: list price struck through, the discount, the count, who gets it, the line total', () => {
    renderWithProviders(
      <BasketLines
        items={[item({ discountPrice: 600 }), item({ ...GUMRUK, price: 1500 })]}
        participants={[AYLA, BORA]}
      />,
    );
    const discounted = lineOf('Kur Riski Yönetimi');
    expect(within(discounted).getByRole('link')).toHaveAttribute(
      'href',
      '/courses/details/kur-riski-yonetimi',
    );
    expect(within(discounted).getByText('Kişi başı:').nextSibling).toHaveTextContent(
      '3.000,00 TL2.400,00 TL',
    );
    expect(within(discounted).getByText('3.000,00 TL').tagName).toBe('S');
    expect(within(discounted).getByText('İndirim:').nextSibling).toHaveTextContent('−600,00 TL');
    expect(within(discounted).getByText('Adet:').nextSibling).toHaveTextContent('2 kişi');
    expect(within(discounted).getByText('Ayla Demir, Bora Kaya')).toBeVisible();
    expect(within(discounted).getByText(/Bu eğitimi alacak kişiler:/)).toBeVisible();
    expect(within(discounted).getByText('4.800,00 TL')).toHaveClass('line-total');

    const plain = lineOf('Gümrük Mevzuatı');
    expect(within(plain).queryByText('İndirim:')).not.toBeInTheDocument();
    expect(plain.querySelector('s')).toBeNull();
    expect(within(plain).getByText('Kişi başı:').nextSibling).toHaveTextContent(/^1\.500,00 TL$/);
    expect(within(plain).getByText('3.000,00 TL')).toHaveClass('line-total');
    expect(
      within(plain).getByRole('button', { name: 'Gümrük Mevzuatı eğitimini sepetten çıkar' }),
    ).toHaveTextContent('Sepetten çıkar');
  });

  it('prices one seat while nobody is listed, and says so; a free course is free on the line', () => {
    renderWithProviders(<BasketLines items={[item({ price: 0 })]} participants={[]} />);
    const line = lineOf('Kur Riski Yönetimi');
    expect(within(line).getByText('Adet:').nextSibling).toHaveTextContent('1 kişi');
    expect(within(line).getByText('Henüz kimse yok — katılımcı ekleyin.')).toBeVisible();
    expect(within(line).getByText('Kişi başı:').nextSibling).toHaveTextContent(/^Ücretsiz$/);
    expect(line.querySelector('.line-total')).toHaveTextContent(/^Ücretsiz$/);
  });

  it('removes one course: its button alone is busy, the server gets its id, the basket is read again', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    route = (request) =>
      request.method === 'DELETE'
        ? (held.then(() => ({ body: { success: true, data: { id: 2 } } })) as unknown as Reply)
        : { body: { success: true, data: [] } };
    renderWithProviders(
      <>
        <BasketReader />
        <BasketLines items={[item(), item(GUMRUK)]} participants={[AYLA]} />
      </>,
    );
    await waitFor(() => expect(basketReads()).toBe(1));
    const before = basketReads();
    await userEvent.click(
      screen.getByRole('button', { name: 'Gümrük Mevzuatı eğitimini sepetten çıkar' }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Gümrük Mevzuatı eğitimini sepetten çıkar' }),
      ).toHaveAttribute('aria-busy', 'true'),
    );
    expect(
      screen.getByRole('button', { name: 'Kur Riski Yönetimi eğitimini sepetten çıkar' }),
    ).not.toHaveAttribute('aria-busy');
    release();
    await waitFor(() => expect(basketReads()).toBe(before + 1));
    const removal = server.requests.find((r) => r.method === 'DELETE');
    expect(removal?.path).toBe('/v1/userbaskets');
    expect(removal?.body).toEqual({ id: 2 });
    expect(useMessageStore.getState().message).toBeNull();
  });

  it("says why a removal failed, in the server's words", async () => {
    const message = 'Bu eğitim sepetinizde değil.';
    route = (request) =>
      request.method === 'DELETE'
        ? { status: 400, body: { success: false, message } }
        : { body: { success: true, data: [] } };
    renderWithProviders(<BasketLines items={[item()]} participants={[AYLA]} />);
    const button = screen.getByRole('button', {
      name: 'Kur Riski Yönetimi eğitimini sepetten çıkar',
    });
    await userEvent.click(button);
    await waitFor(() =>
      expect(useMessageStore.getState().message).toMatchObject({
        kind: 'error',
        title: 'Bir hata oluştu',
        text: 'Bu eğitim sepetinizde değil.',
      }),
    );
  });
});
