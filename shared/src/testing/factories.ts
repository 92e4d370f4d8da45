import type {
  BasketItem,
  Course,
  CourseProgress,
  OrderSummary,
  UserCourse,
  UserProfileResponse,
} from '../contracts';
import { PaymentMethod } from '../contracts/constants';

/** A line of the buyer's basket: one course, nobody listed yet; override what a test is about. */
export const buildBasketItem = (overrides: Partial<BasketItem> = {}): BasketItem => ({
  id: 1,
  courseId: 109,
  course: {
    name: 'Kur Riski Yönetimi',
    nameSlug: 'kur-riski-yonetimi',
    thumbnailImagePath: 'http://api.test/images/courses/109.svg',
  },
  price: 3200,
  discountPrice: 0,
  priceWithoutTax: 2666.67,
  participantEmails: [],
  ...overrides,
});

/** An order as its owner reads it; override what a test is about. */
export const buildOrder = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  trackingId: 'ORD234ABC567',
  status: 'completed',
  paymentMethod: PaymentMethod.card,
  referenceCode: 'IA7K3M9Q2X',
  subtotal: 5333.33,
  tax: 1066.67,
  total: 6400,
  failureMessage: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  completedAt: '2026-11-20T09:31:00.000Z',
  expiresAt: null,
  hasReceipt: true,
  items: [
    {
      courseId: 109,
      name: 'Kur Riski Yönetimi',
      nameSlug: 'kur-riski-yonetimi',
      quantity: 2,
      unitPrice: 3200,
      priceWithoutTax: 5333.33,
      tax: 1066.67,
      total: 6400,
      participants: [
        { name: 'Ali', surname: 'Demir', email: 'ali@ornek.com.tr' },
        { name: 'Can', surname: 'Öz', email: 'can@ornek.com.tr' },
      ],
    },
  ],
  ...overrides,
});

/** A course of My Trainings with its progress; override what a test is about. */
export const buildUserCourse = (
  overrides: Partial<Omit<UserCourse, 'progress'>> & { progress?: Partial<CourseProgress> } = {},
): UserCourse => {
  const { progress, ...course } = overrides;
  const id = course.id ?? 101;
  return {
    id,
    name: 'Dış Ticarete Giriş',
    nameSlug: `egitim-${id}`,
    thumbnailImagePath: `http://api.test/images/${id}.svg`,
    alertMessage: null,
    courseEndDate: '2027-01-15T09:00:00.000Z',
    courseTypeId: 1,
    ...course,
    progress: {
      watchedSeconds: 0,
      totalSeconds: 300,
      videoPercent: 0,
      examsPassed: 0,
      examsTotal: 1,
      videosWatched: 0,
      videosTotal: 3,
      completedAt: null,
      lastVideo: null,
      ...progress,
    },
  };
};

/** A course as the course-details read returns it: an online course the user owns. */
export const buildCourse = (overrides: Partial<Course> = {}): Course => ({
  id: 101,
  name: 'Dış Ticarete Giriş ve Temel Kavramlar',
  nameSlug: 'dis-ticarete-giris-ve-temel-kavramlar',
  description: '',
  summary: [],
  price: 1750,
  ihkibPrice: null,
  isOwner: true,
  isCancelled: false,
  courseEndDate: null,
  courseStartDate: null,
  registerEndDate: null,
  hasRegisterLimit: false,
  courseType: { id: 1 },
  courseDuration: null,
  courseLocation: null,
  courseLocationUrl: null,
  courseFirstExamDate: null,
  thumbnailImagePath: '',
  alertMessage: null,
  teacher: null,
  secondTeacher: null,
  thirdTeacher: null,
  courseDetails: [],
  courseTitles: [],
  openOrder: null,
  memberPriceApplies: false,
  ...overrides,
});

/** The signed-in user's profile as the profile read returns it, e-mail verified; override the rest. */
export const buildProfile = (
  overrides: Partial<UserProfileResponse> = {},
): UserProfileResponse => ({
  name: 'Ayşe',
  surname: 'Yılmaz',
  citizenId: '10000000146',
  email: 'ayse@ornek.com.tr',
  mobilePhone: '05321234567',
  taxNumber: '',
  taxOffice: '',
  companyName: '',
  permitEmail: false,
  permitSms: true,
  emailVerified: true,
  role: null,
  ...overrides,
});
