// Which standard colour space an uploaded ICC profile describes, judged by what it does to colours
// (RGB data, matrix columns, tone curves) and never by its text: the description and copyright are
// free text, where a phone writes its model and serial. The caller stores our own copy of the
// standard profile instead of the upload (worker/data/icc-profiles.ts), or no profile at all.
import { DISPLAY_P3_PROFILE, SRGB_PROFILE } from '../../data/icc-profiles';
import { latin1 } from './parse';

export type StandardProfile = { name: string; bytes: Uint8Array };

/** Bigger than any matrix profile: a larger one is dropped without being read. */
export const MAX_PROFILE_BYTES = 1 << 20;

// Vendors' sRGB profiles differ from each other by up to 0.0003 in a matrix entry, and sRGB from
// Display P3 by 0.08; a gamma 2.2 curve is 0.0085 of full scale away from sRGB's.
const COLORANT_TOLERANCE = 0.002;
const CURVE_TOLERANCE = 0.002;
const CURVE_SAMPLES = 256;

type Curve = (x: number) => number;
type MatrixProfile = { colorants: number[]; curves: Curve[] };

const STANDARD_PROFILES = [
  { name: 'sRGB', bytes: SRGB_PROFILE },
  { name: 'Display P3', bytes: DISPLAY_P3_PROFILE },
].map((standard) => ({ ...standard, colours: readStandard(standard.bytes) }));

/** Our copy of the standard profile that `profile` describes, or null for any other profile. */
export function standardProfileFor(profile: Uint8Array): StandardProfile | null {
  const colours = readMatrixProfile(profile);
  if (!colours) return null;
  const match = STANDARD_PROFILES.find((standard) => sameColours(colours, standard.colours));
  return match ? { name: match.name, bytes: match.bytes } : null;
}

function readStandard(bytes: Uint8Array): MatrixProfile {
  const colours = readMatrixProfile(bytes);
  if (!colours) throw new Error('worker/data/icc-profiles.ts holds an unreadable profile');
  return colours;
}

function sameColours(a: MatrixProfile, b: MatrixProfile): boolean {
  const close = (x: number, y: number, tolerance: number) => Math.abs(x - y) <= tolerance;
  const colorantsMatch = a.colorants.every((value, i) =>
    close(value, b.colorants[i] ?? NaN, COLORANT_TOLERANCE),
  );
  const curvesMatch = a.curves.every((curve, channel) => {
    const other = b.curves[channel];
    if (!other) return false;
    for (let i = 0; i < CURVE_SAMPLES; i += 1) {
      const x = i / (CURVE_SAMPLES - 1);
      if (!close(curve(x), other(x), CURVE_TOLERANCE)) return false; // NaN never matches
    }
    return true;
  });
  return colorantsMatch && curvesMatch;
}

// ---------------------------------------------------------------- reading a profile (ICC.1)

/** The matrix columns and tone curves of an RGB matrix/TRC profile, or null for anything else. */
function readMatrixProfile(profile: Uint8Array): MatrixProfile | null {
  const HEADER = 128;
  if (profile.length < HEADER + 4 || profile.length > MAX_PROFILE_BYTES) return null;
  const view = new DataView(profile.buffer, profile.byteOffset, profile.byteLength);
  const size = view.getUint32(0);
  const isRgbToXyz = latin1(profile.subarray(16, 24)) === 'RGB XYZ ';
  const isProfile = latin1(profile.subarray(36, 40)) === 'acsp';
  if (size < HEADER + 4 || size > profile.length || !isProfile || !isRgbToXyz) return null;
  const tags = tagTable(profile.subarray(0, size));
  if (!tags) return null;
  const colorants = ['rXYZ', 'gXYZ', 'bXYZ'].map((tag) => xyzColumn(tags.get(tag)));
  const curves = ['rTRC', 'gTRC', 'bTRC'].map((tag) => toneCurve(tags.get(tag)));
  if (colorants.some((column) => !column) || curves.some((curve) => !curve)) return null;
  return {
    colorants: colorants.flatMap((column) => column ?? []),
    curves: curves.filter((curve) => curve !== null),
  };
}

/** Each tag's data by signature; null when the table points outside the profile. */
function tagTable(profile: Uint8Array): Map<string, Uint8Array> | null {
  const view = new DataView(profile.buffer, profile.byteOffset, profile.byteLength);
  const count = view.getUint32(128);
  if (132 + 12 * count > profile.length) return null;
  const tags = new Map<string, Uint8Array>();
  for (let i = 0; i < count; i += 1) {
    const entry = 132 + 12 * i;
    const offset = view.getUint32(entry + 4);
    const length = view.getUint32(entry + 8);
    if (offset + length > profile.length) return null;
    tags.set(latin1(profile.subarray(entry, entry + 4)), profile.subarray(offset, offset + length));
  }
  return tags;
}

function s15Fixed16(view: DataView, at: number): number {
  return view.getInt32(at) / 65536;
}

function viewOf(data: Uint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength);
}

/** XYZType: 'XYZ ', 4 reserved bytes, then X, Y, Z. */
function xyzColumn(data: Uint8Array | undefined): number[] | null {
  if (!data || data.length < 20 || latin1(data.subarray(0, 4)) !== 'XYZ ') return null;
  const view = viewOf(data);
  return [s15Fixed16(view, 8), s15Fixed16(view, 12), s15Fixed16(view, 16)];
}

function toneCurve(data: Uint8Array | undefined): Curve | null {
  if (!data || data.length < 12) return null;
  const type = latin1(data.subarray(0, 4));
  if (type === 'curv') return sampledCurve(data);
  if (type === 'para') return parametricCurve(data);
  return null;
}

/** curveType: no entries is the identity, one is a gamma (u8Fixed8), more are a table. */
function sampledCurve(data: Uint8Array): Curve | null {
  const view = viewOf(data);
  const count = view.getUint32(8);
  if (12 + 2 * count > data.length) return null;
  if (count === 0) return (x) => x;
  if (count === 1) {
    const gamma = view.getUint16(12) / 256;
    return (x) => x ** gamma;
  }
  const entry = (i: number) => view.getUint16(12 + 2 * i) / 65535;
  return (x) => {
    const position = x * (count - 1);
    const below = Math.floor(position);
    if (below >= count - 1) return entry(count - 1);
    return entry(below) + (entry(below + 1) - entry(below)) * (position - below);
  };
}

/** parametricCurveType, its five functions (ICC.1:2022 table 68). */
function parametricCurve(data: Uint8Array): Curve | null {
  const view = viewOf(data);
  const functionType = view.getUint16(8);
  const parameterCount = [1, 3, 4, 5, 7][functionType];
  if (parameterCount === undefined || 12 + 4 * parameterCount > data.length) return null;
  const p = Array.from({ length: parameterCount }, (_, i) => s15Fixed16(view, 12 + 4 * i));
  const [g = 1, a = 1, b = 0, c = 0, d = 0, e = 0, f = 0] = p;
  const power = (x: number) => (a * x + b) ** g;
  switch (functionType) {
    case 0:
      return (x) => x ** g;
    case 1:
      return (x) => (x >= -b / a ? power(x) : 0);
    case 2:
      return (x) => (x >= -b / a ? power(x) + c : c);
    case 3:
      return (x) => (x >= d ? power(x) : c * x);
    default:
      return (x) => (x >= d ? power(x) + e : c * x + f);
  }
}
