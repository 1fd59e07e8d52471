// WebP: RIFF chunks from an allowlist, animation frames (ANMF) walked too, every chunk rebuilt at
// its exact size with a zero pad byte, the VP8X flags rewritten to say what is left.
import { standardProfileFor } from './icc-profile';
import { DamagedImageError, ascii, checkPixels, concat, latin1, reader, startsWith } from './parse';

type Chunk = { fourcc: string; data: Uint8Array };

const VP8X_FLAGS = { ICC: 0x20, ALPHA: 0x10, ANIMATION: 0x02 };
const VP8X_LENGTH = 10; // flags, 3 reserved bytes, canvas width and height (3 bytes each)
const ANIM_LENGTH = 6; // background colour, loop count
const ANMF_HEADER_LENGTH = 16; // position, size, duration (3 bytes each), flags
const FRAME_CHUNKS = new Set(['ALPH', 'VP8 ', 'VP8L']);
const BITSTREAM_CHUNKS = new Set(['VP8 ', 'VP8L']);

export function stripWebp(bytes: Uint8Array): Uint8Array {
  const read = reader(bytes, 'WebP');
  if (!startsWith(bytes, ascii('RIFF')) || !startsWith(bytes, ascii('WEBP'), 8)) {
    throw new DamagedImageError('WebP', 'does not start with a RIFF WEBP header');
  }
  const riffEnd = 8 + read.u32le(4);
  if (riffEnd > bytes.length) throw new DamagedImageError('WebP', 'is truncated');

  const chunks = [...riffChunks(bytes, 12, riffEnd)];
  // Only the extended format (VP8X) can carry a profile; only the first ICCP counts.
  const uploadedProfile = chunks.find((chunk) => chunk.fourcc === 'ICCP');
  const hasVp8x = chunks[0]?.fourcc === 'VP8X';
  const profile = hasVp8x && uploadedProfile ? standardProfileFor(uploadedProfile.data) : null;

  const kept: Uint8Array[] = [];
  for (const chunk of chunks) {
    const data = keptData(chunk, profile?.bytes ?? null, chunk === uploadedProfile);
    if (data) kept.push(riffChunk(chunk.fourcc, data));
  }
  if (!chunks.some((chunk) => chunk.fourcc === 'ANMF' || BITSTREAM_CHUNKS.has(chunk.fourcc))) {
    throw new DamagedImageError('WebP', 'has no image data');
  }
  const body = concat(kept);
  const header = concat([ascii('RIFF'), new Uint8Array(4), ascii('WEBP')]);
  new DataView(header.buffer).setUint32(4, 4 + body.length, true); // "WEBP" + chunks
  return concat([header, body]);
}

/** The chunk's data as it is stored, or null to drop it (EXIF, XMP, unknown chunks). */
function keptData(
  chunk: Chunk,
  profile: Uint8Array | null,
  isFirstProfile: boolean,
): Uint8Array | null {
  switch (chunk.fourcc) {
    case 'VP8X':
      return exactVp8x(chunk.data, profile !== null);
    case 'ICCP':
      return isFirstProfile ? profile : null;
    case 'ANIM':
      return exactly(chunk.data, ANIM_LENGTH, 'animation header');
    case 'ANMF':
      return frameWithoutMetadata(chunk.data);
    case 'ALPH':
      return chunk.data;
    case 'VP8 ':
    case 'VP8L':
      return checkedBitstream(chunk);
    default:
      return null;
  }
}

/** The RIFF chunks between two offsets, each padded to an even size. */
function* riffChunks(bytes: Uint8Array, from: number, to: number): Generator<Chunk> {
  const read = reader(bytes, 'WebP');
  for (let at = from; at < to;) {
    const fourcc = latin1(read.slice(at, at + 4));
    const size = read.u32le(at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > to) throw new DamagedImageError('WebP', 'is truncated');
    yield { fourcc, data: bytes.subarray(at + 8, at + 8 + size) };
    at = end;
  }
}

function riffChunk(fourcc: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(8 + data.length + (data.length % 2)); // the pad byte stays zero
  chunk.set(ascii(fourcc));
  new DataView(chunk.buffer).setUint32(4, data.length, true);
  chunk.set(data, 8);
  return chunk;
}

function exactly(data: Uint8Array, length: number, what: string): Uint8Array {
  if (data.length < length) throw new DamagedImageError('WebP', `has an invalid ${what}`);
  return data.subarray(0, length);
}

/**
 * VP8X with only the alpha and animation flags it had, the ICC flag when our profile follows,
 * and its canvas size: EXIF and XMP flags and reserved bits are cleared.
 */
function exactVp8x(data: Uint8Array, hasProfile: boolean): Uint8Array {
  const vp8x = exactly(data, VP8X_LENGTH, 'header').slice();
  // The canvas, each side less one in 3 bytes little-endian: every frame is drawn on it.
  const side = (at: number) =>
    ((vp8x[at] ?? 0) | ((vp8x[at + 1] ?? 0) << 8) | ((vp8x[at + 2] ?? 0) << 16)) + 1;
  checkPixels(side(4), side(7));
  const kept = (vp8x[0] ?? 0) & (VP8X_FLAGS.ALPHA | VP8X_FLAGS.ANIMATION);
  vp8x.set([kept | (hasProfile ? VP8X_FLAGS.ICC : 0), 0, 0, 0]);
  return vp8x;
}

/**
 * An ANMF frame: its header, then only the alpha and bitstream sub-chunks. The format lets a
 * frame carry "unknown chunks" after them, which is where EXIF or XMP can hide.
 */
function frameWithoutMetadata(data: Uint8Array): Uint8Array {
  const header = exactly(data, ANMF_HEADER_LENGTH, 'animation frame');
  const chunks = [...riffChunks(data, ANMF_HEADER_LENGTH, data.length)];
  const kept = chunks.filter((chunk) => FRAME_CHUNKS.has(chunk.fourcc));
  if (!kept.some((chunk) => BITSTREAM_CHUNKS.has(chunk.fourcc))) {
    throw new DamagedImageError('WebP', 'has an animation frame without image data');
  }
  return concat([
    header,
    ...kept.map((chunk) =>
      riffChunk(
        chunk.fourcc,
        BITSTREAM_CHUNKS.has(chunk.fourcc) ? checkedBitstream(chunk) : chunk.data,
      ),
    ),
  ]);
}

/**
 * A VP8 or VP8L bitstream as it is, once its picture's size is within MAX_PIXELS. A file
 * without VP8X has no canvas: the bitstream's own header is all that says how large it is.
 * VP8 (RFC 6386, 9.1): a key frame's start code 9D 01 2A, then width and height in 14 bits each,
 * little-endian. VP8L: the signature 0x2F, then width − 1 and height − 1 in 14 bits each.
 */
function checkedBitstream({ fourcc, data }: Chunk): Uint8Array {
  const byte = (at: number) => data[at] ?? 0;
  if (fourcc === 'VP8 ' && byte(3) === 0x9d && byte(4) === 0x01 && byte(5) === 0x2a) {
    checkPixels((byte(6) | (byte(7) << 8)) & 0x3fff, (byte(8) | (byte(9) << 8)) & 0x3fff);
  }
  if (fourcc === 'VP8L' && byte(0) === 0x2f) {
    const bits = byte(1) | (byte(2) << 8) | (byte(3) << 16) | (byte(4) << 24);
    checkPixels((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return data;
}
