import { useSearchParams } from 'react-router-dom';

/** What a list page's query schema offers: zod's `safeParse`. */
interface QuerySchema<Query> {
  safeParse(input: unknown): { success: true; data: Query } | { success: false };
}

/**
 * A list's filters and page in the address (`?status=completed&page=2`), so a filtered page can
 * be shared: the typed values (every key of `empty`, '' when absent), the query the schema makes
 * of them (an address edited by hand that does not parse gives `fallback`, the unfiltered list),
 * and `go` to apply new values at a page.
 */
export function useFilterSearch<Values extends { [K in keyof Values]: string }, Query>(
  empty: Values,
  schema: QuerySchema<Query>,
  fallback: Query,
) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(empty) as (keyof Values & string)[];
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Values;
  const parsed = schema.safeParse({ ...values, page: params.get('page') ?? '' });
  const query = parsed.success ? parsed.data : fallback;
  const go = (next: Values, page = 1) =>
    setParams(
      Object.fromEntries(
        [
          ...keys.map((key) => [key, (next[key] as string).trim()]),
          ['page', page > 1 ? String(page) : ''],
        ].filter(([, value]) => value !== ''),
      ),
    );
  return { values, query, go };
}
