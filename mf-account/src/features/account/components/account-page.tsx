import { useTranslation } from 'react-i18next';
import { NavLink, Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import {
  PageContainer,
  PageHeader,
  SideMenu,
  WithSidebar,
  useLogout,
  useSessionStore,
} from '@lms/shared';
import { AccountInfoForm } from './account-info-form';
import { ChangePasswordForm } from './change-password-form';
import { MyCertificates } from '../../certificates/components/my-certificates';
import { MyOrders } from '../../orders/components/my-orders';
import { MyTeam } from '../../team/components/my-team';
import { MySessions } from '../../sessions/components/my-sessions';
import { MyPrivacy } from '../../privacy/components/my-privacy';
import { VerifyEmailNotice } from '../../verify-email/components/verify-email-notice';
import { MyCourses } from './my-courses';

const Content = styled.div`
  min-width: 0;
`;

/**
 * The account area `account/*` (spec §2): the user's name, a sidebar, and its children (courses,
 * orders, team, info, password, sessions), under a notice while the e-mail address is not verified.
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
        <WithSidebar>
          <SideMenu aria-label={t('accountMenu')}>
            <ul>
              <li>
                <NavLink to="/account/courses">{t('common:myTrainings')}</NavLink>
              </li>
              <li>
                <NavLink to="/account/certificates">{t('myCertificates')}</NavLink>
              </li>
              <li>
                <NavLink to="/account/orders">{t('myOrders')}</NavLink>
              </li>
              <li>
                <NavLink to="/account/team">{t('myTeam')}</NavLink>
              </li>
              <li>
                <NavLink to="/account/info">{t('common:myAccountInfo')}</NavLink>
              </li>
              <li>
                <NavLink to="/account/password">{t('common:changePassword')}</NavLink>
              </li>
              <li>
                <NavLink to="/account/sessions">{t('mySessions')}</NavLink>
              </li>
              <li>
                <NavLink to="/account/privacy">{t('myPrivacy')}</NavLink>
              </li>
              <li>
                <button type="button" onClick={logout}>
                  {t('common:logout')}
                </button>
              </li>
            </ul>
          </SideMenu>
          <Content>
            <VerifyEmailNotice />
            <Routes>
              <Route index element={<Navigate to="info" replace />} />
              <Route path="info" element={<AccountInfoForm />} />
              <Route path="password" element={<ChangePasswordForm />} />
              <Route path="sessions" element={<MySessions />} />
              <Route path="privacy" element={<MyPrivacy />} />
              <Route path="courses" element={<MyCourses />} />
              <Route path="certificates" element={<MyCertificates />} />
              <Route path="orders" element={<MyOrders />} />
              <Route path="team" element={<MyTeam />} />
              <Route path="*" element={<Navigate to="/account/info" replace />} />
            </Routes>
          </Content>
        </WithSidebar>
      </PageContainer>
    </>
  );
};
