import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  PlainList,
  QueryState,
  outlinedSurface,
  useForgetSession,
  useFormatters,
  type SessionSummary,
} from '@lms/shared';
import { Panel } from '../../../components/panel';
import { ServerError } from '../../../components/server-error';
import { useDeleteSession } from '../api/delete-session';
import { useSessions } from '../api/get-sessions';
import { useLogoutAll } from '../api/post-logout-all';

const Row = styled.li`
  ${outlinedSurface}
  padding: 0.75rem 1rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.15rem 0.75rem;
    margin: 0.35rem 0 0;
    font-size: 0.9rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Current = styled.span`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successBg};
`;

const Everywhere = styled.div`
  margin-top: 1.25rem;
  p {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.92rem;
  }
`;

const SessionRow = ({ session }: { session: SessionSummary }) => {
  const { t } = useTranslation('account');
  const format = useFormatters();
  const forget = useForgetSession();
  const end = useDeleteSession();
  const device = session.device || t('unknownDevice');
  const titleId = `session-${session.id}`;
  return (
    <Row aria-labelledby={titleId}>
      <div>
        <h3 id={titleId}>
          {device}
          {session.current && <Current>{t('thisDevice')}</Current>}
        </h3>
        <dl>
          <dt>{t('sessionStarted')}</dt>
          <dd>{format.date(session.createdAt, true)}</dd>
          <dt>{t('sessionLastSeen')}</dt>
          <dd>{format.date(session.lastSeenAt, true)}</dd>
        </dl>
      </div>
      <Button
        variant="secondary"
        loading={end.isPending}
        aria-label={session.current ? undefined : t('endSessionOf', { device })}
        onClick={() =>
          end.mutate(session.id, {
            onSuccess: () => {
              // Ending this device's session is a logout: the server has ended it already.
              if (session.current) forget();
            },
          })
        }
      >
        {session.current ? t('signOutHere') : t('endSession')}
      </Button>
      {end.isError && <ServerError error={end.error} />}
    </Row>
  );
};

/**
 * Active sessions: each device signed in to the account, with when it signed in and
 * was last seen, this one marked; any of them can be ended, or all at once ("sign out
 * everywhere", which signs out here too).
 */
export const MySessions = () => {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const everywhere = useLogoutAll();
  const forget = useForgetSession();
  return (
    <Panel aria-labelledby="my-sessions-title">
      <h2 id="my-sessions-title">{t('mySessions')}</h2>
      <p>{t('sessionsIntro')}</p>
      <QueryState query={sessions}>
        {(response) => (
          <PlainList $gap="0.5rem" aria-label={t('mySessions')}>
            {response.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </PlainList>
        )}
      </QueryState>
      <Everywhere>
        <p>{t('signOutEverywhereHint')}</p>
        <Button
          variant="secondary"
          loading={everywhere.isPending}
          onClick={() => everywhere.mutate(undefined, { onSuccess: forget })}
        >
          {t('signOutEverywhere')}
        </Button>
        {everywhere.isError && <ServerError error={everywhere.error} />}
      </Everywhere>
    </Panel>
  );
};
