import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { getAppConfig, isCourseTypeName, useIsLoggedIn, useRouteDocumentTitle } from '@lms/shared';
import { RemoteApp } from '../remotes/remote-app';
import { RemotePage } from '../remotes/remote-page';
import { NewsletterConfirmPage } from '../pages/newsletter-confirm-page';
import { NewsletterUnsubscribePage } from '../pages/newsletter-unsubscribe-page';
import { NotFoundPage } from '../pages/not-found-page';
import { ComingSoonPage } from '../pages/coming-soon-page';
import { ROUTES, type PageRoute } from './route-table';
import { routeTitleKeys } from './route-titles';
import { runtimeRoutes } from './runtime-routes';

/** The window scrolls to the top on every path change (spec §2). */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
};

/** "Page — İhracat Akademisi" in the tab, in the current language. */
const RouteTitle = ({ path }: { path: string }) => {
  const { t } = useTranslation();
  const params = useParams();
  useRouteDocumentTitle(t(routeTitleKeys(path, params)), t('siteName'));
  return null;
};

/** A runtime route's tab title until its remote names the page: the area's name. */
const RemoteAppTitle = ({ remote }: { remote: string }) => {
  const { t } = useTranslation();
  useRouteDocumentTitle(t([`remoteArea_${remote}`, 'siteName']), t('siteName'));
  return null;
};

const Guard = ({ guard, children }: { guard: PageRoute['guard']; children: ReactNode }) => {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  // The account area needs a token (spec §2); login is not available with one.
  if (guard === 'user' && !loggedIn) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (guard === 'guest' && loggedIn) return <Navigate to="/account/courses" replace />;
  return <>{children}</>;
};

/**
 * Only the four course types of spec §2 are course lists, plus `search`, the search overlay's
 * "see all" (every type filtered by ?searchText=); anything else is not found.
 */
const CourseListRoute = () => {
  const { courseType } = useParams();
  return isCourseTypeName(courseType) || courseType === 'search' ? (
    <RemotePage page="courseList" />
  ) : (
    <NotFoundPage />
  );
};

export const AppRoutes = () => {
  // app-config.json is read once per page load (bootstrap), so a reload picks up a change.
  const mounted = useMemo(() => runtimeRoutes(getAppConfig()), []);
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            <>
              <RouteTitle path={route.path} />
              {route.id === 'courseList' ? (
                <CourseListRoute />
              ) : (
                <Guard guard={route.guard}>
                  <RemotePage page={route.id} />
                </Guard>
              )}
            </>
          }
        />
      ))}
      {/* The remotes app-config.json gives a path prefix (docs/decisions/0007). */}
      {mounted.map(({ remote, prefix }) => (
        <Route
          key={`runtime:${prefix}`}
          path={`${prefix}/*`}
          element={
            <>
              <RemoteAppTitle remote={remote} />
              <RemoteApp remote={remote} />
            </>
          }
        />
      ))}
      {/* A registered route whose content is not shown (spec §2). */}
      <Route
        path="test"
        element={
          <>
            <RouteTitle path="test" />
            <ComingSoonPage />
          </>
        }
      />
      {/* The shell's own page: the footer's newsletter form belongs to the shell. */}
      <Route
        path="newsletter/confirm/:token"
        element={
          <>
            <RouteTitle path="newsletter/confirm/:token" />
            <NewsletterConfirmPage />
          </>
        }
      />
      <Route
        path="newsletter/unsubscribe/:token"
        element={
          <>
            <RouteTitle path="newsletter/unsubscribe/:token" />
            <NewsletterUnsubscribePage />
          </>
        }
      />
      <Route
        path="*"
        element={
          <>
            <RouteTitle path="*" />
            <NotFoundPage />
          </>
        }
      />
    </Routes>
  );
};
