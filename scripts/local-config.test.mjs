import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mergeLocalConfig } from './local-config.mjs';

const base = {
  apiBaseUrl: 'http://localhost:4000',
  remotes: { checkout: 'http://localhost:3002/mf-manifest.json', admin: 'http://a/m.json' },
  routes: { admin: 'admin' },
};

test('a valid override is merged over the defaults; null removes an entry', () => {
  const { config, problems } = mergeLocalConfig(
    base,
    JSON.stringify({ remotes: { checkout: 'https://cdn/checkout.json', admin: null } }),
    'app-config.local.json',
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(config.remotes, { checkout: 'https://cdn/checkout.json' });
  assert.equal(config.apiBaseUrl, base.apiBaseUrl);
});

test('an override that is not JSON is named with the reason; the defaults are served', () => {
  const { config, problems } = mergeLocalConfig(base, '{ "remotes": { ', 'app-config.local.json');
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^app-config\.local\.json is not valid JSON \(.+\)/);
  assert.deepEqual(config, base);
});

test('an override of the wrong shape names each field; the rest of it is not half-applied', () => {
  const { config, problems } = mergeLocalConfig(
    base,
    JSON.stringify({ apiBaseUrl: 42, remotes: ['x'], routes: { admin: 7 } }),
    'app-config.local.json',
  );
  assert.deepEqual(problems, [
    'app-config.local.json: apiBaseUrl must be a URL string',
    'app-config.local.json: remotes must map a remote to its manifest URL (or null)',
    'app-config.local.json: routes.admin must be a path prefix (or null)',
  ]);
  assert.deepEqual(config, base);
});

test('the Web Vitals sample rate is taken from 0 to 1, and anything else is named', () => {
  const taken = mergeLocalConfig(
    base,
    JSON.stringify({ vitals: { sampleRate: 1 } }),
    'app-config.local.json',
  );
  assert.deepEqual(taken.problems, []);
  assert.deepEqual(taken.config.vitals, { sampleRate: 1 });
  for (const vitals of [{ sampleRate: 10 }, { sampleRate: '0.5' }, 0.5]) {
    const refused = mergeLocalConfig(base, JSON.stringify({ vitals }), 'app-config.local.json');
    assert.deepEqual(refused.problems, [
      'app-config.local.json: vitals.sampleRate must be a number from 0 to 1',
    ]);
    assert.deepEqual(refused.config, base);
  }
});
