import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ButtonLink,
  CourseTypeId,
  PlainList,
  QueryState,
  outlinedSurface,
  useFormatters,
  type UserCourse,
} from '@lms/shared';
import { useUserCourses } from '../api/get-user-courses';
import { Panel } from '../../../components/panel';

const Item = styled.li`
  ${outlinedSurface}
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 1rem;
  align-items: center;
  padding: 0.75rem;
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
`;

const Progress = styled.div`
  margin: 0 0 0.75rem;
  font-size: 0.9rem;
  .bar {
    height: 8px;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    overflow: hidden;
  }
  .fill {
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
  }
  .completed {
    color: ${({ theme }) => theme.colors.success};
  }
  .figures {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin-top: 0.35rem;
  }
`;

/** How far the learner is: the share of video time watched as a bar, and the exams passed. */
const CourseProgressBar = ({ course }: { course: UserCourse }) => {
  const { t } = useTranslation(['account', 'common']);
  const format = useFormatters();
  const { videoPercent, examsPassed, examsTotal, videosWatched, videosTotal, completedAt } =
    course.progress;
  const percent = format.percent(videoPercent);
  return (
    <Progress>
      <div
        className="bar"
        role="progressbar"
        aria-label={t('courseProgress', { name: course.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={videoPercent}
        aria-valuetext={percent}
      >
        <div className="fill" style={{ width: `${videoPercent}%` }} />
      </div>
      <div className="figures">
        <span>{t('videoProgress', { percent })}</span>
        {videosTotal > 0 && (
          <span>
            {t('videosWatched', {
              watched: format.number(videosWatched),
              total: format.number(videosTotal),
            })}
          </span>
        )}
        {examsTotal > 0 && (
          <span>
            {t('examsProgress', {
              passed: format.number(examsPassed),
              total: format.number(examsTotal),
            })}
          </span>
        )}
        {completedAt && (
          <strong className="completed">
            {t('courseCompleted', { date: format.date(completedAt) })}
          </strong>
        )}
      </div>
    </Progress>
  );
};

const Courses = () => {
  const { t } = useTranslation(['account', 'common']);
  const format = useFormatters();
  const courses = useUserCourses();

  return (
    <QueryState
      query={courses}
      isEmpty={(response) => response.data.length === 0}
      empty={t('courseEmpty')}
    >
      {({ data, courseTypeId }) => {
        // Only online courses (type id 1) have a videos page (spec §2 My courses).
        const videosType = courseTypeId ?? CourseTypeId.online;
        return (
          <PlainList>
            {data.map((course) => (
              <Item key={course.id}>
                <img src={course.thumbnailImagePath} alt="" loading="lazy" />
                <div>
                  <h3>{course.name}</h3>
                  {course.courseEndDate && (
                    <p>{t('courseEnds', { date: format.date(course.courseEndDate) })}</p>
                  )}
                  {course.courseTypeId === videosType && <CourseProgressBar course={course} />}
                  <Actions>
                    <ButtonLink
                      $variant="secondary"
                      href={`#/courses/details/${course.nameSlug}`}
                      aria-label={`${t('moreInformation')}: ${course.name}`}
                    >
                      {t('moreInformation')}
                    </ButtonLink>
                    {course.courseTypeId === videosType && course.progress.lastVideo && (
                      // Opens the video watched last; the learning page resumes at its saved position.
                      <ButtonLink
                        href={`#/courses/videos/${course.nameSlug}?video=${course.progress.lastVideo.id}`}
                        aria-label={t('continueLearningLabel', {
                          name: course.name,
                          video: course.progress.lastVideo.title,
                        })}
                      >
                        {t('continueLearning')}
                      </ButtonLink>
                    )}
                    {course.courseTypeId === videosType && (
                      <ButtonLink
                        $variant={course.progress.lastVideo ? 'secondary' : 'primary'}
                        href={`#/courses/videos/${course.nameSlug}`}
                        aria-label={`${t('videos')}: ${course.name}`}
                      >
                        {t('videos')}
                      </ButtonLink>
                    )}
                  </Actions>
                </div>
              </Item>
            ))}
          </PlainList>
        );
      }}
    </QueryState>
  );
};

/**
 * My courses (spec §2): more information for every course, videos only for online ones, which
 * also show the learner's progress and a way to continue where they left off.
 */
export const MyCourses = () => {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Panel aria-labelledby="my-courses-title">
      <h2 id="my-courses-title">{t('common:myTrainings')}</h2>
      <Courses />
    </Panel>
  );
};
