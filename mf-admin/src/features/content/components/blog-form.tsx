import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Field, Input } from '@lms/shared';
import {
  adminBlogInputSchema,
  slugify,
  type AdminBlog,
  type AdminBlogInput,
} from '@lms/shared/contracts';
import { DateTimeInput } from '../../courses/components/date-time-input';
import { RichTextEditor } from '../../courses/components/rich-text-editor';
import { useContentMessage, type SaveError } from './use-content-message';

export type BlogFormValues = AdminBlogInput;

const Choice = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.25rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    margin-right: 1.25rem;
  }
`;

/** A new post: a draft dated now. */
export const emptyBlog = (): BlogFormValues => ({
  title: '',
  url: '',
  description: '',
  publishDate: new Date().toISOString(),
  isDraft: true,
});

export const blogToValues = (post: AdminBlog): BlogFormValues => ({
  title: post.title,
  url: post.url,
  description: post.description,
  publishDate: post.publishDate,
  isDraft: post.isDraft,
});

const resolver = zodResolver(adminBlogInputSchema);

interface BlogFormProps {
  values: BlogFormValues;
  /** Saves; rejects with the API's error body (the form keeps what was typed). */
  onSave: (values: BlogFormValues) => Promise<unknown>;
  saving: boolean;
  error: SaveError | null;
  saved: boolean;
}

/**
 * A blog post's fields, checked with the API's own schema; an error the API answers by field (a
 * taken slug) lands under that field, any other above the button. Nothing typed is lost.
 */
export const BlogForm = ({ values, onSave, saving, error, saved }: BlogFormProps) => {
  const { t } = useTranslation('admin');
  const message = useContentMessage();
  const bodyLabel = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<BlogFormValues>({ resolver, defaultValues: values });

  // A newer copy of the post (after a save) is the form's new starting point.
  useEffect(() => reset(values), [reset, values]);

  useEffect(() => {
    for (const [field, key] of Object.entries(error?.errors ?? {})) {
      setError(field as FieldPath<BlogFormValues>, { type: 'server', message: key });
    }
  }, [error, setError]);

  const title = useWatch({ control, name: 'title' });
  const slugHint = !dirtyFields.url && !values.url && title ? slugify(title) : '';
  const errorOf = (key: string | undefined) => (key ? message(key) : undefined);
  const fieldErrors = Object.keys(error?.errors ?? {}).length > 0;

  return (
    <form noValidate onSubmit={handleSubmit((payload) => onSave(payload))}>
      <Field label={t('content.blog.field.title')} error={errorOf(errors.title?.message)}>
        {(props) => <Input {...props} {...register('title')} />}
      </Field>
      <Field
        label={t('content.blog.field.url')}
        hint={
          slugHint ? t('content.blog.slugDerived', { slug: slugHint }) : t('content.blog.slugHint')
        }
        error={errorOf(errors.url?.message)}
      >
        {(props) => <Input {...props} {...register('url')} />}
      </Field>
      <Field
        label={<span id={bodyLabel}>{t('content.blog.field.description')}</span>}
        error={errorOf(errors.description?.message)}
      >
        {(props) => (
          <Controller
            control={control}
            name="description"
            render={({ field }) => (
              <RichTextEditor
                id={props.id}
                labelId={bodyLabel}
                value={field.value ?? ''}
                onChange={field.onChange}
                invalid={props['aria-invalid']}
                describedBy={props['aria-describedby']}
              />
            )}
          />
        )}
      </Field>
      <Field
        label={t('content.blog.field.publishDate')}
        hint={t('content.blog.publishDateHint')}
        error={errorOf(errors.publishDate?.message)}
      >
        {(props) => (
          <Controller
            control={control}
            name="publishDate"
            render={({ field }) => (
              <DateTimeInput
                {...props}
                name={field.name}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </Field>
      <Controller
        control={control}
        name="isDraft"
        render={({ field }) => (
          <Choice>
            <legend>{t('content.blog.field.isDraft')}</legend>
            <label>
              <input
                type="radio"
                name={field.name}
                checked={field.value !== false}
                onChange={() => field.onChange(true)}
              />
              {t('content.blog.state.draft')}
            </label>
            <label>
              <input
                type="radio"
                name={field.name}
                checked={field.value === false}
                onChange={() => field.onChange(false)}
              />
              {t('content.blog.publish')}
            </label>
          </Choice>
        )}
      />
      {error && !fieldErrors && error.message && (
        <Alert role="alert" $kind="error">
          {error.message}
        </Alert>
      )}
      {saved && !error && (
        <Alert role="status" $kind="success">
          {t('content.saved')}
        </Alert>
      )}
      <Button type="submit" loading={saving}>
        {t('content.save')}
      </Button>
    </form>
  );
};
