import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { ColumnDef, TableFeatures } from '@tanstack/react-table';
import {
  Alert,
  ButtonLink,
  Card,
  EmptyState,
  NotFound,
  QueryState,
  type AdminCourseExams,
  type AdminExamSummary,
} from '@lms/shared';
import { DataTable } from '../../../components/data-table';
import { useAdminPath } from '../../../lib/admin-path';
import { useCourseExams } from '../api/get-course-exams';

const CourseExams = ({ data, courseId }: { data: AdminCourseExams; courseId: number }) => {
  const { t } = useTranslation('admin');
  const adminPath = useAdminPath();
  const columns = useMemo<ColumnDef<TableFeatures, AdminExamSummary>[]>(
    () => [
      {
        id: 'title',
        header: t('exams.list.exam'),
        cell: ({ row }) => (
          <Link to={adminPath(`exams/${row.original.id}`)}>{row.original.title}</Link>
        ),
      },
      { id: 'section', header: t('exams.list.section'), cell: ({ row }) => row.original.titleName },
      {
        id: 'questions',
        header: t('exams.list.questions'),
        cell: ({ row }) => row.original.questionCount,
      },
      {
        id: 'passMark',
        header: t('exams.list.passMark'),
        cell: ({ row }) => `${row.original.requiredPointToPass} / ${row.original.totalPoints}`,
      },
      {
        id: 'duration',
        header: t('exams.list.duration'),
        cell: ({ row }) =>
          row.original.duration > 0
            ? t('exams.minutes', { count: row.original.duration })
            : t('exams.untimed'),
      },
      {
        id: 'attempts',
        header: t('exams.list.attempts'),
        cell: ({ row }) => row.original.attemptCount,
      },
      {
        id: 'state',
        header: t('exams.list.state'),
        cell: ({ row }) =>
          `${t('exams.versionN', { version: row.original.version })} · ${
            row.original.locked ? t('exams.locked') : t('exams.editable')
          }`,
      },
    ],
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
      {data.exams.length === 0 ? (
        <EmptyState>{t('exams.list.none')}</EmptyState>
      ) : (
        <DataTable
          label={t('exams.list.caption', { course: data.course.name })}
          columns={columns}
          data={data.exams}
          rowId={(exam) => String(exam.id)}
        />
      )}
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
