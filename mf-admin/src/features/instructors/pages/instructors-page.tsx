import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Field, Input, QueryState } from '@lms/shared';
import {
  instructorInputSchema,
  type Instructor,
  type InstructorInput,
} from '@lms/shared/contracts';
import { useDeleteInstructor } from '../api/delete-instructor';
import { useInstructors } from '../api/get-instructors';
import { useCreateInstructor } from '../api/post-instructor';
import { useUpdateInstructor } from '../api/put-instructor';
import { useFieldMessage } from '../../courses/components/use-field-message';

const resolver = zodResolver(instructorInputSchema);
const empty: InstructorInput = { name: '', surname: '', title: '' };

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 2rem;
  th,
  td {
    text-align: left;
    padding: 0.5rem;
    border-bottom: 1px solid #e1e6eb;
  }
  td:last-child {
    display: flex;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
`;

const messageOf = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error ? String(error.message) : '';

/** Adds an instructor, or edits the one chosen. */
const InstructorForm = ({
  editing,
  onDone,
}: {
  editing: Instructor | null;
  onDone: () => void;
}) => {
  const { t } = useTranslation('admin');
  const message = useFieldMessage();
  const create = useCreateInstructor();
  const update = useUpdateInstructor();
  const save = editing ? update : create;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InstructorInput>({ resolver, defaultValues: empty });

  useEffect(() => {
    reset(editing ? { name: editing.name, surname: editing.surname, title: editing.title } : empty);
  }, [editing, reset]);

  const submit = handleSubmit((payload) =>
    (editing ? update.mutateAsync({ id: editing.id, payload }) : create.mutateAsync(payload))
      .then(() => {
        reset(empty);
        onDone();
      })
      .catch((error: { errors?: Record<string, string> }) => {
        for (const [field, key] of Object.entries(error?.errors ?? {})) {
          setError(field as FieldPath<InstructorInput>, { type: 'server', message: key });
        }
      }),
  );

  const field = (name: keyof InstructorInput) => (
    <Field
      label={t(`instructors.field.${name}`)}
      error={errors[name]?.message ? message(errors[name].message) : undefined}
    >
      {(props) => <Input {...props} {...register(name)} />}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="instructor-form-title">
      <h3 id="instructor-form-title">
        {editing ? t('instructors.editTitle') : t('instructors.addTitle')}
      </h3>
      {field('title')}
      {field('name')}
      {field('surname')}
      {save.isError && !(save.error as { errors?: unknown }).errors && (
        <Alert role="alert" $kind="error">
          {messageOf(save.error)}
        </Alert>
      )}
      <Button type="submit" loading={save.isPending}>
        {editing ? t('instructors.save') : t('instructors.add')}
      </Button>{' '}
      {editing && (
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('instructors.cancelEdit')}
        </Button>
      )}
    </form>
  );
};

/** `#/admin/instructors`: the instructors courses can name (up to three each). */
export const InstructorsPage = () => {
  const { t } = useTranslation('admin');
  const query = useInstructors();
  const remove = useDeleteInstructor();
  const [editing, setEditing] = useState<Instructor | null>(null);
  return (
    <>
      <h2>{t('instructors.title')}</h2>
      <QueryState
        query={query}
        isEmpty={(data) => data.data.length === 0}
        empty={t('instructors.empty')}
      >
        {(response) => (
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('instructors.column.name')}</th>
                <th scope="col">{t('instructors.column.courses')}</th>
                <th scope="col">{t('instructors.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {response.data.map((person) => {
                const fullName = [person.title, person.name, person.surname]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <tr key={person.id}>
                    <td>{fullName}</td>
                    <td>{person.courseCount}</td>
                    <td>
                      <Button
                        type="button"
                        variant="secondary"
                        aria-label={t('instructors.editOne', { name: fullName })}
                        onClick={() => setEditing(person)}
                      >
                        {t('instructors.edit')}
                      </Button>
                      <Button
                        type="button"
                        variant="danger"
                        aria-label={t('instructors.deleteOne', { name: fullName })}
                        loading={remove.isPending && remove.variables === person.id}
                        onClick={() => {
                          if (window.confirm(t('instructors.confirmDelete', { name: fullName }))) {
                            remove.mutate(person.id);
                          }
                        }}
                      >
                        {t('instructors.delete')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </QueryState>
      {remove.isError && (
        <Alert role="alert" $kind="error">
          {messageOf(remove.error)}
        </Alert>
      )}
      <InstructorForm editing={editing} onDone={() => setEditing(null)} />
    </>
  );
};
