import { z } from 'zod';

export { CourseTypeId, courseTypeNameOf, courseTypeNames } from './constants';
export type { CourseTypeIdValue, CourseTypeName } from './constants';

/** A banner's words in one language, drawn as HTML over its picture (never inside it). */
export const bannerTextSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  button: z.string(),
});
export const bannerSchema = z.object({
  link: z.string(),
  /** The wide picture (1600×500), with no text in it when `text` is set. */
  filePath: z.string(),
  /** The phone crop (800×600) of the same picture; null for banners made before it. */
  phoneFilePath: z.string().nullable(),
  /** The title, subtitle and button label in Turkish and English; null: the words are in the picture. */
  text: z.object({ tr: bannerTextSchema, en: bannerTextSchema }).nullable(),
});
export type BannerText = z.infer<typeof bannerTextSchema>;
export type Banner = z.infer<typeof bannerSchema>;

export const courseCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameSlug: z.string(),
  thumbnailImagePath: z.string(),
  alertMessage: z.string().nullable(),
  courseEndDate: z.string().nullable(),
  price: z.number(),
  /** The course's type, named on the card as a translated badge. */
  courseType: z.object({ id: z.number() }),
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
  /** The intro video's Turkish and English WebVTT captions; null when it has none. */
  introVideoCaptions: z.object({ tr: z.string(), en: z.string() }).nullable(),
  bankName: z.string(),
  bankAccountHolder: z.string(),
  iban: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
