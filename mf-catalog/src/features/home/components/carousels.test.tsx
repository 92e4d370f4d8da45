import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerNamespace, type Banner } from '@lms/shared';
import { initTestI18n, renderWithProviders } from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import { CAROUSEL_SPEED_MS, CardCarousel, HeroCarousel, slidesForWidth } from './carousels';

beforeAll(async () => {
  await initTestI18n('tr');
  registerNamespace('catalog', { tr, en });
});

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

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

/** The names of the cards in view, in order. */
const shownCards = (row: HTMLElement) =>
  [...row.querySelectorAll('[aria-roledescription="slide"]')]
    .filter((slide) => slide.hasAttribute('data-shown'))
    .map((slide) => slide.textContent);

describe('CardCarousel', () => {
  const cards = ['A', 'B', 'C', 'D', 'E'].map((name) => <a href={`#/${name}`}>{name}</a>);

  afterEach(() => setWidth(1024));

  it('shows three cards at 1280 px; the arrows move by one and stop at the ends', async () => {
    setWidth(1280);
    renderWithProviders(<CardCarousel label="Online Eğitimler">{cards}</CardCarousel>);
    const row = screen.getByRole('group', { name: 'Online Eğitimler' });
    expect(shownCards(row)).toEqual(['A', 'B', 'C']);
    const previous = within(row).getByRole('button', { name: 'Önceki' });
    const next = within(row).getByRole('button', { name: 'Sonraki' });
    expect(previous).toBeDisabled();

    await userEvent.click(next);
    expect(shownCards(row)).toEqual(['B', 'C', 'D']);
    await userEvent.click(next);
    expect(shownCards(row)).toEqual(['C', 'D', 'E']);
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(shownCards(row)).toEqual(['B', 'C', 'D']);
  });

  it('takes the cards out of view out of the tab order', () => {
    setWidth(400);
    renderWithProviders(<CardCarousel label="Online Eğitimler">{cards}</CardCarousel>);
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.closest('[inert]') === null)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('has no arrows when every card fits', () => {
    setWidth(1920);
    renderWithProviders(<CardCarousel label="Blog">{cards.slice(0, 3)}</CardCarousel>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

const BANNERS: Banner[] = [1, 2, 3].map((n) => ({
  link: `#/b${n}`,
  filePath: `http://api.test/images/hero/banner-${n}.svg`,
  phoneFilePath: null,
  text: null,
}));

describe('HeroCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const shownBanner = () =>
    screen
      .getAllByRole('group', { hidden: true })
      .findIndex((slide) => slide.hasAttribute('data-shown')) + 1;

  it('moves on every 6 s, holds while pointed at and stops with the pause control', () => {
    setWidth(1280);
    renderWithProviders(<HeroCarousel banners={BANNERS} />);
    const hero = screen.getByRole('region', { name: 'Duyurular' });
    expect(shownBanner()).toBe(1);
    act(() => jest.advanceTimersByTime(6000));
    expect(shownBanner()).toBe(2);

    fireEvent.mouseEnter(hero);
    act(() => jest.advanceTimersByTime(12_000));
    expect(shownBanner()).toBe(2);
    fireEvent.mouseLeave(hero);
    act(() => jest.advanceTimersByTime(6000));
    expect(shownBanner()).toBe(3);

    fireEvent.click(within(hero).getByRole('button', { name: 'Duyuruları durdur' }));
    expect(within(hero).getByRole('button', { name: 'Duyuruları oynat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.mouseLeave(hero);
    act(() => jest.advanceTimersByTime(12_000));
    expect(shownBanner()).toBe(3);
  });

  it('shows the banner of a dot and wraps around with the arrows', () => {
    setWidth(1280);
    renderWithProviders(<HeroCarousel banners={BANNERS} />);
    const hero = screen.getByRole('region', { name: 'Duyurular' });
    fireEvent.click(within(hero).getByRole('button', { name: 'Duyuru 3 / 3' }));
    expect(shownBanner()).toBe(3);
    expect(within(hero).getByRole('button', { name: 'Duyuru 3 / 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    fireEvent.click(within(hero).getByRole('button', { name: 'Sonraki' }));
    expect(shownBanner()).toBe(1);
    fireEvent.click(within(hero).getByRole('button', { name: 'Önceki' }));
    expect(shownBanner()).toBe(3);
  });

  it('has no arrows below 1023 px', () => {
    setWidth(1000);
    renderWithProviders(<HeroCarousel banners={BANNERS} />);
    expect(screen.queryByRole('button', { name: 'Sonraki' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Duyuru 2 / 3' })).toBeVisible();
  });
});
