import { z } from 'zod';
import { MAX_PARTICIPANTS, participantSchema } from '@lms/shared/contracts';
import type { Participant } from '@lms/shared';

export const sameEmail = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/**
 * The add/edit participant rules (spec §5) as a schema for the dialog's form: the shared
 * participant schema (name, surname and e-mail required, a valid e-mail: emailIncorrect), and no
 * e-mail twice among the participants, the one being edited excluded (emailExist). Messages are
 * message keys; a field's own rule comes before emailExist.
 */
export const participantInListSchema = (participants: Participant[], editingIndex: number | null) =>
  participantSchema.superRefine((values, ctx) => {
    const taken = participants.some(
      (other, index) => index !== editingIndex && sameEmail(other.email, values.email),
    );
    if (taken) ctx.addIssue({ code: 'custom', path: ['email'], message: 'emailExist' });
  });

/** The participant as stored: trimmed, e-mail lower-cased. */
export const cleanParticipant = (values: Participant): Participant => ({
  name: values.name.trim(),
  surname: values.surname.trim(),
  email: values.email.trim().toLocaleLowerCase('en'),
});

/**
 * People from a file added to the list: whoever is listed by now, in any case, or beyond the
 * limit of MAX_PARTICIPANTS is left out. The upload checked the file against the list it saw;
 * this holds the rule for the list as it is when they are added.
 */
export const withPeopleAdded = (listed: Participant[], people: Participant[]): Participant[] => {
  const fresh = people.filter(
    (person) => !listed.some((other) => sameEmail(other.email, person.email)),
  );
  return [...listed, ...fresh.slice(0, Math.max(0, MAX_PARTICIPANTS - listed.length))];
};

/**
 * Checkout from the cart (spec §4, §5): at least one participant, each by the shared rules. The
 * server holds the cap of 50 participants. The contracts of this order are accepted in the
 * payment dialog, where they are shown.
 */
export const cartCheckoutSchema = z.object({
  participants: z.array(participantSchema).min(1, 'emtptyParticipantsError'),
});
export type CartCheckoutValues = z.input<typeof cartCheckoutSchema>;
