import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageContainer, PageHeader, formatPrice } from '@lms/shared';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { useOrder } from '../api/get-order';
import { OrderDoneActions, ResultCard } from './result-card';

/** After a card payment: the order number and where to follow it (spec §2 Cart). */
export const PaymentSuccessPage = () => {
  const { t } = useTranslation();
  const { trackingId = '' } = useParams();
  const order = useOrder(trackingId);
  const status = order.data?.data.status;
  // The provider's callback confirms the order; the browser may be back a moment earlier.
  const waiting = status === 'pending';

  return (
    <>
      <PageHeader title={t('checkout:paymentSuccessTitle')} />
      <PageContainer>
        <CheckoutSteps current="end" />
        <ResultCard $tone={waiting ? 'info' : 'success'} aria-live="polite">
          <h2>{waiting ? t('checkout:paymentWaiting') : t('checkout:paymentReceived')}</h2>
          <dl>
            <dt>{t('checkout:orderNumber')}</dt>
            <dd className="code">{trackingId}</dd>
            {order.data && (
              <>
                <dt>{t('checkout:paidAmount')}</dt>
                <dd>{formatPrice(order.data.data.total)}</dd>
                <dt>{t('checkout:trainings')}</dt>
                <dd>{order.data.data.items.map((item) => item.name).join(', ')}</dd>
              </>
            )}
          </dl>
          <p>{t('checkout:followOrderStatus')}</p>
          <OrderDoneActions />
        </ResultCard>
      </PageContainer>
    </>
  );
};
