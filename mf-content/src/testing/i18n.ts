import { registerNamespace } from '@lms/shared';
import { initTestI18n } from '@lms/shared/testing';
import en from '../locales/en.json';
import tr from '../locales/tr.json';

/** The real common strings plus this remote's namespace, as on the page. */
export const initContentTestI18n = async (lng: 'tr' | 'en' = 'tr') => {
  const i18n = await initTestI18n(lng);
  registerNamespace('content', { tr, en });
  return i18n;
};
