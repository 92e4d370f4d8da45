import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Dialog,
  Field,
  QueryState,
  useForgetSession,
  useFormatters,
} from '@lms/shared';
import {
  deleteAccountSchema,
  type ConsentsResponse,
  type DeleteAccountPayload,
} from '@lms/shared/contracts';
import { Panel } from '../../../components/panel';
import { PasswordInput } from '../../../components/password-input';
import { ServerError } from '../../../components/server-error';
import { useConsents } from '../api/get-consents';
import { useDownloadMyData } from '../api/get-my-data';
import { useDeleteAccount } from '../api/post-delete-account';
import { useUpdateConsents } from '../api/put-update-consents';

const Section = styled.section`
  & + & {
    margin-top: 1.75rem;
    padding-top: 1.25rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
`;

const Checks = styled.fieldset`
  border: 0;
  margin: 0 0 0.75rem;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  label {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
  }
  input {
    margin-top: 0.25rem;
  }
`;

const History = styled.details`
  margin-top: 0.75rem;
  font-size: 0.9rem;
  ul {
    margin: 0.5rem 0 0;
    padding-left: 1.1rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1rem;
`;

type ConsentValues = { permitEmail: boolean; permitSms: boolean; newsletter: boolean };

/** The marketing consents and the newsletter; each change is recorded as a new entry. */
const ConsentsForm = ({ consents }: { consents: ConsentsResponse }) => {
  const { t } = useTranslation('account');
  const format = useFormatters();
  const save = useUpdateConsents();
  const { register, handleSubmit } = useForm<ConsentValues>({
    defaultValues: {
      permitEmail: consents.permitEmail,
      permitSms: consents.permitSms,
      newsletter: consents.newsletter,
    },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
      <Checks>
        <legend className="visually-hidden">{t('consentsTitle')}</legend>
        <label>
          <input type="checkbox" {...register('permitEmail')} />
          {t('permitEmail')}
        </label>
        <label>
          <input type="checkbox" {...register('permitSms')} />
          {t('permitSms')}
        </label>
        {/* Double opt-in: the newsletter is joined from the footer, only left here. */}
        <label>
          <input type="checkbox" disabled={!consents.newsletter} {...register('newsletter')} />
          {consents.newsletter ? t('newsletterSubscribed') : t('newsletterNotSubscribed')}
        </label>
      </Checks>
      {save.isError && <ServerError error={save.error} />}
      {save.isSuccess && (
        <Alert role="status" $kind="success">
          {save.data.message}
        </Alert>
      )}
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {t('saveConsents')}
      </Button>
      <History>
        <summary>{t('consentHistory')}</summary>
        <ul>
          {consents.history.map((entry, index) => (
            <li key={`${entry.at}-${entry.kind}-${index}`}>
              {format.date(entry.at, true)} · {t(`consentKind_${entry.kind}`)} ·{' '}
              {entry.granted ? t('consentGiven') : t('consentWithdrawn')}
              {entry.version && ` · ${t('consentVersion', { version: entry.version })}`}
            </li>
          ))}
        </ul>
      </History>
    </form>
  );
};

const deleteResolver = zodResolver(deleteAccountSchema);

/** Asks for the password, then confirms in a dialog; on success this browser signs out. */
const DeleteAccount = () => {
  const { t } = useTranslation(['account', 'common']);
  const remove = useDeleteAccount();
  const forget = useForgetSession();
  const [confirming, setConfirming] = useState<DeleteAccountPayload | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeleteAccountPayload>({ resolver: deleteResolver, defaultValues: { password: '' } });
  const message = errors.password?.message;
  return (
    <>
      <form noValidate onSubmit={handleSubmit((values) => setConfirming(values))}>
        <Field label={t('deletePassword')} error={message && t(message)}>
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" {...register('password')} />
          )}
        </Field>
        {remove.isError && <ServerError error={remove.error} />}
        <Button type="submit" variant="danger">
          {t('deleteAccount')}
        </Button>
      </form>
      <Dialog
        open={confirming !== null}
        title={t('deleteAccountConfirmTitle')}
        closeLabel={t('common:close')}
        onClose={() => setConfirming(null)}
      >
        <p>{t('deleteAccountConfirmText')}</p>
        <Actions>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              confirming &&
              remove.mutate(confirming, {
                onSuccess: () => forget(),
                onError: () => setConfirming(null),
              })
            }
          >
            {t('deleteAccountConfirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t('keepAccount')}
          </Button>
        </Actions>
      </Dialog>
    </>
  );
};

/**
 * Privacy and my data (KVKK): the consents in force with their history, the data file,
 * and the deletion of the account.
 */
export const MyPrivacy = () => {
  const { t } = useTranslation('account');
  const consents = useConsents();
  const download = useDownloadMyData();
  return (
    <Panel aria-labelledby="my-privacy-title">
      <h2 id="my-privacy-title">{t('myPrivacy')}</h2>
      <Section aria-labelledby="consents-title">
        <h3 id="consents-title">{t('consentsTitle')}</h3>
        <p>{t('consentsIntro')}</p>
        <QueryState query={consents}>
          {(response) => <ConsentsForm consents={response.data} />}
        </QueryState>
      </Section>
      <Section aria-labelledby="my-data-title">
        <h3 id="my-data-title">{t('myDataTitle')}</h3>
        <p>{t('myDataIntro')}</p>
        {download.isError && <ServerError error={download.error} />}
        <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
          {t('downloadMyData')}
        </Button>
      </Section>
      <Section aria-labelledby="delete-account-title">
        <h3 id="delete-account-title">{t('deleteAccountTitle')}</h3>
        <p>{t('deleteAccountIntro')}</p>
        <DeleteAccount />
      </Section>
    </Panel>
  );
};
