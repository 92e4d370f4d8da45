import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type TeamSeat } from '@lms/shared';
import { initTestI18n, type RecordedRequest, type Reply } from '@lms/shared/testing';
import { renderPage, setupAccountTestApi, tokenFor } from '../../../testing/setup';
import { AccountPage } from '../../account/components/account-page';

const routes = new Map<string, (request: RecordedRequest) => Reply>();
const server = setupAccountTestApi((request) => {
  const handler = routes.get(`${request.method} ${request.path}`);
  return handler ? handler(request) : { status: 404, body: { success: false, message: 'yok' } };
});

const seat = (overrides: Partial<TeamSeat>): TeamSeat => ({
  participantId: 1,
  trackingId: 'ORD234ABC567',
  courseId: 103,
  courseName: 'Dış Ticarette Finansman',
  name: 'Cem',
  surname: 'Çalışkan',
  email: 'cem@ornek.com.tr',
  state: 'claimed',
  videosWatched: 1,
  videosTotal: 4,
  videoPercent: 30,
  completedAt: null,
  certificateCode: null,
  invitedAt: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

const SEATS: TeamSeat[] = [
  seat({
    participantId: 1,
    videosWatched: 4,
    videoPercent: 100,
    completedAt: '2026-11-24T09:30:00.000Z',
    certificateCode: 'K7Q2X9',
  }),
  seat({
    participantId: 2,
    name: 'Ece',
    surname: 'Şahin',
    email: 'ece@ornek.com.tr',
    state: 'waiting',
    videosWatched: 0,
    videoPercent: 0,
  }),
  seat({
    participantId: 3,
    courseId: 145,
    courseName: 'Dış Ticarete İlk Adım',
    name: 'İlker',
    surname: 'Öztürk',
    email: 'ilker@ornek.com.tr',
    videosWatched: 0,
    videoPercent: 0,
  }),
];

beforeEach(async () => {
  await initTestI18n('tr');
  routes.clear();
  useSessionStore.getState().setSession(tokenFor(7), {
    id: 7,
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'ayse@ornek.com.tr',
  });
});

const render = () => renderPage(<AccountPage />, { route: '/account/team', path: '/account/*' });
const withSeats = (data: TeamSeat[] = SEATS) =>
  routes.set('GET /v1/orders/getmyteam', () => ({ body: { success: true, data } }));
const item = (name: string) => screen.findByRole('listitem', { name: new RegExp(name) });

describe('my team', () => {
  it('is in the account menu and says when no paid order has participants', async () => {
    withSeats([]);
    render();
    const menu = screen.getByRole('navigation', { name: 'Hesap menüsü' });
    expect(within(menu).getByRole('link', { name: 'Ekibim' })).toHaveAttribute(
      'href',
      '/account/team',
    );
    expect(
      await screen.findByText('Ödediğiniz bir siparişte henüz katılımcı yok.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CSV olarak indir' })).not.toBeInTheDocument();
  });

  it('shows each participant: state, progress of the seat’s course, completion, certificate', async () => {
    withSeats();
    render();
    const cem = within(await item('Cem Çalışkan'));
    expect(cem.getByText('Koltuğunu aldı')).toBeInTheDocument();
    expect(cem.getByText('Dış Ticarette Finansman')).toBeInTheDocument();
    expect(cem.getByText('4 / 4 video izlendi (%100)')).toBeInTheDocument();
    expect(cem.getByText('24 Kasım 2026')).toBeInTheDocument();
    expect(cem.getByRole('link', { name: 'Sertifika (Cem Çalışkan): K7Q2X9' })).toHaveAttribute(
      'href',
      '/certificates/verify/K7Q2X9',
    );
    expect(cem.queryByRole('button', { name: /Davetiyeyi/ })).not.toBeInTheDocument();

    const ece = within(await item('Ece Şahin'));
    expect(ece.getByText('Bekliyor')).toBeInTheDocument();
    expect(ece.queryByText(/video izlendi/)).not.toBeInTheDocument();
    expect(ece.getByRole('button', { name: /Davetiyeyi yeniden gönder/ })).toBeEnabled();

    const ilker = within(await item('İlker Öztürk'));
    expect(ilker.getByText('0 / 4 video izlendi (%0)')).toBeInTheDocument();
    expect(ilker.getByText('Henüz tamamlanmadı')).toBeInTheDocument();
    expect(ilker.getByText('Henüz yok')).toBeInTheDocument();
  });

  it('filters by course and by state, and says when nothing matches', async () => {
    withSeats();
    render();
    await item('Cem Çalışkan');
    expect(screen.getByText('3 katılımcı')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Eğitim'), 'Dış Ticarete İlk Adım');
    expect(screen.getByText('1 katılımcı')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: /İlker Öztürk/ })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /Cem Çalışkan/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Durum'), 'Bekliyor');
    expect(screen.getByText('Bu filtrelere uyan katılımcı yok.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV olarak indir' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Eğitim'), 'Tüm eğitimler');
    expect(screen.getByRole('listitem', { name: /Ece Şahin/ })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Katılımcılar' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('downloads the CSV of the filtered seats with the session', async () => {
    withSeats();
    routes.set('GET /v1/orders/exportmyteam?courseId=103&state=waiting', () => ({
      contentType: 'text/csv; charset=utf-8',
      raw: Buffer.from('\uFEFFEğitim;Ad\r\n', 'utf8'),
    }));
    const created: Blob[] = [];
    const clicked: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:team';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    render();
    await item('Cem Çalışkan');
    await userEvent.selectOptions(screen.getByLabelText('Eğitim'), 'Dış Ticarette Finansman');
    await userEvent.selectOptions(screen.getByLabelText('Durum'), 'Bekliyor');
    await userEvent.click(screen.getByRole('button', { name: 'CSV olarak indir' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/^ekip-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(created[0]?.type).toMatch(/^text\/csv/);
    const request = server.requests.find((r) => r.path.startsWith('/v1/orders/exportmyteam'));
    expect(request?.headers.authorization).toBe(`Bearer ${tokenFor(7)}`);
    click.mockRestore();
  });

  it('resends the invitation: then says it was sent, and the button is disabled', async () => {
    withSeats();
    routes.set('POST /v1/orders/resendinvitation', () => ({
      body: { success: true, message: 'Davetiye yeniden gönderildi.', data: null },
    }));
    render();
    const ece = within(await item('Ece Şahin'));
    await userEvent.click(ece.getByRole('button', { name: /Davetiyeyi yeniden gönder/ }));
    expect(await ece.findByRole('status')).toHaveTextContent('Davetiye yeniden gönderildi.');
    expect(
      ece.getByRole('button', { name: /Davetiyeyi yeniden gönder: Ece Şahin/ }),
    ).toBeDisabled();
    const request = server.requests.find((r) => r.path === '/v1/orders/resendinvitation');
    expect(request?.body).toEqual({ participantId: 2 });
  });

  it('a refused resend (too soon) shows the server’s words, and the button stays usable', async () => {
    routes.set('POST /v1/orders/resendinvitation', () => ({
      status: 429,
      body: {
        success: false,
        message:
          'Bu katılımcıya kısa süre önce davetiye gönderildi. Lütfen 6 dakika sonra tekrar deneyin.',
      },
    }));
    withSeats([seat({ participantId: 9, name: 'Oya', surname: 'Güneş', state: 'waiting' })]);
    render();
    const oya = within(await item('Oya Güneş'));
    await userEvent.click(oya.getByRole('button', { name: /Davetiyeyi yeniden gönder/ }));
    expect(await oya.findByRole('alert')).toHaveTextContent(/6 dakika sonra/);
    expect(oya.getByRole('button', { name: /Davetiyeyi yeniden gönder/ })).toBeEnabled();
  });

  it('speaks English in English', async () => {
    await initTestI18n('en');
    withSeats();
    render();
    const cem = within(await screen.findByRole('listitem', { name: /Cem Çalışkan/ }));
    expect(cem.getByText('Seat claimed')).toBeInTheDocument();
    expect(cem.getByText('4 of 4 videos watched (100%)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download as CSV' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'My team' })).toBeInTheDocument();
  });
});
