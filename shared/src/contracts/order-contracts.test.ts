import { issuesOf } from '../testing/issues';
import {
  acceptContractsSchema,
  CONTRACT_KINDS,
  CONTRACT_PAGE_IDS,
  CONTRACTS_ACCEPTED_HEADER,
  contractsHashSchema,
  orderContractsSchema,
  renderedContractSchema,
  seatsSentence,
} from './order-contracts';

const person = (name: string, email = `${name.toLowerCase()}@ornek.com.tr`) => ({
  name,
  surname: 'Kaya',
  email,
});

describe('seatsSentence: who gets each course, in the cart and in the contract', () => {
  it('names everyone in Turkish and in English, with the count', () => {
    const people = [person('Ayla'), person('Bora')];
    expect(seatsSentence('tr-TR', people, 'ayla@ornek.com.tr')).toBe(
      'Sepetteki her eğitim 2 kişiye verilecek: Ayla Kaya ve Bora Kaya.',
    );
    expect(seatsSentence('en-GB', people, 'ayla@ornek.com.tr')).toBe(
      'Each training in the cart goes to 2 people: Ayla Kaya and Bora Kaya.',
    );
    expect(seatsSentence('en', [person('Ayla')], 'ayla@ornek.com.tr')).toBe(
      'Each training in the cart goes to 1 person: Ayla Kaya.',
    );
  });

  it('names five and counts the rest', () => {
    const seven = ['Ali', 'Berk', 'Can', 'Deniz', 'Ece', 'Fatma', 'Gül'].map((name) =>
      person(name),
    );
    expect(seatsSentence('tr', seven, 'ali@ornek.com.tr')).toBe(
      'Sepetteki her eğitim 7 kişiye verilecek: Ali Kaya, Berk Kaya, Can Kaya, Deniz Kaya, Ece Kaya ve 2 kişi daha.',
    );
    expect(seatsSentence('en', seven.slice(0, 6), 'ali@ornek.com.tr')).toBe(
      'Each training in the cart goes to 6 people: Ali Kaya, Berk Kaya, Can Kaya, Deniz Kaya, Ece Kaya, and 1 more person.',
    );
    expect(seatsSentence('tr', seven.slice(0, 5), 'ali@ornek.com.tr')).not.toMatch(/daha/);
  });

  it('tells a buyer who is not listed that the courses will not be theirs', () => {
    const people = [person('Ayla')];
    expect(seatsSentence('tr', people, 'patron@ornek.com.tr')).toBe(
      'Sepetteki her eğitim 1 kişiye verilecek: Ayla Kaya; siz bu kişiler arasında değilsiniz, eğitimler size tanımlanmayacak.',
    );
    expect(seatsSentence('en', people, 'patron@ornek.com.tr')).toMatch(
      /; you are not among them, so the trainings will not be added to your account\.$/,
    );
  });

  it('knows the buyer by address whatever its case and spaces, on either side', () => {
    const listed = [person('Ayla', ' Ayla@Ornek.com.TR ')];
    for (const buyer of ['ayla@ornek.com.tr', '  AYLA@ornek.com.tr']) {
      expect(seatsSentence('tr', listed, buyer)).not.toMatch(/değilsiniz/);
    }
    // Listed among others, not only first.
    expect(seatsSentence('tr', [person('Bora'), person('Ayla')], 'ayla@ornek.com.tr')).not.toMatch(
      /değilsiniz/,
    );
  });

  it('says nothing of the buyer when there is none (the server renders for a known buyer)', () => {
    expect(seatsSentence('tr', [person('Ayla')], undefined)).not.toMatch(/değilsiniz/);
  });
});

describe('the contracts a buyer accepts (POST /v1/orders/contracts, makepayment)', () => {
  it("carries the acceptance as the texts' SHA-256 in hex, in the Contracts-Accepted header", () => {
    expect(CONTRACTS_ACCEPTED_HEADER).toBe('Contracts-Accepted');
    const hash = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);
    expect(contractsHashSchema.parse(hash)).toBe(hash);
    for (const wrong of [
      hash.slice(1),
      `${hash}0`,
      hash.toUpperCase(),
      `x${hash.slice(1)}`,
      `${hash.slice(1)}x`,
      '',
    ]) {
      expect(contractsHashSchema.safeParse(wrong).success).toBe(false);
    }
  });

  it('renders the pre-information form and the distance sales contract from their pages', () => {
    expect(CONTRACT_PAGE_IDS).toEqual({
      preInformation: 'on-bilgilendirme-formu',
      distanceSales: 'mesafeli-satis-sozlesmesi',
    });
    expect(CONTRACT_KINDS).toEqual(['preInformation', 'distanceSales']);
  });

  it('needs the tick itself to accept them', () => {
    expect(acceptContractsSchema.parse({ accepted: true })).toEqual({ accepted: true });
    for (const accepted of [false, 'true', undefined]) {
      expect(issuesOf(acceptContractsSchema, { accepted })).toEqual({
        accepted: 'contractsMustBeAccepted',
      });
    }
  });

  it('reads the rendered contracts whole', () => {
    const answer = {
      contracts: [
        {
          kind: 'preInformation',
          title: 'Ön Bilgilendirme Formu',
          html: '<p>…</p>',
          version: 'v1',
        },
        {
          kind: 'distanceSales',
          title: 'Mesafeli Satış Sözleşmesi',
          html: '<p>…</p>',
          version: 'v2',
        },
      ],
      hash: 'f'.repeat(64),
      seatsSentence: 'Sepetteki her eğitim 1 kişiye verilecek: Ayla Kaya.',
    };
    expect(orderContractsSchema.parse(answer)).toEqual(answer);
    const other = { ...answer.contracts[0], kind: 'receipt' };
    expect(renderedContractSchema.safeParse(other).success).toBe(false);
  });
});
