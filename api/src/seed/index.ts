import { eq, inArray, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { blogImagePath, blogSeed, blogSlug } from './data/blog';
import { blogEnSeed } from './data/blog-en';
import { courseSlug, courseThumbnailPath, coursesSeed, type CourseSeed } from './data/courses';
import { ALERTS_EN, contentsEnSeed, coursesEnSeed, durationEn } from './data/courses-en';
import { datedCourses } from './course-dates';
import { faqsSeed } from './data/faqs';
import { seedGalleries } from './galleries';
import { seedLearning } from './learning';
import { pagesSeed } from './data/pages';
import { pagesEnSeed } from './data/pages-en';
import { hashPassword } from '../lib/password';
import { DEMO_PASSWORD, usersSeed } from './data/users';
import { bannersSeed, courseTypesSeed, siteSettingsSeed, teachersSeed } from './data/site';

type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

// Any constant works; it only keeps two API processes from seeding the same server at once.
const SEED_LOCK_KEY = 74_062_024;

/**
 * Fills an empty database with the seed content. Idempotent: it does nothing once the site
 * settings row exists, and the whole seed is one transaction, so a failure leaves no half data.
 */
export async function seedIfEmpty(
  db: Db,
  { demoUsers = false }: { demoUsers?: boolean } = {},
): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx
      .select({ id: schema.siteSettings.id })
      .from(schema.siteSettings)
      .limit(1);
    if (existing.length > 0) return false;

    await tx.insert(schema.siteSettings).values(siteSettingsSeed);
    await tx.insert(schema.courseTypes).values(courseTypesSeed);
    await tx.insert(schema.banners).values(
      bannersSeed.map(({ link, filePath, phoneFilePath, text, sort }) => ({
        link,
        filePath,
        phoneFilePath,
        text,
        sort,
      })),
    );
    await tx.insert(schema.teachers).values(teachersSeed);
    await tx.insert(schema.courses).values(datedCourses(coursesSeed).map(toCourseRow));
    // The associations come with migration 0019; a course of another one than İHKİB names it.
    for (const course of coursesSeed.filter((seed) => seed.memberAssociation)) {
      await tx
        .update(schema.courses)
        .set({
          memberAssociationId: sql`(select id from associations where code = ${course.memberAssociation})`,
        })
        .where(eq(schema.courses.id, course.id));
    }
    await tx.insert(schema.courseDetails).values(coursesSeed.flatMap(toDetailRows));
    await tx.insert(schema.blogPosts).values(
      blogSeed.map((post) => ({
        url: blogSlug(post),
        title: post.title,
        description: post.paragraphs.map((text) => `<p>${text}</p>`).join('\n'),
        fileUrl: blogImagePath(post),
        views: post.views,
        createDate: new Date(post.createDate),
        en: blogEnOf(post.title),
      })),
    );
    await tx
      .insert(schema.faqs)
      .values(faqsSeed.map((faq, index) => ({ ...faq, sort: index + 1 })));
    await tx
      .insert(schema.pages)
      .values(
        pagesSeed.map((page) => ({
          ...page,
          en: pagesEnSeed[page.id as keyof typeof pagesEnSeed] ?? {},
        })),
      )
      // Migration 0021 brings the pre-information form's page before the seed runs.
      .onConflictDoNothing();
    await seedGalleries(tx);
    await seedLearning(tx);

    // Rows above were inserted with explicit ids; move the identity sequences past them.
    for (const table of ['courses', 'teachers']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
      );
    }
    return true;
  });
  if (demoUsers) await seedDemoUsers(db);
  return seeded;
}

/**
 * The README's demo accounts and the courses they own, only when asked for (`npm start` asks,
 * production never does). Idempotent: an account that exists is left alone.
 */
export async function seedDemoUsers(db: Db): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const consentAt = new Date();
  let added = 0;
  for (const { owns, watched = [], ...user } of usersSeed) {
    const [row] = await db
      .insert(schema.users)
      .values({
        ...user,
        passwordHash,
        privacyConsentAt: consentAt,
        membershipConsentAt: consentAt,
        emailVerifiedAt: consentAt,
      })
      .onConflictDoNothing({ target: schema.users.email })
      .returning({ id: schema.users.id });
    if (!row) continue;
    added += 1;
    if (row && owns.length > 0) {
      await db
        .insert(schema.enrollments)
        .values(owns.map((courseId) => ({ userId: row.id, courseId })));
    }
    if (watched.length > 0) await seedWatched(db, row.id, watched);
  }
  return added;
}

/**
 * Every video of the courses watched through, as credited playback: the seed's
 * watching learner, and the API tests' learners who take exams.
 */
export async function seedWatched(db: Db, userId: number, courseIds: number[]) {
  const videos = await db
    .select({ id: schema.courseVideos.id, duration: schema.courseVideos.duration })
    .from(schema.courseVideos)
    .innerJoin(schema.courseTitles, eq(schema.courseTitles.id, schema.courseVideos.courseTitleId))
    .where(inArray(schema.courseTitles.courseId, courseIds));
  if (videos.length === 0) return;
  const now = new Date();
  await db
    .insert(schema.videoProgress)
    .values(
      videos.map((video) => ({
        userId,
        courseVideoId: video.id,
        seconds: video.duration,
        watched: [[0, video.duration]] as [number, number][],
        watchedSeconds: video.duration,
        creditClockAt: now,
        completedAt: now,
      })),
    )
    .onConflictDoNothing();
}

const LOCATION = 'İhracat Akademisi Eğitim Merkezi, Yenibosna, Bahçelievler / İstanbul';
const LOCATION_URL = `https://www.google.com/maps?q=${siteSettingsSeed.locationLat},${siteSettingsSeed.locationLong}`;

const at = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);
const daysBefore = (day: string, days: number) => {
  const date = at(day, '23:59');
  date.setUTCDate(date.getUTCDate() - days);
  return date;
};

const LOCATION_EN = 'İhracat Akademisi Training Centre, Yenibosna, Bahçelievler / İstanbul';

const TYPE_TEXT_EN: Record<CourseSeed['type'], { paragraph: string; summary: string[] }> = {
  1: {
    paragraph:
      'The course is made of live sessions and recorded videos, which you can watch whenever you like while the course runs. A preliminary exam opens the course and a certificate exam closes it.',
    summary: [
      'Live and recorded lessons',
      'Preliminary exam and certificate exam',
      'Unlimited access to the videos while the course runs',
    ],
  },
  2: {
    paragraph:
      'The course is held in small groups at our training centre in Yenibosna, with hands-on practice. Participants who meet the attendance requirement receive a certificate of attendance.',
    summary: [
      'Hands-on, in-person training',
      'Workshops in small groups',
      'Certificate of attendance',
    ],
  },
  3: {
    paragraph:
      'This course is free: sign up and add it to your basket. You can watch its videos as soon as your registration is complete.',
    summary: ['Free of charge', 'Online, at your own pace', 'Certificate of attendance'],
  },
  5: {
    paragraph:
      'The programme is made of theory lessons, workshops and a final project. Participants who pass the exam at the end of the programme receive a certificate.',
    summary: ['Theory lessons and workshops', 'Final project and certificate exam', 'Certificate'],
  },
};

const AUDIENCE_EN: Record<CourseSeed['topic'], string> = {
  trade:
    'Staff of export and import departments, entrepreneurs starting out in foreign trade, and students aiming at a career in it.',
  apparel:
    'People working in the garment and textile industry, newcomers to it, and those who want to set up their own workshop.',
  finance:
    'Staff of finance, accounting and foreign trade departments, business owners and managers.',
  digital:
    'Marketing and sales teams, business owners who want to grow through e-commerce, and anyone who wants to build their digital skills.',
  quality: 'Staff of production, quality and planning departments, and middle managers.',
  people:
    'All employees and managers who want to invest in their personal and professional growth.',
  green:
    'Staff of sustainability, production and foreign trade departments, and managers of companies exporting to Europe.',
  logistics:
    'Staff running logistics, purchasing and foreign trade operations, and those aiming at a career in these fields.',
};

const TYPE_TEXT: Record<CourseSeed['type'], { paragraph: string; summary: string[] }> = {
  1: {
    paragraph:
      'Eğitim, canlı oturumlar ve kayıtlı videolardan oluşur; videolara eğitim süresince dilediğiniz zaman erişebilirsiniz. Eğitimin başında bir ön sınav, sonunda ise sertifika sınavı yapılır.',
    summary: [
      'Canlı ve kayıtlı dersler',
      'Ön sınav ve sertifika sınavı',
      'Eğitim süresince videolara sınırsız erişim',
    ],
  },
  2: {
    paragraph:
      'Eğitim, Yenibosna’daki eğitim merkezimizde küçük gruplarla ve uygulamalı olarak yapılır. Devam koşulunu sağlayan katılımcılara katılım belgesi verilir.',
    summary: ['Yüz yüze, uygulamalı eğitim', 'Küçük gruplarla atölye çalışması', 'Katılım belgesi'],
  },
  3: {
    paragraph:
      'Bu eğitim ücretsizdir; üye olup eğitimi sepetinize eklemeniz yeterlidir. Eğitim videolarına kaydınız tamamlanır tamamlanmaz erişebilirsiniz.',
    summary: ['Ücretsiz katılım', 'Online ve kendi hızınızda', 'Katılım belgesi'],
  },
  5: {
    paragraph:
      'Program; teorik dersler, atölye çalışmaları ve bir bitirme projesinden oluşur. Program sonunda yapılan sınavda başarılı olan katılımcılara sertifika verilir.',
    summary: [
      'Teorik dersler ve atölye çalışmaları',
      'Bitirme projesi ve sertifika sınavı',
      'Sertifika',
    ],
  },
};

const AUDIENCE: Record<CourseSeed['topic'], string> = {
  trade:
    'İhracat ve ithalat departmanı çalışanları, dış ticarete yeni başlayan girişimciler ve bu alanda kariyer hedefleyen öğrenciler.',
  apparel:
    'Hazır giyim ve tekstil sektöründe çalışanlar, sektöre yeni adım atanlar ve kendi atölyesini kurmak isteyenler.',
  finance:
    'Finans, muhasebe ve dış ticaret birimlerinde çalışanlar ile işletme sahipleri ve yöneticiler.',
  digital:
    'Pazarlama ve satış ekipleri, e-ticaretle büyümek isteyen işletme sahipleri ve dijital becerilerini geliştirmek isteyen herkes.',
  quality: 'Üretim, kalite ve planlama birimlerinde çalışanlar ile orta kademe yöneticiler.',
  people: 'Kişisel ve mesleki gelişimine yatırım yapmak isteyen tüm çalışanlar ve yöneticiler.',
  green:
    'Sürdürülebilirlik, üretim ve dış ticaret birimlerinde çalışanlar ile Avrupa pazarına ihracat yapan firmaların yöneticileri.',
  logistics:
    'Lojistik, satın alma ve dış ticaret operasyonu yürüten çalışanlar ile bu alanda kariyer hedefleyenler.',
};

const REQUIREMENTS: Record<CourseSeed['type'], [string, string][]> = {
  1: [
    [
      'Bilgisayar veya tablet',
      'İnternet bağlantısı olan bir cihaz ve güncel bir web tarayıcısı yeterlidir.',
    ],
  ],
  2: [
    ['Nüfus cüzdanı fotokopisi', 'Kayıt sırasında veya eğitimin ilk günü teslim edilir.'],
    ['1 adet vesikalık fotoğraf', 'Katılım belgesi için gereklidir.'],
  ],
  3: [
    [
      'Bilgisayar veya tablet',
      'İnternet bağlantısı olan bir cihaz ve güncel bir web tarayıcısı yeterlidir.',
    ],
  ],
  5: [
    ['Nüfus cüzdanı fotokopisi', 'Kayıt sırasında teslim edilir.'],
    ['Diploma fotokopisi', 'En az lise mezuniyeti gereklidir.'],
    ['2 adet vesikalık fotoğraf', 'Sertifika ve öğrenci kartı için gereklidir.'],
  ],
};

/** The requirements in English, in the same order as REQUIREMENTS. */
const REQUIREMENTS_EN: Record<CourseSeed['type'], [string, string][]> = {
  1: [
    [
      'A computer or tablet',
      'A device with an internet connection and an up-to-date web browser is enough.',
    ],
  ],
  2: [
    [
      'A copy of your identity card',
      'Handed in at registration or on the first day of the course.',
    ],
    ['1 passport photo', 'Needed for the certificate of attendance.'],
  ],
  3: [
    [
      'A computer or tablet',
      'A device with an internet connection and an up-to-date web browser is enough.',
    ],
  ],
  5: [
    ['A copy of your identity card', 'Handed in at registration.'],
    ['A copy of your diploma', 'At least a high school diploma is required.'],
    ['2 passport photos', 'Needed for the certificate and the student card.'],
  ],
};

function toCourseRow(course: CourseSeed): typeof schema.courses.$inferInsert {
  const inPerson = course.type === 2 || course.type === 5;
  const [teacherId, secondTeacherId, thirdTeacherId] = course.teachers;
  return {
    id: course.id,
    name: course.name,
    nameSlug: courseSlug(course),
    // The seed's courses are on the site; a course staff create starts as a draft.
    publishedAt: new Date(),
    description: [
      `<p>${course.about}</p>`,
      `<p>${TYPE_TEXT[course.type].paragraph}</p>`,
      '<h4>Kimler katılmalı?</h4>',
      `<p>${AUDIENCE[course.topic]}</p>`,
    ].join('\n'),
    summary: [`Süre: ${course.duration}`, ...TYPE_TEXT[course.type].summary],
    price: course.price,
    ihkibPrice: course.ihkibPrice ?? null,
    isCancelled: course.cancelled ?? false,
    courseStartDate: at(course.start, '09:30'),
    courseEndDate: at(course.end, '17:30'),
    // Online and free courses take registrations until they end; in-person ones until 3 days before.
    registerEndDate: course.registerEnd
      ? at(course.registerEnd, '23:59')
      : inPerson
        ? daysBefore(course.start, 3)
        : at(course.end, '17:30'),
    hasRegisterLimit: course.hasRegisterLimit ?? inPerson,
    courseTypeId: course.type,
    courseDuration: course.duration,
    courseLocation: inPerson ? LOCATION : null,
    courseLocationUrl: inPerson ? LOCATION_URL : null,
    courseFirstExamDate: course.type === 1 ? daysBefore(course.start, 3) : null,
    thumbnailImagePath: courseThumbnailPath(course),
    alertMessage: course.alert ?? null,
    en: englishOf(course),
    teacherId: teacherId ?? null,
    secondTeacherId: secondTeacherId ?? null,
    thirdTeacherId: thirdTeacherId ?? null,
    createDate: daysBefore(course.start, 60),
  };
}

/** The course's English texts; the duration stays as typed, the site formats it. */
function englishOf(course: CourseSeed): schema.CourseEn {
  const inPerson = course.type === 2 || course.type === 5;
  const english = coursesEnSeed[course.id];
  if (!english) return {};
  return {
    name: english.name,
    summary: [`Duration: ${durationEn(course.duration)}`, ...TYPE_TEXT_EN[course.type].summary],
    description: [
      `<p>${english.about}</p>`,
      `<p>${TYPE_TEXT_EN[course.type].paragraph}</p>`,
      '<h4>Who should attend?</h4>',
      `<p>${AUDIENCE_EN[course.topic]}</p>`,
    ].join('\n'),
    ...(inPerson ? { courseLocation: LOCATION_EN } : {}),
    ...(course.alert && ALERTS_EN[course.alert] ? { alertMessage: ALERTS_EN[course.alert] } : {}),
  };
}

function toDetailRows(course: CourseSeed): (typeof schema.courseDetails.$inferInsert)[] {
  const contents = course.contents.map((title, index) => {
    const titleEn = contentsEnSeed[course.id]?.[index];
    return {
      courseId: course.id,
      type: 'EducationalContents' as const,
      title,
      description: `<p>${title} konusu örneklerle ve uygulamalı olarak işlenir.</p>`,
      sort: index + 1,
      en: titleEn
        ? { title: titleEn, description: `<p>${titleEn}: taught with examples and practice.</p>` }
        : {},
    };
  });
  const requirements = REQUIREMENTS[course.type].map(([title, description], index) => {
    const [titleEn, descriptionEn] = REQUIREMENTS_EN[course.type][index] ?? [];
    return {
      courseId: course.id,
      type: 'RequiredDocuments' as const,
      title,
      description,
      sort: index + 1,
      en: titleEn ? { title: titleEn, description: descriptionEn } : {},
    };
  });
  return [...contents, ...requirements];
}

/** A seeded post's English title and body; none when it has no English version. */
function blogEnOf(title: string): { title?: string; description?: string } {
  const en = blogEnSeed[title];
  return en
    ? { title: en.title, description: en.paragraphs.map((text) => `<p>${text}</p>`).join('\n') }
    : {};
}
