// GIF: the screen and image descriptors, colour tables and image data as they are; of the
// extensions only the graphic control block (frame delay, transparency, disposal) and the loop
// count, both rewritten at their exact length (GIF89a, section 23; the NETSCAPE2.0 loop block).
import { DamagedImageError, ascii, checkPixels, concat, reader, startsWith } from './parse';

const GIF = { EXTENSION: 0x21, IMAGE: 0x2c, TRAILER: 0x3b };
const GRAPHIC_CONTROL = 0xf9;
const APPLICATION = 0xff;
/** Browsers loop on either identifier; ANIMEXTS1.0 is written out as NETSCAPE2.0. */
const LOOPING_APPLICATIONS = [ascii('NETSCAPE2.0'), ascii('ANIMEXTS1.0')];

export function stripGif(bytes: Uint8Array): Uint8Array {
  const read = reader(bytes, 'GIF');
  const SCREEN_DESCRIPTOR_END = 13; // "GIF89a", width, height, flags, background, aspect
  const colourTableSize = (flags: number) => (flags & 0x80 ? 3 << ((flags & 0x07) + 1) : 0);
  // Data sub-blocks: a size byte then that many bytes, until a size of zero.
  const endOfSubBlocks = (from: number) => {
    let at = from;
    for (let size = read.u8(at); size !== 0; size = read.u8(at)) at += 1 + size;
    return at + 1;
  };

  // Little-endian sizes: the screen's at 6 and 8, an image descriptor's 5 and 7 bytes in. Checked
  // once the file has been read whole: garbage behind the magic bytes is damage, not a size.
  const u16le = (at: number) => read.u8(at) | (read.u8(at + 1) << 8);
  const sizes: [width: number, height: number][] = [[u16le(6), u16le(8)]];
  const headerEnd = SCREEN_DESCRIPTOR_END + colourTableSize(read.u8(10));
  const kept: Uint8Array[] = [read.slice(0, headerEnd)];
  let hasImage = false;
  for (let at = headerEnd; ;) {
    const block = read.u8(at);
    if (block === GIF.TRAILER) {
      if (!hasImage) throw new DamagedImageError('GIF', 'has no image data');
      for (const [width, height] of sizes) checkPixels(width, height);
      kept.push(Uint8Array.of(GIF.TRAILER));
      return concat(kept);
    }
    if (block === GIF.IMAGE) {
      const DESCRIPTOR = 10;
      sizes.push([u16le(at + 5), u16le(at + 7)]);
      const dataStart = at + DESCRIPTOR + colourTableSize(read.u8(at + 9)) + 1; // + LZW code size
      const end = endOfSubBlocks(dataStart);
      kept.push(bytes.subarray(at, end));
      hasImage = true;
      at = end;
    } else if (block === GIF.EXTENSION) {
      const end = endOfSubBlocks(at + 2);
      const extension = exactExtension(read.u8(at + 1), bytes.subarray(at + 2, end));
      if (extension) kept.push(extension);
      at = end;
    } else {
      throw new DamagedImageError('GIF', 'has an unknown block');
    }
  }
}

/**
 * The extension rebuilt from only the fields a decoder reads, or null to drop it: comments,
 * plain text (which browsers never draw) and every other application's block (XMP, ICC…).
 */
function exactExtension(label: number, subBlocks: Uint8Array): Uint8Array | null {
  if (label === GRAPHIC_CONTROL) return graphicControl(subBlocks);
  if (label === APPLICATION) return loopCount(subBlocks);
  return null;
}

/** One sub-block of 4 bytes: flags, delay (2) and the transparent colour index. */
function graphicControl(subBlocks: Uint8Array): Uint8Array {
  const fields = subBlocks.subarray(1, 1 + (subBlocks[0] ?? 0));
  if (fields.length < 4) throw new DamagedImageError('GIF', 'has an invalid graphic control block');
  return concat([
    Uint8Array.of(GIF.EXTENSION, GRAPHIC_CONTROL, 4),
    fields.subarray(0, 4),
    Uint8Array.of(0),
  ]);
}

/**
 * The NETSCAPE2.0 block with the loop count alone, or null for any other application's block.
 * Its sub-blocks: the 11-byte identifier, then one of 3 bytes: 1 and the count (0 = forever).
 */
function loopCount(subBlocks: Uint8Array): Uint8Array | null {
  const identifier = subBlocks.subarray(1, 12);
  const isLooping =
    subBlocks[0] === 11 && LOOPING_APPLICATIONS.some((id) => startsWith(identifier, id));
  const loop = subBlocks.subarray(12, 12 + 1 + (subBlocks[12] ?? 0));
  if (!isLooping || loop.length < 4 || loop[1] !== 1) return null;
  return concat([
    Uint8Array.of(GIF.EXTENSION, APPLICATION, 11),
    ascii('NETSCAPE2.0'),
    Uint8Array.of(3, 1, loop[2] ?? 0, loop[3] ?? 0, 0),
  ]);
}
