/**
 * Draws the seed images as small SVG files into api/public/images/{banners,courses,blog}.
 * Run once after changing seed titles: `npm run draw-images -w @lms/api`; the files are committed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blogImagePath, blogSeed } from './data/blog';
import {
  courseThumbnailPath,
  coursesSeed,
  type CourseSeed,
  type CourseTopic,
} from './data/courses';
import { bannersSeed } from './data/site';

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Simple line icons in a 200×200 box, drawn in white. */
const ICONS: Record<CourseTopic, string> = {
  trade:
    '<circle cx="100" cy="100" r="78"/><ellipse cx="100" cy="100" rx="34" ry="78"/><path d="M22 100h156M34 60h132M34 140h132"/>',
  apparel:
    '<path d="M100 30a14 14 0 1 1 14 14c-8 0-14 6-14 14v6"/><path d="M100 64 24 118h152z"/><path d="M60 118l-8 62h96l-8-62"/>',
  finance:
    '<path d="M30 170h140"/><rect x="40" y="110" width="26" height="60"/><rect x="87" y="80" width="26" height="90"/><rect x="134" y="45" width="26" height="125"/><path d="M36 92 90 50l30 22 50-44"/>',
  digital:
    '<rect x="22" y="36" width="156" height="104" rx="8"/><path d="M80 170h40M100 140v30"/><path d="M70 92l18 18 42-42"/>',
  quality:
    '<circle cx="86" cy="86" r="56"/><path d="M126 126l52 52"/><path d="M60 86l18 18 34-34"/>',
  people:
    '<circle cx="70" cy="70" r="26"/><circle cx="138" cy="78" r="20"/><path d="M22 170c0-36 22-58 48-58s48 22 48 58M112 170c0-30 12-48 26-48s40 18 40 48"/>',
  green: '<path d="M40 166C40 88 92 38 170 34c0 82-46 132-124 132z"/><path d="M40 166 128 78"/>',
  logistics:
    '<rect x="20" y="70" width="104" height="76"/><path d="M124 94h36l22 28v24h-58z"/><circle cx="56" cy="156" r="14"/><circle cx="150" cy="156" r="14"/><path d="M38 94h68M38 118h68"/>',
};

const icon = (topic: CourseTopic, x: number, y: number, scale: number, opacity = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="#fff" stroke-width="${(9 / scale).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">${ICONS[topic]}</g>`;

/** Base hues per course type: online blue, physical orange, free green, certificate purple. */
const TYPE_HUE: Record<CourseSeed['type'], number> = { 1: 212, 2: 24, 3: 150, 5: 268 };

const gradient = (id: string, hue: number, angle: 'diag' | 'horiz' = 'diag') =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="${angle === 'diag' ? 1 : 0}"><stop offset="0" stop-color="hsl(${hue},72%,46%)"/><stop offset="1" stop-color="hsl(${(hue + 38) % 360},64%,26%)"/></linearGradient>`;

/**
 * A course's thumbnail carries no words: its name and its type (a translated badge)
 * are the card's own text, so an English reader never sees Turkish drawn into the picture.
 */
function courseSvg(course: CourseSeed, index: number): string {
  const hue = (TYPE_HUE[course.type] + (index % 5) * 7 - 14 + 360) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(course.name)}">
<defs>${gradient('g', hue)}</defs>
<rect width="600" height="600" fill="url(#g)"/>
<circle cx="${470 - (index % 3) * 30}" cy="${120 + (index % 4) * 20}" r="170" fill="#fff" opacity=".08"/>
<circle cx="80" cy="${330 + (index % 2) * 30}" r="110" fill="#000" opacity=".08"/>
<path d="M0 ${470 - (index % 3) * 20}L600 ${380 + (index % 4) * 15}V600H0z" fill="#000" opacity=".22"/>
${icon(course.topic, 190, 150, 1.1, 0.95)}
${icon(TOPICS[(index + 2) % TOPICS.length] ?? 'trade', 60, 380, 0.45, 0.5)}
</svg>
`;
}

const TOPICS = Object.keys(ICONS) as CourseTopic[];
/**
 * A blog post's picture carries no text: the list's date badge sits on its corner and
 * the detail page crops it at other widths, so the title and date are the page's own text.
 */
function blogSvg(post: (typeof blogSeed)[number], index: number): string {
  const topic = TOPICS[index % TOPICS.length] ?? 'trade';
  const second = TOPICS[(index + 3) % TOPICS.length] ?? 'people';
  const hue = (190 + index * 29) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400" role="img" aria-label="${escapeXml(post.title)}">
<defs>${gradient('g', hue)}</defs>
<rect width="600" height="400" fill="url(#g)"/>
<circle cx="470" cy="90" r="170" fill="#fff" opacity=".09"/>
<circle cx="110" cy="340" r="120" fill="#000" opacity=".1"/>
<path d="M0 330Q150 290 300 335T600 320V400H0z" fill="#000" opacity=".16"/>
${icon(topic, 210, 90, 0.9, 0.95)}
${icon(second, 430, 230, 0.45, 0.55)}
</svg>
`;
}

/**
 * Hero banners carry no text: their title, subtitle and button are HTML over the picture
 * (translated, readable on a phone). Each banner comes wide (1600×500, the words sit on the
 * left, darkened for contrast) and as a phone crop (800×600, the words sit on the lower part).
 */
function bannerArt(index: number, format: 'wide' | 'phone'): string {
  const hue = [212, 268, 150][index % 3] ?? 212;
  const topics: CourseTopic[] = [
    ['trade', 'logistics', 'digital'],
    ['apparel', 'quality', 'people'],
    ['green', 'people', 'finance'],
  ][index % 3] as CourseTopic[];
  const [main = 'trade', second = 'trade', third = 'trade'] = topics;
  if (format === 'wide') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500" viewBox="0 0 1600 500">
<defs>${gradient('g', hue, 'horiz')}<linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset=".6" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
<rect width="1600" height="500" fill="url(#g)"/>
<rect width="1600" height="500" fill="url(#shade)"/>
<circle cx="1330" cy="250" r="300" fill="#fff" opacity=".07"/>
<circle cx="1180" cy="420" r="150" fill="#000" opacity=".1"/>
<path d="M0 420Q400 360 800 430T1600 400V500H0z" fill="#000" opacity=".18"/>
${icon(main, 1150, 90, 1.3, 0.95)}
${icon(second, 1420, 70, 0.6, 0.6)}
${icon(third, 1000, 300, 0.55, 0.5)}
</svg>
`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs>${gradient('g', hue)}<linearGradient id="shade" x1="0" x2="0" y1="0" y2="1"><stop offset=".25" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<circle cx="620" cy="130" r="230" fill="#fff" opacity=".08"/>
<path d="M0 520Q200 470 400 530T800 500V600H0z" fill="#000" opacity=".18"/>
${icon(main, 470, 20, 1.05, 0.95)}
${icon(second, 120, 60, 0.5, 0.55)}
${icon(third, 300, 170, 0.4, 0.45)}
<rect width="800" height="600" fill="url(#shade)"/>
</svg>
`;
}

function writeAll(folder: string, files: [string, string][]) {
  const dir = join(PUBLIC_DIR, 'images', folder);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith('.svg')) rmSync(join(dir, name));
  for (const [name, svg] of files) writeFileSync(join(dir, name), svg);
  return files.reduce((sum, [, svg]) => sum + Buffer.byteLength(svg), 0);
}

const fileName = (path: string) => path.split('/').pop() ?? path;
const bytes =
  writeAll(
    'courses',
    coursesSeed.map((c, i) => [fileName(courseThumbnailPath(c)), courseSvg(c, i)]),
  ) +
  writeAll(
    'blog',
    blogSeed.map((p, i) => [fileName(blogImagePath(p)), blogSvg(p, i)]),
  ) +
  writeAll(
    'hero',
    bannersSeed.flatMap((b, i): [string, string][] => [
      [fileName(b.filePath), bannerArt(i, 'wide')],
      [fileName(b.phoneFilePath), bannerArt(i, 'phone')],
    ]),
  );

console.log(
  `Drew ${coursesSeed.length} course, ${blogSeed.length} blog and ${bannersSeed.length} banner images (${Math.round(bytes / 1024)} KB) into ${PUBLIC_DIR}/images`,
);
