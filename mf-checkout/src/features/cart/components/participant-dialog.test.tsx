import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type Participant } from '@lms/shared';
import {
  renderWithProviders,
  setupTestApi,
  type RecordedRequest,
  type Reply,
} from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { ParticipantDialog } from './participant-dialog';

const LIST: Participant[] = [
  { name: 'Ali', surname: 'Kaya', email: 'ali@ornek.com.tr' },
  { name: 'Ece', surname: 'Tan', email: 'ece@ornek.com.tr' },
];

let route: (request: RecordedRequest) => Reply;
const server = setupTestApi((request) => route(request), {
  namespaces: { checkout: { tr, en } },
});
beforeEach(() => {
  route = () => ({ body: { success: true, data: true } });
  useSessionStore.setState({ token: 'test-token' } as never);
});

const partyChecks = () =>
  server.requests
    .filter((r) => r.path === '/v1/orders/checkparty')
    .map((r) => r.body as { courseId: number; partyEmail: string });

const open = (props: { editingIndex: number | null; initial: Participant | null }) => {
  const onSave = jest.fn();
  renderWithProviders(
    <ParticipantDialog
      open
      {...props}
      participants={LIST}
      courseIds={[109, 110]}
      onSave={onSave}
      onClose={() => undefined}
    />,
  );
  return { onSave, dialog: screen.getByRole('dialog') };
};

const retype = async (dialog: HTMLElement, name: string, value: string) => {
  const field = within(dialog).getByRole('textbox', { name });
  await userEvent.clear(field);
  await userEvent.type(field, value);
};

describe('the participant dialog', () => {
  it('saves an edit that keeps the e-mail without asking the server again', async () => {
    const { onSave, dialog } = open({ editingIndex: 1, initial: LIST[1]! });
    expect(within(dialog).getByRole('textbox', { name: 'Ad' })).toHaveValue('Ece');
    await retype(dialog, 'Soyad', 'Tandoğan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        name: 'Ece',
        surname: 'Tandoğan',
        email: 'ece@ornek.com.tr',
      }),
    );
    expect(partyChecks()).toEqual([]);
  });

  it('checks a changed e-mail against every course of the basket before saving', async () => {
    const { onSave, dialog } = open({ editingIndex: 1, initial: LIST[1]! });
    await retype(dialog, 'E-posta', 'ece.tan@ornek.com.tr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(partyChecks()).toEqual([
      { courseId: 109, partyEmail: 'ece.tan@ornek.com.tr' },
      { courseId: 110, partyEmail: 'ece.tan@ornek.com.tr' },
    ]);
  });

  it("keeps a person the server refuses out of the list, with the server's words at the e-mail", async () => {
    route = () => ({
      status: 400,
      body: { success: false, message: 'Bu kişi bu eğitime zaten kayıtlı.' },
    });
    const { onSave, dialog } = open({ editingIndex: null, initial: null });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'Can');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Soyad' }), 'Er');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'E-posta' }),
      'can@ornek.com.tr',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Bu kişi bu eğitime zaten kayıtlı.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'E-posta' })).toHaveValue(
      'can@ornek.com.tr',
    );
    expect(partyChecks()).toEqual([{ courseId: 109, partyEmail: 'can@ornek.com.tr' }]);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("asks the browser not to fill in the buyer's own name and address", () => {
    const { dialog } = open({ editingIndex: null, initial: null });
    for (const name of ['Ad', 'Soyad', 'E-posta']) {
      expect(within(dialog).getByRole('textbox', { name })).toHaveAttribute('autocomplete', 'off');
    }
  });
});
