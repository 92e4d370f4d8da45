import { issuesOf } from '../testing/issues';
import {
  CAPTION_LANGUAGES,
  TRANSCODE_STATES,
  adminSectionSchema,
  captionsParam,
  courseContentSchema,
  sectionNameSchema,
  sectionOrderSchema,
  videoRemovalSchema,
  videoTextSchema,
} from './admin-media';

describe("a course's sections (back office)", () => {
  it('names a section, in English too or not', () => {
    expect(sectionNameSchema.parse({ titleName: ' 1. Bölüm ' })).toEqual({
      titleName: '1. Bölüm',
      en: {},
    });
    expect(sectionNameSchema.parse({ titleName: 'Giriş', en: { titleName: 'Intro' } })).toEqual({
      titleName: 'Giriş',
      en: { titleName: 'Intro' },
    });
  });

  it('asks for the name, up to 200 characters in either language', () => {
    expect(issuesOf(sectionNameSchema, { titleName: ' ' })).toEqual({
      titleName: 'sectionNameRequired',
    });
    expect(
      issuesOf(sectionNameSchema, {
        titleName: 'ç'.repeat(200),
        en: { titleName: 'e'.repeat(200) },
      }),
    ).toEqual({});
    expect(
      issuesOf(sectionNameSchema, {
        titleName: 'ç'.repeat(201),
        en: { titleName: 'e'.repeat(201) },
      }),
    ).toEqual({ titleName: 'fieldTooLong', 'en.titleName': 'fieldTooLong' });
  });

  it('orders one to 500 sections by id, and refuses anything else with sectionOrderInvalid', () => {
    expect(sectionOrderSchema.parse({ ids: [3, 1, 2] })).toEqual({ ids: [3, 1, 2] });
    expect(
      issuesOf(sectionOrderSchema, { ids: Array.from({ length: 500 }, (_, i) => i + 1) }),
    ).toEqual({});
    expect(
      Object.keys(
        issuesOf(sectionOrderSchema, { ids: Array.from({ length: 501 }, (_, i) => i + 1) }),
      ),
    ).toEqual(['ids']);
    expect(issuesOf(sectionOrderSchema, { ids: [] })).toEqual({ ids: 'sectionOrderInvalid' });
    expect(issuesOf(sectionOrderSchema, { ids: 'a,b' })).toEqual({ ids: 'sectionOrderInvalid' });
    expect(issuesOf(sectionOrderSchema, { ids: [1, 0] })).toEqual({ 'ids.1': 'invalidId' });
  });
});

describe("a video's texts and captions (back office)", () => {
  it('takes a title, a description over several lines and their English, blank ones as empty', () => {
    expect(videoTextSchema.parse({ title: ' Giriş ' })).toEqual({
      title: 'Giriş',
      description: '',
      en: { title: '', description: '' },
    });
    const full = {
      title: 'Giriş',
      description: 'Birinci satır\nİkinci satır',
      en: { title: 'Intro', description: 'Line one\nLine two' },
    };
    expect(videoTextSchema.parse(full)).toEqual(full);
  });

  it('asks for the title, and bounds each text', () => {
    expect(issuesOf(videoTextSchema, { title: '' })).toEqual({ title: 'videoTitleRequired' });
    const at = (length: number) => ({
      title: 'ç'.repeat(Math.min(length, 201)),
      description: 'ç'.repeat(length * 10),
      en: { title: 'e'.repeat(Math.min(length, 201)), description: 'e'.repeat(length * 10) },
    });
    expect(issuesOf(videoTextSchema, at(200))).toEqual({});
    expect(issuesOf(videoTextSchema, at(201))).toEqual({
      title: 'fieldTooLong',
      description: 'fieldTooLong',
      'en.title': 'fieldTooLong',
      'en.description': 'fieldTooLong',
    });
  });

  it('takes captions in Turkish or English only', () => {
    expect(CAPTION_LANGUAGES).toEqual(['tr', 'en']);
    expect(captionsParam.parse({ id: '5', lang: 'en' })).toEqual({ id: 5, lang: 'en' });
    expect(issuesOf(captionsParam, { id: '5', lang: 'de' })).toEqual({
      lang: 'captionsLanguageInvalid',
    });
    expect(issuesOf(captionsParam, { id: 'x', lang: 'tr' })).toEqual({ id: 'invalidId' });
  });
});

describe('what the content editor reads', () => {
  const video = {
    id: 5,
    sectionId: 2,
    title: 'Giriş',
    description: '',
    en: { title: 'Intro', description: '' },
    duration: 300,
    uploaded: true,
    captions: { tr: true, en: false },
    transcode: { state: 'failed', error: 'ffmpeg: bozuk dosya' },
    retired: false,
    learners: 3,
  };
  const content = {
    courseId: 101,
    sections: [{ id: 2, titleName: '1. Bölüm', en: { titleName: 'Part 1' }, videos: [video] }],
    maxVideoBytes: 2 * 1024 ** 3,
  };

  it('reads the sections with their videos whole, in each transcode state', () => {
    expect(courseContentSchema.parse(content)).toEqual(content);
    expect(TRANSCODE_STATES).toEqual(['none', 'queued', 'running', 'done', 'failed']);
    for (const state of TRANSCODE_STATES) {
      const section = {
        ...content.sections[0],
        videos: [{ ...video, transcode: { state, error: null } }],
      };
      expect(adminSectionSchema.parse(section)).toEqual(section);
    }
    expect(
      adminSectionSchema.safeParse({
        ...content.sections[0],
        videos: [{ ...video, transcode: { state: 'paused', error: null } }],
      }).success,
    ).toBe(false);
    expect(adminSectionSchema.parse({ ...content.sections[0], en: {} }).en).toEqual({});
  });

  it('says whether a removed video was deleted or retired', () => {
    for (const outcome of ['deleted', 'retired']) {
      expect(videoRemovalSchema.parse({ outcome })).toEqual({ outcome });
    }
    expect(videoRemovalSchema.safeParse({ outcome: 'hidden' }).success).toBe(false);
  });
});
