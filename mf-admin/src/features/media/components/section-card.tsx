import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ErrorMessage, Field, Input, outlinedSurface } from '@lms/shared';
import {
  sectionNameSchema,
  type AdminSection,
  type SectionNameRequest,
} from '@lms/shared/contracts';
import { useDeleteSection } from '../api/delete-section';
import { useRenameSection } from '../api/rename-section';
import { VideoItem } from './video-item';
import { VideoUploadForm } from './video-upload-form';

const Box = styled.section`
  ${outlinedSurface}
  padding: 1rem;
  display: grid;
  gap: 0.75rem;
  h3 {
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const resolver = zodResolver(sectionNameSchema);

export interface SectionCardProps {
  courseId: number;
  section: AdminSection;
  position: number;
  count: number;
  maxVideoBytes: number;
  onMove: (sectionId: number, by: -1 | 1) => void;
  moving: boolean;
}

/** One section: its name (rename), its place (move up and down), its videos, a new video. */
export const SectionCard = ({
  courseId,
  section,
  position,
  count,
  maxVideoBytes,
  onMove,
  moving,
}: SectionCardProps) => {
  const { t } = useTranslation('admin');
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameSection(courseId);
  const remove = useDeleteSection(courseId);
  const headingId = `section-${section.id}-title`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SectionNameRequest>({
    resolver,
    defaultValues: { titleName: section.titleName, en: { titleName: section.en?.titleName ?? '' } },
  });

  return (
    <Box aria-labelledby={headingId}>
      {/* The name as learners see it: staff number sections in their names ("1. Bölüm: …"). */}
      <h3 id={headingId}>{section.titleName}</h3>
      {renaming ? (
        <form
          noValidate
          aria-label={t('media.renameSection', { name: section.titleName })}
          onSubmit={handleSubmit((body) =>
            rename.mutate(
              { sectionId: section.id, ...body },
              { onSuccess: () => setRenaming(false) },
            ),
          )}
        >
          <Field
            label={t('media.sectionName')}
            error={errors.titleName?.message && t(`media.errors.${errors.titleName.message}`)}
          >
            {(control) => <Input {...control} {...register('titleName')} />}
          </Field>
          {/* What learners reading English see; empty, they see the Turkish name. */}
          <Field
            label={t('media.sectionNameEn')}
            hint={t('media.sectionNameEnHint')}
            error={
              errors.en?.titleName?.message && t(`media.errors.${errors.en.titleName.message}`)
            }
          >
            {(control) => (
              <Input
                {...control}
                lang="en"
                placeholder={section.titleName}
                {...register('en.titleName')}
              />
            )}
          </Field>
          {rename.isError && <ErrorMessage error={rename.error} />}
          <Row>
            <Button type="submit" loading={rename.isPending}>
              {t('media.save')}
            </Button>
            <Button variant="secondary" onClick={() => setRenaming(false)}>
              {t('media.cancel')}
            </Button>
          </Row>
        </form>
      ) : (
        <Row>
          <Button
            variant="secondary"
            aria-label={t('media.renameSection', { name: section.titleName })}
            onClick={() => setRenaming(true)}
          >
            {t('media.rename')}
          </Button>
          <Button
            variant="secondary"
            aria-label={t('media.moveUp', { name: section.titleName })}
            disabled={position === 0 || moving}
            onClick={() => onMove(section.id, -1)}
          >
            {t('media.up')}
          </Button>
          <Button
            variant="secondary"
            aria-label={t('media.moveDown', { name: section.titleName })}
            disabled={position === count - 1 || moving}
            onClick={() => onMove(section.id, 1)}
          >
            {t('media.down')}
          </Button>
          {section.videos.length === 0 && (
            <Button
              variant="secondary"
              aria-label={t('media.deleteSection', { name: section.titleName })}
              loading={remove.isPending}
              onClick={() => remove.mutate(section.id)}
            >
              {t('media.remove')}
            </Button>
          )}
        </Row>
      )}
      {remove.isError && <ErrorMessage error={remove.error} />}
      {section.videos.length > 0 ? (
        <ul aria-label={t('media.videosOf', { name: section.titleName })}>
          {section.videos.map((video) => (
            <VideoItem key={video.id} courseId={courseId} video={video} />
          ))}
        </ul>
      ) : (
        <p>{t('media.noVideos')}</p>
      )}
      <VideoUploadForm
        courseId={courseId}
        sectionId={section.id}
        sectionName={section.titleName}
        maxVideoBytes={maxVideoBytes}
      />
    </Box>
  );
};
