import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  ApiRequestError,
  Button,
  Card,
  Dialog,
  NotFound,
  QueryState,
  useFormatters,
} from '@lms/shared';
import type { AdminOrderDetail, AdminOrderEvent, AdminOrderSeat } from '@lms/shared/contracts';
import { useAdminPath } from '../../../lib/admin-path';
import { useAdminOrder } from '../api/get-admin-order';
import { useAdminReceipt } from '../api/get-admin-order-receipt';
import { useCancelOrder } from '../api/post-cancel-order';
import { useConfirmTransfer } from '../api/post-confirm-transfer';
import { useRefundOrder } from '../api/post-refund-order';
import { OrderTable } from '../components/order-tables';
import { PaybackForm } from '../components/payback-form';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: 0.25rem 1rem;
  margin: 0 0 1rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 0 2rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.5rem 0 1rem;
`;

const seatKey = (seat: { courseId: number; email: string }) => `${seat.courseId}|${seat.email}`;

type Pending =
  | { kind: 'confirm' }
  | { kind: 'cancel' }
  | { kind: 'payback'; event: AdminOrderEvent }
  | { kind: 'refund'; seats: AdminOrderSeat[] | null; started: string | null };

/**
 * A refund's money: sent back by the provider (a card), still to be sent by bank (with the
 * button that marks it sent), or sent, by whom, when, with which reference.
 */
const PaybackCell = ({
  event,
  busy,
  onMark,
}: {
  event: AdminOrderEvent;
  busy: boolean;
  onMark: () => void;
}) => {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  if (!event.manual) return <>–</>;
  if (event.paidBack) {
    return (
      <>
        {t('orders.paidBackOn', { date: format.date(event.paidBack.at, true) })}
        <br />
        <small>
          {t('orders.paidBackBy', { by: event.paidBack.by, reference: event.paidBack.reference })}
        </small>
      </>
    );
  }
  return (
    <>
      <strong>{t('orders.toPayBack', { amount: format.price(event.amount ?? 0) })}</strong>
      <br />
      <Button variant="secondary" disabled={busy} onClick={onMark}>
        {t('orders.markPaidBack')}
      </Button>
    </>
  );
};

/** The order's page: what was bought, by whom, for whom, what happened, and what staff may do. */
const OrderView = ({ order }: { order: AdminOrderDetail }) => {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const confirm = useConfirmTransfer();
  const cancel = useCancelOrder();
  const refund = useRefundOrder();
  const receipt = useAdminReceipt();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const refundable = order.seatList.filter((seat) => seat.refundable > 0);
  const chosen = refundable.filter((seat) => selected.has(seatKey(seat)));
  const close = () => setPending(null);
  const finish = (message: string | undefined) => {
    setDone(message || null);
    setFailed(null);
    setPending(null);
  };
  const fail = (error: Error) => {
    setFailed(error.message);
    setDone(null);
    setPending(null);
  };

  const sendRefund = (seats: AdminOrderSeat[] | null, confirmStarted: boolean) =>
    refund.mutate(
      {
        trackingId: order.trackingId,
        ...(seats ? { seats: seats.map(({ courseId, email }) => ({ courseId, email })) } : {}),
        ...(confirmStarted ? { confirmStarted: true } : {}),
      },
      {
        onSuccess: (response) => {
          setSelected(new Set());
          finish(response.message);
        },
        onError: (error) => {
          // The server asks first when a learner of these seats has started the course.
          if (
            error instanceof ApiRequestError &&
            (error.body.errors as Record<string, string> | undefined)?.confirmStarted
          ) {
            setPending({ kind: 'refund', seats, started: error.message });
            return;
          }
          fail(error);
        },
      },
    );

  const refundTotal = (seats: AdminOrderSeat[] | null) =>
    seats
      ? seats.reduce((sum, seat) => sum + seat.refundable, 0)
      : order.total - order.refundedAmount;
  const busy = confirm.isPending || cancel.isPending || refund.isPending;

  return (
    <>
      <h2 id="order-title">{t('orders.orderTitle', { id: order.trackingId })}</h2>
      <p>
        <strong>{t(`orders.statuses.${order.status}`)}</strong>
        {order.failureMessage && ` · ${order.failureMessage}`}
      </p>
      {done && (
        <Alert $kind="success" role="status">
          {done}
        </Alert>
      )}
      {failed && (
        <Alert $kind="error" role="alert">
          {failed}
        </Alert>
      )}

      {(order.canConfirmTransfer || order.canCancel || order.receiptPath) && (
        <Actions>
          {order.canConfirmTransfer && (
            <Button disabled={busy} onClick={() => setPending({ kind: 'confirm' })}>
              {t('orders.confirmTransfer')}
            </Button>
          )}
          {order.canCancel && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => setPending({ kind: 'cancel' })}
            >
              {t('orders.cancelOrder')}
            </Button>
          )}
          {order.receiptPath && (
            <Button
              variant="secondary"
              disabled={receipt.isPending}
              onClick={() => receipt.mutate(order.trackingId)}
            >
              {t('orders.receipt')}
            </Button>
          )}
        </Actions>
      )}

      <Columns>
        <section aria-labelledby="order-buyer">
          <h3 id="order-buyer">{t('orders.buyerTitle')}</h3>
          <Facts>
            <dt>{t('orders.name')}</dt>
            <dd>{order.buyerName}</dd>
            <dt>{t('orders.email')}</dt>
            <dd>{order.buyerEmail}</dd>
            {order.buyerPhone && (
              <>
                <dt>{t('orders.phone')}</dt>
                <dd>{order.buyerPhone}</dd>
              </>
            )}
            {order.companyName && (
              <>
                <dt>{t('orders.company')}</dt>
                <dd>{order.companyName}</dd>
              </>
            )}
            <dt>{t('orders.method')}</dt>
            <dd>
              {order.paymentMethod === null
                ? t('orders.free')
                : t(`orders.methods.${order.paymentMethod}`)}
            </dd>
            <dt>{t('orders.reference')}</dt>
            <dd>{order.referenceCode}</dd>
            <dt>{t('orders.date')}</dt>
            <dd>{format.date(order.createdAt, true)}</dd>
            {order.completedAt && (
              <>
                <dt>{t('orders.completedAt')}</dt>
                <dd>{format.date(order.completedAt, true)}</dd>
              </>
            )}
          </Facts>
        </section>
        <section aria-labelledby="order-amounts">
          <h3 id="order-amounts">{t('orders.amounts')}</h3>
          <Facts>
            <dt>{t('orders.net')}</dt>
            <dd>{format.price(order.subtotal)}</dd>
            <dt>{t('orders.vat')}</dt>
            <dd>{format.price(order.tax)}</dd>
            <dt>{t('orders.total')}</dt>
            <dd>{format.price(order.total)}</dd>
            <dt>{t('orders.refunded')}</dt>
            <dd>{format.price(order.refundedAmount)}</dd>
          </Facts>
        </section>
      </Columns>

      <section aria-labelledby="order-seats">
        <h3 id="order-seats">{t('orders.seatsTitle')}</h3>
        <OrderTable
          label={t('orders.seatsTitle')}
          head={[
            t('orders.pick'),
            t('orders.course'),
            t('orders.participant'),
            t('orders.seatState'),
            t('orders.refundable'),
          ]}
        >
          {order.seatList.map((seat) => {
            const key = seatKey(seat);
            const name = `${seat.name} ${seat.surname}`;
            return (
              <tr key={key}>
                <td>
                  {seat.refundable > 0 && (
                    <input
                      type="checkbox"
                      aria-label={t('orders.pickSeat', {
                        name,
                        email: seat.email,
                        course: seat.courseName,
                      })}
                      checked={selected.has(key)}
                      onChange={(event) => {
                        const next = new Set(selected);
                        if (event.target.checked) next.add(key);
                        else next.delete(key);
                        setSelected(next);
                      }}
                    />
                  )}
                </td>
                <td>{seat.courseName}</td>
                <td>
                  {name}
                  <br />
                  <small>{seat.email}</small>
                </td>
                <td>{t(`orders.seatStates.${seat.state}`)}</td>
                <td>{seat.refundable > 0 ? format.price(seat.refundable) : '–'}</td>
              </tr>
            );
          })}
        </OrderTable>
        {order.canRefund && (
          <Actions>
            <Button
              variant="secondary"
              disabled={busy || chosen.length === 0}
              onClick={() => setPending({ kind: 'refund', seats: chosen, started: null })}
            >
              {t('orders.refundChosen', { count: chosen.length })}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => setPending({ kind: 'refund', seats: null, started: null })}
            >
              {t('orders.refundAll')}
            </Button>
          </Actions>
        )}
      </section>

      <section aria-labelledby="order-events">
        <h3 id="order-events">{t('orders.eventsTitle')}</h3>
        {order.events.length === 0 ? (
          <p>{t('orders.noEvents')}</p>
        ) : (
          <OrderTable
            label={t('orders.eventsTitle')}
            head={[
              t('orders.at'),
              t('orders.provider'),
              t('orders.event'),
              t('orders.amount'),
              t('orders.payback'),
            ]}
          >
            {order.events.map((event) => (
              <tr key={event.id}>
                <td>{format.date(event.at, true)}</td>
                <td>{event.provider}</td>
                <td>
                  {event.withdrawal
                    ? t('orders.events.withdrawal')
                    : t(`orders.events.${event.status}`, { defaultValue: event.status })}
                </td>
                <td>{event.amount === null ? '–' : format.price(event.amount)}</td>
                <td>
                  <PaybackCell
                    event={event}
                    busy={busy}
                    onMark={() => setPending({ kind: 'payback', event })}
                  />
                </td>
              </tr>
            ))}
          </OrderTable>
        )}
      </section>

      <section aria-labelledby="order-mails">
        <h3 id="order-mails">{t('orders.mailsTitle')}</h3>
        {order.mails.length === 0 ? (
          <p>{t('orders.noMails')}</p>
        ) : (
          <OrderTable
            label={t('orders.mailsTitle')}
            head={[t('orders.at'), t('orders.recipient'), t('orders.subject')]}
          >
            {order.mails.map((mail, index) => (
              <tr key={index}>
                <td>{format.date(mail.at, true)}</td>
                <td>{mail.recipient}</td>
                <td>{mail.subject}</td>
              </tr>
            ))}
          </OrderTable>
        )}
      </section>

      <Dialog
        open={pending !== null}
        title={
          pending?.kind === 'confirm'
            ? t('orders.confirmTitle')
            : pending?.kind === 'cancel'
              ? t('orders.cancelTitle')
              : pending?.kind === 'payback'
                ? t('orders.paybackTitle')
                : t('orders.refundTitle')
        }
        onClose={close}
        closeLabel={t('orders.close')}
      >
        {pending?.kind === 'confirm' && (
          <>
            <p>
              {t('orders.confirmText', {
                amount: format.price(order.total),
                ref: order.referenceCode,
              })}
            </p>
            <Actions>
              <Button
                disabled={confirm.isPending}
                onClick={() =>
                  confirm.mutate(order.trackingId, {
                    onSuccess: (response) => finish(response.message),
                    onError: fail,
                  })
                }
              >
                {t('orders.confirmTransfer')}
              </Button>
              <Button variant="secondary" onClick={close}>
                {t('orders.back')}
              </Button>
            </Actions>
          </>
        )}
        {pending?.kind === 'cancel' && (
          <>
            <p>{t('orders.cancelText')}</p>
            <Actions>
              <Button
                disabled={cancel.isPending}
                onClick={() =>
                  cancel.mutate(order.trackingId, {
                    onSuccess: (response) => finish(response.message),
                    onError: fail,
                  })
                }
              >
                {t('orders.cancelOrder')}
              </Button>
              <Button variant="secondary" onClick={close}>
                {t('orders.back')}
              </Button>
            </Actions>
          </>
        )}
        {pending?.kind === 'payback' && (
          <PaybackForm
            trackingId={order.trackingId}
            event={pending.event}
            onDone={finish}
            onCancel={close}
          />
        )}
        {pending?.kind === 'refund' && (
          <>
            {pending.started ? (
              <Alert $kind="info" role="alert">
                {pending.started}
              </Alert>
            ) : (
              <p>
                {t('orders.refundText', {
                  amount: format.price(refundTotal(pending.seats)),
                  count: pending.seats ? pending.seats.length : refundable.length,
                })}
              </p>
            )}
            <Actions>
              <Button
                disabled={refund.isPending}
                onClick={() => sendRefund(pending.seats, pending.started !== null)}
              >
                {pending.started ? t('orders.refundAnyway') : t('orders.refund')}
              </Button>
              <Button variant="secondary" onClick={close}>
                {t('orders.back')}
              </Button>
            </Actions>
          </>
        )}
      </Dialog>
    </>
  );
};

/** `#/admin/orders/:id` (finance and admins): one order, and what staff may do with it. */
export const OrderPage = () => {
  const { t } = useTranslation('admin');
  const adminPath = useAdminPath();
  const trackingId = useParams().id ?? '';
  const query = useAdminOrder(trackingId);
  return (
    <Card>
      <p>
        <Link to={adminPath('orders')}>{t('orders.backToList')}</Link>
      </p>
      <QueryState
        query={query}
        notFound={<NotFound backTo={adminPath('orders')} backLabel={t('orders.backToList')} />}
      >
        {({ data }) => <OrderView key={data.trackingId} order={data} />}
      </QueryState>
    </Card>
  );
};
