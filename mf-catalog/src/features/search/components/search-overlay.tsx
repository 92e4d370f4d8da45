import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ErrorMessage,
  SearchBackdrop,
  SearchBar,
  SearchIcon,
  SearchPanel,
  SpinnerIcon,
} from '@lms/shared';
import { SEARCH_LIMIT, searchListPath, useCourseSearch } from '../api/search-courses';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** Debounce of the search input (spec §9). */
export const SEARCH_DEBOUNCE_MS = 200;

const Panel = styled(SearchPanel)`
  .close {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: #fff;
    font: inherit;
    font-size: 0.8rem;
    min-height: 32px;
    padding: 0 0.5rem;
    cursor: pointer;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0.5rem;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding: 0.5rem;
    border-radius: 8px;
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: #e8f0fa;
  }
  li img {
    flex: none;
    width: 48px;
    height: 48px;
    border-radius: 6px;
    object-fit: cover;
    background: #e8eef5;
  }
  .all {
    margin: 0;
    padding: 0 0.5rem 0.75rem;
    text-align: center;
  }
  .all button {
    min-height: 44px;
    padding: 0 1rem;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
  .state {
    padding: 1.25rem;
    text-align: center;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
  /** What was typed before the overlay had loaded (the shell's stand-in input). */
  initialQuery?: string;
}

/** The header's course search (spec §2 "Search overlay"), exposed to the shell. */
export const SearchOverlay = ({ open, onClose, initialQuery = '' }: SearchOverlayProps) => {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const searchText = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useCourseSearch(searchText);
  const results = searchText ? (search.data?.results ?? []) : [];
  const total = searchText ? (search.data?.total ?? 0) : 0;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    inputRef.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      opener?.focus?.();
    };
  }, [open]);

  useEffect(() => setActive(0), [searchText]);

  if (!open) return null;

  const choose = (nameSlug: string) => {
    onClose();
    navigate(`/courses/details/${nameSlug}`);
  };
  const seeAll = () => {
    onClose();
    navigate(searchListPath(searchText));
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active];
      if (chosen) choose(chosen.nameSlug);
    }
  };

  const waiting = text.trim() !== searchText || (searchText !== '' && search.isPending);

  const state = () => {
    if (!text.trim()) return <p className="state">{t('searchHint')}</p>;
    if (waiting || search.isFetching) {
      return (
        <p className="state" role="status" aria-label={t('loading')}>
          <SpinnerIcon />
        </p>
      );
    }
    if (search.isError) return <ErrorMessage error={search.error} />;
    if (results.length === 0)
      return (
        <p className="state" role="status">
          {t('common:noResults')}
        </p>
      );
    return null;
  };

  const activeId = results[active] ? `${listId}-${active}` : undefined;

  return createPortal(
    <SearchBackdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel role="dialog" aria-modal="true" aria-label={t('common:search')}>
        <SearchBar>
          <SearchIcon />
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-activedescendant={activeId}
            aria-autocomplete="list"
            aria-label={t('common:search')}
            placeholder={t('common:searchPlaceholder')}
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onInputKey}
          />
          <button type="button" className="close" onClick={onClose}>
            {t('escClose')}
          </button>
        </SearchBar>
        {state() ?? (
          <ul id={listId} role="listbox" aria-label={t('searchResults')}>
            {results.map((course, index) => (
              // Combobox pattern: the keyboard stays in the input (arrows + Enter choose).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={course.nameSlug}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(course.nameSlug)}
              >
                <img src={course.thumbnailImagePath} alt="" width={48} height={48} />
                <span>{course.name}</span>
              </li>
            ))}
          </ul>
        )}
        {!state() && total > SEARCH_LIMIT && (
          <p className="all">
            <button type="button" onClick={seeAll}>
              {t('seeAllResults', { count: total })}
            </button>
          </p>
        )}
      </Panel>
    </SearchBackdrop>,
    document.body,
  );
};
