// Our image URLs are `/api/images/<key>` with a random key: these helpers keep the format in
// one place for the upload route, the image route and the thought that attaches an image.

const IMAGE_URL_PREFIX = '/api/images/';
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function isImageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function imageUrlFor(key: string): string {
  return `${IMAGE_URL_PREFIX}${key}`;
}

/** The storage key inside one of our own image URLs, or null for anything else. */
export function imageKeyFromUrl(url: string): string | null {
  if (!url.startsWith(IMAGE_URL_PREFIX)) return null;
  const key = url.slice(IMAGE_URL_PREFIX.length);
  return isImageKey(key) ? key : null;
}
