import { useEffect, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Field, Input, TextArea } from '@lms/shared';
import {
  adminExamCreateSchema,
  EXAM_LIMITS,
  examTotalPoints,
  type AdminExamInput,
} from '@lms/shared/contracts';
import { LanguageTabs } from '../../content/components/language-tabs';
import { applyServerErrors, useErrorText } from './error-text';
import { QuestionList } from './question-list';

const resolver = zodResolver(adminExamCreateSchema);

const Settings = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0 1rem;
`;

const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: 0.55rem 0.75rem;
  border: 1px solid #c3ccd6;
  border-radius: 6px;
  font: inherit;
  background: #fff;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin-top: 1rem;
`;

export interface ExamFormProps {
  /** The course's sections: where the exam can go. */
  sections: { id: number; titleName: string }[];
  defaultValues: AdminExamInput;
  /** Someone started the exam: questions, points, pass mark and time stay as they are. */
  locked?: boolean;
  /** An old version: nothing can be changed. */
  readOnly?: boolean;
  submitLabel: string;
  pending: boolean;
  /** The failed save: its field errors go under their fields, any other message on top. */
  error: unknown;
  onSubmit: (values: AdminExamInput) => void;
  /** A second way to send the same values (save as a new version once the exam is locked). */
  alternative?: { label: string; onSubmit: (values: AdminExamInput) => void; pending: boolean };
  /** More buttons beside the save button. */
  actions?: ReactNode;
}

/** A number field that may be left blank: blank is null ("all", "no limit"). */
const blankAsNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

const messageOf = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : '';

/**
 * The exam's editor (react-hook-form over the API's own schema, decision 0003): its section,
 * title, description, time and pass mark, then its questions with their options.
 */
export const ExamForm = ({
  sections,
  defaultValues,
  locked = false,
  readOnly = false,
  submitLabel,
  pending,
  error,
  onSubmit,
  alternative,
  actions,
}: ExamFormProps) => {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const form = useForm<AdminExamInput>({ resolver, defaultValues });
  const {
    register,
    control,
    setError,
    formState: { errors },
  } = form;
  const questions = useWatch({ control, name: 'questions' });
  // The Turkish texts, shown in the empty English fields.
  const [turkishTitle, turkishDescription] = useWatch({ control, name: ['title', 'description'] });
  const turkish = { title: turkishTitle ?? '', description: turkishDescription ?? '' };
  const total = examTotalPoints(
    (questions ?? []).map((question) => ({ points: Number(question?.points) || 0 })),
  );
  const frozen = locked || readOnly;
  const hasFieldErrors = Boolean((error as { body?: { errors?: unknown } } | null)?.body?.errors);
  // A refused save's field errors go under their fields (each failed save once).
  useEffect(() => {
    if (error) applyServerErrors(error, setError);
  }, [error, setError]);

  return (
    <FormProvider {...form}>
      <form noValidate aria-label={submitLabel} onSubmit={form.handleSubmit(onSubmit)}>
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Settings>
            <Field label={t('exams.form.section')} error={errorText(errors.courseTitleId?.message)}>
              {(control) => (
                <Select {...control} {...register('courseTitleId', { valueAsNumber: true })}>
                  {sections.map((section) => (
                    <option key={section.id} value={section.id}>
                      {section.titleName}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </Settings>
          {/* What learners read before they start, in Turkish and English (one save). */}
          <LanguageTabs errors={errors} fields={['title', 'description']}>
            {(language) =>
              language === 'tr' ? (
                <div key="tr">
                  <Field label={t('exams.form.title')} error={errorText(errors.title?.message)}>
                    {(control) => (
                      <Input {...control} maxLength={EXAM_LIMITS.title} {...register('title')} />
                    )}
                  </Field>
                  <Field
                    label={t('exams.form.description')}
                    error={errorText(errors.description?.message)}
                  >
                    {(control) => (
                      <TextArea
                        {...control}
                        rows={3}
                        maxLength={EXAM_LIMITS.description}
                        {...register('description')}
                      />
                    )}
                  </Field>
                </div>
              ) : (
                <div key="en">
                  <Field
                    label={t('exams.form.title')}
                    hint={t('content.language.emptyHint')}
                    error={errorText(errors.en?.title?.message)}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        lang="en"
                        maxLength={EXAM_LIMITS.title}
                        placeholder={turkish.title}
                        {...register('en.title')}
                      />
                    )}
                  </Field>
                  <Field
                    label={t('exams.form.description')}
                    error={errorText(errors.en?.description?.message)}
                  >
                    {(control) => (
                      <TextArea
                        {...control}
                        lang="en"
                        rows={3}
                        maxLength={EXAM_LIMITS.description}
                        placeholder={turkish.description}
                        {...register('en.description')}
                      />
                    )}
                  </Field>
                </div>
              )
            }
          </LanguageTabs>
          <Settings>
            <Field
              label={t('exams.form.duration')}
              hint={t('exams.form.durationHint')}
              error={errorText(errors.duration?.message)}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={EXAM_LIMITS.duration}
                  readOnly={frozen}
                  {...register('duration', { valueAsNumber: true })}
                />
              )}
            </Field>
            <Field
              label={t('exams.form.requiredPointToPass')}
              hint={t('exams.form.totalPoints', { total })}
              error={errorText(errors.requiredPointToPass?.message)}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  readOnly={frozen}
                  {...register('requiredPointToPass', { valueAsNumber: true })}
                />
              )}
            </Field>
          </Settings>
          {/* How each attempt is drawn, how many attempts, how long between them. */}
          <Settings>
            <Field
              label={t('exams.form.questionsPerAttempt')}
              hint={t('exams.form.questionsPerAttemptHint', { count: questions?.length ?? 0 })}
              error={errorText(errors.questionsPerAttempt?.message)}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={EXAM_LIMITS.questions}
                  readOnly={frozen}
                  {...register('questionsPerAttempt', { setValueAs: blankAsNull })}
                />
              )}
            </Field>
            <Field
              label={t('exams.form.maxAttempts')}
              hint={t('exams.form.maxAttemptsHint')}
              error={errorText(errors.maxAttempts?.message)}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={EXAM_LIMITS.attempts}
                  {...register('maxAttempts', { setValueAs: blankAsNull })}
                />
              )}
            </Field>
            <Field
              label={t('exams.form.retakeWaitHours')}
              hint={t('exams.form.retakeWaitHoursHint')}
              error={errorText(errors.retakeWaitHours?.message)}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={EXAM_LIMITS.retakeWaitHours}
                  {...register('retakeWaitHours', { valueAsNumber: true })}
                />
              )}
            </Field>
          </Settings>
          <QuestionList locked={frozen} />
        </fieldset>
        {Boolean(error) && !hasFieldErrors && (
          <Alert role="alert" $kind="error">
            {messageOf(error)}
          </Alert>
        )}
        <Actions>
          {!readOnly && (
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          )}
          {alternative && (
            <Button
              variant="secondary"
              loading={alternative.pending}
              onClick={form.handleSubmit(alternative.onSubmit)}
            >
              {alternative.label}
            </Button>
          )}
          {actions}
        </Actions>
      </form>
    </FormProvider>
  );
};
