import { describe, expect, test } from 'vitest';
import { DISPLAY_P3_PROFILE, SRGB_PROFILE } from '../../data/icc-profiles';
import { IMAGE_FIXTURES } from '../../test/image-fixtures';
import { jpegParts, pngChunks, webpChunks } from '../../test/image-structure';
import {
  SECRETS,
  deflate,
  iccProfile,
  iccSegments,
  iccpChunk,
  inflate,
  jpegWithSegments,
  pngChunk,
  pngWithChunks,
  secretsIn,
  webpWithProfile,
} from '../../test/leaky-images';
import { stripImageMetadata as strip } from '../image-metadata';

const { jpegClean, pngClean, webpMeta } = IMAGE_FIXTURES;
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');
const ICC_SIGNATURE = 'ICC_PROFILE\0';
const VP8X_ICC_FLAG = 0x20;

/** A genuine Display P3 profile as a phone writes it, its description naming the phone. */
const p3NamingTheDevice = iccProfile({
  colours: 'Display P3',
  curve: 'sRGB',
  text: SECRETS.device,
});

/** The PNG's iCCP chunks as name and inflated profile. */
async function pngProfiles(png: Uint8Array) {
  const chunks = pngChunks(png).filter((c) => c.type === 'iCCP');
  return Promise.all(
    chunks.map(async ({ data }) => {
      const nul = data.indexOf(0);
      expect(data[nul + 1], 'compression method').toBe(0);
      return {
        name: latin1(data.subarray(0, nul)),
        profile: await inflate(data.subarray(nul + 2)),
      };
    }),
  );
}

/** The JPEG's APP2 ICC_PROFILE chunks joined, after checking they are numbered 1..n of n. */
function jpegProfile(jpeg: Uint8Array): Uint8Array | null {
  const chunks = jpegParts(jpeg)
    .segments.filter((s) => s.marker === 0xe2)
    .map((s) => s.bytes.subarray(4));
  if (chunks.length === 0) return null;
  chunks.forEach((chunk, i) => {
    expect(latin1(chunk.subarray(0, 12))).toBe(ICC_SIGNATURE);
    expect([chunk[12], chunk[13]]).toEqual([i + 1, chunks.length]);
  });
  return Uint8Array.from(chunks.flatMap((chunk) => [...chunk.subarray(14)]));
}

function webpProfile(webp: Uint8Array) {
  const chunks = webpChunks(webp);
  const iccFlag = ((chunks[0]?.data[0] ?? 0) & VP8X_ICC_FLAG) !== 0;
  return { iccFlag, profile: chunks.find((c) => c.type === 'ICCP')?.data ?? null };
}

describe('stripImageMetadata: colour profiles are ours or none', () => {
  test('replaces a PNG Display P3 profile whose description names the device with our Display P3 bytes', async () => {
    const input = pngWithChunks(pngClean, [await iccpChunk('ICC Profile', p3NamingTheDevice)]);
    expect(await secretsIn(input)).toEqual([SECRETS.device]);
    const output = await strip(input, 'image/png');
    expect(await secretsIn(output)).toEqual([]);
    expect(await pngProfiles(output)).toEqual([
      { name: 'Display P3', profile: DISPLAY_P3_PROFILE },
    ]);
    const types = pngChunks(output).map((c) => c.type);
    expect(types.indexOf('iCCP')).toBeLessThan(types.indexOf('IDAT'));
  });

  test('replaces a PNG sRGB profile (1024-entry curve) named after the device with our sRGB bytes', async () => {
    const srgb = iccProfile({ colours: 'sRGB', curve: 'sRGB table', text: 'sRGB IEC61966-2.1' });
    const input = pngWithChunks(pngClean, [await iccpChunk(SECRETS.device, srgb)]);
    const output = await strip(input, 'image/png');
    expect(await secretsIn(output)).toEqual([]);
    expect(await pngProfiles(output)).toEqual([{ name: 'sRGB', profile: SRGB_PROFILE }]);
  });

  test.each([
    ['Adobe RGB', 'sRGB'],
    ['sRGB', 'gamma 2.2'],
    ['Display P3', 'linear'],
  ] as const)(
    'drops a PNG profile of other colours: %s primaries, %s curve',
    async (colours, curve) => {
      const profile = iccProfile({ colours, curve, text: SECRETS.device });
      const input = pngWithChunks(pngClean, [await iccpChunk('ICC Profile', profile)]);
      const output = await strip(input, 'image/png');
      expect(await secretsIn(output)).toEqual([]);
      expect(output).toEqual(pngClean);
    },
  );

  test('drops a PNG profile that is not zlib data, without failing', async () => {
    const broken = pngChunk('iCCP', [...new TextEncoder().encode(`x\0\0${SECRETS.device}`)]);
    const output = await strip(pngWithChunks(pngClean, [broken]), 'image/png');
    expect(output).toEqual(pngClean);
  });

  test('drops a PNG profile that inflates past 1 MiB', async () => {
    const huge = new Uint8Array(2 << 20);
    huge.set(p3NamingTheDevice);
    const chunk = pngChunk('iCCP', [
      ...new TextEncoder().encode('P3\0\0'),
      ...(await deflate(huge)),
    ]);
    const output = await strip(pngWithChunks(pngClean, [chunk]), 'image/png');
    expect(output).toEqual(pngClean);
  });

  test('replaces a JPEG APP2 Display P3 profile sent in three chunks with ours, in one chunk numbered 1 of 1', async () => {
    const segments = iccSegments(p3NamingTheDevice, 300);
    expect(segments).toHaveLength(3);
    const output = await strip(jpegWithSegments(jpegClean, segments), 'image/jpeg');
    expect(await secretsIn(output)).toEqual([]);
    expect(jpegProfile(output)).toEqual(DISPLAY_P3_PROFILE);
    // Right after SOI and the 18-byte JFIF APP0, the rest of the file unchanged.
    const [ours] = iccSegments(DISPLAY_P3_PROFILE, 65519);
    expect(output).toEqual(
      Uint8Array.from([...jpegClean.subarray(0, 20), ...(ours ?? []), ...jpegClean.subarray(20)]),
    );
  });

  test('drops a JPEG APP2 profile of unknown colours', async () => {
    const adobe = iccProfile({ colours: 'Adobe RGB', curve: 'gamma 2.2', text: SECRETS.device });
    const output = await strip(jpegWithSegments(jpegClean, iccSegments(adobe, 300)), 'image/jpeg');
    expect(await secretsIn(output)).toEqual([]);
    expect(output).toEqual(jpegClean);
  });

  test('drops a JPEG APP2 profile with a chunk missing', async () => {
    const [first, , third] = iccSegments(p3NamingTheDevice, 300);
    const input = jpegWithSegments(
      jpegClean,
      [first, third].filter((s) => s !== undefined),
    );
    expect(await strip(input, 'image/jpeg')).toEqual(jpegClean);
  });

  test('replaces a WebP ICCP Display P3 profile with ours and keeps the ICC flag', async () => {
    const input = webpWithProfile(webpMeta, p3NamingTheDevice);
    expect(await secretsIn(input)).toEqual([SECRETS.device]);
    const output = await strip(input, 'image/webp');
    expect(await secretsIn(output)).toEqual([]);
    expect(webpProfile(output)).toEqual({ iccFlag: true, profile: DISPLAY_P3_PROFILE });
    expect(webpChunks(output).map((c) => c.type)).toEqual(['VP8X', 'ICCP', 'ALPH', 'VP8 ']);
  });

  test('drops a WebP ICCP profile of unknown colours and clears the ICC flag', async () => {
    const adobe = iccProfile({ colours: 'Adobe RGB', curve: 'sRGB', text: SECRETS.device });
    const output = await strip(webpWithProfile(webpMeta, adobe), 'image/webp');
    expect(await secretsIn(output)).toEqual([]);
    expect(webpProfile(output)).toEqual({ iccFlag: false, profile: null });
  });

  test('keeps our own profiles as they are when a stripped image is stripped again', async () => {
    const png = await strip(
      pngWithChunks(pngClean, [await iccpChunk('x', p3NamingTheDevice)]),
      'image/png',
    );
    expect(await strip(png, 'image/png')).toEqual(png);
    const jpeg = await strip(
      jpegWithSegments(jpegClean, iccSegments(p3NamingTheDevice, 300)),
      'image/jpeg',
    );
    expect(await strip(jpeg, 'image/jpeg')).toEqual(jpeg);
  });
});
