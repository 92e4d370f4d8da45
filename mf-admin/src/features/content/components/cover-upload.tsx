import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, Picture } from '@lms/shared';
import { CONTENT_IMAGE_MAX_BYTES } from '@lms/shared/contracts';
import { useContentMessage } from './use-content-message';

const fieldErrorOf = (error: unknown): string | undefined =>
  (error as { errors?: Record<string, string> } | null)?.errors?.file;

interface PictureUploadProps {
  /** The section's heading. */
  title: string;
  /** The picture shown now ('' for none), its alt text, and the text when there is none. */
  current?: { src: string; alt: string; none: string };
  label: string;
  submitLabel: string;
  doneLabel: string;
  /** Sends the chosen file; the result says whether it worked. */
  upload: {
    mutate: (file: File, options: { onSuccess: () => void }) => void;
    reset: () => void;
    isPending: boolean;
    isError: boolean;
    isSuccess: boolean;
    error: unknown;
  };
}

/**
 * A picture chosen and sent (the server checks it by its content and makes its renditions): a
 * blog post's cover or a gallery's next image. Too large a file is refused before sending.
 */
export const PictureUpload = ({
  title,
  current,
  label,
  submitLabel,
  doneLabel,
  upload,
}: PictureUploadProps) => {
  const { t } = useTranslation('admin');
  const message = useContentMessage();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const tooLarge = Boolean(file && file.size > CONTENT_IMAGE_MAX_BYTES);
  const serverKey = fieldErrorOf(upload.error);
  const error = tooLarge ? message('imageTooLarge') : serverKey ? message(serverKey) : undefined;

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {current &&
        (current.src ? (
          <Picture
            src={current.src}
            alt={current.alt}
            width={320}
            height={213}
            sizes="320px"
            style={{ objectFit: 'cover', borderRadius: 6, maxWidth: '100%', height: 'auto' }}
          />
        ) : (
          <p>{current.none}</p>
        ))}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!file || tooLarge) return;
          upload.mutate(file, {
            onSuccess: () => {
              setFile(null);
              setInputKey((key) => key + 1);
            },
          });
        }}
      >
        <Field label={label} hint={t('content.imageHint')} error={error}>
          {(props) => (
            <input
              {...props}
              key={inputKey}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                upload.reset();
              }}
            />
          )}
        </Field>
        {upload.isError && !serverKey && (
          <Alert role="alert" $kind="error">
            {(upload.error as Error).message}
          </Alert>
        )}
        {upload.isSuccess && (
          <Alert role="status" $kind="success">
            {doneLabel}
          </Alert>
        )}
        <Button type="submit" loading={upload.isPending} disabled={!file || tooLarge}>
          {submitLabel}
        </Button>
      </form>
    </section>
  );
};
