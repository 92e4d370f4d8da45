/**
 * A small allow-list HTML sanitiser for stored rich text (blog posts, gallery descriptions)
 * before the API returns it; the client sanitises again with DOMPurify (style.md). Tags not on
 * the list are dropped (their text kept), dangerous elements are dropped with their content,
 * every attribute not on the list (so every `on…` handler and `style`) is removed, and links
 * may only use http(s), mailto, tel or relative addresses.
 */

const GLOBAL_ATTRS = ['title', 'lang', 'dir'];
const ALLOWED: Record<string, string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  mark: [],
  span: [],
  div: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: ['cite'],
  figure: [],
  figcaption: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  code: [],
  pre: [],
};
const VOID = new Set(['br', 'hr', 'img']);
const URL_ATTRS = new Set(['href', 'src', 'cite']);
/** Removed together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'noembed',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'xmp',
  'title',
  'head',
]);

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>|<\?[^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (value: string) =>
  value.replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;').replace(/"/g, '&quot;');

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');

/** http(s), mailto, tel, or a relative address with no scheme at all. */
export const isSafeUrl = (value: string): boolean => {
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url);
  if (!scheme) return true;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!.toLowerCase());
};

function cleanAttributes(tag: string, source: string): string {
  const allowed = new Set([...(ALLOWED[tag] ?? []), ...GLOBAL_ATTRS]);
  const kept: string[] = [];
  for (const match of source.matchAll(ATTR)) {
    const name = match[1]!.toLowerCase();
    if (!allowed.has(name)) continue;
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (URL_ATTRS.has(name) && !isSafeUrl(value)) continue;
    if (name === 'target' && value !== '_blank') continue;
    kept.push(`${name}="${escapeAttr(value)}"`);
  }
  if (tag === 'a' && kept.some((attr) => attr.startsWith('target='))) {
    const rel = kept.findIndex((attr) => attr.startsWith('rel='));
    if (rel >= 0) kept.splice(rel, 1);
    kept.push('rel="noopener noreferrer"');
  }
  return kept.length ? ` ${kept.join(' ')}` : '';
}

export function sanitizeHtml(html: string): string {
  let out = '';
  let last = 0;
  /** While inside a dropped element: its name, until the matching end tag. */
  let dropping: string | null = null;
  let depth = 0;
  for (const match of html.matchAll(TOKEN)) {
    const index = match.index;
    if (!dropping) out += escapeText(html.slice(last, index));
    last = index + match[0].length;
    const [, slash, rawName, attrs = ''] = match;
    if (!rawName) continue; // comment, CDATA, doctype, processing instruction
    const tag = rawName.toLowerCase();
    const closing = slash === '/';
    if (dropping) {
      if (tag === dropping) depth += closing ? -1 : 1;
      if (depth === 0) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing && !/\/\s*$/.test(attrs)) {
        dropping = tag;
        depth = 1;
      }
      continue;
    }
    if (!Object.hasOwn(ALLOWED, tag)) continue;
    if (closing) {
      if (!VOID.has(tag)) out += `</${tag}>`;
      continue;
    }
    out += `<${tag}${cleanAttributes(tag, attrs.replace(/\/\s*$/, ''))}>`;
  }
  if (!dropping) out += escapeText(html.slice(last));
  return out;
}
