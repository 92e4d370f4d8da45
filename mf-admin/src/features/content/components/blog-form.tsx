import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, Input } from '@lms/shared';
import {
  adminBlogInputSchema,
  contentVersionField,
  slugify,
  type AdminBlog,
  type AdminBlogInput,
} from '@lms/shared/contracts';
import { DateTimeInput } from '../../courses/components/date-time-input';
import { DraftChoice } from './draft-choice';
import { useKeepTyping } from './use-keep-typing';
import { glimpse, LanguageTabs } from './language-tabs';
import { useContentMessage, type SaveError } from './use-content-message';
import { RichTextField } from '../../../components/rich-text-field';

/** A post's fields, and the version they were read at (none for a new post). */
export type BlogFormValues = AdminBlogInput & { version?: number };

/** A new post: a draft dated now. */
export const emptyBlog = (): BlogFormValues => ({
  title: '',
  url: '',
  description: '',
  publishDate: new Date().toISOString(),
  isDraft: true,
  en: { title: '', description: '' },
});

export const blogToValues = (post: AdminBlog): BlogFormValues => ({
  title: post.title,
  url: post.url,
  description: post.description,
  publishDate: post.publishDate,
  isDraft: post.isDraft,
  en: { ...post.en },
  version: post.version,
});

const resolver = zodResolver(
  adminBlogInputSchema.extend({ version: contentVersionField().optional() }),
);

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
  const form = useForm<BlogFormValues>({ resolver, defaultValues: values });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, dirtyFields },
  } = form;

  // A newer copy of the post (after a save or a cover upload) keeps what was typed.
  useKeepTyping(form, values);

  useEffect(() => {
    for (const [field, key] of Object.entries(error?.errors ?? {})) {
      setError(field as FieldPath<BlogFormValues>, { type: 'server', message: key });
    }
  }, [error, setError]);

  const title = useWatch({ control, name: 'title' });
  const body = useWatch({ control, name: 'description' });
  const englishBody = useWatch({ control, name: 'en.description' });
  const slugHint = !dirtyFields.url && !values.url && title ? slugify(title) : '';
  const errorOf = (key: string | undefined) => (key ? message(key) : undefined);
  const fieldErrors = Object.keys(error?.errors ?? {}).length > 0;

  return (
    <form noValidate onSubmit={handleSubmit((payload) => onSave(payload))}>
      <LanguageTabs errors={errors} fields={['title', 'description']}>
        {(language) =>
          language === 'tr' ? (
            <div key="tr">
              <Field label={t('content.blog.field.title')} error={errorOf(errors.title?.message)}>
                {(props) => <Input {...props} {...register('title')} />}
              </Field>
              <RichTextField
                control={control}
                name="description"
                label={t('content.blog.field.description')}
                error={errorOf(errors.description?.message)}
              />
            </div>
          ) : (
            <div key="en">
              <Field
                label={t('content.blog.field.title')}
                hint={t('content.language.emptyHint')}
                error={errorOf(errors.en?.title?.message)}
              >
                {(props) => (
                  <Input {...props} lang="en" placeholder={title} {...register('en.title')} />
                )}
              </Field>
              <RichTextField
                control={control}
                name="en.description"
                label={t('content.blog.field.description')}
                hint={
                  englishBody || !body
                    ? undefined
                    : t('content.language.turkishShown', { text: glimpse(body) })
                }
                error={errorOf(errors.en?.description?.message)}
              />
            </div>
          )
        }
      </LanguageTabs>
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
          <DraftChoice
            legend={t('content.blog.field.isDraft')}
            name={field.name}
            isDraft={field.value !== false}
            onChange={field.onChange}
            draftLabel={t('content.blog.state.draft')}
            publishLabel={t('content.blog.publish')}
          />
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
