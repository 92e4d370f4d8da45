import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  ErrorMessage,
  PageContainer,
  PageHeader,
  Spinner,
} from '@lms/shared';
import { useExam } from '../hooks/use-exam';
import type { ExamState } from '../hooks/exam-machine';
import { ExamReviewList } from './exam-review';
import { ExamTimer } from './exam-timer';

const Panel = styled(Card)`
  max-width: 760px;
  margin: 0 auto;
`;

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1.25rem;
`;

const Progress = styled.div`
  flex: 1 1 200px;
  p {
    margin: 0 0 0.35rem;
    font-weight: 600;
  }
  progress {
    width: 100%;
    height: 8px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Question = styled.div`
  margin: 0 0 1.5rem;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 1rem;
  }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 48px;
  padding: 0.6rem 1rem;
  margin-bottom: 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  input {
    width: 1.15rem;
    height: 1.15rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.infoBg};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Result = styled.div<{ $passed: boolean }>`
  text-align: center;
  h2 {
    margin-top: 0;
    color: ${({ $passed, theme }) => ($passed ? theme.colors.success : theme.colors.error)};
  }
  dl {
    display: flex;
    justify-content: center;
    gap: 2.5rem;
    margin: 1.5rem 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 2rem;
    font-weight: 700;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75rem;
  }
`;

const ExamResultView = ({
  state,
  userExamId,
}: {
  state: Extract<ExamState, { status: 'passed' | 'rejected' }>;
  userExamId: number;
}) => {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const passed = state.status === 'passed';
  return (
    <Result $passed={passed} aria-labelledby="exam-result-title">
      <h2 id="exam-result-title" ref={headingRef} tabIndex={-1}>
        {passed ? t('learning:resultPassed') : t('learning:resultRejected')}
      </h2>
      {!passed && <p>{t('learning:resultRejectedText')}</p>}
      <dl>
        <div>
          <dt>{t('learning:yourScore')}</dt>
          <dd>{state.result.earnedPoints}</dd>
        </div>
        <div>
          <dt>{t('learning:minimumScore')}</dt>
          <dd>{state.result.requiredPointToPass}</dd>
        </div>
      </dl>
      <div className="actions">
        {passed && state.result.filePath && (
          <ButtonLink
            $variant="success"
            href={state.result.filePath}
            target="_blank"
            rel="noopener"
          >
            {t('learning:downloadCertificate')}
          </ButtonLink>
        )}
        <ButtonLink as={Link} to="/account/courses" $variant="secondary">
          {t('learning:backToMyCourses')}
        </ButtonLink>
      </div>
      <ExamReviewList userExamId={userExamId} />
    </Result>
  );
};

/** One attempt, one question at a time, then the result (spec §2 "Exam", §4 "Exam taking"). */
const ExamRunner = ({ userExamId }: { userExamId: number }) => {
  const { t } = useTranslation();
  const { state, deadline, select, submit, timeUp, retry } = useExam(userExamId);
  const questionId = useId();
  const over = state.status === 'passed' || state.status === 'rejected';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  let body;
  if (state.status === 'loading') body = <Spinner label={t('loading')} />;
  else if (state.status === 'finishing') {
    body = (
      <>
        {state.timeUp && <Alert $kind="info">{t('learning:timeUp')}</Alert>}
        <Spinner label={t('pleaseWait')} />
      </>
    );
  } else if (state.status === 'error') {
    body = (
      <>
        <ErrorMessage error={{ message: state.message }} />
        <Button variant="secondary" onClick={retry}>
          {t('retry')}
        </Button>
      </>
    );
  } else if (state.status === 'passed' || state.status === 'rejected') {
    body = <ExamResultView state={state} userExamId={userExamId} />;
  } else {
    const { question } = state;
    const selected = state.selected;
    const last = question.index !== undefined && question.index === question.total;
    body = (
      <form onSubmit={onSubmit}>
        <Question>
          <h2 id={questionId}>{question.question}</h2>
          <div role="radiogroup" aria-labelledby={questionId}>
            {question.options.map((option) => (
              <Option key={option.id}>
                <input
                  type="radio"
                  name={`question-${userExamId}`}
                  value={option.id}
                  checked={selected === option.id}
                  disabled={state.status === 'submitting'}
                  onChange={() => select(option.id)}
                />
                {option.optionTitle}
              </Option>
            ))}
          </div>
        </Question>
        <Footer>
          <Button
            type="submit"
            disabled={selected === null}
            loading={state.status === 'submitting'}
          >
            {last ? t('learning:finishExam') : t('learning:nextQuestion')}
          </Button>
        </Footer>
      </form>
    );
  }

  const question =
    state.status === 'answering' || state.status === 'submitting' ? state.question : null;
  return (
    <Panel $padding="roomy">
      {!over && (question || deadline !== null) && (
        <TopBar>
          {question?.index !== undefined && question.total !== undefined ? (
            <Progress>
              <p>{t('learning:questionOf', { index: question.index, total: question.total })}</p>
              <progress max={question.total} value={question.index - 1} aria-hidden="true" />
            </Progress>
          ) : (
            <span />
          )}
          {deadline !== null && <ExamTimer deadline={deadline} onTimeUp={timeUp} />}
        </TopBar>
      )}
      {body}
    </Panel>
  );
};

export const ExamPage = () => {
  const { t } = useTranslation();
  const { userExamId = '' } = useParams();
  const [search] = useSearchParams();
  const id = Number(userExamId);
  return (
    <>
      <PageHeader title={search.get('title') || t('learning:examPageTitle')} />
      <PageContainer>
        {Number.isInteger(id) && id > 0 ? (
          <ExamRunner key={id} userExamId={id} />
        ) : (
          <ErrorMessage error={{ message: t('pageNotFound') }} />
        )}
      </PageContainer>
    </>
  );
};
