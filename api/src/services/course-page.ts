import type { Course } from '@lms/shared/contracts';
import type { Locale } from '../i18n/messages';
import type { AssociationsRepository } from '../repositories/associations';
import type { CourseListQuery, CoursesRepository } from '../repositories/courses';
import type { CheckoutService } from './checkout';

export interface CoursePageDeps {
  courses: CoursesRepository;
  checkout: Pick<CheckoutService, 'openOrderFor'>;
  associations: Pick<AssociationsRepository, 'memberPrices'>;
}

/**
 * The catalogue's pages (spec §2, §3): course lists and the course page. A visitor's page is the
 * same for everyone (the route keeps one copy per catalogue version); a logged-in user's page is
 * theirs: whether they own the course, their own videos and exams, and an unpaid order for it.
 */
export function createCoursePageService({ courses, checkout, associations }: CoursePageDeps) {
  return {
    /** POST /v1/courses/getcourselist: a page of courses, the total and the year/month panel. */
    list: (filter: CourseListQuery) => courses.list(filter),

    /** GET /v1/courses/getcoursedetails/{slugOrId} as a visitor sees it, or null. */
    visitorPage: (slugOrId: string, locale: Locale) => courses.publicDetails(slugOrId, locale),

    /**
     * The same page for a logged-in user: an owner sees their videos and exams; an unpaid order
     * for the course is said on the page instead of a second "buy"; a member company's buyer is
     * told the member price is theirs (the basket decides by the same query).
     */
    async userPage(course: Course, userId: number, locale: Locale): Promise<Course> {
      const [owner, open, memberPrices] = await Promise.all([
        courses.owns(userId, course.id),
        checkout.openOrderFor(userId, course.id),
        associations.memberPrices(userId, [course.id]),
      ]);
      const titles = owner ? await courses.ownerTitles(course.id, userId, locale) : null;
      return {
        ...course,
        isOwner: owner,
        courseTitles: titles ?? course.courseTitles,
        openOrder: open,
        memberPriceApplies: memberPrices.has(course.id),
      };
    },
  };
}
export type CoursePageService = ReturnType<typeof createCoursePageService>;
