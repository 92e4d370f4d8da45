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
} from '@lms/shared';
import { userProfileSchema } from '@lms/shared/contracts';
import { Row } from '../../../components/auth-layout';
import { Panel } from '../../../components/panel';
import { ServerError } from '../../../components/server-error';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useUserProfile, type StoredProfile } from '../api/get-user-profile';
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

const ProfileForm = ({ profile }: { profile: StoredProfile }) => {
  const { t } = useTranslation(['account', 'common']);
  const form = useSchemaForm(userProfileSchema, valuesOf(profile));
  const save = useUpdateProfile();
  const { values, errors } = form;

  const text = (
    name: 'name' | 'surname' | 'email' | 'taxOffice' | 'companyName',
    autoComplete?: string,
  ) => (
    <Field label={t(name === 'email' ? 'email' : name)} error={errors[name] && t(errors[name])}>
      {(control) => (
        <Input
          {...control}
          name={name}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => {
            form.setValue(name, event.target.value);
            if (save.isSuccess) save.reset();
          }}
        />
      )}
    </Field>
  );

  const digits = (name: 'citizenId' | 'taxNumber', maxLength: number) => (
    <Field label={t(name)} error={errors[name] && t(errors[name])}>
      {(control) => (
        <Input
          {...control}
          name={name}
          inputMode="numeric"
          maxLength={maxLength}
          value={values[name]}
          onKeyDown={blockNonDigitKeys}
          onChange={(event) => form.setValue(name, event.target.value.replace(/\D/g, ''))}
        />
      )}
    </Field>
  );

  const check = (name: keyof Pick<Values, 'permitEmail' | 'permitSms'>) => (
    <label>
      <input
        type="checkbox"
        name={name}
        checked={values[name]}
        onChange={(event) => form.setValue(name, event.target.checked)}
      />
      {t(name)}
    </label>
  );

  return (
    <form
      ref={form.formRef}
      noValidate
      aria-labelledby="account-info-title"
      onSubmit={form.handleSubmit((profileData) => save.mutate(profileData))}
    >
      <Row>
        {text('name', 'given-name')}
        {text('surname', 'family-name')}
      </Row>
      <Row>
        {digits('citizenId', 11)}
        <Field label={t('mobilePhone')} error={errors.mobilePhone && t(errors.mobilePhone)}>
          {(control) => (
            <Input
              {...control}
              name="mobilePhone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              value={values.mobilePhone}
              onKeyDown={blockNonDigitKeys}
              onChange={(event) => form.setValue('mobilePhone', formatPhone11(event.target.value))}
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
          {t('successfullUpdateMessage')}
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
