import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '@lms/shared/testing';
import { initLearningI18n } from '../../../testing/course';
import { VideoPlayer } from './video-player';

const hlsInstances: { loadSource: jest.Mock; attachMedia: jest.Mock; destroy: jest.Mock }[] = [];
let mseSupported = false;

jest.mock('hls.js/light', () => {
  class FakeHls {
    static isSupported = () => mseSupported;
    static Events = { ERROR: 'hlsError' };
    loadSource = jest.fn();
    attachMedia = jest.fn();
    destroy = jest.fn();
    on = jest.fn();
    constructor() {
      hlsInstances.push(this);
    }
  }
  return { __esModule: true, default: FakeHls };
});

beforeAll(() => initLearningI18n());
afterEach(() => {
  hlsInstances.length = 0;
  mseSupported = false;
  jest.restoreAllMocks();
});

const MP4 = 'http://api.test/v1/media/videos/7?u=1&e=2&s=abc';
const MASTER = 'http://api.test/v1/media/videos/7/hls/1.2.abc/master.m3u8';

const renderPlayer = () =>
  renderWithProviders(
    <VideoPlayer
      video={{ id: 7, title: 'Temel Terimler', duration: 80, src: MP4, hls: MASTER, startAt: 0 }}
      onNearEnd={() => undefined}
    />,
  );

describe('the HLS player', () => {
  it('plays the master playlist with hls.js where the browser has no HLS of its own', async () => {
    mseSupported = true;
    const { container } = renderPlayer();
    await waitFor(() => expect(hlsInstances).toHaveLength(1));
    const video = container.querySelector('video')!;
    expect(hlsInstances[0]!.loadSource).toHaveBeenCalledWith(MASTER);
    expect(hlsInstances[0]!.attachMedia).toHaveBeenCalledWith(video);
    // The captions stay on the MP4's signed link.
    expect([...video.querySelectorAll('track')].map((track) => track.getAttribute('src'))).toEqual([
      'http://api.test/v1/media/videos/7/captions/tr?u=1&e=2&s=abc',
      'http://api.test/v1/media/videos/7/captions/en?u=1&e=2&s=abc',
    ]);
  });

  it('uses the browser’s own HLS where it has it, without loading hls.js', async () => {
    jest
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    const { container } = renderPlayer();
    await waitFor(() => expect(container.querySelector('video')?.getAttribute('src')).toBe(MASTER));
    expect(hlsInstances).toHaveLength(0);
  });

  it('plays the MP4 where neither works', async () => {
    const { container } = renderPlayer();
    await waitFor(() => expect(container.querySelector('video')?.getAttribute('src')).toBe(MP4));
    expect(hlsInstances).toHaveLength(0);
  });
});
