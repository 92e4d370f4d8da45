import assert from './support/assert';
import { describe, it } from 'node:test';
import { istanbulDate, istanbulDay, istanbulPeriods } from '../src/lib/istanbul';

// İstanbul's days and months as instants: one helper for the dashboard and the audit log.

describe("İstanbul's calendar", () => {
  it('names the İstanbul date of an instant, three hours ahead of UTC', () => {
    assert.equal(istanbulDate(new Date('2026-10-31T20:59:59Z')), '2026-10-31');
    assert.equal(istanbulDate(new Date('2026-10-31T21:00:00Z')), '2026-11-01');
  });

  it('gives a whole İstanbul day, and nothing for a date that does not exist', () => {
    const day = istanbulDay('2026-11-27');
    assert.equal(day?.from.toISOString(), '2026-11-26T21:00:00.000Z');
    assert.equal(day?.to.toISOString(), '2026-11-27T21:00:00.000Z');
    // The last day of the year ends at the next year's first İstanbul midnight.
    assert.equal(istanbulDay('2026-12-31')?.to.toISOString(), '2026-12-31T21:00:00.000Z');
    assert.equal(istanbulDay('2026-02-30'), null);
    assert.equal(istanbulDay('27.11.2026'), null);
  });

  it("gives the day and the month of an instant in December's last İstanbul hours", () => {
    // 21:30 UTC on 31 December is 00:30 on 1 January in İstanbul.
    const { today, month } = istanbulPeriods(new Date('2026-12-31T21:30:00Z'));
    assert.equal(today.from.toISOString(), '2026-12-31T21:00:00.000Z');
    assert.equal(month.from.toISOString(), '2026-12-31T21:00:00.000Z');
    assert.equal(month.to.toISOString(), '2027-01-31T21:00:00.000Z');
  });
});
