import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, ErrorMessage, Field, Input, TextArea, useUserProfile } from '@lms/shared';
import { contactSchema } from '@lms/shared/contracts';
import { usePostContact } from '../api/post-contact';

const resolver = zodResolver(contactSchema);

const EMPTY = { fullName: '', email: '', phoneNumber: '', title: '', description: '' };

/** The contact page's form takes two columns on a wide screen; the apply-now form one. */
const Form = styled.form<{ $columns: 1 | 2 }>`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: 1fr;
  > .wide {
    grid-column: 1 / -1;
  }
  @media (min-width: 870px) {
    grid-template-columns: ${({ $columns }) => ($columns === 2 ? '1fr 1fr' : '1fr')};
  }
`;

export interface ContactFormProps {
  /**
   * A fixed subject. A course page's apply-now form (spec §2) sends the course's name as the
   * title: no subject field is shown, and the form reads as an application.
   */
  title?: string;
}

/**
 * The contact form (spec §2, §4, §5), on the contact page and, with a fixed title, as a course
 * page's apply-now form: one message under each invalid field; contactSuccess and a reset on
 * success; the server's message on error, keeping what was typed. A signed-in person finds their
 * name, e-mail and phone already filled in from their profile.
 */
export const ContactForm = ({ title }: ContactFormProps) => {
  const { t } = useTranslation();
  const apply = title !== undefined;
  const send = usePostContact();
  const profile = useUserProfile().data?.data;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { ...EMPTY, title: title ?? '' } });

  useEffect(() => {
    if (!profile) return;
    // What the person already typed stays; the profile fills the rest.
    reset(
      {
        ...EMPTY,
        fullName: `${profile.name} ${profile.surname}`.trim(),
        email: profile.email,
        phoneNumber: profile.mobilePhone,
        title: title ?? '',
      },
      { keepDirtyValues: true },
    );
  }, [profile, title, reset]);

  // Schema messages are keys of the common strings (spec §5).
  const errorText = (message?: string) => (message ? t(message) : undefined);

  const onSubmit = handleSubmit((values) =>
    send.mutate({ ...values, title: title ?? values.title }, { onSuccess: () => reset() }),
  );

  return (
    <Form
      $columns={apply ? 1 : 2}
      onSubmit={onSubmit}
      noValidate
      aria-label={t(apply ? 'content:applyNow' : 'content:contactFormTitle')}
    >
      {send.isSuccess && (
        <Alert className="wide" role="status" $kind="success">
          {t('contactSuccess')}
        </Alert>
      )}
      {send.isError && (
        <div className="wide">
          <ErrorMessage error={send.error} />
        </div>
      )}
      {/* A fixed title is checked like a typed one; a course name the server would refuse says so. */}
      {apply && errors.title?.message && (
        <Alert className="wide" role="alert" $kind="error">
          {t(errors.title.message)}
        </Alert>
      )}
      <Field label={t('content:fullName')} error={errorText(errors.fullName?.message)}>
        {(control) => (
          <Input {...control} autoComplete="name" maxLength={150} {...register('fullName')} />
        )}
      </Field>
      <Field
        label={t(apply ? 'content:applyEmail' : 'content:email')}
        error={errorText(errors.email?.message)}
      >
        {(control) => (
          <Input {...control} type="email" autoComplete="email" {...register('email')} />
        )}
      </Field>
      <Field
        label={t(apply ? 'content:applyPhone' : 'content:phoneNumber')}
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
      {!apply && (
        <Field label={t('content:subject')} error={errorText(errors.title?.message)}>
          {(control) => <Input {...control} maxLength={200} {...register('title')} />}
        </Field>
      )}
      <div className="wide">
        <Field label={t('content:message')} error={errorText(errors.description?.message)}>
          {(control) => (
            <TextArea
              {...control}
              rows={apply ? 4 : 6}
              maxLength={5000}
              {...register('description')}
            />
          )}
        </Field>
      </div>
      <div className="wide">
        <Button type="submit" loading={send.isPending} block={apply}>
          {t('content:send')}
        </Button>
      </div>
    </Form>
  );
};
