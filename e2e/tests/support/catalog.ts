import { expect, type APIRequestContext } from '@playwright/test';
import type { Course, CourseListResponse } from '@lms/shared/contracts';
import { urls } from '../../playwright.config';

/** Course list straight from the API, to know what the seeded (relative) calendar holds. */
export const fetchCourseList = async (request: APIRequestContext, filter: object) => {
  const response = await request.post(`${urls.api}/v1/courses/getcourselist`, { data: filter });
  expect(response.status()).toBe(200);
  return (await response.json()) as CourseListResponse;
};

export const fetchCourse = async (request: APIRequestContext, slugOrId: string | number) => {
  const response = await request.get(`${urls.api}/v1/courses/getcoursedetails/${slugOrId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Course }).data;
};

export const TR_MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];
