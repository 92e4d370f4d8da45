import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useBasketCount, useLogout, useSessionStore, useSiteSettings } from '@lms/shared';
import logo from '../assets/logo.svg';
import { useBackOfficeLink } from './back-office-link';
import { Dropdown } from './dropdown';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { MAIN_LINKS, USER_LINKS, trainingEntries } from './nav-links';
import { SearchLauncher } from './search-launcher';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.layers.header};
  background: #fff;
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0.5rem 1rem;
  display: flex;
  align-items: center;
  gap: 1rem;
`;

const Logo = styled(Link)`
  display: inline-flex;
  img {
    display: block;
    width: 160px;
    height: auto;
    aspect-ratio: 220 / 60;
  }
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  margin-left: auto;
  a.nav {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
    padding: 0.6rem 0.5rem;
  }
  a.nav.active {
    color: ${({ theme }) => theme.colors.primary};
  }
  @media (max-width: 1022px) {
    display: none;
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  @media (max-width: 1022px) {
    margin-left: auto;
  }
`;

const CartLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text};
`;

const CartBadge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/** The basket count, from @lms/shared's read-only basket view (checkout owns the basket). */
const CartButton = () => {
  const { t } = useTranslation();
  const count = useBasketCount();
  return (
    <CartLink to="/user/cart" aria-label={t('cartWithCount', { count })} title={t('cart')}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="19" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </svg>
      {count > 0 && <CartBadge aria-hidden="true">{count}</CartBadge>}
    </CartLink>
  );
};

const LoginLink = styled(Link)`
  font-weight: 600;
  text-decoration: none;
  padding: 0.5rem 0.9rem;
  border-radius: 20px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  white-space: nowrap;
  @media (max-width: 1022px) {
    display: none;
  }
`;

const DesktopOnly = styled.div`
  @media (max-width: 1022px) {
    display: none;
  }
`;

const Burger = styled.button`
  display: none;
  border: 0;
  background: transparent;
  min-width: 44px;
  min-height: 44px;
  cursor: pointer;
  @media (max-width: 1022px) {
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
`;

export const Header = () => {
  const { t } = useTranslation();
  const settings = useSiteSettings().data?.data;
  const user = useSessionStore((s) => s.user);
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const logout = useLogout();
  const backOffice = useBackOfficeLink();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label={t('home')}>
          <img src={logo} alt={t('siteName')} width={160} height={44} />
        </Logo>
        <Nav aria-label={t('home')}>
          <Dropdown label={t('trainings')}>
            {trainingEntries(settings).map((type) => (
              <li key={type}>
                <Link to={`/courses/${type}`}>{t(`courseType_${type}`)}</Link>
              </li>
            ))}
          </Dropdown>
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className="nav">
              {t(link.labelKey)}
            </NavLink>
          ))}
        </Nav>
        <Tools>
          <SearchLauncher />
          <DesktopOnly>
            <LanguageSwitch />
          </DesktopOnly>
          {loggedIn && <CartButton />}
          {loggedIn ? (
            <DesktopOnly>
              <Dropdown label={user ? `${user.name} ${user.surname}` : t('userMenu')}>
                {USER_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{t(link.labelKey)}</Link>
                  </li>
                ))}
                {backOffice && (
                  <li>
                    <Link to={backOffice}>{t('backOffice')}</Link>
                  </li>
                )}
                <li>
                  <button type="button" onClick={logout}>
                    {t('logout')}
                  </button>
                </li>
              </Dropdown>
            </DesktopOnly>
          ) : (
            <LoginLink to="/login">{t('login')}</LoginLink>
          )}
          <Burger
            type="button"
            aria-label={t('openMenu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M3 6h18M3 12h18M3 18h18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </Burger>
        </Tools>
      </Inner>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} settings={settings} />
    </Bar>
  );
};
