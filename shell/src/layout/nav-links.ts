import { courseTypeNameOf, type CourseTypeName, type SiteSettings } from '@lms/shared';

/** Trainings entries present in the settings, in menu order (spec §2: ids 1, 2, 3, 5). */
export const trainingEntries = (settings: SiteSettings | undefined): CourseTypeName[] => {
  const present = new Set(settings?.courseTypes.map((type) => courseTypeNameOf(type.id)));
  return (['online', 'physical', 'free', 'certificateProgram'] as const).filter((name) =>
    present.has(name),
  );
};

export const MAIN_LINKS = [
  { to: '/galleries', labelKey: 'gallery' },
  { to: '/info/aboutus', labelKey: 'aboutUs' },
  { to: '/blogs', labelKey: 'blog' },
  { to: '/contacts', labelKey: 'contacts' },
] as const;

export const USER_LINKS = [
  { to: '/account/courses', labelKey: 'myTrainings' },
  { to: '/account/info', labelKey: 'myAccountInfo' },
  { to: '/account/password', labelKey: 'changePassword' },
] as const;
