import { useEffect, useId, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import {
  Alert,
  ApiRequestError,
  Button,
  Dialog,
  ErrorMessage,
  PaymentMethod,
  Spinner,
  useFormatters,
  useRemoteReleaseHold,
  type OrderItem,
  type PaymentMethodValue,
} from '@lms/shared';
import { acceptContractsSchema, orderItemSchema } from '@lms/shared/contracts';
import { SafeHtml } from '@lms/shared/html';
import { useOrderContracts } from '../api/post-order-contracts';

export type PaymentChoice = PaymentMethodValue;

/**
 * The radios give text; the order takes the method's number (spec §7 makepayment). The tick
 * says the buyer has read and accepts both contracts shown.
 */
const paymentChoiceSchema = acceptContractsSchema.extend({
  paymentMethod: z.coerce.number().pipe(orderItemSchema.shape.paymentMethod),
});

/** The server found that the texts accepted are not today's (409 contractsChanged). */
export const isContractsChanged = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.body.errors as Record<string, string> | undefined)?.contracts === 'contractsChanged';
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

/** One contract's text: scrolls on its own, so the dialog stays usable on a phone. */
const ContractText = styled.section`
  max-height: 11rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.5rem 0.75rem;
  margin: 0 0 0.75rem;
  font-size: 0.88rem;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  h3 {
    font-size: 1rem;
    margin: 0.25rem 0 0.5rem;
  }
  h4,
  h5 {
    font-size: 0.92rem;
    margin: 0.75rem 0 0.25rem;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.15rem 0.5rem 0.15rem 0;
  }
  th {
    font-weight: 600;
    white-space: nowrap;
  }
`;

const Accept = styled.label`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  font-size: 0.92rem;
  margin: 0 0 1rem;
  input {
    margin-top: 0.2rem;
    width: 1.15rem;
    height: 1.15rem;
    flex: none;
  }
`;

export interface PaymentDialogProps {
  open: boolean;
  payable: number;
  /** Who gets each course, the cart's own sentence (seats-sentence.ts). */
  seats: string;
  /** The order's body for a payment method: what the contracts are rendered for. */
  order: (method: PaymentChoice) => OrderItem[];
  busy: boolean;
  error: unknown;
  /** Pays with the method, accepting the contracts whose hash this is. */
  onPay: (method: PaymentChoice, contractsHash: string) => void;
  onClose: () => void;
}

/** Card or bank transfer (spec §2, §4); a payment error is shown here (spec §8). */
export const PaymentDialog = ({
  open,
  payable,
  seats,
  order,
  busy,
  error,
  onPay,
  onClose,
}: PaymentDialogProps) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const acceptId = useId();
  // While a payment is being made here, an open tab keeps checkout's release: a new one is
  // switched to at a page change after it (docs/decisions/0011).
  useRemoteReleaseHold('checkout', open);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<z.input<typeof paymentChoiceSchema>, unknown, z.output<typeof paymentChoiceSchema>>({
    resolver,
    defaultValues: { paymentMethod: String(PaymentMethod.card) },
  });
  const method = Number(useWatch({ control, name: 'paymentMethod' })) as PaymentChoice;
  // The texts name the payment method: each method has its own, read from the server.
  const contracts = useOrderContracts(order(method), format.locale, open);
  const hash = contracts.data?.data.hash;

  // Other texts than those ticked (another method, or changed on the server): tick again.
  const ticked = useRef(hash);
  useEffect(() => {
    if (ticked.current !== hash) setValue('accepted', false as unknown as true);
    ticked.current = hash;
  }, [hash, setValue]);
  // The server says the texts changed since: read them again; the form keeps the rest.
  const { refetch } = contracts;
  useEffect(() => {
    if (isContractsChanged(error)) void refetch();
  }, [error, refetch]);

  const pay = handleSubmit((values) => {
    if (hash) onPay(values.paymentMethod as PaymentChoice, hash);
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeLabel={t('close')}
      title={t('checkout:paymentMethod')}
    >
      <form onSubmit={pay} noValidate>
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
        {contracts.isPending ? (
          <Spinner label={t('loading')} />
        ) : contracts.data ? (
          contracts.data.data.contracts.map((contract) => (
            <ContractText
              key={contract.kind}
              aria-label={contract.title}
              tabIndex={0}
              data-testid={`contract-${contract.kind}`}
            >
              <SafeHtml html={contract.html} headingLevel={3} />
            </ContractText>
          ))
        ) : (
          <ErrorMessage error={contracts.error} />
        )}
        <Accept htmlFor={acceptId}>
          <input
            id={acceptId}
            type="checkbox"
            aria-invalid={Boolean(errors.accepted)}
            {...register('accepted')}
          />
          <span>{t('checkout:acceptContracts')}</span>
        </Accept>
        {errors.accepted?.message && <Alert role="alert">{t(errors.accepted.message)}</Alert>}
        {error ? <ErrorMessage error={error} /> : null}
        <Button type="submit" block loading={busy} disabled={!hash}>
          {method === PaymentMethod.card
            ? t('checkout:goToCardPayment')
            : t('checkout:placeTransferOrder')}
        </Button>
      </form>
    </Dialog>
  );
};
