import {
  buyLabelKey,
  courseAvailability,
  memberPriceLabelKey,
  showsBuyButton,
} from './course-state';

const NOW = new Date('2026-11-23T10:00:00.000Z');

const buildCourse = (overrides: Partial<Parameters<typeof courseAvailability>[0]> = {}) => ({
  id: 101,
  isCancelled: false,
  isOwner: false,
  price: 1750,
  courseEndDate: '2027-01-15T14:30:00.000Z',
  registerEndDate: '2027-01-15T14:30:00.000Z',
  ...overrides,
});

describe('course state and buy label rules', () => {
  it('is open, with a buy label, before its registration and end dates', () => {
    const course = buildCourse();
    expect(courseAvailability(course, NOW)).toBe('open');
    expect(showsBuyButton(course, NOW)).toBe(true);
    expect(buyLabelKey(course)).toBe('buyLabel');
  });

  it('labels a course with price 0 or less as free', () => {
    expect(buyLabelKey(buildCourse({ price: 0 }))).toBe('freeLabel');
    expect(buyLabelKey(buildCourse({ price: -5 }))).toBe('freeLabel');
    expect(buyLabelKey(buildCourse({ price: 0.01 }))).toBe('buyLabel');
  });

  it('gives an owner the owner message, even for a free course', () => {
    expect(buyLabelKey(buildCourse({ isOwner: true }))).toBe('ownerLabel');
    expect(buyLabelKey(buildCourse({ isOwner: true, price: 0 }))).toBe('ownerLabel');
  });

  it('is expired once the end date or the registration end date has passed', () => {
    const ended = buildCourse({ courseEndDate: '2026-11-20T14:30:00.000Z' });
    const closed = buildCourse({ registerEndDate: '2026-11-23T09:59:00.000Z' });
    expect(courseAvailability(ended, NOW)).toBe('expired');
    expect(courseAvailability(closed, NOW)).toBe('expired');
    expect(showsBuyButton(closed, NOW)).toBe(false);
    expect(courseAvailability(buildCourse({ registerEndDate: null }), NOW)).toBe('open');
  });

  it('is cancelled before anything else, and then shows no buy button', () => {
    const course = buildCourse({ isCancelled: true, courseEndDate: '2020-01-01T00:00:00.000Z' });
    expect(courseAvailability(course, NOW)).toBe('cancelled');
    expect(showsBuyButton(course, NOW)).toBe(false);
  });

  it('names the other association for course 106 only', () => {
    expect(memberPriceLabelKey({ id: 106 })).toBe('memberPriceOther');
    expect(memberPriceLabelKey({ id: 105 })).toBe('memberPrice');
  });
});
