import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Dialog,
  Field,
  QueryState,
  TextArea,
  cardSurface,
  useFormatters,
  useSessionStore,
} from '@lms/shared';
import {
  grantEnrolmentSchema,
  revokeCertificateSchema,
  type GrantEnrolmentRequest,
  type PersonCertificate,
  type PersonDetail,
  type RevokeCertificateRequest,
} from '@lms/shared/contracts';
import { useAdminPath } from '../../../lib/admin-path';
import { roleOf } from '../../../lib/roles';
import { useRemoveSeat } from '../api/delete-person-enrolment';
import { useAdminPerson } from '../api/get-admin-person';
import { useEnrolCourses } from '../api/get-enrol-courses';
import { useRevokeCertificate } from '../api/post-certificate-revoke';
import { useGrantEnrolment } from '../api/post-person-enrolment';
import { usePersonSessionsEnd } from '../api/post-person-sessions-end';
import { useResendVerification } from '../api/post-person-verification';
import { ScrollRegion } from '../../../components/scroll-region';

const Card = styled.section`
  ${cardSurface}
  padding: 1rem;
  margin-bottom: 1rem;
  h3 {
    margin-top: 0;
  }
  &[hidden] {
    display: none;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, auto) 1fr;
  gap: 0.35rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  &[hidden] {
    display: none;
  }
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1rem;
`;

const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: 0.55rem 0.75rem;
  border: 1px solid #c3ccd6;
  border-radius: 6px;
  font: inherit;
  background: #fff;
`;

const messageOf = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error ? String(error.message) : '';

/** A small table inside a card: a phone scrolls it sideways (a focusable region). */
const SmallTable = ({
  label,
  head,
  children,
}: {
  label: string;
  head: string[];
  children: ReactNode;
}) => (
  <ScrollRegion label={label} minWidth="560px">
    <table>
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  </ScrollRegion>
);

const resolver = zodResolver(grantEnrolmentSchema);

/** Enrols the person in a course without payment; the reason is required and audited. */
const EnrolForm = ({ person, onDone }: { person: PersonDetail; onDone: (m: string) => void }) => {
  const { t } = useTranslation(['admin', 'common']);
  const courses = useEnrolCourses();
  const grant = useGrantEnrolment();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<GrantEnrolmentRequest>({
    resolver: resolver as never,
    defaultValues: { courseId: '' as unknown as number, reason: '' },
  });
  const owned = new Set(person.courses.map((course) => course.courseId));
  const submit = handleSubmit((payload) =>
    grant
      .mutateAsync({ id: person.id, payload })
      .then((response) => {
        reset({ courseId: '' as unknown as number, reason: '' });
        onDone(response.message ?? '');
      })
      .catch((error: { errors?: Record<string, string> }) => {
        for (const [field, key] of Object.entries(error?.errors ?? {})) {
          setError(field as FieldPath<GrantEnrolmentRequest>, { type: 'server', message: key });
        }
      }),
  );
  const errorOf = (name: keyof GrantEnrolmentRequest) => {
    const key = errors[name]?.message;
    return key ? t(`common:${key}`, { defaultValue: key }) : undefined;
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="enrol-title">
      <h3 id="enrol-title">{t('people.enrol.title')}</h3>
      <p>{t('people.enrol.hint')}</p>
      <Field label={t('people.enrol.course')} error={errorOf('courseId')}>
        {(props) => (
          <Select {...props} {...register('courseId')}>
            <option value="">{t('people.enrol.choose')}</option>
            {(courses.data?.data ?? []).map((course) => (
              <option key={course.id} value={course.id} disabled={owned.has(course.id)}>
                {course.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('people.enrol.reason')} error={errorOf('reason')}>
        {(props) => <TextArea rows={3} maxLength={500} {...props} {...register('reason')} />}
      </Field>
      {grant.isError && !(grant.error as { errors?: unknown }).errors && (
        <Alert role="alert" $kind="error">
          {messageOf(grant.error)}
        </Alert>
      )}
      <Button type="submit" loading={grant.isPending}>
        {t('people.enrol.submit')}
      </Button>
    </form>
  );
};

const revokeResolver = zodResolver(revokeCertificateSchema);

/**
 * Revokes one certificate (admins): the dialog asks for the reason and says what follows; the
 * reason goes to the audit log, and the certificate then verifies as revoked.
 */
const RevokeDialog = ({
  person,
  certificate,
  onClose,
  onDone,
}: {
  person: PersonDetail;
  certificate: PersonCertificate | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) => {
  const { t } = useTranslation(['admin', 'common']);
  const revoke = useRevokeCertificate();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<RevokeCertificateRequest>({
    resolver: revokeResolver as never,
    defaultValues: { reason: '' },
  });
  const close = () => {
    revoke.reset();
    reset({ reason: '' });
    onClose();
  };
  const submit = handleSubmit((payload) => {
    if (!certificate) return undefined;
    return revoke
      .mutateAsync({ personId: person.id, code: certificate.code, payload })
      .then((response) => {
        reset({ reason: '' });
        revoke.reset();
        onDone(response.message ?? '');
      })
      .catch((error: { errors?: Record<string, string> }) => {
        for (const [field, key] of Object.entries(error?.errors ?? {})) {
          setError(field as FieldPath<RevokeCertificateRequest>, {
            type: 'server',
            message: key,
          });
        }
      });
  });
  const reasonKey = errors.reason?.message;
  return (
    <Dialog
      open={certificate !== null}
      title={t('people.revoke.title')}
      onClose={close}
      closeLabel={t('people.revoke.close')}
    >
      {certificate && (
        <form noValidate onSubmit={submit}>
          <p>
            {t('people.revoke.text', {
              name: `${person.name} ${person.surname}`,
              course: certificate.courseName,
              code: certificate.code,
            })}
          </p>
          <Field
            label={t('people.revoke.reason')}
            error={reasonKey ? t(`common:${reasonKey}`, { defaultValue: reasonKey }) : undefined}
          >
            {(props) => <TextArea rows={3} maxLength={500} {...props} {...register('reason')} />}
          </Field>
          {revoke.isError && !(revoke.error as { errors?: unknown }).errors && (
            <Alert role="alert" $kind="error">
              {messageOf(revoke.error)}
            </Alert>
          )}
          <Actions>
            <Button type="submit" variant="danger" loading={revoke.isPending}>
              {t('people.revoke.submit')}
            </Button>
            <Button type="button" variant="secondary" onClick={close}>
              {t('people.revoke.cancel')}
            </Button>
          </Actions>
        </form>
      )}
    </Dialog>
  );
};

const Person = ({ person }: { person: PersonDetail }) => {
  const { t } = useTranslation('admin');
  const format = useFormatters();
  const resend = useResendVerification();
  const endSessions = usePersonSessionsEnd();
  const removeSeat = useRemoveSeat();
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const [revoking, setRevoking] = useState<PersonCertificate | null>(null);
  const fullName = `${person.name} ${person.surname}`;
  // A staff account's sessions, seats and mails are for admins (the API says so too).
  const myRole = roleOf(useSessionStore((state) => state.user));
  const mayAct = person.role === null || myRole === 'admin';
  // Revoking a certificate is for admins only (STAFF_AREAS.administration, as the route says).
  const mayRevoke = myRole === 'admin';

  const run = (work: Promise<{ message?: string }>) => {
    setNotice('');
    setFailure('');
    work
      .then((response) => setNotice(response.message ?? ''))
      .catch((error) => setFailure(messageOf(error)));
  };

  const yesNo = (value: boolean) => (value ? t('people.yes') : t('people.no'));

  return (
    <>
      <div aria-live="polite">{notice && <Alert $kind="success">{notice}</Alert>}</div>
      {failure && (
        <Alert role="alert" $kind="error">
          {failure}
        </Alert>
      )}
      <Card aria-labelledby="profile-title">
        <h3 id="profile-title">{t('people.profile')}</h3>
        <Facts>
          <dt>{t('people.column.email')}</dt>
          <dd>{person.email}</dd>
          <dt>{t('people.phone')}</dt>
          <dd>{person.phone || '—'}</dd>
          <dt>{t('people.column.citizenId')}</dt>
          <dd>{person.citizenId || '—'}</dd>
          <dt>{t('people.column.company')}</dt>
          <dd>{person.isCorporate ? person.companyName : t('people.individual')}</dd>
          <dt>{t('people.column.state')}</dt>
          <dd>
            {person.role ? t(`roles.${person.role}`) : t('people.learner')}
            {person.disabled ? ` · ${t('people.disabled')}` : ''}
          </dd>
          <dt>{t('people.emailVerified')}</dt>
          <dd>{yesNo(person.emailVerified)}</dd>
          <dt>{t('people.column.created')}</dt>
          <dd>{format.date(person.createdAt)}</dd>
          <dt>{t('people.liveSessions')}</dt>
          <dd>{format.number(person.liveSessions)}</dd>
        </Facts>
        {!mayAct && <p>{t('people.staffForAdmins')}</p>}
        <Actions hidden={!mayAct}>
          {!person.emailVerified && (
            <Button
              type="button"
              variant="secondary"
              loading={resend.isPending}
              onClick={() => run(resend.mutateAsync(person.id))}
            >
              {t('people.resendVerification')}
            </Button>
          )}
          <Button
            type="button"
            variant="danger"
            loading={endSessions.isPending}
            onClick={() => {
              if (window.confirm(t('people.confirmEndSessions', { name: fullName }))) {
                run(endSessions.mutateAsync(person.id));
              }
            }}
          >
            {t('people.endSessions')}
          </Button>
        </Actions>
      </Card>

      <Card aria-labelledby="courses-title">
        <h3 id="courses-title">{t('people.courses')}</h3>
        {person.courses.length === 0 ? (
          <p>{t('people.noCourses')}</p>
        ) : (
          <SmallTable
            label={t('people.courses')}
            head={[
              t('people.course'),
              t('people.progress'),
              t('people.source'),
              t('people.actions'),
            ]}
          >
            {person.courses.map((course) => (
              <tr key={course.courseId}>
                <td>{course.name}</td>
                <td>
                  {t('people.progressText', {
                    video: format.percent(course.videoPercent),
                    passed: course.examsPassed,
                    total: course.examsTotal,
                  })}
                  {course.completedAt ? ` · ${t('people.completed')}` : ''}
                </td>
                <td>
                  {course.orderTrackingId ?? t('people.withoutOrder')}
                  <br />
                  {format.date(course.enrolledAt)}
                </td>
                <td>
                  <Button
                    type="button"
                    variant="danger"
                    disabled={!mayAct}
                    aria-label={t('people.removeSeatOf', { course: course.name })}
                    loading={
                      removeSeat.isPending && removeSeat.variables?.courseId === course.courseId
                    }
                    onClick={() => {
                      if (
                        window.confirm(
                          t('people.confirmRemoveSeat', { course: course.name, name: fullName }),
                        )
                      ) {
                        run(removeSeat.mutateAsync({ id: person.id, courseId: course.courseId }));
                      }
                    }}
                  >
                    {t('people.removeSeat')}
                  </Button>
                </td>
              </tr>
            ))}
          </SmallTable>
        )}
      </Card>

      <Card aria-label={t('people.enrol.title')} hidden={!mayAct}>
        <EnrolForm
          person={person}
          onDone={(message) => {
            setFailure('');
            setNotice(message);
          }}
        />
      </Card>

      <Card aria-labelledby="orders-title">
        <h3 id="orders-title">{t('people.orders')}</h3>
        {person.orders.length === 0 ? (
          <p>{t('people.noOrders')}</p>
        ) : (
          <SmallTable
            label={t('people.orders')}
            head={[t('people.order'), t('people.orderStatus'), t('people.total'), t('people.date')]}
          >
            {person.orders.map((order) => (
              <tr key={order.trackingId}>
                <td>{order.trackingId}</td>
                <td>{t(`people.orderState.${order.status}`, { defaultValue: order.status })}</td>
                <td>{format.price(order.total)}</td>
                <td>{format.date(order.createdAt, true)}</td>
              </tr>
            ))}
          </SmallTable>
        )}
      </Card>

      <Card aria-labelledby="attempts-title">
        <h3 id="attempts-title">{t('people.attempts')}</h3>
        {person.attempts.length === 0 ? (
          <p>{t('people.noAttempts')}</p>
        ) : (
          <SmallTable
            label={t('people.attempts')}
            head={[t('people.exam'), t('people.date'), t('people.result')]}
          >
            {person.attempts.map((attempt) => (
              <tr key={attempt.id}>
                <td>
                  {attempt.examName}
                  <br />
                  <small>{attempt.courseName}</small>
                </td>
                <td>{format.date(attempt.startedAt, true)}</td>
                <td>
                  {attempt.finishedAt === null
                    ? t('people.inProgress')
                    : t(attempt.passed ? 'people.passed' : 'people.failed', {
                        points: attempt.earnedPoints ?? 0,
                      })}
                </td>
              </tr>
            ))}
          </SmallTable>
        )}
      </Card>

      <Card aria-labelledby="certificates-title">
        <h3 id="certificates-title">{t('people.certificates')}</h3>
        {person.certificates.length === 0 ? (
          <p>{t('people.noCertificates')}</p>
        ) : (
          <SmallTable
            label={t('people.certificates')}
            head={[
              t('people.course'),
              t('people.code'),
              t('people.date'),
              ...(mayRevoke ? [t('people.actions')] : []),
            ]}
          >
            {person.certificates.map((certificate) => (
              <tr key={certificate.code}>
                <td>{certificate.courseName}</td>
                <td>
                  <code>{certificate.code}</code>
                </td>
                <td>
                  {format.date(certificate.issuedAt)}
                  {certificate.revokedAt && (
                    <>
                      <br />
                      <strong>
                        {t('people.revokedOn', { date: format.date(certificate.revokedAt) })}
                      </strong>
                    </>
                  )}
                </td>
                {mayRevoke && (
                  <td>
                    {!certificate.revokedAt && (
                      <Button
                        type="button"
                        variant="danger"
                        aria-label={t('people.revoke.of', { course: certificate.courseName })}
                        onClick={() => {
                          setNotice('');
                          setFailure('');
                          setRevoking(certificate);
                        }}
                      >
                        {t('people.revoke.button')}
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </SmallTable>
        )}
      </Card>
      <RevokeDialog
        person={person}
        certificate={revoking}
        onClose={() => setRevoking(null)}
        onDone={(message) => {
          setRevoking(null);
          setNotice(message);
        }}
      />
    </>
  );
};

/** `#/admin/people/:id` (admins and finance): one person's records and the support actions. */
export const PersonPage = () => {
  const { t } = useTranslation('admin');
  const adminPath = useAdminPath();
  const id = Number(useParams().id);
  const person = useAdminPerson(Number.isInteger(id) && id > 0 ? id : 0);
  return (
    <section aria-labelledby="person-title">
      <p>
        <Link to={adminPath('people')}>{t('people.back')}</Link>
      </p>
      <h2 id="person-title">
        {person.data ? `${person.data.data.name} ${person.data.data.surname}` : t('people.person')}
      </h2>
      <QueryState query={person}>{({ data }) => <Person person={data} />}</QueryState>
    </section>
  );
};
