import { expect, test } from './fixtures';
import { addToBasket, registerBuyer, signIn } from './support/checkout';

// A list in one upload. Seeded paid course open for registration.
const COURSE = 109;

test.describe('participants from a file @checkout', () => {
  test('an upload of 30 participants with two bad rows shows those rows and adds 28', async ({
    page,
    request,
  }) => {
    const buyer = await registerBuyer(request);
    await addToBasket(request, buyer, COURSE);
    await signIn(page, buyer);
    await page.goto('/#/user/cart');
    await expect(page.getByRole('cell', { name: buyer.email, exact: true })).toBeVisible();
    // The limit is said before the upload.
    await expect(page.getByText('En fazla 50 katılımcı')).toBeVisible();

    // As Turkish Excel saves it: UTF-8 with a BOM, semicolons, Turkish headers.
    const rows = Array.from(
      { length: 30 },
      (_, i) => `Çalışan${i + 1};Şahin;calisan${i + 1}.${buyer.email}`,
    );
    rows[4] = `Çalışan5;Şahin;calisan5-${buyer.email.replace('@', ' at ')}`; // a bad e-mail
    rows[19] = `Çalışan20;;calisan20.${buyer.email}`; // no surname
    const csv = ['Ad;Soyad;E-posta', ...rows].join('\r\n');
    await page.getByLabel('Katılımcı listesi dosyası (CSV)').setInputFiles({
      name: 'katilimcilar.csv',
      mimeType: 'text/csv',
      buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv, 'utf8')]),
    });

    const dialog = page.getByRole('dialog', { name: 'Dosyadaki katılımcılar' });
    await expect(
      dialog.getByText('28 kişi eklenmeye hazır. 2 satırda sorun var; bu satırlar eklenmeyecek.'),
    ).toBeVisible();
    const row = (line: number) =>
      dialog
        .getByTestId('import-row')
        .filter({ has: page.getByRole('cell', { name: String(line), exact: true }) });
    await expect(row(6)).toContainText('E-posta adresi hatalı.');
    await expect(row(21)).toContainText('Soyad zorunludur.');
    await expect(row(2)).toContainText('Eklenecek');

    await dialog.getByRole('button', { name: '28 katılımcıyı ekle' }).click();
    await expect(dialog.getByText(/^28 katılımcı listeye eklendi\./)).toBeVisible();
    await expect(dialog.getByTestId('import-row')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Tamam' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByTestId('seats-sentence')).toContainText(
      'Sepetteki her eğitim 29 kişiye verilecek',
    );
    await expect(page.getByRole('cell', { name: 'Çalışan30 Şahin' })).toBeVisible();
    // Saved with the basket: a reload finds the 29 again.
    await page.reload();
    await expect(page.getByTestId('seats-sentence')).toContainText(
      'Sepetteki her eğitim 29 kişiye verilecek',
    );
  });
});
