import Papa from 'papaparse';
import {
  checkRows,
  decodeCsvBytes,
  localProblems,
  parseParticipantCsv,
  type PreviewRow,
} from './participant-import';

const people = (text: string) => parseParticipantCsv(Papa, text).map((row) => row.participant);

/** "Ayşe;Işık;..." as Turkish Excel's plain CSV writes it: Windows-1254 bytes. */
const windows1254 = (text: string) => {
  const map: Record<string, number> = { ş: 0xfe, Ş: 0xde, ı: 0xfd, İ: 0xdd, ğ: 0xf0, Ğ: 0xd0 };
  map['ç'] = 0xe7;
  map['Ç'] = 0xc7;
  map['ö'] = 0xf6;
  map['Ö'] = 0xd6;
  map['ü'] = 0xfc;
  map['Ü'] = 0xdc;
  return Uint8Array.from([...text].map((char) => map[char] ?? char.charCodeAt(0)));
};

describe('participant import: reading the file', () => {
  it('reads UTF-8 with a BOM, without one, and Windows-1254 (Turkish Excel)', () => {
    const text = 'Ad;Soyad;E-posta\r\nAyşe;Işık;ayse@ornek.com.tr\r\n';
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    expect(decodeCsvBytes(withBom)).toBe(text);
    expect(decodeCsvBytes(new TextEncoder().encode(text))).toBe(text);
    expect(decodeCsvBytes(windows1254(text))).toBe(text);
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(Uint16Array.from(text, (c) => c.charCodeAt(0)).buffer),
    ]);
    expect(decodeCsvBytes(utf16)).toBe(text);
  });

  it('takes Turkish or English headers in any order, with ; or , or a tab', () => {
    const expected = [{ name: 'Ayşe', surname: 'Işık', email: 'ayse@ornek.com.tr' }];
    expect(people('E-posta;Soyadı;Adı\nAYSE@ornek.com.tr ; Işık ;Ayşe\n')).toEqual(expected);
    expect(people('Surname,Email,First name\nIşık,ayse@ornek.com.tr,Ayşe')).toEqual(expected);
    expect(people('AD\tSOYAD\tE-MAIL\nAyşe\tIşık\tayse@ornek.com.tr')).toEqual(expected);
    // A quoted cell keeps its separator.
    expect(people('name,surname,e-mail\n"Ayşe, Nur",Işık,ayse@ornek.com.tr')[0]?.name).toBe(
      'Ayşe, Nur',
    );
  });

  it('reads a file without a header row as name, surname, e-mail, or finds the e-mail by its @', () => {
    expect(people('Ayşe;Işık;ayse@ornek.com.tr\n\n;;\nAli;Demir;ali@ornek.com.tr')).toEqual([
      { name: 'Ayşe', surname: 'Işık', email: 'ayse@ornek.com.tr' },
      { name: 'Ali', surname: 'Demir', email: 'ali@ornek.com.tr' },
    ]);
    expect(people('ayse@ornek.com.tr,Ayşe,Işık')).toEqual([
      { name: 'Ayşe', surname: 'Işık', email: 'ayse@ornek.com.tr' },
    ]);
  });

  it('numbers rows by their line in the file', () => {
    const rows = parseParticipantCsv(
      Papa,
      'Ad;Soyad;E-posta\nA;B;a@ornek.com.tr\nC;D;c@ornek.com.tr',
    );
    expect(rows.map((row) => row.line)).toEqual([2, 3]);
  });
});

describe('participant import: each row with its problem', () => {
  const listed = [{ name: 'Zeynep', surname: 'Çelik', email: 'zeynep@ornek.com.tr' }];

  it('gives the shared rules, a duplicate in the file and one already listed', () => {
    const rows = parseParticipantCsv(
      Papa,
      [
        'Ad;Soyad;E-posta',
        'Ali;Demir;ali@ornek',
        ';Kaya;can@ornek.com.tr',
        'Ece;Su;ece@ornek.com.tr',
        'Ece;Başka;ECE@ornek.com.tr',
        'Zeynep;Çelik;zeynep@ornek.com.tr',
      ].join('\n'),
    );
    expect(localProblems(rows, listed).map((row) => row.problems)).toEqual([
      [{ key: 'emailIncorrect' }],
      [{ key: 'nameRequired' }],
      [],
      [{ key: 'checkout:importDuplicateInFile', values: { line: 4 } }],
      [{ key: 'checkout:importAlreadyListed' }],
    ]);
  });

  const valid = (count: number): PreviewRow[] =>
    Array.from({ length: count }, (_, i) => ({
      line: i + 2,
      participant: { name: `K${i}`, surname: 'T', email: `k${i}@ornek.com.tr` },
      problems: [],
    }));

  it('checks with the server a few at a time, and no more rows than there is room for', async () => {
    let active = 0;
    let most = 0;
    const checked: string[] = [];
    const check = async ({ email }: { email: string }) => {
      active += 1;
      most = Math.max(most, active);
      checked.push(email);
      await new Promise((resolve) => setTimeout(resolve, 2));
      active -= 1;
      if (email === 'k1@ornek.com.tr') throw { text: 'Bu kişi bu eğitime zaten kayıtlı.' };
    };
    const rows = await checkRows(valid(10), 5, check, 3);
    expect(most).toBeLessThanOrEqual(3);
    expect(rows.filter((row) => row.problems.length === 0)).toHaveLength(5);
    expect(rows[1]?.problems).toEqual([{ text: 'Bu kişi bu eğitime zaten kayıtlı.' }]);
    // The row that failed left its room to the next one; the rest were not asked about.
    expect(checked).toHaveLength(6);
    expect(rows.slice(6).map((row) => row.problems)).toEqual(
      Array(4).fill([{ key: 'checkout:importOverLimit' }]),
    );
  });

  it('asks nothing when the list is full', async () => {
    const check = jest.fn(async () => undefined);
    const rows = await checkRows(valid(2), 0, check);
    expect(check).not.toHaveBeenCalled();
    expect(rows.map((row) => row.problems)).toEqual(
      Array(2).fill([{ key: 'checkout:importOverLimit' }]),
    );
  });
});
