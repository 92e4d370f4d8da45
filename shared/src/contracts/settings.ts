import { z } from 'zod';

export { CourseTypeId, courseTypeNameOf, courseTypeNames } from './constants';
export type { CourseTypeIdValue, CourseTypeName } from './constants';

export const bannerSchema = z.object({ link: z.string(), filePath: z.string() });
export type Banner = z.infer<typeof bannerSchema>;

export const courseCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameSlug: z.string(),
  thumbnailImagePath: z.string(),
  alertMessage: z.string().nullable(),
  courseEndDate: z.string().nullable(),
  price: z.number(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

export const blogCardSchema = z.object({
  url: z.string(),
  title: z.string(),
  description: z.string(),
  createDate: z.string(),
  fileUrl: z.string(),
});
export type BlogCard = z.infer<typeof blogCardSchema>;

/** Site settings (spec §3), from GET /v1/WebsiteSettings/getwebsiteparts. */
export const siteSettingsSchema = z.object({
  onlineCourses: z.array(courseCardSchema),
  physicalCourses: z.array(courseCardSchema),
  freeCourses: z.array(courseCardSchema),
  courseTypes: z.array(z.object({ id: z.number(), name: z.string() })),
  blogPosts: z.array(blogCardSchema),
  banners: z.array(bannerSchema),
  fax: z.string(),
  telephone: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  youtube: z.string(),
  address: z.string(),
  twitterUrl: z.string(),
  whatsapp: z.string(),
  emailForContact: z.string(),
  locationLat: z.number(),
  locationLong: z.number(),
  introVideoUrl: z.string(),
  bankName: z.string(),
  bankAccountHolder: z.string(),
  iban: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
