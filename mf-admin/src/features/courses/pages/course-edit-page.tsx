import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { QueryState } from '@lms/shared';
import type { AdminCourse } from '@lms/shared/contracts';
import { useAdminCourse } from '../api/get-admin-course';
import { useCreateCourse } from '../api/post-admin-course';
import { useUpdateCourse } from '../api/put-admin-course';
import { useInstructors } from '../../instructors/api/get-instructors';
import { CourseActions } from '../components/course-actions';
import {
  CourseForm,
  courseToValues,
  emptyCourse,
  type CourseFormValues,
  type SaveError,
} from '../components/course-form';
import { ThumbnailUpload } from '../components/thumbnail-upload';
import { useAdminPath } from '../../../lib/admin-path';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  aside {
    display: flex;
    flex-direction: column;
    gap: 1.5rem;
  }
`;

const Links = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  a {
    display: inline-block;
    min-height: 44px;
    line-height: 44px;
  }
`;

const saveErrorOf = (error: unknown): SaveError | null =>
  error && typeof error === 'object' ? (error as SaveError) : null;

/** `#/admin/courses/new`: a new course, saved as a draft; then its own page. */
export const CourseNewPage = () => {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const adminPath = useAdminPath();
  const create = useCreateCourse();
  const instructors = useInstructors();
  return (
    <>
      <h2>{t('courses.newTitle')}</h2>
      <p>
        <Link to={adminPath('courses')}>{t('courses.backToList')}</Link>
      </p>
      <CourseForm
        values={emptyCourse}
        instructors={instructors.data?.data ?? []}
        saving={create.isPending}
        saved={false}
        error={saveErrorOf(create.error)}
        onSave={({ version: _version, ...payload }: CourseFormValues) =>
          create
            .mutateAsync(payload)
            .then((response) => navigate(adminPath(`courses/${response.data.id}`)))
            .catch(() => undefined)
        }
      />
    </>
  );
};

const CourseEditor = ({ course }: { course: AdminCourse }) => {
  const { t } = useTranslation('admin');
  const adminPath = useAdminPath();
  const update = useUpdateCourse();
  const instructors = useInstructors();
  const values = useMemo(() => courseToValues(course), [course]);
  return (
    <>
      <h2>{course.name}</h2>
      <p>
        <Link to={adminPath('courses')}>{t('courses.backToList')}</Link>
      </p>
      <Layout>
        <CourseForm
          values={values}
          instructors={instructors.data?.data ?? []}
          saving={update.isPending}
          saved={update.isSuccess}
          error={saveErrorOf(update.error)}
          onSave={(payload) =>
            update.mutateAsync({ id: course.id, payload }).catch(() => undefined)
          }
        />
        <aside>
          <CourseActions course={course} />
          <ThumbnailUpload course={course} />
          <nav aria-label={t('courses.moreTitle')}>
            <h3>{t('courses.moreTitle')}</h3>
            <Links>
              <li>
                <Link to={adminPath(`courses/${course.id}/content`)}>
                  {t('courses.contentLink')}
                </Link>
              </li>
              <li>
                <Link to={adminPath(`courses/${course.id}/exams`)}>{t('courses.examsLink')}</Link>
              </li>
              {course.state !== 'draft' && (
                <li>
                  <a href={`#/courses/details/${course.nameSlug}`}>{t('courses.publicLink')}</a>
                </li>
              )}
            </Links>
          </nav>
        </aside>
      </Layout>
    </>
  );
};

/** `#/admin/courses/:id`: every field, the state's actions, the picture, and links onward. */
export const CourseEditPage = () => {
  const { id } = useParams();
  const query = useAdminCourse(Number(id));
  return (
    <QueryState query={query}>{(response) => <CourseEditor course={response.data} />}</QueryState>
  );
};
