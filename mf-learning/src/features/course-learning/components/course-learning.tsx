import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Section, type Course } from '@lms/shared';
import { ExamSection } from './exam-section';
import { VideoSection } from './video-section';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2rem;
  > section {
    margin: 0;
  }
  > section > h2 {
    margin: 0 0 1rem;
    font-size: 1.35rem;
  }
`;

/**
 * The video and exam sections of a course (spec §2 "Course detail"): the catalog's course page
 * shows them through the federated `./CourseLearning`, and the courses/videos page on its own.
 */
export const CourseLearning = ({
  course,
  resumeVideoId,
}: {
  course: Course;
  /** A video to open at once, at its saved position. */
  resumeVideoId?: number;
}) => {
  const { t } = useTranslation();
  const videosId = useId();
  const examsId = useId();
  const hasVideos = course.courseTitles.some((title) => title.courseVideos.length > 0);
  const hasExams = course.courseTitles.some((title) => title.courseExams.length > 0);
  // Courses without titles (in-person ones) have neither section.
  if (!hasVideos && !hasExams) return null;
  return (
    <Wrapper data-testid="course-learning">
      {hasVideos && (
        <Section id={videosId} title={t('learning:videosTitle')}>
          <VideoSection course={course} resumeVideoId={resumeVideoId} />
        </Section>
      )}
      {hasExams && (
        <Section id={examsId} title={t('learning:examsTitle')}>
          <ExamSection course={course} />
        </Section>
      )}
    </Wrapper>
  );
};
