import { screen, waitFor } from '@testing-library/react';
import { buildCourse, renderWithProviders } from '@lms/shared/testing';
import type { Course } from '@lms/shared';
import { initLearningI18n } from '../../../testing/course';
import { VideoSection } from './video-section';

let mockHlsRequested = 0;
jest.mock('hls.js/light', () => {
  mockHlsRequested += 1;
  return { __esModule: true, default: { isSupported: () => false } };
});

beforeAll(() => initLearningI18n());

const courseWith = (isOwner: boolean): Course =>
  buildCourse({
    isOwner,
    courseTitles: [
      {
        titleName: 'Temeller',
        courseVideos: [
          {
            id: 1,
            title: 'Giriş',
            description: '',
            duration: 60,
            fileUrl: isOwner ? 'http://api.test/v1/media/videos/1?u=1&e=2&s=x' : '',
            ...(isOwner
              ? { hlsUrl: 'http://api.test/v1/media/videos/1/hls/1.2.x/master.m3u8' }
              : {}),
          },
        ],
        courseExams: [],
      },
    ],
  });

describe('the HLS player’s code on the course page', () => {
  it('is not fetched for a visitor, who cannot play', async () => {
    renderWithProviders(<VideoSection course={courseWith(false)} />);
    expect(await screen.findByText('Giriş')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mockHlsRequested).toBe(0);
  });

  it('is fetched ahead for an owner with transcoded videos, before a video is picked', async () => {
    renderWithProviders(<VideoSection course={courseWith(true)} />);
    await waitFor(() => expect(mockHlsRequested).toBe(1));
  });
});
