import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Field, Input, QueryState, inputStyles } from '@lms/shared';
import type { MemberImportResult } from '@lms/shared/contracts';
import { messageOf } from '../../site/components/form-errors';
import { ItemTable } from '../../site/components/item-table';
import { useWhen } from '../../messages/pages/when';
import { useAssociations } from '../api/get-associations';
import { useAssociationMembers } from '../api/get-association-members';
import { useImportMembers } from '../api/post-member-import';
import { useRemoveMember } from '../api/delete-association-member';

const Chooser = styled.label`
  display: grid;
  gap: 0.35rem;
  max-width: 22rem;
  font-weight: 600;
  select {
    ${inputStyles}
    font-weight: 400;
  }
`;

/** A chosen file's text (FileReader: older browsers lack `File.text()`). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file, 'utf-8');
  });

/**
 * `#/admin/members`: each association's member companies by tax number. A CSV of tax
 * numbers is imported (the server reads it and says how many were added, were there already, and
 * which rows it refused); one can be removed. Their corporate accounts pay the member price.
 */
export const MembersPage = () => {
  const { t } = useTranslation('admin');
  const when = useWhen();
  const associations = useAssociations();
  const [chosen, setChosen] = useState<string | null>(null);
  const code = chosen ?? associations.data?.data[0]?.code ?? null;
  const members = useAssociationMembers(code);
  const importMembers = useImportMembers();
  const remove = useRemoveMember();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [result, setResult] = useState<MemberImportResult | null>(null);
  const name = associations.data?.data.find((row) => row.code === code)?.name ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!file || !code) {
      setFileError(t('members.chooseFile'));
      return;
    }
    const csv = await readText(file);
    importMembers.mutate({ code, csv }, { onSuccess: (response) => setResult(response.data) });
  };

  return (
    <>
      <h2>{t('members.title')}</h2>
      <p>{t('members.intro')}</p>
      <QueryState query={associations}>
        {(response) => (
          <Chooser>
            {t('members.association')}
            <select
              value={code ?? ''}
              onChange={(event) => {
                setChosen(event.target.value);
                setResult(null);
              }}
            >
              {response.data.map((row) => (
                <option key={row.code} value={row.code}>
                  {t('members.associationOption', { name: row.name, count: row.memberCount })}
                </option>
              ))}
            </select>
          </Chooser>
        )}
      </QueryState>

      <h3>{t('members.importTitle', { name })}</h3>
      <form onSubmit={submit} noValidate>
        <Field
          label={t('members.file')}
          hint={t('members.fileHint')}
          error={fileError || undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(event) => {
                setFileError('');
                setResult(null);
                setFile(event.currentTarget.files?.[0] ?? null);
              }}
            />
          )}
        </Field>
        <p>
          <Button type="submit" loading={importMembers.isPending}>
            {t('members.import')}
          </Button>
        </p>
      </form>
      {importMembers.isError && (
        <Alert role="alert" $kind="error">
          {messageOf(importMembers.error)}
        </Alert>
      )}
      {result && (
        <Alert role="status" $kind={result.invalid.length > 0 ? 'info' : 'success'}>
          <p>
            {t('members.result', {
              added: result.added,
              alreadyThere: result.alreadyThere,
              invalid: result.invalid.length,
            })}
          </p>
          {result.invalid.length > 0 && (
            <ul aria-label={t('members.invalidRows')}>
              {result.invalid.map((row) => (
                <li key={row.row}>{t('members.invalidRow', { row: row.row, value: row.value })}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}

      <h3>{t('members.listTitle', { name })}</h3>
      <QueryState
        query={members}
        isEmpty={(response) => response.data.members.length === 0}
        empty={t('members.empty')}
      >
        {(response) => (
          <>
            <p>{t('members.count', { count: response.data.members.length })}</p>
            <ItemTable>
              <thead>
                <tr>
                  <th scope="col">{t('members.taxNumber')}</th>
                  <th scope="col">{t('members.company')}</th>
                  <th scope="col">{t('members.addedAt')}</th>
                  <th scope="col">{t('site.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {response.data.members.map((row) => (
                  <tr key={row.taxNumber}>
                    <td>{row.taxNumber}</td>
                    <td>{row.companyName ?? '—'}</td>
                    <td>{when(row.createdAt)}</td>
                    <td className="actions">
                      <Button
                        type="button"
                        variant="danger"
                        aria-label={t('members.removeOne', { taxNumber: row.taxNumber })}
                        loading={remove.isPending && remove.variables?.taxNumber === row.taxNumber}
                        onClick={() => {
                          if (
                            code &&
                            window.confirm(
                              t('members.confirmRemove', { taxNumber: row.taxNumber, name }),
                            )
                          ) {
                            remove.mutate({ code, taxNumber: row.taxNumber });
                          }
                        }}
                      >
                        {t('members.remove')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ItemTable>
          </>
        )}
      </QueryState>
      {remove.isError && (
        <Alert role="alert" $kind="error">
          {messageOf(remove.error)}
        </Alert>
      )}
    </>
  );
};
