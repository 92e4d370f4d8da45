import { participantSchema } from '@lms/shared/contracts';
import type { Participant } from '@lms/shared';

export type ParticipantErrors = Partial<Record<keyof Participant, string>>;

export const sameEmail = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/**
 * The add/edit participant rules (spec §5): name, surname and e-mail required, a valid e-mail
 * (emailIncorrect), and no e-mail twice among the participants, the one being edited excluded
 * (emailExist). Values are message keys.
 */
export const participantErrors = (
  values: Participant,
  participants: Participant[],
  editingIndex: number | null,
): ParticipantErrors => {
  const errors: ParticipantErrors = {};
  const result = participantSchema.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof Participant;
      errors[field] ??= issue.message;
    }
  }
  if (
    !errors.email &&
    participants.some(
      (other, index) => index !== editingIndex && sameEmail(other.email, values.email),
    )
  ) {
    errors.email = 'emailExist';
  }
  return errors;
};

/** The participant as stored: trimmed, e-mail lower-cased. */
export const cleanParticipant = (values: Participant): Participant => ({
  name: values.name.trim(),
  surname: values.surname.trim(),
  email: values.email.trim().toLocaleLowerCase('en'),
});
