import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Field, Input, Picture, QueryState } from '@lms/shared';
import {
  BANNER_MAX_BYTES,
  adminBannerInputSchema,
  type AdminBanner,
  type AdminBannerInput,
  type BannerText,
} from '@lms/shared/contracts';
import { useFieldMessage } from '../../courses/components/use-field-message';
import { useDeleteBanner } from '../api/delete-admin-banner';
import { useAdminBanners } from '../api/get-admin-banners';
import { useCreateBanner } from '../api/post-admin-banner';
import { useReplaceBannerPicture } from '../api/post-admin-banner-picture';
import { useUpdateBanner } from '../api/put-admin-banner';
import { useReorderBanners } from '../api/put-banners-order';
import { fieldErrorsOf, messageOf, showServerErrors } from '../components/form-errors';
import { ItemTable } from '../components/item-table';
import { moved, ReorderButtons } from '../components/reorder-buttons';

/** The form: the link, whether words are shown, and the words in both languages. */
interface BannerForm {
  link: string;
  withText: boolean;
  text: { tr: BannerText; en: BannerText };
}

const noWords: BannerText = { title: '', subtitle: '', button: '' };
const payloadOf = (values: BannerForm): AdminBannerInput => ({
  link: values.link,
  text: values.withText ? values.text : null,
});
const formOf = (banner: AdminBanner): BannerForm => ({
  link: banner.link,
  withText: banner.text !== null,
  text: banner.text ?? { tr: noWords, en: noWords },
});

// The shared schema checks what is sent: the words only when they are shown.
const checkPayload = zodResolver(adminBannerInputSchema);
const resolver: Resolver<BannerForm> = async (values, context, options) => {
  const result = await checkPayload(payloadOf(values), context, options as never);
  return Object.keys(result.errors).length
    ? { values: {}, errors: result.errors as never }
    : { values, errors: {} };
};

const Languages = styled.div`
  display: grid;
  gap: 0 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  fieldset {
    border: 1px solid #e1e6eb;
    border-radius: 8px;
    padding: 0.5rem 1rem;
    min-width: 0;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
  }
`;

/** The chosen banner's link and words. */
const BannerEditor = ({ banner, onDone }: { banner: AdminBanner; onDone: () => void }) => {
  const { t } = useTranslation('admin');
  const message = useFieldMessage();
  const update = useUpdateBanner();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<BannerForm>({ resolver, defaultValues: formOf(banner) });
  useEffect(() => reset(formOf(banner)), [banner, reset]);
  const withText = useWatch({ control, name: 'withText' });

  const submit = handleSubmit((values) =>
    update
      .mutateAsync({ id: banner.id, payload: payloadOf(values) })
      .then(onDone)
      .catch((error: unknown) => {
        showServerErrors(error, setError);
      }),
  );

  const errorOf = (key?: string) => (key ? message(key) : undefined);
  const words = (lang: 'tr' | 'en') => (
    <fieldset>
      <legend>{t(`site.banners.lang.${lang}`)}</legend>
      {(['title', 'subtitle', 'button'] as const).map((part) => (
        <Field
          key={part}
          label={t(`site.banners.word.${part}`)}
          error={errorOf(errors.text?.[lang]?.[part]?.message)}
        >
          {(props) => (
            <Input {...props} lang={lang} {...register(`text.${lang}.${part}` as const)} />
          )}
        </Field>
      ))}
    </fieldset>
  );

  return (
    <section aria-labelledby="banner-form-title">
      <h3 id="banner-form-title">{t('site.banners.editTitle', { n: banner.sort })}</h3>
      <PictureReplace banner={banner} />
      <form noValidate onSubmit={submit} aria-label={t('site.banners.wordsTitle')}>
        <h4>{t('site.banners.wordsTitle')}</h4>
        <Field
          label={t('site.banners.link')}
          hint={t('site.banners.linkHint')}
          error={errorOf(errors.link?.message)}
        >
          {(props) => <Input {...props} {...register('link')} />}
        </Field>
        <Check>
          <input type="checkbox" {...register('withText')} />
          {t('site.banners.withText')}
        </Check>
        {withText && (
          <Languages>
            {words('tr')}
            {words('en')}
          </Languages>
        )}
        {update.isError && Object.keys(errors).length === 0 && (
          <Alert role="alert" $kind="error">
            {messageOf(update.error)}
          </Alert>
        )}
        <Button type="submit" loading={update.isPending}>
          {t('site.save')}
        </Button>{' '}
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('site.cancel')}
        </Button>
      </form>
    </section>
  );
};

/**
 * A banner picture chosen and sent (checked by the server: type, size, at least 800 px wide),
 * for a new banner or in place of one's picture. A file over the limit is refused before sending.
 */
const PictureForm = ({
  upload,
  label,
  submitLabel,
  doneText,
}: {
  upload: {
    mutate: (file: File, options?: { onSuccess?: () => void }) => void;
    reset: () => void;
    error: unknown;
    isError: boolean;
    isPending: boolean;
    isSuccess: boolean;
  };
  label: string;
  submitLabel: string;
  doneText: string;
}) => {
  const { t } = useTranslation('admin');
  const message = useFieldMessage();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const serverKey = fieldErrorsOf(upload.error).file;
  const error = tooLarge ? t('site.banners.tooLarge') : serverKey ? message(serverKey) : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (file && !tooLarge) upload.mutate(file);
      }}
    >
      <Field label={label} hint={t('site.banners.fileHint')} error={error}>
        {(props) => (
          <input
            {...props}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setTooLarge(Boolean(chosen && chosen.size > BANNER_MAX_BYTES));
              upload.reset();
            }}
          />
        )}
      </Field>
      {upload.isError && !serverKey && (
        <Alert role="alert" $kind="error">
          {messageOf(upload.error)}
        </Alert>
      )}
      {upload.isSuccess && (
        <Alert role="status" $kind="success">
          {doneText}
        </Alert>
      )}
      <Button type="submit" loading={upload.isPending} disabled={!file || tooLarge}>
        {submitLabel}
      </Button>
    </form>
  );
};

/** A new banner from a picture, shown last and without words. */
const BannerUpload = () => {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const upload = useCreateBanner();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('site.banners.addTitle')}</h3>
      <PictureForm
        upload={upload}
        label={t('site.banners.file')}
        submitLabel={t('site.banners.upload')}
        doneText={t('site.banners.added')}
      />
    </section>
  );
};

/** A new picture for the banner being edited; its words, link and place stay as they are. */
const PictureReplace = ({ banner }: { banner: AdminBanner }) => {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const replace = useReplaceBannerPicture();
  const upload = {
    mutate: (file: File) => replace.mutate({ id: banner.id, file }),
    reset: replace.reset,
    error: replace.error,
    isError: replace.isError,
    isPending: replace.isPending,
    isSuccess: replace.isSuccess,
  };
  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId}>{t('site.banners.replaceTitle')}</h4>
      <PictureForm
        upload={upload}
        label={t('site.banners.newFile')}
        submitLabel={t('site.banners.replace')}
        doneText={t('site.banners.replaced')}
      />
    </section>
  );
};

/** `#/admin/banners`: the home page's banners, in order; add, edit words, move, delete. */
export const BannersPage = () => {
  const { t, i18n } = useTranslation('admin');
  const query = useAdminBanners();
  const remove = useDeleteBanner();
  const reorder = useReorderBanners();
  const [editing, setEditing] = useState<AdminBanner | null>(null);
  const lang = i18n.language?.startsWith('en') ? 'en' : 'tr';
  const nameOf = (banner: AdminBanner, index: number) =>
    banner.text?.[lang].title || t('site.banners.untitled', { n: index + 1 });
  return (
    <>
      <h2>{t('site.banners.title')}</h2>
      <QueryState
        query={query}
        isEmpty={(response) => response.data.length === 0}
        empty={t('site.banners.empty')}
      >
        {(response) => {
          const ids = response.data.map((banner) => banner.id);
          return (
            <ItemTable>
              <thead>
                <tr>
                  <th scope="col">{t('site.order')}</th>
                  <th scope="col">{t('site.banners.picture')}</th>
                  <th scope="col">{t('site.banners.words')}</th>
                  <th scope="col">{t('site.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {response.data.map((banner, index) => {
                  const name = nameOf(banner, index);
                  return (
                    <tr key={banner.id}>
                      <td>
                        <ReorderButtons
                          name={name}
                          index={index}
                          count={ids.length}
                          busy={reorder.isPending}
                          onMove={(from, to) => reorder.mutate(moved(ids, from, to))}
                        />
                      </td>
                      <td>
                        <Picture
                          src={banner.filePath}
                          alt={t('site.banners.pictureOf', { name })}
                          width={192}
                          height={60}
                          sizes="192px"
                          style={{ objectFit: 'cover', borderRadius: 4, maxWidth: '100%' }}
                        />
                      </td>
                      <td>{banner.text ? banner.text[lang].title : t('site.banners.noWords')}</td>
                      <td className="actions">
                        <Button
                          type="button"
                          variant="secondary"
                          aria-label={t('site.editOne', { name })}
                          onClick={() => setEditing(banner)}
                        >
                          {t('site.edit')}
                        </Button>
                        <Button
                          type="button"
                          variant="danger"
                          aria-label={t('site.deleteOne', { name })}
                          loading={remove.isPending && remove.variables === banner.id}
                          onClick={() => {
                            if (window.confirm(t('site.confirmDelete', { name }))) {
                              if (editing?.id === banner.id) setEditing(null);
                              remove.mutate(banner.id);
                            }
                          }}
                        >
                          {t('site.delete')}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
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
      {editing ? (
        <BannerEditor key={editing.id} banner={editing} onDone={() => setEditing(null)} />
      ) : (
        <BannerUpload />
      )}
    </>
  );
};
