import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, QueryState, useFormatters, type AdminExamAttempt } from '@lms/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useExamAttempts } from '../api/get-exam-attempts';
import { DataTable, type ExamTableFeatures } from './data-table';

const PAGE_SIZE = 20;
const helper = createColumnHelper<ExamTableFeatures, AdminExamAttempt>();

const Pager = styled.nav`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  flex-wrap: wrap;
`;

/** Who took this version of the exam, when, with what points and result; newest first. */
export const ExamAttempts = ({ examId }: { examId: number }) => {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const query = useExamAttempts(examId, page, PAGE_SIZE);
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor((row) => `${row.name} ${row.surname}`, {
          id: 'name',
          header: () => t('exams.attempts.who'),
        }),
        helper.accessor('email', { header: () => t('exams.attempts.email') }),
        helper.accessor('startedAt', {
          header: () => t('exams.attempts.started'),
          cell: (info) => format.date(info.getValue(), true),
        }),
        helper.accessor('finishedAt', {
          header: () => t('exams.attempts.finished'),
          cell: (info) => (info.getValue() ? format.date(info.getValue(), true) : '—'),
        }),
        helper.accessor('earnedPoints', {
          header: () => t('exams.attempts.points'),
          cell: (info) => info.getValue() ?? '—',
        }),
        helper.accessor('passed', {
          header: () => t('exams.attempts.result'),
          cell: (info) =>
            info.getValue() === null
              ? t('exams.attempts.inProgress')
              : info.getValue()
                ? t('exams.attempts.passed')
                : t('exams.attempts.failed'),
        }),
      ]),
    [t, format],
  );
  return (
    <QueryState query={query}>
      {({ data }) => {
        const pages = Math.max(1, Math.ceil(data.totalItemCount / data.pageSize));
        return (
          <>
            <DataTable
              columns={columns}
              data={data.items}
              caption={t('exams.attempts.caption', { count: data.totalItemCount })}
              empty={t('exams.attempts.none')}
            />
            {pages > 1 && (
              <Pager aria-label={t('exams.attempts.pages')}>
                <Button
                  variant="secondary"
                  disabled={page <= 1}
                  onClick={() => setPage((current) => current - 1)}
                >
                  {t('exams.attempts.previous')}
                </Button>
                <span aria-live="polite">{t('exams.attempts.pageOf', { page, pages })}</span>
                <Button
                  variant="secondary"
                  disabled={page >= pages}
                  onClick={() => setPage((current) => current + 1)}
                >
                  {t('exams.attempts.next')}
                </Button>
              </Pager>
            )}
          </>
        );
      }}
    </QueryState>
  );
};
