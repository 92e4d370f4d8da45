import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, Input, QueryState } from '@lms/shared';
import { adminFaqInputSchema, type AdminFaq, type AdminFaqInput } from '@lms/shared/contracts';
import { glimpse, LanguageTabs } from '../../content/components/language-tabs';
import { useFieldMessage } from '../../courses/components/use-field-message';
import { useDeleteFaq } from '../api/delete-admin-faq';
import { useAdminFaqs } from '../api/get-admin-faqs';
import { useCreateFaq } from '../api/post-admin-faq';
import { useUpdateFaq } from '../api/put-admin-faq';
import { useReorderFaqs } from '../api/put-faqs-order';
import { messageOf, showServerErrors } from '../components/form-errors';
import { ItemTable } from '../components/item-table';
import { moved, ReorderButtons } from '../components/reorder-buttons';
import { RichTextField } from '../../../components/rich-text-field';

const resolver = zodResolver(adminFaqInputSchema);
const empty: AdminFaqInput = {
  questionTitle: '',
  questionDescription: '',
  en: { questionTitle: '', questionDescription: '' },
};

/** Adds a question, or edits the one chosen. */
const FaqForm = ({ editing, onDone }: { editing: AdminFaq | null; onDone: () => void }) => {
  const { t } = useTranslation('admin');
  const message = useFieldMessage();
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const save = editing ? update : create;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AdminFaqInput>({ resolver, defaultValues: empty });

  useEffect(() => {
    reset(
      editing
        ? {
            questionTitle: editing.questionTitle,
            questionDescription: editing.questionDescription,
            en: { ...editing.en },
          }
        : empty,
    );
  }, [editing, reset]);

  const [question, answer, englishAnswer] = useWatch({
    control,
    name: ['questionTitle', 'questionDescription', 'en.questionDescription'],
  });

  const submit = handleSubmit((payload) =>
    (editing ? update.mutateAsync({ id: editing.id, payload }) : create.mutateAsync(payload))
      .then(() => {
        reset(empty);
        onDone();
      })
      .catch((error: unknown) => {
        showServerErrors(error, setError);
      }),
  );

  const errorOf = (key?: string) => (key ? message(key) : undefined);

  return (
    <form noValidate onSubmit={submit} aria-labelledby="faq-form-title">
      <h3 id="faq-form-title">{editing ? t('site.faq.editTitle') : t('site.faq.addTitle')}</h3>
      <LanguageTabs errors={errors} fields={['questionTitle', 'questionDescription']}>
        {(language) =>
          language === 'tr' ? (
            <div key="tr">
              <Field label={t('site.faq.question')} error={errorOf(errors.questionTitle?.message)}>
                {(props) => <Input {...props} {...register('questionTitle')} />}
              </Field>
              <RichTextField
                control={control}
                name="questionDescription"
                label={t('site.faq.answer')}
                error={errorOf(errors.questionDescription?.message)}
              />
            </div>
          ) : (
            <div key="en">
              <Field
                label={t('site.faq.question')}
                hint={t('content.language.emptyHint')}
                error={errorOf(errors.en?.questionTitle?.message)}
              >
                {(props) => (
                  <Input
                    {...props}
                    lang="en"
                    placeholder={question}
                    {...register('en.questionTitle')}
                  />
                )}
              </Field>
              <RichTextField
                control={control}
                name="en.questionDescription"
                label={t('site.faq.answer')}
                hint={
                  englishAnswer || !answer
                    ? undefined
                    : t('content.language.turkishShown', { text: glimpse(answer) })
                }
                error={errorOf(errors.en?.questionDescription?.message)}
              />
            </div>
          )
        }
      </LanguageTabs>
      {save.isError && Object.keys(errors).length === 0 && (
        <Alert role="alert" $kind="error">
          {messageOf(save.error)}
        </Alert>
      )}
      <Button type="submit" loading={save.isPending}>
        {editing ? t('site.save') : t('site.faq.add')}
      </Button>{' '}
      {editing && (
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('site.cancel')}
        </Button>
      )}
    </form>
  );
};

/** `#/admin/faq`: the questions of the FAQ page, in order; add, edit, move, delete. */
export const FaqPage = () => {
  const { t } = useTranslation('admin');
  const query = useAdminFaqs();
  const remove = useDeleteFaq();
  const reorder = useReorderFaqs();
  const [editing, setEditing] = useState<AdminFaq | null>(null);
  return (
    <>
      <h2>{t('site.faq.title')}</h2>
      <QueryState
        query={query}
        isEmpty={(response) => response.data.length === 0}
        empty={t('site.faq.empty')}
      >
        {(response) => {
          const ids = response.data.map((faq) => faq.id);
          return (
            <ItemTable>
              <thead>
                <tr>
                  <th scope="col">{t('site.order')}</th>
                  <th scope="col">{t('site.faq.question')}</th>
                  <th scope="col">{t('site.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {response.data.map((faq, index) => (
                  <tr key={faq.id}>
                    <td>
                      <ReorderButtons
                        name={faq.questionTitle}
                        index={index}
                        count={ids.length}
                        busy={reorder.isPending}
                        onMove={(from, to) => reorder.mutate(moved(ids, from, to))}
                      />
                    </td>
                    <td>{faq.questionTitle}</td>
                    <td className="actions">
                      <Button
                        type="button"
                        variant="secondary"
                        aria-label={t('site.editOne', { name: faq.questionTitle })}
                        onClick={() => setEditing(faq)}
                      >
                        {t('site.edit')}
                      </Button>
                      <Button
                        type="button"
                        variant="danger"
                        aria-label={t('site.deleteOne', { name: faq.questionTitle })}
                        loading={remove.isPending && remove.variables === faq.id}
                        onClick={() => {
                          if (
                            window.confirm(t('site.confirmDelete', { name: faq.questionTitle }))
                          ) {
                            remove.mutate(faq.id);
                          }
                        }}
                      >
                        {t('site.delete')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ItemTable>
          );
        }}
      </QueryState>
      {(remove.isError || reorder.isError) && (
        <Alert role="alert" $kind="error">
          {messageOf(remove.error ?? reorder.error)}
        </Alert>
      )}
      <FaqForm editing={editing} onDone={() => setEditing(null)} />
    </>
  );
};
