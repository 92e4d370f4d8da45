import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  PaymentMethod,
  WITHDRAWAL_DAYS,
  Button,
  ButtonLink,
  PlainList,
  QueryState,
  formatParticipants,
  outlinedSurface,
  useFormatters,
  useMyOrders,
  useSiteSettings,
  type OrderStatusValue,
  type OrderSummary,
} from '@lms/shared';
import { Panel } from '../../../components/panel';
import { ServerError } from '../../../components/server-error';
import { useDownloadReceipt } from '../api/get-order-receipt';
import { useDownloadContracts } from '../api/get-order-contracts';
import { WithdrawalDialog } from './withdrawal-dialog';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A paid order within its 14 days: the server decides each seat, the button only opens. */
const mayWithdraw = (order: OrderSummary) =>
  order.status === 'completed' &&
  order.total > 0 &&
  order.completedAt !== null &&
  Date.now() < new Date(order.completedAt).getTime() + WITHDRAWAL_DAYS * DAY_MS;

const Order = styled.li`
  ${outlinedSurface}
  padding: 1rem;
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.5rem 1rem;
    margin-bottom: 0.75rem;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  h3 small {
    display: block;
    font-weight: 400;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
    margin-top: 0.15rem;
  }
  .items {
    margin: 0 0 0.75rem;
  }
  .items li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.15rem 1rem;
    padding-bottom: 0.5rem;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }
  .items p {
    margin: 0;
    grid-column: 1 / -1;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
  .items p span {
    color: ${({ theme }) => theme.colors.text};
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.3rem 1rem;
    margin: 0 0 0.75rem;
    font-size: 0.95rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .total {
    font-weight: 700;
  }
  .note {
    margin: 0 0 0.75rem;
    padding: 0.75rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    font-size: 0.92rem;
  }
  .note dl {
    margin: 0.5rem 0 0;
    grid-template-columns: max-content minmax(0, 1fr);
  }
  .note dd {
    text-align: left;
  }
  @media (max-width: 479px) {
    .note dl {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
    }
    .note dd {
      margin-bottom: 0.4rem;
    }
  }
  .refunds {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .code {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    letter-spacing: 0.03em;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;

const Badge = styled.span<{ $status: OrderStatusValue }>`
  display: inline-block;
  padding: 0.2rem 0.65rem;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $status, theme }) =>
    $status === 'completed'
      ? theme.colors.success
      : $status === 'failed' || $status === 'expired'
        ? theme.colors.error
        : $status === 'pending' || $status === 'awaiting_transfer'
          ? theme.colors.info
          : theme.colors.muted};
  background: ${({ $status, theme }) =>
    $status === 'completed'
      ? theme.colors.successBg
      : $status === 'failed' || $status === 'expired'
        ? theme.colors.errorBg
        : $status === 'pending' || $status === 'awaiting_transfer'
          ? theme.colors.infoBg
          : theme.colors.background};
`;

const paymentMethodKey = (order: OrderSummary) =>
  order.paymentMethod === PaymentMethod.card
    ? 'paidByCard'
    : order.paymentMethod === PaymentMethod.bankTransfer
      ? 'paidByTransfer'
      : 'freeOrder';

/** What to do about the order now, by its status. */
const StatusNote = ({ order }: { order: OrderSummary }) => {
  const { t } = useTranslation('account');
  const format = useFormatters();
  const settings = useSiteSettings().data?.data;
  const until = order.expiresAt && (
    <>
      <dt>{t('payUntil')}</dt>
      <dd>{format.date(order.expiresAt, true)}</dd>
    </>
  );
  switch (order.status) {
    case 'awaiting_transfer':
      return (
        <div className="note">
          {t('transferNote')}
          <dl>
            <dt>{t('bankName')}</dt>
            <dd>{settings?.bankName}</dd>
            <dt>{t('accountHolder')}</dt>
            <dd>{settings?.bankAccountHolder}</dd>
            <dt>IBAN</dt>
            <dd className="code">{settings?.iban}</dd>
            <dt>{t('referenceCode')}</dt>
            <dd className="code" data-testid="order-reference">
              {order.referenceCode}
            </dd>
            {until}
          </dl>
        </div>
      );
    case 'pending':
      return (
        <div className="note">
          {t('pendingNote')}
          {until && <dl>{until}</dl>}
        </div>
      );
    case 'refunded':
      // Refunded by staff or withdrawn from by the buyer (the refunds say which): the trainings
      // were added, then removed. With no refund of its own, the checkout gave back money that
      // came for an order it could not use: no training was added.
      if (order.refunds?.length) {
        const withdrawn = order.refunds.some((refund) => refund.withdrawal);
        return (
          <div className="note">
            {t(withdrawn ? 'withdrawnNote' : 'refundedByStaffNote', {
              amount: format.price(order.refunds.reduce((sum, refund) => sum + refund.amount, 0)),
            })}
          </div>
        );
      }
      return (
        <div className="note">
          {t('refundedNote')}
          {order.failureMessage && (
            <dl>
              <dt>{t('reason')}</dt>
              <dd>{order.failureMessage}</dd>
            </dl>
          )}
        </div>
      );
    case 'failed':
    case 'expired':
      return (
        <div className="note">
          {t(`${order.status}Note`)}
          {order.failureMessage && (
            <dl>
              <dt>{t('reason')}</dt>
              <dd>{order.failureMessage}</dd>
            </dl>
          )}
        </div>
      );
    case 'cancelled':
      // The list leaves replaced orders out: one shown here was cancelled with its course (issue
      // 26), and says so.
      return <div className="note">{order.failureMessage ?? t('cancelledNote')}</div>;
    case 'completed':
      return null;
  }
};

/**
 * Each refund of the order: back to the card, or (a bank-transfer order) to be sent to the
 * buyer's bank account by the foundation, and once sent, when.
 */
const RefundNotes = ({ order }: { order: OrderSummary }) => {
  const { t } = useTranslation('account');
  const format = useFormatters();
  if (!order.refunds?.length) return null;
  return (
    <ul className="refunds" aria-label={t('refundsTitle')}>
      {order.refunds.map((refund) => {
        const amount = format.price(refund.amount);
        const what = refund.withdrawal ? 'withdrawal' : 'refund';
        return (
          <li key={refund.at} className="note">
            {!refund.toBankAccount
              ? t(`${what}ToCard`, { amount, date: format.date(refund.at) })
              : refund.paidBackAt
                ? t(`${what}SentToBank`, { amount, date: format.date(refund.paidBackAt) })
                : t(`${what}ToBeSentToBank`, { amount, date: format.date(refund.at) })}
          </li>
        );
      })}
    </ul>
  );
};

const OrderCard = ({ order }: { order: OrderSummary }) => {
  const { t } = useTranslation('account');
  const format = useFormatters();
  const receipt = useDownloadReceipt();
  const contracts = useDownloadContracts();
  const [withdrawing, setWithdrawing] = useState(false);
  const titleId = `order-${order.trackingId}`;
  return (
    <Order aria-labelledby={titleId}>
      <header>
        <h3 id={titleId}>
          {t('orderNumberOf', { trackingId: order.trackingId })}
          <small>{format.date(order.createdAt, true)}</small>
        </h3>
        <Badge $status={order.status}>{t(`status_${order.status}`)}</Badge>
      </header>
      <PlainList className="items" $gap="0.5rem" aria-label={t('orderTrainings')}>
        {order.items.map((item) => (
          <li key={item.courseId}>
            <a href={`#/courses/details/${item.nameSlug}`}>{item.name}</a>
            <span className="num">
              {item.unitPrice > 0
                ? `${item.quantity} × ${format.price(item.unitPrice)}`
                : t('freeOrder')}
              {item.memberAssociation && (
                <small className="member">
                  {' '}
                  ({t('memberPriceLine', { association: item.memberAssociation })})
                </small>
              )}
            </span>
            <p>
              {t('whoGetsCourse')}: <span>{formatParticipants(item.participants)}</span>
            </p>
          </li>
        ))}
      </PlainList>
      <dl>
        <dt>{t('subtotal')}</dt>
        <dd>{format.price(order.subtotal)}</dd>
        <dt>{t('vat')}</dt>
        <dd>{format.price(order.tax)}</dd>
        <dt className="total">{t('orderTotal')}</dt>
        <dd className="total">{order.total > 0 ? format.price(order.total) : t('freeOrder')}</dd>
        <dt>{t('paymentMethod')}</dt>
        <dd>{t(paymentMethodKey(order))}</dd>
      </dl>
      <StatusNote order={order} />
      <RefundNotes order={order} />
      <div className="actions">
        {order.status === 'awaiting_transfer' && (
          <ButtonLink
            $variant="secondary"
            href={`#/payment/success/eft?trackingId=${encodeURIComponent(order.trackingId)}`}
          >
            {t('showTransferDetails')}
          </ButtonLink>
        )}
        {order.status === 'completed' && order.hasReceipt && (
          <Button
            variant="secondary"
            loading={receipt.isPending}
            onClick={() => receipt.mutate(order.trackingId)}
          >
            {t('receipt')}
          </Button>
        )}
        {order.hasContracts && (
          <Button
            variant="secondary"
            loading={contracts.isPending}
            onClick={() => contracts.mutate(order.trackingId)}
          >
            {t('contractsPdf')}
          </Button>
        )}
        {mayWithdraw(order) && (
          <Button variant="secondary" onClick={() => setWithdrawing(true)}>
            {t('withdraw')}
          </Button>
        )}
      </div>
      {withdrawing && (
        <WithdrawalDialog
          trackingId={order.trackingId}
          open={withdrawing}
          onClose={() => setWithdrawing(false)}
        />
      )}
      {receipt.isError && <ServerError error={receipt.error} />}
      {contracts.isError && <ServerError error={contracts.error} />}
    </Order>
  );
};

const Orders = () => {
  const { t } = useTranslation(['account', 'common']);
  const orders = useMyOrders();
  return (
    <QueryState
      query={orders}
      isEmpty={(response) => response.data.length === 0}
      empty={
        <>
          <p>{t('ordersEmpty')}</p>
          <a href="#/courses/online">{t('browseCourses')}</a>
        </>
      }
    >
      {(response) => (
        <PlainList as="ol">
          {response.data.map((order) => (
            <OrderCard key={order.trackingId} order={order} />
          ))}
        </PlainList>
      )}
    </QueryState>
  );
};

/** My orders: every order with its courses, who gets them, totals, status and receipt. */
export const MyOrders = () => {
  const { t } = useTranslation('account');
  return (
    <Panel aria-labelledby="my-orders-title">
      <h2 id="my-orders-title">{t('myOrders')}</h2>
      <Orders />
    </Panel>
  );
};
