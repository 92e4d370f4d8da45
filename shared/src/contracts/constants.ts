/** Runtime constants of the contracts, free of zod so the shell's first bundle stays small. */

export const SERVER_ERROR_MESSAGE = 'Server Error Please contact administrator System';

/** The JWT claim that carries the user id (spec §3). */
export const NAME_IDENTIFIER_CLAIM =
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier';

/** Course type ids (spec §9). */
export const CourseTypeId = { online: 1, physical: 2, free: 3, certificateProgram: 5 } as const;
export type CourseTypeName = keyof typeof CourseTypeId;
export type CourseTypeIdValue = (typeof CourseTypeId)[CourseTypeName];
export const courseTypeNames = Object.keys(CourseTypeId) as CourseTypeName[];

export const courseTypeNameOf = (id: number): CourseTypeName | undefined =>
  courseTypeNames.find((name) => CourseTypeId[name] === id);

export const isCourseTypeName = (value: string | undefined): value is CourseTypeName =>
  (courseTypeNames as readonly unknown[]).includes(value);

/** Payment method (spec §9): 0 online card, 1 bank transfer. */
export const PaymentMethod = { card: 0, bankTransfer: 1 } as const;
export type PaymentMethodValue = (typeof PaymentMethod)[keyof typeof PaymentMethod];

export const ORDERABLE_COURSE_FIELDS = [
  'courseEndDate',
  'courseStartDate',
  'name',
  'price',
  'createDate',
] as const;

/** The information page ids linked from the site (spec §2). */
export const INFO_PAGE_IDS = [
  'aboutus',
  'privacypolicy',
  'termsofuse',
  'ReturnPolicy',
  'mesafeli-satis-sozlesmesi',
  'uyelik-sozlesmesi',
  'IndividualApplication',
  'CorporateApplication',
  'personaldataprotection',
  'RegistrationContract',
] as const;
export type InfoPageId = (typeof INFO_PAGE_IDS)[number];

/** The right of withdrawal from a paid order: 14 days from payment. */
export const WITHDRAWAL_DAYS = 14;
