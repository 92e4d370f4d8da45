/** How far the embedded map reaches around the point, in degrees (about 1 km in Istanbul). */
const SPAN = 0.006;

const fixed = (n: number) => n.toFixed(6).replace(/\.?0+$/, '');

/** An embedded OpenStreetMap view with a marker at the point; it needs no key (spec §2). */
export const osmEmbedUrl = (lat: number, long: number, span = SPAN) => {
  const bbox = [long - span, lat - span / 1.6, long + span, lat + span / 1.6].map(fixed).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${fixed(lat)},${fixed(long)}`)}`;
};

/** The same place on openstreetmap.org, for "open a larger map". */
export const osmPageUrl = (lat: number, long: number, zoom = 17) =>
  `https://www.openstreetmap.org/?mlat=${fixed(lat)}&mlon=${fixed(long)}#map=${zoom}/${fixed(lat)}/${fixed(long)}`;

export const hasLocation = (lat: unknown, long: unknown): lat is number =>
  typeof lat === 'number' &&
  typeof long === 'number' &&
  Number.isFinite(lat) &&
  Number.isFinite(long) &&
  Math.abs(lat) <= 90 &&
  Math.abs(long) <= 180 &&
  !(lat === 0 && long === 0);
