import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  EmptyState,
  PlainList,
  outlinedSurface,
  useFormatters,
  showErrorMessage,
  type Course,
  type CourseExam,
} from '@lms/shared';
import { useJoinCourseExam } from '../api/join-course-exam';

const Item = styled.li`
  ${outlinedSurface}
  padding: 1rem 1.25rem;
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0.15rem 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  font-size: 0.9rem;
`;

const Badge = styled.span<{ $passed: boolean }>`
  display: inline-block;
  padding: 0.2rem 0.6rem;
  border-radius: 999px;
  font-weight: 600;
  font-size: 0.85rem;
  color: ${({ $passed, theme }) => ($passed ? theme.colors.success : theme.colors.error)};
  background: ${({ $passed, theme }) => ($passed ? theme.colors.successBg : theme.colors.errorBg)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

/** Spec §4 "Exam per user": not started, started and not done, done (passed or rejected). */
export type ExamState = 'notStarted' | 'started' | 'passed' | 'rejected';

export const examStateOf = (exam: CourseExam): ExamState => {
  if (!exam.isExamStarted) return 'notStarted';
  if (!exam.isTestDone) return 'started';
  return exam.results[0]?.filePath ? 'passed' : 'rejected';
};

const ExamCard = ({ exam, isOwner }: { exam: CourseExam; isOwner: boolean }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const join = useJoinCourseExam();
  const state = examStateOf(exam);
  // The exam opens once the course's videos are watched (the server counts them).
  const videosLeft = isOwner && state !== 'passed' ? (exam.videosLeft ?? 0) : 0;
  // The moment the card was first shown: a wait that is over by then shows the button.
  const [shownAt] = useState(() => Date.now());
  // After a failed attempt, the limit of attempts and the wait before the next one.
  const noAttemptsLeft = isOwner && state === 'rejected' && exam.attemptsLeft === 0;
  const waitUntil =
    isOwner &&
    state === 'rejected' &&
    !noAttemptsLeft &&
    exam.nextAttemptAt &&
    Date.parse(exam.nextAttemptAt) > shownAt
      ? exam.nextAttemptAt
      : null;

  const open = () =>
    join.mutate(exam.id, {
      onSuccess: ({ data }) =>
        navigate(`/user/exam/${data.id}?title=${encodeURIComponent(data.title || exam.title)}`),
      onError: (error) => showErrorMessage(t('learning:joinExamError'), error.message),
    });

  return (
    <Item>
      <div>
        <h3>{exam.title}</h3>
        {exam.description && <p>{exam.description}</p>}
        <Facts>
          <span>
            {exam.duration > 0
              ? t('learning:examDuration', { minutes: exam.duration })
              : t('learning:examUntimed')}
          </span>
          {exam.requiredPointToPass !== undefined && (
            <span>{t('learning:examPassMark', { points: exam.requiredPointToPass })}</span>
          )}
          {state === 'started' && exam.testStartDate && (
            <span>
              {t('learning:examStartedAt', {
                date: format.date(exam.testStartDate, true),
              })}
            </span>
          )}
        </Facts>
        {state === 'rejected' && <p>{t('learning:examRejectedText')}</p>}
        {waitUntil && (
          <p role="status">
            {t('learning:examNextAttemptAt', { date: format.date(waitUntil, true) })}
          </p>
        )}
        {noAttemptsLeft && <p role="status">{t('learning:examNoAttemptsLeft')}</p>}
        {isOwner &&
          state !== 'passed' &&
          !noAttemptsLeft &&
          exam.attemptsLeft !== undefined &&
          exam.attemptsLeft !== null && (
            <p>{t('learning:examAttemptsLeft', { count: exam.attemptsLeft })}</p>
          )}
        {videosLeft > 0 && (
          <p role="status">{t('learning:examVideosLeft', { count: videosLeft })}</p>
        )}
      </div>
      <Actions>
        {(state === 'passed' || state === 'rejected') && (
          <Badge $passed={state === 'passed'}>
            {state === 'passed' ? t('learning:examPassed') : t('learning:examRejected')}
          </Badge>
        )}
        {state === 'passed' && (
          <ButtonLink
            $variant="success"
            href={exam.results[0]?.filePath ?? ''}
            target="_blank"
            rel="noopener"
          >
            {t('learning:downloadCertificate')}
          </ButtonLink>
        )}
        {isOwner && state !== 'passed' && videosLeft === 0 && !waitUntil && !noAttemptsLeft && (
          <Button
            variant={state === 'rejected' ? 'secondary' : 'primary'}
            loading={join.isPending}
            onClick={open}
          >
            {
              {
                notStarted: t('learning:joinExam'),
                started: t('learning:takeExam'),
                rejected: t('learning:retakeExam'),
              }[state]
            }
          </Button>
        )}
        {!isOwner && <p>{t('learning:examOwnerOnly')}</p>}
      </Actions>
    </Item>
  );
};

export const ExamSection = ({ course }: { course: Course }) => {
  const { t } = useTranslation();
  const exams = course.courseTitles.flatMap((title) => title.courseExams);
  if (exams.length === 0) return <EmptyState>{t('learning:noExams')}</EmptyState>;
  return (
    <PlainList>
      {exams.map((exam) => (
        <ExamCard key={exam.id} exam={exam} isOwner={course.isOwner} />
      ))}
    </PlainList>
  );
};
