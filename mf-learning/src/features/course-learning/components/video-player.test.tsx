import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '@lms/shared/testing';
import { initLearningI18n } from '../../../testing/course';
import { VideoPlayer, captionsUrl } from './video-player';

beforeAll(() => initLearningI18n());

describe('video captions', () => {
  it('puts the captions on the video’s signed link', () => {
    expect(captionsUrl('http://api.test/v1/media/videos/7?u=1&e=2&s=abc', 'tr')).toBe(
      'http://api.test/v1/media/videos/7/captions/tr?u=1&e=2&s=abc',
    );
  });

  it('offers Turkish and English captions, the site’s language first', async () => {
    const { container } = renderWithProviders(
      <VideoPlayer
        video={{
          id: 7,
          title: 'Temel Terimler',
          duration: 80,
          src: 'http://api.test/v1/media/videos/7?s=abc',
          startAt: 0,
        }}
        onNearEnd={() => undefined}
      />,
    );
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    const video = container.querySelector('video')!;
    expect(video.getAttribute('crossorigin')).toBe('anonymous');
    const tracks = [...video.querySelectorAll('track')].map((track) => ({
      kind: track.getAttribute('kind'),
      srclang: track.getAttribute('srclang'),
      label: track.getAttribute('label'),
      src: track.getAttribute('src'),
      default: track.hasAttribute('default'),
    }));
    expect(tracks).toEqual([
      {
        kind: 'captions',
        srclang: 'tr',
        label: 'Türkçe',
        src: 'http://api.test/v1/media/videos/7/captions/tr?s=abc',
        default: true,
      },
      {
        kind: 'captions',
        srclang: 'en',
        label: 'English',
        src: 'http://api.test/v1/media/videos/7/captions/en?s=abc',
        default: false,
      },
    ]);
  });
});
