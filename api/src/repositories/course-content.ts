import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { courseTitles, courseVideos, courses, exams, videoProgress } from '../db/schema';
import type { Queryable } from './baskets';

export type VideoRow = typeof courseVideos.$inferSelect;

/**
 * Rows of a course's sections (`course_titles`) and videos as staff edit them. It decides
 * nothing: the rules are `services/course-content.ts`'s.
 */
export function createCourseContentRepository(db: Db) {
  return {
    async courseExists(courseId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.id, courseId))
        .limit(1);
      return Boolean(row);
    },

    /** The course's sections in order, each with its videos in order (retired ones too). */
    async outline(courseId: number) {
      const sections = await db
        .select({
          id: courseTitles.id,
          titleName: courseTitles.titleName,
          en: courseTitles.en,
          sort: courseTitles.sort,
        })
        .from(courseTitles)
        .where(eq(courseTitles.courseId, courseId))
        .orderBy(asc(courseTitles.sort), asc(courseTitles.id));
      const videos =
        sections.length === 0
          ? []
          : await db
              .select({
                id: courseVideos.id,
                courseTitleId: courseVideos.courseTitleId,
                title: courseVideos.title,
                description: courseVideos.description,
                en: courseVideos.en,
                duration: courseVideos.duration,
                sourceKey: courseVideos.sourceKey,
                filePath: courseVideos.filePath,
                captionsTrKey: courseVideos.captionsTrKey,
                captionsEnKey: courseVideos.captionsEnKey,
                transcodeState: courseVideos.transcodeState,
                transcodeError: courseVideos.transcodeError,
                retiredAt: courseVideos.retiredAt,
                learners: sql<number>`(select count(*)::int from ${videoProgress} where ${videoProgress.courseVideoId} = ${courseVideos.id})`,
              })
              .from(courseVideos)
              .where(
                inArray(
                  courseVideos.courseTitleId,
                  sections.map((section) => section.id),
                ),
              )
              .orderBy(asc(courseVideos.sort), asc(courseVideos.id));
      return { sections, videos };
    },

    async section(sectionId: number, q: Queryable = db) {
      const [row] = await q
        .select({
          id: courseTitles.id,
          courseId: courseTitles.courseId,
          titleName: courseTitles.titleName,
          en: courseTitles.en,
          sort: courseTitles.sort,
        })
        .from(courseTitles)
        .where(eq(courseTitles.id, sectionId))
        .limit(1);
      return row ?? null;
    },

    async sectionIds(courseId: number, q: Queryable = db): Promise<number[]> {
      const rows = await q
        .select({ id: courseTitles.id })
        .from(courseTitles)
        .where(eq(courseTitles.courseId, courseId))
        .orderBy(asc(courseTitles.sort), asc(courseTitles.id));
      return rows.map((row) => row.id);
    },

    /** A new last section. */
    async addSection(
      courseId: number,
      titleName: string,
      en: { titleName?: string },
      q: Queryable = db,
    ) {
      const [row] = await q
        .insert(courseTitles)
        .values({
          courseId,
          titleName,
          en,
          sort: sql`(select coalesce(max(${courseTitles.sort}), -1) + 1 from ${courseTitles} where ${courseTitles.courseId} = ${courseId})`,
        })
        .returning({ id: courseTitles.id, titleName: courseTitles.titleName });
      return row!;
    },

    async renameSection(
      sectionId: number,
      titleName: string,
      en: { titleName?: string },
      q: Queryable = db,
    ) {
      await q.update(courseTitles).set({ titleName, en }).where(eq(courseTitles.id, sectionId));
    },

    async setSectionOrder(ids: number[], q: Queryable = db) {
      for (const [sort, id] of ids.entries()) {
        await q.update(courseTitles).set({ sort }).where(eq(courseTitles.id, id));
      }
    },

    /** How many videos (retired ones too) and exams a section holds. */
    async sectionContents(sectionId: number, q: Queryable = db): Promise<number> {
      const [videos] = await q
        .select({ n: count() })
        .from(courseVideos)
        .where(eq(courseVideos.courseTitleId, sectionId));
      const [examCount] = await q
        .select({ n: count() })
        .from(exams)
        .where(eq(exams.courseTitleId, sectionId));
      return (videos?.n ?? 0) + (examCount?.n ?? 0);
    },

    async deleteSection(sectionId: number, q: Queryable = db) {
      await q.delete(courseTitles).where(eq(courseTitles.id, sectionId));
    },

    /** A video with its section's course. */
    async video(videoId: number, q: Queryable = db) {
      const [row] = await q
        .select({
          video: courseVideos,
          courseId: courseTitles.courseId,
        })
        .from(courseVideos)
        .innerJoin(courseTitles, eq(courseTitles.id, courseVideos.courseTitleId))
        .where(eq(courseVideos.id, videoId))
        .limit(1);
      return row ? { ...row.video, courseId: row.courseId } : null;
    },

    /** A new last video of the section, its transcode queued. */
    async addVideo(
      values: {
        courseTitleId: number;
        title: string;
        description: string;
        en: { title: string; description: string };
        sourceKey: string;
        duration: number;
      },
      q: Queryable = db,
    ): Promise<VideoRow> {
      const [row] = await q
        .insert(courseVideos)
        .values({
          ...values,
          filePath: '',
          transcodeState: 'queued',
          sort: sql`(select coalesce(max(${courseVideos.sort}), -1) + 1 from ${courseVideos} where ${courseVideos.courseTitleId} = ${values.courseTitleId})`,
        })
        .returning();
      return row!;
    },

    async updateVideo(
      videoId: number,
      set: Partial<typeof courseVideos.$inferInsert>,
      q: Queryable = db,
    ): Promise<VideoRow | null> {
      const [row] = await q
        .update(courseVideos)
        .set(set)
        .where(eq(courseVideos.id, videoId))
        .returning();
      return row ?? null;
    },

    async hasLearnerProgress(videoId: number, q: Queryable = db): Promise<boolean> {
      const [row] = await q
        .select({ id: videoProgress.userId })
        .from(videoProgress)
        .where(eq(videoProgress.courseVideoId, videoId))
        .limit(1);
      return Boolean(row);
    },

    async deleteVideo(videoId: number, q: Queryable = db) {
      await q.delete(courseVideos).where(and(eq(courseVideos.id, videoId)));
    },
  };
}
export type CourseContentRepository = ReturnType<typeof createCourseContentRepository>;
