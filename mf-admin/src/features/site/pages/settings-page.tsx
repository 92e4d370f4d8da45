import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Field, Input, QueryState, TextArea } from '@lms/shared';
import {
  adminSettingsInputSchema,
  type AdminSettings,
  type AdminSettingsInput,
} from '@lms/shared/contracts';
import { useFieldMessage } from '../../courses/components/use-field-message';
import { useAdminSettings } from '../api/get-admin-settings';
import { useSaveAdminSettings } from '../api/put-admin-settings';
import { messageOf, showServerErrors } from '../components/form-errors';

const resolver = zodResolver(adminSettingsInputSchema);

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

const Fieldset = styled.fieldset`
  border: 1px solid #e1e6eb;
  border-radius: 8px;
  padding: 0.5rem 1rem 1rem;
  margin: 0 0 1.5rem;
  min-width: 0;
  legend h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  label.check {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
  }
  label.check input {
    width: 20px;
    height: 20px;
  }
`;

type TextKey = Exclude<
  keyof AdminSettingsInput,
  'locationLat' | 'locationLong' | 'menuCourseTypeIds'
>;

const SettingsForm = ({ data }: { data: AdminSettings }) => {
  const { t } = useTranslation('admin');
  const message = useFieldMessage();
  const save = useSaveAdminSettings();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<AdminSettingsInput>({ resolver, defaultValues: data.settings });

  // A save answers with the settings as stored: the form starts again from them.
  useEffect(() => {
    reset(data.settings);
  }, [data, reset]);

  const submit = handleSubmit((values) =>
    save.mutateAsync(values).catch((error: unknown) => {
      showServerErrors(error, setError);
    }),
  );

  const errorOf = (key?: string) => (key ? message(key) : undefined);

  const text = (name: TextKey, multiline = false, type = 'text') => (
    <Field label={t(`site.settings.field.${name}`)} error={errorOf(errors[name]?.message)}>
      {(props) =>
        multiline ? (
          <TextArea {...props} rows={3} {...register(name)} />
        ) : (
          <Input {...props} type={type} {...register(name)} />
        )
      }
    </Field>
  );

  const coordinate = (name: 'locationLat' | 'locationLong') => (
    <Field label={t(`site.settings.field.${name}`)} error={errorOf(errors[name]?.message)}>
      {(props) => (
        <Input
          {...props}
          type="number"
          step="any"
          inputMode="decimal"
          {...register(name, { valueAsNumber: true })}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit}>
      <Fieldset>
        <legend>
          <h3>{t('site.settings.contact')}</h3>
        </legend>
        <Grid>
          {text('telephone', false, 'tel')}
          {text('fax', false, 'tel')}
          {text('whatsapp', false, 'tel')}
          {text('emailForContact', false, 'email')}
        </Grid>
        {text('address', true)}
        <Grid>
          {coordinate('locationLat')}
          {coordinate('locationLong')}
        </Grid>
      </Fieldset>

      <Fieldset>
        <legend>
          <h3>{t('site.settings.social')}</h3>
        </legend>
        <Grid>
          {text('facebook', false, 'url')}
          {text('instagram', false, 'url')}
          {text('youtube', false, 'url')}
          {text('twitterUrl', false, 'url')}
        </Grid>
      </Fieldset>

      <Fieldset>
        <legend>
          <h3>{t('site.settings.menu')}</h3>
        </legend>
        <p>{t('site.settings.menuHint')}</p>
        <Controller
          control={control}
          name="menuCourseTypeIds"
          render={({ field }) => (
            <>
              {data.courseTypes.map((type) => (
                <label key={type.id} className="check">
                  <input
                    type="checkbox"
                    checked={field.value.includes(type.id)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, type.id].sort((a, b) => a - b)
                          : field.value.filter((id) => id !== type.id),
                      )
                    }
                  />
                  {t(`site.settings.courseType.${type.id}`, { defaultValue: type.name })}
                </label>
              ))}
            </>
          )}
        />
        {errors.menuCourseTypeIds?.message && (
          <Alert role="alert" $kind="error">
            {message(errors.menuCourseTypeIds.message)}
          </Alert>
        )}
      </Fieldset>

      <Fieldset>
        <legend>
          <h3>{t('site.settings.foundation')}</h3>
        </legend>
        <p>{t('site.settings.foundationHint')}</p>
        {text('foundationName')}
        {text('foundationAddress', true)}
        <Grid>
          {text('bankName')}
          {text('bankAccountHolder')}
        </Grid>
        {text('iban')}
      </Fieldset>

      {save.isError && Object.keys(errors).length === 0 && (
        <Alert role="alert" $kind="error">
          {messageOf(save.error)}
        </Alert>
      )}
      {save.isSuccess && !isDirty && (
        <Alert role="status" $kind="success">
          {t('site.saved')}
        </Alert>
      )}
      <Button type="submit" loading={save.isPending}>
        {t('site.save')}
      </Button>
    </form>
  );
};

/** `#/admin/settings`: the site's contact details, social links, map, menu and the foundation. */
export const SettingsPage = () => {
  const { t } = useTranslation('admin');
  const query = useAdminSettings();
  return (
    <>
      <h2>{t('site.settings.title')}</h2>
      <QueryState query={query}>{(response) => <SettingsForm data={response.data} />}</QueryState>
    </>
  );
};
