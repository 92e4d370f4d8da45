import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input, TextArea } from '@lms/shared';
import type { VideoTextRequest } from '@lms/shared/contracts';
import { LanguageTabs } from '../../content/components/language-tabs';

interface VideoTextFieldsProps {
  register: UseFormRegister<VideoTextRequest>;
  control: Control<VideoTextRequest>;
  errors: FieldErrors<VideoTextRequest>;
  /** The upload form asks only for the title; the edit form for the description too. */
  withDescription?: boolean;
}

/**
 * A video's texts in a Türkçe | English tab each, inside the form that saves them: the
 * English fields under `en`, an empty one showing the Turkish as its hint (English readers see
 * the Turkish then).
 */
export const VideoTextFields = ({
  register,
  control,
  errors,
  withDescription = false,
}: VideoTextFieldsProps) => {
  const { t } = useTranslation('admin');
  const [title, description] = useWatch({ control, name: ['title', 'description'] });
  const message = (key: string | undefined) => key && t(`media.errors.${key}`);
  const fields = withDescription ? ['title', 'description'] : ['title'];
  return (
    <LanguageTabs errors={errors} fields={fields}>
      {(language) =>
        language === 'tr' ? (
          <div key="tr">
            <Field label={t('media.videoTitle')} error={message(errors.title?.message)}>
              {(props) => <Input {...props} {...register('title')} />}
            </Field>
            {withDescription && (
              <Field
                label={t('media.videoDescription')}
                error={message(errors.description?.message)}
              >
                {(props) => <TextArea {...props} rows={3} {...register('description')} />}
              </Field>
            )}
          </div>
        ) : (
          <div key="en">
            <Field
              label={t('media.videoTitle')}
              hint={t('content.language.emptyHint')}
              error={message(errors.en?.title?.message)}
            >
              {(props) => (
                <Input {...props} lang="en" placeholder={title ?? ''} {...register('en.title')} />
              )}
            </Field>
            {withDescription && (
              <Field
                label={t('media.videoDescription')}
                error={message(errors.en?.description?.message)}
              >
                {(props) => (
                  <TextArea
                    {...props}
                    lang="en"
                    rows={3}
                    placeholder={description ?? ''}
                    {...register('en.description')}
                  />
                )}
              </Field>
            )}
          </div>
        )
      }
    </LanguageTabs>
  );
};
