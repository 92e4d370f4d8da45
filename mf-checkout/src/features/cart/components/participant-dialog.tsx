import { useEffect, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, Field, Input, type Participant } from '@lms/shared';
import { useCheckParty } from '../api/post-check-party';
import { cleanParticipant, participantInListSchema } from '../participant-rules';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

const EMPTY: Participant = { name: '', surname: '', email: '' };

export interface ParticipantDialogProps {
  open: boolean;
  /** The participant being edited, or null to add one. */
  editingIndex: number | null;
  /** Values to start from (the participant being edited, or the buyer for "add myself"). */
  initial: Participant | null;
  participants: Participant[];
  /** The basket's courses: the server checks the person against each (spec §7 checkparty). */
  courseIds: number[];
  onSave: (participant: Participant) => void;
  onClose: () => void;
}

/** Add or edit a participant (spec §5): the rules run here, then the server's party check. */
export const ParticipantDialog = ({
  open,
  editingIndex,
  initial,
  participants,
  courseIds,
  onSave,
  onClose,
}: ParticipantDialogProps) => {
  const { t } = useTranslation();

  // The duplicate rule depends on the list, so the resolver follows it.
  const resolver = useMemo(
    () => zodResolver(participantInListSchema(participants, editingIndex)),
    [participants, editingIndex],
  );

  const { mutateAsync: checkParty } = useCheckParty();
  const form = useForm<Participant>({ resolver, defaultValues: initial ?? EMPTY });
  const { register, handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (open) reset(initial ?? EMPTY);
  }, [open, initial, reset]);

  const submit = handleSubmit(async (values) => {
    const participant = cleanParticipant(values);
    const unchangedEmail =
      editingIndex !== null && participants[editingIndex]?.email === participant.email;
    if (!unchangedEmail) {
      try {
        await checkParty({ courseIds, partyEmail: participant.email });
      } catch (error) {
        // A failed party check gives emailExist with the server's message (spec §5, §8).
        const message = error instanceof Error && error.message ? error.message : t('emailExist');
        setError('email', { type: 'server', message });
        return;
      }
    }
    onSave(participant);
  });

  const errorText = (field: keyof Participant) => {
    const message = formState.errors[field]?.message;
    if (!message) return undefined;
    return formState.errors[field]?.type === 'server' ? message : t(message);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeLabel={t('close')}
      title={t(editingIndex === null ? 'checkout:addParticipant' : 'checkout:editParticipant')}
    >
      <form onSubmit={submit} noValidate>
        <Field label={t('checkout:participantName')} error={errorText('name')}>
          {(control) => <Input {...control} autoComplete="off" {...register('name')} />}
        </Field>
        <Field label={t('checkout:participantSurname')} error={errorText('surname')}>
          {(control) => <Input {...control} autoComplete="off" {...register('surname')} />}
        </Field>
        <Field label={t('checkout:participantEmail')} error={errorText('email')}>
          {(control) => (
            <Input {...control} type="email" autoComplete="off" {...register('email')} />
          )}
        </Field>
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {t('checkout:cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('checkout:saveParticipant')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
};
