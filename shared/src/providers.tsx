import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { ThemeProvider } from 'styled-components';
import { ApiRequestError } from './api/api-client';
import { GlobalStyle, theme } from './ui/theme';

/** A 4xx (a missing page, a refused request) answers the same on a second try: only failures retry. */
export const retryOnlyFailures = (failureCount: number, error: unknown) =>
  failureCount < 1 &&
  !(error instanceof ApiRequestError && error.status !== undefined && error.status < 500);

/**
 * The page's one query client. Gallery and all other queries skip refetch on focus (spec §7).
 * Content comes in the interface language (the API reads Accept-Language), so a language switch
 * refetches what is on screen and marks the rest stale: English pages never show Turkish copies.
 */
export const createQueryClient = () => {
  const client = new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: retryOnlyFailures, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
  i18next.on('languageChanged', () => void client.invalidateQueries());
  return client;
};

/** The providers every container renders under, in the shell and in a remote running alone. */
export const PlatformProviders = ({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) => (
  <QueryClientProvider client={client}>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  </QueryClientProvider>
);

/**
 * React Router 6 with the behaviour of version 7 switched on (state updates in transitions,
 * relative links inside splat routes), so upgrading later changes nothing for the pages.
 */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
