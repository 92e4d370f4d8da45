import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorMessage,
  PageContainer,
  PageHeader,
  QueryState,
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

  return (
    <QueryState
      query={details}
      error={
        <PageContainer>
          <ErrorMessage error={{ message: t('pageNotFound') }} />
        </PageContainer>
      }
    >
      {({ data: course }) => (
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
      )}
    </QueryState>
  );
};
