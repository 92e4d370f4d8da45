import { contentLocaleOf } from '../i18n/content-locale';
import type { Locale } from '../i18n/messages';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam, renditionUrl } from '@lms/shared/contracts';
import { MEDIA_FOLDERS, renditionSize, type MediaFolder } from '../lib/course-thumbnails';
import type { ZodTypeProvider } from '../lib/http';
import type { Renditions } from '../lib/renditions';
import { absolutiser } from '../repositories/urls';

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
const shareQuery = z.object({ lang: z.string().max(10).optional() });

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

interface SharePage {
  title: string;
  description: string;
  image: ShareImage;
  /** The share page's own absolute address. */
  url: string;
  /** The platform's hash route a person is sent on to. */
  target: string;
  /** The page's language (Turkish when not given). */
  locale?: Locale;
}

export const renderSharePage = ({
  title,
  description,
  image,
  url,
  target,
  locale = 'tr',
}: SharePage) => {
  const fullTitle = escapeHtml(`${title} — ${SITE_NAME}`);
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
<link rel="canonical" href="${e.target}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}">
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
<meta http-equiv="refresh" content="0; url=${e.target}">
</head>
<body>
<main>
<h1>${e.title}</h1>
<p>${e.description}</p>
<p><a href="${e.target}">${escapeHtml(`${SITE_NAME} — ${title}`)}</a></p>
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
    reply: { type(t: string): unknown; header(k: string, v: string): unknown },
    page: SharePage | null,
  ) => {
    reply.header('Cache-Control', 'public, max-age=300');
    reply.type('text/html; charset=utf-8');
    return page ? renderSharePage(page) : renderNotFound(`${site}/`);
  };

  const bySlug = { schema: { params: shareSlug, querystring: shareQuery } };
  const byId = { schema: { params: idParam, querystring: shareQuery } };

  app.get('/share/blog/:slug', bySlug, async (request, reply) => {
    const { slug } = request.params;
    const locale = shareLocaleOf(request);
    const post = await app.repos.blogs.findBySlug(slug, locale);
    if (!post) reply.status(404);
    return send(
      reply,
      post && {
        title: post.title,
        description: summaryOf(post.description),
        image: await shareImage(post.fileUrl),
        url: own(`blog/${encodeURIComponent(slug)}`, locale),
        target: hashRoute(`blog/detail/${encodeURIComponent(slug)}`),
        locale,
      },
    );
  });

  app.get('/share/course/:slug', bySlug, async (request, reply) => {
    const { slug } = request.params;
    const locale = shareLocaleOf(request);
    const course = await app.repos.courses.publicDetails(slug, locale);
    if (!course || course.nameSlug !== slug) reply.status(404);
    return send(
      reply,
      course && course.nameSlug === slug
        ? {
            title: course.name,
            description: summaryOf(
              course.summary.length > 0 ? course.summary.join(' · ') : course.description,
            ),
            image: await shareImage(course.thumbnailImagePath),
            url: own(`course/${encodeURIComponent(slug)}`, locale),
            target: hashRoute(`courses/details/${encodeURIComponent(slug)}`),
            locale,
          }
        : null,
    );
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
      },
    );
  });
};
