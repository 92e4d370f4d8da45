// Total Blocking Time as Lighthouse counts it: only what long tasks spend beyond 50 ms after the
// first contentful paint.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { median, totalBlockingTime } from './cold-load.mjs';

test('TBT counts what each long task after the first paint spends over 50 ms', () => {
  const tasks = [
    { start: 100, duration: 300 }, // before the first paint at 500: not counted
    { start: 600, duration: 120 }, // 70 ms
    { start: 900, duration: 50 }, // exactly 50 ms: nothing
    { start: 1000, duration: 250 }, // 200 ms
  ];
  assert.equal(totalBlockingTime(tasks, 500), 270);
});

test('a long task running over the first paint counts from the paint on', () => {
  assert.equal(totalBlockingTime([{ start: 400, duration: 200 }], 500), 50);
});

test('the median of five runs is the middle one, whatever the order', () => {
  assert.equal(median([5, 1, 4, 2, 3]), 3);
});
