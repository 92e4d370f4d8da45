import { eq } from 'drizzle-orm';
import type { ContactMessage } from '@lms/shared/contracts';
import type { Db } from '../db';
import { contacts, courses, siteSettings } from '../db/schema';

export interface StoredContact {
  id: number;
  courseName: string | null;
}

export function createContactsRepository(db: Db) {
  return {
    /**
     * Stores a contact or apply-now message. Returns null when the apply-now form names a
     * course that does not exist.
     */
    async create(
      message: ContactMessage,
      q: Pick<Db, 'select' | 'insert'> = db,
    ): Promise<StoredContact | null> {
      let courseName: string | null = null;
      if (message.courseId) {
        const [course] = await q
          .select({ name: courses.name })
          .from(courses)
          .where(eq(courses.id, message.courseId))
          .limit(1);
        if (!course) return null;
        courseName = course.name;
      }
      const [row] = await q
        .insert(contacts)
        .values({
          fullName: message.fullName,
          email: message.email.toLowerCase(),
          phoneNumber: message.phoneNumber,
          title: message.title,
          description: message.description,
          courseId: message.courseId ?? null,
        })
        .returning({ id: contacts.id });
      return { id: row!.id, courseName };
    },

    /** Where contact notifications go: the site's contact address. */
    async notificationAddress(): Promise<string | null> {
      const [row] = await db
        .select({ email: siteSettings.emailForContact })
        .from(siteSettings)
        .limit(1);
      return row?.email || null;
    },

    findById(id: number) {
      return db.query.contacts.findFirst({ where: eq(contacts.id, id) });
    },
  };
}
export type ContactsRepository = ReturnType<typeof createContactsRepository>;
