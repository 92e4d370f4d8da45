import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '@lms/shared';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { OrderDoneActions, ResultCard } from './result-card';

/** Thank-you page of a free order (spec §2): enrolled at once. */
export const PaymentFreePage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const trackingId = params.get('order');
  return (
    <>
      <PageHeader title={t('checkout:freeOrderTitle')} />
      <PageContainer>
        <CheckoutSteps current="end" hidePayment />
        <ResultCard $tone="success" aria-live="polite">
          <h2>{t('checkout:freeOrderDone')}</h2>
          {trackingId && (
            <dl>
              <dt>{t('checkout:orderNumber')}</dt>
              <dd className="code">{trackingId}</dd>
            </dl>
          )}
          <p>{t('checkout:freeOrderText')}</p>
          <OrderDoneActions />
        </ResultCard>
      </PageContainer>
    </>
  );
};
