// Writes worker/data/icc-profiles.ts: our own sRGB and Display P3 ICC profiles. An uploaded image's
// profile is never stored as uploaded (its text can name a device or a person); a known one is
// swapped for these bytes (docs/decisions/022). Run `npm run icc-profiles`: the output is the
// same on every run.
//
// Where the values come from:
// - sRGB: IEC 61966-2-1:1999, primaries R 0.64/0.33, G 0.30/0.60, B 0.15/0.06, white D65.
// - Display P3: Apple's colour space, SMPTE EG 432-1: the DCI-P3 primaries of SMPTE RP 431-2
//   (R 0.680/0.320, G 0.265/0.690, B 0.150/0.060) with the D65 white and sRGB's tone curve.
// - D65 is x 0.3127, y 0.3290 in both standards.
// - ICC.1:2022 (profile version 4.4, written as 4.3 for older readers; nothing used is newer):
//   PCS illuminant D50 = X 0.9642, Y 1.0, Z 0.8249 (7.2.16); colorants adapted from D65 to D50
//   with the linear Bradford transform, which is also stored as the 'chad' tag (Annex E); the
//   sRGB curve as parametricCurveType function 3: g 2.4, a 1/1.055, b 0.055/1.055, c 1/12.92,
//   d 0.04045 (10.18); profile ID = MD5 of the profile with flags, intent and ID zeroed (7.2.18).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';

type Vec3 = [number, number, number];
type Mat3 = [Vec3, Vec3, Vec3];
type Chromaticity = [x: number, y: number];

const OUTPUT = 'worker/data/icc-profiles.ts';
const D65: Chromaticity = [0.3127, 0.329];
const D50_PCS: Vec3 = [0.9642, 1, 0.8249];
const BRADFORD: Mat3 = [
  [0.8951, 0.2664, -0.1614],
  [-0.7502, 1.7135, 0.0367],
  [0.0389, -0.0685, 1.0296],
];
/** IEC 61966-2-1's curve in the form Y = (aX + b)^g for X ≥ d, else cX. */
const SRGB_CURVE = { g: 2.4, a: 1 / 1.055, b: 0.055 / 1.055, c: 1 / 12.92, d: 0.04045 };
/** A fixed creation date, so that the bytes (and the profile ID) never change between runs. */
const CREATED = [2026, 11, 25, 0, 0, 0];

const PROFILES = [
  {
    constant: 'SRGB_PROFILE',
    name: 'sRGB',
    doc: 'sRGB (IEC 61966-2-1): the web default.',
    primaries: [
      [0.64, 0.33],
      [0.3, 0.6],
      [0.15, 0.06],
    ] satisfies Chromaticity[],
  },
  {
    constant: 'DISPLAY_P3_PROFILE',
    name: 'Display P3',
    doc: 'Display P3 (SMPTE EG 432-1: DCI-P3 primaries, D65, the sRGB curve): phone photos.',
    primaries: [
      [0.68, 0.32],
      [0.265, 0.69],
      [0.15, 0.06],
    ] satisfies Chromaticity[],
  },
];

// ---------------------------------------------------------------- colour maths

const xyToXyz = ([x, y]: Chromaticity): Vec3 => [x / y, 1, (1 - x - y) / y];
const column = (m: Mat3, i: number): Vec3 => [m[0][i] ?? 0, m[1][i] ?? 0, m[2][i] ?? 0];
const fromColumns = (a: Vec3, b: Vec3, c: Vec3): Mat3 => [
  [a[0], b[0], c[0]],
  [a[1], b[1], c[1]],
  [a[2], b[2], c[2]],
];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const apply = (m: Mat3, v: Vec3): Vec3 => [dot(m[0], v), dot(m[1], v), dot(m[2], v)];
const multiply = (a: Mat3, b: Mat3): Mat3 =>
  fromColumns(apply(a, column(b, 0)), apply(a, column(b, 1)), apply(a, column(b, 2)));
const diagonal = (v: Vec3): Mat3 => [
  [v[0], 0, 0],
  [0, v[1], 0],
  [0, 0, v[2]],
];

function invert(m: Mat3): Mat3 {
  const [[a, b, c], [d, e, f], [g, h, i]] = m;
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  return [
    [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
    [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
    [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
  ];
}

/** RGB → XYZ for the given primaries, scaled so that RGB 1,1,1 is the white point. */
function rgbToXyz(primaries: Chromaticity[], white: Chromaticity): Mat3 {
  const [r, g, b] = primaries.map(xyToXyz) as [Vec3, Vec3, Vec3];
  const p = fromColumns(r, g, b);
  return multiply(p, diagonal(apply(invert(p), xyToXyz(white))));
}

/** The linear Bradford transform from one white to another (ICC.1 Annex E). */
function bradford(from: Vec3, to: Vec3): Mat3 {
  const coneFrom = apply(BRADFORD, from);
  const coneTo = apply(BRADFORD, to);
  const scale: Vec3 = [coneTo[0] / coneFrom[0], coneTo[1] / coneFrom[1], coneTo[2] / coneFrom[2]];
  return multiply(invert(BRADFORD), multiply(diagonal(scale), BRADFORD));
}

// ---------------------------------------------------------------- ICC encoding

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
};
const s15Fixed16 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeInt32BE(Math.round(value * 65536));
  return out;
};
const padTo4 = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);

const xyzType = (v: Vec3) => Buffer.concat([ascii('XYZ '), u32(0), ...v.map(s15Fixed16)]);
const sf32Type = (m: Mat3) => Buffer.concat([ascii('sf32'), u32(0), ...m.flat().map(s15Fixed16)]);
const sRgbCurveType = () => {
  const { g, a, b, c, d } = SRGB_CURVE;
  return Buffer.concat([ascii('para'), u32(0), u16(3), u16(0), ...[g, a, b, c, d].map(s15Fixed16)]);
};

/** multiLocalizedUnicodeType with one en-US record, as ICC v4 wants for text tags. */
function mlucType(text: string): Buffer {
  const utf16be = Buffer.from(text, 'utf16le').swap16();
  const RECORDS_START = 28;
  return Buffer.concat([
    ascii('mluc'),
    u32(0),
    u32(1), // one record
    u32(12), // of 12 bytes
    ascii('enUS'),
    u32(utf16be.length),
    u32(RECORDS_START),
    utf16be,
  ]);
}

function header(size: number): Buffer {
  return Buffer.concat([
    u32(size),
    u32(0), // no preferred CMM
    u32(0x04300000), // version 4.3
    ascii('mntr'),
    ascii('RGB '),
    ascii('XYZ '),
    ...CREATED.map(u16),
    ascii('acsp'),
    Buffer.alloc(4 + 4 + 4 + 4 + 8 + 4), // platform, flags, maker, model, attributes, intent
    ...D50_PCS.map(s15Fixed16),
    Buffer.alloc(4 + 16 + 28), // creator, profile ID (filled in below), reserved
  ]);
}

/** A version 4 display profile: the matrix columns, the white point, 'chad' and three curves. */
function iccProfile(name: string, primaries: Chromaticity[]): Buffer {
  const chad = bradford(xyToXyz(D65), D50_PCS);
  const colorants = multiply(chad, rgbToXyz(primaries, D65));
  const curve = sRgbCurveType();
  const tags: [string, Buffer][] = [
    ['desc', mlucType(name)],
    ['cprt', mlucType('No copyright, use freely')],
    ['wtpt', xyzType(D50_PCS)],
    ['chad', sf32Type(chad)],
    ['rXYZ', xyzType(column(colorants, 0))],
    ['gXYZ', xyzType(column(colorants, 1))],
    ['bXYZ', xyzType(column(colorants, 2))],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];

  // The three curves are one element that the three tags share, as ICC allows.
  const tableSize = 4 + 12 * tags.length;
  const elements: Buffer[] = [];
  const placed = new Map<Buffer, number>();
  let offset = 128 + tableSize;
  const table = tags.map(([signature, data]) => {
    if (!placed.has(data)) {
      placed.set(data, offset);
      elements.push(padTo4(data));
      offset += padTo4(data).length;
    }
    return Buffer.concat([ascii(signature), u32(placed.get(data) ?? 0), u32(data.length)]);
  });

  const profile = Buffer.concat([header(offset), u32(tags.length), ...table, ...elements]);
  createHash('md5').update(profile).digest().copy(profile, 84);
  return profile;
}

// ---------------------------------------------------------------- output

const constants = PROFILES.map(({ constant, name, doc, primaries }) => {
  const base64 = iccProfile(name, primaries).toString('base64');
  return `/** ${doc} */\nexport const ${constant} = fromBase64('${base64}');`;
});

const source = `// Generated by \`npm run icc-profiles\` (scripts/make-icc-profiles.ts, which says where the values
// come from); do not edit. Compact ICC v4 display profiles: a D50 matrix, the sRGB curve, no
// text but their names. An uploaded profile that describes one of these colour spaces is stored
// as these bytes instead (worker/lib/image-metadata/icc-profile.ts).
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

${constants.join('\n\n')}
`;

const options = { ...(await resolveConfig(OUTPUT)), filepath: OUTPUT };
writeFileSync(OUTPUT, await format(source, options));
console.log(`wrote ${OUTPUT}`);
