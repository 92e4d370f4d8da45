import type { TFunction } from 'i18next';
import type { Participant } from '@lms/shared';
import { sameEmail } from './participant-rules';

/** Names shown before "and N more": a sentence of fifty names is read by nobody. */
const NAMED = 5;

const listFormats = new Map<string, Intl.ListFormat>();
const listFormatOf = (locale: string) => {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format;
};

/**
 * Who gets each course of the cart, in one sentence with the count: "Sepetteki her eğitim 2
 * kişiye verilecek: Ayla Demir ve Bora Kaya; siz bu kişiler arasında değilsiniz." The cart and
 * the payment dialog say the same sentence, so a buyer sees before paying whom they pay for.
 */
export function seatsSentence(
  t: TFunction,
  locale: string,
  participants: Participant[],
  buyerEmail: string | undefined,
): string {
  const names = participants.slice(0, NAMED).map((p) => `${p.name} ${p.surname}`);
  const rest = participants.length - names.length;
  if (rest > 0) names.push(t('checkout:seatsMore', { count: rest }));
  const people = listFormatOf(locale).format(names);
  const buyerListed =
    buyerEmail === undefined || participants.some((p) => sameEmail(p.email, buyerEmail));
  return t(buyerListed ? 'checkout:seatsSentence' : 'checkout:seatsSentenceWithoutBuyer', {
    count: participants.length,
    people,
  });
}
