import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Field, Input } from '@lms/shared';
import { auditQuerySchema } from '@lms/shared/contracts';

/** The filter form's fields: what a person types, strings all. */
export interface AuditFilterValues {
  person: string;
  objectType: string;
  objectId: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterValues = {
  person: '',
  objectType: '',
  objectId: '',
  from: '',
  to: '',
};

const resolver = zodResolver(auditQuerySchema);

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 0 1rem;
  align-items: end;
  margin-bottom: 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

/** Who, what and when: the audit log's filters, checked with the API's own schema. */
export const AuditFilters = ({
  values,
  onApply,
}: {
  values: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
}) => {
  const { t } = useTranslation('admin');
  const { register, handleSubmit, reset, getValues, formState } = useForm<AuditFilterValues>({
    // The schema reads the strings as the API reads its query string.
    resolver: resolver as never,
    values,
  });
  const error = (field: keyof AuditFilterValues) => {
    const message = formState.errors[field]?.message;
    return message ? t(`common:${message}`) : undefined;
  };
  return (
    <Form
      // What was typed goes to the address; the API parses it with the same schema.
      onSubmit={handleSubmit(() => onApply(getValues()))}
      noValidate
      aria-label={t('audit.filters')}
    >
      <Field label={t('audit.person')} hint={t('audit.personHint')} error={error('person')}>
        {(control) => <Input {...control} autoComplete="off" {...register('person')} />}
      </Field>
      <Field
        label={t('audit.objectType')}
        hint={t('audit.objectTypeHint')}
        error={error('objectType')}
      >
        {(control) => <Input {...control} autoComplete="off" {...register('objectType')} />}
      </Field>
      <Field label={t('audit.objectId')} error={error('objectId')}>
        {(control) => <Input {...control} autoComplete="off" {...register('objectId')} />}
      </Field>
      <Field label={t('audit.from')} error={error('from')}>
        {(control) => <Input {...control} type="date" {...register('from', { deps: ['to'] })} />}
      </Field>
      <Field label={t('audit.to')} error={error('to')}>
        {(control) => <Input {...control} type="date" {...register('to', { deps: ['from'] })} />}
      </Field>
      <Actions>
        <Button type="submit">{t('audit.apply')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            reset(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {t('audit.clear')}
        </Button>
      </Actions>
    </Form>
  );
};
