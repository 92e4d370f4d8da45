// jsdom lacks fetch; tests talk to real local HTTP servers, so Node's own fetch and its
// companions (which must agree on AbortSignal and streams) are lent to the jsdom window.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'Blob',
  'structuredClone',
];

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of NODE_GLOBALS) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;
