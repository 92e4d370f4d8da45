import type { OpenOrderRef } from './commerce';
import { z } from 'zod';

import { ORDERABLE_COURSE_FIELDS } from './constants';
import { idField, intField, pageParamField, textField } from './fields';

/** The furthest page a list can be asked for (page × limit stays a small offset). */
export const MAX_PAGE = 100_000;

/** Course list filter (spec §3). `courseType` is the type id. */
export const courseListFilterSchema = z
  .object({
    page: pageParamField(MAX_PAGE).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    orderBy: z.enum(ORDERABLE_COURSE_FIELDS, 'orderByInvalid').default('courseEndDate'),
    orderByAsc: z.boolean().default(false),
    searchText: textField({ max: 100, tooLong: 'searchTooLong' }).default(''),
    courseType: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(5)], 'courseTypeInvalid')
      .optional(),
    /** Only courses whose end date (İstanbul time) falls in this year, and month 1–12 if given. */
    year: z.coerce.number().int().min(2000, 'yearInvalid').max(2100, 'yearInvalid').optional(),
    month: z.coerce.number().int().min(1, 'monthInvalid').max(12, 'monthInvalid').optional(),
  })
  .refine((filter) => filter.month === undefined || filter.year !== undefined, {
    message: 'monthInvalid',
    path: ['month'],
  });
export type CourseListFilter = z.input<typeof courseListFilterSchema>;

/** A year and month (1–12) in which at least one listed course ends. */
export interface CoursePeriod {
  year: number;
  month: number;
}

export interface CourseListItem {
  id: number;
  nameSlug: string;
  name: string;
  thumbnailImagePath: string;
  alertMessage: string | null;
  courseEndDate: string | null;
  /** The course's type, named on the card as a translated badge. */
  courseType: { id: number };
}

export interface CourseListResponse {
  success: boolean;
  message?: string;
  data: CourseListItem[];
  totalItemCount: number;
  /** End-date periods of every course matching type and text (ignoring year and month). */
  periods: CoursePeriod[];
  httpCode?: number;
}

export interface CourseSearchResult {
  name: string;
  nameSlug: string;
  thumbnailImagePath: string;
}

export interface Person {
  name: string;
  surname: string;
}

export interface CourseVideo {
  id: number;
  title: string;
  description: string;
  /** Empty string means locked (spec §3). */
  fileUrl: string;
  /**
   * The adaptive HLS master playlist (signed for the owner like `fileUrl`) once the video was
   * transcoded; absent until then, when the player plays `fileUrl`'s MP4.
   */
  hlsUrl?: string;
  duration: number;
  /**
   * For the course's owner only: whether they have watched the video to the course's
   * rule, in credited played time. My trainings and the videos page show it as a tick.
   */
  watched?: boolean;
}

export interface CourseExamResult {
  filePath: string | null;
}

export interface CourseExam {
  id: number;
  title: string;
  description: string;
  isExamStarted: boolean;
  isTestDone: boolean;
  testStartDate: string | null;
  /** Minutes; 0 means untimed. */
  duration: number;
  /** Points needed to pass. */
  requiredPointToPass?: number;
  /** The user's latest attempt (the exam page's id), null before joining. */
  userExamId?: number | null;
  /**
   * For the course's owner: how many videos are still short of the course's
   * completion rule (watched to its percentage in credited time). The exam opens at 0.
   */
  videosLeft?: number;
  /** For the owner: attempts still allowed; null when the exam sets no limit. */
  attemptsLeft?: number | null;
  /** For the owner: when a new attempt may start (ISO) after a failed one; null when now. */
  nextAttemptAt?: string | null;
  /** One entry once done: a filePath (certificate link) means passed, null means rejected. */
  results: CourseExamResult[];
}

export interface CourseTitle {
  titleName: string;
  courseVideos: CourseVideo[];
  courseExams: CourseExam[];
}

export interface CourseDetailItem {
  type: 'EducationalContents' | 'RequiredDocuments';
  title: string;
  description: string;
}

export interface Course {
  id: number;
  name: string;
  nameSlug: string;
  description: string;
  summary: string[];
  price: number;
  ihkibPrice: number | null;
  isOwner: boolean;
  isCancelled: boolean;
  courseEndDate: string | null;
  courseStartDate: string | null;
  registerEndDate: string | null;
  hasRegisterLimit: boolean;
  courseType: { id: number };
  courseDuration: string | null;
  courseLocation: string | null;
  courseLocationUrl: string | null;
  courseFirstExamDate: string | null;
  thumbnailImagePath: string;
  alertMessage: string | null;
  teacher: Person | null;
  secondTeacher: Person | null;
  thirdTeacher: Person | null;
  courseDetails: CourseDetailItem[];
  courseTitles: CourseTitle[];
  /** The caller's unpaid order for this course (awaiting payment or transfer), if any. */
  openOrder: OpenOrderRef | null;
  /**
   * The member price is the caller's: their corporate account's tax number is on the list of the
   * course's association, so the basket charges it (false for visitors and everyone else).
   */
  memberPriceApplies: boolean;
}

/** How far a learner is in one of their courses, from their saved video positions. */
export interface CourseProgress {
  /** Seconds of the course's videos watched (a video watched into its last 60 s counts whole). */
  watchedSeconds: number;
  totalSeconds: number;
  /** watchedSeconds of totalSeconds as a whole percentage, 0–100. */
  videoPercent: number;
  examsPassed: number;
  examsTotal: number;
  /** Videos watched to the course's rule, of the videos the learner's course has. */
  videosWatched: number;
  videosTotal: number;
  /** When the course was completed (its rule met and its exams passed); null until then. */
  completedAt: string | null;
  /** The video watched last and the position saved for it: where "Continue" resumes. */
  lastVideo: { id: number; title: string; seconds: number } | null;
}

export interface UserCourse extends Omit<CourseListItem, 'courseType'> {
  courseTypeId: number;
  progress: CourseProgress;
}

export interface UserCoursesResponse {
  success: boolean;
  data: UserCourse[];
  courseTypeId: number | null;
}

/** Video progress (spec §7 POST /v1/courses). */
export const videoProgressSchema = z.union([
  z.object({ courseVideoId: idField(), timestamp: z.literal(0) }),
  z.object({ courseVideoId: idField(), currentTime: intField() }),
]);
export type VideoProgressPayload = z.infer<typeof videoProgressSchema>;
