import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
  type FieldError,
} from 'react-hook-form';
import styled from 'styled-components';
import { Button, Field, FieldError as FieldErrorBox, Input, TextArea } from '@lms/shared';
import { EXAM_LIMITS, type AdminExamInput } from '@lms/shared/contracts';
import { useErrorText } from './error-text';

const QuestionBox = styled.fieldset`
  border: 1px solid #d5dde5;
  border-radius: 8px;
  padding: 1rem;
  margin: 0 0 1rem;
  > legend {
    font-weight: 700;
    padding: 0 0.4rem;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const OptionRow = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 0.5rem;
  align-items: start;
  margin-bottom: 0.5rem;
  label.correct {
    display: flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 44px;
    white-space: nowrap;
  }
  input[type='radio'] {
    width: 1.2rem;
    height: 1.2rem;
  }
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
`;

const OptionList = styled.ol`
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0;
`;

const Points = styled.div`
  max-width: 10rem;
`;

const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The message of an array's own error (zodResolver puts it on `root` or on the array). */
const arrayMessage = (error: unknown) => {
  const value = error as { message?: string; root?: FieldError } | undefined;
  return value?.root?.message ?? value?.message;
};

interface MoveButtonsProps {
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
  /** Registers the buttons, so focus can follow the item to its new place. */
  buttonRef: (direction: 'up' | 'down', element: HTMLButtonElement | null) => void;
}

/** Move up and move down, each named with the item it moves; focus stays with the item. */
const MoveButtons = ({
  index,
  count,
  upLabel,
  downLabel,
  onMove,
  disabled,
  buttonRef,
}: MoveButtonsProps) => (
  <>
    <Button
      variant="ghost"
      aria-label={upLabel}
      title={upLabel}
      disabled={disabled || index === 0}
      ref={(element) => buttonRef('up', element)}
      onClick={() => onMove(index, index - 1)}
    >
      ↑
    </Button>
    <Button
      variant="ghost"
      aria-label={downLabel}
      title={downLabel}
      disabled={disabled || index === count - 1}
      ref={(element) => buttonRef('down', element)}
      onClick={() => onMove(index, index + 1)}
    >
      ↓
    </Button>
  </>
);

/** Keeps focus on the moved item's button after a reorder, and says where it went. */
const useMoveFocus = () => {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [pending, setPending] = useState<{ key: string; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!pending) return;
    const own = buttons.current.get(`${pending.key}:${pending.direction}`);
    const other = buttons.current.get(
      `${pending.key}:${pending.direction === 'up' ? 'down' : 'up'}`,
    );
    // At the top (or bottom) its button is disabled: the other one keeps the focus.
    (own && !own.disabled ? own : other)?.focus();
    setPending(null);
  }, [pending]);
  return {
    refFor: (key: string) => (direction: 'up' | 'down', element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(`${key}:${direction}`, element);
      else buttons.current.delete(`${key}:${direction}`);
    },
    moved: (key: string, direction: 'up' | 'down') => setPending({ key, direction }),
  };
};

interface QuestionCardProps {
  index: number;
  count: number;
  fieldKey: string;
  locked: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  announce: (text: string) => void;
  moveRef: (direction: 'up' | 'down', element: HTMLButtonElement | null) => void;
}

/** One question: its text, points and options, the correct one chosen with a radio button. */
const QuestionCard = ({
  index,
  count,
  fieldKey,
  locked,
  onMove,
  onRemove,
  announce,
  moveRef,
}: QuestionCardProps) => {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { control, register, setValue, getValues, trigger } = useFormContext<AdminExamInput>();
  const { errors, isSubmitted } = useFormState({ control, name: `questions.${index}` });
  const options = useFieldArray({ control, name: `questions.${index}.options`, keyName: 'key' });
  const values = useWatch({ control, name: `questions.${index}.options` });
  const optionFocus = useMoveFocus();
  const number = index + 1;
  const questionErrors = errors.questions?.[index];
  const optionsError = errorText(arrayMessage(questionErrors?.options));

  const choose = (chosen: number) => {
    getValues(`questions.${index}.options`).forEach((_, optionIndex) =>
      setValue(`questions.${index}.options.${optionIndex}.isCorrect`, optionIndex === chosen, {
        shouldDirty: true,
      }),
    );
    // Once the form was sent, the "mark the correct option" error follows the choice.
    if (isSubmitted) void trigger(`questions.${index}.options`);
  };

  const moveOption = (from: number, to: number) => {
    const key = options.fields[from]!.key;
    options.move(from, to);
    optionFocus.moved(key, to < from ? 'up' : 'down');
    announce(t('exams.form.optionMoved', { question: number, from: from + 1, to: to + 1 }));
  };

  return (
    <QuestionBox aria-describedby={optionsError ? `${fieldKey}-options-error` : undefined}>
      <legend>{t('exams.form.questionLegend', { number })}</legend>
      <Row>
        <MoveButtons
          index={index}
          count={count}
          disabled={locked}
          upLabel={t('exams.form.moveQuestionUp', { number })}
          downLabel={t('exams.form.moveQuestionDown', { number })}
          onMove={onMove}
          buttonRef={moveRef}
        />
        <Button
          variant="danger"
          disabled={locked || count <= 1}
          onClick={onRemove}
          aria-label={t('exams.form.removeQuestion', { number })}
        >
          {t('exams.form.remove')}
        </Button>
      </Row>
      <Field
        label={t('exams.form.questionText', { number })}
        error={errorText(questionErrors?.question?.message)}
      >
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            readOnly={locked}
            maxLength={EXAM_LIMITS.question}
            {...register(`questions.${index}.question`)}
          />
        )}
      </Field>
      <Points>
        <Field
          label={t('exams.form.points', { number })}
          error={errorText(questionErrors?.points?.message)}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={EXAM_LIMITS.points}
              readOnly={locked}
              {...register(`questions.${index}.points`, {
                valueAsNumber: true,
                deps: ['requiredPointToPass'],
              })}
            />
          )}
        </Field>
      </Points>
      <h4 id={`${fieldKey}-options`}>{t('exams.form.options', { number })}</h4>
      <OptionList aria-labelledby={`${fieldKey}-options`}>
        {options.fields.map((option, optionIndex) => {
          const letter = String.fromCharCode(65 + optionIndex);
          const optionError = questionErrors?.options?.[optionIndex]?.optionTitle?.message;
          return (
            <OptionRow key={option.key}>
              <label className="correct">
                <input
                  type="radio"
                  name={`correct-${fieldKey}`}
                  checked={Boolean(values?.[optionIndex]?.isCorrect)}
                  disabled={locked}
                  onChange={() => choose(optionIndex)}
                  aria-label={t('exams.form.markCorrect', { number, letter })}
                />
                <span aria-hidden="true">{t('exams.form.correct')}</span>
              </label>
              <Field
                label={t('exams.form.optionText', { number, letter })}
                error={errorText(optionError)}
              >
                {(control) => (
                  <Input
                    {...control}
                    readOnly={locked}
                    maxLength={EXAM_LIMITS.option}
                    {...register(`questions.${index}.options.${optionIndex}.optionTitle`)}
                  />
                )}
              </Field>
              <Row>
                <MoveButtons
                  index={optionIndex}
                  count={options.fields.length}
                  disabled={locked}
                  upLabel={t('exams.form.moveOptionUp', { number, letter })}
                  downLabel={t('exams.form.moveOptionDown', { number, letter })}
                  onMove={moveOption}
                  buttonRef={optionFocus.refFor(option.key)}
                />
                <Button
                  variant="ghost"
                  disabled={locked || options.fields.length <= EXAM_LIMITS.minOptions}
                  aria-label={t('exams.form.removeOption', { number, letter })}
                  title={t('exams.form.removeOption', { number, letter })}
                  onClick={() => {
                    options.remove(optionIndex);
                    announce(t('exams.form.optionRemoved', { number, letter }));
                  }}
                >
                  ×
                </Button>
              </Row>
            </OptionRow>
          );
        })}
      </OptionList>
      {optionsError && (
        <FieldErrorBox id={`${fieldKey}-options-error`} role="alert">
          {optionsError}
        </FieldErrorBox>
      )}
      <Button
        variant="secondary"
        disabled={locked || options.fields.length >= EXAM_LIMITS.maxOptions}
        onClick={() => options.append({ optionTitle: '', isCorrect: false })}
      >
        {t('exams.form.addOption', { number })}
      </Button>
    </QuestionBox>
  );
};

/** A new question: two empty options, the first marked correct, worth 10 points. */
export const emptyQuestion = (): AdminExamInput['questions'][number] => ({
  question: '',
  points: 10,
  options: [
    { optionTitle: '', isCorrect: true },
    { optionTitle: '', isCorrect: false },
  ],
});

/**
 * The exam's questions in asking order, each with its options (`useFieldArray` twice over):
 * add, remove and move them with buttons that say which item they act on; a polite live region
 * says what happened. `locked` (someone started the exam) keeps them as they are.
 */
export const QuestionList = ({ locked }: { locked: boolean }) => {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { control } = useFormContext<AdminExamInput>();
  const { errors } = useFormState({ control, name: 'questions' });
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' });
  const focus = useMoveFocus();
  const [announcement, setAnnouncement] = useState('');
  const listError = errorText(arrayMessage(errors.questions));

  const move = (from: number, to: number) => {
    const key = questions.fields[from]!.key;
    questions.move(from, to);
    focus.moved(key, to < from ? 'up' : 'down');
    setAnnouncement(t('exams.form.questionMoved', { from: from + 1, to: to + 1 }));
  };

  return (
    <section aria-labelledby="exam-questions-title">
      <h3 id="exam-questions-title">
        {t('exams.form.questions', { count: questions.fields.length })}
      </h3>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      {questions.fields.map((question, index) => (
        <QuestionCard
          key={question.key}
          fieldKey={question.key}
          index={index}
          count={questions.fields.length}
          locked={locked}
          onMove={move}
          moveRef={focus.refFor(question.key)}
          announce={setAnnouncement}
          onRemove={() => {
            questions.remove(index);
            setAnnouncement(t('exams.form.questionRemoved', { number: index + 1 }));
          }}
        />
      ))}
      {listError && <FieldErrorBox role="alert">{listError}</FieldErrorBox>}
      <Button
        variant="secondary"
        disabled={locked || questions.fields.length >= EXAM_LIMITS.questions}
        onClick={() => {
          questions.append(emptyQuestion());
          setAnnouncement(t('exams.form.questionAdded', { number: questions.fields.length + 1 }));
        }}
      >
        {t('exams.form.addQuestion')}
      </Button>
    </section>
  );
};
