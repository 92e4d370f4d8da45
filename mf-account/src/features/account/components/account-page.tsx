import { useTranslation } from 'react-i18next';
import { NavLink, Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer, PageHeader, useLogout, useSessionStore } from '@lms/shared';
import { AccountInfoForm } from './account-info-form';
import { ChangePasswordForm } from './change-password-form';
import { MyOrders } from '../../orders/components/my-orders';
import { VerifyEmailNotice } from '../../verify-email/components/verify-email-notice';
import { MyCourses } from './my-courses';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;

const Sidebar = styled.nav`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 0.5rem;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0.9rem;
    border-radius: 6px;
    border: 0;
    background: none;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    cursor: pointer;
    text-align: left;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
  }
  @media (max-width: 767px) {
    ul {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
    }
    li {
      flex: 1 1 auto;
    }
    a,
    button {
      justify-content: center;
    }
  }
`;

const Content = styled.div`
  min-width: 0;
`;

/**
 * The account area `account/*` (spec §2): the user's name, a sidebar, and its children (courses,
 * orders, info, password), under a notice while the e-mail address is not verified.
 */
export const AccountPage = () => {
  const { t } = useTranslation(['account', 'common']);
  const user = useSessionStore((s) => s.user);
  const logout = useLogout();
  const fullName = user ? `${user.name} ${user.surname}` : t('myAccount');

  return (
    <>
      <PageHeader title={fullName} />
      <PageContainer>
        <Layout>
          <Sidebar aria-label={t('accountMenu')}>
            <ul>
              <li>
                <NavLink to="/account/courses">{t('common:myTrainings')}</NavLink>
              </li>
              <li>
                <NavLink to="/account/orders">{t('myOrders')}</NavLink>
              </li>
              <li>
                <NavLink to="/account/info">{t('common:myAccountInfo')}</NavLink>
              </li>
              <li>
                <NavLink to="/account/password">{t('common:changePassword')}</NavLink>
              </li>
              <li>
                <button type="button" onClick={logout}>
                  {t('common:logout')}
                </button>
              </li>
            </ul>
          </Sidebar>
          <Content>
            <VerifyEmailNotice />
            <Routes>
              <Route index element={<Navigate to="info" replace />} />
              <Route path="info" element={<AccountInfoForm />} />
              <Route path="password" element={<ChangePasswordForm />} />
              <Route path="courses" element={<MyCourses />} />
              <Route path="orders" element={<MyOrders />} />
              <Route path="*" element={<Navigate to="/account/info" replace />} />
            </Routes>
          </Content>
        </Layout>
      </PageContainer>
    </>
  );
};
