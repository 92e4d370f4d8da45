import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurface } from '@lms/shared';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  background: transparent;
  border: 0;
  font: inherit;
  font-weight: 600;
  color: inherit;
  cursor: pointer;
  min-height: 44px;
  padding: 0 0.5rem;
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: 100%;
  min-width: 220px;
  margin: 0;
  padding: 0.4rem 0;
  list-style: none;
  ${cardSurface}
  border: 1px solid ${({ theme }) => theme.colors.border};
  z-index: ${({ theme }) => theme.layers.header + 1};
  a,
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 0.6rem 1rem;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    background: none;
    border: 0;
    font: inherit;
    cursor: pointer;
  }
  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** A disclosure menu: opens on click, closes on Escape, outside click or choosing an item. */
export const Dropdown = ({ label, children }: { label: ReactNode; children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Wrapper ref={ref}>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {label} <span aria-hidden="true">▾</span>
      </Toggle>
      {open && (
        <Menu id={id} onClick={() => setOpen(false)}>
          {children}
        </Menu>
      )}
    </Wrapper>
  );
};
