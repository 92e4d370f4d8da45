import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLogout, useSessionStore, type SiteSettings } from '@lms/shared';
import { useBackOfficeLink } from './back-office-link';
import { LanguageSwitch } from './language-switch';
import { MAIN_LINKS, USER_LINKS, trainingEntries } from './nav-links';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(10, 25, 45, 0.5);
  z-index: ${({ theme }) => theme.layers.dialog};
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(340px, 88vw);
  background: #fff;
  z-index: ${({ theme }) => theme.layers.dialog + 1};
  padding: 1rem 1.25rem 2rem;
  overflow-y: auto;
  box-shadow: -4px 0 24px rgba(0, 0, 0, 0.2);
  h2 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.colors.muted};
    margin: 1.25rem 0 0.25rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button.link {
    display: block;
    padding: 0.7rem 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
    border: 0;
    background: none;
    font: inherit;
    cursor: pointer;
    width: 100%;
    text-align: left;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  button {
    border: 0;
    background: none;
    font-size: 1.75rem;
    min-width: 44px;
    min-height: 44px;
    cursor: pointer;
  }
`;

/** The mobile slide-over: the header's links plus a login link (spec §2). */
export const MobileMenu = ({
  open,
  onClose,
  settings,
}: {
  open: boolean;
  onClose: () => void;
  settings: SiteSettings | undefined;
}) => {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const logout = useLogout();
  const backOffice = useBackOfficeLink();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <>
      <Backdrop onClick={onClose} />
      <Panel role="dialog" aria-modal="true" aria-label={t('openMenu')}>
        <Top>
          <LanguageSwitch />
          <button ref={closeRef} type="button" aria-label={t('closeMenu')} onClick={onClose}>
            ×
          </button>
        </Top>
        <nav>
          <h2>{t('trainings')}</h2>
          <ul>
            {trainingEntries(settings).map((type) => (
              <li key={type}>
                <Link to={`/courses/${type}`}>{t(`courseType_${type}`)}</Link>
              </li>
            ))}
          </ul>
          <h2>{t('quickMenu')}</h2>
          <ul>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
            {loggedIn ? (
              <>
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
                  <button type="button" className="link" onClick={logout}>
                    {t('logout')}
                  </button>
                </li>
              </>
            ) : (
              <li>
                <Link to="/login">{t('login')}</Link>
              </li>
            )}
          </ul>
        </nav>
      </Panel>
    </>
  );
};
