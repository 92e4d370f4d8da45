import { test, expect } from './fixtures';
import { STAFF, fillQuestion, type ExamQuestion } from './support/admin';
import { expectBuyerListed, registerBuyer, signIn } from './support/checkout';
import { signIn as signInAs } from './support/learning';
import { makeTestVideo, type TestVideo } from './support/media';

/**
 * The whole back-office journey, as the three people would go through it in their own browsers: an
 * editor writes a course in the back office (a section, a captioned video, a two-question exam)
 * and publishes it; a visitor finds it in the list and by search (and did not before); a learner
 * joins it for free, watches the video to its end with Turkish captions, passes the exam and
 * downloads the certificate.
 */

const CUES = {
  tr: 'İş yerinde güvenlik her şeyden önce gelir.',
  en: 'Safety at work comes before everything.',
};

const QUESTIONS: ExamQuestion[] = [
  {
    question: 'Kişisel koruyucu donanım ne zaman kullanılır?',
    options: ['Yalnızca denetimde', 'Risk varken her zaman'],
    right: 1,
  },
  {
    question: 'Bir tehlike görüldüğünde ilk ne yapılır?',
    options: ['Yetkiliye bildirilir', 'Görmezden gelinir', 'Fotoğrafı çekilir'],
    right: 0,
  },
];

/** `YYYY-MM-DDTHH:mm`, as a datetime-local field takes it, `days` from now. */
const daysFromNow = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T09:00`;
};

let video: TestVideo;
test.beforeAll(async () => {
  video = await makeTestVideo(CUES);
});
test.afterAll(async () => {
  await video?.remove();
});

test('an editor publishes a course with a captioned video and an exam; a visitor finds it; a learner takes it to the certificate @admin', async ({
  page: editor,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).slice(-5);
  const name = `İş Güvenliği Çalışması ${tag}`;
  const slug = `is-guvenligi-calismasi-${tag}`;
  const section = 'Temel Kavramlar';
  const videoTitle = 'Güvenli Çalışmanın İlkeleri';
  const examTitle = 'İş Güvenliği Sınavı';
  // The learner's account is made while the editor works (its verification mail takes a moment).
  const learnerReady = registerBuyer(request);

  // --- The editor: the course, as a draft. ---
  await signInAs(editor, request, STAFF.editor);
  await editor.goto('/#/admin/courses/new');
  await editor.getByLabel('Eğitimin adı').fill(name);
  await expect(editor.getByText(`Boş bırakırsanız: ${slug}`)).toBeVisible();
  await editor.getByLabel('Fiyat (TL, KDV hariç)').fill('0');
  await editor.getByLabel('Başlangıç tarihi').fill(daysFromNow(-1));
  // Far ahead, so it heads the online list (latest end first) whatever else a run has made.
  await editor.getByLabel('Bitiş tarihi').fill('2035-12-20T17:00');
  await editor.getByLabel('Son kayıt tarihi').fill(daysFromNow(30));
  await editor.getByRole('button', { name: 'Kaydet' }).click();
  await expect(editor).toHaveURL(/#\/admin\/courses\/\d+$/);
  await expect(editor.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(editor.getByText('Taslak', { exact: true })).toBeVisible();
  const coursePage = editor.url();

  // --- Its section and video, on the content page. ---
  await editor
    .getByRole('navigation', { name: 'Bu eğitimin' })
    .getByRole('link', { name: 'Bölümler ve videolar' })
    .click();
  await expect(
    editor.getByRole('heading', { level: 2, name: 'Bölümler ve videolar' }),
  ).toBeVisible();
  await editor.getByLabel('Yeni bölümün adı').fill(section);
  await editor.getByRole('button', { name: 'Bölüm ekle' }).click();
  await expect(editor.getByRole('heading', { level: 3, name: section })).toBeVisible();

  // Every value the progress bar takes, as the editor sees it fill up (it goes when done).
  await editor.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const note = () =>
      document.querySelectorAll('progress').forEach((bar) => {
        const value = Number(bar.getAttribute('value'));
        if (seen.at(-1) !== value) seen.push(value);
      });
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['value'],
    });
  });
  const upload = editor.getByRole('form', { name: `${section} bölümüne video ekle` });
  await upload.getByLabel('Video başlığı').fill(videoTitle);
  await upload.getByLabel('MP4 video dosyası').setInputFiles(video.mp4);
  await upload.getByRole('button', { name: 'Videoyu yükle' }).click();
  await expect(upload.getByRole('status')).toContainText('Video yüklendi.');
  const progress = await editor.evaluate(
    () => (window as unknown as { progressSeen: number[] }).progressSeen,
  );
  expect(progress.length, 'the progress bar was shown').toBeGreaterThan(0);
  expect(progress.at(-1), 'the progress bar reached the end').toBe(100);

  const item = editor.getByRole('listitem', { name: videoTitle });
  // The server read the duration from the file itself.
  await expect(item.getByText(`0:0${video.seconds}`, { exact: true })).toBeVisible();
  await item.getByLabel('Türkçe altyazı (WebVTT)').setInputFiles(video.captions.tr);
  await expect(item.getByText('Türkçe: var · İngilizce: yok')).toBeVisible();
  await item.getByLabel('İngilizce altyazı (WebVTT)').setInputFiles(video.captions.en);
  await expect(item.getByText('Türkçe: var · İngilizce: var')).toBeVisible();
  // Staff see the transcode's state; the page follows it until it is done (a 4 s video is quick).
  await expect(item.getByText(/^(Sırada|Sürüyor|Tamamlandı)$/)).toBeVisible();
  await expect(item.getByText('Tamamlandı', { exact: true })).toBeVisible({ timeout: 30_000 });

  // --- The exam, on the exam pages. ---
  await editor.goto(coursePage);
  await editor
    .getByRole('navigation', { name: 'Bu eğitimin' })
    .getByRole('link', { name: 'Sınavlar' })
    .click();
  await expect(editor.getByRole('heading', { name: `${name}: sınavlar` })).toBeVisible();
  await editor.getByRole('link', { name: 'Yeni sınav' }).click();
  await editor.getByRole('textbox', { name: 'Sınav adı' }).fill(examTitle);
  await editor.getByRole('spinbutton', { name: 'Süre (dakika)' }).fill('10');
  await fillQuestion(editor, 1, QUESTIONS[0]!);
  await editor.getByRole('button', { name: 'Soru ekle' }).click();
  await fillQuestion(editor, 2, QUESTIONS[1]!);
  await editor.getByRole('spinbutton', { name: 'Geçme puanı' }).fill('100');
  await expect(editor.getByText('Soruların puanları toplamı: 100')).toBeVisible();
  await editor.getByRole('button', { name: 'Sınavı oluştur' }).click();
  await expect(editor).toHaveURL(/#\/admin\/exams\/\d+$/);
  await expect(editor.getByRole('heading', { level: 2, name: examTitle })).toBeVisible();

  // --- A visitor, before publishing: the draft has no page and is not found. ---
  const visitorContext = await browser.newContext({ locale: 'tr-TR' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/#/courses/details/${slug}`);
  await expect(visitor.getByText('Sayfa Bulunamadı').first()).toBeVisible();
  await visitor.keyboard.press('Control+k');
  const search = visitor.getByRole('combobox', { name: 'Ara' });
  await search.fill(`çalışması ${tag}`);
  await expect(visitor.getByText('Sonuç bulunamadı...')).toBeVisible();
  await visitor.keyboard.press('Escape');

  // --- The editor publishes. ---
  await editor.goto(coursePage);
  await editor.getByRole('button', { name: 'Yayınla' }).click();
  await editor
    .getByRole('dialog', { name: 'Eğitim yayınlansın mı?' })
    .getByRole('button', { name: 'Yayınla' })
    .click();
  await expect(editor.getByText('Yayında', { exact: true })).toBeVisible();

  // --- The visitor now finds it in the list, and by a word of its name. ---
  await visitor.goto('/#/courses/online');
  await expect(visitor.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await visitor.keyboard.press('Control+k');
  await search.fill('ÇALIŞMASI');
  await visitor.getByRole('option', { name: new RegExp(name) }).click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await visitorContext.close();

  // --- The learner joins for free. ---
  const learnerContext = await browser.newContext({ locale: 'tr-TR' });
  const learner = await learnerContext.newPage();
  const account = await learnerReady;
  await signIn(learner, account);
  await learner.goto(`/#/courses/details/${slug}`);
  await expect(learner.getByTestId('course-price')).toHaveText('Ücretsiz');
  await learner.getByRole('button', { name: 'Ücretsiz Katıl' }).click();
  await expect(learner).toHaveURL(/#\/user\/cart$/);
  await expectBuyerListed(learner, account);
  await learner.getByRole('button', { name: 'Siparişi tamamla' }).click();
  await expect(learner.getByRole('heading', { name: 'Kaydınız tamamlandı.' })).toBeVisible();

  // --- Watches the video to its end, with the captions of their language. ---
  await learner.goto(`/#/courses/videos/${slug}`);
  await expect(learner.getByRole('heading', { level: 1, name })).toBeVisible();
  // The transcode was done before publishing: the adaptive renditions play, not the MP4.
  const renditions = learner.waitForResponse(/\/v1\/media\/videos\/\d+\/hls\/.+\/master\.m3u8/);
  await learner.getByRole('button', { name: videoTitle }).click();
  expect((await renditions).status()).toBe(200);
  const player = learner.locator('video');
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(1);
  // Both caption tracks come from the server; the Turkish one is on for a Turkish learner.
  const tracks = await player.evaluate((element: HTMLVideoElement) =>
    Array.from(element.querySelectorAll('track')).map((track) => ({
      lang: track.srclang,
      src: track.src,
      mode: track.track.mode,
    })),
  );
  expect(tracks.map((track) => [track.lang, track.mode])).toEqual([
    ['tr', 'showing'],
    ['en', 'disabled'],
  ]);
  for (const track of tracks) {
    const vtt = await request.get(track.src);
    expect(vtt.status()).toBe(200);
    expect(await vtt.text()).toContain(CUES[track.lang as 'tr' | 'en']);
  }
  // The save when it ends: the API answers with the position it stored, the video's length.
  const savedAtEnd = learner.waitForResponse(async (response) => {
    if (response.request().method() !== 'POST' || !response.url().endsWith('/v1/courses'))
      return false;
    const { data } = (await response.json()) as { data: number };
    return data >= video.seconds - 1;
  });
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  // While it plays, the Turkish cue is on screen.
  await expect
    .poll(() =>
      player.evaluate((element: HTMLVideoElement) => {
        const tr = Array.from(element.textTracks).find((track) => track.language === 'tr');
        return Array.from(tr?.activeCues ?? []).map((cue) => (cue as VTTCue).text);
      }),
    )
    .toEqual([CUES.tr]);
  // To its end, at normal speed (the exam opens once the videos are watched).
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.ended), {
      timeout: (video.seconds + 10) * 1000,
    })
    .toBe(true);
  expect((await savedAtEnd).ok()).toBe(true);

  // --- Passes the exam. ---
  const card = learner
    .getByRole('listitem')
    .filter({ has: learner.getByRole('heading', { name: examTitle }) });
  await card.getByRole('button', { name: 'Sınava Başla' }).click();
  await expect(learner).toHaveURL(/#\/user\/exam\/\d+/);
  // The exam shuffles its questions: each step answers the one on screen.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const waiting = [...QUESTIONS];
  for (let step = 0; step < QUESTIONS.length; step += 1) {
    const heading = learner.locator('form h2');
    await expect(heading).toHaveText(
      new RegExp(`^(${waiting.map((item) => escape(item.question)).join('|')})$`),
    );
    const shown = await heading.innerText();
    const item = waiting.splice(
      waiting.findIndex((candidate) => candidate.question === shown),
      1,
    )[0]!;
    await learner.getByRole('radio', { name: item.options[item.right]!, exact: true }).check();
    await learner
      .getByRole('button', {
        name: step === QUESTIONS.length - 1 ? 'Sınavı Bitir' : 'Sonraki Soru',
      })
      .click();
  }
  await expect(
    learner.getByRole('heading', { name: 'Tebrikler, sınavı başarıyla tamamladınız!' }),
  ).toBeVisible();

  // --- Back on the course, its certificate: a PDF. ---
  await learner.goto(`/#/courses/videos/${slug}`);
  await expect(learner.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(card.getByText('Başarılı', { exact: true })).toBeVisible();
  const certificate = card.getByRole('link', { name: 'Sertifikayı İndir' });
  const pdf = await request.get((await certificate.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await learnerContext.close();
});
