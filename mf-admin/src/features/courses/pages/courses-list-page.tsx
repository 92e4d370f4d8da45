import { createColumnHelper, type TableFeatures } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Input, QueryState, formatPrice } from '@lms/shared';
import {
  ADMIN_COURSE_STATES,
  type AdminCourseListItem,
  type AdminCourseState,
} from '@lms/shared/contracts';
import { useAdminCourses } from '../api/get-admin-courses';
import { useAdminPath } from '../../../lib/admin-path';
import { DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';

const PAGE_SIZE = 20;
const COURSE_TYPES = [1, 2, 3, 5] as const;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-end;
  margin-bottom: 1rem;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    font-weight: 600;
  }
  select {
    min-height: 44px;
    padding: 0.4rem 0.6rem;
    border: 1px solid #c3ccd6;
    border-radius: 6px;
    font: inherit;
  }
`;

const dateOf = (iso: string | null, language: string) =>
  iso ? new Date(iso).toLocaleDateString(language.startsWith('en') ? 'en-GB' : 'tr-TR') : '–';

const column = createColumnHelper<TableFeatures, AdminCourseListItem>();
const NO_ROWS: AdminCourseListItem[] = [];

/** `#/admin/courses`: every course, by search, type and state, a page at a time. */
export const CoursesListPage = () => {
  const { t, i18n } = useTranslation('admin');
  const adminPath = useAdminPath();
  const [typed, setTyped] = useState('');
  const [searchText, setSearchText] = useState('');
  const [courseType, setCourseType] = useState<string>('');
  const [state, setState] = useState<AdminCourseState | ''>('');
  const [page, setPage] = useState(1);

  // The search follows the typing after a short pause.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearchText(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const query = useAdminCourses({
    page,
    limit: PAGE_SIZE,
    searchText,
    ...(courseType ? { courseType: Number(courseType) as 1 | 2 | 3 | 5 } : {}),
    ...(state ? { state } : {}),
  });

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: () => t('courses.column.name'),
          cell: (info) => (
            <Link to={adminPath(`courses/${info.row.original.id}`)}>{info.getValue()}</Link>
          ),
        }),
        column.accessor((row) => row.courseType.id, {
          id: 'type',
          header: () => t('courses.column.type'),
          cell: (info) => t(`courses.type.${info.getValue()}`),
        }),
        column.accessor('state', {
          header: () => t('courses.column.state'),
          cell: (info) => t(`courses.state.${info.getValue()}`),
        }),
        column.accessor('courseStartDate', {
          header: () => t('courses.column.start'),
          cell: (info) => dateOf(info.getValue(), i18n.language),
        }),
        column.accessor('courseEndDate', {
          header: () => t('courses.column.end'),
          cell: (info) => dateOf(info.getValue(), i18n.language),
        }),
        column.accessor('price', {
          header: () => t('courses.column.price'),
          cell: (info) => formatPrice(info.getValue()),
        }),
      ]),
    [t, i18n.language, adminPath],
  );

  const rows = query.data?.data ?? NO_ROWS;
  const total = query.data?.totalItemCount ?? 0;

  return (
    <>
      <h2>{t('courses.listTitle')}</h2>
      <p>
        <Link to={adminPath('courses/new')}>{t('courses.newCourse')}</Link>
        {' · '}
        <Link to={adminPath('instructors')}>{t('instructors.title')}</Link>
      </p>
      <Filters role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('courses.search')}
          <Input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <label>
          {t('courses.column.type')}
          <select
            value={courseType}
            onChange={(event) => {
              setCourseType(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('courses.allTypes')}</option>
            {COURSE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`courses.type.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('courses.column.state')}
          <select
            value={state}
            onChange={(event) => {
              setState(event.target.value as AdminCourseState | '');
              setPage(1);
            }}
          >
            <option value="">{t('courses.allStates')}</option>
            {ADMIN_COURSE_STATES.map((value) => (
              <option key={value} value={value}>
                {t(`courses.state.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      <QueryState
        query={query}
        isEmpty={(data) => data.data.length === 0}
        empty={t('courses.empty')}
      >
        {() => (
          <DataTable
            label={t('courses.tableCaption', { count: total })}
            columns={columns}
            data={rows}
            rowId={(course) => String(course.id)}
          />
        )}
      </QueryState>
      <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
    </>
  );
};
