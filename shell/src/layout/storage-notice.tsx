import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** Where the notice's dismissal is remembered (this browser only). */
export const STORAGE_NOTICE_KEY = 'lms_storage_notice';

const Bar = styled.section`
  /* In the page's flow, above the header: it pushes nothing over content, at any width. */
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.35rem 0.75rem;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #fff;
  font-size: 0.875rem;
  line-height: 1.4;
  p {
    margin: 0;
  }
  a {
    color: #fff;
    text-decoration: underline;
  }
  button {
    min-height: 32px;
    padding: 0.2rem 0.9rem;
    border: 1px solid #fff;
    border-radius: 999px;
    background: transparent;
    color: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

const dismissed = () => {
  try {
    return window.localStorage.getItem(STORAGE_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The storage notice (KVKK): the site keeps the session and the language in the
 * browser, with a link to the privacy page. Shown until dismissed; the dismissal is remembered.
 */
export const StorageNotice = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !dismissed());
  if (!open) return null;
  return (
    <Bar aria-label={t('storageNoticeLabel')}>
      <p>
        {t('storageNotice')} <Link to="/info/privacypolicy">{t('storageNoticeLink')}</Link>
      </p>
      <button
        type="button"
        onClick={() => {
          try {
            window.localStorage.setItem(STORAGE_NOTICE_KEY, '1');
          } catch {
            // Private mode without storage: it closes for this visit.
          }
          setOpen(false);
        }}
      >
        {t('storageNoticeDismiss')}
      </button>
    </Bar>
  );
};
