// PNG: the critical chunks and a list of ancillary ones that change how pixels render or animate,
// each at the length the PNG specification (third edition) gives it; iCCP swapped for our copy.
import { MAX_PROFILE_BYTES, standardProfileFor } from './icc-profile';
import { DamagedImageError, ascii, checkPixels, concat, latin1, reader, startsWith } from './parse';

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IEND_CHUNK = Uint8Array.from([0, 0, 0, 0, ...ascii('IEND'), 0xae, 0x42, 0x60, 0x82]);

type Chunk = { type: string; data: Uint8Array; bytes: Uint8Array };
type Header = { colourType: number; paletteEntries: number };

/** Rendering chunks and the data length a decoder accepts; at any other it ignores them. */
const RENDERING_CHUNKS: Record<string, (data: Uint8Array, header: Header) => boolean> = {
  gAMA: (data) => data.length === 4,
  cHRM: (data) => data.length === 32,
  sRGB: (data) => data.length === 1,
  pHYs: (data) => data.length === 9,
  cICP: (data) => data.length === 4, // HDR: colour primaries and transfer function
  mDCV: (data) => data.length === 24, // HDR: mastering display colour volume
  cLLI: (data) => data.length === 8, // HDR: content light levels
  tRNS: (data, header) => data.length === transparencyLength(header, data.length),
};

/** APNG chunks: a wrong length breaks the animation, so it is damage rather than a chunk to drop. */
const ANIMATION_CHUNKS: Record<string, (data: Uint8Array) => boolean> = {
  acTL: (data) => data.length === 8,
  fcTL: (data) => data.length === 26,
  fdAT: (data) => data.length >= 4, // sequence number, then frame data
};

export async function stripPng(bytes: Uint8Array): Promise<Uint8Array> {
  if (!startsWith(bytes, PNG_SIGNATURE)) {
    throw new DamagedImageError('PNG', 'does not start with the PNG signature');
  }
  const kept: Uint8Array[] = [PNG_SIGNATURE];
  const header: Header = { colourType: -1, paletteEntries: 0 };
  let sawProfile = false; // decoders read the first iCCP only
  for (const chunk of pngChunks(bytes)) {
    if (chunk.type === 'iCCP') {
      const profile: Uint8Array | null = sawProfile ? null : await standardProfileChunk(chunk.data);
      if (profile) kept.push(profile);
      sawProfile = true;
    } else if (keepChunk(chunk, header)) {
      kept.push(chunk.bytes);
    }
  }
  kept.push(IEND_CHUNK);
  return concat(kept);
}

/** The chunks from IHDR up to IEND (IEND itself not yielded), with their type checked. */
function* pngChunks(bytes: Uint8Array): Generator<Chunk> {
  const read = reader(bytes, 'PNG');
  for (let at = PNG_SIGNATURE.length; ;) {
    const length = read.u32be(at);
    const type = latin1(read.slice(at + 4, at + 8));
    const end = at + 12 + length; // length, type, data, CRC
    const chunk = { type, data: read.slice(at + 8, end - 4), bytes: read.slice(at, end) };
    if (at === PNG_SIGNATURE.length && type !== 'IHDR') {
      throw new DamagedImageError('PNG', 'does not start with its header chunk');
    }
    if (!/^[A-Za-z]{4}$/.test(type)) throw new DamagedImageError('PNG', 'has an invalid chunk');
    if (type === 'IEND') return;
    yield chunk;
    at = end;
  }
}

/** Whether the chunk is kept as it is; throws for a damaged critical or animation chunk. */
function keepChunk({ type, data }: Chunk, header: Header): boolean {
  switch (type) {
    case 'IHDR':
      if (data.length !== 13) throw new DamagedImageError('PNG', 'has an invalid header chunk');
      // A second header is no PNG (decoders differ on which one they read).
      if (header.colourType !== -1) throw new DamagedImageError('PNG', 'has two header chunks');
      {
        const read = reader(data, 'PNG');
        const [width, height] = [read.u32be(0), read.u32be(4)];
        if (width === 0 || height === 0) throw new DamagedImageError('PNG', 'has no pixels');
        checkPixels(width, height);
      }
      header.colourType = data[9] ?? -1;
      return true;
    case 'PLTE':
      if (data.length === 0 || data.length > 768 || data.length % 3 !== 0) {
        throw new DamagedImageError('PNG', 'has an invalid palette');
      }
      header.paletteEntries = data.length / 3;
      return true;
    case 'IDAT':
      return true;
  }
  const animation = ANIMATION_CHUNKS[type];
  if (animation) {
    if (!animation(data)) throw new DamagedImageError('PNG', `has an invalid ${type} chunk`);
    return true;
  }
  const isCritical = type.charCodeAt(0) < 0x61; // upper-case first letter
  if (isCritical) throw new DamagedImageError('PNG', `has an unknown critical chunk ${type}`);
  return RENDERING_CHUNKS[type]?.(data, header) ?? false;
}

/** tRNS: one grey sample, one RGB triple, or up to one alpha per palette entry. */
function transparencyLength(header: Header, length: number): number {
  const GREY = 0,
    RGB = 2,
    PALETTE = 3;
  if (header.colourType === GREY) return 2;
  if (header.colourType === RGB) return 6;
  if (header.colourType === PALETTE && length >= 1 && length <= header.paletteEntries) {
    return length;
  }
  return -1; // not allowed with an alpha channel, or before the palette
}

// ---------------------------------------------------------------- iCCP

/**
 * An iCCP chunk holding our copy of the profile the uploaded one describes, under its standard
 * name; null (the chunk goes) for any other profile or one that is not readable.
 */
async function standardProfileChunk(data: Uint8Array): Promise<Uint8Array | null> {
  // Profile name (1–79 Latin-1 bytes, free text), NUL, compression method 0, zlib data.
  const nul = data.indexOf(0);
  if (nul < 1 || nul > 79 || data[nul + 1] !== 0) return null;
  const profile = await inflateAtMost(data.subarray(nul + 2), MAX_PROFILE_BYTES);
  const standard = profile && standardProfileFor(profile);
  if (!standard) return null;
  return pngChunk(
    'iCCP',
    concat([ascii(`${standard.name}\0`), Uint8Array.of(0), zlibStored(standard.bytes)]),
  );
}

/** The zlib stream inflated, or null when it is not valid or inflates past `limit` bytes. */
async function inflateAtMost(compressed: Uint8Array, limit: number): Promise<Uint8Array | null> {
  const body = new Response(compressed).body;
  if (!body) return null;
  const inflated = body.pipeThrough(new DecompressionStream('deflate')).getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await inflated.read();
      if (done) return concat(parts);
      size += value.length;
      if (size > limit) {
        await inflated.cancel();
        return null;
      }
      parts.push(value);
    }
  } catch {
    return null; // not zlib, or junk after its end: a decoder would ignore the chunk too
  }
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concat([ascii(type), data]);
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(typeAndData, 4);
  view.setUint32(8 + data.length, crc32(typeAndData));
  return chunk;
}

/**
 * A zlib stream of stored (uncompressed) deflate blocks: always valid, the same bytes every time,
 * and for a profile of a few hundred bytes compression would save next to nothing.
 */
function zlibStored(data: Uint8Array): Uint8Array {
  const BLOCK = 0xffff;
  const blocks: Uint8Array[] = [Uint8Array.of(0x78, 0x01)]; // deflate, 32 KiB window, no dictionary
  for (let at = 0; at < data.length; at += BLOCK) {
    const part = data.subarray(at, at + BLOCK);
    const isLast = at + BLOCK >= data.length ? 1 : 0;
    const size = part.length;
    blocks.push(Uint8Array.of(isLast, size & 0xff, size >> 8, ~size & 0xff, (~size >> 8) & 0xff));
    blocks.push(part);
  }
  const checksum = adler32(data);
  blocks.push(
    Uint8Array.of(
      checksum >>> 24,
      (checksum >> 16) & 0xff,
      (checksum >> 8) & 0xff,
      checksum & 0xff,
    ),
  );
  return concat(blocks);
}

function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
