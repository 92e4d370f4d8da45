import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Field, Input, TextArea, type ContactMessage } from '@lms/shared';
import { contactSchema } from '@lms/shared/contracts';
import { schemaResolver } from '@lms/shared/forms';
import { usePostContact } from '../api/post-contact';

type ContactValues = Pick<
  ContactMessage,
  'fullName' | 'email' | 'phoneNumber' | 'title' | 'description'
>;

const EMPTY: ContactValues = {
  fullName: '',
  email: '',
  phoneNumber: '',
  title: '',
  description: '',
};

/** Validates with the shared contact schema (spec §5); each field keeps its first message key. */
const contactResolver = schemaResolver<ContactValues>(contactSchema);

const Form = styled.form`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: 1fr;
  @media (min-width: 870px) {
    grid-template-columns: 1fr 1fr;
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

/** The contact form (spec §2, §4, §5): resets on success with contactSuccess, server message on error. */
export const ContactForm = () => {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const send = usePostContact();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({ resolver: contactResolver, defaultValues: EMPTY });

  // Schema messages are keys of the common strings (spec §5).
  const errorText = (message?: string) => (message ? t(message) : undefined);

  const onSubmit = handleSubmit((values) => {
    setSent(false);
    send.mutate(values, {
      onSuccess: () => {
        setSent(true);
        reset(EMPTY);
      },
    });
  });

  return (
    <>
      {sent && (
        <Alert role="status" $kind="success">
          {t('contactSuccess')}
        </Alert>
      )}
      {send.isError && (
        <Alert role="alert" $kind="error">
          {send.error.message}
        </Alert>
      )}
      <Form onSubmit={onSubmit} noValidate aria-label={t('content:contactFormTitle')}>
        <Field label={t('content:fullName')} error={errorText(errors.fullName?.message)}>
          {(control) => (
            <Input {...control} autoComplete="name" maxLength={150} {...register('fullName')} />
          )}
        </Field>
        <Field label={t('content:email')} error={errorText(errors.email?.message)}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" {...register('email')} />
          )}
        </Field>
        <Field
          label={t('content:phoneNumber')}
          hint={t('content:phoneNumberHint')}
          error={errorText(errors.phoneNumber?.message)}
        >
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
              {...register('phoneNumber')}
            />
          )}
        </Field>
        <Field label={t('content:subject')} error={errorText(errors.title?.message)}>
          {(control) => <Input {...control} maxLength={200} {...register('title')} />}
        </Field>
        <div className="wide">
          <Field label={t('content:message')} error={errorText(errors.description?.message)}>
            {(control) => (
              <TextArea {...control} rows={6} maxLength={5000} {...register('description')} />
            )}
          </Field>
        </div>
        <div className="wide">
          <Button type="submit" loading={send.isPending}>
            {t('content:send')}
          </Button>
        </div>
      </Form>
    </>
  );
};
