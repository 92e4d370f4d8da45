import { z } from 'zod';

/**
 * The contracts a buyer accepts at checkout: the pre-information form (Ön
 * Bilgilendirme Formu) and the distance sales contract (Mesafeli Satış Sözleşmesi), rendered by
 * the server for one order body (`POST /v1/orders/contracts`, the same array as makepayment).
 * The buyer's acceptance travels with makepayment as the hash of the exact texts, in the
 * `Contracts-Accepted` header; the server renders again and compares, never trusting a text sent
 * by the browser.
 */
export const CONTRACTS_ACCEPTED_HEADER = 'Contracts-Accepted';

/** SHA-256 (hex) of the exact texts shown. */
export const contractsHashSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** The information pages that are the contracts' templates (staff edit them in the back office). */
export const CONTRACT_PAGE_IDS = {
  preInformation: 'on-bilgilendirme-formu',
  distanceSales: 'mesafeli-satis-sozlesmesi',
} as const;
export type ContractKind = keyof typeof CONTRACT_PAGE_IDS;
export const CONTRACT_KINDS = Object.keys(CONTRACT_PAGE_IDS) as ContractKind[];

export const renderedContractSchema = z.object({
  kind: z.enum(['preInformation', 'distanceSales']),
  title: z.string(),
  /** HTML, every order-specific value escaped by the server. */
  html: z.string(),
  /** The template's version: a digest of the information page's text it was made from. */
  version: z.string(),
});
export type RenderedContract = z.infer<typeof renderedContractSchema>;

export const orderContractsSchema = z.object({
  contracts: z.array(renderedContractSchema),
  /** What makepayment's `Contracts-Accepted` header must carry. */
  hash: z.string(),
  /** Who gets each course, the sentence the payment dialog and the contract both say. */
  seatsSentence: z.string(),
});
export type OrderContracts = z.infer<typeof orderContractsSchema>;

/** The payment dialog's tick: the buyer has read and accepts both texts. */
export const acceptContractsSchema = z.object({
  accepted: z.literal(true, { error: 'contractsMustBeAccepted' }),
});
export type AcceptContractsInput = z.infer<typeof acceptContractsSchema>;

// ---------------------------------------------------------------------------------------------
// Who gets each course: one sentence, the same in the cart, the payment dialog and the contract
// ---------------------------------------------------------------------------------------------

/** Names shown before "and N more": a sentence of fifty names is read by nobody. */
const NAMED = 5;

const SEATS_TEXTS = {
  tr: {
    sentence: (count: number, people: string) =>
      `Sepetteki her eğitim ${count} kişiye verilecek: ${people}.`,
    withoutBuyer: (count: number, people: string) =>
      `Sepetteki her eğitim ${count} kişiye verilecek: ${people}; siz bu kişiler arasında değilsiniz, eğitimler size tanımlanmayacak.`,
    more: (count: number) => `${count} kişi daha`,
  },
  en: {
    sentence: (count: number, people: string) =>
      `Each training in the cart goes to ${count} ${count === 1 ? 'person' : 'people'}: ${people}.`,
    withoutBuyer: (count: number, people: string) =>
      `Each training in the cart goes to ${count} ${count === 1 ? 'person' : 'people'}: ${people}; you are not among them, so the trainings will not be added to your account.`,
    more: (count: number) => `${count} more ${count === 1 ? 'person' : 'people'}`,
  },
} as const;

const sameAddress = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/**
 * Who gets each course, in one sentence with the count: "Sepetteki her eğitim 2 kişiye
 * verilecek: Ayla Demir ve Bora Kaya; siz bu kişiler arasında değilsiniz, …". A pure function,
 * used by the cart and by the server's contract, so the two never differ.
 */
export function seatsSentence(
  locale: string,
  participants: { name: string; surname: string; email: string }[],
  buyerEmail: string | undefined,
): string {
  const texts = locale.startsWith('en') ? SEATS_TEXTS.en : SEATS_TEXTS.tr;
  const names = participants.slice(0, NAMED).map((p) => `${p.name} ${p.surname}`);
  const rest = participants.length - names.length;
  if (rest > 0) names.push(texts.more(rest));
  const people = new Intl.ListFormat(locale.startsWith('en') ? 'en' : 'tr', {
    style: 'long',
    type: 'conjunction',
  }).format(names);
  const buyerListed =
    buyerEmail === undefined || participants.some((p) => sameAddress(p.email, buyerEmail));
  return (buyerListed ? texts.sentence : texts.withoutBuyer)(participants.length, people);
}
