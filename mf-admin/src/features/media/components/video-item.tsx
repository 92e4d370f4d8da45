import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, ErrorMessage } from '@lms/shared';
import { CAPTION_LANGUAGES, type AdminVideo, type CaptionLanguage } from '@lms/shared/contracts';
import { useRemoveVideo } from '../api/remove-video';
import { useReplaceVideo } from '../api/replace-video';
import { useRetryTranscode } from '../api/retry-transcode';
import { useUploadCaptions } from '../api/upload-captions';
import type { UploadProgress } from '../api/upload';
import { UploadBar } from './upload-bar';
import { VideoTextForm } from './video-text-form';

const Item = styled.li`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h4 {
    margin: 0;
    font-size: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 0.75rem;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  label {
    display: inline-flex;
    flex-direction: column;
    gap: 0.25rem;
    font-size: 0.9rem;
  }
`;

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** One video of a section: its facts, transcode state, captions, replace and remove. */
export const VideoItem = ({ courseId, video }: { courseId: number; video: AdminVideo }) => {
  const { t } = useTranslation('admin');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const replace = useReplaceVideo(courseId, setProgress);
  const captions = useUploadCaptions(courseId);
  const remove = useRemoveVideo(courseId);
  const retry = useRetryTranscode(courseId);

  const onReplace = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setProgress({ loaded: 0, total: file.size });
    replace.mutate({ videoId: video.id, file }, { onSettled: () => setProgress(null) });
  };
  const onCaptions = (lang: CaptionLanguage) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) captions.mutate({ videoId: video.id, lang, file });
  };

  const state = video.transcode.state;
  return (
    <Item aria-label={video.title}>
      <h4>
        {video.title}
        {video.retired && ` (${t('media.retired')})`}
      </h4>
      <dl>
        <dt>{t('media.duration')}</dt>
        <dd>{clock(video.duration)}</dd>
        <dt>{t('media.transcode')}</dt>
        <dd>
          {t(`media.transcodeState.${state}`)}
          {state === 'failed' && video.transcode.error && ` (${video.transcode.error})`}
        </dd>
        <dt>{t('media.captions')}</dt>
        <dd>
          {CAPTION_LANGUAGES.map(
            (lang) =>
              `${t(`media.lang.${lang}`)}: ${video.captions[lang] ? t('media.yes') : t('media.no')}`,
          ).join(' · ')}
        </dd>
        <dt>{t('media.learners')}</dt>
        <dd>{video.learners}</dd>
      </dl>
      {editing && (
        <VideoTextForm courseId={courseId} video={video} onDone={() => setEditing(false)} />
      )}
      {!video.retired && (
        <Actions>
          {!editing && (
            <Button
              variant="secondary"
              aria-label={t('media.editTextsOf', { title: video.title })}
              onClick={() => setEditing(true)}
            >
              {t('media.editTexts')}
            </Button>
          )}
          <label>
            {t('media.replaceFile')}
            <input
              type="file"
              accept="video/mp4,video/quicktime,.mp4,.mov"
              disabled={replace.isPending}
              onChange={onReplace}
            />
          </label>
          {CAPTION_LANGUAGES.map((lang) => (
            <label key={lang}>
              {t('media.captionsFile', { lang: t(`media.lang.${lang}`) })}
              <input
                type="file"
                accept="text/vtt,.vtt"
                disabled={captions.isPending}
                onChange={onCaptions(lang)}
              />
            </label>
          ))}
          {state === 'failed' && (
            <Button
              variant="secondary"
              loading={retry.isPending}
              onClick={() => retry.mutate(video.id)}
            >
              {t('media.retryTranscode')}
            </Button>
          )}
          {confirming ? (
            <>
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() => remove.mutate(video.id, { onSettled: () => setConfirming(false) })}
              >
                {t('media.confirmRemove', { title: video.title })}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('media.cancel')}
              </Button>
            </>
          ) : (
            <Button
              variant="secondary"
              aria-label={t('media.removeVideo', { title: video.title })}
              onClick={() => setConfirming(true)}
            >
              {t('media.remove')}
            </Button>
          )}
        </Actions>
      )}
      {progress && replace.isPending && (
        <UploadBar progress={progress} label={t('media.uploading', { name: video.title })} />
      )}
      {[replace, captions, remove, retry].map((mutation, index) =>
        mutation.isError ? <ErrorMessage key={index} error={mutation.error} /> : null,
      )}
      {remove.data?.data.outcome === 'retired' && (
        <Alert role="status" $kind="info">
          {t('media.retiredNote')}
        </Alert>
      )}
      {captions.isSuccess && (
        <Alert role="status" $kind="success">
          {t('media.captionsSaved')}
        </Alert>
      )}
    </Item>
  );
};
