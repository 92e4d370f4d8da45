import { setupTestApi } from '../testing/test-api';
import { getWebsiteParts } from './site-settings';

const early = () => window as unknown as { __lmsEarly?: Record<string, unknown> };

const server = setupTestApi(() => ({ body: { success: true, data: { from: 'server' } } }));
afterEach(() => {
  delete early().__lmsEarly;
});

const startedByIndexHtml = (url: string, language: string) => {
  early().__lmsEarly = {
    settings: {
      url,
      language,
      response: Promise.resolve(
        new Response(JSON.stringify({ success: true, data: { from: 'index.html' } }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    },
  };
};

// i18next is not initialised here: the page's language is Turkish, the default.
describe('getWebsiteParts', () => {
  it('uses the settings index.html started loading, through the same contract', async () => {
    startedByIndexHtml(`${server.url}/v1/WebsiteSettings/getwebsiteparts`, 'tr');
    expect(await getWebsiteParts()).toEqual({
      success: true,
      data: { from: 'index.html' },
      httpCode: 200,
    });
    expect(server.requests).toHaveLength(0);
    // Used once: a refetch asks the API.
    expect((await getWebsiteParts()).data).toEqual({ from: 'server' });
    expect(server.requests).toHaveLength(1);
  });

  it('asks the API itself when the early request was for another API or language', async () => {
    startedByIndexHtml('http://elsewhere.example/v1/WebsiteSettings/getwebsiteparts', 'tr');
    expect((await getWebsiteParts()).data).toEqual({ from: 'server' });
    startedByIndexHtml(`${server.url}/v1/WebsiteSettings/getwebsiteparts`, 'en');
    expect((await getWebsiteParts()).data).toEqual({ from: 'server' });
    expect(server.requests).toHaveLength(2);
  });
});
