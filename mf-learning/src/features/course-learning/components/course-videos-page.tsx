import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorMessage,
  PageContainer,
  PageHeader,
  Spinner,
  useCourseDetails,
} from '@lms/shared';
import { CourseLearning } from './course-learning';

/**
 * courses/videos/{nameSlug}: only the video and exam sections of a course (spec §2); with
 * `?video={id}` that video opens at once, at its saved position.
 */
export const CourseVideosPage = () => {
  const { t } = useTranslation();
  const { nameSlug = '' } = useParams();
  // My Trainings' "Continue" names the video watched last (?video={id}).
  const resumeVideoId = Number(useSearchParams()[0].get('video')) || undefined;
  const details = useCourseDetails(nameSlug);

  if (details.isPending) return <Spinner label={t('loading')} />;
  if (details.isError) {
    return (
      <PageContainer>
        <ErrorMessage error={{ message: t('pageNotFound') }} />
      </PageContainer>
    );
  }
  const course = details.data.data;
  return (
    <>
      <PageHeader title={course.name} />
      <PageContainer>
        {course.courseTitles.length > 0 ? (
          <CourseLearning course={course} resumeVideoId={resumeVideoId} />
        ) : (
          <EmptyState>{t('learning:noVideos')}</EmptyState>
        )}
      </PageContainer>
    </>
  );
};
