import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Dialog,
  Spinner,
  type ApiRequestError,
  type Participant,
} from '@lms/shared';
import { MAX_PARTICIPANTS } from '@lms/shared/contracts';
import { postCheckParty } from '../api/post-check-party';
import {
  checkRows,
  decodeCsvBytes,
  localProblems,
  parseParticipantCsv,
  readFileBytes,
  type PreviewRow,
  type RowProblem,
} from '../participant-import';

/** A file bigger than this is no list of 50 people. */
const MAX_FILE_BYTES = 1024 * 1024;
/** Rows read from one file; more is no list of 50 people either. */
const MAX_ROWS = 500;

const Upload = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.5rem;
  .limit {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.92rem;
  }
`;

const Rows = styled.div`
  max-height: min(50vh, 420px);
  overflow: auto;
  margin: 0.75rem 0 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.4rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    position: sticky;
    top: 0;
    background: #fff;
    color: ${({ theme }) => theme.colors.muted};
  }
  td.email {
    word-break: break-all;
  }
  .ok {
    color: ${({ theme }) => theme.colors.success};
  }
  .problem {
    color: ${({ theme }) => theme.colors.error};
  }
  ul {
    margin: 0;
    padding-left: 1rem;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

type Stage =
  | { kind: 'closed' }
  | { kind: 'checking' }
  | { kind: 'failed'; messageKey: string; values?: Record<string, unknown> }
  | { kind: 'preview'; rows: PreviewRow[]; added: number | null };

const isOverLimit = (problem: RowProblem) =>
  'key' in problem && problem.key === 'checkout:importOverLimit';

/** Why the server's party check refused a person, as the row shows it. */
const partyProblem = (error: unknown): RowProblem => {
  const status = (error as ApiRequestError).status;
  if (status === undefined) return { key: 'checkout:importCheckFailed' };
  if (status === 429) return { key: 'checkout:importCheckLimited' };
  const message = error instanceof Error ? error.message : '';
  return message ? { text: message } : { key: 'emailExist' };
};

export interface ParticipantUploadProps {
  participants: Participant[];
  /** The basket's courses: each person is checked against each (spec §7 checkparty). */
  courseIds: number[];
  /** Adds the rows that passed; the cart saves the list with the basket. */
  onAdd: (people: Participant[]) => void;
}

/**
 * "A list in one upload": a CSV of name, surname and e-mail, previewed row by row
 * with each row's problem before anything is added; the rows that pass are added in one action,
 * never beyond the limit of 50.
 */
export const ParticipantUpload = ({ participants, courseIds, onAdd }: ParticipantUploadProps) => {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const limitId = useId();
  const [stage, setStage] = useState<Stage>({ kind: 'closed' });
  // A newer file wins over a check still running for an older one.
  const run = useRef(0);

  const room = Math.max(0, MAX_PARTICIPANTS - participants.length);

  const read = async (file: File) => {
    const current = (run.current += 1);
    setStage({ kind: 'checking' });
    const show = (next: Stage) => {
      if (run.current === current) setStage(next);
    };
    if (file.size > MAX_FILE_BYTES) {
      show({ kind: 'failed', messageKey: 'checkout:importTooBig' });
      return;
    }
    try {
      const [{ default: papa }, bytes] = await Promise.all([
        import('papaparse'),
        readFileBytes(file),
      ]);
      const rows = parseParticipantCsv(papa, decodeCsvBytes(bytes));
      if (rows.length === 0) {
        show({ kind: 'failed', messageKey: 'checkout:importEmpty' });
        return;
      }
      if (rows.length > MAX_ROWS) {
        show({
          kind: 'failed',
          messageKey: 'checkout:importTooManyRows',
          values: { count: rows.length, max: MAX_PARTICIPANTS },
        });
        return;
      }
      const checked = await checkRows(localProblems(rows, participants), room, async (person) => {
        try {
          for (const courseId of courseIds) await postCheckParty(courseId, person.email);
        } catch (error) {
          throw partyProblem(error);
        }
      });
      show({ kind: 'preview', rows: checked, added: null });
    } catch {
      show({ kind: 'failed', messageKey: 'checkout:importUnreadable' });
    }
  };

  const close = () => {
    run.current += 1;
    setStage({ kind: 'closed' });
  };

  const preview = stage.kind === 'preview' ? stage : null;
  const ready = preview?.rows.filter((row) => row.problems.length === 0) ?? [];
  const faulty = preview?.rows.filter((row) => row.problems.length > 0) ?? [];
  const overLimit = faulty.filter((row) => row.problems.some(isOverLimit)).length;
  const added = preview?.added ?? null;
  // Once added, only the rows with a problem stay, with their reasons.
  const shown = added === null ? (preview?.rows ?? []) : faulty;

  const add = () => {
    if (!preview || ready.length === 0) return;
    onAdd(ready.map((row) => row.participant));
    setStage({ ...preview, added: ready.length });
  };

  const problemText = (problem: RowProblem) =>
    'text' in problem ? problem.text : t(problem.key, problem.values);

  return (
    <>
      <Upload>
        <Button
          variant="secondary"
          aria-describedby={limitId}
          onClick={() => input.current?.click()}
        >
          {t('checkout:importButton')}
        </Button>
        <span id={limitId} className="limit">
          <strong>{t('checkout:importLimit', { max: MAX_PARTICIPANTS })}</strong> ·{' '}
          {t('checkout:importColumns')}
        </span>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('checkout:importFile')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file can be chosen again after it has been fixed.
            event.target.value = '';
            if (file) void read(file);
          }}
        />
      </Upload>
      <Dialog
        open={stage.kind !== 'closed'}
        onClose={close}
        closeLabel={t('close')}
        title={t('checkout:importTitle')}
      >
        {stage.kind === 'checking' && <Spinner label={t('checkout:importChecking')} />}
        {stage.kind === 'failed' && (
          <Alert role="alert" $kind="error">
            {t(stage.messageKey, stage.values)}
          </Alert>
        )}
        {preview && (
          <>
            <Alert role="status" $kind={added === null ? 'info' : 'success'}>
              {added === null
                ? t('checkout:importSummary', { count: ready.length })
                : t('checkout:importAdded', { count: added })}{' '}
              {t('checkout:importFaulty', { count: faulty.length })}
            </Alert>
            {overLimit > 0 && (
              <Alert role="alert" $kind="error" style={{ marginTop: '0.5rem' }}>
                {t('checkout:importOverLimitSummary', {
                  count: overLimit,
                  max: MAX_PARTICIPANTS,
                  room,
                })}
              </Alert>
            )}
            {shown.length > 0 && (
              <Rows>
                <table>
                  <caption className="visually-hidden">{t('checkout:importRowsCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('checkout:importLine')}</th>
                      <th scope="col">{t('checkout:participantFullName')}</th>
                      <th scope="col">{t('checkout:participantEmail')}</th>
                      <th scope="col">{t('checkout:importState')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((row) => (
                      <tr key={row.line} data-testid="import-row">
                        <td>{row.line}</td>
                        <td>
                          {row.participant.name} {row.participant.surname}
                        </td>
                        <td className="email">{row.participant.email}</td>
                        <td>
                          {row.problems.length === 0 ? (
                            <span className="ok">{t('checkout:importReady')}</span>
                          ) : (
                            <ul className="problem">
                              {row.problems.map((problem) => (
                                <li key={problemText(problem)}>{problemText(problem)}</li>
                              ))}
                            </ul>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Rows>
            )}
          </>
        )}
        <Actions>
          <Button variant="secondary" onClick={close}>
            {added === null && stage.kind !== 'failed'
              ? t('checkout:cancel')
              : t('checkout:importDone')}
          </Button>
          {preview && added === null && (
            <Button onClick={add} disabled={ready.length === 0}>
              {t('checkout:importAdd', { count: ready.length })}
            </Button>
          )}
        </Actions>
      </Dialog>
    </>
  );
};
