import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { PlatformProviders, useBasketCount, useSessionStore } from '@lms/shared';
import { createTestQueryClient, setupTestApi, type Reply } from '@lms/shared/testing';
import { checkoutKeys } from '../../../lib/query-keys';
import { useBasket } from './get-basket';

let reply: Reply;
const server = setupTestApi(() => reply);
beforeEach(() => {
  useSessionStore.setState({ token: 'test-token' });
});

/** The cart's query (checkout's) and the header's count (@lms/shared's read-only view). */
const renderBoth = () => {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProviders client={client}>{children}</PlatformProviders>
  );
  const hook = renderHook(() => ({ basket: useBasket(), count: useBasketCount() }), { wrapper });
  return { client, ...hook };
};

describe('the basket query', () => {
  it("fills the one entry the header's count reads: one request serves both", async () => {
    const data = [
      { id: 1, courseId: 109 },
      { id: 2, courseId: 110 },
    ];
    reply = { body: { success: true, message: 'IA7K3M9Q2X', data } };
    const { client, result } = renderBoth();
    await waitFor(() => expect(result.current.count).toBe(2));
    expect(result.current.basket.data?.data).toEqual(data);
    expect(client.getQueryData(checkoutKeys.basket())).toMatchObject({ message: 'IA7K3M9Q2X' });
    expect(server.requests.map((request) => request.path)).toEqual(['/v1/userbaskets/getall']);
  });

  it('makes a basket error no basket for the cart and a count of 0 (spec §4)', async () => {
    reply = { status: 500, body: { success: false, message: 'Sunucu hatası' } };
    const { result } = renderBoth();
    await waitFor(() => expect(result.current.basket.isSuccess).toBe(true));
    expect(result.current.basket.data).toBeNull();
    expect(result.current.count).toBe(0);
  });

  it('asks nothing for a guest', async () => {
    useSessionStore.setState({ token: null });
    reply = { body: { success: true, message: '', data: [{ id: 1, courseId: 109 }] } };
    const { result } = renderBoth();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.basket.fetchStatus).toBe('idle');
    expect(result.current.count).toBe(0);
    expect(server.requests).toHaveLength(0);
  });
});
