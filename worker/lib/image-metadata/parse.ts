// Byte reading shared by the format strippers in this folder.
import { ApiError } from '../errors';

/** A file whose magic bytes name a supported type but whose structure is damaged or cut off. */
export class DamagedImageError extends ApiError {
  constructor(format: string, problem: string) {
    super(415, `Damaged image: the ${format} file ${problem}`);
  }
}

/**
 * The most pixels a stored picture may have. Every reader's browser decodes it at about 4 bytes a
 * pixel, whatever the file's size: a 1 MB PNG of 20,000 × 20,000 zeros costs each of them 1.6 GB
 * (docs/decisions/093). 40 megapixels is 7,300 × 5,500, more than most phones' photos, and a
 * photo that large is past the 5 MB limit anyway.
 */
export const MAX_PIXELS = 40_000_000;

/** A picture whose header declares more than MAX_PIXELS, however few bytes it takes. */
export class OversizedImageError extends ApiError {
  constructor() {
    super(413, 'Image too large: the limit is 40 megapixels');
  }
}

/** Throws OversizedImageError for a picture, frame or canvas of more than MAX_PIXELS. */
export function checkPixels(width: number, height: number): void {
  if (width * height > MAX_PIXELS) throw new OversizedImageError();
}

export const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

export const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

export function startsWith(bytes: Uint8Array, prefix: Uint8Array, offset = 0): boolean {
  if (offset + prefix.length > bytes.length) return false;
  return prefix.every((byte, i) => bytes[offset + i] === byte);
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Reads past the end are the only way a parser meets a truncated file: make them throw. */
export function reader(bytes: Uint8Array, format: string) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (offset: number, length: number) => {
    if (offset + length > bytes.length) throw new DamagedImageError(format, 'is truncated');
  };
  return {
    u8: (offset: number) => (need(offset, 1), view.getUint8(offset)),
    u16be: (offset: number) => (need(offset, 2), view.getUint16(offset)),
    u32be: (offset: number) => (need(offset, 4), view.getUint32(offset)),
    u32le: (offset: number) => (need(offset, 4), view.getUint32(offset, true)),
    slice: (start: number, end: number) => (need(start, end - start), bytes.subarray(start, end)),
  };
}
