import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shareLinks, type ShareNetwork, type ShareTarget } from '../lib/share-links';

const ICONS: Record<ShareNetwork, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  x: 'M4 4h4.5l4 5.6L17.3 4H20l-6.3 7.2L20.5 20H16l-4.3-6L6.6 20H4l6.6-7.5z',
  linkedin:
    'M5 9h3v11H5zM6.5 4a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.2 0 3.6 2.1 3.6 4.8V20h-3v-5.6c0-1.4 0-3-1.8-3s-2.2 1.3-2.2 2.9V20h-3z',
  whatsapp:
    'M12 3a9 9 0 0 0-7.7 13.6L3 21l4.5-1.2A9 9 0 1 0 12 3zm4.6 12.4c-.2.6-1.2 1.1-1.7 1.2-.5 0-1 .2-3.3-.7-2.8-1.1-4.5-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.3 0 .5l-.4.6-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.7-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.3z',
  telegram:
    'M21 4 2.8 11c-1 .4-1 1.3 0 1.6l4.6 1.4 1.8 5.5c.2.6.9.7 1.3.3l2.6-2.4 4.7 3.5c.6.4 1.3.1 1.4-.6L22 5.2c.2-.9-.4-1.5-1-1.2zM9.4 14.2l8.3-6.6-6.8 7.6-.3 3z',
  email: 'M3 6h18v12H3zm1.8 1.5L12 12.8l7.2-5.3M4.8 16.5l5.4-4.7m3.6 0 5.4 4.7',
};

const Bar = styled.section`
  margin-top: 2rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: 1rem;
    margin: 0 0 0.75rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const round = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.75rem;
  border-radius: 22px;
  border: 1px solid #c3ccd6;
  background: #fff;
  font: inherit;
  font-size: 0.9rem;
  cursor: pointer;
  text-decoration: none;
  svg { width: 20px; height: 20px; }
`;

const ShareLink = styled.a`
  ${round}
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const CopyButton = styled.button`
  ${round}
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Status = styled.p`
  margin: 0.5rem 0 0;
  min-height: 1.5em;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.success};
`;

const Icon = ({ network }: { network: ShareNetwork }) => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill={network === 'email' ? 'none' : 'currentColor'}
    stroke={network === 'email' ? 'currentColor' : 'none'}
    strokeWidth={1.6}
  >
    <path d={ICONS[network]} />
  </svg>
);

/** Share links for the social networks and messaging apps, plus "copy link" (spec §2 Blog). */
export const ShareBar = ({ target }: { target: ShareTarget }) => {
  const { t } = useTranslation();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(target.url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <Bar aria-labelledby="share-title">
      <h2 id="share-title">{t('content:share')}</h2>
      <ul>
        {shareLinks(target).map(({ network, href }) => (
          <li key={network}>
            <ShareLink
              href={href}
              target={network === 'email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              aria-label={t(`content:shareOn_${network}`)}
              title={t(`content:shareOn_${network}`)}
            >
              <Icon network={network} />
            </ShareLink>
          </li>
        ))}
        <li>
          <CopyButton type="button" onClick={() => void copy()}>
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
            >
              <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
            </svg>
            {t('content:copyLink')}
          </CopyButton>
        </li>
      </ul>
      <Status role="status" style={copyState === 'failed' ? { color: '#c62828' } : undefined}>
        {copyState === 'copied' && t('content:linkCopied')}
        {copyState === 'failed' && t('content:copyFailed')}
      </Status>
    </Bar>
  );
};
