import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export type ContentLanguage = 'tr' | 'en';

const LANGUAGES: { id: ContentLanguage; label: string }[] = [
  { id: 'tr', label: 'Türkçe' },
  { id: 'en', label: 'English' },
];

const List = styled.div`
  display: flex;
  gap: 0.25rem;
  border-bottom: 1px solid #c3ccd6;
  margin: 0 0 1rem;
  button {
    min-height: 44px;
    padding: 0.5rem 1rem;
    border: 1px solid transparent;
    border-bottom: none;
    border-radius: 6px 6px 0 0;
    background: none;
    font: inherit;
    color: #1f2a36;
    cursor: pointer;
    margin-bottom: -1px;
  }
  button[aria-selected='true'] {
    border-color: #c3ccd6;
    background: #fff;
    font-weight: 700;
  }
  button:focus-visible {
    outline: 3px solid #1565c0;
    outline-offset: 2px;
  }
`;

interface LanguageTabsProps {
  label: string;
  value: ContentLanguage;
  onChange: (language: ContentLanguage) => void;
  /** The language whose texts have an error: a mark on its tab. */
  invalid?: Partial<Record<ContentLanguage, boolean>>;
  invalidLabel?: string;
  children: ReactNode;
}

/**
 * The language of the texts being edited: one form, a tab per language (WAI-ARIA
 * tabs: arrow keys move between them, the panel is named by its tab).
 */
export const LanguageTabs = ({
  label,
  value,
  onChange,
  invalid,
  invalidLabel,
  children,
}: LanguageTabsProps) => {
  const id = useId();
  const refs = useRef<Partial<Record<ContentLanguage, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = LANGUAGES.findIndex((language) => language.id === value);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const target =
      event.key === 'Home'
        ? LANGUAGES[0]
        : event.key === 'End'
          ? LANGUAGES[LANGUAGES.length - 1]
          : step
            ? LANGUAGES[(index + step + LANGUAGES.length) % LANGUAGES.length]
            : undefined;
    if (!target) return;
    event.preventDefault();
    onChange(target.id);
    refs.current[target.id]?.focus();
  };
  return (
    <>
      <List role="tablist" aria-label={label}>
        {LANGUAGES.map((language) => (
          <button
            key={language.id}
            ref={(node) => {
              refs.current[language.id] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-${language.id}`}
            lang={language.id}
            aria-selected={value === language.id}
            aria-controls={`${id}-panel`}
            tabIndex={value === language.id ? 0 : -1}
            onClick={() => onChange(language.id)}
            onKeyDown={onKeyDown}
          >
            {language.label}
            {invalid?.[language.id] && (
              <span aria-label={invalidLabel} role="img" style={{ color: '#c62828' }}>
                {' '}
                ●
              </span>
            )}
          </button>
        ))}
      </List>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${value}`}>
        {children}
      </div>
    </>
  );
};
