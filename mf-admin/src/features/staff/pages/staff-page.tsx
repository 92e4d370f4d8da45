import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Field, Input, QueryState, cardSurface, useSessionStore } from '@lms/shared';
import {
  STAFF_ROLES,
  staffInvitationSchema,
  type StaffAccount,
  type StaffInvitationRequest,
  type StaffRole,
} from '@lms/shared/contracts';
import { useAdminStaff } from '../api/get-admin-staff';
import { useDisableStaff } from '../api/post-staff-disable';
import { useEnableStaff } from '../api/post-staff-enable';
import { useInviteStaff } from '../api/post-staff-invitation';
import { useChangeStaffRole } from '../api/put-staff-role';
import { ScrollRegion } from '../../../components/scroll-region';

const Card = styled.section`
  ${cardSurface}
  padding: 1rem;
  margin-bottom: 1rem;
  h3 {
    margin-top: 0;
  }
`;

const Scroll = styled(ScrollRegion)`
  ${cardSurface}
  margin-bottom: 1rem;
  td {
    vertical-align: middle;
  }
`;

const Select = styled.select`
  min-height: 44px;
  padding: 0.45rem 0.6rem;
  border: 1px solid #c3ccd6;
  border-radius: 6px;
  font: inherit;
  background: #fff;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0 1rem;
`;

const messageOf = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error ? String(error.message) : '';

const NO_ROLE = 'none';

const empty: StaffInvitationRequest = { email: '', role: 'editor', name: '', surname: '' };
const resolver = zodResolver(staffInvitationSchema);

/** Invites a person by e-mail with a role; an existing account is given the role. */
const InviteForm = ({ onDone }: { onDone: (message: string) => void }) => {
  const { t } = useTranslation(['admin', 'common']);
  const invite = useInviteStaff();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<StaffInvitationRequest>({ resolver: resolver as never, defaultValues: empty });
  const errorOf = (name: keyof StaffInvitationRequest) => {
    const key = errors[name]?.message;
    return key ? t(`common:${key}`, { defaultValue: key }) : undefined;
  };
  const submit = handleSubmit((values) =>
    invite
      .mutateAsync({
        ...values,
        // Empty name fields are left out: an existing account keeps its own.
        name: values.name || undefined,
        surname: values.surname || undefined,
      })
      .then((response) => {
        reset(empty);
        onDone(response.message ?? '');
      })
      .catch((error: { errors?: Record<string, string> }) => {
        for (const [field, key] of Object.entries(error?.errors ?? {})) {
          setError(field as FieldPath<StaffInvitationRequest>, { type: 'server', message: key });
        }
      }),
  );
  return (
    <form noValidate onSubmit={submit} aria-labelledby="invite-title">
      <h3 id="invite-title">{t('staff.invite.title')}</h3>
      <p>{t('staff.invite.hint')}</p>
      <Grid>
        <Field label={t('staff.invite.email')} error={errorOf('email')}>
          {(props) => <Input type="email" autoComplete="off" {...props} {...register('email')} />}
        </Field>
        <Field label={t('staff.role')} error={errorOf('role')}>
          {(props) => (
            <Select {...props} {...register('role')}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('staff.invite.name')} error={errorOf('name')}>
          {(props) => <Input autoComplete="off" {...props} {...register('name')} />}
        </Field>
        <Field label={t('staff.invite.surname')} error={errorOf('surname')}>
          {(props) => <Input autoComplete="off" {...props} {...register('surname')} />}
        </Field>
      </Grid>
      {invite.isError && !(invite.error as { errors?: unknown }).errors && (
        <Alert role="alert" $kind="error">
          {messageOf(invite.error)}
        </Alert>
      )}
      <Button type="submit" loading={invite.isPending}>
        {t('staff.invite.submit')}
      </Button>
    </form>
  );
};

/** One staff account's row: its role (changed at once) and disabling. */
const StaffRow = ({
  account,
  self,
  onResult,
}: {
  account: StaffAccount;
  self: boolean;
  onResult: (result: { message?: string; error?: string }) => void;
}) => {
  const { t } = useTranslation('admin');
  const changeRole = useChangeStaffRole();
  const disable = useDisableStaff();
  const enable = useEnableStaff();
  const fullName = `${account.name} ${account.surname}`;
  const report = (work: Promise<{ message?: string }>) =>
    work
      .then((response) => onResult({ message: response.message ?? '' }))
      .catch((error) => onResult({ error: messageOf(error) }));
  const state = [
    account.disabled ? t('staff.disabled') : t('staff.active'),
    account.passwordSet ? null : t('staff.invited'),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <tr>
      <td>
        {fullName}
        {self ? ` (${t('staff.you')})` : ''}
        <br />
        <small>{account.email}</small>
      </td>
      <td>
        <Select
          aria-label={t('staff.roleOf', { name: fullName })}
          value={account.role}
          disabled={changeRole.isPending}
          onChange={(event) => {
            const value = event.target.value;
            const role = value === NO_ROLE ? null : (value as StaffRole);
            if (role === null && !window.confirm(t('staff.confirmNoRole', { name: fullName }))) {
              event.target.value = account.role;
              return;
            }
            void report(changeRole.mutateAsync({ id: account.id, role }));
          }}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
          <option value={NO_ROLE}>{t('staff.noRole')}</option>
        </Select>
      </td>
      <td>{state}</td>
      <td>
        {account.disabled ? (
          <Button
            type="button"
            variant="secondary"
            aria-label={t('staff.enableOne', { name: fullName })}
            loading={enable.isPending}
            onClick={() => void report(enable.mutateAsync(account.id))}
          >
            {t('staff.enable')}
          </Button>
        ) : (
          <Button
            type="button"
            variant="danger"
            aria-label={t('staff.disableOne', { name: fullName })}
            loading={disable.isPending}
            onClick={() => {
              if (window.confirm(t('staff.confirmDisable', { name: fullName }))) {
                void report(disable.mutateAsync(account.id));
              }
            }}
          >
            {t('staff.disable')}
          </Button>
        )}
      </td>
    </tr>
  );
};

/**
 * `#/admin/staff` (admins only): the staff accounts with their roles, an invitation by e-mail,
 * role changes and disabling. The server keeps the last admin (its refusal is shown).
 */
export const StaffPage = () => {
  const { t } = useTranslation('admin');
  const staff = useAdminStaff();
  const me = useSessionStore((state) => state.user?.email);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const onResult = ({ message, error }: { message?: string; error?: string }) => {
    setNotice(message ?? '');
    setFailure(error ?? '');
  };
  return (
    <section aria-labelledby="staff-title">
      <h2 id="staff-title">{t('staff.title')}</h2>
      <div aria-live="polite">{notice && <Alert $kind="success">{notice}</Alert>}</div>
      {failure && (
        <Alert role="alert" $kind="error">
          {failure}
        </Alert>
      )}
      <QueryState query={staff}>
        {({ data }) => (
          <Scroll label={t('staff.tableLabel')} minWidth="640px">
            <table>
              <caption className="visually-hidden">{t('staff.tableLabel')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.person')}</th>
                  <th scope="col">{t('staff.role')}</th>
                  <th scope="col">{t('staff.state')}</th>
                  <th scope="col">{t('staff.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((account) => (
                  <StaffRow
                    key={account.id}
                    account={account}
                    self={account.email === me}
                    onResult={onResult}
                  />
                ))}
              </tbody>
            </table>
          </Scroll>
        )}
      </QueryState>
      <Card>
        <InviteForm onDone={(message) => onResult({ message })} />
      </Card>
    </section>
  );
};
