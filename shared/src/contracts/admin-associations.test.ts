import { issuesOf } from '../testing/issues';
import {
  MEMBER_IMPORT_MAX_ROWS,
  TAX_NUMBER_PATTERN,
  adminAssociationSchema,
  associationMemberParamSchema,
  associationMembersSchema,
  associationParamSchema,
  memberImportResultSchema,
  memberImportSchema,
} from './admin-associations';

describe("association member lists (İHKİB, İTHİB): the addresses' parts", () => {
  it('takes an association code of lower-case letters, digits and hyphens, trimmed', () => {
    for (const code of ['ihkib', ' ithib ', 'ab', 'a1-b2', `a${'b'.repeat(29)}`]) {
      expect(associationParamSchema.parse({ code })).toEqual({ code: code.trim() });
    }
    for (const code of [
      '',
      'a',
      'İHKİB',
      'IHKIB',
      '1ab',
      '-ab',
      'ih kib',
      `a${'b'.repeat(30)}`,
      'ihkib/x',
    ]) {
      expect(issuesOf(associationParamSchema, { code })).toEqual({ code: 'associationNotFound' });
    }
  });

  it("takes a member's tax number of 10 or 11 digits, trimmed", () => {
    expect(
      associationMemberParamSchema.parse({ code: 'ihkib', taxNumber: ' 1234567890 ' }),
    ).toEqual({ code: 'ihkib', taxNumber: '1234567890' });
    expect(associationMemberParamSchema.parse({ code: 'ithib', taxNumber: '10000000146' })).toEqual(
      { code: 'ithib', taxNumber: '10000000146' },
    );
    for (const taxNumber of [
      '123456789',
      '123456789012',
      '12345678a0',
      'x1234567890',
      '1234567890x',
    ]) {
      expect(issuesOf(associationMemberParamSchema, { code: 'ihkib', taxNumber })).toEqual({
        taxNumber: 'taxNumberDigits',
      });
      expect(TAX_NUMBER_PATTERN.test(taxNumber)).toBe(false);
    }
    expect(
      issuesOf(associationMemberParamSchema, { code: 'IHKIB', taxNumber: '1234567890' }),
    ).toEqual({ code: 'associationNotFound' });
  });
});

describe('a member list imported as text', () => {
  it('takes one tax number a row, up to 16 characters a row for the most rows', () => {
    const csv = '1234567890\n10000000146\n';
    expect(memberImportSchema.parse({ csv })).toEqual({ csv });
    const largest = 'x'.repeat(MEMBER_IMPORT_MAX_ROWS * 16);
    expect(issuesOf(memberImportSchema, { csv: largest })).toEqual({});
    expect(issuesOf(memberImportSchema, { csv: `${largest}x` })).toEqual({
      csv: 'memberImportTooLarge',
    });
  });

  it('refuses an empty or blank file, or no text at all, as empty', () => {
    for (const csv of ['', ' \n\t ', undefined, 42]) {
      expect(issuesOf(memberImportSchema, { csv })).toEqual({ csv: 'memberImportEmpty' });
    }
  });

  it('reads the answers whole', () => {
    const association = { code: 'ihkib', name: 'İHKİB', memberCount: 2 };
    const members = {
      association,
      members: [
        { taxNumber: '1234567890', companyName: 'Örnek Tekstil A.Ş.', createdAt: '2026-11-01' },
        { taxNumber: '10000000146', companyName: null, createdAt: '2026-11-02' },
      ],
    };
    const result = { added: 1, alreadyThere: 1, invalid: [{ row: 3, value: '12ab' }] };
    expect(adminAssociationSchema.parse(association)).toEqual(association);
    expect(associationMembersSchema.parse(members)).toEqual(members);
    expect(memberImportResultSchema.parse(result)).toEqual(result);
  });
});
