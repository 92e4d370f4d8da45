import type { Participant } from '@lms/shared';
import { cleanParticipant, participantInListSchema, withPeopleAdded } from './participant-rules';

/** What the dialog shows: the first message key of each field, as zodResolver keeps it. */
const participantErrors = (
  values: Participant,
  participants: Participant[],
  editingIndex: number | null,
) => {
  const result = participantInListSchema(participants, editingIndex).safeParse(values);
  const errors: Partial<Record<keyof Participant, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    errors[issue.path[0] as keyof Participant] ??= issue.message;
  }
  return errors;
};

const ali = { name: 'Ali', surname: 'Demir', email: 'ali.demir@ornek.com.tr' };
const ayse = { name: 'Ayşe', surname: 'Kaya', email: 'ayse.kaya@ornek.com.tr' };

describe('participant rules (spec §5 Add participant)', () => {
  it('requires name, surname and e-mail', () => {
    expect(participantErrors({ name: ' ', surname: '', email: '' }, [], null)).toEqual({
      name: 'nameRequired',
      surname: 'surnameRequired',
      email: 'emailRequired',
    });
  });

  it('rejects a malformed e-mail with emailIncorrect', () => {
    expect(participantErrors({ ...ali, email: 'ali@ornek' }, [], null)).toEqual({
      email: 'emailIncorrect',
    });
    expect(participantErrors({ ...ali, email: 'ali demir@ornek.com.tr' }, [], null).email).toBe(
      'emailIncorrect',
    );
  });

  it('gives emailExist for an e-mail already among the participants, in any case', () => {
    expect(
      participantErrors({ ...ali, email: ' ALI.Demir@ornek.com.tr ' }, [ayse, ali], null),
    ).toEqual({ email: 'emailExist' });
  });

  it('knows a listed address however it was stored: case and spaces on the listed side too', () => {
    const stored = { ...ali, email: ' ALI.Demir@Ornek.com.tr ' };
    expect(participantErrors(ali, [ayse, stored], null)).toEqual({ email: 'emailExist' });
  });

  it('stores a participant trimmed, with the e-mail in lower case', () => {
    expect(
      cleanParticipant({ name: '  Ayşe ', surname: ' Kaya  ', email: ' Ayse.KAYA@ornek.com.tr ' }),
    ).toEqual({ name: 'Ayşe', surname: 'Kaya', email: 'ayse.kaya@ornek.com.tr' });
  });

  it('excludes the participant being edited from the duplicate check', () => {
    expect(participantErrors({ ...ali, surname: 'Demirci' }, [ayse, ali], 1)).toEqual({});
    expect(participantErrors({ ...ali, email: ayse.email }, [ayse, ali], 1)).toEqual({
      email: 'emailExist',
    });
  });

  it('accepts a valid new participant', () => {
    expect(participantErrors(ayse, [ali], null)).toEqual({});
  });
});

describe('people from a file added to the list', () => {
  const person = (n: number): Participant => ({
    name: `Kişi${n}`,
    surname: 'Test',
    email: `kisi${n}@ornek.com.tr`,
  });
  const people = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => person(from + i));

  it('adds them after those listed, in their order', () => {
    expect(withPeopleAdded([ali], [ayse, person(1)])).toEqual([ali, ayse, person(1)]);
  });

  it('leaves out whoever is listed by now, however the address is written', () => {
    const again = { name: 'Ali', surname: 'Demir', email: ' ALI.DEMIR@ornek.com.tr ' };
    expect(withPeopleAdded([ali], [again, ayse])).toEqual([ali, ayse]);
  });

  it('adds no one beyond 50, counting those listed', () => {
    const listed = people(1, 47);
    const added = withPeopleAdded(listed, people(100, 5));
    expect(added).toHaveLength(50);
    expect(added.slice(47)).toEqual(people(100, 3));
    expect(withPeopleAdded(people(1, 50), [ayse])).toHaveLength(50);
    expect(withPeopleAdded(people(1, 52), [ayse])).toEqual(people(1, 52));
  });

  it('keeps the room for the fresh ones: a listed person in the file takes none', () => {
    const listed = people(1, 48);
    expect(withPeopleAdded(listed, [person(1), person(2), ali, ayse])).toEqual([
      ...listed,
      ali,
      ayse,
    ]);
  });
});
