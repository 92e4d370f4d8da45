import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner, useSessionStore, useUserProfile } from '@lms/shared';
import { roleOf, roleOfProfile, type StaffRole } from '../lib/roles';

/** Where a signed-in learner goes instead of the back office. */
export const LEARNER_HOME = '/account/courses';

/**
 * The role of the signed-in person: from the session, or, for a session stored before it
 * named roles, from the profile the server answers.
 */
const useStaffRole = (): { role: StaffRole | null; pending: boolean } => {
  const user = useSessionStore((s) => s.user);
  const fromSession = roleOf(user);
  const profile = useUserProfile();
  if (fromSession !== undefined) return { role: fromSession, pending: false };
  if (profile.isPending && profile.fetchStatus !== 'idle') return { role: null, pending: true };
  return { role: roleOfProfile(profile.data?.data), pending: false };
};

/**
 * Only staff see the back office: a guest is sent to the login page, which brings them back
 * here; a learner to their courses. The server refuses every staff call without the right role
 * anyway; this only spares people a page they cannot use.
 */
export const AdminGate = ({ children }: { children: (role: StaffRole) => ReactNode }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const token = useSessionStore((s) => s.token);
  const { role, pending } = useStaffRole();
  if (!token) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (pending) return <Spinner label={t('loading')} />;
  if (!role) return <Navigate to={LEARNER_HOME} replace />;
  return <>{children(role)}</>;
};
