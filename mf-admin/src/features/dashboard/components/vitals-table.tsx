import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, QueryState, useFormatters } from '@lms/shared';
import {
  VITALS_WINDOW_DAYS,
  WEB_VITAL_THRESHOLDS,
  type VitalsRow,
  type WebVitalRating,
} from '@lms/shared/contracts';
import { useAdminVitals } from '../api/get-admin-vitals';
import { ScrollRegion } from '../../../components/scroll-region';

/** Each rating's colours (text on background, 4.5:1 or more), with its word beside them. */
const RATING_COLOURS: Record<WebVitalRating, { text: string; background: string }> = {
  good: { text: '#1b5e20', background: '#e8f5e9' },
  'needs-improvement': { text: '#7a4b00', background: '#fff3d6' },
  poor: { text: '#b71c1c', background: '#fdecea' },
};

const Scroller = styled(ScrollRegion)`
  th,
  td {
    padding: 0.45rem 0.35rem;
    /* The text beside a rating's badge. */
    vertical-align: middle;
  }
  td.figure,
  th.figure {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  th.route {
    padding-top: 0.75rem;
    overflow-wrap: anywhere;
    font-family: ui-monospace, monospace;
    font-size: 0.85rem;
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Rating = styled.span<{ $rating: WebVitalRating }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  font-weight: 600;
  color: ${({ $rating }) => RATING_COLOURS[$rating].text};
  background: ${({ $rating }) => RATING_COLOURS[$rating].background};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  margin: 0.5rem 0 0;
`;

/** A p75 as Web Vitals are read: milliseconds, CLS as a bare score. */
const useFigure = () => {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  return (row: Pick<VitalsRow, 'name' | 'p75'>) =>
    row.name === 'CLS' ? format.number(row.p75) : t('vitals.ms', { value: format.number(row.p75) });
};

/** The rows grouped by route: a route's heading row, then one row per metric. */
const byRoute = (rows: VitalsRow[]) => {
  const groups = new Map<string, VitalsRow[]>();
  for (const row of rows) groups.set(row.route, [...(groups.get(row.route) ?? []), row]);
  return [...groups.entries()];
};

const Rows = ({ rows }: { rows: VitalsRow[] }) => {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const figure = useFigure();
  return (
    // A long route makes the table wider than a phone.
    <Scroller label={t('vitals.table')}>
      <table>
        <caption className="visually-hidden">{t('vitals.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vitals.metric')}</th>
            <th scope="col" className="figure">
              {t('vitals.p75')}
            </th>
            <th scope="col" className="figure">
              {t('vitals.count')}
            </th>
            <th scope="col">{t('vitals.rating')}</th>
          </tr>
        </thead>
        {/* A route heads its rows, so four narrow columns fit a phone. */}
        {byRoute(rows).map(([route, metrics]) => (
          <tbody key={route}>
            <tr>
              <th scope="colgroup" colSpan={4} className="route">
                <span className="visually-hidden">{t('vitals.route')}: </span>
                {route}
              </th>
            </tr>
            {metrics.map((row) => (
              <tr key={row.name}>
                <td>
                  <abbr title={t(`vitals.names.${row.name}`)}>{row.name}</abbr>
                </td>
                <td className="figure">{figure(row)}</td>
                <td className="figure">{format.number(row.count)}</td>
                <td>
                  <Rating $rating={row.rating}>{t(`vitals.ratings.${row.rating}`)}</Rating>
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </Scroller>
  );
};

/**
 * What real visitors felt: the 75th percentile of LCP, INP, CLS and TTFB per route over the last
 * seven days, as the shell's sampled visits reported them, rated by the Web Vitals thresholds.
 */
export const VitalsTable = () => {
  const { t } = useTranslation('admin');
  const figure = useFigure();
  const vitals = useAdminVitals();
  const thresholds = (['LCP', 'INP', 'CLS', 'TTFB'] as const)
    .map((name) => `${name} ≤ ${figure({ name, p75: WEB_VITAL_THRESHOLDS[name][0] })}`)
    .join(', ');
  return (
    <Card as="section" aria-labelledby="dashboard-vitals">
      <h3 id="dashboard-vitals">{t('vitals.title')}</h3>
      <p>{t('vitals.intro', { days: VITALS_WINDOW_DAYS })}</p>
      <QueryState
        query={vitals}
        isEmpty={({ data }) => data.rows.length === 0}
        empty={t('vitals.empty', { days: VITALS_WINDOW_DAYS })}
      >
        {({ data }) => <Rows rows={data.rows} />}
      </QueryState>
      <Note>{t('vitals.thresholds', { thresholds })}</Note>
    </Card>
  );
};
