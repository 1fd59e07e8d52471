import { describe, expect, test } from 'vitest';
import { IMAGE_FIXTURES, leakingText } from '../test/image-fixtures';
import { ApiError } from './errors';
import { DamagedImageError, stripImageMetadata } from './image-metadata';

const {
  jpegGps,
  jpegProgressive,
  pngMeta,
  webpMeta,
  gifMeta,
  jpegClean,
  pngClean,
  webpClean,
  gifClean,
} = IMAGE_FIXTURES;

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const fourcc = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(...bytes.subarray(at, at + 4));

// Minimal structure walkers, written independently of the module under test.

/** JPEG marker segments before the first scan, and the bytes from SOS to the end of EOI. */
function jpegParts(bytes: Uint8Array) {
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

function pngChunks(bytes: Uint8Array) {
  const chunks: { type: string; data: Uint8Array }[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    chunks.push({ type: fourcc(bytes, at + 4), data: bytes.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

function webpChunks(bytes: Uint8Array) {
  const chunks: { type: string; data: Uint8Array }[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  for (let at = 12; at < bytes.length;) {
    const size = view.getUint32(at + 4, true);
    chunks.push({ type: fourcc(bytes, at), data: bytes.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** GIF blocks after the global colour table: images, extensions (by label) and the trailer. */
function gifBlocks(bytes: Uint8Array) {
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

/** The EXIF APP1 a decoder needs to rotate by 90° clockwise: Orientation 6 and nothing else. */
const ORIENTATION_6_EXIF = Uint8Array.from([
  ...[0xff, 0xe1, 0x00, 0x22],
  ...ascii('Exif\0\0MM\0*'),
  ...[0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0],
]);

describe('stripImageMetadata', () => {
  test.each([
    ['JPEG with GPS EXIF, XMP, IPTC, ICC and a comment', jpegGps, 'image/jpeg', ['SerialNumber']],
    ['progressive JPEG with EXIF, XMP and a comment', jpegProgressive, 'image/jpeg', ['exif']],
    ['PNG with tEXt, zTXt, iTXt, eXIf and tIME', pngMeta, 'image/png', ['exif', 'tIME', 'zTXt']],
    ['WebP with EXIF and XMP chunks', webpMeta, 'image/webp', ['exif']],
    ['GIF with a comment and an XMP extension', gifMeta, 'image/gif', ['XMP DataXMP']],
  ] as const)('removes every piece of metadata from a %s', (_name, original, type, extra) => {
    // The fixture really carries the metadata, so this test can fail.
    expect(leakingText(original, [...extra]).length).toBeGreaterThanOrEqual(3);
    expect(leakingText(stripImageMetadata(original, type), [...extra])).toEqual([]);
  });

  test('keeps the JPEG scans byte for byte, restart markers included', () => {
    const original = jpegParts(jpegGps);
    const stripped = jpegParts(stripImageMetadata(jpegGps, 'image/jpeg'));
    expect(stripped.scans).toEqual(original.scans);
    // The fixture was encoded with a restart interval, so RST markers sit inside the scan.
    expect(original.scans.some((b, i) => b === 0xff && original.scans[i + 1] === 0xd0)).toBe(true);
    // Tables and frame header are untouched; only APPn and COM segments go.
    const decoding = (segments: { marker: number; bytes: Uint8Array }[]) =>
      segments.filter((s) => s.marker < 0xe0 || (s.marker > 0xef && s.marker !== 0xfe));
    expect(decoding(stripped.segments)).toEqual(decoding(original.segments));
  });

  test('keeps every scan of a progressive JPEG byte for byte', () => {
    const stripped = stripImageMetadata(jpegProgressive, 'image/jpeg');
    expect(jpegParts(stripped).scans).toEqual(jpegParts(jpegProgressive).scans);
  });

  test('keeps a JPEG upright: Orientation 6 survives as the only EXIF entry', () => {
    const { segments } = jpegParts(stripImageMetadata(jpegGps, 'image/jpeg'));
    expect(segments.map((s) => s.marker.toString(16))).toEqual([
      'e0',
      'e1',
      'db',
      'db',
      'c0',
      'c4',
      'c4',
      'c4',
      'c4',
      'dd',
    ]);
    expect(segments[1]?.bytes).toEqual(ORIENTATION_6_EXIF);
  });

  test('writes no EXIF at all for a JPEG whose Orientation is 1', () => {
    const { segments } = jpegParts(stripImageMetadata(jpegProgressive, 'image/jpeg'));
    expect(segments.filter((s) => s.marker >= 0xe1 && s.marker <= 0xef)).toEqual([]);
  });

  test('drops what follows a JPEG end-of-image marker, such as an appended second image', () => {
    const withTrailer = Uint8Array.from([...jpegClean, ...jpegGps]);
    expect(stripImageMetadata(withTrailer, 'image/jpeg')).toEqual(jpegClean);
  });

  test('removes a thumbnail embedded in the JFIF header', () => {
    const { segments, scans } = jpegParts(jpegClean);
    const jfif = segments[0]?.bytes ?? new Uint8Array();
    // The same APP0 carrying a 1×1 thumbnail: three more bytes, length 16 → 19.
    const withThumbnail = Uint8Array.from([
      ...[0xff, 0xe0, 0x00, 0x13],
      ...jfif.subarray(4, 16),
      ...[1, 1, 0xaa, 0xbb, 0xcc],
    ]);
    const rest = segments.slice(1).flatMap((s) => [...s.bytes]);
    const input = Uint8Array.from([0xff, 0xd8, ...withThumbnail, ...rest, ...scans]);
    expect(stripImageMetadata(input, 'image/jpeg')).toEqual(jpegClean);
  });

  test('keeps PNG image data and rendering chunks, drops the rest', () => {
    const original = pngChunks(pngMeta);
    const stripped = pngChunks(stripImageMetadata(pngMeta, 'image/png'));
    expect(stripped.map((c) => c.type)).toEqual([
      'IHDR',
      'gAMA',
      'cHRM',
      'bKGD',
      'pHYs',
      'iCCP',
      'IDAT',
      'IEND',
    ]);
    const idat = (chunks: typeof original) => chunks.filter((c) => c.type === 'IDAT');
    expect(idat(stripped)).toEqual(idat(original));
    const iccp = original.find((c) => c.type === 'iCCP');
    expect(stripped.find((c) => c.type === 'iCCP')).toEqual(iccp);
  });

  test('keeps WebP image data and ICC profile, clears the EXIF and XMP flags, fixes the size', () => {
    const original = webpChunks(webpMeta);
    const output = stripImageMetadata(webpMeta, 'image/webp');
    const stripped = webpChunks(output);
    expect(original.map((c) => c.type)).toEqual(['VP8X', 'ICCP', 'ALPH', 'VP8 ', 'EXIF', 'XMP ']);
    expect(stripped.map((c) => c.type)).toEqual(['VP8X', 'ICCP', 'ALPH', 'VP8 ']);
    expect(stripped.slice(1)).toEqual(original.slice(1, 4));

    const flags = (chunks: typeof original) => chunks[0]?.data[0] ?? 0;
    const ICC = 0x20,
      ALPHA = 0x10,
      EXIF = 0x08,
      XMP = 0x04;
    expect(flags(original)).toBe(ICC | ALPHA | EXIF | XMP);
    expect(flags(stripped)).toBe(ICC | ALPHA);
    expect(stripped[0]?.data.subarray(1)).toEqual(original[0]?.data.subarray(1));
    expect(new DataView(output.buffer).getUint32(4, true)).toBe(output.length - 8);
  });

  test('keeps GIF frames and looping, drops the comment and XMP extensions', () => {
    const original = gifBlocks(gifMeta);
    const stripped = gifBlocks(stripImageMetadata(gifMeta, 'image/gif'));
    expect(new Set(original.map((b) => b.kind))).toEqual(
      new Set(['extension ff', 'extension fe', 'extension f9', 'image', 'trailer']),
    );
    const kept = original.filter(
      (b) =>
        b.kind === 'image' ||
        b.kind === 'extension f9' ||
        b.kind === 'trailer' ||
        (b.kind === 'extension ff' && fourcc(b.bytes, 3) === 'NETS'),
    );
    expect(kept.filter((b) => b.kind === 'image')).toHaveLength(2);
    expect(stripped).toEqual(kept);
    expect(stripImageMetadata(gifMeta, 'image/gif').subarray(0, 13)).toEqual(
      gifMeta.subarray(0, 13),
    );
  });

  test.each([
    ['JPEG', jpegClean, 'image/jpeg'],
    ['PNG', pngClean, 'image/png'],
    ['WebP', webpClean, 'image/webp'],
    ['GIF', gifClean, 'image/gif'],
  ] as const)('passes a %s without metadata through unchanged', (_name, clean, type) => {
    expect(stripImageMetadata(clean, type)).toEqual(clean);
  });

  test.each([
    ['JPEG', jpegGps, 'image/jpeg'],
    ['PNG', pngMeta, 'image/png'],
    ['WebP', webpMeta, 'image/webp'],
    ['GIF', gifMeta, 'image/gif'],
  ] as const)('gives the same bytes when a stripped %s is stripped again', (_name, image, type) => {
    const once = stripImageMetadata(image, type);
    expect(stripImageMetadata(once, type)).toEqual(once);
  });

  test.each([
    ['JPEG', jpegGps, 'image/jpeg'],
    ['progressive JPEG', jpegProgressive, 'image/jpeg'],
    ['PNG', pngMeta, 'image/png'],
    ['WebP', webpMeta, 'image/webp'],
    ['GIF', gifMeta, 'image/gif'],
  ] as const)('rejects a %s cut off at any byte', (_name, image, type) => {
    for (let length = 0; length < image.length; length += 1) {
      expect(() => stripImageMetadata(image.subarray(0, length), type), `length ${length}`).toThrow(
        DamagedImageError,
      );
    }
  });

  const garbage = ascii(' is not an image at all, just text that starts like one.');
  test.each([
    ['JPEG', [0xff, 0xd8, 0xff], 'image/jpeg'],
    ['PNG', [0x89, ...ascii('PNG\r\n\x1a\n')], 'image/png'],
    ['WebP', [...ascii('RIFF'), 60, 0, 0, 0, ...ascii('WEBP')], 'image/webp'],
    ['GIF', [...ascii('GIF89a')], 'image/gif'],
  ] as const)('rejects garbage behind %s magic bytes as a 415', (_name, magic, type) => {
    const bytes = Uint8Array.from([...magic, ...garbage]);
    const error = (() => {
      try {
        stripImageMetadata(bytes, type);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(DamagedImageError);
    // An ApiError, so the upload route answers 415 with this message rather than 500.
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      message: expect.stringMatching(/^Damaged image: /),
    });
  });
});
