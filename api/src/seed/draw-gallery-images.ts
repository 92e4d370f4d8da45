/**
 * Draws the gallery pictures as small SVG illustrations into api/public/images/galleries.
 * Run after changing the gallery seed: `npx tsx src/seed/draw-gallery-images.ts` (from api/);
 * the files are committed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { galleriesSeed, galleryImagePath, type GalleryScene } from './data/galleries';

const DIR = fileURLToPath(new URL('../../public/images/galleries', import.meta.url));
const FONT = "'Segoe UI','Helvetica Neue',Arial,sans-serif";
const W = 900;
const H = 600;
/**
 * The size a picture declares (drawn on the 900×600 grid above): vector art is sharp at any
 * size, and the lightbox lets a visitor zoom only into pictures larger than the screen.
 */
const OUT_W = 2400;
const OUT_H = 1600;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A tiny deterministic random source, so re-drawing gives the same pictures. */
const random = (seed: number) => {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
};

const SHIRTS = ['#1f4e79', '#b03a2e', '#117a65', '#7d3c98', '#b9770e', '#2e4053', '#a93226'];
const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'];
const HAIR = ['#2c1b10', '#4a3222', '#0f0f0f', '#6b4423', '#a0785a'];

/** A person seen from the front: head, hair, shoulders; `s` is the scale (1 ≈ 120 px tall). */
function person(x: number, y: number, s: number, rnd: () => number, extra = '') {
  const shirt = SHIRTS[Math.floor(rnd() * SHIRTS.length)];
  const skin = SKIN[Math.floor(rnd() * SKIN.length)];
  const hair = HAIR[Math.floor(rnd() * HAIR.length)];
  return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${s.toFixed(2)})"><path d="M-34 120C-34 70-22 52 0 52s34 18 34 68z" fill="${shirt}"/><circle cy="26" r="22" fill="${skin}"/><path d="M-22 22a22 22 0 0 1 44 0c-6-10-16-14-22-14s-16 4-22 14z" fill="${hair}"/>${extra}</g>`;
}

/** A row of people at one depth. */
function crowd(count: number, y: number, s: number, rnd: () => number, from = 40, to = W - 40) {
  const step = (to - from) / Math.max(count - 1, 1);
  return Array.from({ length: count }, (_, i) =>
    person(from + i * step + (rnd() - 0.5) * step * 0.4, y + (rnd() - 0.5) * 8, s, rnd),
  ).join('');
}

const cap =
  '<path d="M-26 8 0-4 26 8 0 18z" fill="#111"/><path d="M18 10v14" stroke="#d4ac0d" stroke-width="3"/>';

function ceremony(i: number, rnd: () => number) {
  const hue = 350 + i * 4;
  return `<rect width="${W}" height="${H}" fill="hsl(${hue % 360},45%,22%)"/>
<rect x="0" y="380" width="${W}" height="220" fill="#5d4037"/>
<path d="M0 0h${W}v60c-150 40-300 40-450 0S150 20 0 60z" fill="hsl(${hue % 360},60%,35%)"/>
<rect x="320" y="120" width="260" height="110" rx="8" fill="#f4f6f9" opacity=".95"/>
<text x="450" y="170" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="700" fill="#0b4f8a">SERTİFİKA</text>
<text x="450" y="204" text-anchor="middle" font-family="${FONT}" font-size="20" fill="#0b4f8a">TÖRENİ 2026</text>
<rect x="${380 + (i % 3) * 20}" y="300" width="90" height="90" fill="#3e2723"/>
${Array.from({ length: 5 + (i % 3) }, (_, k) => person(140 + k * (620 / (5 + (i % 3))), 262 + (k % 2) * 6, 0.95, rnd, i % 2 === 1 || i === 5 ? cap : '')).join('')}
${crowd(7, 470, 1.15, rnd, 40, 860)}
${i === 5 ? Array.from({ length: 9 }, (_, k) => `<g transform="translate(${80 + k * 95} ${60 + (k % 3) * 40}) rotate(${k * 23})"><path d="M-20 6 0-4 20 6 0 14z" fill="#111"/></g>`).join('') : ''}`;
}

function workshop(i: number, rnd: () => number) {
  return `<rect width="${W}" height="${H}" fill="#eef1f4"/>
<rect x="0" y="0" width="${W}" height="70" fill="#cfd8dc"/>
${Array.from({ length: 4 }, (_, k) => `<rect x="${60 + k * 220}" y="12" width="160" height="40" rx="6" fill="#fffde7" opacity=".9"/>`).join('')}
<rect x="0" y="400" width="${W}" height="200" fill="#b0bec5"/>
${Array.from({ length: 3 }, (_, k) => {
  const x = 90 + k * 280 + (i % 2) * 30;
  return `<rect x="${x - 20}" y="330" width="230" height="24" fill="#8d6e63"/><rect x="${x}" y="354" width="12" height="90" fill="#6d4c41"/><rect x="${x + 180}" y="354" width="12" height="90" fill="#6d4c41"/><path d="M${x + 40} 330v-50h90v20h-60v30z" fill="#37474f"/><rect x="${x + 110}" y="296" width="30" height="12" fill="#90a4ae"/><circle cx="${x + 150}" cy="318" r="10" fill="hsl(${(k * 80 + i * 30) % 360},60%,50%)"/>`;
}).join('')}
${crowd(3, 240 + (i % 2) * 10, 0.9, rnd, 150, 760)}
<g transform="translate(${700 - (i % 3) * 250} 150)"><circle cx="0" cy="20" r="18" fill="#bcaaa4"/><path d="M-40 50h80l-10 140h-60z" fill="hsl(${(i * 47) % 360},55%,55%)"/><path d="M0 190v60M-30 250h60" stroke="#5d4037" stroke-width="6"/></g>
<path d="M40 ${470 + (i % 2) * 20}h300l-20 60H60z" fill="hsl(${(200 + i * 40) % 360},40%,70%)" opacity=".9"/>`;
}

function fair(i: number, rnd: () => number) {
  return `<rect width="${W}" height="${H}" fill="#dfe6ed"/>
<path d="M0 0h${W}v90H0z" fill="#455a64"/>
${Array.from({ length: 10 }, (_, k) => `<circle cx="${45 + k * 90}" cy="60" r="10" fill="#fff59d"/>`).join('')}
<rect x="0" y="420" width="${W}" height="180" fill="#9e9e9e"/>
${Array.from({ length: 3 }, (_, k) => {
  const hue = (i * 50 + k * 110) % 360;
  const x = 30 + k * 300;
  return `<rect x="${x}" y="140" width="260" height="280" fill="#fff"/><rect x="${x}" y="140" width="260" height="56" fill="hsl(${hue},60%,40%)"/><text x="${x + 130}" y="177" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="700" fill="#fff">STANT ${String.fromCharCode(65 + ((i + k) % 26))}${10 + k + i}</text>${Array.from({ length: 4 }, (_, r) => `<rect x="${x + 20 + r * 58}" y="220" width="46" height="110" fill="hsl(${(hue + r * 30) % 360},50%,${55 + r * 6}%)"/>`).join('')}<rect x="${x + 40}" y="350" width="180" height="60" fill="#eceff1"/>`;
}).join('')}
${crowd(5 + (i % 3), 330, 1.05, rnd, 60, 840)}`;
}

function conference(i: number, rnd: () => number) {
  const hue = (200 + i * 25) % 360;
  return `<rect width="${W}" height="${H}" fill="#1b2631"/>
<rect x="210" y="50" width="480" height="250" rx="6" fill="hsl(${hue},55%,45%)"/>
<text x="450" y="140" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="800" fill="#fff">E-İHRACAT</text>
<text x="450" y="190" text-anchor="middle" font-family="${FONT}" font-size="30" fill="#fff">ZİRVESİ</text>
<path d="M270 260l60-40 50 20 70-60 60 30 80-50" fill="none" stroke="#fff" stroke-width="6" opacity=".8"/>
<rect x="60" y="230" width="120" height="110" fill="#4e342e"/>
${person(120, 180, 0.9, rnd)}
${crowd(8, 380, 1.0, rnd, 40, 860)}
${crowd(7, 470, 1.2, rnd, 20, 880)}
<path d="M0 600 450 310 900 600" fill="#fff" opacity=".04"/>`;
}

function campus(i: number, rnd: () => number) {
  const sky = ['#87ceeb', '#9fd3f0', '#f7c59f', '#87ceeb', '#a7d8f0', '#bde0f5'][i] ?? '#87ceeb';
  if (i === 0 || i === 5) {
    return `<rect width="${W}" height="${H}" fill="${sky}"/>
<circle cx="760" cy="100" r="50" fill="#fff3b0"/>
<rect x="180" y="150" width="540" height="330" fill="#eceff1"/>
${Array.from({ length: 4 }, (_, r) => Array.from({ length: 7 }, (_, c) => `<rect x="${210 + c * 72}" y="${175 + r * 70}" width="46" height="44" fill="#90caf9"/>`).join('')).join('')}
<rect x="410" y="400" width="80" height="80" fill="#0b4f8a"/>
<text x="450" y="140" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="#0b4f8a">İHRACAT AKADEMİSİ</text>
<rect x="0" y="480" width="${W}" height="120" fill="#66bb6a"/>
${Array.from({ length: 6 }, (_, k) => `<g transform="translate(${60 + k * 160} ${430 + (k % 2) * 20})"><rect x="-6" y="20" width="12" height="60" fill="#6d4c41"/><circle r="${36 + (k % 3) * 6}" cy="10" fill="hsl(${110 + k * 8},45%,${35 + (k % 2) * 8}%)"/></g>`).join('')}
${i === 5 ? crowd(4, 470, 0.8, rnd, 200, 700) : ''}`;
  }
  return `<rect width="${W}" height="${H}" fill="#f5f5f5"/>
<rect x="0" y="0" width="${W}" height="40" fill="#e0e0e0"/>
<rect x="260" y="70" width="380" height="170" rx="4" fill="${i === 2 ? '#263238' : '#fff'}" stroke="#90a4ae" stroke-width="6"/>
${i === 4 ? Array.from({ length: 5 }, (_, r) => `<rect x="30" y="${80 + r * 60}" width="180" height="44" fill="hsl(${r * 60},40%,55%)"/>`).join('') : ''}
${Array.from({ length: 3 }, (_, r) =>
  Array.from({ length: 4 }, (_, c) => {
    const x = 120 + c * 190;
    const y = 330 + r * 90;
    return `<rect x="${x}" y="${y}" width="150" height="16" fill="#8d6e63"/>${i === 2 ? `<rect x="${x + 40}" y="${y - 40}" width="60" height="40" fill="#37474f"/>` : ''}`;
  }).join(''),
).join('')}
${i === 3 ? crowd(9, 300, 0.75, rnd, 60, 840) : crowd(4, 260, 0.7, rnd, 140, 760)}`;
}

const SCENES: Record<GalleryScene, (i: number, rnd: () => number) => string> = {
  ceremony,
  workshop,
  fair,
  conference,
  campus,
};

function pictureSvg(scene: GalleryScene, caption: string, index: number, seed: number) {
  const body = SCENES[scene](index, random(seed));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OUT_W}" height="${OUT_H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(caption)}">
${body}
<rect x="0" y="${H - 56}" width="${W}" height="56" fill="#000" opacity=".55"/>
<text x="24" y="${H - 20}" font-family="${FONT}" font-size="24" fill="#fff">${escapeXml(caption)}</text>
</svg>
`;
}

mkdirSync(DIR, { recursive: true });
for (const name of readdirSync(DIR)) if (name.endsWith('.svg')) rmSync(join(DIR, name));
let bytes = 0;
let count = 0;
galleriesSeed.forEach((gallery, g) => {
  gallery.pictures.forEach((caption, i) => {
    const svg = pictureSvg(gallery.scene, caption, i, g * 31 + i * 7 + 1);
    const file = join(DIR, galleryImagePath(gallery, i).split('/').pop() ?? '');
    writeFileSync(file, svg);
    bytes += Buffer.byteLength(svg);
    count += 1;
  });
});
console.log(`Drew ${count} gallery pictures (${Math.round(bytes / 1024)} KB) into ${DIR}`);
