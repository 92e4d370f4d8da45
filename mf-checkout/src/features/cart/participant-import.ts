import type Papa from 'papaparse';
import { participantSchema } from '@lms/shared/contracts';
import type { Participant } from '@lms/shared';
import { cleanParticipant, sameEmail } from './participant-rules';

/**
 * A participant list from a file: a CSV with name, surname and e-mail, as people
 * write it by hand or save it from Excel.
 *
 * Encodings: UTF-8 with or without a BOM (Excel's "CSV UTF-8"), UTF-16 with a BOM (Excel's
 * "Unicode Text", tab-separated), and otherwise Windows-1254 (Turkish Excel's plain "CSV", the
 * same letters as ISO-8859-9 for ç ğ ı İ ö ş ü): bytes that are not valid UTF-8 are read as it.
 * Separators: ";" (Turkish Excel), "," or a tab, found by Papa Parse.
 */
export const decodeCsvBytes = (bytes: ArrayBuffer | Uint8Array): string => {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data);
  try {
    // The decoder drops a UTF-8 BOM itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1254').decode(data);
  }
};

/** The file's bytes; FileReader, which every browser (and jsdom) has for a File. */
export const readFileBytes = (file: Blob): Promise<ArrayBuffer> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });

type Column = keyof Participant;

/**
 * A header cell as compared: lower case with ı read as i (so "EMAIL" and "SOYADI" match in a
 * Turkish lower-casing), without spaces, dashes, dots or underscores.
 */
const headerKey = (cell: string) =>
  cell
    .trim()
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .replace(/[\s\-_.:*]/g, '');

const HEADERS: Record<string, Column> = {};
for (const [column, names] of [
  ['name', ['ad', 'adi', 'isim', 'name', 'firstname', 'givenname']],
  ['surname', ['soyad', 'soyadi', 'soyisim', 'surname', 'lastname', 'familyname']],
  [
    'email',
    [
      'eposta',
      'epostaadresi',
      'email',
      'emailadresi',
      'emailaddress',
      'mail',
      'mailadresi',
      'elektronikposta',
    ],
  ],
] as const) {
  for (const name of names) HEADERS[name] = column;
}

/** Which cell holds what: from a header row, or, without one, name, surname, e-mail. */
const columnsOf = (first: string[]): { columns: Record<Column, number>; header: boolean } => {
  const found: Partial<Record<Column, number>> = {};
  first.forEach((cell, index) => {
    const column = HEADERS[headerKey(cell)];
    if (column && found[column] === undefined) found[column] = index;
  });
  if (Object.keys(found).length >= 2) {
    return {
      header: true,
      columns: { name: found.name ?? -1, surname: found.surname ?? -1, email: found.email ?? -1 },
    };
  }
  // No header: the e-mail is the cell with an @ (the third when none has one); the name and the
  // surname are the other two, in their order.
  const at = first.findIndex((cell) => cell.includes('@'));
  const email = at >= 0 ? at : 2;
  const [name = -1, surname = -1] = [0, 1, 2, 3].filter((index) => index !== email);
  return { header: false, columns: { name, surname, email } };
};

export interface ImportedRow {
  /** The row's line in the file (1-based, the header counted), to find it there. */
  line: number;
  participant: Participant;
}

/**
 * The rows of a CSV text as participants (trimmed, e-mail lower-cased), empty lines skipped.
 * The parser is passed in, so the cart loads it only when a file is chosen.
 */
export const parseParticipantCsv = (papa: typeof Papa, text: string): ImportedRow[] => {
  const result = papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t'],
  });
  const rows = result.data.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) return [];
  const { columns, header } = columnsOf(rows[0]!);
  const cell = (row: string[], index: number) => (index >= 0 ? (row[index] ?? '') : '');
  return rows.slice(header ? 1 : 0).map((row, index) => ({
    line: index + (header ? 2 : 1),
    participant: cleanParticipant({
      name: cell(row, columns.name),
      surname: cell(row, columns.surname),
      email: cell(row, columns.email),
    }),
  }));
};

export type RowProblem =
  /** A message key: the shared participant schema's, or one of checkout's. */
  | { key: string; values?: Record<string, unknown> }
  /** The server's own, translated message (the party check). */
  | { text: string };

export interface PreviewRow extends ImportedRow {
  problems: RowProblem[];
}

/**
 * Each row's own problems: the shared participant rules (name, surname, e-mail), an e-mail
 * already in the cart's list, or one an earlier row of the file has.
 */
export const localProblems = (rows: ImportedRow[], listed: Participant[]): PreviewRow[] => {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const problems: RowProblem[] = [];
    const parsed = participantSchema.safeParse(row.participant);
    const keys = new Set<string>();
    for (const issue of parsed.error?.issues ?? []) {
      if (!keys.has(issue.message)) problems.push({ key: issue.message });
      keys.add(issue.message);
    }
    const email = row.participant.email;
    if (email && parsed.success) {
      const earlier = seen.get(email);
      if (listed.some((person) => sameEmail(person.email, email))) {
        problems.push({ key: 'checkout:importAlreadyListed' });
      } else if (earlier !== undefined) {
        problems.push({ key: 'checkout:importDuplicateInFile', values: { line: earlier } });
      } else {
        seen.set(email, row.line);
      }
    }
    return { ...row, problems };
  });
};

/**
 * Runs the server's party check for the rows that have no problem yet, in file order, a few at
 * a time, and only as many as there is room for: once `room` rows have passed, the rest are
 * over the limit and are not checked at all. `check` rejects with the reason to show.
 */
export const checkRows = async (
  rows: PreviewRow[],
  room: number,
  check: (participant: Participant) => Promise<void>,
  concurrency = 4,
): Promise<PreviewRow[]> => {
  const result = rows.map((row) => ({ ...row, problems: [...row.problems] }));
  const candidates = result.filter((row) => row.problems.length === 0);
  let next = 0;
  let passed = 0;
  let inFlight = 0;
  const worker = async () => {
    while (next < candidates.length && passed + inFlight < room) {
      const row = candidates[next]!;
      next += 1;
      inFlight += 1;
      try {
        await check(row.participant);
        passed += 1;
      } catch (error) {
        row.problems.push(error as RowProblem);
      } finally {
        inFlight -= 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  // Rows never checked: no room was left for them.
  for (const row of candidates.slice(next)) {
    row.problems.push({ key: 'checkout:importOverLimit' });
  }
  return result;
};
