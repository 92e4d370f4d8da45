import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { PlatformProviders, useSessionStore, type BasketResponse } from '@lms/shared';
import {
  buildBasketItem,
  createTestQueryClient,
  setupTestApi,
  type Reply,
} from '@lms/shared/testing';
import { checkoutKeys } from '../../../lib/query-keys';
import { useSaveBasketParticipants } from './put-basket-participants';

// Saving the cart's participants with the basket (spec §3): the server's order of saves, and the
// cached basket kept in step, so the cart opened again shows the list saved.

let answer: () => Reply | Promise<Reply>;
const server = setupTestApi(() => answer());
beforeEach(() => {
  answer = () => ({ body: { success: true, message: 'saved' } });
  useSessionStore.setState({ token: 'test-token' });
});

const ali = { name: 'Ali', surname: 'Demir', email: 'ali@ornek.com.tr' };
const can = { name: 'Can', surname: 'Öz', email: 'can@ornek.com.tr' };

const renderSave = (cached: BasketResponse | null | undefined) => {
  const client = createTestQueryClient();
  if (cached !== undefined) client.setQueryData(checkoutKeys.basket(), cached);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProviders client={client}>{children}</PlatformProviders>
  );
  const hook = renderHook(() => useSaveBasketParticipants(), { wrapper });
  return { client, ...hook };
};

const saved = () =>
  server.requests
    .filter((r) => r.method === 'PUT' && r.path === '/v1/userbaskets/participants')
    .map((r) => r.body);

describe('saving the participants with the basket', () => {
  it("sends the list, and keeps it on the cached basket's first line only", async () => {
    const first = buildBasketItem({ participantEmails: [] });
    const second = buildBasketItem({ id: 2, courseId: 110, participantEmails: [] });
    const { client, result } = renderSave({ success: true, message: 'REF', data: [first, second] });
    await act(() => result.current.mutateAsync([ali, can]));
    expect(saved()).toEqual([{ participants: [ali, can] }]);
    expect(client.getQueryData(checkoutKeys.basket())).toEqual({
      success: true,
      message: 'REF',
      data: [{ ...first, participantEmails: [ali, can] }, second],
    });
  });

  it('leaves an empty basket, and one not read, as they were', async () => {
    const empty = renderSave({ success: true, message: 'REF', data: [] });
    await act(() => empty.result.current.mutateAsync([ali]));
    expect(empty.client.getQueryData(checkoutKeys.basket())).toEqual({
      success: true,
      message: 'REF',
      data: [],
    });
    const none = renderSave(null);
    await act(() => none.result.current.mutateAsync([ali]));
    expect(none.client.getQueryData(checkoutKeys.basket())).toBeNull();
  });

  it('keeps the cached list when the server refuses it', async () => {
    answer = () => ({ status: 400, body: { success: false, message: 'Geçersiz liste' } });
    const line = buildBasketItem({ participantEmails: [ali] });
    const { client, result } = renderSave({ success: true, message: 'REF', data: [line] });
    await act(() => result.current.mutateAsync([can]).catch(() => undefined));
    expect(client.getQueryData<BasketResponse>(checkoutKeys.basket())?.data[0]).toEqual(line);
  });

  it('saves one list at a time, in the order they were made: the last one wins', async () => {
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    let calls = 0;
    answer = () => {
      calls += 1;
      return calls === 1
        ? held.then(() => ({ body: { success: true, message: 'saved' } }))
        : { body: { success: true, message: 'saved' } };
    };
    const { result } = renderSave(undefined);
    act(() => {
      result.current.mutate([ali]);
      result.current.mutate([ali, can]);
    });
    await waitFor(() => expect(saved()).toHaveLength(1));
    // The second waits for the first, however long it takes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(saved()).toEqual([{ participants: [ali] }]);
    arrive();
    await waitFor(() => expect(saved()).toHaveLength(2));
    expect(saved()[1]).toEqual({ participants: [ali, can] });
  });
});
