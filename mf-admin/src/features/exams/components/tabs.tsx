import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 2px solid #e1e6eb;
  margin: 1rem 0;
`;

const Tab = styled.button`
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  font: inherit;
  cursor: pointer;
  color: inherit;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}

/**
 * Tabs as the ARIA pattern has them: one tab stop, arrow keys (and Home, End) move between the
 * tabs and select them; the panel is named by its tab.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<K>) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };
  return (
    <>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
              else refs.current.delete(tab.key);
            }}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
