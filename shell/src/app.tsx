import { useTranslation } from 'react-i18next';
import { HashRouter } from 'react-router-dom';
import { ROUTER_FUTURE, useSiteSettings } from '@lms/shared';
import { Layout } from './layout/layout';
import { FollowReleases } from './remotes/release-follow';
import { LogoLoader } from './pages/logo-loader';
import { SomethingMissingPage } from './pages/something-missing-page';
import { AppRoutes, ScrollToTop } from './routes/app-routes';
import { SessionSync } from './settings/session-sync';

/** Site settings gate the whole page: logo loader while loading, "Something's missing" on failure. */
const SettingsGate = () => {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  if (settings.isPending) return <LogoLoader label={t('loading')} />;
  if (settings.isError) return <SomethingMissingPage onRetry={() => void settings.refetch()} />;
  return (
    <Layout>
      <AppRoutes />
    </Layout>
  );
};

export const App = () => (
  <HashRouter future={ROUTER_FUTURE}>
    <ScrollToTop />
    <SessionSync />
    {/* Before the routes: a remote's new release is switched to before the new page renders. */}
    <FollowReleases />
    <SettingsGate />
  </HashRouter>
);
