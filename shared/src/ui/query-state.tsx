import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../api/api-client';
import { EmptyState, ErrorMessage } from './feedback';
import { Spinner } from './spinner';

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data'>;
  /** What to show once the data is here. */
  children: (data: T) => ReactNode;
  /** Whether the data has nothing to show; `empty` is shown instead. */
  isEmpty?: (data: T) => boolean;
  /** The empty state's words (shown in the shared empty box). */
  empty?: ReactNode;
  /** What to show while loading, when a spinner would not fit (a skeleton of the same size). */
  loading?: ReactNode;
  /**
   * What to show when the query failed, where the server's message is not for the reader (spec
   * §8: content pages say only that they could not load) or the page words it in its own way.
   */
  error?: ReactNode;
  /**
   * What to show when the server says there is no such thing (a 404: a detail page's wrong or old
   * link), in place of the error: a `NotFound` with the way back to its list.
   */
  notFound?: ReactNode;
}

/**
 * A query's loading, error (or not found) and empty states, in that order (style.md), then its
 * data. Data that failed to come is never `null` on screen: the server's message is shown instead.
 */
export function QueryState<T>({
  query,
  children,
  isEmpty,
  empty,
  loading,
  error,
  notFound,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <>{loading ?? <Spinner label={t('loading')} />}</>;
  if (query.isError && notFound !== undefined && isNotFound(query.error)) return <>{notFound}</>;
  if (query.isError) return <>{error ?? <ErrorMessage error={query.error} />}</>;
  const data = query.data as T;
  if (isEmpty?.(data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(data)}</>;
}
