import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog, RemoteWidget } from '@lms/shared';

const SearchButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 40px;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 20px;
  background: #fff;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  cursor: pointer;
  kbd {
    font-family: inherit;
    font-size: 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    padding: 0 0.3rem;
  }
  @media (max-width: 540px) {
    .label,
    kbd {
      display: none;
    }
  }
`;

const SearchUnavailable = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Dialog open title={t('search')} onClose={onClose} closeLabel={t('close')}>
      <p>{t('searchComingSoon')}</p>
    </Dialog>
  );
};

/** The header's search button (Ctrl+K / Cmd+K); the overlay itself is catalog's exposed module. */
export const SearchLauncher = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => setOpen(false);
  return (
    <>
      <SearchButton
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`${t('search')} (${t('searchShortcut')})`}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="label">{t('search')}</span>
        <kbd>{t('searchShortcut')}</kbd>
      </SearchButton>
      {open && (
        <RemoteWidget
          remote="catalog"
          module="./SearchOverlay"
          props={{ open, onClose: close }}
          fallback={<SearchUnavailable onClose={close} />}
        />
      )}
    </>
  );
};
