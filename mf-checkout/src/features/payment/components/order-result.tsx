import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  ErrorMessage,
  PageContainer,
  PageHeader,
  Spinner,
  useFormatters,
  useSessionStore,
  type ApiRequestError,
  type OrderSummary,
} from '@lms/shared';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { useOrder } from '../api/get-order';
import { BankDetailRows } from './bank-details';
import { OrderPeople } from './order-people';
import { ResultCard } from './result-card';

type Tone = 'success' | 'error' | 'info';

const MyOrdersLinks = ({ primary = 'orders' }: { primary?: 'orders' | 'cart' }) => {
  const { t } = useTranslation();
  return (
    <div className="actions">
      {primary === 'cart' && (
        <ButtonLink as={Link} to="/user/cart">
          {t('checkout:backToCart')}
        </ButtonLink>
      )}
      <ButtonLink
        as={Link}
        to="/account/orders"
        $variant={primary === 'orders' ? 'primary' : 'secondary'}
      >
        {t('checkout:myOrders')}
      </ButtonLink>
      <ButtonLink as={Link} to="/account/courses" $variant="secondary">
        {t('myTrainings')}
      </ButtonLink>
    </div>
  );
};

/** What each status means to the buyer; the page never claims more than the order says. */
const StatusView = ({ order }: { order: OrderSummary }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const free = order.paymentMethod === null || order.total <= 0;
  const number = (
    <>
      <dt>{t('checkout:orderNumber')}</dt>
      <dd className="code">{order.trackingId}</dd>
      <dt>{t('checkout:orderStatus')}</dt>
      <dd data-testid="order-status">{t(`checkout:status_${order.status}`)}</dd>
    </>
  );
  const reason = (label: string) =>
    order.failureMessage ? (
      <>
        <dt>{label}</dt>
        <dd>{order.failureMessage}</dd>
      </>
    ) : null;

  switch (order.status) {
    case 'completed':
      return (
        <Frame title={t(free ? 'checkout:freeOrderTitle' : 'checkout:paymentSuccessTitle')}>
          <CheckoutSteps current="end" hidePayment={free} />
          <ResultCard $tone="success" aria-live="polite">
            <h2>{t(free ? 'checkout:freeOrderDone' : 'checkout:paymentReceived')}</h2>
            <dl>
              {number}
              {!free && (
                <>
                  <dt>{t('checkout:paidAmount')}</dt>
                  <dd>{format.price(order.total)}</dd>
                </>
              )}
            </dl>
            <OrderPeople order={order} />
            <p>{t(free ? 'checkout:freeOrderText' : 'checkout:followOrderStatus')}</p>
            <MyOrdersLinks />
          </ResultCard>
        </Frame>
      );
    case 'pending':
      return (
        <Frame title={t('checkout:pendingTitle')}>
          <CheckoutSteps current="payment" />
          <ResultCard $tone="info" aria-live="polite">
            <h2>{t('checkout:paymentWaiting')}</h2>
            <Spinner label={t('checkout:paymentWaiting')} />
            <dl>
              {number}
              <dt>{t('checkout:amount')}</dt>
              <dd>{format.price(order.total)}</dd>
            </dl>
            <OrderPeople order={order} />
            <p>{t('checkout:pendingText')}</p>
            <MyOrdersLinks />
          </ResultCard>
        </Frame>
      );
    case 'awaiting_transfer':
      return (
        <Frame title={t('checkout:eftTitle')}>
          <CheckoutSteps current="payment" />
          <ResultCard $tone="info">
            <h2>{t('checkout:eftThanks')}</h2>
            <p>{t('checkout:eftInstructions')}</p>
            <dl>
              {number}
              <BankDetailRows order={order} />
              {order.expiresAt && (
                <>
                  <dt>{t('checkout:payUntil')}</dt>
                  <dd>{format.date(order.expiresAt, true)}</dd>
                </>
              )}
            </dl>
            <OrderPeople order={order} />
            <p>{t('checkout:eftAfter')}</p>
            <MyOrdersLinks />
          </ResultCard>
        </Frame>
      );
    case 'failed':
      return (
        <Frame title={t('paymentfail')}>
          <CheckoutSteps current="end" failed />
          <ResultCard $tone="error" role="alert">
            <h2>{t('paymentfail')}</h2>
            <dl>
              {number}
              {reason(t('checkout:failureReason'))}
            </dl>
            <p>{t('orderFailMessage')}</p>
            <MyOrdersLinks primary="cart" />
          </ResultCard>
        </Frame>
      );
    case 'expired':
      return (
        <Frame title={t('checkout:expiredTitle')}>
          <CheckoutSteps current="end" failed />
          <ResultCard $tone="error" role="alert">
            <h2>{t('checkout:expiredTitle')}</h2>
            <dl>
              {number}
              {reason(t('checkout:failureReason'))}
            </dl>
            <p>{t('checkout:expiredText')}</p>
            <MyOrdersLinks primary="cart" />
          </ResultCard>
        </Frame>
      );
    case 'refunded':
      return (
        <Frame title={t('checkout:refundedTitle')}>
          <CheckoutSteps current="end" failed />
          <ResultCard $tone="info" role="status">
            <h2>{t('checkout:refundedTitle')}</h2>
            <dl>
              {number}
              <dt>{t('checkout:amount')}</dt>
              <dd>{format.price(order.total)}</dd>
              {reason(t('checkout:refundReason'))}
            </dl>
            <p>{t('checkout:refundedText')}</p>
            <MyOrdersLinks />
          </ResultCard>
        </Frame>
      );
    case 'cancelled':
      return (
        <Frame title={t('checkout:cancelledTitle')}>
          <CheckoutSteps current="end" failed />
          <ResultCard $tone="info" role="status">
            <h2>{t('checkout:cancelledTitle')}</h2>
            <dl>{number}</dl>
            <p>{t('checkout:cancelledText')}</p>
            <MyOrdersLinks />
          </ResultCard>
        </Frame>
      );
  }
};

const Frame = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <PageHeader title={title} />
    <PageContainer>{children}</PageContainer>
  </>
);

const NotFound = () => {
  const { t } = useTranslation();
  return (
    <Frame title={t('checkout:orderNotFoundTitle')}>
      <ResultCard $tone="error" role="alert">
        <h2>{t('checkout:orderNotFoundTitle')}</h2>
        <p>{t('checkout:orderNotFoundText')}</p>
        <div className="actions">
          <ButtonLink as={Link} to="/account/orders">
            {t('checkout:myOrders')}
          </ButtonLink>
          <ButtonLink as={Link} to="/" $variant="secondary">
            {t('backToHome')}
          </ButtonLink>
        </div>
      </ResultCard>
    </Frame>
  );
};

const tone = (status: OrderSummary['status'] | undefined): Tone =>
  status === 'completed' ? 'success' : status === 'failed' ? 'error' : 'info';

/**
 * Every payment result page (success, fail, bank transfer, free) reads the order and shows its
 * real status: the address the browser came back to is only a hint, the order is the truth.
 */
export const OrderResult = ({ trackingId }: { trackingId: string }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const order = useOrder(trackingId);
  const status = order.data?.data.status;

  if (!loggedIn) {
    const returnUrl = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?returnUrl=${encodeURIComponent(returnUrl)}`} replace />;
  }
  if (!trackingId) return <NotFound />;
  if (order.isPending) {
    return (
      <Frame title={t('checkout:orderStatus')}>
        <ResultCard $tone={tone(status)}>
          <Spinner label={t('loading')} />
        </ResultCard>
      </Frame>
    );
  }
  if (order.isError) {
    const code = (order.error as ApiRequestError).status;
    if (code === 404 || code === 400) return <NotFound />;
    return (
      <Frame title={t('error')}>
        <ErrorMessage error={order.error} />
        <Button variant="secondary" onClick={() => void order.refetch()}>
          {t('retry')}
        </Button>
      </Frame>
    );
  }
  return <StatusView order={order.data.data} />;
};
