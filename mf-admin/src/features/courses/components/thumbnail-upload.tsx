import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, Picture } from '@lms/shared';
import { COURSE_THUMBNAIL_MAX_BYTES, type AdminCourse } from '@lms/shared/contracts';
import { useUploadThumbnail } from '../api/post-course-thumbnail';
import { useFieldMessage } from './use-field-message';

const fieldErrorOf = (error: unknown): string | undefined => {
  const errors = (error as { errors?: Record<string, string> } | null)?.errors;
  return errors?.file;
};

/** The course's picture: the current one, and a new one chosen and sent (checked by the server). */
export const ThumbnailUpload = ({ course }: { course: AdminCourse }) => {
  const { t } = useTranslation('admin');
  const message = useFieldMessage();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useUploadThumbnail();
  const serverKey = fieldErrorOf(upload.error);
  const error = tooLarge ? message('imageTooLarge') : serverKey ? message(serverKey) : undefined;

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('courses.thumbnailTitle')}</h3>
      {course.thumbnailImagePath ? (
        <Picture
          src={course.thumbnailImagePath}
          alt={t('courses.thumbnailAlt', { name: course.name })}
          width={240}
          height={240}
          sizes="240px"
          style={{ objectFit: 'cover', borderRadius: 6 }}
        />
      ) : (
        <p>{t('courses.noThumbnail')}</p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!file || tooLarge) return;
          upload.mutate({ id: course.id, version: course.version, file });
        }}
      >
        <Field label={t('courses.thumbnailFile')} hint={t('courses.thumbnailHint')} error={error}>
          {(props) => (
            <input
              {...props}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setTooLarge(Boolean(chosen && chosen.size > COURSE_THUMBNAIL_MAX_BYTES));
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
            {t('courses.thumbnailSaved')}
          </Alert>
        )}
        <Button type="submit" loading={upload.isPending} disabled={!file || tooLarge}>
          {t('courses.thumbnailUpload')}
        </Button>
      </form>
    </section>
  );
};
