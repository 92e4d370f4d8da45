import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, ErrorMessage, Field, Input, TextArea } from '@lms/shared';
import { contactSchema } from '@lms/shared/contracts';
import { schemaResolver } from '@lms/shared/forms';
import { usePostContact } from '../api/post-contact';
import { useUserProfile } from '../api/get-user-profile';

const applySchema = contactSchema.omit({ title: true });
type ApplyValues = { fullName: string; email: string; phoneNumber: string; description: string };

/** Validates with the shared contact schema; each field keeps its first message key. */
const applyResolver = schemaResolver<ApplyValues>(applySchema);

const Form = styled.form`
  display: grid;
  gap: 0.25rem;
`;

/**
 * The "apply now" form (spec §2): a real contact message with the course name as its title.
 * The contact message needs a phone number (spec §5), so the form asks for one. A signed-in
 * person finds their name, e-mail and phone already filled in from their profile.
 */
export const ApplyForm = ({ courseName }: { courseName: string }) => {
  const { t } = useTranslation('catalog');
  const [sent, setSent] = useState(false);
  const send = usePostContact();
  const profile = useUserProfile().data?.data;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ApplyValues>({
    resolver: applyResolver,
    defaultValues: { fullName: '', email: '', phoneNumber: '', description: '' },
  });
  const errorText = (key?: string) => (key ? t(`common:${key}`) : undefined);

  useEffect(() => {
    if (!profile) return;
    // What the person already typed stays; the profile fills the rest.
    reset(
      {
        fullName: `${profile.name} ${profile.surname}`.trim(),
        email: profile.email,
        phoneNumber: profile.mobilePhone,
        description: '',
      },
      { keepDirtyValues: true },
    );
  }, [profile, reset]);

  const onSubmit = handleSubmit((values) => {
    setSent(false);
    send.mutate(
      { ...values, title: courseName },
      {
        onSuccess: () => {
          setSent(true);
          reset();
        },
      },
    );
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('applyNow')}>
      {sent && (
        <Alert $kind="success" role="status">
          {t('common:contactSuccess')}
        </Alert>
      )}
      {send.isError && <ErrorMessage error={send.error} />}
      <Field label={t('fullName')} error={errorText(errors.fullName?.message)}>
        {(control) => <Input {...control} autoComplete="name" {...register('fullName')} />}
      </Field>
      <Field label={t('email')} error={errorText(errors.email?.message)}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" {...register('email')} />
        )}
      </Field>
      <Field
        label={t('phone')}
        hint={t('phoneHint')}
        error={errorText(errors.phoneNumber?.message)}
      >
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            maxLength={20}
            autoComplete="tel"
            {...register('phoneNumber')}
          />
        )}
      </Field>
      <Field label={t('message')} error={errorText(errors.description?.message)}>
        {(control) => <TextArea {...control} rows={4} {...register('description')} />}
      </Field>
      <Button type="submit" loading={send.isPending} block>
        {t('send')}
      </Button>
    </Form>
  );
};
