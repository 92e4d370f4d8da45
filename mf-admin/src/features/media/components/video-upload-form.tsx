import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ErrorMessage, Field, Input } from '@lms/shared';
import {
  SERVER_ERROR_MESSAGE,
  videoTextSchema,
  type VideoTextRequest,
} from '@lms/shared/contracts';
import { useUploadVideo } from '../api/upload-video';
import type { UploadProgress } from '../api/upload';
import { UploadBar } from './upload-bar';
import { VideoTextFields } from './video-text-fields';

const resolver = zodResolver(videoTextSchema);
const blank: VideoTextRequest = { title: '', description: '', en: { title: '', description: '' } };

/**
 * A new video at the end of a section: its title (Turkish and English tabs) and MP4, uploaded
 * with a progress bar.
 */
export const VideoUploadForm = ({
  courseId,
  sectionId,
  sectionName,
  maxVideoBytes,
}: {
  courseId: number;
  sectionId: number;
  sectionName: string;
  maxVideoBytes: number;
}) => {
  const { t } = useTranslation('admin');
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useUploadVideo(courseId, setProgress);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<VideoTextRequest>({ resolver, defaultValues: blank });
  const maxMb = Math.round(maxVideoBytes / 1024 / 1024);

  const submit = handleSubmit(({ title, en }) => {
    if (!file) {
      setFileError(t('media.errors.videoFileRequired'));
      return;
    }
    if (file.size > maxVideoBytes) {
      setFileError(t('media.errors.videoTooLarge', { limit: maxMb }));
      return;
    }
    setProgress({ loaded: 0, total: file.size });
    upload.mutate(
      { sectionId, title, en, file },
      {
        onSuccess: () => {
          reset();
          setFile(null);
          setProgress(null);
        },
        onError: () => setProgress(null),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('media.addVideoTo', { section: sectionName })}>
      <VideoTextFields register={register} control={control} errors={errors} />
      <Field
        label={t('media.videoFile')}
        hint={t('media.videoFileHint', { limit: maxMb })}
        error={fileError || undefined}
      >
        {(control) => (
          <Input
            {...control}
            id={control.id || fileId}
            type="file"
            accept="video/mp4,video/quicktime,.mp4,.mov"
            onChange={(event) => {
              setFileError('');
              setFile(event.currentTarget.files?.[0] ?? null);
            }}
          />
        )}
      </Field>
      {progress && upload.isPending && (
        <UploadBar progress={progress} label={t('media.uploading', { name: file?.name ?? '' })} />
      )}
      {upload.isError && (
        // The server's refusal says why in the page's language; a broken connection (the
        // client's generic server error) gets the upload's own words.
        <ErrorMessage
          error={upload.error.message === SERVER_ERROR_MESSAGE ? undefined : upload.error}
          fallbackKey="admin:media.errors.uploadFailed"
        />
      )}
      {upload.isSuccess && (
        <Alert role="status" $kind="success">
          {t('media.videoUploaded')}
        </Alert>
      )}
      <Button type="submit" loading={upload.isPending}>
        {t('media.uploadVideo')}
      </Button>
    </form>
  );
};
