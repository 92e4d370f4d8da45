import type { z } from 'zod';
import {
  buildBasketItem,
  buildCourse,
  buildOrder,
  buildProfile,
  buildUserCourse,
} from '../testing/factories';
import { ORDER_STATUSES } from './commerce';
import { PaymentMethod } from './constants';
import {
  authDataSchema,
  basketItemSchema,
  basketLineAddedSchema,
  basketParticipantsResponseSchema,
  blogPostSchema,
  certificateVerificationSchema,
  courseListItemSchema,
  courseListResponseSchema,
  courseProgressSchema,
  courseSchema,
  envelope,
  examQuestionSchema,
  examResultSchema,
  examReviewSchema,
  faqSchema,
  gallerySchema,
  infoPageSchema,
  joinExamSchema,
  makePaymentDataSchema,
  orderSummarySchema,
  sessionSummarySchema,
  userCertificateSchema,
  userCoursesResponseSchema,
  userProfileResponseSchema,
  videoLinkSchema,
} from './responses';

// What leaves the server: the API serialises each answer through its route's schema, so a field a
// schema does not declare never reaches a client, and one it declares always does. Each example is
// a whole answer; each must come out as it went in, and a field added to it must not.

const person = { name: 'Ali', surname: 'Demir' };
const ali = { ...person, email: 'ali@ornek.com.tr' };
const options = [
  { id: 1, optionTitle: 'Akreditif' },
  { id: 2, optionTitle: 'Mal mukabili' },
];
const listItem = {
  id: 101,
  nameSlug: 'dis-ticarete-giris',
  name: 'Dış Ticarete Giriş',
  thumbnailImagePath: 'http://api.test/images/courses/101.svg',
  alertMessage: 'Son 3 kontenjan',
  courseEndDate: '2027-01-15T09:00:00.000Z',
  courseType: { id: 1 },
};
const video = {
  id: 5,
  title: 'Giriş',
  description: 'Dersin konuları',
  fileUrl: 'http://api.test/media/videos/5.mp4?sig=x',
  hlsUrl: 'http://api.test/media/videos/5/master.m3u8?sig=x',
  duration: 300,
  watched: true,
};
const exam = {
  id: 9,
  title: 'Final sınavı',
  description: '20 soru',
  isExamStarted: true,
  isTestDone: true,
  testStartDate: '2026-11-20T10:00:00.000Z',
  duration: 30,
  requiredPointToPass: 70,
  userExamId: 44,
  videosLeft: 0,
  attemptsLeft: 2,
  nextAttemptAt: null,
  results: [{ filePath: 'http://api.test/certificates/IA-1.pdf' }],
};
const course = buildCourse({
  description: '<p>Ödeme yöntemleri</p>',
  summary: ['Akreditif', 'Vesaik mukabili'],
  ihkibPrice: 1500,
  courseEndDate: '2027-01-15T09:00:00.000Z',
  courseStartDate: '2026-12-01T09:00:00.000Z',
  registerEndDate: '2026-11-30T20:59:59.000Z',
  courseDuration: '12 saat',
  courseLocation: 'İstanbul',
  courseLocationUrl: 'https://maps.example.com/x',
  courseFirstExamDate: '2027-01-20T09:00:00.000Z',
  thumbnailImagePath: 'http://api.test/images/courses/101.svg',
  alertMessage: 'Son 3 kontenjan',
  teacher: person,
  secondTeacher: { name: 'Ece', surname: 'Tan' },
  thirdTeacher: null,
  courseDetails: [
    { type: 'EducationalContents', title: 'İçerik', description: 'Modüller' },
    { type: 'RequiredDocuments', title: 'Belgeler', description: 'Kimlik' },
  ],
  courseTitles: [{ titleName: '1. Bölüm', courseVideos: [video], courseExams: [exam] }],
  openOrder: { trackingId: 'ORD234ABC567', status: 'awaiting_transfer' },
});
const progress = buildUserCourse({
  progress: {
    watchedSeconds: 120,
    completedAt: '2026-11-25T10:00:00.000Z',
    lastVideo: { id: 5, title: 'Giriş', seconds: 95 },
  },
}).progress;
const order = buildOrder({
  hasContracts: true,
  items: [
    {
      ...buildOrder().items[0]!,
      memberAssociation: 'İHKİB',
    },
  ],
  refunds: [
    {
      at: '2026-11-21T09:00:00.000Z',
      amount: 3200,
      withdrawal: true,
      toBankAccount: false,
      paidBackAt: null,
    },
  ],
});

const placed = {
  paymentUrl: 'http://api.test/pay/x',
  trackingId: 'ORD234ABC567',
  status: 'pending',
  referenceCode: 'IA7K3M9Q2X',
  expiresAt: '2026-11-28T11:00:00.000Z',
};

const answers: [string, z.ZodType, unknown][] = [
  [
    'login',
    authDataSchema,
    { token: 'jwt', user: { id: 7, ...ali, role: 'finance' }, deviceToken: 'device' },
  ],
  [
    'a session',
    sessionSummarySchema,
    {
      id: 'sid',
      device: 'Chrome, Linux',
      createdAt: '2026-11-01T09:00:00.000Z',
      lastSeenAt: '2026-11-28T09:00:00.000Z',
      current: true,
    },
  ],
  [
    'a blog post',
    blogPostSchema,
    {
      url: 'e-ihracat',
      title: 'E-ihracat',
      description: '<p>Metin</p>',
      createDate: '2026-11-01',
      fileUrl: 'http://api.test/images/blogs/e-ihracat.svg',
    },
  ],
  [
    'a gallery',
    gallerySchema,
    {
      id: 3,
      title: 'Mezuniyet',
      shortDescription: 'Kısa',
      description: 'Uzun',
      createDate: '2026-11-01',
      filePaths: ['http://api.test/images/galleries/1.svg'],
      imageAlts: ['Sahne'],
    },
  ],
  ['a question', faqSchema, { id: 4, questionTitle: 'Nasıl?', questionDescription: 'Böyle.' }],
  ['an information page', infoPageSchema, { title: 'KVKK', description: '<p>Metin</p>' }],
  ['a course card', courseListItemSchema, listItem],
  [
    'the course list',
    courseListResponseSchema,
    {
      success: true,
      message: '',
      data: [listItem],
      totalItemCount: 41,
      periods: [{ year: 2027, month: 1 }],
    },
  ],
  ['a course page', courseSchema, course],
  ['progress', courseProgressSchema, progress],
  [
    'My trainings',
    userCoursesResponseSchema,
    {
      success: true,
      message: '',
      data: [{ ...buildUserCourse(), progress }],
      courseTypeId: 1,
    },
  ],
  ['a video link', videoLinkSchema, { id: 5, fileUrl: video.fileUrl, hlsUrl: video.hlsUrl }],
  ['an exam joined', joinExamSchema, { id: 44, title: 'Final sınavı' }],
  [
    'an exam question',
    examQuestionSchema,
    { question: 'Hangisi?', options, isEnd: false, index: 3, total: 20, remainingSeconds: 600 },
  ],
  [
    'an exam result',
    examResultSchema,
    { earnedPoints: 80, requiredPointToPass: 70, filePath: 'http://api.test/c.pdf' },
  ],
  [
    'a certificate verified',
    certificateVerificationSchema,
    {
      code: 'IA-1',
      holderName: 'Ali Demir',
      courseName: 'Dış Ticarete Giriş',
      examTitle: 'Final sınavı',
      issuedAt: '2026-11-25T10:00:00.000Z',
      earnedPoints: 80,
      requiredPointToPass: 70,
      revokedAt: null,
      courseDuration: '12 saat',
      completedAt: '2026-11-25T10:00:00.000Z',
    },
  ],
  [
    'an exam review',
    examReviewSchema,
    {
      earnedPoints: 80,
      requiredPointToPass: 70,
      passed: true,
      answersShown: true,
      attemptsLeft: null,
      nextAttemptAt: null,
      questions: [
        {
          question: 'Hangisi?',
          points: 5,
          options,
          chosenOptionId: 2,
          isCorrect: false,
          correctOptionId: 1,
        },
      ],
    },
  ],
  [
    'a certificate of mine',
    userCertificateSchema,
    {
      code: 'IA-1',
      courseId: 101,
      courseName: 'Dış Ticarete Giriş',
      examTitle: 'Final sınavı',
      issuedAt: '2026-11-25T10:00:00.000Z',
      earnedPoints: 80,
      requiredPointToPass: 70,
      pdfUrl: 'http://api.test/c.pdf',
      verifyUrl: 'http://site.test/#/certificate/IA-1',
      revokedAt: '2026-11-26T10:00:00.000Z',
    },
  ],
  [
    'my profile',
    userProfileResponseSchema,
    { ...buildProfile({ role: 'editor' }), isCorporate: false, address: 'Kadıköy / İstanbul' },
  ],
  [
    'a basket line',
    basketItemSchema,
    buildBasketItem({ memberAssociation: 'İHKİB', participantEmails: [ali] }),
  ],
  ['a line added', basketLineAddedSchema, { id: 3, courseId: 109 }],
  ['the participants saved', basketParticipantsResponseSchema, [ali]],
  ['an order placed', makePaymentDataSchema, placed],
  ['an order', orderSummarySchema, order],
];

/** The fields an answer may leave out (optional), by answer; every other one is always sent. */
const OPTIONAL: Record<string, string[]> = {
  login: ['deviceToken'],
  'an exam question': ['index', 'total', 'remainingSeconds'],
  'a certificate verified': ['courseDuration', 'completedAt'],
  'a video link': ['hlsUrl'],
  'a basket line': ['memberAssociation', 'participantEmails'],
  'an order': ['hasContracts', 'refunds'],
};

/** The same value with a field nobody declared added to every object in it. */
const withUndeclared = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withUndeclared);
  if (value === null || typeof value !== 'object') return value;
  return {
    ...Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withUndeclared(inner)]),
    ),
    passwordHash: 'secret',
  };
};

describe('the answers the API sends (responses.ts)', () => {
  it.each(answers)(
    '%s: every declared field leaves the server as it is',
    (_what, schema, value) => {
      expect(schema.parse(value)).toEqual(value);
    },
  );

  it.each(answers)('%s: a field the schema does not declare never does', (_what, schema, value) => {
    expect(schema.parse(withUndeclared(value))).toEqual(value);
  });

  it.each(answers)('%s: a declared field cannot be left out', (what, schema, value) => {
    if (Array.isArray(value)) return expect(schema.safeParse([{}]).success).toBe(false);
    const record = value as Record<string, unknown>;
    const optional = OPTIONAL[what] ?? [];
    for (const key of Object.keys(record)) {
      const { [key]: _left, ...rest } = record;
      const kept = schema.safeParse(rest).success;
      const mayGo = optional.includes(key);
      expect([key, kept]).toEqual([key, mayGo]);
    }
  });

  it('wraps data in the success envelope of spec §7', () => {
    const answer = envelope(faqSchema);
    const faq = { id: 4, questionTitle: 'Nasıl?', questionDescription: 'Böyle.' };
    expect(answer.parse({ success: true, message: 'Tamam', data: faq })).toEqual({
      success: true,
      message: 'Tamam',
      data: faq,
    });
    expect(answer.safeParse({ success: false, message: 'Tamam', data: faq }).success).toBe(false);
    expect(answer.safeParse({ success: true, data: faq }).success).toBe(false);
  });

  it('sends every order status, and the two payment methods or none', () => {
    for (const status of ORDER_STATUSES) {
      expect(orderSummarySchema.safeParse({ ...order, status }).success).toBe(true);
      expect(makePaymentDataSchema.safeParse({ ...placed, status }).success).toBe(true);
    }
    expect(orderSummarySchema.safeParse({ ...order, status: 'paid' }).success).toBe(false);
    for (const paymentMethod of [PaymentMethod.card, PaymentMethod.bankTransfer, null]) {
      expect(orderSummarySchema.safeParse({ ...order, paymentMethod }).success).toBe(true);
    }
    expect(orderSummarySchema.safeParse({ ...order, paymentMethod: 2 }).success).toBe(false);
  });

  it("names a course's open order only while it awaits payment or a transfer", () => {
    for (const status of ['pending', 'awaiting_transfer']) {
      expect(
        courseSchema.safeParse({ ...course, openOrder: { trackingId: 'ORD1', status } }).success,
      ).toBe(true);
    }
    expect(
      courseSchema.safeParse({ ...course, openOrder: { trackingId: 'ORD1', status: 'completed' } })
        .success,
    ).toBe(false);
  });

  it('reads a course detail as educational contents or required documents only', () => {
    const detail = (type: string) => ({
      ...course,
      courseDetails: [{ type, title: 'x', description: 'y' }],
    });
    expect(courseSchema.safeParse(detail('EducationalContents')).success).toBe(true);
    expect(courseSchema.safeParse(detail('RequiredDocuments')).success).toBe(true);
    expect(courseSchema.safeParse(detail('Other')).success).toBe(false);
  });

  it('gives My trainings the type id instead of the type object', () => {
    const mine = { ...buildUserCourse(), progress };
    expect(
      userCoursesResponseSchema.safeParse({
        success: true,
        message: '',
        data: [{ ...mine, courseType: { id: 1 } }],
        courseTypeId: null,
      }),
    ).toMatchObject({ success: true, data: { data: [mine] } });
  });

  it('counts videos and attempts left from zero, never below', () => {
    const examWith = (change: object) => ({
      ...course,
      courseTitles: [{ titleName: 'x', courseVideos: [], courseExams: [{ ...exam, ...change }] }],
    });
    expect(courseSchema.safeParse(examWith({ videosLeft: -1 })).success).toBe(false);
    expect(courseSchema.safeParse(examWith({ attemptsLeft: -1 })).success).toBe(false);
    expect(courseSchema.safeParse(examWith({ attemptsLeft: 1.5 })).success).toBe(false);
    expect(courseSchema.safeParse(examWith({ attemptsLeft: null })).success).toBe(true);
  });
});
