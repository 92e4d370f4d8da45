import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders, setupTestApi, type Handler } from '@lms/shared/testing';
import { useSessionStore } from '@lms/shared';
import en from '../locales/en.json';
import tr from '../locales/tr.json';
import type { StaffRole } from '../lib/roles';

jest.setTimeout(20_000);

/** The admin strings on the test i18n instance, and an API answered by a real local server. */
export const setupAdminTestApi = (handler: Handler) =>
  setupTestApi(handler, { namespaces: { admin: { tr, en } } });

/** Shows where the router is, so a test can assert a redirect (`expectPath`). */
export const CurrentPath = () => {
  const location = useLocation();
  return (
    <div data-testid="current-path">
      {location.pathname + location.search}
      {location.state ? ` state=${JSON.stringify(location.state)}` : ''}
    </div>
  );
};

/**
 * Renders `ui` as the shell mounts the back office (`admin/*`) at `route`, every other path
 * showing only where it went.
 */
export const renderAdmin = (ui: ReactElement, route = '/admin') =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="admin/*" element={ui} />
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

/** Signs in a person with this role (`null`: a learner) in the session store. */
export const signInAs = (role: StaffRole | null, id = 7) => {
  useSessionStore.getState().setSession(tokenFor(id), {
    id,
    name: 'Zeynep',
    surname: 'Çelik',
    email: 'zeynep@ornek.com.tr',
    role,
  });
};

/**
 * Waits until the router is at `path`, its query included: the whole address, not a part of it
 * (every back-office address contains "/admin").
 */
export const expectPath = async (path: string) => {
  await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe(path), {
    timeout: 3000,
  });
};
