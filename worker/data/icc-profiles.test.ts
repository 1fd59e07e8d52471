import { describe, expect, test } from 'vitest';
import { DISPLAY_P3_PROFILE, SRGB_PROFILE } from './icc-profiles';

const text = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** The profile's tags by signature, each as its element's bytes. */
function tags(profile: Uint8Array) {
  const view = new DataView(profile.buffer, profile.byteOffset, profile.byteLength);
  return new Map(
    Array.from({ length: view.getUint32(128) }, (_, i) => {
      const entry = 132 + 12 * i;
      const offset = view.getUint32(entry + 4);
      return [
        text(profile, entry, 4),
        profile.subarray(offset, offset + view.getUint32(entry + 8)),
      ];
    }),
  );
}

const numbers = (element: Uint8Array | undefined, from: number, count: number) => {
  const view = new DataView(element?.buffer ?? new ArrayBuffer(0), element?.byteOffset);
  return Array.from({ length: count }, (_, i) => view.getInt32(from + 4 * i) / 65536);
};

/** The first record of a multiLocalizedUnicodeType, UTF-16BE. */
function mlucText(element: Uint8Array | undefined) {
  if (!element || text(element, 0, 4) !== 'mluc') return null;
  const view = new DataView(element.buffer, element.byteOffset);
  const [length, offset] = [view.getUint32(20), view.getUint32(24)];
  return String.fromCharCode(
    ...Array.from({ length: length / 2 }, (_, i) => view.getUint16(offset + 2 * i)),
  );
}

describe('our standard ICC profiles', () => {
  // D50-adapted matrix columns of the reference profiles that Argyll CMS ships (sRGB.icm,
  // DisplayP3.icm) and Apple's Display P3, computed by others from the same published values.
  test.each([
    [
      'sRGB',
      SRGB_PROFILE,
      [0.43604, 0.22249, 0.01392, 0.38512, 0.7169, 0.09706, 0.14305, 0.06061, 0.71393],
    ],
    [
      'Display P3',
      DISPLAY_P3_PROFILE,
      [0.51512, 0.2412, -0.00105, 0.29198, 0.69225, 0.04189, 0.1571, 0.06657, 0.78407],
    ],
  ])(
    '%s carries the published colours, the sRGB curve, its name and no other text',
    (name, profile, colorants) => {
      const view = new DataView(profile.buffer, profile.byteOffset, profile.byteLength);
      expect(view.getUint32(0)).toBe(profile.length);
      expect(profile.length).toBeLessThan(600);
      expect(text(profile, 12, 12)).toBe('mntrRGB XYZ ');
      expect(text(profile, 36, 4)).toBe('acsp');
      expect(view.getUint8(8)).toBe(4);
      expect(numbers(profile, 68, 3)).toEqual(
        [0.9642, 1, 0.8249].map((v) => Math.round(v * 65536) / 65536),
      );

      const byTag = tags(profile);
      expect([...byTag.keys()]).toEqual([
        'desc',
        'cprt',
        'wtpt',
        'chad',
        'rXYZ',
        'gXYZ',
        'bXYZ',
        'rTRC',
        'gTRC',
        'bTRC',
      ]);
      const matrix = ['rXYZ', 'gXYZ', 'bXYZ'].flatMap((tag) => numbers(byTag.get(tag), 8, 3));
      matrix.forEach((value, i) => expect(value).toBeCloseTo(colorants[i] ?? NaN, 4));
      for (const tag of ['rTRC', 'gTRC', 'bTRC']) {
        const curve = byTag.get(tag);
        expect(text(curve ?? new Uint8Array(), 0, 4)).toBe('para');
        expect(curve?.[9]).toBe(3); // Y = (aX + b)^g for X ≥ d, else cX
        const params = numbers(curve, 12, 5); // g, a, b, c, d as IEC 61966-2-1 gives them
        const published = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045];
        params.forEach((value, i) => expect(value).toBeCloseTo(published[i] ?? NaN, 4));
      }
      expect(mlucText(byTag.get('desc'))).toBe(name);
      expect(mlucText(byTag.get('cprt'))).toBe('No copyright, use freely');
    },
  );

  test.each([
    ['sRGB', SRGB_PROFILE],
    ['Display P3', DISPLAY_P3_PROFILE],
  ])('%s has a valid profile ID (MD5 with flags, intent and ID zeroed)', async (_name, profile) => {
    const zeroed = profile.slice();
    for (const [from, to] of [
      [44, 48],
      [64, 68],
      [84, 100],
    ] as const)
      zeroed.fill(0, from, to);
    const md5 = new Uint8Array(await crypto.subtle.digest('MD5', zeroed));
    expect(profile.subarray(84, 100)).toEqual(md5);
  });
});
