import type { ReactElement, ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProviders, ROUTER_FUTURE } from '../providers';
import trCommon from '../../locales/tr.json';
import enCommon from '../../locales/en.json';

/** The real common strings, so tests read what users read. */
export const initTestI18n = async (lng: 'tr' | 'en' = 'tr') => {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { tr: { common: trCommon }, en: { common: enCommon } },
      lng,
      fallbackLng: 'en',
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
    });
  } else {
    await i18next.changeLanguage(lng);
  }
  return i18next;
};

/** A test query client: no retries, so a failure shows at once (style.md). */
export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export const renderWithProviders = (
  ui: ReactElement,
  { route = '/', client = createTestQueryClient() }: { route?: string; client?: QueryClient } = {},
) => {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProviders client={client}>
      <MemoryRouter initialEntries={[route]} future={ROUTER_FUTURE}>
        {children}
      </MemoryRouter>
    </PlatformProviders>
  );
  return { client, ...render(ui, { wrapper: Wrapper }) };
};
