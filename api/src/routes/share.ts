import { contentLocaleOf } from '../i18n/content-locale';
import type { Locale } from '../i18n/messages';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam, renditionUrl } from '@lms/shared/contracts';
import { MEDIA_FOLDERS, renditionSize, type MediaFolder } from '../lib/course-thumbnails';
import type { ZodTypeProvider } from '../lib/http';
import type { Renditions } from '../lib/renditions';
import { absolutiser } from '../repositories/urls';
import { matchesEtag } from '../lib/catalog-cache';
import { createHash } from 'node:crypto';

/**
 * Share pages: social networks and messengers do not run the platform's script and
 * never see a `#/…` address, so a shared post or course gets a small page at a real path with
 * its Open Graph and Twitter tags, which sends a person on to the hash route.
 */
export interface ShareRoutesOptions {
  /** The API's public base: the share page's own address and its image are absolute on it. */
  publicUrl: string;
  /** Where the platform (shell) runs; people are sent on to its hash route. */
  platformUrl: string;
  /** Raster renditions: Facebook, LinkedIn and WhatsApp show no SVG previews. */
  renditions: Renditions;
}

export const SITE_NAME = 'İhracat Akademisi';
const DESCRIPTION_LENGTH = 200;
/** Spec §9: course type 2 is taught in a classroom; the others online. */
const PHYSICAL_COURSE_TYPE = 2;

/** A slug or page id as the seed and the admin write them: letters, digits, '-' and '_'. */
const shareSlug = z.object({
  slug: z
    .string()
    .max(200, 'invalidSlug')
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'invalidSlug'),
});

/**
 * The language a share link asks for (`?lang=en`, added by the English site: crawlers send no
 * language of their own). Any other value is no choice, never an error.
 */
const shareQuery = z.object({
  lang: z.string().max(10).optional(),
  /**
   * `page`: the landing page itself, without sending the person on. It is the
   * canonical address the sitemap lists: search engines take an instant refresh for a
   * permanent redirect, and a hash route is the home page to them. Any other value is none.
   */
  view: z.string().max(10).optional(),
});

/** Adds `view=page` to a share page's address: its landing page, the canonical one. */
export const landingOf = (url: string) => `${url}${url.includes('?') ? '&' : '?'}view=page`;

/** The page's language: the link's `lang`, else the visitor's Accept-Language. */
const shareLocaleOf = (request: FastifyRequest<{ Querystring: { lang?: string } }>): Locale => {
  const asked = request.query.lang;
  return asked === 'en' || asked === 'tr' ? asked : contentLocaleOf(request);
};

const OG_LOCALE: Record<Locale, string> = { tr: 'tr_TR', en: 'en_US' };

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** Plain text of stored HTML, cut at a word boundary. */
export const summaryOf = (html: string, max = DESCRIPTION_LENGTH): string => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
};

/** The preview picture: a raster rendition when there is one, with its size. */
export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
}

/** The width social networks ask for (1200×630 is Facebook's own picture size). */
const SHARE_IMAGE_WIDTH = 1200;

/** A fact the landing page shows under its summary (a course's price and dates). */
interface ShareFact {
  label: string;
  value: string;
  /** An ISO date the value is: written as `<time datetime>`. */
  datetime?: string;
}

interface SharePage {
  title: string;
  description: string;
  image: ShareImage;
  /** The share page's own absolute address (what is shared; `og:url`). */
  url: string;
  /** The landing page's address (`landingOf(url)`); the canonical link. Defaults to `url`. */
  canonical?: string;
  /** Whether a person is sent on to `target` at once (a meta refresh); true when not given. */
  sendOn?: boolean;
  /** The platform's hash route a person is sent on to. */
  target: string;
  /** The page's language (Turkish when not given). */
  locale?: Locale;
  /** The link's words, in the page's language (the page's name when not given). */
  action?: string;
  /** What a person reads under the summary: price, dates. */
  facts?: ShareFact[];
  /** schema.org JSON-LD: written as a `<script type="application/ld+json">`. */
  jsonLd?: Record<string, unknown>;
}

/** The site's name in the page's language, as the shell names itself. */
export const SITE_NAMES: Record<Locale, string> = {
  tr: SITE_NAME,
  en: 'Export Academy',
};

/** The landing pages' own words, in Turkish and English. */
const TEXTS = {
  tr: {
    courseAction: 'Eğitimin sayfasına git',
    postAction: 'Yazının tamamını oku',
    galleryAction: 'Galeriyi aç',
    pageAction: 'Sayfayı aç',
    price: 'Ücret',
    free: 'Ücretsiz',
    starts: 'Başlangıç',
    ends: 'Bitiş',
    format: 'Biçim',
    online: 'Online',
    onsite: 'Yüz yüze',
    published: 'Yayın tarihi',
  },
  en: {
    courseAction: 'Open the training page',
    postAction: 'Read the whole post',
    galleryAction: 'Open the gallery',
    pageAction: 'Open the page',
    price: 'Price',
    free: 'Free',
    starts: 'Starts',
    ends: 'Ends',
    format: 'Format',
    online: 'Online',
    onsite: 'In person',
    published: 'Published',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const INTL_LOCALE: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' };

/** A date as a reader of `locale` writes it, in İstanbul time. */
const dateIn = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));

/** A TL amount as a reader of `locale` writes it: "1.250 TL", "1,250 TL". */
const priceIn = (amount: number, locale: Locale) =>
  `${new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 }).format(amount)} TL`;

/**
 * JSON inside a `<script>`: `<`, `>` and `&` as JSON escapes, so no value can close the element
 * or open a comment, and the line separators JavaScript once refused.
 */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

export const renderSharePage = ({
  title,
  description,
  image,
  url,
  target,
  locale = 'tr',
  action,
  facts = [],
  jsonLd,
  canonical = url,
  sendOn = true,
}: SharePage) => {
  const siteName = SITE_NAMES[locale];
  const fullTitle = escapeHtml(`${title} — ${siteName}`);
  const e = {
    title: escapeHtml(title),
    description: escapeHtml(description),
    image: escapeHtml(image.url),
    url: escapeHtml(url),
    target: escapeHtml(target),
  };
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${fullTitle}</title>
<meta name="description" content="${e.description}">
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="${escapeHtml(siteName)}">
<meta property="og:locale" content="${OG_LOCALE[locale]}">
<meta property="og:title" content="${e.title}">
<meta property="og:description" content="${e.description}">
<meta property="og:image" content="${e.image}">
${
  image.width && image.height
    ? `<meta property="og:image:width" content="${image.width}">
<meta property="og:image:height" content="${image.height}">
`
    : ''
}<meta property="og:url" content="${e.url}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${e.title}">
<meta name="twitter:description" content="${e.description}">
<meta name="twitter:image" content="${e.image}">
${sendOn ? `<meta http-equiv="refresh" content="0; url=${e.target}">\n` : ''}${jsonLd ? `<script type="application/ld+json">${scriptJson(jsonLd)}</script>\n` : ''}<style>body{font:1rem/1.5 system-ui,sans-serif;margin:0;color:#1f2933}main{max-width:40rem;margin:0 auto;padding:1rem}img{max-width:100%;height:auto;border-radius:8px}dt{font-weight:600}dd{margin:0 0 .5rem}a{display:inline-block;padding:.75rem 1rem;background:#0b5394;color:#fff;border-radius:6px;text-decoration:none}</style>
</head>
<body>
<main>
<h1>${e.title}</h1>
<img src="${e.image}" alt="${e.title}"${image.width && image.height ? ` width="${image.width}" height="${image.height}"` : ''}>
<p>${e.description}</p>
${
  facts.length > 0
    ? `<dl>
${facts
  .map(
    (fact) =>
      `<dt>${escapeHtml(fact.label)}</dt><dd>${
        fact.datetime
          ? `<time datetime="${escapeHtml(fact.datetime)}">${escapeHtml(fact.value)}</time>`
          : escapeHtml(fact.value)
      }</dd>`,
  )
  .join('\n')}
</dl>
`
    : ''
}<p><a href="${e.target}">${escapeHtml(action ?? `${siteName} — ${title}`)}</a></p>
</main>
</body>
</html>
`;
};

const renderNotFound = (home: string) => `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sayfa bulunamadı — ${escapeHtml(SITE_NAME)}</title>
<meta name="robots" content="noindex">
</head>
<body>
<main>
<h1>Sayfa bulunamadı</h1>
<p lang="en">Page not found.</p>
<p><a href="${escapeHtml(home)}">${escapeHtml(SITE_NAME)}</a></p>
</main>
</body>
</html>
`;

export const shareRoutes: FastifyPluginAsync<ShareRoutesOptions> = async (
  fastify,
  { publicUrl, platformUrl, renditions },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const absolute = absolutiser(publicUrl);
  const site = platformUrl.replace(/\/+$/, '');
  const hashRoute = (path: string) => `${site}/#/${path}`;
  /** The share page's own address, with the language it was asked in when that is English. */
  const own = (path: string, locale: Locale) =>
    absolute(`/share/${path}${locale === 'en' ? '?lang=en' : ''}`);
  /** The size a picture's rendition `SHARE_IMAGE_WIDTH` px wide has: a seed SVG or an upload. */
  const sizeOf = async (url: string) => {
    const source = /\/images\/(.+)\.svg$/.exec(url)?.[1];
    if (source) return renditions.sizeAt(source, SHARE_IMAGE_WIDTH);
    const uploaded = /\/media\/([a-z]+)\/([^/]+\.jpg)$/.exec(url);
    const folder = uploaded?.[1] as MediaFolder | undefined;
    if (!uploaded || !folder || !MEDIA_FOLDERS.includes(folder)) return null;
    return renditionSize(app.storage, uploaded[2]!, SHARE_IMAGE_WIDTH, folder);
  };
  /**
   * A picture's JPEG rendition 1200 px wide with its size (a seed SVG or an upload), or the
   * picture itself if it has none.
   */
  const shareImage = async (path: string): Promise<ShareImage> => {
    const url = absolute(path);
    const jpeg = renditionUrl(url, SHARE_IMAGE_WIDTH, 'jpg');
    const size = jpeg ? await sizeOf(url) : null;
    return jpeg && size ? { url: jpeg, ...size } : { url };
  };

  const send = (
    reply: {
      type(t: string): unknown;
      header(k: string, v: string): unknown;
      request: { query: unknown };
    },
    page: SharePage | null,
  ) => {
    reply.header('Cache-Control', 'public, max-age=300');
    reply.type('text/html; charset=utf-8');
    if (!page) return renderNotFound(`${site}/`);
    const { view } = reply.request.query as { view?: string };
    // The shared link sends a person on at once; its landing page (`view=page`) stays, for
    // search engines and a person who comes from one.
    return renderSharePage({ ...page, canonical: landingOf(page.url), sendOn: view !== 'page' });
  };

  /** The site as schema.org's provider, author and publisher: the platform's home page. */
  const organisation = (locale: Locale) => ({
    '@type': 'Organization',
    name: SITE_NAMES[locale],
    url: `${site}/`,
  });

  const bySlug = { schema: { params: shareSlug, querystring: shareQuery } };
  const byId = { schema: { params: idParam, querystring: shareQuery } };

  app.get('/share/blog/:slug', bySlug, async (request, reply) => {
    const { slug } = request.params;
    const locale = shareLocaleOf(request);
    const post = await app.repos.blogs.findBySlug(slug, locale);
    if (!post) reply.status(404);
    if (!post) return send(reply, null);
    const url = own(`blog/${encodeURIComponent(slug)}`, locale);
    const description = summaryOf(post.description);
    const image = await shareImage(post.fileUrl);
    return send(reply, {
      title: post.title,
      description,
      image,
      url,
      target: hashRoute(`blog/detail/${encodeURIComponent(slug)}`),
      locale,
      action: TEXTS[locale].postAction,
      facts: [
        {
          label: TEXTS[locale].published,
          value: dateIn(post.createDate, locale),
          datetime: post.createDate,
        },
      ],
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description,
        image: image.url,
        datePublished: post.createDate,
        dateModified: post.createDate,
        inLanguage: locale,
        mainEntityOfPage: landingOf(url),
        url: landingOf(url),
        author: organisation(locale),
        publisher: organisation(locale),
      },
    });
  });

  app.get('/share/course/:slug', bySlug, async (request, reply) => {
    const { slug } = request.params;
    const locale = shareLocaleOf(request);
    const course = await app.repos.courses.publicDetails(slug, locale);
    if (!course || course.nameSlug !== slug) {
      reply.status(404);
      return send(reply, null);
    }
    const texts = TEXTS[locale];
    const url = own(`course/${encodeURIComponent(slug)}`, locale);
    const description = summaryOf(
      course.summary.length > 0 ? course.summary.join(' · ') : course.description,
    );
    const image = await shareImage(course.thumbnailImagePath);
    const onsite = course.courseType.id === PHYSICAL_COURSE_TYPE;
    const dates: { label: string; at: string }[] = [];
    if (course.courseStartDate) dates.push({ label: texts.starts, at: course.courseStartDate });
    if (course.courseEndDate) dates.push({ label: texts.ends, at: course.courseEndDate });
    const teachers = [course.teacher, course.secondTeacher, course.thirdTeacher].filter(
      (teacher) => teacher !== null,
    );
    return send(reply, {
      title: course.name,
      description,
      image,
      url,
      target: hashRoute(`courses/details/${encodeURIComponent(slug)}`),
      locale,
      action: texts.courseAction,
      facts: [
        {
          label: texts.price,
          value: course.price > 0 ? priceIn(course.price, locale) : texts.free,
        },
        { label: texts.format, value: onsite ? texts.onsite : texts.online },
        ...dates.map((date) => ({
          label: date.label,
          value: dateIn(date.at, locale),
          datetime: date.at,
        })),
      ],
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.name,
        description,
        url: landingOf(url),
        image: image.url,
        inLanguage: locale,
        provider: organisation(locale),
        offers: {
          '@type': 'Offer',
          category: course.price > 0 ? 'Paid' : 'Free',
          price: course.price.toFixed(2),
          priceCurrency: 'TRY',
          url: landingOf(url),
          availability: course.isCancelled
            ? 'https://schema.org/Discontinued'
            : 'https://schema.org/InStock',
        },
        hasCourseInstance: {
          '@type': 'CourseInstance',
          courseMode: onsite ? 'Onsite' : 'Online',
          ...(course.courseStartDate ? { startDate: course.courseStartDate } : {}),
          ...(course.courseEndDate ? { endDate: course.courseEndDate } : {}),
          ...(onsite && course.courseLocation
            ? { location: { '@type': 'Place', name: course.courseLocation } }
            : {}),
          ...(teachers.length > 0
            ? {
                instructor: teachers.map((teacher) => ({
                  '@type': 'Person',
                  name: `${teacher.name} ${teacher.surname}`,
                })),
              }
            : {}),
        },
      },
    });
  });

  app.get('/share/gallery/:id', byId, async (request, reply) => {
    const { id } = request.params;
    const locale = shareLocaleOf(request);
    const gallery = await app.repos.galleries.findById(id, locale);
    if (!gallery) reply.status(404);
    return send(
      reply,
      gallery && {
        title: gallery.title,
        description: summaryOf(gallery.shortDescription || gallery.description),
        image: await shareImage(gallery.filePaths[0] ?? '/images/share.svg'),
        url: own(`gallery/${id}`, locale),
        target: hashRoute(`gallery/detail/${id}`),
        locale,
        action: TEXTS[locale].galleryAction,
      },
    );
  });

  app.get('/share/info/:slug', bySlug, async (request, reply) => {
    const { slug } = request.params;
    const locale = shareLocaleOf(request);
    const page = await app.repos.content.findPage(slug, locale);
    if (!page) reply.status(404);
    return send(
      reply,
      page && {
        title: page.title,
        description: summaryOf(page.description),
        image: await shareImage('/images/share.svg'),
        url: own(`info/${encodeURIComponent(slug)}`, locale),
        target: hashRoute(`info/${encodeURIComponent(slug)}`),
        locale,
        action: TEXTS[locale].pageAction,
      },
    );
  });

  /**
   * The sitemap: every published course's and public post's landing page with its
   * last change (a course's publishing, a post's date). Built on every request from the
   * database, so a publish or a draft shows at once; the ETag spares an unchanged copy.
   */
  app.get(
    '/sitemap.xml',
    { schema: { summary: 'The sitemap of the landing pages (courses and blog posts)' } },
    async (request, reply) => {
      const { courses, posts } = await app.repos.sitemap.entries();
      const entry = (path: string, lastmod: Date) =>
        `<url><loc>${escapeHtml(landingOf(absolute(path)))}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`;
      const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[
  ...courses.map((c) => entry(`/share/course/${encodeURIComponent(c.slug)}`, c.lastmod)),
  ...posts.map((p) => entry(`/share/blog/${encodeURIComponent(p.slug)}`, p.lastmod)),
].join('\n')}
</urlset>
`;
      const etag = `"${createHash('sha256').update(xml).digest('hex').slice(0, 32)}"`;
      reply.header('ETag', etag);
      reply.header('Cache-Control', 'public, max-age=0, must-revalidate');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      reply.type('application/xml; charset=utf-8');
      return xml;
    },
  );

  /** Crawlers may read the landing pages, not the JSON API; the sitemap lists the pages. */
  app.get(
    '/robots.txt',
    { schema: { summary: 'What crawlers may read on the API’s origin, and the sitemap' } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      reply.type('text/plain; charset=utf-8');
      return `User-agent: *
Allow: /share/
Allow: /images/
Allow: /renditions/
Allow: /media/
Disallow: /v1/
Disallow: /payments/

Sitemap: ${absolute('/sitemap.xml')}
`;
    },
  );
};
