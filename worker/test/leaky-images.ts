// Images with metadata hidden where a parser that only drops named chunks would miss it: in the
// tail of a JPEG table, in a colour profile's text, inside a WebP animation frame. Built from the
// fixtures in code, written independently of worker/lib/image-metadata, so the tests can fail.
import { IMAGE_FIXTURES } from './image-fixtures';

/** Text a phone or an editor could write, which would name the author of a public image. */
export const SECRETS = {
  gps: 'GPS 48.8584,2.2945 serial F2LXK',
  device: 'iPhone 15 Pro Serial C39XK1',
};

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const u32le = (n: number) => u32be(n).reverse();
const concat = (parts: ArrayLike<number>[]) => Uint8Array.from(parts.flatMap((p) => Array.from(p)));

async function pipe(bytes: Uint8Array, transform: CompressionStream | DecompressionStream) {
  const stream = new Response(bytes).body?.pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
export const deflate = (bytes: Uint8Array) => pipe(bytes, new CompressionStream('deflate'));
export const inflate = (bytes: Uint8Array) => pipe(bytes, new DecompressionStream('deflate'));

// ---------------------------------------------------------------- ICC profiles

/** Matrix columns (D50) as vendors' profiles carry them, rounded as they round them. */
const COLORANTS = {
  sRGB: [0.4361, 0.2225, 0.0139, 0.3851, 0.7169, 0.0971, 0.1431, 0.0606, 0.7141],
  'Display P3': [0.5151, 0.2412, -0.0011, 0.292, 0.6922, 0.0419, 0.1571, 0.0666, 0.7841],
  'Adobe RGB': [0.6097, 0.3111, 0.0195, 0.2053, 0.6257, 0.0609, 0.1492, 0.0632, 0.7446],
};
const s15Fixed16 = (v: number) => u32be(Math.round(v * 65536) >>> 0);
const srgbDecode = (x: number) => (x < 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);
const pad4 = (bytes: number[]) => [
  ...bytes,
  ...Array<number>((4 - (bytes.length % 4)) % 4).fill(0),
];

const TONE_CURVES = {
  // parametricCurveType 3, as Apple writes it.
  sRGB: () => [
    ...ascii('para'),
    ...[0, 0, 0, 0, 0, 3, 0, 0],
    ...[2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045].flatMap(s15Fixed16),
  ],
  // curveType with 1024 entries, as the 1998 HP/Microsoft sRGB profile has it.
  'sRGB table': () => [
    ...ascii('curv'),
    ...[0, 0, 0, 0],
    ...u32be(1024),
    ...Array.from({ length: 1024 }, (_, i) =>
      u16be(Math.round(srgbDecode(i / 1023) * 65535)),
    ).flat(),
  ],
  'gamma 2.2': () => [...ascii('curv'), ...[0, 0, 0, 0], ...u32be(1), ...u16be(563)],
  linear: () => [...ascii('curv'), ...[0, 0, 0, 0], ...u32be(0)],
};

/** textDescriptionType (ICC v2): ASCII, then empty Unicode and ScriptCode parts. */
const v2Description = (text: string) => [
  ...ascii('desc'),
  ...[0, 0, 0, 0],
  ...u32be(text.length + 1),
  ...ascii(`${text}\0`),
  ...Array<number>(4 + 4 + 2 + 1 + 67).fill(0),
];

/** A v2 display profile like a camera or phone embeds, with `text` in its description tags. */
export function iccProfile(options: {
  colours: keyof typeof COLORANTS;
  curve: keyof typeof TONE_CURVES;
  text: string;
}): Uint8Array {
  const xyz = (values: number[]) => [...ascii('XYZ '), 0, 0, 0, 0, ...values.flatMap(s15Fixed16)];
  const colorants = COLORANTS[options.colours];
  const curve = TONE_CURVES[options.curve]();
  const tags: [string, number[]][] = [
    ['desc', v2Description(options.text)],
    ['cprt', [...ascii('text'), 0, 0, 0, 0, ...ascii(`Copyright ${options.text}\0`)]],
    ['dmdd', v2Description(`Model ${options.text}`)],
    ['wtpt', xyz([0.9505, 1, 1.089])],
    ['rXYZ', xyz(colorants.slice(0, 3))],
    ['gXYZ', xyz(colorants.slice(3, 6))],
    ['bXYZ', xyz(colorants.slice(6, 9))],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  let offset = 128 + 4 + 12 * tags.length;
  const table: number[] = [];
  const data: number[] = [];
  for (const [signature, element] of tags) {
    table.push(...ascii(signature), ...u32be(offset), ...u32be(element.length));
    data.push(...pad4(element));
    offset += pad4(element).length;
  }
  const header = [
    ...u32be(offset),
    ...ascii('appl'),
    ...[0x02, 0x10, 0, 0],
    ...ascii('mntrRGB XYZ '),
    ...[0x07, 0xe8, 0, 3, 0, 14, 0, 15, 0, 9, 0, 26],
    ...ascii('acspAPPL'),
    ...Array<number>(4 + 4 + 4 + 8 + 4).fill(0),
    ...[0.9642, 1, 0.8249].flatMap(s15Fixed16),
    ...ascii('appl'),
    ...Array<number>(16 + 28).fill(0),
  ];
  return Uint8Array.from([...header, ...u32be(tags.length), ...table, ...data]);
}

// ---------------------------------------------------------------- JPEG

export function jpegSegment(marker: number, payload: ArrayLike<number>): Uint8Array {
  return concat([[0xff, marker, ...u16be(payload.length + 2)], payload]);
}

/** The JPEG with these segments right after its SOI marker. */
export function jpegWithSegments(jpeg: Uint8Array, segments: Uint8Array[]): Uint8Array {
  return concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** The JPEG with `tail` appended inside the first segment with this marker (length raised). */
export function jpegWithSegmentTail(jpeg: Uint8Array, marker: number, tail: Uint8Array) {
  let at = 2;
  while (jpeg[at + 1] !== marker) {
    if (jpeg[at + 1] === 0xda) throw new Error(`no marker ${marker.toString(16)} before the scan`);
    at += 2 + (((jpeg[at + 2] ?? 0) << 8) | (jpeg[at + 3] ?? 0));
  }
  const end = at + 2 + (((jpeg[at + 2] ?? 0) << 8) | (jpeg[at + 3] ?? 0));
  const segment = jpegSegment(marker, concat([jpeg.subarray(at + 4, end), tail]));
  return concat([jpeg.subarray(0, at), segment, jpeg.subarray(end)]);
}

/** APP2 ICC_PROFILE segments carrying the profile in chunks of at most `chunkSize` bytes. */
export function iccSegments(profile: Uint8Array, chunkSize: number): Uint8Array[] {
  const count = Math.ceil(profile.length / chunkSize);
  return Array.from({ length: count }, (_, i) =>
    jpegSegment(0xe2, [
      ...ascii('ICC_PROFILE\0'),
      i + 1,
      count,
      ...profile.subarray(i * chunkSize, (i + 1) * chunkSize),
    ]),
  );
}

// ---------------------------------------------------------------- PNG

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: ArrayLike<number>): Uint8Array {
  const typed = concat([ascii(type), data]);
  return concat([u32be(data.length), typed, u32be(crc32(typed))]);
}

/** The PNG with these chunks inserted before its first chunk of type `before`. */
export function pngWithChunks(png: Uint8Array, chunks: Uint8Array[], before = 'IDAT') {
  const at = latin1(png).indexOf(before) - 4;
  return concat([png.subarray(0, at), ...chunks, png.subarray(at)]);
}

/** An iCCP chunk: profile name, NUL, compression method 0, the zlib-compressed profile. */
export async function iccpChunk(name: string, profile: Uint8Array): Promise<Uint8Array> {
  return pngChunk('iCCP', [...ascii(`${name}\0`), 0, ...(await deflate(profile))]);
}

// ---------------------------------------------------------------- WebP

export function riffChunk(fourcc: string, data: ArrayLike<number>): Uint8Array {
  return concat([ascii(fourcc), u32le(data.length), data, data.length % 2 ? [0] : []]);
}

function riffChunks(bytes: Uint8Array, from: number, to: number) {
  const chunks: { fourcc: string; data: Uint8Array }[] = [];
  for (let at = from; at < to;) {
    const size = new DataView(bytes.buffer, bytes.byteOffset).getUint32(at + 4, true);
    chunks.push({
      fourcc: latin1(bytes.subarray(at, at + 4)),
      data: bytes.subarray(at + 8, at + 8 + size),
    });
    at += 8 + size + (size % 2);
  }
  return chunks;
}

function webpFrom(chunks: Uint8Array[]): Uint8Array {
  const body = concat(chunks);
  return concat([ascii('RIFF'), u32le(body.length + 4), ascii('WEBP'), body]);
}

/** The WebP with its ICCP chunk (VP8X files only) holding this profile. */
export function webpWithProfile(webp: Uint8Array, profile: Uint8Array): Uint8Array {
  const chunks = riffChunks(webp, 12, webp.length);
  return webpFrom(
    chunks.map(({ fourcc, data }) => riffChunk(fourcc, fourcc === 'ICCP' ? profile : data)),
  );
}

/** The animated WebP with `extra` sub-chunks added to the frame data of ANMF number `frame`. */
export function webpWithFrameChunks(webp: Uint8Array, frame: number, extra: Uint8Array[]) {
  let seen = 0;
  return webpFrom(
    riffChunks(webp, 12, webp.length).map(({ fourcc, data }) => {
      if (fourcc !== 'ANMF' || seen++ !== frame) return riffChunk(fourcc, data);
      return riffChunk(fourcc, concat([data, ...extra]));
    }),
  );
}

// ---------------------------------------------------------------- finding the secrets

/** The bytes as text, and the inflated profile of every PNG iCCP chunk (stored compressed). */
async function readableText(bytes: Uint8Array): Promise<string> {
  const texts = [latin1(bytes)];
  if (latin1(bytes.subarray(1, 4)) !== 'PNG') return texts[0] ?? '';
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(at);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (latin1(bytes.subarray(at + 4, at + 8)) === 'iCCP') {
      const compressed = data.subarray(data.indexOf(0) + 2);
      texts.push(latin1(await inflate(compressed).catch(() => compressed)));
    }
    at += 12 + length;
  }
  return texts.join('\n');
}

/** Which of the secrets can still be read in the image, compressed profiles included. */
export async function secretsIn(bytes: Uint8Array, secrets = Object.values(SECRETS)) {
  const text = (await readableText(bytes)).toLowerCase();
  return secrets.filter((secret) => text.includes(secret.toLowerCase()));
}

// ---------------------------------------------------------------- the images

const { jpegClean, pngClean, webpMeta } = IMAGE_FIXTURES;

/** Every hole of the tracker's issue, each with the secret in it. */
export async function leakyImages() {
  const p3 = iccProfile({ colours: 'Display P3', curve: 'sRGB', text: SECRETS.device });
  return {
    'JPEG with text in its DQT tail': {
      type: 'image/jpeg',
      bytes: jpegWithSegmentTail(jpegClean, 0xdb, ascii(SECRETS.gps)),
    },
    'JPEG with a Display P3 APP2 profile naming the device': {
      type: 'image/jpeg',
      bytes: jpegWithSegments(jpegClean, iccSegments(p3, 300)),
    },
    'PNG with a Display P3 iCCP profile naming the device': {
      type: 'image/png',
      bytes: pngWithChunks(pngClean, [await iccpChunk('ICC Profile', p3)]),
    },
    'WebP with a Display P3 ICCP profile naming the device': {
      type: 'image/webp',
      bytes: webpWithProfile(webpMeta, p3),
    },
    'WebP animation with EXIF inside a frame': {
      type: 'image/webp',
      bytes: webpWithFrameChunks(IMAGE_FIXTURES.webpAnimated, 1, [
        riffChunk('EXIF', ascii(`MM\0*${SECRETS.gps}`)),
      ]),
    },
  } as const;
}
