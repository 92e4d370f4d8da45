import { useRef, type KeyboardEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { z } from 'zod';
import {
  Button,
  Field,
  FieldError,
  Input,
  TextArea,
  blockNonDigitKeys,
  formatPhone11,
  type RegisterPayload,
} from '@lms/shared';
import { digitsOf, registerSchema } from '@lms/shared/contracts';
import { AuthLayout, FormFooter, Row } from '../../../components/auth-layout';
import { PasswordInput } from '../../../components/password-input';
import { ServerError } from '../../../components/server-error';
import { afterGuard } from '../../../lib/after-guard';
import { DEFAULT_AFTER_LOGIN, keepingReturn, returnPathOf } from '../../../lib/return-url';
import { rewriting } from '../../../lib/rewrite-input';
import { useRegister } from '../api/post-register';

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

const CORPORATE_FIELDS = ['taxNumber', 'taxOffice', 'companyName', 'address'] as const;

// The consent boxes start unticked: the form reads them from the page, since the schema's input
// admits only `true` (spec §5).
const initial = {
  isCorporate: false,
  name: '',
  surname: '',
  citizenNumber: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  taxNumber: '',
  taxOffice: '',
  companyName: '',
  address: '',
  permitEmail: false,
  permitSms: false,
};

const resolver = zodResolver(registerSchema);

/** The two consent boxes (spec §2 Signup); both really are required (spec §5 notes the original's may not be). */
const ConsentBox = ({
  input,
  error,
  page,
  text,
}: {
  input: UseFormRegisterReturn;
  error?: string;
  page: string;
  text: string;
}) => {
  const { t } = useTranslation('account');
  const errorId = `${input.name}-error`;
  return (
    <Consent>
      <label>
        <input
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          {...input}
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
  const location = useLocation();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<RegisterPayload, unknown, z.output<typeof registerSchema>>({
    resolver,
    defaultValues: initial,
  });
  const isCorporate = useWatch({ control, name: 'isCorporate' });
  // Registered in the order of the page: react-hook-form focuses the first field in error in the
  // order the fields were registered, and the corporate fields mount only with their tab.
  const fields = {
    name: register('name'),
    surname: register('surname'),
    citizenNumber: rewriting(register('citizenNumber'), digitsOf),
    phone: rewriting(register('phone'), formatPhone11),
    email: register('email'),
    // Once shown, the confirmation's error follows the password too.
    password: register('password', { deps: ['confirmPassword'] }),
    confirmPassword: register('confirmPassword'),
    taxNumber: rewriting(register('taxNumber'), digitsOf),
    taxOffice: register('taxOffice'),
    companyName: register('companyName'),
    address: register('address'),
    chk_privacy: register('chk_privacy'),
    chk_membership: register('chk_membership'),
    permitEmail: register('permitEmail'),
    permitSms: register('permitSms'),
  };
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const signup = useRegister();

  const errorOf = (name: keyof typeof errors) => {
    const message = errors[name]?.message;
    return message && t(message);
  };

  // Switching to the individual tab clears the four corporate fields (spec §2).
  const chooseCorporate = (corporate: boolean) => {
    setValue('isCorporate', corporate);
    if (!corporate) for (const field of CORPORATE_FIELDS) setValue(field, '');
    // Once the form has been sent, its errors stay current: the corporate rules come and go.
    if (isSubmitted) void trigger(CORPORATE_FIELDS);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = !isCorporate;
    chooseCorporate(next);
    tabs.current[next ? 1 : 0]?.focus();
  };

  const text = (
    name: 'name' | 'surname' | 'taxOffice' | 'companyName',
    label: string,
    autoComplete?: string,
  ) => (
    <Field label={label} error={errorOf(name)}>
      {(control) => <Input {...control} autoComplete={autoComplete} {...fields[name]} />}
    </Field>
  );

  const submit = handleSubmit(async (payload) => {
    // Back to the page that sent the person here, as login does. Read now: starting
    // the session makes the shell's guard leave this page for /account/courses at once, so the
    // way on is taken from the request's promise, not from a callback of this (gone) page.
    const target = returnPathOf(location.search, location.state);
    try {
      await signup.mutateAsync({
        ...payload,
        // An individual sends no tax number (spec §3: null when empty).
        taxNumber: payload.isCorporate ? payload.taxNumber : null,
      });
    } catch {
      return; // shown from signup.error
    }
    // Going on after the guard has reacted makes the requested page the last word.
    if (target !== DEFAULT_AFTER_LOGIN) afterGuard(() => navigate(target, { replace: true }));
    else navigate(target, { replace: true });
  });

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
            aria-selected={isCorporate === corporate}
            tabIndex={isCorporate === corporate ? 0 : -1}
            onClick={() => chooseCorporate(corporate)}
            onKeyDown={onTabKey}
          >
            {t(corporate ? 'corporateTab' : 'individualTab')}
          </Tab>
        ))}
      </Tabs>
      <form
        id="signup-form"
        role="tabpanel"
        aria-labelledby={`signup-tab-${isCorporate ? 1 : 0}`}
        noValidate
        onSubmit={submit}
      >
        <Row>
          {text('name', t('name'), 'given-name')}
          {text('surname', t('surname'), 'family-name')}
        </Row>
        <Row>
          <Field label={t('citizenNumber')} error={errorOf('citizenNumber')}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                maxLength={11}
                onKeyDown={blockNonDigitKeys}
                {...fields.citizenNumber}
              />
            )}
          </Field>
          <Field label={t('phone')} hint={t('phoneHint')} error={errorOf('phone')}>
            {(control) => (
              <Input
                {...control}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                placeholder="05XX XXX XXXX"
                onKeyDown={blockNonDigitKeys}
                {...fields.phone}
              />
            )}
          </Field>
        </Row>
        <Field label={t('email')} error={errorOf('email')}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...fields.email} />}
        </Field>
        <Row>
          <Field label={t('password')} hint={t('newPasswordRuleHint')} error={errorOf('password')}>
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" {...fields.password} />
            )}
          </Field>
          <Field label={t('confirmPassword')} error={errorOf('confirmPassword')}>
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" {...fields.confirmPassword} />
            )}
          </Field>
        </Row>
        {isCorporate && (
          <>
            <Row>
              <Field label={t('taxNumber')} error={errorOf('taxNumber')}>
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    maxLength={11}
                    onKeyDown={blockNonDigitKeys}
                    {...fields.taxNumber}
                  />
                )}
              </Field>
              {text('taxOffice', t('taxOffice'))}
            </Row>
            {text('companyName', t('companyName'), 'organization')}
            <Field label={t('companyAddress')} error={errorOf('address')}>
              {(control) => (
                <TextArea {...control} autoComplete="street-address" {...fields.address} />
              )}
            </Field>
          </>
        )}
        <ConsentBox
          input={fields.chk_privacy}
          page="personaldataprotection"
          text={t('privacyConsent')}
          error={errors.chk_privacy?.message}
        />
        <ConsentBox
          input={fields.chk_membership}
          page="RegistrationContract"
          text={t('membershipConsent')}
          error={errors.chk_membership?.message}
        />
        {/* Optional marketing consents: each recorded with its text's version. */}
        <Consent>
          <label>
            <input type="checkbox" {...fields.permitEmail} />
            <span>{t('permitEmail')}</span>
          </label>
        </Consent>
        <Consent>
          <label>
            <input type="checkbox" {...fields.permitSms} />
            <span>{t('permitSms')}</span>
          </label>
        </Consent>
        {signup.isError && <ServerError error={signup.error} html />}
        <Button type="submit" block loading={signup.isPending || signup.isSuccess}>
          {t('signupSubmit')}
        </Button>
      </form>
      <FormFooter>
        {t('haveAccount')}{' '}
        <Link to={keepingReturn('/login', location.search, location.state)}>{t('loginLink')}</Link>
      </FormFooter>
    </AuthLayout>
  );
};
