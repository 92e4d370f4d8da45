import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ErrorMessage } from '@lms/shared';
import { videoTextSchema, type AdminVideo, type VideoTextRequest } from '@lms/shared/contracts';
import { useUpdateVideo } from '../api/update-video';
import { VideoTextFields } from './video-text-fields';

const resolver = zodResolver(videoTextSchema);

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

/** A video's title and description in Turkish and English, saved together. */
export const VideoTextForm = ({
  courseId,
  video,
  onDone,
}: {
  courseId: number;
  video: AdminVideo;
  onDone: () => void;
}) => {
  const { t } = useTranslation('admin');
  const update = useUpdateVideo(courseId);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<VideoTextRequest>({
    resolver,
    defaultValues: {
      title: video.title,
      description: video.description,
      en: { title: video.en.title, description: video.en.description },
    },
  });
  return (
    <form
      noValidate
      aria-label={t('media.editVideo', { title: video.title })}
      onSubmit={handleSubmit((body) =>
        update.mutate({ videoId: video.id, ...body }, { onSuccess: onDone }),
      )}
    >
      <VideoTextFields register={register} control={control} errors={errors} withDescription />
      {update.isError && <ErrorMessage error={update.error} />}
      <Row>
        <Button type="submit" loading={update.isPending}>
          {t('media.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('media.cancel')}
        </Button>
      </Row>
    </form>
  );
};
