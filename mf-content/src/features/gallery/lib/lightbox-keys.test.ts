import {
  NAVIGATION_THROTTLE_MS,
  createThrottle,
  lightboxCommand,
  targetIndex,
} from './lightbox-keys';

describe('lightbox keys', () => {
  it.each(['Escape', 'Delete', 'Backspace'])('%s closes', (key) => {
    expect(lightboxCommand({ key })).toBe('close');
  });
  it.each(['ArrowRight', 'ArrowDown', 'PageDown'])('%s goes next', (key) => {
    expect(lightboxCommand({ key })).toBe('next');
  });
  it.each(['ArrowLeft', 'ArrowUp', 'PageUp'])('%s goes previous', (key) => {
    expect(lightboxCommand({ key })).toBe('prev');
  });
  it('ignores other keys and modified keys', () => {
    expect(lightboxCommand({ key: 'a' })).toBeNull();
    expect(lightboxCommand({ key: '+' })).toBeNull();
    expect(lightboxCommand({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(lightboxCommand({ key: 'Backspace', ctrlKey: true })).toBeNull();
  });
  it('does not loop past either end', () => {
    expect(targetIndex('next', 0, 6)).toBe(1);
    expect(targetIndex('next', 5, 6)).toBe(5);
    expect(targetIndex('prev', 0, 6)).toBe(0);
    expect(targetIndex('prev', 3, 6)).toBe(2);
  });
  it('lets one move through per 150 ms', () => {
    let now = 1000;
    const mayMove = createThrottle(NAVIGATION_THROTTLE_MS, () => now);
    expect(mayMove()).toBe(true);
    now += 149;
    expect(mayMove()).toBe(false);
    now += 1;
    expect(mayMove()).toBe(true);
    now += 100;
    expect(mayMove()).toBe(false);
  });
});
