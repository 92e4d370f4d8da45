import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Field, QueryState, TextArea } from '@lms/shared';
import {
  CONTACT_STATES,
  adminContactHandleSchema,
  type AdminContact,
  type AdminContactHandleInput,
  type ContactState,
} from '@lms/shared/contracts';
import { Pager } from '../../../components/pager';
import { useFieldMessage } from '../../courses/components/use-field-message';
import { messageOf, showServerErrors } from '../../site/components/form-errors';
import { useAdminContacts } from '../api/get-admin-contacts';
import { useHandleContact } from '../api/post-contact-handle';
import { useWhen } from './when';

const resolver = zodResolver(adminContactHandleSchema);

const States = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

const Message = styled.article`
  border: 1px solid #e1e6eb;
  border-radius: 8px;
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  .meta {
    margin: 0 0 0.5rem;
    color: #4a5661;
    font-size: 0.92rem;
    overflow-wrap: anywhere;
  }
  .body {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    margin: 0 0 0.75rem;
  }
  .handled {
    background: #eef6ee;
    border-radius: 6px;
    padding: 0.5rem 0.75rem;
    margin: 0;
  }
`;

/** The note and the button that mark one message handled; the note stays if refused. */
const HandleForm = ({ message: contact }: { message: AdminContact }) => {
  const { t } = useTranslation('admin');
  const fieldMessage = useFieldMessage();
  const handle = useHandleContact();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AdminContactHandleInput>({ resolver, defaultValues: { note: '' } });
  const submit = handleSubmit((payload) =>
    handle.mutateAsync({ id: contact.id, payload }).catch((error: unknown) => {
      showServerErrors(error, setError);
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Field
        label={t('messages.note', { title: contact.title })}
        error={errors.note?.message ? fieldMessage(errors.note.message) : undefined}
      >
        {(props) => <TextArea {...props} rows={2} {...register('note')} />}
      </Field>
      {handle.isError && !errors.note && (
        <Alert role="alert" $kind="error">
          {messageOf(handle.error)}
        </Alert>
      )}
      <Button type="submit" loading={handle.isPending}>
        {t('messages.markHandled')}
      </Button>
    </form>
  );
};

/** `#/admin/messages`: the contact messages, newest first, open or handled. */
export const MessagesPage = () => {
  const { t } = useTranslation('admin');
  const when = useWhen();
  const headingId = useId();
  const [state, setState] = useState<ContactState>('open');
  const [page, setPage] = useState(1);
  const query = useAdminContacts(state, page);
  return (
    <>
      <h2 id={headingId}>{t('messages.title')}</h2>
      <States role="group" aria-label={t('messages.filter')}>
        {CONTACT_STATES.map((option) => (
          <Button
            key={option}
            type="button"
            variant={option === state ? 'primary' : 'secondary'}
            aria-pressed={option === state}
            onClick={() => {
              setState(option);
              setPage(1);
            }}
          >
            {t(`messages.state.${option}`)}
          </Button>
        ))}
      </States>
      <QueryState
        query={query}
        isEmpty={(response) => response.data.items.length === 0}
        empty={t(`messages.empty.${state}`)}
      >
        {(response) => (
          <>
            {response.data.items.map((contact) => (
              <Message key={contact.id} aria-labelledby={`contact-${contact.id}`}>
                <h3 id={`contact-${contact.id}`}>{contact.title}</h3>
                <p className="meta">
                  {contact.fullName} · <a href={`mailto:${contact.email}`}>{contact.email}</a> ·{' '}
                  <a href={`tel:${contact.phoneNumber}`}>{contact.phoneNumber}</a> ·{' '}
                  {when(contact.createdAt)}
                  {contact.courseName && (
                    <>
                      {' '}
                      · {t('messages.course')}: {contact.courseName}
                    </>
                  )}
                </p>
                <p className="body">{contact.description}</p>
                {contact.handledAt ? (
                  <p className="handled">
                    {t('messages.handledBy', {
                      who: contact.handledBy ?? '—',
                      when: when(contact.handledAt),
                    })}
                    {contact.handledNote && (
                      <>
                        <br />
                        {contact.handledNote}
                      </>
                    )}
                  </p>
                ) : (
                  <HandleForm message={contact} />
                )}
              </Message>
            ))}
            <Pager
              page={response.data.page}
              pageSize={response.data.pageSize}
              total={response.data.total}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </>
  );
};
