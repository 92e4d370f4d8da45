import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { PlatformProviders, useBasketCount, useSessionStore } from '@lms/shared';
import { createTestQueryClient, setupTestApi } from '@lms/shared/testing';
import { useAddToBasket } from './post-user-basket';

let lines: number[];
/** The server refuses every add with 409, whatever the basket holds. */
let refuse: boolean;
const server = setupTestApi((request) => {
  if (request.path === '/v1/userbaskets/getall') {
    const data = lines.map((courseId) => ({ id: courseId, courseId }));
    return { body: { success: true, message: 'IA2345ABCD', data } };
  }
  if (request.path === '/v1/userbaskets') {
    const { courseId } = request.body as { courseId: number };
    if (refuse || lines.includes(courseId)) {
      return { status: 409, body: { success: false, message: 'Bu eğitim zaten sepetinizde.' } };
    }
    lines.push(courseId);
    return { body: { success: true, message: '', data: null } };
  }
  return { status: 404, body: { success: false, message: 'yok' } };
});
beforeEach(() => {
  lines = [];
  refuse = false;
  useSessionStore.setState({ token: 'test-token' });
});

/** The shell's header count (the read-only basket view) beside the course page's buy action. */
const renderBasket = () => {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProviders client={client}>{children}</PlatformProviders>
  );
  return renderHook(() => ({ count: useBasketCount(), add: useAddToBasket() }), { wrapper });
};

const basketReads = () =>
  server.requests.filter((request) => request.path === '/v1/userbaskets/getall').length;

describe('useAddToBasket', () => {
  it("changes the header's count through the basket's key", async () => {
    lines = [110];
    const { result } = renderBasket();
    await waitFor(() => expect(result.current.count).toBe(1));
    expect(basketReads()).toBe(1);

    act(() => result.current.add.mutate(106));
    await waitFor(() => expect(result.current.count).toBe(2));
    expect(result.current.add.isSuccess).toBe(true);
    expect(basketReads()).toBe(2);
  });

  it('takes "already in your basket" for a course that is in it as added', async () => {
    lines = [106];
    const { result } = renderBasket();
    await waitFor(() => expect(result.current.count).toBe(1));
    act(() => result.current.add.mutate(106));
    await waitFor(() => expect(result.current.add.isSuccess).toBe(true));
    expect(result.current.count).toBe(1);
  });

  it('passes the refusal on when the course is not in the basket after all', async () => {
    refuse = true;
    const { result } = renderBasket();
    await waitFor(() => expect(basketReads()).toBe(1));
    act(() => result.current.add.mutate(106));
    await waitFor(() => expect(result.current.add.isError).toBe(true));
    expect(result.current.add.error).toMatchObject({
      status: 409,
      message: 'Bu eğitim zaten sepetinizde.',
    });
    // The basket was read again to tell, and nothing was counted.
    expect(basketReads()).toBe(2);
    expect(result.current.count).toBe(0);
  });
});
