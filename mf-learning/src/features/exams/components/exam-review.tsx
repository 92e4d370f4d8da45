import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QueryState, useFormatters } from '@lms/shared';
import { useExamReview } from '../api/get-test-review';

const List = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: left;
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 0.75rem 1rem;
  }
  h4 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  p {
    margin: 0.25rem 0 0;
  }
  .right {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }
  .wrong {
    color: ${({ theme }) => theme.colors.error};
    font-weight: 600;
  }
`;

/**
 * A finished attempt, question by question: whether each answer was right, what was
 * chosen and, once the server shows them (passed, or no attempts left), the right options.
 */
export const ExamReviewList = ({ userExamId }: { userExamId: number }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const review = useExamReview(userExamId);
  return (
    <section aria-labelledby="exam-review-title">
      <h3 id="exam-review-title">{t('learning:reviewTitle')}</h3>
      <QueryState query={review}>
        {(data) => (
          <>
            {data.nextAttemptAt && (
              <p>
                {t('learning:examNextAttemptAt', { date: format.date(data.nextAttemptAt, true) })}
              </p>
            )}
            {!data.answersShown && <p>{t('learning:reviewAnswersLater')}</p>}
            <List>
              {data.questions.map((question, index) => {
                const optionText = (id: number | null) =>
                  question.options.find((option) => option.id === id)?.optionTitle;
                const chosen = optionText(question.chosenOptionId);
                const correct = optionText(question.correctOptionId);
                return (
                  <li key={index}>
                    <h4>
                      {index + 1}. {question.question}
                    </h4>
                    <p className={question.isCorrect ? 'right' : 'wrong'}>
                      {question.isCorrect ? t('learning:reviewRight') : t('learning:reviewWrong')}
                    </p>
                    <p>
                      {t('learning:reviewChosen')}: {chosen ?? t('learning:reviewNotAnswered')}
                    </p>
                    {!question.isCorrect && correct && (
                      <p>
                        {t('learning:reviewCorrect')}: {correct}
                      </p>
                    )}
                  </li>
                );
              })}
            </List>
          </>
        )}
      </QueryState>
    </section>
  );
};
