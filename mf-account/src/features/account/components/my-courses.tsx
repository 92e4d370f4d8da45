import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CourseTypeId, EmptyState, ErrorMessage, Spinner, formatDate } from '@lms/shared';
import { useUserCourses } from '../api/get-user-courses';
import { Panel } from '../../../components/panel';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 1rem;
  align-items: center;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  img {
    width: 96px;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.background};
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  @media (max-width: 479px) {
    grid-template-columns: 64px 1fr;
    img {
      width: 64px;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0.4rem 1rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: none;
  }
  a.primary {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

const Courses = () => {
  const { t } = useTranslation(['account', 'common']);
  const courses = useUserCourses();

  if (courses.isPending) return <Spinner label={t('loading')} />;
  if (courses.isError) return <ErrorMessage error={courses.error} />;
  if (courses.data.data.length === 0) return <EmptyState>{t('courseEmpty')}</EmptyState>;
  // Only online courses (type id 1) have a videos page (spec §2 My courses).
  const videosType = courses.data.courseTypeId ?? CourseTypeId.online;
  return (
    <List>
      {courses.data.data.map((course) => (
        <Item key={course.id}>
          <img src={course.thumbnailImagePath} alt="" loading="lazy" />
          <div>
            <h3>{course.name}</h3>
            {course.courseEndDate && (
              <p>{t('courseEnds', { date: formatDate(course.courseEndDate) })}</p>
            )}
            <Actions>
              <a
                href={`#/courses/details/${course.nameSlug}`}
                aria-label={`${t('moreInformation')}: ${course.name}`}
              >
                {t('moreInformation')}
              </a>
              {course.courseTypeId === videosType && (
                <a
                  className="primary"
                  href={`#/courses/videos/${course.nameSlug}`}
                  aria-label={`${t('videos')}: ${course.name}`}
                >
                  {t('videos')}
                </a>
              )}
            </Actions>
          </div>
        </Item>
      ))}
    </List>
  );
};

/** My courses (spec §2): more information for every course, videos only for online ones. */
export const MyCourses = () => {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Panel aria-labelledby="my-courses-title">
      <h2 id="my-courses-title">{t('common:myTrainings')}</h2>
      <Courses />
    </Panel>
  );
};
