import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Dialog,
  RemoteWidget,
  SearchBackdrop,
  SearchBar,
  SearchIcon,
  SearchPanel,
  SpinnerIcon,
  loadRemoteModule,
} from '@lms/shared';

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

/** Stands in for the overlay while catalog's module loads, so early keystrokes are kept. */
const SearchPending = ({
  draft,
  onDraft,
  onClose,
}: {
  draft: string;
  onDraft: (text: string) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  // On top of everything, like the overlay it stands in for (also a portal into <body>).
  return createPortal(
    <SearchBackdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <SearchPanel>
        <SearchBar>
          <SearchIcon />
          <input
            type="search"
            // The overlay takes over in a moment; the user asked for search, so focus it now.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            aria-label={t('search')}
            placeholder={t('searchPlaceholder')}
            value={draft}
            maxLength={100}
            onChange={(event) => onDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onClose();
            }}
          />
          <SpinnerIcon size={24} />
        </SearchBar>
      </SearchPanel>
    </SearchBackdrop>,
    document.body,
  );
};

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
  const [draft, setDraft] = useState('');
  const opener = useRef<HTMLElement | null>(null);

  const show = () => {
    if (!open) opener.current = document.activeElement as HTMLElement | null;
    setOpen(true);
  };
  const showRef = useRef(show);
  showRef.current = show;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        showRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    setOpen(false);
    setDraft('');
  };
  // Focus goes back to where it was when search opened (the stand-in input may be gone).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus?.();
    wasOpen.current = open;
  }, [open]);

  // Fetch catalog's overlay as soon as the user heads for the button.
  const preload = () => {
    loadRemoteModule('catalog', './SearchOverlay').catch(() => undefined);
  };

  return (
    <>
      <SearchButton
        type="button"
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
        // The name holds the visible words as they read (WCAG 2.5.3): "Ara Ctrl+K"; on a phone,
        // where only the icon shows, it still starts with "Ara".
        aria-label={`${t('search')} ${t('searchShortcut')}`}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <SearchIcon size={18} />
        <span className="label">{t('search')}</span> <kbd>{t('searchShortcut')}</kbd>
      </SearchButton>
      {open && (
        <RemoteWidget
          remote="catalog"
          module="./SearchOverlay"
          props={{ open, onClose: close, initialQuery: draft }}
          fallback={<SearchUnavailable onClose={close} />}
          loading={<SearchPending draft={draft} onDraft={setDraft} onClose={close} />}
        />
      )}
    </>
  );
};
