// Real images made by fixtures/images/make-fixtures.sh: the "meta" ones carry GPS, a device
// serial, capture time, XMP, IPTC, comments and an ICC profile; the "clean" ones carry none; the
// "animated" ones loop through two frames.
import gifClean from './fixtures/images/gif-clean.gif?inline';
import gifMeta from './fixtures/images/gif-meta.gif?inline';
import jpegClean from './fixtures/images/jpeg-clean.jpg?inline';
import jpegGps from './fixtures/images/jpeg-gps.jpg?inline';
import jpegProgressive from './fixtures/images/jpeg-progressive.jpg?inline';
import pngClean from './fixtures/images/png-clean.png?inline';
import pngAnimated from './fixtures/images/png-animated.png?inline';
import pngMeta from './fixtures/images/png-meta.png?inline';
import webpClean from './fixtures/images/webp-clean.webp?inline';
import webpAnimated from './fixtures/images/webp-animated.webp?inline';
import webpMeta from './fixtures/images/webp-meta.webp?inline';

const fromDataUrl = (url: string) =>
  Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (ch) => ch.charCodeAt(0));

export const IMAGE_FIXTURES = {
  jpegGps: fromDataUrl(jpegGps), // baseline with restart markers, Orientation 6
  jpegProgressive: fromDataUrl(jpegProgressive), // Orientation 1
  pngMeta: fromDataUrl(pngMeta),
  webpMeta: fromDataUrl(webpMeta),
  gifMeta: fromDataUrl(gifMeta), // animated, looping
  jpegClean: fromDataUrl(jpegClean),
  pngClean: fromDataUrl(pngClean),
  webpClean: fromDataUrl(webpClean),
  gifClean: fromDataUrl(gifClean),
  pngAnimated: fromDataUrl(pngAnimated), // APNG, two frames, looping
  webpAnimated: fromDataUrl(webpAnimated), // two frames (80 ms, 120 ms), looping
};

/** Text the fixtures' metadata holds, none of which may survive stripping. */
export const LEAKING_TEXT = [
  'canary', // make, model, artist, IPTC by-line and city, XMP creator, comments
  'SN-7731', // device serial
  '2024:03:14', // capture time
  'xmp',
  'ns.adobe.com',
  'Photoshop', // IPTC lives in Photoshop's APP13
  'ICC_PROFILE',
  'MPF',
];

/** The metadata text still readable in the bytes (case-insensitive). */
export function leakingText(bytes: Uint8Array, extra: string[] = []): string[] {
  const text = String.fromCharCode(...bytes).toLowerCase();
  return [...LEAKING_TEXT, ...extra].filter((needle) => text.includes(needle.toLowerCase()));
}
