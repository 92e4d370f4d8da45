import { ApiRequestError, serverError } from './api/api-client';
import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createQueryClient, retryOnlyFailures } from './providers';
import { initTestI18n } from './testing/render';

describe('the query client retries only real failures', () => {
  it('does not ask again for what the API said is missing or refused (4xx)', () => {
    for (const status of [400, 403, 404, 409]) {
      expect(retryOnlyFailures(0, new ApiRequestError({ message: 'x' }, status))).toBe(false);
    }
  });

  it('retries a server or network failure once', () => {
    expect(retryOnlyFailures(0, new ApiRequestError({ message: 'x' }, 500))).toBe(true);
    expect(retryOnlyFailures(0, serverError())).toBe(true);
    expect(retryOnlyFailures(1, serverError())).toBe(false);
  });
});

describe('the query client follows the interface language', () => {
  afterEach(async () => {
    await i18next.changeLanguage('tr');
  });

  it('asks again, in the new language, for what is on screen after a switch', async () => {
    await initTestI18n('tr');
    const client = createQueryClient();
    const asked: string[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['faq'],
      queryFn: async () => {
        asked.push(i18next.language);
        return asked.length;
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await waitFor(() => expect(asked).toEqual(['tr']));
    await i18next.changeLanguage('en');
    await waitFor(() => expect(asked).toEqual(['tr', 'en']));
    unsubscribe();
    client.clear();
  });
});
