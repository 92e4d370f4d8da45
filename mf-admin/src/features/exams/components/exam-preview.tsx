import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QueryState } from '@lms/shared';
import { useExamPreview } from '../api/get-exam-preview';

const Question = styled.fieldset`
  border: 1px solid #d5dde5;
  border-radius: 8px;
  padding: 1rem;
  margin: 0 0 1rem;
  legend {
    font-weight: 600;
    padding: 0 0.4rem;
  }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 44px;
  }
`;

const Counter = styled.p`
  margin: 0 0 0.5rem;
  font-size: 0.9rem;
`;

/**
 * The exam as a learner is asked it (the learner API's question shape, from the server): one
 * question after another with its options, and no sign of the correct one.
 */
export const ExamPreview = ({ examId }: { examId: number }) => {
  const { t } = useTranslation('admin');
  const query = useExamPreview(examId);
  return (
    <QueryState query={query}>
      {({ data }) => (
        <section aria-labelledby="exam-preview-title">
          <h3 id="exam-preview-title">{data.title}</h3>
          {data.description && <p>{data.description}</p>}
          <p>
            {data.duration > 0
              ? t('exams.preview.timed', { count: data.duration })
              : t('exams.preview.untimed')}{' '}
            {t('exams.preview.passMark', {
              required: data.requiredPointToPass,
              total: data.totalPoints,
            })}
          </p>
          {data.questions.map((question) => (
            <Question key={question.index}>
              <legend>{question.question}</legend>
              <Counter>
                {t('exams.preview.counter', { index: question.index, total: question.total })}
              </Counter>
              {question.options.map((option) => (
                <label key={option.id}>
                  <input type="radio" name={`preview-${question.index}`} value={option.id} />
                  {option.optionTitle}
                </label>
              ))}
            </Question>
          ))}
        </section>
      )}
    </QueryState>
  );
};
