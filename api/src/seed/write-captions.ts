/**
 * Writes the Turkish and English WebVTT captions of the seed videos next to them
 * (api/public/videos/101-1.tr.vtt, 101-1.en.vtt), and those of the home page's intro
 * video (api/public/images/videos/tanitim.tr.vtt, .en.vtt). Run after changing the videos:
 * `npm run write-captions -w @lms/api`; the files are committed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VIDEOS_ROOT } from '../repositories/learning';
import { IMAGES_ROOT } from '../repositories/settings';
import { closingCaption, englishCaptions, introCaptions } from './data/captions';
import { learningSeed } from './data/learning';
import { siteSettingsSeed } from './data/site';

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `00:${mm}:${ss}.000`;
};

/** Title, description and closing line, spread over the video's length. */
export const webVtt = (
  texts: { title: string; description: string; closing: string },
  duration: number,
) => {
  const first = Math.min(6, Math.floor(duration / 3));
  const second = Math.max(first + 1, duration - 6);
  return [
    'WEBVTT',
    '',
    '1',
    `${clock(0)} --> ${clock(first)}`,
    texts.title,
    '',
    '2',
    `${clock(first)} --> ${clock(second)}`,
    texts.description,
    '',
    '3',
    `${clock(second)} --> ${clock(duration)}`,
    texts.closing,
    '',
  ].join('\n');
};

const isMain = process.argv[1]?.endsWith('write-captions.ts');
if (isMain) {
  let count = 0;
  for (const course of learningSeed) {
    for (const title of course.titles) {
      for (const video of title.videos) {
        const base = join(VIDEOS_ROOT, 'videos', video.file.replace(/\.mp4$/, ''));
        writeFileSync(
          `${base}.tr.vtt`,
          webVtt({ ...video, closing: closingCaption.tr }, video.duration),
        );
        count += 1;
        const english = englishCaptions[video.file];
        if (english) {
          writeFileSync(
            `${base}.en.vtt`,
            webVtt({ ...english, closing: closingCaption.en }, video.duration),
          );
          count += 1;
        }
      }
    }
  }
  const intro = siteSettingsSeed.introVideoUrl.replace(/^\/images\//, '').replace(/\.mp4$/, '');
  for (const lang of ['tr', 'en'] as const) {
    const cues = introCaptions[lang].flatMap(({ from, to, text }, i) => [
      String(i + 1),
      `${clock(from)} --> ${clock(to)}`,
      text,
      '',
    ]);
    writeFileSync(join(IMAGES_ROOT, `${intro}.${lang}.vtt`), ['WEBVTT', '', ...cues].join('\n'));
    count += 1;
  }
  console.log(
    `Wrote ${count} caption files into ${join(VIDEOS_ROOT, 'videos')} and ${IMAGES_ROOT}`,
  );
}
