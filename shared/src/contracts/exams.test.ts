import { issuesOf } from '../testing/issues';
import { INT4_MAX } from './fields';
import {
  answerQuestionSchema,
  certificateCodeParam,
  revokeCertificateSchema,
  testIdParam,
  userTestIdQuery,
} from './exams';

describe('answering a question (POST /v1/exams/answerquestion)', () => {
  it('takes the attempt and the option chosen', () => {
    expect(answerQuestionSchema.parse({ userTestId: 44, testOptionId: 2 })).toEqual({
      userTestId: 44,
      testOptionId: 2,
    });
  });

  it.each([
    ['no attempt', { testOptionId: 2 }, ['userTestId']],
    ['no option', { userTestId: 44 }, ['testOptionId']],
    ['an attempt as text', { userTestId: '44', testOptionId: 2 }, ['userTestId']],
    ['option 0', { userTestId: 44, testOptionId: 0 }, ['testOptionId']],
    ['an id past int4', { userTestId: INT4_MAX + 1, testOptionId: 2 }, ['userTestId']],
  ])('refuses %s with invalidId', (_what, body, fields) => {
    expect(issuesOf(answerQuestionSchema, body)).toEqual(
      Object.fromEntries(fields.map((field) => [field, 'invalidId'])),
    );
  });
});

describe('the ids in an exam address', () => {
  it('reads the exam and the attempt from the address, as numbers', () => {
    expect(testIdParam.parse({ testId: '9' })).toEqual({ testId: 9 });
    expect(userTestIdQuery.parse({ userTestId: '44' })).toEqual({ userTestId: 44 });
  });

  it('refuses what is not an id', () => {
    for (const testId of ['0', 'abc', '1.5', String(INT4_MAX + 1)]) {
      expect(issuesOf(testIdParam, { testId })).toEqual({ testId: 'invalidId' });
    }
    expect(issuesOf(userTestIdQuery, {})).toEqual({ userTestId: 'invalidId' });
  });
});

describe('a certificate code (GET /v1/certificates/verify/{code} and download/{code})', () => {
  it('reads it trimmed and in capitals, as people type it', () => {
    expect(certificateCodeParam.parse({ code: ' ia-7k3m-9qxd-2f4h ' })).toEqual({
      code: 'IA-7K3M-9QXD-2F4H',
    });
    expect(certificateCodeParam.parse({ code: 'ABC123' })).toEqual({ code: 'ABC123' });
    expect(certificateCodeParam.parse({ code: 'A'.repeat(40) })).toEqual({ code: 'A'.repeat(40) });
  });

  it.each([
    ['five characters', 'ABC12'],
    ['41 characters', 'A'.repeat(41)],
    ['a space inside', 'IA-7K3M 9QXD'],
    ['a slash', 'IA/7K3M/9QXD'],
    ['a Turkish letter', 'İA-7K3M-9QXD'],
    ['nothing', ''],
  ])('answers certificateNotFound for %s', (_what, code) => {
    expect(issuesOf(certificateCodeParam, { code })).toEqual({ code: 'certificateNotFound' });
  });
});

describe('revoking a certificate (POST /v1/admin/certificates/{code}/revoke)', () => {
  it('asks why, in up to 500 characters over several lines', () => {
    expect(
      revokeCertificateSchema.parse({ reason: ' Sınav tekrarlandı.\nKopya tespit edildi. ' }),
    ).toEqual({ reason: 'Sınav tekrarlandı.\nKopya tespit edildi.' });
    expect(issuesOf(revokeCertificateSchema, { reason: 'ç'.repeat(500) })).toEqual({});
    expect(issuesOf(revokeCertificateSchema, { reason: 'ç'.repeat(501) })).toEqual({
      reason: 'fieldTooLong',
    });
    expect(issuesOf(revokeCertificateSchema, { reason: '  ' })).toEqual({
      reason: 'revokeReasonRequired',
    });
  });
});
