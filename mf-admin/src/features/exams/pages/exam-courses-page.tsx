import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef, TableFeatures } from '@tanstack/react-table';
import { Card, EmptyState, Field, Input, QueryState, type AdminExamCourse } from '@lms/shared';
import { DataTable } from '../../../components/data-table';
import { useAdminPath } from '../../../lib/admin-path';
import { useExamCourses } from '../api/get-exam-courses';

/** `#/admin/exams`: the courses, those with exams first; a course leads to its exams. */
export const ExamCoursesPage = () => {
  const { t, i18n } = useTranslation('admin');
  const adminPath = useAdminPath();
  const query = useExamCourses();
  const [search, setSearch] = useState('');
  const columns = useMemo<ColumnDef<TableFeatures, AdminExamCourse>[]>(
    () => [
      {
        id: 'name',
        header: t('exams.courses.course'),
        cell: ({ row }) => (
          <Link to={adminPath(`courses/${row.original.id}/exams`)}>{row.original.name}</Link>
        ),
      },
      {
        id: 'sections',
        header: t('exams.courses.sections'),
        cell: ({ row }) => row.original.sectionCount,
      },
      { id: 'exams', header: t('exams.courses.exams'), cell: ({ row }) => row.original.examCount },
    ],
    [t, adminPath],
  );
  const needle = search.trim().toLocaleLowerCase(i18n.language);
  const all = query.data?.data;
  const rows = useMemo(
    () =>
      (all ?? []).filter((course) => course.name.toLocaleLowerCase(i18n.language).includes(needle)),
    [all, needle, i18n.language],
  );

  return (
    <Card>
      <h2>{t('exams.title')}</h2>
      <p>{t('exams.courses.intro')}</p>
      <Field label={t('exams.courses.search')}>
        {(control) => (
          <Input
            {...control}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      <QueryState query={query}>
        {() =>
          rows.length === 0 ? (
            <EmptyState>{t('exams.courses.none')}</EmptyState>
          ) : (
            <DataTable
              label={t('exams.courses.caption')}
              columns={columns}
              data={rows}
              rowId={(course) => String(course.id)}
            />
          )
        }
      </QueryState>
    </Card>
  );
};
