import { describe, expect, test } from 'vitest';
import { IMAGE_FIXTURES, leakingText } from '../test/image-fixtures';
import { fourcc, gifBlocks, jpegParts, pngChunks, webpChunks } from '../test/image-structure';
import {
  SECRETS,
  jpegSegment,
  jpegWithSegmentTail,
  jpegWithSegments,
  pngChunk,
  pngWithChunks,
  riffChunk,
  secretsIn,
  webpWithFrameChunks,
} from '../test/leaky-images';
import { ApiError } from './errors';
import { stripImageMetadata as strip } from './image-metadata';
import { DamagedImageError } from './image-metadata/parse';

const {
  jpegGps,
  jpegProgressive,
  pngMeta,
  pngAnimated,
  webpMeta,
  webpAnimated,
  gifMeta,
  jpegClean,
  pngClean,
  webpClean,
  gifClean,
} = IMAGE_FIXTURES;

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const rejection = (bytes: Uint8Array, type: Parameters<typeof strip>[1]) =>
  Promise.resolve()
    .then(() => strip(bytes, type))
    .then(
      () => null,
      (thrown: unknown) => thrown,
    );

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
  ] as const)('removes every piece of metadata from a %s', async (_name, original, type, extra) => {
    // The fixture really carries the metadata, so this test can fail.
    expect(leakingText(original, [...extra]).length).toBeGreaterThanOrEqual(3);
    expect(leakingText(await strip(original, type), [...extra])).toEqual([]);
  });

  test('keeps the JPEG scans byte for byte, restart markers included', async () => {
    const original = jpegParts(jpegGps);
    const stripped = jpegParts(await strip(jpegGps, 'image/jpeg'));
    expect(stripped.scans).toEqual(original.scans);
    // The fixture was encoded with a restart interval, so RST markers sit inside the scan.
    expect(original.scans.some((b, i) => b === 0xff && original.scans[i + 1] === 0xd0)).toBe(true);
    // Tables and frame header are untouched; only APPn and COM segments go.
    const decoding = (segments: { marker: number; bytes: Uint8Array }[]) =>
      segments.filter((s) => s.marker < 0xe0 || (s.marker > 0xef && s.marker !== 0xfe));
    expect(decoding(stripped.segments)).toEqual(decoding(original.segments));
  });

  test('keeps every scan of a progressive JPEG byte for byte', async () => {
    const stripped = await strip(jpegProgressive, 'image/jpeg');
    expect(jpegParts(stripped).scans).toEqual(jpegParts(jpegProgressive).scans);
  });

  test('keeps a JPEG upright: Orientation 6 survives as the only EXIF entry', async () => {
    const { segments } = jpegParts(await strip(jpegGps, 'image/jpeg'));
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

  test('writes no EXIF at all for a JPEG whose Orientation is 1', async () => {
    const { segments } = jpegParts(await strip(jpegProgressive, 'image/jpeg'));
    expect(segments.filter((s) => s.marker >= 0xe1 && s.marker <= 0xef)).toEqual([]);
  });

  test('drops what follows a JPEG end-of-image marker, such as an appended second image', async () => {
    const withTrailer = Uint8Array.from([...jpegClean, ...jpegGps]);
    expect(await strip(withTrailer, 'image/jpeg')).toEqual(jpegClean);
  });

  test('removes a thumbnail embedded in the JFIF header', async () => {
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
    expect(await strip(input, 'image/jpeg')).toEqual(jpegClean);
  });

  test('keeps PNG image data and rendering chunks, drops the rest', async () => {
    const original = pngChunks(pngMeta);
    const stripped = pngChunks(await strip(pngMeta, 'image/png'));
    expect(original.map((c) => c.type)).toContain('bKGD');
    // bKGD is off the list; the iCCP (Adobe RGB 1998) is no profile we know, so it goes.
    expect(stripped.map((c) => c.type)).toEqual(['IHDR', 'gAMA', 'cHRM', 'pHYs', 'IDAT', 'IEND']);
    const idat = (chunks: typeof original) => chunks.filter((c) => c.type === 'IDAT');
    expect(idat(stripped)).toEqual(idat(original));
  });

  test('keeps WebP image data, drops EXIF, XMP and the unknown profile, clears their flags, fixes the size', async () => {
    const original = webpChunks(webpMeta);
    const output = await strip(webpMeta, 'image/webp');
    const stripped = webpChunks(output);
    expect(original.map((c) => c.type)).toEqual(['VP8X', 'ICCP', 'ALPH', 'VP8 ', 'EXIF', 'XMP ']);
    expect(stripped.map((c) => c.type)).toEqual(['VP8X', 'ALPH', 'VP8 ']);
    expect(stripped.slice(1)).toEqual(original.slice(2, 4));

    const flags = (chunks: typeof original) => chunks[0]?.data[0] ?? 0;
    const ICC = 0x20,
      ALPHA = 0x10,
      EXIF = 0x08,
      XMP = 0x04;
    expect(flags(original)).toBe(ICC | ALPHA | EXIF | XMP);
    expect(flags(stripped)).toBe(ALPHA);
    expect(stripped[0]?.data.subarray(1)).toEqual(original[0]?.data.subarray(1));
    expect(new DataView(output.buffer).getUint32(4, true)).toBe(output.length - 8);
  });

  test('keeps GIF frames and looping, drops the comment and XMP extensions', async () => {
    const original = gifBlocks(gifMeta);
    const output = await strip(gifMeta, 'image/gif');
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
    expect(gifBlocks(output)).toEqual(kept);
    expect(output.subarray(0, 13)).toEqual(gifMeta.subarray(0, 13));
  });

  test.each([
    ['JPEG', jpegClean, 'image/jpeg'],
    ['PNG', pngClean, 'image/png'],
    ['WebP', webpClean, 'image/webp'],
    ['WebP animation', webpAnimated, 'image/webp'],
    ['GIF', gifClean, 'image/gif'],
  ] as const)('passes a %s without metadata through unchanged', async (_name, clean, type) => {
    expect(await strip(clean, type)).toEqual(clean);
  });

  test.each([
    ['JPEG', jpegGps, 'image/jpeg'],
    ['PNG', pngMeta, 'image/png'],
    ['PNG animation (APNG)', pngAnimated, 'image/png'],
    ['WebP', webpMeta, 'image/webp'],
    ['GIF', gifMeta, 'image/gif'],
  ] as const)(
    'gives the same bytes when a stripped %s is stripped again',
    async (_name, image, type) => {
      const once = await strip(image, type);
      expect(await strip(once, type)).toEqual(once);
    },
  );

  test.each([
    ['JPEG', jpegGps, 'image/jpeg'],
    ['progressive JPEG', jpegProgressive, 'image/jpeg'],
    ['PNG', pngMeta, 'image/png'],
    ['PNG animation (APNG)', pngAnimated, 'image/png'],
    ['WebP', webpMeta, 'image/webp'],
    ['WebP animation', webpAnimated, 'image/webp'],
    ['GIF', gifMeta, 'image/gif'],
  ] as const)('rejects a %s cut off at any byte', async (_name, image, type) => {
    for (let length = 0; length < image.length; length += 1) {
      const error = await rejection(image.subarray(0, length), type);
      expect(error, `length ${length}`).toBeInstanceOf(DamagedImageError);
    }
  });

  const garbage = ascii(' is not an image at all, just text that starts like one.');
  test.each([
    ['JPEG', [0xff, 0xd8, 0xff], 'image/jpeg'],
    ['PNG', [0x89, ...ascii('PNG\r\n\x1a\n')], 'image/png'],
    ['WebP', [...ascii('RIFF'), 60, 0, 0, 0, ...ascii('WEBP')], 'image/webp'],
    ['GIF', [...ascii('GIF89a')], 'image/gif'],
  ] as const)('rejects garbage behind %s magic bytes as a 415', async (_name, magic, type) => {
    const error = await rejection(Uint8Array.from([...magic, ...garbage]), type);
    expect(error).toBeInstanceOf(DamagedImageError);
    // An ApiError, so the upload route answers 415 with this message rather than 500.
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      message: expect.stringMatching(/^Damaged image: /),
    });
  });
});

describe('stripImageMetadata: JPEG segments exactly as long as their tables', () => {
  /** The quantization tables of a DQT payload must fill it exactly: 1 + 64 or 128 bytes each. */
  const dqtTablesFill = (payload: Uint8Array) => {
    let at = 0;
    while (at < payload.length) at += 1 + 64 * (((payload[at] ?? 0) >> 4) + 1);
    return at === payload.length;
  };

  test('rewrites a DQT segment with text hidden in its tail to the length of its tables', async () => {
    const input = jpegWithSegmentTail(jpegClean, 0xdb, ascii(SECRETS.gps));
    expect(await secretsIn(input)).toEqual([SECRETS.gps]);
    const output = await strip(input, 'image/jpeg');
    expect(await secretsIn(output)).toEqual([]);
    const dqts = jpegParts(output).segments.filter((s) => s.marker === 0xdb);
    expect(dqts).not.toEqual([]);
    for (const dqt of dqts) expect(dqtTablesFill(dqt.bytes.subarray(4))).toBe(true);
    expect(output).toEqual(jpegClean);
  });

  test.each([
    ['DHT', 0xc4],
    ['SOF0', 0xc0],
    ['DRI', 0xdd],
    ['SOS', 0xda],
  ])(
    'rewrites a %s segment with text hidden in its tail to its exact length',
    async (_name, marker) => {
      const input = jpegWithSegmentTail(jpegGps, marker, ascii(SECRETS.gps));
      const output = await strip(input, 'image/jpeg');
      expect(await secretsIn(output)).toEqual([]);
      expect(output).toEqual(await strip(jpegGps, 'image/jpeg'));
    },
  );

  test('keeps an Adobe APP14 with exactly its 12 bytes, not the text after them', async () => {
    const adobe = [...ascii('Adobe'), 0, 100, 0, 0, 0, 0, 1];
    const input = jpegWithSegments(jpegClean, [
      jpegSegment(0xee, [...adobe, ...ascii(SECRETS.gps)]),
    ]);
    const output = await strip(input, 'image/jpeg');
    expect(await secretsIn(output)).toEqual([]);
    const app14 = jpegParts(output).segments.filter((s) => s.marker === 0xee);
    expect(app14.map((s) => [...s.bytes])).toEqual([[0xff, 0xee, 0, 14, ...adobe]]);
  });

  test.each([
    ['JPG13 (0xFD)', 0xfd],
    ['DNL', 0xdc],
    ['hierarchical EXP', 0xdf],
    ['reserved 0x02', 0x02],
  ])('drops a segment off the allowlist: %s', async (_name, marker) => {
    const input = jpegWithSegments(jpegClean, [jpegSegment(marker, ascii(SECRETS.gps))]);
    const output = await strip(input, 'image/jpeg');
    expect(await secretsIn(output)).toEqual([]);
    expect(output).toEqual(jpegClean);
  });
});

describe('stripImageMetadata: PNG chunks on the list, at their exact length', () => {
  test('drops chunks off the list: bKGD, sBIT, hIST, sPLT, draft HDR names and private ones', async () => {
    const text = [...ascii(SECRETS.gps)];
    const input = pngWithChunks(pngClean, [
      pngChunk('sBIT', [8, 8, 8]),
      pngChunk('bKGD', [0, 1, 0, 2, 0, 3]),
      pngChunk('sPLT', [...ascii('palette\0'), 8, ...text]),
      pngChunk('mDCv', Array<number>(24).fill(1)),
      pngChunk('cLLi', Array<number>(8).fill(1)),
      pngChunk('prVt', text),
    ]);
    const output = await strip(input, 'image/png');
    expect(await secretsIn(output)).toEqual([]);
    expect(output).toEqual(pngClean);
  });

  test('drops a rendering chunk longer than its fixed size: text in a gAMA tail', async () => {
    const gamma = [0, 0, 0xb1, 0x8f];
    const input = pngWithChunks(pngClean, [pngChunk('gAMA', [...gamma, ...ascii(SECRETS.gps)])]);
    const output = await strip(input, 'image/png');
    expect(await secretsIn(output)).toEqual([]);
    expect(output).toEqual(pngClean);
  });

  test('keeps the HDR chunks cICP, mDCV and cLLI byte for byte', async () => {
    const hdr = [
      pngChunk('cICP', [9, 16, 0, 1]), // BT.2020 primaries, PQ, RGB, full range
      pngChunk('mDCV', [...Array<number>(16).fill(0x40), 0, 0, 0x27, 0x10, 0, 0, 0, 1]),
      pngChunk('cLLI', [0, 0, 0x27, 0x10, 0, 0, 0x03, 0xe8]),
    ];
    const input = pngWithChunks(pngClean, hdr);
    expect(await strip(input, 'image/png')).toEqual(input);
  });

  test('keeps an APNG animating: acTL, fcTL and fdAT in order, frames and delays unchanged', async () => {
    const original = pngChunks(pngAnimated);
    const stripped = pngChunks(await strip(pngAnimated, 'image/png'));
    expect(original.map((c) => c.type)).toContain('tEXt');
    const animation = (chunks: typeof original) =>
      chunks.filter((c) => ['acTL', 'fcTL', 'IDAT', 'fdAT'].includes(c.type));
    expect(stripped.map((c) => c.type)).toEqual([
      'IHDR',
      'acTL',
      'PLTE',
      'tRNS',
      'fcTL',
      'IDAT',
      'fcTL',
      'fdAT',
      'IEND',
    ]);
    expect(animation(stripped)).toEqual(animation(original));
    // Two frames, looping forever; delays 1/10 s and 3/10 s (fcTL delay_num at 20, den at 22).
    expect([...(stripped[1]?.data ?? [])]).toEqual([0, 0, 0, 2, 0, 0, 0, 0]);
    const delays = stripped.filter((c) => c.type === 'fcTL').map((c) => [c.data[21], c.data[23]]);
    expect(delays).toEqual([
      [1, 10],
      [3, 10],
    ]);
  });

  test.each([
    ['an acTL', 'acTL', 8],
    ['an fcTL', 'fcTL', 26],
  ])('rejects %s of the wrong length as damaged', async (_name, type, size) => {
    const input = pngWithChunks(pngClean, [pngChunk(type, Array<number>(size + 4).fill(0))]);
    expect(await rejection(input, 'image/png')).toBeInstanceOf(DamagedImageError);
  });

  test('rejects a header of no pixels (0 wide or 0 high), and a second header, as damaged', async () => {
    for (const [width, height] of [
      [0, 12],
      [12, 0],
    ] as const) {
      const copy = pngClean.slice();
      const header = pngChunks(copy)[0]?.data ?? new Uint8Array();
      const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
      view.setUint32(0, width);
      view.setUint32(4, height);
      expect(await rejection(copy, 'image/png'), `${width}×${height}`).toBeInstanceOf(
        DamagedImageError,
      );
    }
    const header = pngChunks(pngClean)[0]?.data ?? new Uint8Array();
    const twice = pngWithChunks(pngClean, [pngChunk('IHDR', header)]);
    expect(await rejection(twice, 'image/png')).toBeInstanceOf(DamagedImageError);
    expect(await rejection(pngClean, 'image/png')).toBeNull();
  });
});

describe('stripImageMetadata: WebP animation frames walked', () => {
  /** Each ANMF's 16-byte header (position, size, duration, flags) and its sub-chunks. */
  const frames = (webp: Uint8Array) =>
    webpChunks(webp)
      .filter((c) => c.type === 'ANMF')
      .map((anmf) => ({
        header: [...anmf.data.subarray(0, 16)],
        duration: (anmf.data[12] ?? 0) | ((anmf.data[13] ?? 0) << 8) | ((anmf.data[14] ?? 0) << 16),
        chunks: webpChunks(
          webp,
          anmf.data.byteOffset + 16,
          anmf.data.byteOffset + anmf.data.length,
        ).map((c) => c.type),
      }));

  test('drops EXIF, XMP and unknown chunks inside an ANMF frame, keeping every frame and duration', async () => {
    const input = webpWithFrameChunks(webpAnimated, 1, [
      riffChunk('EXIF', ascii(`MM\0*${SECRETS.gps}`)),
      riffChunk('XMP ', ascii(`<x:xmpmeta>${SECRETS.device}</x:xmpmeta>`)),
      riffChunk('ZZZZ', ascii('odd')),
    ]);
    expect(frames(input)[1]?.chunks).toEqual(['ALPH', 'VP8 ', 'EXIF', 'XMP ', 'ZZZZ']);
    const output = await strip(input, 'image/webp');
    expect(await secretsIn(output)).toEqual([]);

    expect(frames(output).map((f) => f.chunks)).toEqual([['VP8L'], ['ALPH', 'VP8 ']]);
    expect(frames(output).map((f) => f.duration)).toEqual([80, 120]);
    expect(frames(output).map((f) => f.header)).toEqual(frames(webpAnimated).map((f) => f.header));
    expect(output).toEqual(webpAnimated);
  });

  test('rejects an ANMF frame without image data as damaged', async () => {
    const anmf = riffChunk('ANMF', [...Array<number>(16).fill(0), ...riffChunk('EXIF', [1, 2])]);
    const input = Uint8Array.from([
      ...webpAnimated.subarray(0, 4),
      ...[0, 0, 0, 0],
      ...webpAnimated.subarray(8),
      ...anmf,
    ]);
    new DataView(input.buffer).setUint32(4, input.length - 8, true);
    expect(await rejection(input, 'image/webp')).toBeInstanceOf(DamagedImageError);
  });
});

describe('stripImageMetadata: GIF extensions exactly as a decoder reads them', () => {
  const loop = (id: string, extra: number[] = []) => [
    ...[0x21, 0xff, 11, ...ascii(id)],
    ...[3, 1, 0, 0, ...extra, 0],
  ];
  const NETSCAPE_LOOP_FOREVER = loop('NETSCAPE2.0');

  test.each([
    [
      'a NETSCAPE2.0 loop block with text in an extra sub-block',
      loop('NETSCAPE2.0', [31, ...ascii(SECRETS.gps)]),
    ],
    ['an ANIMEXTS1.0 loop block', loop('ANIMEXTS1.0')],
  ])('writes %s as the 19-byte NETSCAPE2.0 block', async (_name, block) => {
    const input = Uint8Array.from([...gifClean.subarray(0, -1), ...block, 0x3b]);
    const output = await strip(input, 'image/gif');
    expect(await secretsIn(output)).toEqual([]);
    expect(output).toEqual(
      Uint8Array.from([...gifClean.subarray(0, -1), ...NETSCAPE_LOOP_FOREVER, 0x3b]),
    );
  });

  test('drops plain-text extensions and text after a graphic control block', async () => {
    const text = [...ascii(SECRETS.gps)];
    const plainText = [0x21, 0x01, 12, ...Array<number>(12).fill(0), text.length, ...text, 0];
    const control = [0x21, 0xf9, 4, 0, 10, 0, 0, text.length, ...text, 0];
    const input = Uint8Array.from([...gifClean.subarray(0, -1), ...plainText, ...control, 0x3b]);
    const output = await strip(input, 'image/gif');
    expect(await secretsIn(output)).toEqual([]);
    const exactControl = [0x21, 0xf9, 4, 0, 10, 0, 0, 0];
    expect(output).toEqual(Uint8Array.from([...gifClean.subarray(0, -1), ...exactControl, 0x3b]));
  });
});

describe('stripImageMetadata: no picture of more than 40 megapixels, however small its file', () => {
  type Resize = (copy: Uint8Array, width: number, height: number) => void;
  const view = (bytes: Uint8Array) =>
    new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vp8Size: Resize = (bitstream, width, height) => {
    view(bitstream).setUint16(6, width, true); // after the 3-byte frame tag and the start code
    view(bitstream).setUint16(8, height, true);
  };
  const vp8lSize: Resize = (bitstream, width, height) => {
    const bits = view(bitstream).getUint32(1, true);
    const size = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
    view(bitstream).setUint32(1, ((bits & ~0x0fffffff) | size) >>> 0, true);
  };
  const firstFrameBitstream = (copy: Uint8Array) => {
    const frame = webpChunks(copy).find((chunk) => chunk.type === 'ANMF')?.data;
    return webpChunks(frame ?? new Uint8Array(), 16).find((chunk) => chunk.type !== 'ALPH');
  };
  const cases: [string, Uint8Array, Parameters<typeof strip>[1], Resize][] = [
    [
      'PNG header',
      pngClean,
      'image/png',
      (copy, width, height) => {
        const header = pngChunks(copy)[0]?.data ?? new Uint8Array();
        view(header).setUint32(0, width);
        view(header).setUint32(4, height);
      },
    ],
    [
      'JPEG frame header',
      jpegClean,
      'image/jpeg',
      (copy, width, height) => {
        // SOF0–SOF15 less DHT, JPG and DAC: the fixture is progressive (SOF2).
        const isFrame = (marker: number) =>
          marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
        const frame = jpegParts(copy).segments.find(({ marker }) => isFrame(marker))?.bytes;
        view(frame ?? new Uint8Array()).setUint16(5, height); // marker, length, precision
        view(frame ?? new Uint8Array()).setUint16(7, width);
      },
    ],
    [
      'GIF screen',
      gifClean,
      'image/gif',
      (copy, width, height) => {
        view(copy).setUint16(6, width, true);
        view(copy).setUint16(8, height, true);
      },
    ],
    [
      'GIF image inside a small screen',
      gifClean,
      'image/gif',
      (copy, width, height) => {
        const image = gifBlocks(copy).find(({ kind }) => kind === 'image')?.bytes;
        view(image ?? new Uint8Array()).setUint16(5, width, true);
        view(image ?? new Uint8Array()).setUint16(7, height, true);
      },
    ],
    [
      'WebP lossless bitstream, no canvas',
      webpClean,
      'image/webp',
      (copy, width, height) =>
        vp8lSize(webpChunks(copy)[0]?.data ?? new Uint8Array(), width, height),
    ],
    [
      'WebP lossy bitstream inside a small canvas',
      webpMeta,
      'image/webp',
      (copy, width, height) => {
        const bitstream = webpChunks(copy).find((chunk) => chunk.type === 'VP8 ')?.data;
        vp8Size(bitstream ?? new Uint8Array(), width, height);
      },
    ],
    [
      'WebP canvas',
      webpAnimated,
      'image/webp',
      (copy, width, height) => {
        const canvas = webpChunks(copy)[0]?.data ?? new Uint8Array();
        canvas.set([(width - 1) & 0xff, ((width - 1) >> 8) & 0xff, (width - 1) >> 16], 4);
        canvas.set([(height - 1) & 0xff, ((height - 1) >> 8) & 0xff, (height - 1) >> 16], 7);
      },
    ],
    [
      'WebP animation frame inside a small canvas',
      webpAnimated,
      'image/webp',
      (copy, width, height) => {
        const bitstream = firstFrameBitstream(copy);
        const resize = bitstream?.type === 'VP8L' ? vp8lSize : vp8Size;
        resize(bitstream?.data ?? new Uint8Array(), width, height);
      },
    ],
  ];

  test.each(cases)(
    '%s: 8,000 × 5,000 is kept, 8,000 × 5,001 refused with 413',
    async (_, bytes, type, resize) => {
      const sized = (width: number, height: number) => {
        const copy = bytes.slice();
        resize(copy, width, height);
        return copy;
      };
      await expect(strip(sized(8_000, 5_000), type)).resolves.toBeInstanceOf(Uint8Array);
      const refused = await rejection(sized(8_000, 5_001), type);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).status).toBe(413);
    },
  );

  test('the bomb a review sent: a PNG of 20,000 × 20,000, and one claiming 2³¹ − 1 a side', async () => {
    for (const side of [20_000, 2 ** 31 - 1]) {
      const copy = pngClean.slice();
      const header = pngChunks(copy)[0]?.data ?? new Uint8Array();
      view(header).setUint32(0, side);
      view(header).setUint32(4, side);
      expect(((await rejection(copy, 'image/png')) as ApiError).status).toBe(413);
    }
  });
});
