import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Dialog } from '@lms/shared';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1rem;
`;

interface DeleteButtonProps {
  label: string;
  confirmTitle: string;
  confirmText: string;
  /** Deletes; the server answers a second delete as done, so a double click is harmless. */
  onDelete: () => Promise<unknown>;
}

/** A delete after a confirmation; the buttons stay disabled while it runs. */
export const DeleteButton = ({ label, confirmTitle, confirmText, onDelete }: DeleteButtonProps) => {
  const { t } = useTranslation('admin');
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState('');
  const run = () => {
    if (running) return;
    setRunning(true);
    setFailed('');
    onDelete()
      .catch((error: unknown) => setFailed(error instanceof Error ? error.message : String(error)))
      .finally(() => {
        setRunning(false);
        setAsking(false);
      });
  };
  return (
    <>
      <Button type="button" variant="danger" onClick={() => setAsking(true)}>
        {label}
      </Button>
      {failed && (
        <Alert role="alert" $kind="error">
          {failed}
        </Alert>
      )}
      <Dialog
        open={asking}
        title={confirmTitle}
        onClose={() => setAsking(false)}
        closeLabel={t('content.cancel')}
      >
        <p>{confirmText}</p>
        <Row>
          <Button type="button" variant="danger" loading={running} onClick={run}>
            {label}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
            {t('content.cancel')}
          </Button>
        </Row>
      </Dialog>
    </>
  );
};
