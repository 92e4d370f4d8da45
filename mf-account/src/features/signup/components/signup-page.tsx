import { useRef, type KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Field,
  FieldError,
  Input,
  TextArea,
  blockNonDigitKeys,
  formatPhone11,
  useSessionStore,
  userIdFromToken,
} from '@lms/shared';
import { registerSchema } from '@lms/shared/contracts';
import { AuthLayout, FormFooter, Row } from '../../../components/auth-layout';
import { PasswordInput } from '../../../components/password-input';
import { ServerError } from '../../../components/server-error';
import { DEFAULT_AFTER_LOGIN } from '../../../lib/return-url';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { postRegister } from '../api/post-register';

const Tabs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin-bottom: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
`;

const Tab = styled.button`
  min-height: 44px;
  border: 0;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

const Consent = styled.div`
  margin-bottom: 1rem;
  label {
    display: flex;
    align-items: flex-start;
    gap: 0.6rem;
    cursor: pointer;
    line-height: 1.4;
  }
  input {
    margin-top: 0.15rem;
    width: 18px;
    height: 18px;
    flex: none;
  }
  ${FieldError} {
    margin-top: 0.35rem;
  }
`;

const CORPORATE_FIELDS = { taxNumber: '', taxOffice: '', companyName: '', address: '' };

const initial = {
  isCorporate: false,
  name: '',
  surname: '',
  citizenNumber: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  ...CORPORATE_FIELDS,
  chk_privacy: false,
  chk_membership: false,
};

/** The two consent boxes (spec §2 Signup); both really are required (spec §5 notes the original's may not be). */
const ConsentBox = ({
  name,
  checked,
  error,
  onChange,
  page,
  text,
}: {
  name: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
  page: string;
  text: string;
}) => {
  const { t } = useTranslation('account');
  const errorId = `${name}-error`;
  return (
    <Consent>
      <label>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <a href={`#/info/${page}`} target="_blank" rel="noopener noreferrer">
            {t(`common:info_${page}`)}
          </a>{' '}
          {text}
        </span>
      </label>
      {error && (
        <FieldError id={errorId} role="alert">
          {t(error)}
        </FieldError>
      )}
    </Consent>
  );
};

export const SignupPage = () => {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const form = useSchemaForm(registerSchema, initial);
  const { values, errors } = form;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const register = useMutation({
    mutationFn: postRegister,
    onSuccess: ({ data }) => {
      const id = userIdFromToken(data.token) ?? data.user.id;
      useSessionStore.getState().setSession(data.token, { ...data.user, id });
      navigate(DEFAULT_AFTER_LOGIN, { replace: true });
    },
  });

  // Switching to the individual tab clears the four corporate fields (spec §2).
  const chooseCorporate = (isCorporate: boolean) =>
    form.patch(isCorporate ? { isCorporate } : { isCorporate, ...CORPORATE_FIELDS });

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = !values.isCorporate;
    chooseCorporate(next);
    tabs.current[next ? 1 : 0]?.focus();
  };

  const text = (
    name: 'name' | 'surname' | 'taxOffice' | 'companyName',
    label: string,
    autoComplete?: string,
  ) => (
    <Field label={label} error={errors[name] && t(errors[name])}>
      {(control) => <Input {...control} autoComplete={autoComplete} {...form.bind(name)} />}
    </Field>
  );

  const submit = form.handleSubmit((payload) =>
    register.mutate({
      ...payload,
      // An individual sends no tax number (spec §3: null when empty).
      taxNumber: payload.isCorporate ? payload.taxNumber : null,
    }),
  );

  return (
    <AuthLayout title={t('signupTitle')} wide>
      <Tabs role="tablist" aria-label={t('accountType')}>
        {[false, true].map((corporate, index) => (
          <Tab
            key={String(corporate)}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`signup-tab-${index}`}
            aria-controls="signup-form"
            aria-selected={values.isCorporate === corporate}
            tabIndex={values.isCorporate === corporate ? 0 : -1}
            onClick={() => chooseCorporate(corporate)}
            onKeyDown={onTabKey}
          >
            {t(corporate ? 'corporateTab' : 'individualTab')}
          </Tab>
        ))}
      </Tabs>
      <form
        id="signup-form"
        ref={form.formRef}
        role="tabpanel"
        aria-labelledby={`signup-tab-${values.isCorporate ? 1 : 0}`}
        noValidate
        onSubmit={submit}
      >
        <Row>
          {text('name', t('name'), 'given-name')}
          {text('surname', t('surname'), 'family-name')}
        </Row>
        <Row>
          <Field label={t('citizenNumber')} error={errors.citizenNumber && t(errors.citizenNumber)}>
            {(control) => (
              <Input
                {...control}
                name="citizenNumber"
                inputMode="numeric"
                maxLength={11}
                value={values.citizenNumber}
                onKeyDown={blockNonDigitKeys}
                onChange={(event) =>
                  form.setValue('citizenNumber', event.target.value.replace(/\D/g, ''))
                }
              />
            )}
          </Field>
          <Field label={t('phone')} hint={t('phoneHint')} error={errors.phone && t(errors.phone)}>
            {(control) => (
              <Input
                {...control}
                name="phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                placeholder="05XX XXX XXXX"
                value={values.phone}
                onKeyDown={blockNonDigitKeys}
                onChange={(event) => form.setValue('phone', formatPhone11(event.target.value))}
              />
            )}
          </Field>
        </Row>
        <Field label={t('email')} error={errors.email && t(errors.email)}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" {...form.bind('email')} />
          )}
        </Field>
        <Row>
          <Field
            label={t('password')}
            hint={t('newPasswordRuleHint')}
            error={errors.password && t(errors.password)}
          >
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" {...form.bind('password')} />
            )}
          </Field>
          <Field
            label={t('confirmPassword')}
            error={errors.confirmPassword && t(errors.confirmPassword)}
          >
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                {...form.bind('confirmPassword')}
              />
            )}
          </Field>
        </Row>
        {values.isCorporate && (
          <>
            <Row>
              <Field label={t('taxNumber')} error={errors.taxNumber && t(errors.taxNumber)}>
                {(control) => (
                  <Input
                    {...control}
                    name="taxNumber"
                    inputMode="numeric"
                    maxLength={11}
                    value={values.taxNumber}
                    onKeyDown={blockNonDigitKeys}
                    onChange={(event) =>
                      form.setValue('taxNumber', event.target.value.replace(/\D/g, ''))
                    }
                  />
                )}
              </Field>
              {text('taxOffice', t('taxOffice'))}
            </Row>
            {text('companyName', t('companyName'), 'organization')}
            <Field label={t('companyAddress')} error={errors.address && t(errors.address)}>
              {(control) => (
                <TextArea {...control} autoComplete="street-address" {...form.bind('address')} />
              )}
            </Field>
          </>
        )}
        <ConsentBox
          name="chk_privacy"
          page="personaldataprotection"
          text={t('privacyConsent')}
          checked={values.chk_privacy}
          error={errors.chk_privacy}
          onChange={(checked) => form.setValue('chk_privacy', checked)}
        />
        <ConsentBox
          name="chk_membership"
          page="RegistrationContract"
          text={t('membershipConsent')}
          checked={values.chk_membership}
          error={errors.chk_membership}
          onChange={(checked) => form.setValue('chk_membership', checked)}
        />
        {register.isError && <ServerError error={register.error} html />}
        <Button type="submit" block loading={register.isPending || register.isSuccess}>
          {t('signupSubmit')}
        </Button>
      </form>
      <FormFooter>
        {t('haveAccount')} <Link to="/login">{t('loginLink')}</Link>
      </FormFooter>
    </AuthLayout>
  );
};
