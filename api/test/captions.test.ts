import assert from './support/assert';
import { after, before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { courseTitles, courseVideos, users } from '../src/db/schema';
import { createTestApp, PUBLIC_URL, sessionToken, type TestContext } from './helpers';

let ctx: TestContext;
let owner: string;

before(async () => {
  ctx = await createTestApp();
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'ayse.yilmaz@ornek.com.tr'));
  owner = `Bearer ${await sessionToken(ctx.database.db, row!.id)}`;
});
after(() => ctx.close());

/** The signed link of the first video of a course the demo learner owns. */
const signedVideoPath = async () => {
  const [video] = await ctx.database.db
    .select({ id: courseVideos.id })
    .from(courseVideos)
    .innerJoin(courseTitles, eq(courseTitles.id, courseVideos.courseTitleId))
    .where(eq(courseTitles.courseId, 103))
    .orderBy(asc(courseTitles.sort), asc(courseVideos.sort), asc(courseVideos.id))
    .limit(1);
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/v1/courses/getcoursevideo/${video!.id}`,
    headers: { authorization: owner },
  });
  const url = new URL(res.json().data.fileUrl.replace(PUBLIC_URL, 'http://x'));
  return { path: url.pathname, query: url.search };
};

describe('GET /v1/media/videos/:id/captions/:lang', () => {
  it('serves Turkish and English WebVTT captions on the video’s signed link', async () => {
    const { path, query } = await signedVideoPath();
    const tr = await ctx.app.inject({ method: 'GET', url: `${path}/captions/tr${query}` });
    assert.equal(tr.statusCode, 200);
    assert.match(String(tr.headers['content-type']), /^text\/vtt/);
    assert.match(tr.body, /^WEBVTT\n/);
    assert.match(tr.body, /00:00:00\.000 --> 00:00:06\.000\nPeşin Ödeme ve Mal Mukabili/);

    const en = await ctx.app.inject({ method: 'GET', url: `${path}/captions/en${query}` });
    assert.equal(en.statusCode, 200);
    assert.match(en.body, /Cash in Advance and Open Account/);
  });

  it('refuses captions without a valid signature or in another language', async () => {
    const { path, query } = await signedVideoPath();
    const unsigned = await ctx.app.inject({ method: 'GET', url: `${path}/captions/tr` });
    assert.equal(unsigned.statusCode, 403);
    const tampered = await ctx.app.inject({
      method: 'GET',
      url: `${path}/captions/tr${query.replace(/s=[^&]+/, 's=AAAA')}`,
    });
    assert.equal(tampered.statusCode, 403);
    const other = await ctx.app.inject({ method: 'GET', url: `${path}/captions/de${query}` });
    assert.equal(other.statusCode, 400);
    const climbing = await ctx.app.inject({
      method: 'GET',
      url: `${path}/captions/..%2F..%2Fpackage${query}`,
    });
    assert.equal(climbing.statusCode, 400);
  });
});
