import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Field, Input, api, isEmail, type ApiResponse } from '@lms/shared';

export const postSubscribe = (email: string) =>
  api.post('v1/subscribers/subscribe', { json: { email } }).json<ApiResponse<null>>();

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
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const subscribe = useMutation({ mutationFn: postSubscribe, onSuccess: () => setEmail('') });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const error = !value ? 'emailRequired' : !isEmail(value) ? 'emailCorrect' : undefined;
    setFieldError(error);
    if (!error) subscribe.mutate(value);
  };

  return (
    <>
      <Form onSubmit={onSubmit} noValidate aria-label={t('newsletterTitle')}>
        <Field label={t('emailAddress')} error={fieldError && t(fieldError)}>
          {(control) => (
            <Input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (subscribe.isSuccess) subscribe.reset();
              }}
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
