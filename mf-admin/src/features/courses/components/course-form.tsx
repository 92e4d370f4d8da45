import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type FieldErrors,
  type FieldPath,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Field, Input, TextArea } from '@lms/shared';
import {
  COURSE_DETAIL_TYPES,
  MAX_COURSE_INSTRUCTORS,
  adminCourseUpdateSchema,
  slugify,
  type AdminCourse,
  type AdminCourseUpdate,
  type Instructor,
} from '@lms/shared/contracts';
import { DateTimeInput } from './date-time-input';
import { LanguageTabs, type ContentLanguage } from './language-tabs';
import { useFieldMessage } from './use-field-message';
import { RichTextField } from '../../../components/rich-text-field';

export type CourseFormValues = AdminCourseUpdate;

const COURSE_TYPES = [1, 2, 3, 5] as const;

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: 0.55rem 0.75rem;
  border: 1px solid #c3ccd6;
  border-radius: 6px;
  font: inherit;
  background: #fff;
  &[aria-invalid='true'] {
    border-color: #c62828;
  }
`;

const Fieldset = styled.fieldset`
  border: 1px solid #e1e6eb;
  border-radius: 6px;
  padding: 1rem;
  margin: 0 0 1rem;
  legend {
    padding: 0 0.35rem;
  }
  /* Each part is a heading under the page's h2, so the description's own headings (h3, h4) sit
     under it in the page's outline. */
  legend h3 {
    margin: 0;
    font-size: 1rem;
    font-weight: 700;
  }
`;

/** The English tab: an empty field shows the Turkish text as its hint, in italics. */
const EnglishTexts = styled.div`
  input::placeholder,
  textarea::placeholder {
    font-style: italic;
    color: #5b6875;
    opacity: 1;
  }
`;

const DetailRow = styled.div`
  border-top: 1px solid #e1e6eb;
  padding-top: 0.75rem;
  margin-top: 0.75rem;
`;

/** An empty course: what "new course" starts from. */
export const emptyCourse: CourseFormValues = {
  name: '',
  nameSlug: '',
  courseTypeId: 1,
  price: 0,
  ihkibPrice: null,
  courseStartDate: null,
  courseEndDate: null,
  registerEndDate: null,
  courseFirstExamDate: null,
  courseDuration: null,
  courseLocation: null,
  courseLocationUrl: null,
  hasRegisterLimit: false,
  teacherIds: [],
  description: '',
  summary: [],
  courseDetails: [],
  alertMessage: null,
  en: {},
  minWatchPercent: 90,
  version: 1,
};

/** The form's values of a course as read. */
export const courseToValues = (course: AdminCourse): CourseFormValues => ({
  name: course.name,
  nameSlug: course.nameSlug,
  courseTypeId: course.courseTypeId as CourseFormValues['courseTypeId'],
  price: course.price,
  ihkibPrice: course.ihkibPrice,
  courseStartDate: course.courseStartDate,
  courseEndDate: course.courseEndDate,
  registerEndDate: course.registerEndDate,
  courseFirstExamDate: course.courseFirstExamDate,
  courseDuration: course.courseDuration,
  courseLocation: course.courseLocation,
  courseLocationUrl: course.courseLocationUrl,
  hasRegisterLimit: course.hasRegisterLimit,
  teacherIds: course.teacherIds,
  description: course.description,
  summary: course.summary,
  courseDetails: course.courseDetails.map((item) => ({ ...item, en: item.en ?? {} })),
  alertMessage: course.alertMessage,
  en: course.en ?? {},
  minWatchPercent: course.minWatchPercent,
  version: course.version,
});

const resolver = zodResolver(adminCourseUpdateSchema);

/** An error the API answered: its message, and its `errors` by field (message keys). */
export interface SaveError {
  message?: string;
  errors?: Record<string, string>;
}

interface CourseFormProps {
  values: CourseFormValues;
  instructors: Instructor[];
  /** Saves; rejects with the API's error body. */
  onSave: (values: CourseFormValues) => Promise<unknown>;
  saving: boolean;
  /** The last save's error (a 409 version conflict says so above the button). */
  error: SaveError | null;
  saved: boolean;
}

/** Whether a field path is one of the English texts (`en.name`, `courseDetails.0.en.title`). */
const isEnglishPath = (path: string) => /(^|\.)en(\.|$)/.test(path);

/** The paths of a form's errors, as `a.b.0.c`. */
const errorPaths = (errors: FieldErrors, prefix = ''): string[] =>
  Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return 'message' in value && typeof value.message === 'string'
      ? [path]
      : errorPaths(value as FieldErrors, path);
  });

const money = (value: unknown) => (value === '' || value === null ? NaN : Number(value));
const optionalMoney = (value: unknown) => (value === '' || value === null ? null : Number(value));

/**
 * Every field of a course (spec §3), checked with the API's own schema; an error the API answers
 * by field (a taken slug) lands under that field, and a version conflict above the button.
 */
export const CourseForm = ({
  values,
  instructors,
  onSave,
  saving,
  error,
  saved,
}: CourseFormProps) => {
  const { t } = useTranslation('admin');
  const message = useFieldMessage();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<CourseFormValues>({ resolver, defaultValues: values });
  const details = useFieldArray({ control, name: 'courseDetails' });
  // The language being edited: one form and one save for both.
  const [language, setLanguage] = useState<ContentLanguage>('tr');

  // A newer copy of the course (after a save) is the form's new starting point.
  useEffect(() => reset(values), [reset, values]);

  // The API's errors by field go under their fields.
  useEffect(() => {
    const fields = Object.keys(error?.errors ?? {});
    for (const [field, key] of Object.entries(error?.errors ?? {})) {
      setError(field as FieldPath<CourseFormValues>, { type: 'server', message: key });
    }
    // Only English texts refused: show them.
    if (fields.length > 0) setLanguage(fields.every(isEnglishPath) ? 'en' : 'tr');
  }, [error, setError]);

  const paths = errorPaths(errors);
  const invalidTabs = {
    tr: paths.some((path) => !isEnglishPath(path)),
    en: paths.some(isEnglishPath),
  };
  const turkish = useWatch({ control });

  const name = useWatch({ control, name: 'name' });
  const slugHint = !dirtyFields.nameSlug && !values.nameSlug && name ? slugify(name) : '';
  const errorOf = (key: string | undefined) => (key ? message(key) : undefined);
  const text = (
    field:
      | 'name'
      | 'nameSlug'
      | 'courseDuration'
      | 'courseLocation'
      | 'courseLocationUrl'
      | 'alertMessage',
    hint?: string,
  ) => (
    <Field label={t(`courses.field.${field}`)} hint={hint} error={errorOf(errors[field]?.message)}>
      {(props) => (
        <Input
          {...props}
          {...register(field, {
            setValueAs: (value: string) =>
              field === 'name' || field === 'nameSlug' ? value : value === '' ? null : value,
          })}
        />
      )}
    </Field>
  );
  const date = (
    field: 'courseStartDate' | 'courseEndDate' | 'registerEndDate' | 'courseFirstExamDate',
  ) => (
    <Field label={t(`courses.field.${field}`)} error={errorOf(errors[field]?.message)}>
      {(props) => (
        <Controller
          control={control}
          name={field}
          render={({ field: input }) => (
            <DateTimeInput
              {...props}
              name={input.name}
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
            />
          )}
        />
      )}
    </Field>
  );

  const englishText = (
    field: 'name' | 'courseDuration' | 'courseLocation' | 'alertMessage',
    hint?: string,
  ) => (
    <Field
      label={t(`courses.field.${field}`)}
      hint={hint}
      error={errorOf(errors.en?.[field]?.message)}
    >
      {(props) => (
        <Input
          {...props}
          lang="en"
          placeholder={turkish[field] ?? ''}
          {...register(`en.${field}`)}
        />
      )}
    </Field>
  );

  const english = (
    <EnglishTexts>
      <p>{t('courses.englishHint')}</p>
      <Fieldset>
        <legend>
          <h3>{t('courses.section.basics')}</h3>
        </legend>
        {englishText('name')}
        <Grid>
          {englishText('courseDuration')}
          {englishText('courseLocation')}
        </Grid>
      </Fieldset>
      <Fieldset>
        <legend>
          <h3>{t('courses.section.content')}</h3>
        </legend>
        <RichTextField
          control={control}
          name="en.description"
          label={t('courses.field.description')}
          hint={t('courses.englishDescriptionHint')}
          error={errorOf(errors.en?.description?.message)}
        />
        <Field
          label={t('courses.field.summary')}
          hint={t('courses.summaryHint')}
          error={errorOf(errors.en?.summary?.message ?? errors.en?.summary?.[0]?.message)}
        >
          {(props) => (
            <Controller
              control={control}
              name="en.summary"
              render={({ field }) => (
                <TextArea
                  {...props}
                  lang="en"
                  name={field.name}
                  placeholder={(turkish.summary ?? []).join('\n')}
                  value={(field.value ?? []).join('\n')}
                  onChange={(event) =>
                    field.onChange(
                      event.target.value
                        .split('\n')
                        .map((line) => line.trim())
                        .filter(Boolean),
                    )
                  }
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </Field>
        {englishText('alertMessage', t('courses.alertHint'))}
      </Fieldset>
      {details.fields.length > 0 && (
        <Fieldset>
          <legend>
            <h3>{t('courses.section.details')}</h3>
          </legend>
          {details.fields.map((item, index) => (
            <DetailRow key={item.id}>
              <Field
                label={t('courses.field.detailTitle', { n: index + 1 })}
                error={errorOf(errors.courseDetails?.[index]?.en?.title?.message)}
              >
                {(props) => (
                  <Input
                    {...props}
                    lang="en"
                    placeholder={turkish.courseDetails?.[index]?.title ?? ''}
                    {...register(`courseDetails.${index}.en.title`)}
                  />
                )}
              </Field>
              <Field
                label={t('courses.field.detailDescription', { n: index + 1 })}
                error={errorOf(errors.courseDetails?.[index]?.en?.description?.message)}
              >
                {(props) => (
                  <TextArea
                    {...props}
                    lang="en"
                    placeholder={turkish.courseDetails?.[index]?.description ?? ''}
                    {...register(`courseDetails.${index}.en.description`)}
                  />
                )}
              </Field>
            </DetailRow>
          ))}
        </Fieldset>
      )}
    </EnglishTexts>
  );

  // Refused by the schema: show the language whose texts need correcting.
  const onInvalid = (found: FieldErrors<CourseFormValues>) => {
    const wrong = errorPaths(found);
    if (wrong.length > 0) setLanguage(wrong.every(isEnglishPath) ? 'en' : 'tr');
  };

  return (
    <form noValidate onSubmit={handleSubmit((payload) => onSave(payload), onInvalid)}>
      <LanguageTabs
        label={t('courses.language')}
        value={language}
        onChange={setLanguage}
        invalid={invalidTabs}
        invalidLabel={t('courses.languageHasErrors')}
      >
        {language === 'en' ? (
          english
        ) : (
          <>
            <Fieldset>
              <legend>
                <h3>{t('courses.section.basics')}</h3>
              </legend>
              {text('name')}
              {text(
                'nameSlug',
                slugHint ? t('courses.slugDerived', { slug: slugHint }) : t('courses.slugHint'),
              )}
              <Grid>
                <Field
                  label={t('courses.field.courseTypeId')}
                  error={errorOf(errors.courseTypeId?.message)}
                >
                  {(props) => (
                    <Select {...props} {...register('courseTypeId', { setValueAs: Number })}>
                      {COURSE_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`courses.type.${type}`)}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field label={t('courses.field.price')} error={errorOf(errors.price?.message)}>
                  {(props) => (
                    <Input
                      {...props}
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min="0"
                      {...register('price', { setValueAs: money })}
                    />
                  )}
                </Field>
                <Field
                  label={t('courses.field.ihkibPrice')}
                  hint={t('courses.ihkibHint')}
                  error={errorOf(errors.ihkibPrice?.message)}
                >
                  {(props) => (
                    <Input
                      {...props}
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min="0"
                      {...register('ihkibPrice', { setValueAs: optionalMoney })}
                    />
                  )}
                </Field>
              </Grid>
            </Fieldset>

            <Fieldset>
              <legend>
                <h3>{t('courses.section.schedule')}</h3>
              </legend>
              <Grid>
                {date('courseStartDate')}
                {date('courseEndDate')}
                {date('registerEndDate')}
                {date('courseFirstExamDate')}
              </Grid>
              <Grid>
                {text('courseDuration')}
                {text('courseLocation')}
                {text('courseLocationUrl')}
              </Grid>
              <label>
                <input type="checkbox" {...register('hasRegisterLimit')} />{' '}
                {t('courses.field.hasRegisterLimit')}
              </label>
            </Fieldset>

            <Fieldset>
              <legend>
                <h3>{t('courses.section.completion')}</h3>
              </legend>
              <Field
                label={t('courses.field.minWatchPercent')}
                hint={t('courses.minWatchHint')}
                error={errorOf(errors.minWatchPercent?.message)}
              >
                {(props) => (
                  <Input
                    {...props}
                    type="number"
                    inputMode="numeric"
                    step="1"
                    min="1"
                    max="100"
                    {...register('minWatchPercent', {
                      setValueAs: (value: string) => (value === '' ? Number.NaN : Number(value)),
                    })}
                  />
                )}
              </Field>
            </Fieldset>

            <Fieldset>
              <legend>
                <h3>{t('courses.section.instructors')}</h3>
              </legend>
              <Controller
                control={control}
                name="teacherIds"
                render={({ field }) => {
                  const chosen = field.value ?? [];
                  const setAt = (index: number, id: string) => {
                    const next = [...chosen];
                    next[index] = Number(id);
                    field.onChange(
                      next.filter((value, at) => value && (at !== index || id !== '')).map(Number),
                    );
                  };
                  return (
                    <Grid>
                      {Array.from({ length: MAX_COURSE_INSTRUCTORS }, (_, index) => (
                        <Field
                          key={index}
                          label={t('courses.field.instructor', { n: index + 1 })}
                          error={index === 0 ? errorOf(errors.teacherIds?.message) : undefined}
                        >
                          {(props) => (
                            <Select
                              {...props}
                              value={chosen[index] ?? ''}
                              disabled={index > chosen.length}
                              onChange={(event) => setAt(index, event.target.value)}
                              onBlur={field.onBlur}
                            >
                              <option value="">{t('courses.noInstructor')}</option>
                              {instructors.map((person) => (
                                <option key={person.id} value={person.id}>
                                  {[person.title, person.name, person.surname]
                                    .filter(Boolean)
                                    .join(' ')}
                                </option>
                              ))}
                            </Select>
                          )}
                        </Field>
                      ))}
                    </Grid>
                  );
                }}
              />
            </Fieldset>

            <Fieldset>
              <legend>
                <h3>{t('courses.section.content')}</h3>
              </legend>
              <RichTextField
                control={control}
                name="description"
                label={t('courses.field.description')}
                error={errorOf(errors.description?.message)}
              />
              <Field
                label={t('courses.field.summary')}
                hint={t('courses.summaryHint')}
                error={errorOf(errors.summary?.message ?? errors.summary?.[0]?.message)}
              >
                {(props) => (
                  <Controller
                    control={control}
                    name="summary"
                    render={({ field }) => (
                      <TextArea
                        {...props}
                        name={field.name}
                        value={(field.value ?? []).join('\n')}
                        onChange={(event) =>
                          field.onChange(
                            event.target.value
                              .split('\n')
                              .map((line) => line.trim())
                              .filter(Boolean),
                          )
                        }
                        onBlur={field.onBlur}
                      />
                    )}
                  />
                )}
              </Field>
              {text('alertMessage', t('courses.alertHint'))}
            </Fieldset>

            <Fieldset>
              <legend>
                <h3>{t('courses.section.details')}</h3>
              </legend>
              {details.fields.map((item, index) => (
                <DetailRow key={item.id}>
                  <Grid>
                    <Field
                      label={t('courses.field.detailType', { n: index + 1 })}
                      error={errorOf(errors.courseDetails?.[index]?.type?.message)}
                    >
                      {(props) => (
                        <Select {...props} {...register(`courseDetails.${index}.type`)}>
                          {COURSE_DETAIL_TYPES.map((type) => (
                            <option key={type} value={type}>
                              {t(`courses.detailType.${type}`)}
                            </option>
                          ))}
                        </Select>
                      )}
                    </Field>
                    <Field
                      label={t('courses.field.detailTitle', { n: index + 1 })}
                      error={errorOf(errors.courseDetails?.[index]?.title?.message)}
                    >
                      {(props) => (
                        <Input {...props} {...register(`courseDetails.${index}.title`)} />
                      )}
                    </Field>
                  </Grid>
                  <Field
                    label={t('courses.field.detailDescription', { n: index + 1 })}
                    error={errorOf(errors.courseDetails?.[index]?.description?.message)}
                  >
                    {(props) => (
                      <TextArea {...props} {...register(`courseDetails.${index}.description`)} />
                    )}
                  </Field>
                  <Button type="button" variant="secondary" onClick={() => details.remove(index)}>
                    {t('courses.removeDetail', { n: index + 1 })}
                  </Button>
                </DetailRow>
              ))}
              <Button
                type="button"
                variant="secondary"
                onClick={() =>
                  details.append({ type: 'EducationalContents', title: '', description: '' })
                }
              >
                {t('courses.addDetail')}
              </Button>
            </Fieldset>
          </>
        )}
      </LanguageTabs>

      {error?.message && !error.errors && (
        <Alert role="alert" $kind="error">
          {error.message}
        </Alert>
      )}
      {saved && !error && (
        <Alert role="status" $kind="success">
          {t('courses.saved')}
        </Alert>
      )}
      <Button type="submit" loading={saving}>
        {t('courses.save')}
      </Button>
    </form>
  );
};
