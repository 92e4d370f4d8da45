import { CAROUSEL_SPEED_MS, slidesForWidth } from './carousels';

describe('carousel settings (spec §9)', () => {
  it('shows 5 slides on wide screens, then 4, 3, 2 and 1 below 1641, 1281, 870 and 541 px', () => {
    expect(slidesForWidth(1920)).toBe(5);
    expect(slidesForWidth(1641)).toBe(5);
    expect(slidesForWidth(1640)).toBe(4);
    expect(slidesForWidth(1281)).toBe(4);
    expect(slidesForWidth(1280)).toBe(3);
    expect(slidesForWidth(870)).toBe(3);
    expect(slidesForWidth(869)).toBe(2);
    expect(slidesForWidth(541)).toBe(2);
    expect(slidesForWidth(540)).toBe(1);
    expect(slidesForWidth(320)).toBe(1);
  });

  it('slides at 750 ms', () => {
    expect(CAROUSEL_SPEED_MS).toBe(750);
  });
});
