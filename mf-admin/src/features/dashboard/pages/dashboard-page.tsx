import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, PlainList, QueryState, useFormatters, useSessionStore } from '@lms/shared';
import type { AdminDashboard, SalesFigures } from '@lms/shared/contracts';
import { ADMIN_NAV } from '../../../admin-nav';
import { useAdminPath } from '../../../lib/admin-path';
import { mayOpen, type StaffRole } from '../../../lib/roles';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { VitalsTable } from '../components/vitals-table';

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  margin-block: 1rem;
`;

const Figure = styled.p`
  font-size: 1.75rem;
  font-weight: 700;
  margin: 0.25rem 0;
`;

const Sums = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.15rem 0.75rem;
  margin: 0.5rem 0;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const VitalsBlock = styled.div`
  margin-block: 1rem;
`;

/** A dashboard card: a heading, its content and the link to its list. */
const Tile = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card as="section" aria-labelledby={id}>
    <h3 id={id}>{title}</h3>
    {children}
  </Card>
);

const Sales = ({ id, title, figures }: { id: string; title: string; figures: SalesFigures }) => {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  return (
    <Tile id={id} title={title}>
      <Figure>{t('dashboard.paidOrders', { count: figures.orders })}</Figure>
      <Sums>
        <dt>{t('dashboard.net')}</dt>
        <dd>{format.price(figures.subtotal)}</dd>
        <dt>{t('dashboard.vat')}</dt>
        <dd>{format.price(figures.tax)}</dd>
        <dt>{t('dashboard.total')}</dt>
        <dd>
          <strong>{format.price(figures.total)}</strong>
        </dd>
      </Sums>
    </Tile>
  );
};

const Figures = ({ data, role }: { data: AdminDashboard; role: StaffRole }) => {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const adminPath = useAdminPath();
  const opens = (to: string) =>
    ADMIN_NAV.some((item) => item.to === to && mayOpen(role, item.roles));
  return (
    <>
      <Grid>
        {data.sales && (
          <>
            <Sales id="dashboard-today" title={t('dashboard.today')} figures={data.sales.today} />
            <Sales id="dashboard-month" title={t('dashboard.month')} figures={data.sales.month} />
          </>
        )}
        {data.transfersAwaiting !== null && (
          <Tile id="dashboard-transfers" title={t('dashboard.transfers')}>
            <Figure>{format.number(data.transfersAwaiting)}</Figure>
            {opens('orders') && (
              <Link to={`${adminPath('orders')}?status=awaiting_transfer`}>
                {t('dashboard.seeTransfers')}
              </Link>
            )}
          </Tile>
        )}
        {data.refundsOwed && (
          <Tile id="dashboard-refunds-owed" title={t('dashboard.refundsOwed')}>
            <Figure>{format.number(data.refundsOwed.count)}</Figure>
            <Sums>
              <dt>{t('dashboard.refundsOwedTotal')}</dt>
              <dd>
                <strong>{format.price(data.refundsOwed.total)}</strong>
              </dd>
            </Sums>
            {opens('orders') && (
              <Link to={`${adminPath('orders')}?refund=owed`}>{t('dashboard.seeRefundsOwed')}</Link>
            )}
          </Tile>
        )}
        {data.openMessages !== null && (
          <Tile id="dashboard-messages" title={t('dashboard.messages')}>
            <Figure>{format.number(data.openMessages)}</Figure>
            {opens('messages') && (
              <Link to={adminPath('messages')}>{t('dashboard.seeMessages')}</Link>
            )}
          </Tile>
        )}
      </Grid>
      <Tile id="dashboard-enrolments" title={t('dashboard.enrolments')}>
        {data.newestEnrolments.length === 0 ? (
          <p>{t('dashboard.noEnrolments')}</p>
        ) : (
          <PlainList $gap="0.5rem">
            {data.newestEnrolments.map((row) => (
              <li key={`${row.userId}-${row.courseId}`}>
                {opens('people') ? (
                  <Link to={adminPath(`people/${row.userId}`)}>{row.name}</Link>
                ) : (
                  row.name
                )}{' '}
                · {row.courseName} ·{' '}
                <time dateTime={row.enrolledAt}>{format.date(row.enrolledAt, true)}</time>
              </li>
            ))}
          </PlainList>
        )}
      </Tile>
    </>
  );
};

/** `#/admin`: a greeting, today's figures for the role, and the areas it may open. */
export const DashboardPage = ({ role }: { role: StaffRole }) => {
  const { t } = useTranslation('admin');
  const user = useSessionStore((s) => s.user);
  const dashboard = useAdminDashboard();
  return (
    <section aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">{t('home.welcome', { name: user?.name ?? '' })}</h2>
      <p>{t('home.roleOnly', { role: t(`roles.${role}`) })}</p>
      <QueryState query={dashboard}>{({ data }) => <Figures data={data} role={role} />}</QueryState>
      <VitalsBlock>
        <VitalsTable />
      </VitalsBlock>
    </section>
  );
};
