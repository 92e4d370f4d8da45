import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '@lms/shared';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { useOrder } from '../api/get-order';
import { ResultCard } from './result-card';

/** After a failed card payment: order number, the failure, steps marked failed (spec §2 Cart). */
export const PaymentFailPage = () => {
  const { t } = useTranslation();
  const { trackingId = '' } = useParams();
  const order = useOrder(trackingId);
  const reason = order.data?.data.failureMessage;

  return (
    <>
      <PageHeader title={t('paymentfail')} />
      <PageContainer>
        <CheckoutSteps current="end" failed />
        <ResultCard $tone="error" role="alert">
          <h2>{t('paymentfail')}</h2>
          <dl>
            <dt>{t('checkout:orderNumber')}</dt>
            <dd className="code">{trackingId}</dd>
            {reason && (
              <>
                <dt>{t('checkout:failureReason')}</dt>
                <dd>{reason}</dd>
              </>
            )}
          </dl>
          <p>{t('orderFailMessage')}</p>
          <div className="actions">
            <Link className="primary" to="/user/cart">
              {t('checkout:backToCart')}
            </Link>
            <Link to="/contacts">{t('contacts')}</Link>
          </div>
        </ResultCard>
      </PageContainer>
    </>
  );
};
