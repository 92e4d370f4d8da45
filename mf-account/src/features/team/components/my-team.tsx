import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  PlainList,
  QueryState,
  inputStyles,
  outlinedSurface,
  useFormatters,
  type TeamSeat,
  type TeamSeatState,
} from '@lms/shared';
import { Panel } from '../../../components/panel';
import { ServerError } from '../../../components/server-error';
import { useDownloadTeam } from '../api/get-team-export';
import { useMyTeam } from '../api/get-my-team';
import { useResendInvitation } from '../api/post-resend-invitation';

const STATES: TeamSeatState[] = ['claimed', 'waiting'];

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;
  margin: 0 0 1rem;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.3rem;
    flex: 1 1 12rem;
    min-width: 0;
    font-weight: 600;
    font-size: 0.95rem;
  }
  select {
    ${inputStyles}
  }
`;

const Seat = styled.li`
  ${outlinedSurface}
  padding: 0.75rem 1rem;
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.35rem 1rem;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  h3 small {
    display: block;
    font-weight: 400;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.15rem 0.75rem;
    margin: 0.5rem 0;
    font-size: 0.92rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  progress {
    width: 100%;
    max-width: 12rem;
    height: 0.6rem;
    display: block;
    margin-top: 0.2rem;
  }
  .hint {
    margin: 0 0 0.5rem;
    font-size: 0.88rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StateBadge = styled.span<{ $state: TeamSeatState }>`
  display: inline-block;
  padding: 0.2rem 0.65rem;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $state, theme }) => ($state === 'claimed' ? theme.colors.success : theme.colors.info)};
  background: ${({ $state, theme }) =>
    $state === 'claimed' ? theme.colors.successBg : theme.colors.infoBg};
`;

const ResendButton = ({ seat }: { seat: TeamSeat }) => {
  const { t } = useTranslation('account');
  const resend = useResendInvitation();
  const name = `${seat.name} ${seat.surname}`;
  return (
    <div>
      <Button
        variant="secondary"
        loading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => resend.mutate(seat.participantId)}
        aria-label={t('teamResendOf', { name, course: seat.courseName })}
      >
        {resend.isSuccess ? t('teamResent') : t('teamResend')}
      </Button>
      <div aria-live="polite">
        {resend.isSuccess && (
          <Alert $kind="success" role="status">
            {resend.data?.message || t('teamResent')}
          </Alert>
        )}
      </div>
      {resend.isError && <ServerError error={resend.error} />}
    </div>
  );
};

const SeatItem = ({ seat }: { seat: TeamSeat }) => {
  const { t } = useTranslation('account');
  const format = useFormatters();
  const titleId = `team-seat-${seat.participantId}`;
  const name = `${seat.name} ${seat.surname}`;
  return (
    <Seat aria-labelledby={titleId}>
      <header>
        <h3 id={titleId}>
          {name}
          <small>{seat.email}</small>
        </h3>
        <StateBadge $state={seat.state}>{t(`teamState_${seat.state}`)}</StateBadge>
      </header>
      <dl>
        <dt>{t('teamCourse')}</dt>
        <dd>{seat.courseName}</dd>
        <dt>{t('teamOrder')}</dt>
        <dd>{seat.trackingId}</dd>
        {seat.state === 'claimed' && (
          <>
            <dt>{t('teamProgress')}</dt>
            <dd>
              {t('teamVideos', {
                watched: format.number(seat.videosWatched),
                total: format.number(seat.videosTotal),
                percent: format.percent(seat.videoPercent),
              })}
              <progress
                max={100}
                value={seat.videoPercent}
                aria-label={t('teamProgressOf', { name })}
              />
            </dd>
            <dt>{t('teamCompleted')}</dt>
            <dd>{seat.completedAt ? format.date(seat.completedAt) : t('teamNotCompleted')}</dd>
            <dt>{t('teamCertificate')}</dt>
            <dd>
              {seat.certificateCode ? (
                <Link
                  to={`/certificates/verify/${encodeURIComponent(seat.certificateCode)}`}
                  aria-label={t('teamCertificateOf', { name, code: seat.certificateCode })}
                >
                  {seat.certificateCode}
                </Link>
              ) : (
                t('teamNoCertificate')
              )}
            </dd>
          </>
        )}
      </dl>
      {seat.state === 'waiting' && (
        <>
          <p className="hint">{t('teamWaitingHint')}</p>
          <ResendButton seat={seat} />
        </>
      )}
    </Seat>
  );
};

const Team = ({ seats }: { seats: TeamSeat[] }) => {
  const { t, i18n } = useTranslation('account');
  const courseFieldId = useId();
  const stateFieldId = useId();
  const [courseId, setCourseId] = useState<number | undefined>();
  const [state, setState] = useState<TeamSeatState | undefined>();
  const byId = new Map<number, string>();
  for (const seat of seats) byId.set(seat.courseId, seat.courseName);
  const courses = [...byId].sort((a, b) => a[1].localeCompare(b[1], i18n.language));
  const shown = seats.filter(
    (seat) =>
      (courseId === undefined || seat.courseId === courseId) &&
      (state === undefined || seat.state === state),
  );
  const day = new Date().toISOString().slice(0, 10);
  const download = useDownloadTeam(`${t('teamFileName')}-${day}.csv`);
  return (
    <>
      <Filters role="search" aria-label={t('teamFilters')}>
        <label htmlFor={courseFieldId}>
          {t('teamCourse')}
          <select
            id={courseFieldId}
            value={courseId ?? ''}
            onChange={(event) =>
              setCourseId(event.target.value ? Number(event.target.value) : undefined)
            }
          >
            <option value="">{t('teamAllCourses')}</option>
            {courses.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={stateFieldId}>
          {t('teamStateLabel')}
          <select
            id={stateFieldId}
            value={state ?? ''}
            onChange={(event) => setState((event.target.value || undefined) as TeamSeatState)}
          >
            <option value="">{t('teamAllStates')}</option>
            {STATES.map((value) => (
              <option key={value} value={value}>
                {t(`teamState_${value}`)}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          loading={download.isPending}
          disabled={shown.length === 0}
          onClick={() => download.mutate({ courseId, state })}
        >
          {t('teamExport')}
        </Button>
      </Filters>
      {download.isError && <ServerError error={download.error} />}
      <p aria-live="polite">{t('teamCount', { count: shown.length })}</p>
      {shown.length === 0 ? (
        <p>{t('teamNoMatch')}</p>
      ) : (
        <PlainList $gap="0.75rem" aria-label={t('teamParticipants')}>
          {shown.map((seat) => (
            <SeatItem key={seat.participantId} seat={seat} />
          ))}
        </PlainList>
      )}
    </>
  );
};

/**
 * `#/account/team`: the participants of every order the user paid, each with their
 * seat's state and their progress in that course only, filtered by course and state, exported as
 * CSV; a participant who has not claimed their seat can be mailed the invitation again.
 */
export const MyTeam = () => {
  const { t } = useTranslation(['account', 'common']);
  const team = useMyTeam();
  return (
    <Panel aria-labelledby="my-team-title">
      <h2 id="my-team-title">{t('myTeam')}</h2>
      <p>{t('teamIntro')}</p>
      <QueryState
        query={team}
        isEmpty={(response) => response.data.length === 0}
        empty={
          <>
            <p>{t('teamEmpty')}</p>
            <a href="#/courses/online">{t('browseCourses')}</a>
          </>
        }
      >
        {(response) => <Team seats={response.data} />}
      </QueryState>
    </Panel>
  );
};
