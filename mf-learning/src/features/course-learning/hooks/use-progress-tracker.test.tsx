import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { useSessionStore } from '@lms/shared';
import { createTestQueryClient, setupTestApi } from '@lms/shared/testing';
import { useProgressTracker } from './use-progress-tracker';

const server = setupTestApi(() => ({ body: { success: true, data: 0 } }));
beforeAll(() => {
  useSessionStore.getState().setSession('token-of-ayse');
});

/** Saves go through a mutation: the hook runs under a query client, as on the page. */
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>
);

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('useProgressTracker', () => {
  it('saves through the API on pause, with the bearer token', async () => {
    const { result } = renderHook(
      () => useProgressTracker({ id: 4, duration: 72, startAt: 0 }, () => undefined),
      { wrapper },
    );
    result.current.current?.timeUpdate(6.4);
    result.current.current?.pause();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/courses',
      body: { courseVideoId: 4, currentTime: 6 },
      headers: { authorization: 'Bearer token-of-ayse' },
    });
  });

  it('sends a keepalive request when the page is hidden, and once more on page hide', async () => {
    const { result, unmount } = renderHook(
      () => useProgressTracker({ id: 5, duration: 90, startAt: 12 }, () => undefined),
      { wrapper },
    );
    result.current.current?.timeUpdate(17.9);
    setVisibility('hidden');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]).toMatchObject({
      path: '/v1/courses',
      body: { courseVideoId: 5, currentTime: 17 },
      headers: { authorization: 'Bearer token-of-ayse', 'content-type': 'application/json' },
    });
    setVisibility('visible');

    result.current.current?.timeUpdate(19.2);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.requests[1]?.body).toEqual({ courseVideoId: 5, currentTime: 19 });

    // Leaving the video saves nothing new: 19 is already stored.
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(2);
  });
});
