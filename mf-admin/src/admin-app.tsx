import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { ADMIN_ROUTES } from './admin-routes';
import { AdminGate } from './layout/admin-gate';
import { AdminLayout } from './layout/admin-layout';
import { adminPage } from './lib/admin-page';
import { AdminBaseProvider, baseOf } from './lib/admin-path';
import { mayOpen } from './lib/roles';
import { AdminMessagePage } from './pages/admin-message-page';

/** The first page (`#/admin`), loaded when first shown like every other page (its own chunk). */
const DashboardPage = adminPage(() =>
  import(
    /* webpackChunkName: "admin-dashboard" */ './features/dashboard/pages/dashboard-page'
  ).then((m) => m.DashboardPage),
);

/**
 * The back office: every route under the prefix the shell mounts it on (`admin/*`), for staff
 * only, each page for the roles its route names (`admin-routes.ts`).
 */
export const AdminApp = () => {
  const { pathname } = useLocation();
  const splat = useParams()['*'];
  return (
    <AdminBaseProvider base={baseOf(pathname, splat)}>
      <AdminGate>
        {(role) => (
          <AdminLayout role={role}>
            <Routes>
              <Route index element={<DashboardPage role={role} />} />
              {ADMIN_ROUTES.map(({ path, roles, page: Page }) => (
                <Route
                  key={path}
                  path={path}
                  element={mayOpen(role, roles) ? <Page /> : <AdminMessagePage kind="noAccess" />}
                />
              ))}
              <Route path="*" element={<AdminMessagePage kind="notFound" />} />
            </Routes>
          </AdminLayout>
        )}
      </AdminGate>
    </AdminBaseProvider>
  );
};
