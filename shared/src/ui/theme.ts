import { createGlobalStyle } from 'styled-components';

export const theme = {
  colors: {
    primary: '#0b4f8a',
    primaryDark: '#083a66',
    accent: '#d9302c',
    text: '#1f2933',
    muted: '#5b6875',
    border: '#d6dde4',
    surface: '#ffffff',
    background: '#f4f6f9',
    info: '#1565c0',
    infoBg: '#e3f0fc',
    error: '#c62828',
    errorBg: '#fdecea',
    success: '#2e7d32',
    successBg: '#e8f5e9',
  },
  radius: '8px',
  shadow: '0 2px 10px rgba(15, 40, 70, 0.08)',
  maxWidth: '1200px',
  breakpoints: { sm: '541px', md: '870px', lg: '1023px', xl: '1281px' },
  layers: { header: 40, overlay: 50, dialog: 60, message: 70 },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* In-page scrolling (section links, scrollIntoView) stops below the sticky header (3.75rem). */
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 4.75rem; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  img { max-width: 100%; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; border: 0; padding: 0; margin: -1px;
  }
`;
