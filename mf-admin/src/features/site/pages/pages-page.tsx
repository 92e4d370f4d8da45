import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, Input, QueryState } from '@lms/shared';
import {
  SPEC_PAGE_IDS,
  CONTRACT_PAGE_IDS,
  adminPageCreateSchema,
  type AdminPage,
  type AdminPageCreateInput,
} from '@lms/shared/contracts';
import { glimpse, LanguageTabs } from '../../content/components/language-tabs';
import { useFieldMessage } from '../../courses/components/use-field-message';
import { useDeletePage } from '../api/delete-admin-page';
import { useAdminPages } from '../api/get-admin-pages';
import { useCreatePage } from '../api/post-admin-page';
import { useUpdatePage } from '../api/put-admin-page';
import { messageOf, showServerErrors } from '../components/form-errors';
import { ItemTable } from '../components/item-table';
import { RichTextField } from '../../../components/rich-text-field';

const resolver = zodResolver(adminPageCreateSchema);
const empty: AdminPageCreateInput = {
  id: '',
  title: '',
  description: '',
  en: { title: '', description: '' },
};
/** Pages the site needs: the spec's, and the contracts' templates. */
const isSpecPage = (id: string) =>
  (SPEC_PAGE_IDS as readonly string[]).includes(id) ||
  (Object.values(CONTRACT_PAGE_IDS) as string[]).includes(id);

/** A new page (its address, title and body), or the chosen page's title and body. */
const PageForm = ({ editing, onDone }: { editing: AdminPage | null; onDone: () => void }) => {
  const { t } = useTranslation('admin');
  const message = useFieldMessage();
  const create = useCreatePage();
  const update = useUpdatePage();
  const save = editing ? update : create;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AdminPageCreateInput>({ resolver, defaultValues: empty });

  useEffect(() => {
    reset(editing ? { ...editing, en: { ...editing.en } } : empty);
  }, [editing, reset]);

  const [title, body, englishBody] = useWatch({
    control,
    name: ['title', 'description', 'en.description'],
  });

  const submit = handleSubmit(({ id, title: pageTitle, description, en }) =>
    (editing
      ? update.mutateAsync({ id: editing.id, payload: { title: pageTitle, description, en } })
      : create.mutateAsync({ id, title: pageTitle, description, en })
    )
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
    <form noValidate onSubmit={submit} aria-labelledby="page-form-title">
      <h3 id="page-form-title">
        {editing ? t('site.pages.editTitle', { id: editing.id }) : t('site.pages.addTitle')}
      </h3>
      {!editing && (
        <Field
          label={t('site.pages.id')}
          hint={t('site.pages.idHint')}
          error={errorOf(errors.id?.message)}
        >
          {(props) => <Input {...props} autoCapitalize="none" {...register('id')} />}
        </Field>
      )}
      <LanguageTabs errors={errors} fields={['title', 'description']}>
        {(language) =>
          language === 'tr' ? (
            <div key="tr">
              <Field label={t('site.pages.pageTitle')} error={errorOf(errors.title?.message)}>
                {(props) => <Input {...props} {...register('title')} />}
              </Field>
              <RichTextField
                control={control}
                name="description"
                label={t('site.pages.body')}
                error={errorOf(errors.description?.message)}
              />
            </div>
          ) : (
            <div key="en">
              <Field
                label={t('site.pages.pageTitle')}
                hint={t('content.language.emptyHint')}
                error={errorOf(errors.en?.title?.message)}
              >
                {(props) => (
                  <Input {...props} lang="en" placeholder={title} {...register('en.title')} />
                )}
              </Field>
              <RichTextField
                control={control}
                name="en.description"
                label={t('site.pages.body')}
                hint={
                  englishBody || !body
                    ? undefined
                    : t('content.language.turkishShown', { text: glimpse(body) })
                }
                error={errorOf(errors.en?.description?.message)}
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
        {editing ? t('site.save') : t('site.pages.add')}
      </Button>{' '}
      {editing && (
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('site.cancel')}
        </Button>
      )}
    </form>
  );
};

/** `#/admin/pages`: the information pages (`#/info/{id}`): the spec's ten and new ones. */
export const PagesPage = () => {
  const { t } = useTranslation('admin');
  const query = useAdminPages();
  const remove = useDeletePage();
  const [editing, setEditing] = useState<AdminPage | null>(null);
  return (
    <>
      <h2>{t('site.pages.title')}</h2>
      <QueryState
        query={query}
        isEmpty={(response) => response.data.length === 0}
        empty={t('site.pages.empty')}
      >
        {(response) => (
          <ItemTable>
            <thead>
              <tr>
                <th scope="col">{t('site.pages.pageTitle')}</th>
                <th scope="col">{t('site.pages.address')}</th>
                <th scope="col">{t('site.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {response.data.map((page) => (
                <tr key={page.id}>
                  <td>{page.title}</td>
                  <td>
                    <a href={`#/info/${page.id}`} target="_blank" rel="noreferrer">
                      #/info/{page.id}
                    </a>
                  </td>
                  <td className="actions">
                    <Button
                      type="button"
                      variant="secondary"
                      aria-label={t('site.editOne', { name: page.title })}
                      onClick={() => {
                        setEditing(page);
                        document.getElementById('page-form-title')?.scrollIntoView();
                      }}
                    >
                      {t('site.edit')}
                    </Button>
                    {!isSpecPage(page.id) && (
                      <Button
                        type="button"
                        variant="danger"
                        aria-label={t('site.deleteOne', { name: page.title })}
                        loading={remove.isPending && remove.variables === page.id}
                        onClick={() => {
                          if (window.confirm(t('site.confirmDelete', { name: page.title }))) {
                            remove.mutate(page.id);
                          }
                        }}
                      >
                        {t('site.delete')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ItemTable>
        )}
      </QueryState>
      {remove.isError && (
        <Alert role="alert" $kind="error">
          {messageOf(remove.error)}
        </Alert>
      )}
      <PageForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
    </>
  );
};
