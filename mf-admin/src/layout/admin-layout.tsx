import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  PageContainer,
  PageHeader,
  SideMenu,
  Spinner,
  WithSidebar,
  useDocumentTitle,
} from '@lms/shared';
import { ADMIN_NAV } from '../admin-nav';
import { useAdminBase, useAdminPath } from '../lib/admin-path';
import { mayOpen, type StaffRole } from '../lib/roles';

const Content = styled.div`
  min-width: 0;
`;

const RoleLine = styled.p`
  margin: 0 0 0.5rem;
  padding: 0 0.9rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The back office's frame: its title, a menu of the areas the role may open (beside the page on
 * a desktop, a wrapping row over it on a phone) and the page.
 */
export const AdminLayout = ({ role, children }: { role: StaffRole; children: ReactNode }) => {
  const { t } = useTranslation('admin');
  const adminPath = useAdminPath();
  const base = useAdminBase();
  const { pathname } = useLocation();
  const items = ADMIN_NAV.filter((item) => mayOpen(role, item.roles));
  const current = items.find(
    (item) => pathname === adminPath(item.to) || pathname.startsWith(`${adminPath(item.to)}/`),
  );
  useDocumentTitle(current ? `${t(current.labelKey)} — ${t('layout.title')}` : t('layout.title'));

  return (
    <>
      <PageHeader title={t('layout.title')} />
      <PageContainer>
        <WithSidebar $side="220px">
          <SideMenu aria-label={t('layout.menu')}>
            <RoleLine>{t('layout.roleLine', { role: t(`roles.${role}`) })}</RoleLine>
            <ul>
              <li>
                <NavLink to={base} end>
                  {t('nav.home')}
                </NavLink>
              </li>
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={adminPath(item.to)}>{t(item.labelKey)}</NavLink>
                </li>
              ))}
            </ul>
          </SideMenu>
          <Content>
            <Suspense fallback={<Spinner label={t('common:loading')} />}>{children}</Suspense>
          </Content>
        </WithSidebar>
      </PageContainer>
    </>
  );
};
