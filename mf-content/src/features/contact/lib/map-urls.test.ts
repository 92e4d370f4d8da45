import { hasLocation, osmEmbedUrl, osmPageUrl } from './map-urls';

describe('map addresses', () => {
  it('embeds OpenStreetMap around the point with a marker on it', () => {
    const url = new URL(osmEmbedUrl(41.0, 28.8, 0.01));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('28.79,40.99375,28.81,41.00625');
    expect(url.searchParams.get('marker')).toBe('41,28.8');
    expect(url.searchParams.get('layer')).toBe('mapnik');
  });

  it('links the larger map to the same point', () => {
    expect(osmPageUrl(40.998412, 28.836218)).toBe(
      'https://www.openstreetmap.org/?mlat=40.998412&mlon=28.836218#map=17/40.998412/28.836218',
    );
  });

  it('accepts only real coordinates', () => {
    expect(hasLocation(40.99, 28.83)).toBe(true);
    expect(hasLocation(0, 0)).toBe(false);
    expect(hasLocation(91, 28)).toBe(false);
    expect(hasLocation(Number.NaN, 28)).toBe(false);
    expect(hasLocation(undefined, 28)).toBe(false);
  });
});
