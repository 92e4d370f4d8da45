import { waitFor } from '@testing-library/react';
import { registerNamespace } from '@lms/shared';
import { initTestI18n, renderWithProviders } from '@lms/shared/testing';
import en from '../../../locales/en.json';
import tr from '../../../locales/tr.json';
import IntroVideoModal from './intro-video-modal';

const CAPTIONS = {
  tr: 'http://api.test/images/videos/tanitim.tr.vtt',
  en: 'http://api.test/images/videos/tanitim.en.vtt',
};

/** The dialog renders in a portal: the video is looked up in the whole document. */
const tracksOf = async () => {
  await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
  const video = document.querySelector('video')!;
  expect(video.getAttribute('crossorigin')).toBe('anonymous');
  return [...video.querySelectorAll('track')].map((track) => ({
    kind: track.getAttribute('kind'),
    srclang: track.getAttribute('srclang'),
    label: track.getAttribute('label'),
    src: track.getAttribute('src'),
    default: track.hasAttribute('default'),
  }));
};

beforeAll(() => registerNamespace('catalog', { tr, en }));
afterEach(() => initTestI18n('tr'));

describe('intro video captions', () => {
  it('offers Turkish and English captions, the Turkish ones on by default in Turkish', async () => {
    await initTestI18n('tr');
    renderWithProviders(
      <IntroVideoModal url="http://api.test/images/videos/tanitim.mp4" captions={CAPTIONS} />,
    );
    expect(await tracksOf()).toEqual([
      { kind: 'captions', srclang: 'tr', label: 'Türkçe', src: CAPTIONS.tr, default: true },
      { kind: 'captions', srclang: 'en', label: 'English', src: CAPTIONS.en, default: false },
    ]);
  });

  it('turns the English captions on for an English reader', async () => {
    await initTestI18n('en');
    renderWithProviders(
      <IntroVideoModal url="http://api.test/images/videos/tanitim.mp4" captions={CAPTIONS} />,
    );
    const tracks = await tracksOf();
    expect(tracks.find((track) => track.default)?.srclang).toBe('en');
  });

  it('has no tracks for a video without captions', async () => {
    await initTestI18n('tr');
    renderWithProviders(
      <IntroVideoModal url="http://api.test/images/videos/other.mp4" captions={null} />,
    );
    expect(await tracksOf()).toEqual([]);
  });
});
