import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PlainList, type Course } from '@lms/shared';

const List = styled(PlainList)`
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.05rem;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  li li {
    padding: 0.2rem 0;
  }
`;

/** The course's video and exam groups as a plain list, shown while learning's section is missing. */
export const CourseLearningFallback = ({ course }: { course: Course }) => {
  const { t } = useTranslation('catalog');
  return (
    <List as="ol">
      {course.courseTitles.map((title) => (
        <li key={title.titleName}>
          <h3>{title.titleName}</h3>
          <ul>
            {title.courseVideos.map((video) => (
              <li key={`v${video.id}`}>
                {video.title}{' '}
                <small>
                  ({t('minutes', { count: Math.max(1, Math.round(video.duration / 60)) })})
                </small>
              </li>
            ))}
            {title.courseExams.map((exam) => (
              <li key={`e${exam.id}`}>{t('examItem', { title: exam.title })}</li>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
};
