import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows: the hex glyph strings of every text-showing operator, each decoded with
 * the ToUnicode map of the font selected at that point (pdfkit embeds subset fonts).
 */
export const pdfText = (pdf: Buffer): string => {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([^]*?)endobj/g)) {
    const body = match[2]!;
    const streamAt = body.indexOf('stream');
    const dict = streamAt >= 0 ? body.slice(0, streamAt) : body;
    let stream = '';
    if (streamAt >= 0) {
      const offset = match.index + match[0].indexOf(body) + streamAt + 'stream'.length;
      const begin = raw[offset] === '\r' ? offset + 2 : offset + 1;
      const bytes = pdf.subarray(begin, raw.indexOf('endstream', begin));
      stream = (dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    }
    objects.set(match[1]!, { dict, stream });
  }
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  const cmapOf = (fontRef: string) => {
    const map = new Map<number, string>();
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontRef)?.dict ?? '')?.[1];
    const cmap = objects.get(toUnicode ?? '')?.stream ?? '';
    for (const [, from, , list] of cmap.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi,
    )) {
      // An entry may hold several code points (a ligature): <0066 0069>.
      [...list!.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, target], i) =>
        map.set(parseInt(from!, 16) + i, utf16(target!.replace(/ /g, ''))),
      );
    }
    return map;
  };
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const block = /\/Font\s*<<([^>]*)>>/.exec(dict)?.[1] ?? '';
    for (const [, name, ref] of block.matchAll(/\/(\w+) (\d+) 0 R/g))
      fonts.set(name!, cmapOf(ref!));
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    let map = new Map<number, string>();
    for (const [, font, shown] of stream.matchAll(/\/(\w+) [\d.]+ Tf|\[(.*?)\]\s*TJ/g)) {
      if (font) map = fonts.get(font) ?? new Map();
      else {
        lines.push(
          [...shown!.matchAll(/<([0-9a-f]*)>/gi)]
            .flatMap(([, glyphs]) => glyphs!.match(/.{4}/g) ?? [])
            .map((glyph) => map.get(parseInt(glyph, 16)) ?? '?')
            .join(''),
        );
      }
    }
  }
  return lines.join('\n');
};
