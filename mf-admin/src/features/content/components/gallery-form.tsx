import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, Input, TextArea } from '@lms/shared';
import {
  adminGalleryInputSchema,
  type AdminGallery,
  type AdminGalleryInput,
} from '@lms/shared/contracts';
import { RichTextEditor } from '../../courses/components/rich-text-editor';
import { useContentMessage, type SaveError } from './use-content-message';

export type GalleryFormValues = AdminGalleryInput;

export const emptyGallery: GalleryFormValues = { title: '', shortDescription: '', description: '' };

export const galleryToValues = (gallery: AdminGallery): GalleryFormValues => ({
  title: gallery.title,
  shortDescription: gallery.shortDescription,
  description: gallery.description,
});

const resolver = zodResolver(adminGalleryInputSchema);

interface GalleryFormProps {
  values: GalleryFormValues;
  onSave: (values: GalleryFormValues) => Promise<unknown>;
  saving: boolean;
  error: SaveError | null;
  saved: boolean;
}

/** A gallery's title and texts, checked with the API's schema; nothing typed is lost on refusal. */
export const GalleryForm = ({ values, onSave, saving, error, saved }: GalleryFormProps) => {
  const { t } = useTranslation('admin');
  const message = useContentMessage();
  const descriptionLabel = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<GalleryFormValues>({ resolver, defaultValues: values });

  useEffect(() => reset(values), [reset, values]);
  useEffect(() => {
    for (const [field, key] of Object.entries(error?.errors ?? {})) {
      setError(field as FieldPath<GalleryFormValues>, { type: 'server', message: key });
    }
  }, [error, setError]);
  const errorOf = (key: string | undefined) => (key ? message(key) : undefined);
  const fieldErrors = Object.keys(error?.errors ?? {}).length > 0;

  return (
    <form noValidate onSubmit={handleSubmit((payload) => onSave(payload))}>
      <Field label={t('content.gallery.field.title')} error={errorOf(errors.title?.message)}>
        {(props) => <Input {...props} {...register('title')} />}
      </Field>
      <Field
        label={t('content.gallery.field.shortDescription')}
        error={errorOf(errors.shortDescription?.message)}
      >
        {(props) => <TextArea {...props} rows={2} {...register('shortDescription')} />}
      </Field>
      <Field
        label={<span id={descriptionLabel}>{t('content.gallery.field.description')}</span>}
        error={errorOf(errors.description?.message)}
      >
        {(props) => (
          <Controller
            control={control}
            name="description"
            render={({ field }) => (
              <RichTextEditor
                id={props.id}
                labelId={descriptionLabel}
                value={field.value ?? ''}
                onChange={field.onChange}
                invalid={props['aria-invalid']}
                describedBy={props['aria-describedby']}
              />
            )}
          />
        )}
      </Field>
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
