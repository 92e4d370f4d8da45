import type { z } from 'zod';
import type {
  AdminBanner,
  AdminContactsPage,
  AdminFaq,
  AdminPage,
  AdminSettings,
  AdminSubscriber,
  ContactState,
  adminBannerInputSchema,
  adminFaqInputSchema,
  adminPageCreateSchema,
  adminPageInputSchema,
  adminSettingsInputSchema,
} from '@lms/shared/contracts';
import {
  MESSAGES_PAGE_SIZE,
  SPEC_PAGE_IDS,
  CONTRACT_PAGE_IDS,
  SUBSCRIBERS_PAGE_SIZE,
  type AdminSubscribersPage,
  type SubscriberState,
} from '@lms/shared/contracts';
import type { Db } from '../db';
import { checkPicture, mediaKey, storedJpeg } from '../lib/course-thumbnails';
import { DomainError } from '../lib/domain-error';
import { sanitizeHtml } from '../lib/sanitize-html';
import { changesOf } from '../lib/staff';
import type { Storage } from '../lib/storage';
import type {
  AdminSiteRepository,
  BannerRow,
  FaqRow,
  PageRow,
  SettingsRow,
} from '../repositories/admin-site';
import type { AuditWriter } from './admin-courses';
import { englishHtml } from './admin-content';

/**
 * The back office's rules for the site's small content and the messages:
 * - every write runs in one transaction with its audit entry;
 * - HTML (FAQ answers, information pages) is sanitised before it is stored, as course
 *   descriptions are;
 * - a reorder names every item once, so two editors reordering at once cannot lose an item;
 * - a message is handled once: the first note stands, a second click is told so;
 * - the public site sees every change on its next request: the settings, course types and
 *   banners it caches bump the catalogue version by trigger (migrations 0008 and this issue's),
 *   and the FAQ, pages, messages and subscribers are read from the database on every request.
 */

export type AdminSettingsInput = z.output<typeof adminSettingsInputSchema>;
export type AdminFaqValues = z.output<typeof adminFaqInputSchema>;
export type AdminPageValues = z.output<typeof adminPageInputSchema>;
export type AdminPageCreateValues = z.output<typeof adminPageCreateSchema>;
export type AdminBannerValues = z.output<typeof adminBannerInputSchema>;

export interface StaffActor {
  userId: number | null;
  email: string;
}

export interface AdminSiteDeps {
  db: Db;
  repo: AdminSiteRepository;
  storage: Pick<Storage, 'put'>;
  absolute: (path: string) => string;
  now?: () => Date;
}

/** The wide banner (16:5) and its phone crop (4:3), as the home page shows them. */
const BANNER_WIDE = { width: 1600, height: 500, cover: true };
const BANNER_PHONE = { width: 800, height: 600, cover: true };
/** The narrowest picture a banner may be made from (the phone crop is 800 px wide). */
export const BANNER_MIN_WIDTH = 800;

const settingsOf = (row: SettingsRow, menuCourseTypeIds: number[]): AdminSettings['settings'] => ({
  telephone: row.telephone,
  fax: row.fax,
  address: row.address,
  emailForContact: row.emailForContact,
  facebook: row.facebook,
  instagram: row.instagram,
  youtube: row.youtube,
  twitterUrl: row.twitterUrl,
  whatsapp: row.whatsapp,
  locationLat: row.locationLat,
  locationLong: row.locationLong,
  menuCourseTypeIds,
  foundationName: row.foundationName,
  foundationAddress: row.foundationAddress,
  bankName: row.bankName,
  bankAccountHolder: row.bankAccountHolder,
  iban: row.iban,
});

/** The same ids in any order, each once. */
const subscriberOf = (row: {
  id: number;
  email: string;
  createDate: Date;
  confirmedAt: Date | null;
}): AdminSubscriber => ({
  id: row.id,
  email: row.email,
  createDate: row.createDate.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

const sameIds = (given: number[], existing: number[]) =>
  given.length === existing.length &&
  new Set(given).size === given.length &&
  existing.every((id) => given.includes(id));

export function createAdminSiteService({
  db,
  repo,
  storage,
  absolute,
  now = () => new Date(),
}: AdminSiteDeps) {
  const faqOf = (row: FaqRow): AdminFaq => ({
    id: row.id,
    questionTitle: row.questionTitle,
    questionDescription: row.questionDescription,
    sort: row.sort,
    en: {
      questionTitle: row.en.questionTitle ?? '',
      questionDescription: row.en.questionDescription ?? '',
    },
  });

  /** A FAQ item as the audit compares it. */
  const editableFaq = (row: Pick<FaqRow, 'questionTitle' | 'questionDescription' | 'en'>) => ({
    questionTitle: row.questionTitle,
    questionDescription: row.questionDescription,
    enQuestionTitle: row.en.questionTitle ?? '',
    enQuestionDescription: row.en.questionDescription ?? '',
  });

  const faqValues = (input: AdminFaqValues) => ({
    questionTitle: input.questionTitle,
    questionDescription: sanitizeHtml(input.questionDescription),
    en: {
      questionTitle: input.en.questionTitle,
      questionDescription: englishHtml(input.en.questionDescription),
    },
  });

  const pageOf = (row: PageRow): AdminPage => ({
    id: row.id,
    title: row.title,
    description: row.description,
    en: { title: row.en.title ?? '', description: row.en.description ?? '' },
  });

  const editablePage = (row: Omit<PageRow, 'id'>) => ({
    title: row.title,
    description: row.description,
    enTitle: row.en.title ?? '',
    enDescription: row.en.description ?? '',
  });

  const pageValues = (input: AdminPageValues) => ({
    title: input.title,
    description: sanitizeHtml(input.description),
    en: { title: input.en.title, description: englishHtml(input.en.description) },
  });

  const bannerOf = (row: BannerRow): AdminBanner => ({
    id: row.id,
    link: row.link,
    filePath: absolute(row.filePath),
    phoneFilePath: row.phoneFilePath ? absolute(row.phoneFilePath) : null,
    text: row.text ?? null,
    sort: row.sort,
  });

  async function readSettings(q = db as Parameters<AdminSiteRepository['settings']>[0]) {
    const row = await repo.settings(q);
    if (!row) throw new DomainError('notFound', 'settingsMissing');
    const types = await repo.courseTypes(q);
    return {
      settings: settingsOf(
        row,
        types.filter((type) => type.inMenu).map((type) => type.id),
      ),
      courseTypes: types.map(({ id, name }) => ({ id, name })),
    };
  }

  return {
    // Settings ---------------------------------------------------------------------------------

    settings: (): Promise<AdminSettings> => readSettings(),

    async updateSettings(input: AdminSettingsInput, audit: AuditWriter): Promise<AdminSettings> {
      return db.transaction(async (tx) => {
        const row = await repo.settingsForUpdate(tx);
        if (!row) throw new DomainError('notFound', 'settingsMissing');
        const types = await repo.courseTypes(tx);
        const known = new Set(types.map((type) => type.id));
        if (!input.menuCourseTypeIds.every((id) => known.has(id))) {
          throw DomainError.onField('invalid', 'courseTypeUnknown', 'menuCourseTypeIds');
        }
        const menu = [...new Set(input.menuCourseTypeIds)].sort((a, b) => a - b);
        const before = settingsOf(
          row,
          types.filter((type) => type.inMenu).map((type) => type.id),
        );
        const { menuCourseTypeIds: _menu, ...values } = input;
        await repo.updateSettings(values, tx);
        await repo.setMenuCourseTypes(menu, tx);
        const after = { ...values, menuCourseTypeIds: menu };
        await audit(tx, {
          action: 'settings.update',
          objectType: 'settings',
          objectId: '1',
          summary: changesOf(before, after),
        });
        return readSettings(tx);
      });
    },

    // FAQ --------------------------------------------------------------------------------------

    async faqs(): Promise<AdminFaq[]> {
      return (await repo.faqs()).map(faqOf);
    },

    async createFaq(input: AdminFaqValues, audit: AuditWriter): Promise<AdminFaq> {
      const values = faqValues(input);
      return db.transaction(async (tx) => {
        const row = await repo.createFaq(values, tx);
        await audit(tx, {
          action: 'faq.create',
          objectType: 'faq',
          objectId: String(row.id),
          summary: { questionTitle: row.questionTitle },
        });
        return faqOf(row);
      });
    },

    async updateFaq(id: number, input: AdminFaqValues, audit: AuditWriter): Promise<AdminFaq> {
      const values = faqValues(input);
      return db.transaction(async (tx) => {
        const before = await repo.faq(id, tx);
        if (!before) throw new DomainError('notFound', 'faqNotFound');
        const row = (await repo.updateFaq(id, values, tx))!;
        await audit(tx, {
          action: 'faq.update',
          objectType: 'faq',
          objectId: String(id),
          summary: changesOf(editableFaq(before), editableFaq(values)),
        });
        return faqOf(row);
      });
    },

    async deleteFaq(id: number, audit: AuditWriter): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.deleteFaq(id, tx);
        if (!row) throw new DomainError('notFound', 'faqNotFound');
        await audit(tx, {
          action: 'faq.delete',
          objectType: 'faq',
          objectId: String(id),
          summary: { questionTitle: row.questionTitle },
        });
      });
    },

    async reorderFaqs(ids: number[], audit: AuditWriter): Promise<AdminFaq[]> {
      return db.transaction(async (tx) => {
        if (
          !sameIds(
            ids,
            (await repo.faqs(tx)).map((row) => row.id),
          )
        ) {
          throw DomainError.onField('conflict', 'orderOutdated', 'ids');
        }
        await repo.setFaqOrder(ids, tx);
        await audit(tx, {
          action: 'faq.reorder',
          objectType: 'faq',
          objectId: '*',
          summary: { ids },
        });
        return (await repo.faqs(tx)).map(faqOf);
      });
    },

    // Information pages ------------------------------------------------------------------------

    pages: async (): Promise<AdminPage[]> => (await repo.pages()).map(pageOf),

    async page(id: string): Promise<AdminPage> {
      const row = await repo.page(id);
      if (!row) throw new DomainError('notFound', 'pageNotFound');
      return pageOf(row);
    },

    async createPage(input: AdminPageCreateValues, audit: AuditWriter): Promise<AdminPage> {
      const values = { id: input.id, ...pageValues(input) };
      return db.transaction(async (tx) => {
        // Ids differ by more than case: `#/info/AboutUs` and `aboutus` would confuse visitors.
        const taken = (await repo.pages(tx)).some(
          (page) => page.id.toLowerCase() === values.id.toLowerCase(),
        );
        const row = taken ? null : await repo.createPage(values, tx);
        if (!row) throw DomainError.onField('conflict', 'pageIdTaken', 'id');
        await audit(tx, {
          action: 'page.create',
          objectType: 'page',
          objectId: row.id,
          summary: { title: row.title },
        });
        return pageOf(row);
      });
    },

    async updatePage(id: string, input: AdminPageValues, audit: AuditWriter): Promise<AdminPage> {
      const values = pageValues(input);
      return db.transaction(async (tx) => {
        const before = await repo.page(id, tx);
        if (!before) throw new DomainError('notFound', 'pageNotFound');
        const row = (await repo.updatePage(id, values, tx))!;
        await audit(tx, {
          action: 'page.update',
          objectType: 'page',
          objectId: id,
          summary: changesOf(editablePage(before), editablePage(values)),
        });
        return pageOf(row);
      });
    },

    async deletePage(id: string, audit: AuditWriter): Promise<void> {
      // The site links to the spec's pages (footer, signup, cart): they are edited, never removed.
      // Nor are the contracts' templates: every paid order is made from them.
      if (
        (SPEC_PAGE_IDS as readonly string[]).includes(id) ||
        (Object.values(CONTRACT_PAGE_IDS) as string[]).includes(id)
      ) {
        throw new DomainError('conflict', 'pageRequired');
      }
      await db.transaction(async (tx) => {
        const row = await repo.deletePage(id, tx);
        if (!row) throw new DomainError('notFound', 'pageNotFound');
        await audit(tx, {
          action: 'page.delete',
          objectType: 'page',
          objectId: id,
          summary: { title: row.title },
        });
      });
    },

    // Banners ----------------------------------------------------------------------------------

    async banners(): Promise<AdminBanner[]> {
      return (await repo.banners()).map(bannerOf);
    },

    /** Stores an uploaded picture's wide and phone crops; their paths under `/media/banners/`. */
    async storeBannerPicture(upload: Buffer) {
      const { width } = await checkPicture(upload);
      if (width < BANNER_MIN_WIDTH) throw DomainError.onField('invalid', 'bannerTooSmall', 'file');
      const wide = await storedJpeg(upload, 1, BANNER_WIDE);
      const phone = await storedJpeg(upload, 2, BANNER_PHONE);
      for (const { name, body } of [wide, phone]) {
        await storage.put(mediaKey('banners', name), body, { contentType: 'image/jpeg' });
      }
      return {
        filePath: `/media/banners/${wide.name}`,
        phoneFilePath: `/media/banners/${phone.name}`,
      };
    },

    async createBanner(upload: Buffer, audit: AuditWriter): Promise<AdminBanner> {
      const paths = await this.storeBannerPicture(upload);
      return db.transaction(async (tx) => {
        const row = await repo.createBanner(paths, tx);
        await audit(tx, {
          action: 'banner.create',
          objectType: 'banner',
          objectId: String(row.id),
          summary: { filePath: row.filePath },
        });
        return bannerOf(row);
      });
    },

    async replaceBannerPicture(
      id: number,
      upload: Buffer,
      audit: AuditWriter,
    ): Promise<AdminBanner> {
      if (!(await repo.banner(id))) throw new DomainError('notFound', 'bannerNotFound');
      const paths = await this.storeBannerPicture(upload);
      return db.transaction(async (tx) => {
        const before = await repo.banner(id, tx);
        if (!before) throw new DomainError('notFound', 'bannerNotFound');
        const row = (await repo.updateBanner(id, paths, tx))!;
        await audit(tx, {
          action: 'banner.picture',
          objectType: 'banner',
          objectId: String(id),
          summary: changesOf(before, paths),
        });
        return bannerOf(row);
      });
    },

    async updateBanner(
      id: number,
      input: AdminBannerValues,
      audit: AuditWriter,
    ): Promise<AdminBanner> {
      return db.transaction(async (tx) => {
        const before = await repo.banner(id, tx);
        if (!before) throw new DomainError('notFound', 'bannerNotFound');
        const row = (await repo.updateBanner(id, input, tx))!;
        await audit(tx, {
          action: 'banner.update',
          objectType: 'banner',
          objectId: String(id),
          summary: changesOf(before, input),
        });
        return bannerOf(row);
      });
    },

    async deleteBanner(id: number, audit: AuditWriter): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.deleteBanner(id, tx);
        if (!row) throw new DomainError('notFound', 'bannerNotFound');
        await audit(tx, {
          action: 'banner.delete',
          objectType: 'banner',
          objectId: String(id),
          summary: { filePath: row.filePath },
        });
      });
    },

    async reorderBanners(ids: number[], audit: AuditWriter): Promise<AdminBanner[]> {
      return db.transaction(async (tx) => {
        if (
          !sameIds(
            ids,
            (await repo.banners(tx)).map((row) => row.id),
          )
        ) {
          throw DomainError.onField('conflict', 'orderOutdated', 'ids');
        }
        await repo.setBannerOrder(ids, tx);
        await audit(tx, {
          action: 'banner.reorder',
          objectType: 'banner',
          objectId: '*',
          summary: { ids },
        });
        return (await repo.banners(tx)).map(bannerOf);
      });
    },

    // Contact messages -------------------------------------------------------------------------

    async contacts(state: ContactState, page: number): Promise<AdminContactsPage> {
      const { items, total } = await repo.contacts(state, page, MESSAGES_PAGE_SIZE);
      return {
        items: items.map((item) => ({
          ...item,
          createdAt: item.createdAt.toISOString(),
          handledAt: item.handledAt?.toISOString() ?? null,
        })),
        total,
        page,
        pageSize: MESSAGES_PAGE_SIZE,
      };
    },

    async handleContact(
      id: number,
      note: string,
      by: StaffActor,
      audit: AuditWriter,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const result = await repo.handleContact(id, by, note, now(), tx);
        if (result === null) throw new DomainError('notFound', 'contactNotFound');
        if (result === 'already') throw new DomainError('conflict', 'contactAlreadyHandled');
        await audit(tx, {
          action: 'contact.handle',
          objectType: 'contact',
          objectId: String(id),
          summary: { note },
        });
      });
    },

    // Subscribers ------------------------------------------------------------------------------

    /** Every address, newest first: the CSV export stays whole. */
    async subscribers(): Promise<AdminSubscriber[]> {
      return (await repo.subscribers()).map(subscriberOf);
    },

    /** One page of the list in a state (`#/admin/subscribers`), with the whole list's counts. */
    async subscribersPage(state: SubscriberState, page: number): Promise<AdminSubscribersPage> {
      const found = await repo.subscribersPage(state, page, SUBSCRIBERS_PAGE_SIZE);
      return {
        ...found,
        items: found.items.map(subscriberOf),
        page,
        pageSize: SUBSCRIBERS_PAGE_SIZE,
      };
    },

    async deleteSubscriber(id: number, audit: AuditWriter): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.deleteSubscriber(id, tx);
        if (!row) throw new DomainError('notFound', 'subscriberNotFound');
        await audit(tx, {
          action: 'subscriber.delete',
          objectType: 'subscriber',
          objectId: String(id),
          summary: { email: row.email },
        });
      });
    },
  };
}
export type AdminSiteService = ReturnType<typeof createAdminSiteService>;
