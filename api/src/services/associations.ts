import Papa from 'papaparse';
import {
  MEMBER_IMPORT_MAX_ROWS,
  TAX_NUMBER_PATTERN,
  type AdminAssociation,
  type AssociationMembers,
  type MemberImportResult,
} from '@lms/shared/contracts';
import type { Db } from '../db';
import { DomainError } from '../lib/domain-error';
import type { AssociationsRepository } from '../repositories/associations';

/** Runs in the write's transaction: the route records its audit entry there. */
type Record<T> = (tx: Db, result: T) => Promise<void>;

/** Header cells a list may start with (any case), e.g. "Vergi No", "VKN", "tax number". */
const HEADER = /^(vergi|vkn|tckn|tax|vn\b)/i;

/**
 * The tax numbers of a member list's CSV, read with Papa Parse: one a row, in the first cell
 * that is not empty (a list exported with company names beside them is fine). Spaces, dots and
 * dashes inside a number are dropped. A first row that names its column is a header, not a
 * member. Each row that is not 10 or 11 digits is refused with its row number.
 */
export function readMemberCsv(csv: string) {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimiter: '',
    delimitersToGuess: [';', ',', '\t', '|'],
  });
  const rows = parsed.data;
  if (rows.length > MEMBER_IMPORT_MAX_ROWS) {
    throw new DomainError('invalid', 'memberImportTooLarge');
  }
  const valid: string[] = [];
  const invalid: MemberImportResult['invalid'] = [];
  // Papa Parse drops empty lines: each row's number is counted from the text itself.
  const lineNumbers = rowLineNumbers(csv);
  rows.forEach((cells, index) => {
    const value = (cells.find((cell) => cell.trim() !== '') ?? '').trim();
    if (index === 0 && HEADER.test(value)) return;
    const digits = value.replace(/[\s.-]/g, '');
    if (TAX_NUMBER_PATTERN.test(digits)) valid.push(digits);
    else invalid.push({ row: lineNumbers[index] ?? index + 1, value: value.slice(0, 40) });
  });
  if (valid.length === 0 && invalid.length === 0) {
    throw new DomainError('invalid', 'memberImportEmpty');
  }
  return { valid, invalid };
}

/** The line number of each non-empty line (a quoted cell with a line break is rare here). */
const rowLineNumbers = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .flatMap((line, index) => (line.replace(/[;,\t|"\s]/g, '') === '' ? [] : [index + 1]));

export function createAssociationsService(deps: { db: Db; associations: AssociationsRepository }) {
  const { db, associations } = deps;

  async function find(code: string, q: Db = db) {
    const association = await associations.byCode(code, q);
    if (!association) throw new DomainError('notFound', 'associationNotFound');
    return association;
  }

  return {
    async list(): Promise<AdminAssociation[]> {
      const rows = await associations.list();
      return rows.map(({ code, name, memberCount }) => ({ code, name, memberCount }));
    },

    async members(code: string): Promise<AssociationMembers> {
      const association = await find(code);
      const members = await associations.members(association.id);
      return {
        association: {
          code: association.code,
          name: association.name,
          memberCount: members.length,
        },
        members: members.map((member) => ({
          taxNumber: member.taxNumber,
          companyName: member.companyName,
          createdAt: member.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Adds the CSV's tax numbers to the association's list. A repeat (a double click, the same
     * file again) adds nothing and says they were there already.
     */
    async importCsv(
      code: string,
      csv: string,
      record: Record<MemberImportResult & { association: string }>,
    ): Promise<MemberImportResult> {
      const { valid, invalid } = readMemberCsv(csv);
      return db.transaction(async (tx) => {
        const association = await find(code, tx);
        const unique = [...new Set(valid)];
        const added = await associations.add(association.id, unique, tx);
        const result = { added: added.length, alreadyThere: valid.length - added.length, invalid };
        await record(tx, { ...result, association: association.name });
        return result;
      });
    },

    async remove(code: string, taxNumber: string, record: Record<{ association: string }>) {
      await db.transaction(async (tx) => {
        const association = await find(code, tx);
        if (!(await associations.remove(association.id, taxNumber, tx))) {
          throw new DomainError('notFound', 'memberNotFound');
        }
        await record(tx, { association: association.name });
      });
    },
  };
}
