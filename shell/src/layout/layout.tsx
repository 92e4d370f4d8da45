import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AfterFirstPaint, MessageOverlay } from '@lms/shared';
import { Footer } from './footer';
import { Header } from './header';
import { StorageNotice } from './storage-notice';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  > #main {
    flex: 1;
    /* The page area keeps a screen's height while a remote or its data loads, so the footer
       starts below the fold and is never pushed down in view (CLS, on every route). */
    min-height: 100vh;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 1rem;
    top: 1rem;
    z-index: 100;
    background: #fff;
    padding: 0.5rem 1rem;
  }
`;

/** The one layout every route sits in (spec §2). */
export const Layout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Shell>
      <SkipLink
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('skipToContent')}
      </SkipLink>
      <Header />
      {/* One main landmark for every page, its header band included (axe region). */}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {/* After the page, not above it: a first visit's hero stays where index.html painted it. */}
      <StorageNotice />
      <AfterFirstPaint>
        <Footer />
      </AfterFirstPaint>
      <MessageOverlay />
    </Shell>
  );
};
