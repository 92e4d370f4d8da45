import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, Input, TextArea } from '@lms/shared';
import {
  adminGalleryInputSchema,
  contentVersionField,
  type AdminGallery,
  type AdminGalleryInput,
} from '@lms/shared/contracts';
import { DraftChoice } from './draft-choice';
import { useKeepTyping } from './use-keep-typing';
import { glimpse, LanguageTabs } from './language-tabs';
import { useContentMessage, type SaveError } from './use-content-message';
import { RichTextField } from '../../../components/rich-text-field';

/** A gallery's fields, and the version they were read at (none for a new gallery). */
export type GalleryFormValues = AdminGalleryInput & { version?: number };

/** A new gallery: a draft until its images are in. */
export const emptyGallery: GalleryFormValues = {
  title: '',
  shortDescription: '',
  description: '',
  isDraft: true,
  en: { title: '', shortDescription: '', description: '' },
};

export const galleryToValues = (gallery: AdminGallery): GalleryFormValues => ({
  title: gallery.title,
  shortDescription: gallery.shortDescription,
  description: gallery.description,
  isDraft: gallery.isDraft,
  en: { ...gallery.en },
  version: gallery.version,
});

const resolver = zodResolver(
  adminGalleryInputSchema.extend({ version: contentVersionField().optional() }),
);

interface GalleryFormProps {
  values: GalleryFormValues;
  onSave: (values: GalleryFormValues) => Promise<unknown>;
  saving: boolean;
  error: SaveError | null;
  saved: boolean;
}

/**
 * A gallery's texts in Turkish and English (a tab each, one save) and whether it is published,
 * checked with the API's schema; nothing typed is lost on refusal.
 */
export const GalleryForm = ({ values, onSave, saving, error, saved }: GalleryFormProps) => {
  const { t } = useTranslation('admin');
  const message = useContentMessage();
  const form = useForm<GalleryFormValues>({ resolver, defaultValues: values });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  // A newer copy of the gallery (after a save or a picture action) keeps what was typed.
  useKeepTyping(form, values);
  useEffect(() => {
    for (const [field, key] of Object.entries(error?.errors ?? {})) {
      setError(field as FieldPath<GalleryFormValues>, { type: 'server', message: key });
    }
  }, [error, setError]);
  const [title, shortDescription, description, englishDescription] = useWatch({
    control,
    name: ['title', 'shortDescription', 'description', 'en.description'],
  });
  const errorOf = (key: string | undefined) => (key ? message(key) : undefined);
  const fieldErrors = Object.keys(error?.errors ?? {}).length > 0;

  return (
    <form noValidate onSubmit={handleSubmit((payload) => onSave(payload))}>
      <LanguageTabs errors={errors} fields={['title', 'shortDescription', 'description']}>
        {(language) =>
          language === 'tr' ? (
            <div key="tr">
              <Field
                label={t('content.gallery.field.title')}
                error={errorOf(errors.title?.message)}
              >
                {(props) => <Input {...props} {...register('title')} />}
              </Field>
              <Field
                label={t('content.gallery.field.shortDescription')}
                error={errorOf(errors.shortDescription?.message)}
              >
                {(props) => <TextArea {...props} rows={2} {...register('shortDescription')} />}
              </Field>
              <RichTextField
                control={control}
                name="description"
                label={t('content.gallery.field.description')}
                error={errorOf(errors.description?.message)}
              />
            </div>
          ) : (
            <div key="en">
              <Field
                label={t('content.gallery.field.title')}
                hint={t('content.language.emptyHint')}
                error={errorOf(errors.en?.title?.message)}
              >
                {(props) => (
                  <Input {...props} lang="en" placeholder={title} {...register('en.title')} />
                )}
              </Field>
              <Field
                label={t('content.gallery.field.shortDescription')}
                error={errorOf(errors.en?.shortDescription?.message)}
              >
                {(props) => (
                  <TextArea
                    {...props}
                    lang="en"
                    rows={2}
                    placeholder={shortDescription}
                    {...register('en.shortDescription')}
                  />
                )}
              </Field>
              <RichTextField
                control={control}
                name="en.description"
                label={t('content.gallery.field.description')}
                hint={
                  englishDescription || !description
                    ? undefined
                    : t('content.language.turkishShown', { text: glimpse(description) })
                }
                error={errorOf(errors.en?.description?.message)}
              />
            </div>
          )
        }
      </LanguageTabs>
      <Controller
        control={control}
        name="isDraft"
        render={({ field }) => (
          <DraftChoice
            legend={t('content.gallery.field.isDraft')}
            name={field.name}
            isDraft={field.value !== false}
            onChange={field.onChange}
            draftLabel={t('content.gallery.state.draft')}
            publishLabel={t('content.gallery.publish')}
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
