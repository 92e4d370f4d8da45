import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  CourseTypeId,
  EmptyState,
  PageContainer,
  PageHeader,
  PlainList,
  QueryState,
  WithSidebar,
  isCourseTypeName,
  useFormatters,
} from '@lms/shared';
import { COURSE_PAGE_SIZE, useCourseList } from '../api/get-course-list';
import { groupPeriods } from '../lib/periods';
import { CourseCard } from './course-card';
import { Pagination } from './pagination';
import { PeriodFilter, type SelectedPeriod } from './period-filter';

const Intro = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
  max-width: 70ch;
`;

const Grid = styled(PlainList)`
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * courses/{online|physical|free|certificateProgram} (spec §2 "Course list"); `?searchText=`
 * narrows it to the courses matching the text, and courses/search lists them across every type
 * (the search overlay's "see all").
 */
export const CourseListPage = () => {
  const { t } = useTranslation('catalog');
  const { locale } = useFormatters();
  const { courseType } = useParams();
  const [params, setParams] = useSearchParams();
  const searchText = (params.get('searchText') ?? '').trim().slice(0, 100);
  const everyType = courseType === 'search' && searchText !== '';
  const typeName = isCourseTypeName(courseType) ? courseType : 'online';
  const page = positiveInt(params.get('page')) ?? 1;
  const year = positiveInt(params.get('year'));
  const month = year ? positiveInt(params.get('month')) : undefined;

  const list = useCourseList({
    page,
    limit: COURSE_PAGE_SIZE,
    orderBy: 'courseEndDate',
    orderByAsc: false,
    ...(everyType ? {} : { courseType: CourseTypeId[typeName] }),
    ...(searchText ? { searchText } : {}),
    ...(year ? { year } : {}),
    ...(month ? { month } : {}),
  });

  const update = (next: Record<string, number | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || (key === 'page' && value === 1)) merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged);
  };
  const selectPeriod = (period: SelectedPeriod) =>
    update({ year: period.year, month: period.month, page: undefined });

  const title = everyType
    ? t('searchResultsFor', { text: searchText })
    : t(`common:courseType_${typeName}`);

  return (
    <>
      <PageHeader title={title} />
      <PageContainer>
        <Intro>{t(everyType ? 'listIntro_search' : `listIntro_${typeName}`)}</Intro>
        <QueryState query={list}>
          {({ data, totalItemCount, periods }) => (
            <WithSidebar>
              <PeriodFilter
                groups={groupPeriods(periods, locale)}
                selected={{ year, month }}
                onSelect={selectPeriod}
              />
              <section aria-labelledby="course-list-title" aria-busy={list.isFetching}>
                {/* The cards' h3 sit under this at every width: on a phone the filter panel's
                  h2 is hidden (axe heading-order). */}
                <h2 id="course-list-title" className="visually-hidden">
                  {title}
                </h2>
                {data.length === 0 ? (
                  <EmptyState>{t('common:courseEmpty')}</EmptyState>
                ) : (
                  <Grid>
                    {data.map((course, index) => (
                      <li key={course.nameSlug}>
                        {/* The first card's picture is the largest paint on a phone: never lazy. */}
                        <CourseCard course={course} eager={index === 0} />
                      </li>
                    ))}
                  </Grid>
                )}
                <Pagination
                  page={page}
                  pageCount={Math.ceil(totalItemCount / COURSE_PAGE_SIZE)}
                  onChange={(next) => {
                    update({ page: next });
                    window.scrollTo({ top: 0 });
                  }}
                />
              </section>
            </WithSidebar>
          )}
        </QueryState>
      </PageContainer>
    </>
  );
};
