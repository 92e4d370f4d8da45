import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGES, changeLanguage, type Language } from '@lms/shared';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 20px;
  overflow: hidden;
  button {
    border: 0;
    background: #fff;
    font: inherit;
    font-size: 0.85rem;
    font-weight: 600;
    min-width: 40px;
    min-height: 36px;
    position: relative;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.muted};
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const current = (i18n.language?.startsWith('en') ? 'en' : 'tr') as Language;
  return (
    <Group role="group" aria-label={t('language')}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={current === lng}
          onClick={() => void changeLanguage(lng)}
        >
          {/* The name starts with what shows ("TR"), then the language's name (WCAG 2.5.3). */}
          {lng.toUpperCase()}
          <span className="visually-hidden"> {t(`languageName_${lng}`)}</span>
        </button>
      ))}
    </Group>
  );
};
