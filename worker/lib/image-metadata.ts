/**
 * Removes every kind of metadata from an uploaded image before it is stored. Photos carry EXIF
 * (GPS position, device serial, capture time), XMP, IPTC and comments, and stored images are
 * public: left in, they would unmask the authors of anonymous posts.
 *
 * Each format is parsed by its container structure and rebuilt from an allow-list of the parts
 * a decoder needs; the compressed picture data is copied byte for byte, never re-encoded.
 * Anything unknown is dropped rather than kept, so a new kind of metadata cannot slip through.
 *
 * - JPEG keeps SOI, the JFIF APP0 (with any embedded thumbnail removed: it can show the
 *   uncropped original), the tables, frame and scan headers, the entropy-coded data with its
 *   restart markers and fill bytes, and EOI. APP1–APP15 (EXIF, XMP, ICC, MPF, IPTC…) and COM go,
 *   except the 12-byte Adobe APP14, which holds no text but tells decoders whether the samples
 *   are YCbCr, RGB or YCCK: without it some files decode to wrong colours. When the EXIF asked
 *   for a rotation (Orientation ≠ 1), a new EXIF segment holding only that tag is written so
 *   phone photos still display upright.
 * - PNG keeps the critical chunks and the ones that change how pixels render (transparency,
 *   gamma, chromaticities, sRGB, iCCP, HDR, physical size, background, APNG). Text, eXIf, tIME
 *   and private chunks go. iCCP stays: a colour profile describes a display or colour space
 *   (often a vendor's, never a person's), and dropping it visibly shifts wide-gamut colours.
 * - WebP keeps VP8/VP8L/ALPH/ANIM/ANMF/ICCP (ICCP for the same reason as PNG), drops EXIF and
 *   XMP, clears their flags in VP8X and rewrites the RIFF size.
 * - GIF keeps the screen and image descriptors, colour tables, image data, graphic-control and
 *   plain-text extensions and the NETSCAPE2.0/ANIMEXTS1.0 looping extension; comments and
 *   every other application extension (XMP, ICC…) go.
 *
 * Bytes after the format's end marker are dropped too: phones append depth maps and whole
 * secondary images (with their own EXIF) there.
 */
import { ApiError } from './errors';

export type StrippableImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

/** A file whose magic bytes name a supported type but whose structure is damaged or cut off. */
export class DamagedImageError extends ApiError {
  constructor(format: string, problem: string) {
    super(415, `Damaged image: the ${format} file ${problem}`);
  }
}

/** The same picture without metadata; throws DamagedImageError for a malformed file. */
export function stripImageMetadata(bytes: Uint8Array, type: StrippableImageType): Uint8Array {
  switch (type) {
    case 'image/jpeg':
      return stripJpeg(bytes);
    case 'image/png':
      return stripPng(bytes);
    case 'image/webp':
      return stripWebp(bytes);
    case 'image/gif':
      return stripGif(bytes);
  }
}

// ---------------------------------------------------------------- shared byte helpers

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

function startsWith(bytes: Uint8Array, prefix: Uint8Array, offset = 0): boolean {
  if (offset + prefix.length > bytes.length) return false;
  return prefix.every((byte, i) => bytes[offset + i] === byte);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Reads past the end are the only way a parser meets a truncated file: make them throw. */
function reader(bytes: Uint8Array, format: string) {
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

// ---------------------------------------------------------------- JPEG

const JPEG = {
  SOI: 0xd8,
  EOI: 0xd9,
  SOS: 0xda,
  APP0: 0xe0,
  APP1: 0xe1,
  APP14: 0xee,
  APP15: 0xef,
  COM: 0xfe,
};
const isRestartMarker = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
const JFIF_ID = ascii('JFIF\0');
const EXIF_ID = ascii('Exif\0\0');
const ADOBE_ID = ascii('Adobe');
const EXIF_ORIENTATION_TAG = 0x0112;

function stripJpeg(bytes: Uint8Array): Uint8Array {
  const read = reader(bytes, 'JPEG');
  if (read.u8(0) !== 0xff || read.u8(1) !== JPEG.SOI) {
    throw new DamagedImageError('JPEG', 'does not start with a JPEG marker');
  }
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let exifAt = 1; // right after SOI, or after a leading JFIF APP0 as the JFIF spec wants
  let orientation = 1;
  let sawScan = false;

  let at = 2;
  for (;;) {
    if (read.u8(at) !== 0xff) throw new DamagedImageError('JPEG', 'has data outside a segment');
    let markerAt = at + 1;
    while (read.u8(markerAt) === 0xff) markerAt += 1; // fill bytes may precede any marker
    const marker = read.u8(markerAt);

    if (marker === JPEG.EOI) {
      if (!sawScan) throw new DamagedImageError('JPEG', 'has no image data');
      kept.push(bytes.subarray(at, markerAt + 1));
      break;
    }
    if (marker === 0x01 || isRestartMarker(marker)) {
      kept.push(bytes.subarray(at, markerAt + 1)); // markers without a length
      at = markerAt + 1;
      continue;
    }
    if (marker === 0x00 || marker === JPEG.SOI) {
      throw new DamagedImageError('JPEG', 'has an invalid marker');
    }
    const length = read.u16be(markerAt + 1);
    if (length < 2) throw new DamagedImageError('JPEG', 'has an invalid segment length');
    const end = markerAt + 1 + length;
    const segment = read.slice(at, end);
    const payload = bytes.subarray(markerAt + 3, end);

    if (marker === JPEG.APP0 && startsWith(payload, JFIF_ID)) {
      kept.push(jfifWithoutThumbnail(payload));
      if (kept.length === 2) exifAt = 2;
    } else if (marker === JPEG.APP14 && isAdobeColourTransform(payload)) {
      kept.push(segment);
    } else if (marker === JPEG.APP1) {
      if (orientation === 1) orientation = exifOrientation(payload) ?? 1;
    } else if ((marker >= JPEG.APP0 && marker <= JPEG.APP15) || marker === JPEG.COM) {
      // dropped: metadata
    } else {
      kept.push(segment);
    }
    at = end;

    if (marker === JPEG.SOS) {
      sawScan = true;
      const scanEnd = endOfEntropyCodedData(bytes, at);
      kept.push(bytes.subarray(at, scanEnd));
      at = scanEnd;
    }
  }

  if (orientation !== 1) kept.splice(exifAt, 0, orientationOnlyExif(orientation));
  return concat(kept);
}

/**
 * Where the compressed data after a scan header ends: at the first 0xFF that starts a marker.
 * 0xFF00 is an escaped data byte, 0xFFD0–D7 are restart markers inside the data, and 0xFF
 * followed by 0xFF is a fill byte.
 */
function endOfEntropyCodedData(bytes: Uint8Array, from: number): number {
  for (let i = from; i + 1 < bytes.length; i += 1) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1] ?? 0;
    if (next === 0x00 || isRestartMarker(next)) i += 1;
    else if (next !== 0xff) return i;
  }
  throw new DamagedImageError('JPEG', 'is truncated');
}

/** The JFIF APP0 with no thumbnail: version, units and density only. */
function jfifWithoutThumbnail(payload: Uint8Array): Uint8Array {
  const JFIF_FIELDS = 12; // "JFIF\0", version (2), units (1), densities (2 + 2)
  if (payload.length < JFIF_FIELDS + 2) {
    throw new DamagedImageError('JPEG', 'has a truncated JFIF header');
  }
  const segment = new Uint8Array(4 + JFIF_FIELDS + 2); // thumbnail width and height: 0
  segment.set([0xff, JPEG.APP0, 0, 2 + JFIF_FIELDS + 2]);
  segment.set(payload.subarray(0, JFIF_FIELDS), 4);
  return segment;
}

function isAdobeColourTransform(payload: Uint8Array): boolean {
  // "Adobe", version (2), flags0 (2), flags1 (2), transform (1): no room for text.
  return payload.length === 12 && startsWith(payload, ADOBE_ID);
}

/** The Orientation tag (1–8) of an EXIF APP1 payload, or null when it has none or is unreadable. */
function exifOrientation(payload: Uint8Array): number | null {
  if (!startsWith(payload, EXIF_ID)) return null;
  const tiff = payload.subarray(EXIF_ID.length);
  if (tiff.length < 8) return null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const byteOrder = String.fromCharCode(tiff[0] ?? 0, tiff[1] ?? 0);
  if (byteOrder !== 'II' && byteOrder !== 'MM') return null;
  const little = byteOrder === 'II';
  if (view.getUint16(2, little) !== 42) return null;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return null;
  const entries = view.getUint16(ifd, little);
  for (let n = 0; n < entries; n += 1) {
    const entry = ifd + 2 + n * 12;
    if (entry + 12 > tiff.length) return null;
    if (view.getUint16(entry, little) !== EXIF_ORIENTATION_TAG) continue;
    const SHORT = 3;
    if (view.getUint16(entry + 2, little) !== SHORT) return null;
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : null;
  }
  return null;
}

/** An APP1 whose EXIF holds one entry, the Orientation, and nothing else. */
function orientationOnlyExif(orientation: number): Uint8Array {
  // prettier-ignore
  const tiff = [
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // big-endian TIFF, IFD0 at offset 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // SHORT ×1
    0x00, 0x00, 0x00, 0x00, // no next IFD
  ];
  const length = 2 + EXIF_ID.length + tiff.length;
  return Uint8Array.from([0xff, JPEG.APP1, length >> 8, length & 0xff, ...EXIF_ID, ...tiff]);
}

// ---------------------------------------------------------------- PNG

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_KEPT_CHUNKS = new Set([
  ...['IHDR', 'PLTE', 'IDAT', 'IEND'],
  ...['tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'bKGD', 'hIST', 'pHYs'],
  ...['cICP', 'mDCV', 'cLLI', 'mDCv', 'cLLi'], // HDR (PNG third edition, and its draft names)
  ...['acTL', 'fcTL', 'fdAT'], // APNG
]);

function stripPng(bytes: Uint8Array): Uint8Array {
  const read = reader(bytes, 'PNG');
  if (!startsWith(bytes, PNG_SIGNATURE)) {
    throw new DamagedImageError('PNG', 'does not start with the PNG signature');
  }
  const kept: Uint8Array[] = [bytes.subarray(0, PNG_SIGNATURE.length)];

  for (let at = PNG_SIGNATURE.length; ;) {
    const length = read.u32be(at);
    const type = String.fromCharCode(...read.slice(at + 4, at + 8));
    const end = at + 12 + length; // length, type, data, CRC
    const chunk = read.slice(at, end);
    if (kept.length === 1 && type !== 'IHDR') {
      throw new DamagedImageError('PNG', 'does not start with its header chunk');
    }
    if (!/^[A-Za-z]{4}$/.test(type)) throw new DamagedImageError('PNG', 'has an invalid chunk');
    const critical = type.charCodeAt(0) < 0x61; // upper-case first letter
    if (critical && !PNG_KEPT_CHUNKS.has(type)) {
      throw new DamagedImageError('PNG', `has an unknown critical chunk ${type}`);
    }
    if (PNG_KEPT_CHUNKS.has(type)) kept.push(chunk);
    if (type === 'IEND') return concat(kept);
    at = end;
  }
}

// ---------------------------------------------------------------- WebP

const WEBP_KEPT_CHUNKS = new Set(['VP8X', 'VP8 ', 'VP8L', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const WEBP_IMAGE_CHUNKS = new Set(['VP8 ', 'VP8L', 'ANMF']);
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

function stripWebp(bytes: Uint8Array): Uint8Array {
  const read = reader(bytes, 'WebP');
  if (!startsWith(bytes, ascii('RIFF')) || !startsWith(bytes, ascii('WEBP'), 8)) {
    throw new DamagedImageError('WebP', 'does not start with a RIFF WEBP header');
  }
  const riffEnd = 8 + read.u32le(4);
  if (riffEnd > bytes.length) throw new DamagedImageError('WebP', 'is truncated');

  const kept: Uint8Array[] = [];
  let hasImage = false;
  for (let at = 12; at < riffEnd;) {
    const fourcc = String.fromCharCode(...read.slice(at, at + 4));
    const size = read.u32le(at + 4);
    const end = at + 8 + size + (size % 2); // chunks are padded to an even size
    if (end > riffEnd) throw new DamagedImageError('WebP', 'is truncated');
    if (WEBP_KEPT_CHUNKS.has(fourcc)) {
      const chunk = bytes.slice(at, end);
      if (fourcc === 'VP8X') {
        if (size < 1) throw new DamagedImageError('WebP', 'has an invalid header');
        chunk[8] = (chunk[8] ?? 0) & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
      }
      kept.push(chunk);
      hasImage ||= WEBP_IMAGE_CHUNKS.has(fourcc);
    }
    at = end;
  }
  if (!hasImage) throw new DamagedImageError('WebP', 'has no image data');

  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set(ascii('RIFF'));
  new DataView(header.buffer).setUint32(4, 4 + body.length, true); // "WEBP" + chunks
  header.set(ascii('WEBP'), 8);
  return concat([header, body]);
}

// ---------------------------------------------------------------- GIF

const GIF = { EXTENSION: 0x21, IMAGE: 0x2c, TRAILER: 0x3b };
const GIF_KEPT_EXTENSIONS = new Set([0xf9 /* graphic control */, 0x01 /* plain text */]);
const GIF_APPLICATION_EXTENSION = 0xff;
const GIF_LOOPING_APPLICATIONS = [ascii('NETSCAPE2.0'), ascii('ANIMEXTS1.0')];

function stripGif(bytes: Uint8Array): Uint8Array {
  const read = reader(bytes, 'GIF');
  const SCREEN_DESCRIPTOR_END = 13; // "GIF89a", width, height, flags, background, aspect
  const colourTableSize = (flags: number) => (flags & 0x80 ? 3 << ((flags & 0x07) + 1) : 0);
  // Data sub-blocks: a size byte then that many bytes, until a size of zero.
  const endOfSubBlocks = (from: number) => {
    let at = from;
    for (let size = read.u8(at); size !== 0; size = read.u8(at)) at += 1 + size;
    return at + 1;
  };

  const headerEnd = SCREEN_DESCRIPTOR_END + colourTableSize(read.u8(10));
  const kept: Uint8Array[] = [read.slice(0, headerEnd)];
  let hasImage = false;
  for (let at = headerEnd; ;) {
    const block = read.u8(at);
    if (block === GIF.TRAILER) {
      if (!hasImage) throw new DamagedImageError('GIF', 'has no image data');
      kept.push(bytes.subarray(at, at + 1));
      return concat(kept);
    }
    if (block === GIF.IMAGE) {
      const DESCRIPTOR = 10;
      const dataStart = at + DESCRIPTOR + colourTableSize(read.u8(at + 9)) + 1; // + LZW code size
      const end = endOfSubBlocks(dataStart);
      kept.push(bytes.subarray(at, end));
      hasImage = true;
      at = end;
    } else if (block === GIF.EXTENSION) {
      const label = read.u8(at + 1);
      const end = endOfSubBlocks(at + 2);
      const isLooping =
        label === GIF_APPLICATION_EXTENSION &&
        read.u8(at + 2) === 11 &&
        GIF_LOOPING_APPLICATIONS.some((id) => startsWith(bytes, id, at + 3));
      if (GIF_KEPT_EXTENSIONS.has(label) || isLooping) kept.push(bytes.subarray(at, end));
      at = end;
    } else {
      throw new DamagedImageError('GIF', 'has an unknown block');
    }
  }
}
