import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Field, Input } from '@lms/shared';
import { subscribeSchema } from '@lms/shared/contracts';
import { useSubscribe } from '../api/post-subscribe';

const resolver = zodResolver(subscribeSchema);

const Form = styled.form`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  flex-wrap: wrap;
  > div {
    flex: 1 1 220px;
    margin-bottom: 0;
  }
  label {
    color: #fff;
  }
  button {
    margin-top: 1.85rem;
  }
`;

/** Footer newsletter (spec §2, §4): e-mail rules of §5, success message, server message on error. */
export const NewsletterForm = () => {
  const { t } = useTranslation();
  const subscribe = useSubscribe();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { email: '' } });
  const error = errors.email?.message;

  return (
    <>
      <Form
        onSubmit={handleSubmit((payload) =>
          subscribe.mutate(payload, { onSuccess: () => reset() }),
        )}
        noValidate
        aria-label={t('newsletterTitle')}
      >
        <Field label={t('emailAddress')} error={error && t(error)}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              {...register('email', {
                onChange: () => {
                  if (subscribe.isSuccess) subscribe.reset();
                },
              })}
            />
          )}
        </Field>
        <Button type="submit" variant="danger" loading={subscribe.isPending}>
          {t('subscribe')}
        </Button>
      </Form>
      {subscribe.isSuccess && (
        <Alert role="status" $kind="success">
          {t('subsribeSuccessMessage')}
        </Alert>
      )}
      {subscribe.isError && (
        <Alert role="alert" $kind="error">
          {subscribe.error.message}
        </Alert>
      )}
    </>
  );
};
