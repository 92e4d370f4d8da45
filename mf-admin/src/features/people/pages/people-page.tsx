import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ColumnDef, TableFeatures } from '@tanstack/react-table';
import styled from 'styled-components';
import { Button, FieldError, Input, QueryState, useFormatters } from '@lms/shared';
import {
  peopleQuerySchema,
  type ParsedPeopleQuery,
  type PersonSummary,
} from '@lms/shared/contracts';
import { DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { useAdminPath } from '../../../lib/admin-path';
import { useAdminPeople } from '../api/get-admin-people';

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
  label {
    display: grid;
    gap: 0.25rem;
    flex: 1 1 16rem;
    font-weight: 600;
  }
`;

const resolver = zodResolver(peopleQuerySchema);

/** The search text and page in the address (`?q=…&page=2`), so a search can be shared. */
const usePeopleSearch = () => {
  const [params, setParams] = useSearchParams();
  const parsed = peopleQuerySchema.safeParse({
    q: params.get('q') ?? '',
    page: params.get('page') ?? '',
  });
  const query: ParsedPeopleQuery = parsed.success ? parsed.data : {};
  const go = (q: string, page = 1) =>
    setParams(
      Object.fromEntries(
        [
          ['q', q.trim()],
          ['page', page > 1 ? String(page) : ''],
        ].filter(([, value]) => value !== ''),
      ),
    );
  return { text: params.get('q') ?? '', query, go };
};

/**
 * `#/admin/people` (admins and finance): accounts found by name, e-mail, company or T.C.
 * number (shown masked), newest first, a page at a time; each opens the person's page.
 */
export const PeoplePage = () => {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const adminPath = useAdminPath();
  const { text, query, go } = usePeopleSearch();
  const { register, handleSubmit, formState } = useForm<{ q: string }>({
    // The schema reads the text as the API reads its query string.
    resolver: resolver as never,
    values: { q: text },
  });
  const searchError = formState.errors.q?.message;
  const people = useAdminPeople(query);

  const columns = useMemo<ColumnDef<TableFeatures, PersonSummary>[]>(
    () => [
      {
        id: 'name',
        header: t('people.column.name'),
        cell: ({ row }) => (
          <Link to={adminPath(`people/${row.original.id}`)}>
            {`${row.original.name} ${row.original.surname}`}
          </Link>
        ),
      },
      { id: 'email', header: t('people.column.email'), cell: ({ row }) => row.original.email },
      {
        id: 'company',
        header: t('people.column.company'),
        cell: ({ row }) => row.original.companyName || '—',
      },
      {
        id: 'citizenId',
        header: t('people.column.citizenId'),
        cell: ({ row }) => row.original.citizenId || '—',
      },
      {
        id: 'state',
        header: t('people.column.state'),
        cell: ({ row }) =>
          [
            row.original.role ? t(`roles.${row.original.role}`) : t('people.learner'),
            row.original.emailVerified ? null : t('people.unverified'),
            row.original.disabled ? t('people.disabled') : null,
          ]
            .filter(Boolean)
            .join(' · '),
      },
      {
        id: 'created',
        header: t('people.column.created'),
        cell: ({ row }) => format.date(row.original.createdAt),
      },
    ],
    [t, format, adminPath],
  );

  const submit = handleSubmit(({ q }) => go(q ?? ''));

  return (
    <section aria-labelledby="people-title">
      <h2 id="people-title">{t('people.title')}</h2>
      <Search role="search" noValidate onSubmit={submit}>
        <label>
          {t('people.search')}
          <Input
            type="search"
            maxLength={100}
            placeholder={t('people.searchHint')}
            aria-invalid={Boolean(searchError)}
            {...register('q')}
          />
          {searchError && <FieldError role="alert">{t(`common:${searchError}`)}</FieldError>}
        </label>
        <Button type="submit">{t('people.find')}</Button>
      </Search>
      <QueryState
        query={people}
        isEmpty={({ data }) => data.items.length === 0}
        empty={t('people.empty')}
      >
        {({ data }) => (
          <>
            <DataTable
              label={t('people.tableLabel')}
              columns={columns}
              data={data.items}
              rowId={(row) => String(row.id)}
            />
            <Pager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => go(text, page)}
            />
          </>
        )}
      </QueryState>
    </section>
  );
};
