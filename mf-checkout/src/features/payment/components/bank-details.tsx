import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useFormatters, useSiteSettings, type OrderSummary } from '@lms/shared';

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

/**
 * What a bank transfer needs (spec §2 Cart): the amount, the bank account from the site settings
 * and the order's reference code for the transfer's description. Rows of the caller's <dl>.
 */
export const BankDetailRows = ({ order }: { order: OrderSummary }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const settings = useSiteSettings().data?.data;
  return (
    <>
      <dt>{t('checkout:amountToTransfer')}</dt>
      <dd data-testid="amount-to-transfer">{format.price(order.total)}</dd>
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
      <dt>{t('checkout:referenceCode')}</dt>
      <dd>
        <span className="code" data-testid="reference-code">
          {order.referenceCode}
        </span>
        <CopyButton value={order.referenceCode} />
      </dd>
    </>
  );
};
