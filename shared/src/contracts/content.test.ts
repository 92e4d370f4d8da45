import { issuesOf } from '../testing/issues';
import {
  confirmSubscriptionSchema,
  contactSchema,
  subscribeSchema,
  unsubscribeTokenParam,
} from './content';

const valid = {
  fullName: 'Ayşe Yılmaz',
  email: 'ayse.yilmaz@ornek.com.tr',
  phoneNumber: '5321234567',
  title: 'Kurumsal eğitim',
  description: 'Ekibimiz için bilgi almak istiyoruz.',
};

/** The message key each failing field shows: its first issue, as the form and the API do. */
const failures = (change: Record<string, unknown>) => {
  const result = contactSchema.safeParse({ ...valid, ...change });
  const keys: Record<string, string> = {};
  if (result.success) return keys;
  for (const issue of result.error.issues) keys[String(issue.path[0])] ??= issue.message;
  return keys;
};

describe('contact message validation (spec §5)', () => {
  it('accepts a complete message, trimmed, with or without a course', () => {
    expect(contactSchema.parse({ ...valid, fullName: '  Ayşe Yılmaz ' }).fullName).toBe(
      'Ayşe Yılmaz',
    );
    expect(contactSchema.safeParse({ ...valid, courseId: 12 }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, courseId: null }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, courseId: -1 }).success).toBe(false);
  });

  it('fullNameRequired: the full name is required', () => {
    expect(failures({ fullName: '' })).toEqual({ fullName: 'fullNameRequired' });
    expect(failures({ fullName: '   ' })).toEqual({ fullName: 'fullNameRequired' });
  });

  it('emailRequired: the e-mail is required', () => {
    expect(failures({ email: '' })).toEqual({ email: 'emailRequired' });
  });

  it('emailCorrect: the e-mail must be a valid address', () => {
    expect(failures({ email: 'ayse@' })).toEqual({ email: 'emailCorrect' });
    expect(failures({ email: 'ayse yilmaz@ornek.com' })).toEqual({ email: 'emailCorrect' });
  });

  it('phoneNumberRequired: the phone is required and exactly 10 digits', () => {
    for (const phoneNumber of ['', '532123456', '053212345678', '0532 123 45 6', '53212345ab']) {
      expect(failures({ phoneNumber })).toEqual({ phoneNumber: 'phoneNumberRequired' });
    }
  });

  it('takes the phone as people write it and sends the ten digits, never fewer', () => {
    for (const phoneNumber of [
      '5321234567',
      '05321234567',
      '0532 123 45 67',
      '0532-123 45 67',
      '532 123 45 67',
      '+90 532 123 45 67',
      '+90 (532) 123-45-67',
      '0 532 123 45 67',
    ]) {
      expect(contactSchema.parse({ ...valid, phoneNumber }).phoneNumber).toBe('5321234567');
    }
  });

  it('subjectRequired: the title is required', () => {
    expect(failures({ title: ' ' })).toEqual({ title: 'subjectRequired' });
  });

  it('messageRequired: the description is required', () => {
    expect(failures({ description: '' })).toEqual({ description: 'messageRequired' });
  });
});

describe('the rest of a contact message', () => {
  it('keeps line breaks in the message, and bounds each field', () => {
    const message = 'Merhaba,\n\tekibimiz için bilgi almak istiyoruz.';
    expect(contactSchema.parse({ ...valid, description: message }).description).toBe(message);
    expect(failures({ fullName: 'a'.repeat(151) })).toEqual({ fullName: 'fieldTooLong' });
    expect(failures({ title: 'a'.repeat(201) })).toEqual({ title: 'fieldTooLong' });
    expect(failures({ description: 'a'.repeat(5001) })).toEqual({ description: 'fieldTooLong' });
    expect(failures({ phoneNumber: '5'.repeat(21) })).toEqual({
      phoneNumber: 'phoneNumberRequired',
    });
  });
});

describe('the newsletter: subscribing, confirming, leaving', () => {
  it('subscribes an address', () => {
    expect(subscribeSchema.parse({ email: ' ayse@ornek.com.tr ' })).toEqual({
      email: 'ayse@ornek.com.tr',
    });
    expect(issuesOf(subscribeSchema, { email: 'ayse@' })).toEqual({ email: 'emailCorrect' });
  });

  it("confirms with the link's token, trimmed, up to 200 characters", () => {
    expect(confirmSubscriptionSchema.parse({ token: ' abc ' })).toEqual({ token: 'abc' });
    expect(confirmSubscriptionSchema.parse({ token: 't'.repeat(200) })).toEqual({
      token: 't'.repeat(200),
    });
    for (const token of ['', '  ', 't'.repeat(201)]) {
      expect(issuesOf(confirmSubscriptionSchema, { token })).toEqual({
        token: 'subscriptionLinkInvalid',
      });
    }
  });

  it('leaves with the address and its signature, joined by one dot', () => {
    for (const token of ['YXlzZUBvcm5lay5jb20.c2lnbmF0dXJl', 'a.b', 'a-_b.c_-d']) {
      expect(unsubscribeTokenParam.parse({ token })).toEqual({ token });
    }
    expect(unsubscribeTokenParam.parse({ token: ' a.b ' })).toEqual({ token: 'a.b' });
    const longest = `${'a'.repeat(299)}.${'b'.repeat(300)}`;
    expect(unsubscribeTokenParam.parse({ token: longest })).toEqual({ token: longest });
    for (const token of [
      '',
      'ab',
      '.b',
      'a.',
      'a.b.c',
      'a b.c',
      'a.b=',
      '=a.b',
      'ç.b',
      `${longest}b`,
    ]) {
      expect(issuesOf(unsubscribeTokenParam, { token })).toEqual({
        token: 'unsubscribeLinkInvalid',
      });
    }
  });
});
