import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import {
  Button,
  Dialog,
  ErrorMessage,
  PaymentMethod,
  useFormatters,
  type PaymentMethodValue,
} from '@lms/shared';
import { orderItemSchema } from '@lms/shared/contracts';

export type PaymentChoice = PaymentMethodValue;

/** The radios give text; the order takes the method's number (spec §7 makepayment). */
const paymentChoiceSchema = z.object({
  paymentMethod: z.coerce.number().pipe(orderItemSchema.shape.paymentMethod),
});
const resolver = zodResolver(paymentChoiceSchema);

const Options = styled.fieldset`
  border: 0;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid
    ${({ $checked, theme }) => ($checked ? theme.colors.primary : theme.colors.border)};
  cursor: pointer;
  input {
    margin-top: 0.3rem;
    width: 1.1rem;
    height: 1.1rem;
  }
  strong {
    display: block;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  font-size: 1.1rem;
  margin: 0 0 1rem;
`;

const Seats = styled.p`
  margin: 0 0 1rem;
`;

export interface PaymentDialogProps {
  open: boolean;
  payable: number;
  /** Who gets each course, the cart's own sentence (seats-sentence.ts). */
  seats: string;
  busy: boolean;
  error: unknown;
  onPay: (method: PaymentChoice) => void;
  onClose: () => void;
}

/** Card or bank transfer (spec §2, §4); a payment error is shown here (spec §8). */
export const PaymentDialog = ({
  open,
  payable,
  seats,
  busy,
  error,
  onPay,
  onClose,
}: PaymentDialogProps) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const { register, control, handleSubmit } = useForm<
    z.input<typeof paymentChoiceSchema>,
    unknown,
    z.output<typeof paymentChoiceSchema>
  >({ resolver, defaultValues: { paymentMethod: String(PaymentMethod.card) } });
  const method = Number(useWatch({ control, name: 'paymentMethod' }));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeLabel={t('close')}
      title={t('checkout:paymentMethod')}
    >
      <form onSubmit={handleSubmit((values) => onPay(values.paymentMethod))}>
        <Total>
          <span>{t('checkout:payable')}</span>
          <strong>{format.price(payable)}</strong>
        </Total>
        <Seats data-testid="payment-seats">{seats}</Seats>
        <Options>
          <legend>{t('checkout:choosePaymentMethod')}</legend>
          <Option $checked={method === PaymentMethod.card}>
            <input type="radio" value={PaymentMethod.card} {...register('paymentMethod')} />
            <span>
              <strong>{t('checkout:payByCard')}</strong>
              <small>{t('checkout:payByCardHint')}</small>
            </span>
          </Option>
          <Option $checked={method === PaymentMethod.bankTransfer}>
            <input type="radio" value={PaymentMethod.bankTransfer} {...register('paymentMethod')} />
            <span>
              <strong>{t('checkout:payByTransfer')}</strong>
              <small>{t('checkout:payByTransferHint')}</small>
            </span>
          </Option>
        </Options>
        {error ? <ErrorMessage error={error} /> : null}
        <Button type="submit" block loading={busy}>
          {method === PaymentMethod.card
            ? t('checkout:goToCardPayment')
            : t('checkout:placeTransferOrder')}
        </Button>
      </form>
    </Dialog>
  );
};
