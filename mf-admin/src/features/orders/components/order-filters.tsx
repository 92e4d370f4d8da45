import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Field, Input, inputStyles } from '@lms/shared';
import { ORDER_STATUSES, adminOrdersQuerySchema } from '@lms/shared/contracts';

/** The filter form's fields: what a person types or picks, strings all. */
export interface OrderFilterValues {
  status: string;
  method: string;
  from: string;
  to: string;
  course: string;
  buyer: string;
  /** `owed`: only orders with a bank refund still to be paid back. */
  refund: string;
}

export const NO_ORDER_FILTERS: OrderFilterValues = {
  status: '',
  method: '',
  from: '',
  to: '',
  course: '',
  buyer: '',
  refund: '',
};

const resolver = zodResolver(adminOrdersQuerySchema);

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 0 1rem;
  align-items: start;
  margin-bottom: 1rem;
`;

const Select = styled.select`
  ${inputStyles}
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

/** Status, method, refunds owed, dates, course and buyer: the order list's filters, checked as the API does. */
export const OrderFilters = ({
  values,
  onApply,
  onExport,
  exporting,
}: {
  values: OrderFilterValues;
  onApply: (values: OrderFilterValues) => void;
  onExport: () => void;
  exporting: boolean;
}) => {
  const { t } = useTranslation('admin');
  const { register, handleSubmit, reset, getValues, formState } = useForm<OrderFilterValues>({
    resolver: resolver as never,
    values,
  });
  const error = (field: keyof OrderFilterValues) => {
    const message = formState.errors[field]?.message;
    return message ? t(`common:${message}`) : undefined;
  };
  return (
    <Form
      onSubmit={handleSubmit(() => onApply(getValues()))}
      noValidate
      aria-label={t('orders.filters')}
    >
      <Field label={t('orders.buyer')} hint={t('orders.buyerHint')} error={error('buyer')}>
        {(control) => <Input {...control} autoComplete="off" {...register('buyer')} />}
      </Field>
      <Field label={t('orders.course')} hint={t('orders.courseHint')} error={error('course')}>
        {(control) => <Input {...control} autoComplete="off" {...register('course')} />}
      </Field>
      <Field label={t('orders.status')} error={error('status')}>
        {(control) => (
          <Select {...control} {...register('status')}>
            <option value="">{t('orders.any')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`orders.statuses.${status}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('orders.method')} error={error('method')}>
        {(control) => (
          <Select {...control} {...register('method')}>
            <option value="">{t('orders.any')}</option>
            <option value="0">{t('orders.methods.0')}</option>
            <option value="1">{t('orders.methods.1')}</option>
          </Select>
        )}
      </Field>
      <Field label={t('orders.refundFilter')} error={error('refund')}>
        {(control) => (
          <Select {...control} {...register('refund')}>
            <option value="">{t('orders.any')}</option>
            <option value="owed">{t('orders.refundOwedFilter')}</option>
          </Select>
        )}
      </Field>
      <Field label={t('orders.from')} error={error('from')}>
        {(control) => <Input {...control} type="date" {...register('from', { deps: ['to'] })} />}
      </Field>
      <Field label={t('orders.to')} error={error('to')}>
        {(control) => <Input {...control} type="date" {...register('to', { deps: ['from'] })} />}
      </Field>
      <Actions>
        <Button type="submit">{t('orders.apply')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            reset(NO_ORDER_FILTERS);
            onApply(NO_ORDER_FILTERS);
          }}
        >
          {t('orders.clear')}
        </Button>
        <Button variant="secondary" onClick={onExport} disabled={exporting}>
          {t('orders.export')}
        </Button>
      </Actions>
    </Form>
  );
};
