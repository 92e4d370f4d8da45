import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  ErrorMessage,
  Field,
  Input,
  Spinner,
  blockNonDigitKeys,
  formatPhone11,
  useUserProfile,
  type StoredProfile,
} from '@lms/shared';
import { digitsOf, userProfileSchema } from '@lms/shared/contracts';
import { Row } from '../../../components/auth-layout';
import { Panel } from '../../../components/panel';
import { ServerError } from '../../../components/server-error';
import { rewriting } from '../../../lib/rewrite-input';
import { useUpdateProfile } from '../api/put-update-profile';

const Checks = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1.25rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.35rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 40px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

const valuesOf = (profile: StoredProfile) => ({
  name: profile.name ?? '',
  surname: profile.surname ?? '',
  citizenId: profile.citizenId ?? '',
  email: profile.email ?? '',
  mobilePhone: formatPhone11(profile.mobilePhone ?? ''),
  taxNumber: profile.taxNumber ?? '',
  taxOffice: profile.taxOffice ?? '',
  companyName: profile.companyName ?? '',
  permitEmail: Boolean(profile.permitEmail),
  permitSms: Boolean(profile.permitSms),
});
type Values = ReturnType<typeof valuesOf>;

const resolver = zodResolver(userProfileSchema);

/** Filled in together or not at all (spec §5, taxFieldsRequired). */
const TAX_FIELDS = ['taxNumber', 'taxOffice', 'companyName'] as const;

const ProfileForm = ({ profile }: { profile: StoredProfile }) => {
  const { t } = useTranslation(['account', 'common']);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm({ resolver, defaultValues: valuesOf(profile) });
  const save = useUpdateProfile();
  /** The address asked for, while the account keeps its own until the mailed link is opened. */
  const [emailRequested, setEmailRequested] = useState<string | null>(null);
  const submit = (values: Values) =>
    save.mutate(values, {
      onSuccess: ({ data }) => {
        const wanted = values.email.trim().toLowerCase();
        setEmailRequested(wanted === data.email ? null : wanted);
        setValue('email', data.email ?? '');
      },
    });

  const errorOf = (name: keyof Values) => {
    const message = errors[name]?.message;
    return message && t(message);
  };

  /** A change clears "saved"; once shown, the tax trio's errors follow each of its fields. */
  const registered = (name: keyof Values) =>
    register(name, {
      deps: (TAX_FIELDS as readonly string[]).includes(name)
        ? TAX_FIELDS.filter((other) => other !== name)
        : undefined,
      onChange: () => {
        if (save.isSuccess) save.reset();
      },
    });
  // Registered in the order of the page: react-hook-form focuses the first field in error in the
  // order the fields were registered.
  const fields = {
    name: registered('name'),
    surname: registered('surname'),
    citizenId: rewriting(registered('citizenId'), digitsOf),
    mobilePhone: rewriting(registered('mobilePhone'), formatPhone11),
    email: registered('email'),
    taxNumber: rewriting(registered('taxNumber'), digitsOf),
    taxOffice: registered('taxOffice'),
    companyName: registered('companyName'),
    permitEmail: registered('permitEmail'),
    permitSms: registered('permitSms'),
  };

  const text = (
    name: 'name' | 'surname' | 'email' | 'taxOffice' | 'companyName',
    autoComplete?: string,
  ) => (
    <Field label={t(name === 'email' ? 'email' : name)} error={errorOf(name)}>
      {(control) => (
        <Input
          {...control}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={autoComplete}
          {...fields[name]}
        />
      )}
    </Field>
  );

  const digits = (name: 'citizenId' | 'taxNumber', maxLength: number) => (
    <Field label={t(name)} error={errorOf(name)}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          maxLength={maxLength}
          onKeyDown={blockNonDigitKeys}
          {...fields[name]}
        />
      )}
    </Field>
  );

  const check = (name: keyof Pick<Values, 'permitEmail' | 'permitSms'>) => (
    <label>
      <input type="checkbox" {...fields[name]} />
      {t(name)}
    </label>
  );

  return (
    <form noValidate aria-labelledby="account-info-title" onSubmit={handleSubmit(submit)}>
      <Row>
        {text('name', 'given-name')}
        {text('surname', 'family-name')}
      </Row>
      <Row>
        {digits('citizenId', 11)}
        <Field label={t('mobilePhone')} error={errorOf('mobilePhone')}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              onKeyDown={blockNonDigitKeys}
              {...fields.mobilePhone}
            />
          )}
        </Field>
      </Row>
      {text('email', 'email')}
      <p>{t('taxFieldsHint')}</p>
      <Row>
        {digits('taxNumber', 11)}
        {text('taxOffice')}
      </Row>
      {text('companyName', 'organization')}
      <Checks>
        <legend>{t('permissions')}</legend>
        {check('permitEmail')}
        {check('permitSms')}
      </Checks>
      {save.isError && <ServerError error={save.error} />}
      {save.isSuccess && (
        <Alert role="status" $kind="success">
          {emailRequested
            ? t('emailChangeSent', { email: emailRequested })
            : t('successfullUpdateMessage')}
        </Alert>
      )}
      <Button type="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </form>
  );
};

/** Account information (spec §2, rules §5); shows the saved values after a reload. */
export const AccountInfoForm = () => {
  const { t } = useTranslation(['account', 'common']);
  const profile = useUserProfile();
  let body;
  if (profile.isPending) body = <Spinner label={t('loading')} />;
  else if (profile.isError) body = <ErrorMessage error={profile.error} />;
  else body = <ProfileForm profile={profile.data.data} />;
  return (
    <Panel aria-labelledby="account-info-title">
      <h2 id="account-info-title">{t('common:myAccountInfo')}</h2>
      {body}
    </Panel>
  );
};
