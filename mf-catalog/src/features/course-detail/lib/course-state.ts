import type { Course } from '@lms/shared';

type StateFields = Pick<
  Course,
  'id' | 'isCancelled' | 'isOwner' | 'price' | 'courseEndDate' | 'registerEndDate'
>;

/** Cancelled wins over expired; expired = end date or registration end date passed (spec §4). */
export type CourseAvailability = 'cancelled' | 'expired' | 'open';

const passed = (iso: string | null, now: Date) => iso !== null && Date.parse(iso) < now.getTime();

export const courseAvailability = (course: StateFields, now = new Date()): CourseAvailability => {
  if (course.isCancelled) return 'cancelled';
  if (passed(course.courseEndDate, now) || passed(course.registerEndDate, now)) return 'expired';
  return 'open';
};

/** The buy button's label key: owner message, free label (price ≤ 0) or buy (spec §4). */
export const buyLabelKey = (course: StateFields): 'ownerLabel' | 'freeLabel' | 'buyLabel' => {
  if (course.isOwner) return 'ownerLabel';
  if (course.price <= 0) return 'freeLabel';
  return 'buyLabel';
};

/** Neither a cancelled nor an expired course shows a buy button (spec §4). */
export const showsBuyButton = (course: StateFields, now = new Date()) =>
  courseAvailability(course, now) === 'open';

/** The course whose member price belongs to another association than İHKİB (spec §3, Course). */
const OTHER_ASSOCIATION_COURSE_ID = 106;

/** The member price names İHKİB, except for the course of another association. */
export const memberPriceLabelKey = (course: Pick<Course, 'id'>) =>
  course.id === OTHER_ASSOCIATION_COURSE_ID ? 'memberPriceOther' : 'memberPrice';
