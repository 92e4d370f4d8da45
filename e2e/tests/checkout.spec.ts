import { expect, test } from './fixtures';
import {
  expectBuyerListed,
  openPaymentAndAccept,
  addParticipant,
  addToBasket,
  confirmTransfer,
  courseName,
  myCourses,
  ownedCourseNames,
  payOnHostedPage,
  registerBuyer,
  removeParticipant,
  signIn,
} from './support/checkout';

// Seeded courses open for registration: 132 free, 110 / 109 / 122 paid (api/src/seed/data/courses.ts).
const FREE_COURSE = 132;
const TRANSFER_COURSE = 110;
const CARD_COURSE = 109;
const DECLINED_COURSE = 122;

test.describe('checkout @checkout', () => {
  test('a free course: cart without a payment step, then my courses', async ({ page, request }) => {
    const buyer = await registerBuyer(request);
    await addToBasket(request, buyer, FREE_COURSE);
    const name = await courseName(request, buyer, FREE_COURSE);
    await signIn(page, buyer);

    await page.goto('/#/user/cart');
    await expect(page.getByRole('link', { name: 'Sepetim: 1 eğitim' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Sipariş adımları' });
    await expect(steps.getByRole('listitem')).toHaveText(['1Sepet', '2Sonuç']);
    await expect(page.getByTestId('payable')).toHaveText('Ücretsiz');

    await expectBuyerListed(page, buyer);
    await page.getByRole('button', { name: 'Siparişi tamamla' }).click();
    await expect(page).toHaveURL(/#\/payment\/success\/free\?trackingId=[A-Z0-9]{12}$/);
    await expect(page.getByRole('heading', { name: 'Kaydınız tamamlandı.' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Sepetim/ })).toHaveAccessibleName(
      'Sepetim: 0 eğitim',
    );

    const courses = await myCourses(page);
    await expect(courses.getByText(name)).toBeVisible();
    expect(await ownedCourseNames(request, buyer)).toContain(name);
  });

  test('bank transfer: rules first, bank details and reference code, then the admin confirms', async ({
    page,
    request,
  }) => {
    const buyer = await registerBuyer(request);
    await addToBasket(request, buyer, TRANSFER_COURSE);
    const name = await courseName(request, buyer, TRANSFER_COURSE);
    await signIn(page, buyer);
    await page.goto('/#/user/cart');

    // The buyer is listed first; buying only for colleagues, they remove themselves. No
    // participant: refused before anything is sent.
    await removeParticipant(page, buyer.email);
    await page.getByRole('button', { name: 'Ödemeye geç' }).click();
    await expect(page.getByText('Lütfen en az bir katılımcı ekleyin.')).toBeVisible();

    // A colleague without an account, with the e-mail rules of the dialog.
    await page.getByRole('button', { name: 'Katılımcı ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Katılımcı ekle' });
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByText('Ad zorunludur.', { exact: true })).toBeVisible();
    await dialog.getByLabel('Ad', { exact: true }).fill('Can');
    await dialog.getByLabel('Soyad').fill('Öztürk');
    await dialog.getByLabel('E-posta').fill('can.ozturk@ornek.com.tr');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Katılımcı ekle' }).click();
    await dialog.getByLabel('Ad', { exact: true }).fill('Deniz');
    await dialog.getByLabel('Soyad').fill('Aydın');
    await dialog.getByLabel('E-posta').fill('CAN.OZTURK@ornek.com.tr');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(
      dialog.getByText('Bu e-posta adresi zaten eklenmiş ya da kullanılamıyor.'),
    ).toBeVisible();
    await dialog.getByLabel('E-posta').fill('deniz.aydin@ornek.com.tr');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog).toBeHidden();

    // One sentence says whom the buyer pays for, and that the buyer is not among them.
    await expect(page.getByTestId('seats-sentence')).toHaveText(
      'Sepetteki her eğitim 2 kişiye verilecek: Can Öztürk ve Deniz Aydın; siz bu kişiler arasında değilsiniz, eğitimler size tanımlanmayacak.',
    );
    // 2 participants × 2.750 TL, VAT included.
    await expect(page.getByTestId('payable')).toHaveText('5.500,00 TL');
    await expect(page.getByText('4.583,33 TL')).toBeVisible();
    await expect(page.getByText('916,67 TL')).toBeVisible();
    const payment = await openPaymentAndAccept(page, 'transfer');
    await payment.getByRole('button', { name: 'Havale/EFT ile sipariş ver' }).click();

    await expect(page).toHaveURL(/#\/payment\/success\/eft\?trackingId=[A-Z0-9]{12}$/);
    const trackingId = new URL(page.url().replace('#/', '')).searchParams.get('trackingId')!;
    await expect(page.getByTestId('iban')).toHaveText(/^TR\d{2}/);
    await expect(page.getByText('5.500,00 TL')).toBeVisible();
    const reference = (await page.getByTestId('reference-code').textContent())!;
    expect(reference).toMatch(/^IA[2-9A-Z]{8}$/);

    await expect(page.getByText(/Bu eğitimi alacak kişiler/)).toContainText(
      'Can Öztürk (can.ozturk@ornek.com.tr), Deniz Aydın (deniz.aydin@ornek.com.tr)',
    );

    const output = await confirmTransfer(reference);
    expect(output).toContain('Havale/EFT ödemesi onaylandı');

    // The buyer paid for the two colleagues only: the course is not theirs.
    await page.goto('/#/account/orders');
    const order = page.getByRole('listitem', { name: new RegExp(`Sipariş ${trackingId}`) });
    await expect(order.getByText('Tamamlandı')).toBeVisible();
    expect(await ownedCourseNames(request, buyer)).not.toContain(name);
  });

  test('two orders in a row: the second cart starts with the buyer alone', async ({
    page,
    request,
  }) => {
    const buyer = await registerBuyer(request);
    await addToBasket(request, buyer, FREE_COURSE);
    await signIn(page, buyer);
    await page.goto('/#/user/cart');

    // The first order is for two colleagues only.
    await removeParticipant(page, buyer.email);
    await addParticipant(page, 'Ayla', 'Demir', `ayla.${buyer.email}`);
    await addParticipant(page, 'Bora', 'Kaya', `bora.${buyer.email}`);
    await page.getByRole('button', { name: 'Siparişi tamamla' }).click();
    await expect(page).toHaveURL(/#\/payment\/success\/free\?trackingId=/);

    // The next basket, a paid course (added through the API, so the page is loaded anew): the
    // buyer alone, and the sentence says so.
    await addToBasket(request, buyer, CARD_COURSE);
    await page.goto('/#/user/cart');
    await page.reload();
    await expect(page.getByRole('cell', { name: buyer.email, exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^(ayla|bora)\./ })).toHaveCount(0);
    await expect(page.getByTestId('seats-sentence')).toHaveText(
      'Sepetteki her eğitim 1 kişiye verilecek: Zeynep Çelik.',
    );
    await expect(page.getByTestId('payable')).toHaveText('3.200,00 TL');
  });

  test('card: the simulated provider succeeds, and the course is in my courses', async ({
    page,
    request,
  }) => {
    const buyer = await registerBuyer(request);
    await addToBasket(request, buyer, CARD_COURSE);
    const name = await courseName(request, buyer, CARD_COURSE);
    await signIn(page, buyer);
    await page.goto('/#/user/cart');
    await expectBuyerListed(page, buyer);
    await expect(page.getByTestId('payable')).toHaveText('3.200,00 TL');
    await (
      await openPaymentAndAccept(page)
    )
      .getByRole('button', { name: 'Güvenli ödeme sayfasına git' })
      .click();

    await payOnHostedPage(page, '5528 7900 0000 0008');
    await expect(page).toHaveURL(/#\/payment\/success\/[A-Z0-9]{12}$/);
    const trackingId = page.url().split('/').at(-1)!;
    await expect(page.getByText('Ödemeniz alındı, siparişiniz tamamlandı.')).toBeVisible();
    await expect(page.getByText(trackingId)).toBeVisible();
    await expect(page.getByText(/Siparişlerim sayfasından takip/)).toBeVisible();

    const courses = await myCourses(page);
    await expect(courses.getByText(name)).toBeVisible();
    expect(await ownedCourseNames(request, buyer)).toContain(name);
  });

  test('card: a declined card ends on the fail page with nothing enrolled', async ({
    page,
    request,
  }) => {
    const buyer = await registerBuyer(request);
    await addToBasket(request, buyer, DECLINED_COURSE);
    const name = await courseName(request, buyer, DECLINED_COURSE);
    await signIn(page, buyer);
    await page.goto('/#/user/cart');
    await expectBuyerListed(page, buyer);
    await (
      await openPaymentAndAccept(page)
    )
      .getByRole('button', { name: 'Güvenli ödeme sayfasına git' })
      .click();

    await payOnHostedPage(page, '4111 1111 1111 1129');
    await expect(page).toHaveURL(/#\/payment\/fail\/[A-Z0-9]{12}$/);
    const trackingId = page.url().split('/').at(-1)!;
    await expect(
      page.getByRole('heading', { name: 'Ödeme başarısız oldu', level: 2 }),
    ).toBeVisible();
    await expect(page.getByText(trackingId)).toBeVisible();
    await expect(page.getByText(/bakiyesi ya da limiti yetersiz/)).toBeVisible();
    await expect(
      page.getByText(
        'Siparişiniz tamamlanamadı. Kartınızdan ücret alınmadı; lütfen tekrar deneyin.',
      ),
    ).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Sipariş adımları' });
    await expect(steps.getByText('(başarısız)')).toHaveCount(2);

    const courses = await myCourses(page);
    await expect(courses).toBeVisible();
    await expect(courses.getByText(name)).toHaveCount(0);
    expect(await ownedCourseNames(request, buyer)).not.toContain(name);

    // The basket is kept, with its participant, for another try.
    await page.goto('/#/user/cart');
    await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('cell', { name: buyer.email, exact: true })).toBeVisible();
  });
});
