import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, Field, Input, QueryState, type AdminExamCourse } from '@lms/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useAdminPath } from '../../../lib/admin-path';
import { useExamCourses } from '../api/get-exam-courses';
import { DataTable, type ExamTableFeatures } from '../components/data-table';

const helper = createColumnHelper<ExamTableFeatures, AdminExamCourse>();

/** `#/admin/exams`: the courses, those with exams first; a course leads to its exams. */
export const ExamCoursesPage = () => {
  const { t, i18n } = useTranslation('admin');
  const adminPath = useAdminPath();
  const query = useExamCourses();
  const [search, setSearch] = useState('');
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: () => t('exams.courses.course'),
          cell: (info) => (
            <Link to={adminPath(`courses/${info.row.original.id}/exams`)}>{info.getValue()}</Link>
          ),
        }),
        helper.accessor('sectionCount', { header: () => t('exams.courses.sections') }),
        helper.accessor('examCount', { header: () => t('exams.courses.exams') }),
      ]),
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
        {() => (
          <DataTable
            columns={columns}
            data={rows}
            caption={t('exams.courses.caption')}
            empty={t('exams.courses.none')}
          />
        )}
      </QueryState>
    </Card>
  );
};
