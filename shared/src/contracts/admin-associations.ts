import { z } from 'zod';

/**
 * Association member lists: staff keep, per exporters' association (İHKİB, İTHİB),
 * the tax numbers of its member companies. A corporate account whose tax number is on the list
 * of a course's association pays the course's member price.
 */

/** A tax number: 10 digits (a company's VKN) or 11 (a sole trader's TCKN). */
export const TAX_NUMBER_PATTERN = /^\d{10,11}$/;

/** The most rows one import takes (and its text, about 14 bytes a row). */
export const MEMBER_IMPORT_MAX_ROWS = 20_000;

/** An association's code in an address: lower-case letters (`ihkib`, `ithib`). */
export const associationCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{1,29}$/, 'associationNotFound');

export const associationParamSchema = z.object({ code: associationCodeSchema });
export const associationMemberParamSchema = z.object({
  code: associationCodeSchema,
  taxNumber: z.string().trim().regex(TAX_NUMBER_PATTERN, 'taxNumberDigits'),
});

/** `POST /v1/admin/associations/{code}/members/import`: the CSV's text (one tax number a row). */
export const memberImportSchema = z.object({
  csv: z
    .string('memberImportEmpty')
    .max(MEMBER_IMPORT_MAX_ROWS * 16, 'memberImportTooLarge')
    .refine((text) => text.trim().length > 0, 'memberImportEmpty'),
});
export type MemberImportInput = z.infer<typeof memberImportSchema>;

export interface AdminAssociation {
  code: string;
  name: string;
  memberCount: number;
}

export interface AssociationMember {
  taxNumber: string;
  /** The company of an account with this tax number, when there is one. */
  companyName: string | null;
  createdAt: string;
}

export interface AssociationMembers {
  association: AdminAssociation;
  members: AssociationMember[];
}

/** What an import did: rows added, rows already on the list, rows refused with their numbers. */
export interface MemberImportResult {
  added: number;
  alreadyThere: number;
  /** Row numbers as a spreadsheet counts them (the first row is 1). */
  invalid: { row: number; value: string }[];
}

export const adminAssociationSchema = z.object({
  code: z.string(),
  name: z.string(),
  memberCount: z.number(),
}) satisfies z.ZodType<AdminAssociation>;

export const associationMembersSchema = z.object({
  association: adminAssociationSchema,
  members: z.array(
    z.object({ taxNumber: z.string(), companyName: z.string().nullable(), createdAt: z.string() }),
  ),
}) satisfies z.ZodType<AssociationMembers>;

export const memberImportResultSchema = z.object({
  added: z.number(),
  alreadyThere: z.number(),
  invalid: z.array(z.object({ row: z.number(), value: z.string() })),
}) satisfies z.ZodType<MemberImportResult>;
