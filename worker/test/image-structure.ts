// Minimal walkers over image containers, for tests to read what the stripper wrote. Written
// independently of worker/lib/image-metadata, so a bug there cannot hide itself here.
import { expect } from 'vitest';

export const fourcc = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(...bytes.subarray(at, at + 4));

/** JPEG marker segments before the first scan, and the bytes from SOS to the end of EOI. */
export function jpegParts(bytes: Uint8Array) {
  const segments: { marker: number; bytes: Uint8Array }[] = [];
  let at = 2;
  while (bytes[at + 1] !== 0xda) {
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    segments.push({ marker: bytes[at + 1] ?? 0, bytes: bytes.subarray(at, at + 2 + length) });
    at += 2 + length;
  }
  const eoi = bytes.lastIndexOf(0xd9);
  expect(bytes[eoi - 1]).toBe(0xff);
  return { segments, scans: bytes.subarray(at, eoi + 1) };
}

export function pngChunks(bytes: Uint8Array) {
  const chunks: { type: string; data: Uint8Array }[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    chunks.push({ type: fourcc(bytes, at + 4), data: bytes.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

/** RIFF chunks from `from` to `to`: a WebP's top level, or the frame data inside an ANMF. */
export function webpChunks(bytes: Uint8Array, from = 12, to = bytes.length) {
  const chunks: { type: string; data: Uint8Array }[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  for (let at = from; at < to;) {
    const size = view.getUint32(at + 4, true);
    chunks.push({ type: fourcc(bytes, at), data: bytes.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** GIF blocks after the global colour table: images, extensions (by label) and the trailer. */
export function gifBlocks(bytes: Uint8Array) {
  const blocks: { kind: string; bytes: Uint8Array }[] = [];
  const tableSize = (flags: number) => (flags & 0x80 ? 3 << ((flags & 7) + 1) : 0);
  const skipSubBlocks = (from: number) => {
    let at = from;
    while (bytes[at] !== 0) at += 1 + (bytes[at] ?? 0);
    return at + 1;
  };
  for (let at = 13 + tableSize(bytes[10] ?? 0); at < bytes.length;) {
    const start = at;
    if (bytes[at] === 0x2c) {
      at = skipSubBlocks(at + 10 + tableSize(bytes[at + 9] ?? 0) + 1);
      blocks.push({ kind: 'image', bytes: bytes.subarray(start, at) });
    } else if (bytes[at] === 0x21) {
      at = skipSubBlocks(at + 2);
      const kind = `extension ${(bytes[start + 1] ?? 0).toString(16)}`;
      blocks.push({ kind, bytes: bytes.subarray(start, at) });
    } else {
      blocks.push({ kind: 'trailer', bytes: bytes.subarray(at, at + 1) });
      at += 1;
    }
  }
  return blocks;
}
