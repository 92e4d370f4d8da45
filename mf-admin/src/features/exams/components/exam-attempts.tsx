import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef, TableFeatures } from '@tanstack/react-table';
import { EmptyState, QueryState, useFormatters, type AdminExamAttempt } from '@lms/shared';
import { DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { useExamAttempts } from '../api/get-exam-attempts';

const PAGE_SIZE = 20;

/** Who took this version of the exam, when, with what points and result; newest first. */
export const ExamAttempts = ({ examId }: { examId: number }) => {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const query = useExamAttempts(examId, page, PAGE_SIZE);
  const columns = useMemo<ColumnDef<TableFeatures, AdminExamAttempt>[]>(
    () => [
      {
        id: 'name',
        header: t('exams.attempts.who'),
        cell: ({ row }) => `${row.original.name} ${row.original.surname}`,
      },
      { id: 'email', header: t('exams.attempts.email'), cell: ({ row }) => row.original.email },
      {
        id: 'started',
        header: t('exams.attempts.started'),
        cell: ({ row }) => format.date(row.original.startedAt, true),
      },
      {
        id: 'finished',
        header: t('exams.attempts.finished'),
        cell: ({ row }) =>
          row.original.finishedAt ? format.date(row.original.finishedAt, true) : '—',
      },
      {
        id: 'points',
        header: t('exams.attempts.points'),
        cell: ({ row }) => row.original.earnedPoints ?? '—',
      },
      {
        id: 'result',
        header: t('exams.attempts.result'),
        cell: ({ row }) =>
          row.original.passed === null
            ? t('exams.attempts.inProgress')
            : row.original.passed
              ? t('exams.attempts.passed')
              : t('exams.attempts.failed'),
      },
    ],
    [t, format],
  );
  return (
    <QueryState query={query}>
      {({ data }) =>
        data.items.length === 0 ? (
          <EmptyState>{t('exams.attempts.none')}</EmptyState>
        ) : (
          <>
            <DataTable
              label={t('exams.attempts.caption', { count: data.totalItemCount })}
              columns={columns}
              data={data.items}
              rowId={(attempt) => String(attempt.id)}
            />
            {data.totalItemCount > data.pageSize && (
              <Pager
                page={data.page}
                pageSize={data.pageSize}
                total={data.totalItemCount}
                onPage={setPage}
              />
            )}
          </>
        )
      }
    </QueryState>
  );
};
