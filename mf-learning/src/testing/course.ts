import type { CourseExam, CourseTitle, CourseVideo } from '@lms/shared';
import { registerNamespace } from '@lms/shared';
import { initTestI18n } from '@lms/shared/testing';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

/** Common strings plus the learning namespace, as on the page. */
export const initLearningI18n = async () => {
  const i18n = await initTestI18n('tr');
  registerNamespace('learning', { tr, en });
  return i18n;
};

export const buildVideo = (overrides: Partial<CourseVideo> = {}): CourseVideo => ({
  id: 1,
  title: 'Dış Ticaretin Tarafları',
  description: '',
  fileUrl: '',
  duration: 75,
  ...overrides,
});

export const buildExam = (overrides: Partial<CourseExam> = {}): CourseExam => ({
  id: 7,
  title: 'Dış Ticarete Giriş Sertifika Sınavı',
  description: '5 sorudan oluşur.',
  isExamStarted: false,
  isTestDone: false,
  testStartDate: null,
  duration: 20,
  requiredPointToPass: 60,
  userExamId: null,
  results: [],
  ...overrides,
});

export const buildTitle = (overrides: Partial<CourseTitle> = {}): CourseTitle => ({
  titleName: '1. Bölüm: Dış Ticaretin Temelleri',
  courseVideos: [],
  courseExams: [],
  ...overrides,
});
