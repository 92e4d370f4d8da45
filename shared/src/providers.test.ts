import { ApiRequestError, serverError } from './api/api-client';
import { retryOnlyFailures } from './providers';

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
