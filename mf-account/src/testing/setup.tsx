import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders, setupTestApi, type Handler } from '@lms/shared/testing';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

// Typing whole forms with user-event takes a few seconds on a busy machine.
jest.setTimeout(20_000);

/** The account strings on the test i18n instance, and an API answered by a real local server. */
export const setupAccountTestApi = (handler: Handler) =>
  setupTestApi(handler, { namespaces: { account: { tr, en } } });

/** Shows where the router is, so a test can assert a redirect (`expectPath`). */
export const CurrentPath = () => {
  const location = useLocation();
  return <div data-testid="current-path">{location.pathname + location.search}</div>;
};

/** Renders `page` at `route` (matched by `path`), with every other path showing where it went. */
export const renderPage = (page: ReactElement, { route, path }: { route: string; path: string }) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentPath />
    </>,
    { route },
  );

/** A JWT-shaped token whose name-identifier claim is `id` (the client never verifies it). */
export const tokenFor = (id: number) =>
  [
    'e30',
    btoa(
      JSON.stringify({
        'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier': String(id),
      }),
    ).replace(/=+$/, ''),
    'sig',
  ].join('.');

/**
 * Waits until the router is at `path`, its query included: the whole address, not a part of it
 * (every address contains "/").
 */
export const expectPath = async (path: string) => {
  await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe(path), {
    timeout: 3000,
  });
};
