import { seatsSentence } from './order-contracts';

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
