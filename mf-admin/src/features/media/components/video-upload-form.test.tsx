import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lms/shared/testing';
import { useSessionStore } from '@lms/shared';
import { setupAdminTestApi, signInAs } from '../../../testing/setup';
import { VideoUploadForm } from './video-upload-form';

// The i18n namespaces; the upload itself goes through the fake XMLHttpRequest below.
setupAdminTestApi(() => ({ body: { success: true, message: '', data: null } }));

/**
 * An XMLHttpRequest whose upload events and answer the test sends: the form's progress bar moves
 * only when the test says bytes went out.
 */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  /** `loaded` of `total` bytes have gone out. */
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    });
  }
  /** The server's answer. */
  answer(status: number, body: unknown) {
    act(() => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }
  /** The connection broke. */
  fail() {
    act(() => this.onerror?.());
  }
}

const realXhr = window.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.sent = [];
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  signInAs('editor');
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
  useSessionStore.getState().clearSession();
});

const MB = 1024 * 1024;
const mp4 = () => new File([new Uint8Array(2048)], 'giris-dersi.mp4', { type: 'video/mp4' });

/** Fills the form and sends it; returns the request the form made. */
const startUpload = async () => {
  renderWithProviders(
    <VideoUploadForm courseId={5} sectionId={10} sectionName="Temeller" maxVideoBytes={50 * MB} />,
  );
  const form = screen.getByRole('form', { name: 'Temeller bölümüne video ekle' });
  await userEvent.type(within(form).getByLabelText('Video başlığı'), 'Giriş dersi');
  await userEvent.upload(within(form).getByLabelText('MP4 video dosyası'), mp4());
  await userEvent.click(within(form).getByRole('button', { name: 'Videoyu yükle' }));
  expect(FakeXhr.sent).toHaveLength(1);
  const xhr = FakeXhr.sent[0]!;
  expect([xhr.method, xhr.url]).toEqual([
    'POST',
    expect.stringMatching(/\/v1\/admin\/sections\/10\/videos$/),
  ]);
  expect(xhr.headers['Accept-Language']).toBe('tr');
  return { form, xhr };
};

const bar = () => screen.getByRole('progressbar', { name: 'giris-dersi.mp4 yükleniyor' });

describe('the video upload progress bar', () => {
  it('advances with the bytes sent, reaches 100 and gives way to the done message', async () => {
    const { form, xhr } = await startUpload();
    expect(bar()).toHaveAttribute('value', '0');
    expect(form).toHaveTextContent('%0');

    xhr.progress(512, 2048);
    expect(bar()).toHaveAttribute('value', '25');
    expect(form).toHaveTextContent('%25');

    xhr.progress(1536, 2048);
    expect(bar()).toHaveAttribute('value', '75');

    xhr.progress(2048, 2048);
    expect(bar()).toHaveAttribute('value', '100');
    expect(form).toHaveTextContent('%100');
    // Every byte is out; the server is still checking the file: the button still waits.
    expect(within(form).getByRole('button', { name: /Videoyu yükle/ })).toBeDisabled();

    xhr.answer(200, { success: true, message: '', data: { id: 9 } });
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Video yüklendi. Mobil ağlar için dönüştürme arka planda sürüyor',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(form).getByLabelText('Video başlığı')).toHaveValue('');
  });

  it('shows the server’s translated refusal instead of the bar, and keeps what was typed', async () => {
    const { form, xhr } = await startUpload();
    xhr.progress(1024, 2048);
    expect(bar()).toHaveAttribute('value', '50');
    xhr.answer(400, {
      success: false,
      message: 'Dosya bir MP4 videosu değil ya da okunamadı.',
      errors: { file: 'videoInvalid' },
    });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Dosya bir MP4 videosu değil ya da okunamadı.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(form).getByLabelText('Video başlığı')).toHaveValue('Giriş dersi');
    expect(within(form).getByRole('button', { name: 'Videoyu yükle' })).toBeEnabled();
  });

  it('says in Turkish that the upload failed when the connection breaks', async () => {
    const { form, xhr } = await startUpload();
    xhr.progress(300, 2048);
    xhr.fail();
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Yükleme tamamlanamadı. Bağlantınızı denetleyip yeniden deneyiniz; dosya kaydedilmedi.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('the video upload in English', () => {
  it('sends the English title typed in its tab with the Turkish one, the Turkish as its hint', async () => {
    renderWithProviders(
      <VideoUploadForm
        courseId={5}
        sectionId={10}
        sectionName="Temeller"
        maxVideoBytes={50 * MB}
      />,
    );
    const form = screen.getByRole('form', { name: 'Temeller bölümüne video ekle' });
    await userEvent.type(within(form).getByLabelText('Video başlığı'), 'Giriş dersi');
    await userEvent.click(within(form).getByRole('tab', { name: 'English' }));
    const english = within(form).getByLabelText('Video başlığı');
    expect(english).toHaveValue('');
    expect(english).toHaveAttribute('placeholder', 'Giriş dersi');
    await userEvent.type(english, 'Introductory lesson');
    await userEvent.upload(within(form).getByLabelText('MP4 video dosyası'), mp4());
    await userEvent.click(within(form).getByRole('button', { name: 'Videoyu yükle' }));
    const body = FakeXhr.sent[0]!.body as FormData;
    expect(body.get('title')).toBe('Giriş dersi');
    expect(body.get('en.title')).toBe('Introductory lesson');
  });
});
