// JPEG: rebuilt from an allowlist of segments, each exactly as long as the tables or header it
// holds, so that nothing rides in a segment's tail (ITU T.81 B.2, JFIF 1.02, Adobe TN 5116).
import { MAX_PROFILE_BYTES, standardProfileFor } from './icc-profile';
import { DamagedImageError, ascii, checkPixels, concat, reader, startsWith } from './parse';

const MARKER = {
  SOI: 0xd8,
  EOI: 0xd9,
  SOS: 0xda,
  DQT: 0xdb,
  DRI: 0xdd,
  DHT: 0xc4,
  JPG: 0xc8,
  DAC: 0xcc,
  APP0: 0xe0,
  APP1: 0xe1,
  APP2: 0xe2,
  APP14: 0xee,
};
const isRestartMarker = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
/** SOF0–SOF15, the frame headers: 0xC0–0xCF less DHT, JPG and DAC, which share the range. */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 &&
  marker <= 0xcf &&
  marker !== MARKER.DHT &&
  marker !== MARKER.JPG &&
  marker !== MARKER.DAC;

const JFIF_ID = ascii('JFIF\0');
const EXIF_ID = ascii('Exif\0\0');
const ICC_ID = ascii('ICC_PROFILE\0');
const ADOBE_ID = ascii('Adobe');
const EXIF_ORIENTATION_TAG = 0x0112;

type Segment = { marker: number; payload: Uint8Array; scan?: Uint8Array };

export function stripJpeg(bytes: Uint8Array): Uint8Array {
  let jfif: Uint8Array | null = null;
  let orientation = 1;
  const iccChunks: Uint8Array[] = [];
  const body: Uint8Array[] = [];
  for (const { marker, payload, scan } of jpegSegments(bytes)) {
    if (marker === MARKER.APP0 && startsWith(payload, JFIF_ID)) {
      jfif ??= jfifWithoutThumbnail(payload);
    } else if (marker === MARKER.APP1) {
      if (orientation === 1) orientation = exifOrientation(payload) ?? 1;
    } else if (marker === MARKER.APP2 && startsWith(payload, ICC_ID)) {
      iccChunks.push(payload);
    } else {
      const kept = exactPayload(marker, payload);
      if (kept) body.push(segment(marker, kept));
    }
    if (scan) body.push(scan);
  }
  // JFIF wants its APP0 first and EXIF its APP1 first; decoders read both in this order.
  return concat([
    Uint8Array.of(0xff, MARKER.SOI),
    ...(jfif ? [segment(MARKER.APP0, jfif)] : []),
    ...(orientation === 1 ? [] : [orientationOnlyExif(orientation)]),
    ...standardIccSegments(iccChunks),
    ...body,
    Uint8Array.of(0xff, MARKER.EOI),
  ]);
}

/**
 * The marker segments up to EOI, each SOS with the entropy-coded data after it. Standalone
 * markers outside a scan (TEM, RSTn) mean nothing to a decoder and are skipped, as are fill bytes.
 */
function* jpegSegments(bytes: Uint8Array): Generator<Segment> {
  const read = reader(bytes, 'JPEG');
  if (read.u8(0) !== 0xff || read.u8(1) !== MARKER.SOI) {
    throw new DamagedImageError('JPEG', 'does not start with a JPEG marker');
  }
  let sawScan = false;
  for (let at = 2; ;) {
    if (read.u8(at) !== 0xff) throw new DamagedImageError('JPEG', 'has data outside a segment');
    let markerAt = at + 1;
    while (read.u8(markerAt) === 0xff) markerAt += 1; // fill bytes may precede any marker
    const marker = read.u8(markerAt);

    if (marker === MARKER.EOI) {
      if (!sawScan) throw new DamagedImageError('JPEG', 'has no image data');
      return;
    }
    if (marker === 0x01 || isRestartMarker(marker)) {
      at = markerAt + 1;
      continue;
    }
    if (marker === 0x00 || marker === MARKER.SOI) {
      throw new DamagedImageError('JPEG', 'has an invalid marker');
    }
    const length = read.u16be(markerAt + 1);
    if (length < 2) throw new DamagedImageError('JPEG', 'has an invalid segment length');
    const end = markerAt + 1 + length;
    const payload = read.slice(markerAt + 3, end);
    if (marker !== MARKER.SOS) {
      yield { marker, payload };
      at = end;
      continue;
    }
    sawScan = true;
    at = endOfEntropyCodedData(bytes, end);
    yield { marker, payload, scan: bytes.subarray(end, at) };
  }
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

function segment(marker: number, payload: Uint8Array): Uint8Array {
  const length = payload.length + 2; // the length field counts itself
  return concat([Uint8Array.of(0xff, marker, length >> 8, length & 0xff), payload]);
}

// ---------------------------------------------------------------- the allowlist, at exact lengths

/**
 * What a kept segment's payload holds, cut to the length of its tables or header; null for a
 * segment off the allowlist (APPn, COM, DNL, hierarchical and reserved markers).
 */
function exactPayload(marker: number, payload: Uint8Array): Uint8Array | null {
  if (isFrameHeader(marker)) {
    const header = exactly(payload, frameHeaderLength(payload), 'frame header');
    const read = reader(header, 'JPEG');
    checkPixels(read.u16be(3), read.u16be(1)); // P, then Y (lines), then X (samples per line)
    return header;
  }
  switch (marker) {
    case MARKER.DQT:
      return exactly(payload, quantizationTablesLength(payload), 'quantization table');
    case MARKER.DHT:
      return exactly(payload, huffmanTablesLength(payload), 'Huffman table');
    case MARKER.DAC:
      return exactly(payload, conditioningTablesLength(payload), 'arithmetic-coding table');
    case MARKER.DRI:
      return exactly(payload, 2, 'restart interval');
    case MARKER.SOS:
      return exactly(payload, scanHeaderLength(payload), 'scan header');
    case MARKER.APP14:
      return adobeColourTransform(payload);
    default:
      return null;
  }
}

/** The first `length` bytes; a segment too short for what it must hold is damage, not metadata. */
function exactly(payload: Uint8Array, length: number, what: string): Uint8Array {
  if (length === 0 || length > payload.length) {
    throw new DamagedImageError('JPEG', `has an invalid ${what}`);
  }
  return payload.subarray(0, length);
}

/** P, Y, X, Nf, then Nf components of 3 bytes. */
function frameHeaderLength(payload: Uint8Array): number {
  const components = payload[5] ?? 0;
  return components === 0 ? 0 : 6 + 3 * components;
}

/** Ns, Ns components of 2 bytes, then Ss, Se, Ah/Al. */
function scanHeaderLength(payload: Uint8Array): number {
  const components = payload[0] ?? 0;
  return components >= 1 && components <= 4 ? 1 + 2 * components + 3 : 0;
}

/**
 * The bytes taken by whole tables at the start of the payload, each announced by a byte whose
 * high and low nibbles must be in range: `tableSize` says how long the table starting there is,
 * or null where no valid table starts. What follows the last whole table is a tail to drop.
 */
function wholeTablesLength(payload: Uint8Array, tableSize: (at: number) => number | null): number {
  let at = 0;
  for (;;) {
    const size = at < payload.length ? tableSize(at) : null;
    if (size === null || at + size > payload.length) return at;
    at += size;
  }
}

/** Pq/Tq (precision 0 or 1, table 0–3), then 64 values of 1 or 2 bytes. */
function quantizationTablesLength(payload: Uint8Array): number {
  return wholeTablesLength(payload, (at) => {
    const precision = (payload[at] ?? 0) >> 4;
    const table = (payload[at] ?? 0) & 0x0f;
    return precision <= 1 && table <= 3 ? 1 + 64 * (precision + 1) : null;
  });
}

/** Tc/Th (class 0 or 1, table 0–3), 16 code counts, then as many symbols (at most 256). */
function huffmanTablesLength(payload: Uint8Array): number {
  return wholeTablesLength(payload, (at) => {
    const tableClass = (payload[at] ?? 0) >> 4;
    const table = (payload[at] ?? 0) & 0x0f;
    if (tableClass > 1 || table > 3 || at + 17 > payload.length) return null;
    const symbols = payload.subarray(at + 1, at + 17).reduce((sum, count) => sum + count, 0);
    return symbols <= 256 ? 17 + symbols : null;
  });
}

/** Tc/Tb (class 0 or 1, table 0–3) and one conditioning value: 2 bytes each. */
function conditioningTablesLength(payload: Uint8Array): number {
  return wholeTablesLength(payload, (at) => {
    const tableClass = (payload[at] ?? 0) >> 4;
    const table = (payload[at] ?? 0) & 0x0f;
    return tableClass <= 1 && table <= 3 ? 2 : null;
  });
}

/**
 * "Adobe", version, two flag words and the colour transform: 12 bytes, no room for text. It tells
 * decoders whether the samples are YCbCr, RGB or YCCK; without it some files decode to wrong colours.
 */
function adobeColourTransform(payload: Uint8Array): Uint8Array | null {
  const ADOBE_LENGTH = 12;
  return payload.length >= ADOBE_LENGTH && startsWith(payload, ADOBE_ID)
    ? payload.subarray(0, ADOBE_LENGTH)
    : null;
}

/** The JFIF APP0 payload with no thumbnail (it can show the uncropped original). */
function jfifWithoutThumbnail(payload: Uint8Array): Uint8Array {
  const JFIF_FIELDS = 12; // "JFIF\0", version (2), units (1), densities (2 + 2)
  if (payload.length < JFIF_FIELDS + 2) {
    throw new DamagedImageError('JPEG', 'has a truncated JFIF header');
  }
  return concat([payload.subarray(0, JFIF_FIELDS), Uint8Array.of(0, 0)]); // thumbnail 0 × 0
}

// ---------------------------------------------------------------- EXIF: the orientation only

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
  return segment(MARKER.APP1, Uint8Array.from([...EXIF_ID, ...tiff]));
}

// ---------------------------------------------------------------- ICC profile in APP2 chunks

/** Our copy of the profile the APP2 chunks carry, as APP2 segments; none for any other profile. */
function standardIccSegments(chunks: Uint8Array[]): Uint8Array[] {
  const profile = joinIccChunks(chunks);
  const standard = profile && standardProfileFor(profile);
  return standard ? iccSegments(standard.bytes) : [];
}

/**
 * A profile too big for one segment is split into chunks: "ICC_PROFILE\0", the chunk's number
 * (from 1), the number of chunks, then its part. null unless every chunk is there exactly once.
 */
function joinIccChunks(chunks: Uint8Array[]): Uint8Array | null {
  const HEADER = ICC_ID.length + 2;
  const count = chunks[0]?.[HEADER - 1] ?? 0;
  if (count === 0 || chunks.length !== count) return null;
  const parts: Uint8Array[] = [];
  for (const chunk of chunks) {
    const number = chunk[HEADER - 2] ?? 0;
    if (chunk[HEADER - 1] !== count || number < 1 || number > count || parts[number - 1]) {
      return null;
    }
    parts[number - 1] = chunk.subarray(HEADER);
  }
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  return size <= MAX_PROFILE_BYTES ? concat(parts) : null;
}

function iccSegments(profile: Uint8Array): Uint8Array[] {
  const CHUNK = 0xffff - 2 - ICC_ID.length - 2; // segment length field, ID, number and count
  const count = Math.ceil(profile.length / CHUNK);
  return Array.from({ length: count }, (_, i) => {
    const part = profile.subarray(i * CHUNK, (i + 1) * CHUNK);
    return segment(MARKER.APP2, concat([ICC_ID, Uint8Array.of(i + 1, count), part]));
  });
}
