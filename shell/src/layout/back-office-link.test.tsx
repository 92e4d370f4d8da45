import { render, screen } from '@testing-library/react';
import { setAppConfig, useSessionStore, type StaffRole } from '@lms/shared';
import { BACK_OFFICE_REMOTE, useBackOfficeLink } from './back-office-link';

const Probe = () => <p>{useBackOfficeLink() ?? 'none'}</p>;

const signIn = (role: StaffRole | null) =>
  useSessionStore.getState().setSession('e30.e30.sig', {
    id: 3,
    name: 'Ali',
    surname: 'Şahin',
    email: 'ali@ornek.com.tr',
    role,
  });

const mounted = (routes: Record<string, string>) =>
  setAppConfig({
    apiBaseUrl: 'http://127.0.0.1:9',
    remotes: { [BACK_OFFICE_REMOTE]: 'http://localhost:3006/mf-manifest.json' },
    routes,
  });

afterEach(() => useSessionStore.getState().clearSession());

describe("the user menu's back office item", () => {
  it("leads a staff member to the back office's prefix", () => {
    mounted({ admin: 'admin' });
    signIn('editor');
    render(<Probe />);
    expect(screen.getByText('/admin')).toBeInTheDocument();
  });

  it('is not there for a learner or a guest', () => {
    mounted({ admin: 'admin' });
    signIn(null);
    const { unmount } = render(<Probe />);
    expect(screen.getByText('none')).toBeInTheDocument();
    unmount();
    useSessionStore.getState().clearSession();
    render(<Probe />);
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it('is not there while app-config.json does not mount the back office', () => {
    mounted({});
    signIn('admin');
    render(<Probe />);
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
