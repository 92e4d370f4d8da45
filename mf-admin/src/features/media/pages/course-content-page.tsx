import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, ErrorMessage, Field, Input, QueryState } from '@lms/shared';
import { sectionNameSchema, type SectionNameRequest } from '@lms/shared/contracts';
import { useAddSection } from '../api/add-section';
import { useCourseContent } from '../api/course-content';
import { useReorderSections } from '../api/reorder-sections';
import { SectionCard } from '../components/section-card';

const Stack = styled.div`
  display: grid;
  gap: 1rem;
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 1rem;
  }
`;

const resolver = zodResolver(sectionNameSchema);

/**
 * `#/admin/courses/:courseId/content`: the course's sections and videos. Sections are added,
 * renamed and moved with buttons; each video shows its transcode and captions, and is replaced
 * or removed (retired when learners have progress on it).
 */
export const CourseContentPage = () => {
  const { t } = useTranslation('admin');
  const courseId = Number(useParams().courseId);
  const content = useCourseContent(courseId);
  const add = useAddSection(courseId);
  const reorder = useReorderSections(courseId);
  const [announcement, setAnnouncement] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SectionNameRequest>({ resolver, defaultValues: { titleName: '' } });

  return (
    <Stack>
      <Card>
        <h2>{t('media.title')}</h2>
        <form
          noValidate
          aria-label={t('media.addSection')}
          onSubmit={handleSubmit((body) => add.mutate(body, { onSuccess: () => reset() }))}
        >
          <Field
            label={t('media.newSectionName')}
            error={errors.titleName?.message && t(`media.errors.${errors.titleName.message}`)}
          >
            {(control) => <Input {...control} {...register('titleName')} />}
          </Field>
          {add.isError && <ErrorMessage error={add.error} />}
          <Button type="submit" loading={add.isPending}>
            {t('media.addSection')}
          </Button>
        </form>
      </Card>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      {reorder.isError && <ErrorMessage error={reorder.error} />}
      <QueryState
        query={content}
        isEmpty={(answer) => answer.data.sections.length === 0}
        empty={t('media.noSections')}
      >
        {({ data }) => {
          const move = (sectionId: number, by: -1 | 1) => {
            const ids = data.sections.map((section) => section.id);
            const from = ids.indexOf(sectionId);
            const to = from + by;
            if (from < 0 || to < 0 || to >= ids.length) return;
            [ids[from], ids[to]] = [ids[to]!, ids[from]!];
            const name = data.sections[from]!.titleName;
            reorder.mutate(ids, {
              onSuccess: () => setAnnouncement(t('media.moved', { name, position: to + 1 })),
            });
          };
          return (
            <ol>
              {data.sections.map((section, index) => (
                <li key={section.id}>
                  <SectionCard
                    courseId={courseId}
                    section={section}
                    position={index}
                    count={data.sections.length}
                    maxVideoBytes={data.maxVideoBytes}
                    onMove={move}
                    moving={reorder.isPending}
                  />
                </li>
              ))}
            </ol>
          );
        }}
      </QueryState>
    </Stack>
  );
};
