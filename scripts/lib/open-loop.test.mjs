import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { openLoop } from './open-loop.mjs';

let server;
let url;
const arrivals = [];
let delayMs = 0;

before(async () => {
  server = http.createServer((request, response) => {
    arrivals.push(performance.now());
    setTimeout(() => response.end('ok'), delayMs);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}/`;
});
after(() => server.close());

test('sends rate × duration requests, spread over the whole run rather than in bursts', async () => {
  arrivals.length = 0;
  delayMs = 0;
  const result = await openLoop({ url, rate: 100, durationS: 1, connections: 10 });
  assert.equal(result.sent, 100);
  assert.equal(result.errors + result.non2xx + result.timeouts, 0);
  // Evenly spaced: each quarter of the second gets some of the requests, loosely, since timers lag
  // on a busy machine (a burst per second, as autocannon's -R sends, puts them all in the first).
  const start = arrivals[0];
  const quarters = [0, 0, 0, 0];
  for (const at of arrivals) quarters[Math.min(3, Math.floor((at - start) / 250))] += 1;
  for (const count of quarters) assert.ok(count >= 10 && count <= 50, `quarters ${quarters}`);
});

test('a request waiting for a busy connection counts that wait in its latency', async () => {
  delayMs = 40;
  // One connection, an answer every 40 ms, 50 arrivals a second: the queue grows, so late
  // requests wait far longer than the server's 40 ms.
  const result = await openLoop({ url, rate: 50, durationS: 1, connections: 1 });
  assert.equal(result.sent, 50);
  assert.ok(result.p50 >= 40, `p50 ${result.p50}`);
  assert.ok(result.p99 > 200, `p99 ${result.p99}`);
  assert.ok(result.maxInFlight > 5, `in flight ${result.maxInFlight}`);
});
