import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  Alert,
  ButtonLink,
  Card,
  NotFound,
  QueryState,
  type AdminCourseExams,
  type AdminExamSummary,
} from '@lms/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useAdminPath } from '../../../lib/admin-path';
import { useCourseExams } from '../api/get-course-exams';
import { DataTable, type ExamTableFeatures } from '../components/data-table';

const helper = createColumnHelper<ExamTableFeatures, AdminExamSummary>();

const CourseExams = ({ data, courseId }: { data: AdminCourseExams; courseId: number }) => {
  const { t } = useTranslation('admin');
  const adminPath = useAdminPath();
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('title', {
          header: () => t('exams.list.exam'),
          cell: (info) => (
            <Link to={adminPath(`exams/${info.row.original.id}`)}>{info.getValue()}</Link>
          ),
        }),
        helper.accessor('titleName', { header: () => t('exams.list.section') }),
        helper.accessor('questionCount', { header: () => t('exams.list.questions') }),
        helper.accessor('requiredPointToPass', {
          header: () => t('exams.list.passMark'),
          cell: (info) => `${info.getValue()} / ${info.row.original.totalPoints}`,
        }),
        helper.accessor('duration', {
          header: () => t('exams.list.duration'),
          cell: (info) =>
            info.getValue() > 0
              ? t('exams.minutes', { count: info.getValue() })
              : t('exams.untimed'),
        }),
        helper.accessor('attemptCount', { header: () => t('exams.list.attempts') }),
        helper.accessor('version', {
          header: () => t('exams.list.state'),
          cell: (info) =>
            `${t('exams.versionN', { version: info.getValue() })} · ${
              info.row.original.locked ? t('exams.locked') : t('exams.editable')
            }`,
        }),
      ]),
    [t, adminPath],
  );
  return (
    <>
      <h2>{t('exams.list.title', { course: data.course.name })}</h2>
      <p>
        <Link to={adminPath('exams')}>{t('exams.list.allCourses')}</Link>
      </p>
      {data.sections.length === 0 ? (
        <Alert $kind="info">{t('exams.list.noSections')}</Alert>
      ) : (
        <p>
          <ButtonLink as={Link} to={adminPath(`courses/${courseId}/exams/new`)}>
            {t('exams.list.new')}
          </ButtonLink>
        </p>
      )}
      <DataTable
        columns={columns}
        data={data.exams}
        caption={t('exams.list.caption', { course: data.course.name })}
        empty={t('exams.list.none')}
      />
    </>
  );
};

/** `#/admin/courses/:courseId/exams`: the course's exams, the current version of each. */
export const CourseExamsPage = () => {
  const { t } = useTranslation('admin');
  const adminPath = useAdminPath();
  const courseId = Number(useParams().courseId);
  const query = useCourseExams(courseId);
  return (
    <Card>
      <QueryState
        query={query}
        notFound={<NotFound backTo={adminPath('exams')} backLabel={t('exams.list.allCourses')} />}
      >
        {({ data }) => <CourseExams data={data} courseId={courseId} />}
      </QueryState>
    </Card>
  );
};
