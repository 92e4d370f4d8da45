import { useEffect, useState, type ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../exams/components/tabs';

export type ContentLanguage = 'tr' | 'en';

/** Each language's name in its own language, whatever the back office's language. */
const TABS: { key: ContentLanguage; label: string }[] = [
  { key: 'tr', label: 'Türkçe' },
  { key: 'en', label: 'English' },
];

interface LanguageTabsProps<T extends FieldValues> {
  /** The form's errors: after a refused save the tab with an error comes forward. */
  errors: FieldErrors<T>;
  /** The Turkish fields the tabs hold (their English versions are under `en`). */
  fields: readonly string[];
  children: (language: ContentLanguage) => ReactNode;
}

/**
 * A text's languages as tabs over one form: the Turkish fields, or their English
 * versions under `en`. Both belong to the same form and are saved together; a field of the other
 * tab keeps what was typed. When a save is refused for a field of one language only, that
 * language's tab is shown.
 */
export function LanguageTabs<T extends FieldValues>({
  errors,
  fields,
  children,
}: LanguageTabsProps<T>) {
  const { t } = useTranslation('admin');
  const [language, setLanguage] = useState<ContentLanguage>('tr');
  const record = errors as Record<string, unknown>;
  const turkishError = fields.some((field) => record[field]);
  const englishError = Boolean(record.en);
  useEffect(() => {
    if (turkishError) setLanguage('tr');
    else if (englishError) setLanguage('en');
  }, [turkishError, englishError]);
  return (
    <Tabs
      label={t('content.language.label')}
      tabs={TABS}
      selected={language}
      onSelect={setLanguage}
    >
      {children(language)}
    </Tabs>
  );
}

/** A short plain-text glimpse of an HTML text (the Turkish shown under an empty English one). */
export const glimpse = (html: string, max = 140): string => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};
