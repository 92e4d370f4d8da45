import {
  courseTypeNameOf,
  INFO_PAGE_IDS,
  isCourseTypeName,
  NAME_IDENTIFIER_CLAIM,
  ORDERABLE_COURSE_FIELDS,
  PaymentMethod,
  SERVER_ERROR_MESSAGE,
  WITHDRAWAL_DAYS,
} from './constants';

describe('course types (spec §9)', () => {
  it('names each course type id the API sends, and nothing for an id it does not know', () => {
    expect([1, 2, 3, 5].map(courseTypeNameOf)).toEqual([
      'online',
      'physical',
      'free',
      'certificateProgram',
    ]);
    expect(courseTypeNameOf(4)).toBeUndefined();
    expect(courseTypeNameOf(0)).toBeUndefined();
  });

  it('takes only a course type name as the list page’s route parameter', () => {
    for (const name of ['online', 'physical', 'free', 'certificateProgram']) {
      expect(isCourseTypeName(name)).toBe(true);
    }
    for (const value of [undefined, '', 'Online', 'certificate', 'toString']) {
      expect(isCourseTypeName(value)).toBe(false);
    }
  });
});

describe('the names the spec fixes, which other clients rely on', () => {
  it("gives a failed call the spec's server error message (spec: API client)", () => {
    expect(SERVER_ERROR_MESSAGE).toBe('Server Error Please contact administrator System');
  });

  it("reads the user id from the token's name-identifier claim (spec: session)", () => {
    expect(NAME_IDENTIFIER_CLAIM).toBe(
      'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier',
    );
  });

  it('pays by card (0) or bank transfer (1), and orders a course list by its fields', () => {
    expect(PaymentMethod).toEqual({ card: 0, bankTransfer: 1 });
    expect(ORDERABLE_COURSE_FIELDS).toEqual([
      'courseEndDate',
      'courseStartDate',
      'name',
      'price',
      'createDate',
    ]);
  });

  it('links the information pages of spec §2', () => {
    expect(INFO_PAGE_IDS).toEqual([
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
    ]);
    expect(WITHDRAWAL_DAYS).toBe(14);
  });
});
