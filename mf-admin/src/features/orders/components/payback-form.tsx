import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Field, Input, useFormatters } from '@lms/shared';
import {
  PAYBACK_REFERENCE_MAX,
  adminPaybackSchema,
  type AdminOrderEvent,
  type AdminPaybackRequest,
} from '@lms/shared/contracts';
import { useFieldMessage } from '../../courses/components/use-field-message';
import { messageOf, showServerErrors } from '../../site/components/form-errors';
import { useMarkPaidBack } from '../api/post-payback';

const resolver = zodResolver(adminPaybackSchema);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/**
 * Marks a bank refund paid back: the bank reference or a note, then the server mails
 * the buyer. What was typed stays when the server refuses it.
 */
export const PaybackForm = ({
  trackingId,
  event,
  onDone,
  onCancel,
}: {
  trackingId: string;
  event: AdminOrderEvent;
  onDone: (message: string | undefined) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const fieldMessage = useFieldMessage();
  const mark = useMarkPaidBack();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AdminPaybackRequest>({ resolver, defaultValues: { reference: '' } });
  const submit = handleSubmit((payload) =>
    mark
      .mutateAsync({ trackingId, eventId: event.id, payload })
      .then((response) => onDone(response.message))
      .catch((error: unknown) => {
        showServerErrors(error, setError);
      }),
  );
  return (
    <form noValidate onSubmit={submit} aria-label={t('orders.paybackTitle')}>
      <p>{t('orders.paybackText', { amount: format.price(event.amount ?? 0) })}</p>
      <Field
        label={t('orders.paybackReference')}
        hint={t('orders.paybackReferenceHint')}
        error={errors.reference?.message ? fieldMessage(errors.reference.message) : undefined}
      >
        {(props) => (
          <Input
            {...props}
            autoComplete="off"
            maxLength={PAYBACK_REFERENCE_MAX}
            {...register('reference')}
          />
        )}
      </Field>
      {mark.isError && !errors.reference && (
        <Alert role="alert" $kind="error">
          {messageOf(mark.error)}
        </Alert>
      )}
      <Actions>
        <Button type="submit" loading={mark.isPending}>
          {t('orders.markPaidBack')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('orders.back')}
        </Button>
      </Actions>
    </form>
  );
};
