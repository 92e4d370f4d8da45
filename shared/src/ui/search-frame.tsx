import styled from 'styled-components';

/**
 * The search overlay's frame. Catalog's overlay and the shell's stand-in, shown while the
 * overlay's code loads, are drawn with it, so that the one replaces the other without a jump.
 */
export const SearchBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layers.dialog};
  background: rgba(10, 37, 64, 0.55);
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 10vh 1rem 1rem;
`;

/** The white panel at the top of the backdrop. */
export const SearchPanel = styled.div`
  width: min(640px, 100%);
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 20px 50px rgba(0, 0, 0, 0.3);
  overflow: hidden;
`;

/** The panel's first row: the magnifier, the search input, and what closes or waits. */
export const SearchBar = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  input {
    flex: 1;
    min-height: 48px;
    border: 0;
    outline: none;
    font: inherit;
    font-size: 1.1rem;
  }
`;

/** The magnifier of the search button and the search bar. */
export const SearchIcon = ({ size = 20 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
    <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
