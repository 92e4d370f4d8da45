import routes from './routes';

// The shell starts the current page's code before the first render (shell preload-route.ts).
describe('the pages this remote exposes', () => {
  it('can each be preloaded, and the preload loads the module the page shows', async () => {
    expect(Object.keys(routes.preload ?? {}).sort()).toEqual(Object.keys(routes.pages).sort());
    for (const load of Object.values(routes.preload ?? {})) {
      const page = (await load!()) as Record<string, unknown>;
      expect(Object.values(page).some((value) => typeof value === 'function')).toBe(true);
    }
  });
});
