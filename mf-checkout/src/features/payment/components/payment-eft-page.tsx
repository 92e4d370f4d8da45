import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  Button,
  PageContainer,
  PageHeader,
  Spinner,
  formatPrice,
  useSiteSettings,
} from '@lms/shared';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { useOrder } from '../api/get-order';
import { OrderDoneActions, ResultCard } from './result-card';

const CopyButton = ({ value }: { value: string }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="ghost"
      style={{ minHeight: 32, padding: '0 0.5rem', marginLeft: '0.5rem' }}
      onClick={() =>
        void navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? t('checkout:copied') : t('checkout:copy')}
    </Button>
  );
};

/** Bank transfer chosen: bank details and the reference code to write in the transfer (spec §2). */
export const PaymentEftPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const trackingId = params.get('order') ?? '';
  const order = useOrder(trackingId);
  const settings = useSiteSettings().data?.data;
  const fromCart = (location.state as { referenceCode?: string } | null)?.referenceCode;
  const referenceCode = order.data?.data.referenceCode ?? fromCart;

  return (
    <>
      <PageHeader title={t('checkout:eftTitle')} />
      <PageContainer>
        <CheckoutSteps current="end" />
        <ResultCard $tone="info">
          <h2>{t('checkout:eftThanks')}</h2>
          <p>{t('checkout:eftInstructions')}</p>
          {order.isLoading && <Spinner label={t('loading')} />}
          <dl>
            {trackingId && (
              <>
                <dt>{t('checkout:orderNumber')}</dt>
                <dd className="code">{trackingId}</dd>
              </>
            )}
            {order.data && (
              <>
                <dt>{t('checkout:amountToTransfer')}</dt>
                <dd>{formatPrice(order.data.data.total)}</dd>
              </>
            )}
            <dt>{t('checkout:bankName')}</dt>
            <dd>{settings?.bankName}</dd>
            <dt>{t('checkout:accountHolder')}</dt>
            <dd>{settings?.bankAccountHolder}</dd>
            <dt>IBAN</dt>
            <dd>
              <span className="code" data-testid="iban">
                {settings?.iban}
              </span>
              {settings?.iban && <CopyButton value={settings.iban.replace(/\s/g, '')} />}
            </dd>
            {referenceCode && (
              <>
                <dt>{t('checkout:referenceCode')}</dt>
                <dd>
                  <span className="code" data-testid="reference-code">
                    {referenceCode}
                  </span>
                  <CopyButton value={referenceCode} />
                </dd>
              </>
            )}
          </dl>
          <p>{t('checkout:eftAfter')}</p>
          <OrderDoneActions />
        </ResultCard>
      </PageContainer>
    </>
  );
};
