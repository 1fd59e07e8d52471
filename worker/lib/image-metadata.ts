/**
 * Removes every kind of metadata from an uploaded image before it is stored. Photos carry EXIF
 * (GPS position, device serial, capture time), XMP, IPTC, comments and colour profiles whose text
 * names the phone, and stored images are public: left in, they would unmask the authors of
 * anonymous posts (docs/decisions/022).
 *
 * Each format is parsed by its container structure and rebuilt from an allowlist of the parts a
 * decoder needs, each written at exactly the length of what it holds: a table or header whose
 * declared length is longer than its content had room for hidden data, and the tail goes. The
 * compressed picture data is copied byte for byte, never re-encoded. Anything unknown is dropped
 * rather than kept, so a new kind of metadata cannot slip through. Time is linear in the file.
 *
 * - JPEG (./image-metadata/jpeg.ts) keeps SOI, the frame headers (SOF), quantization, Huffman and
 *   arithmetic-coding tables (DQT, DHT, DAC), the restart interval (DRI), scan headers (SOS) with
 *   their entropy-coded data, restart markers and all, and EOI; the JFIF APP0 without its
 *   thumbnail (it can show the uncropped original); the 12-byte Adobe APP14, which holds no text
 *   but tells decoders whether the samples are YCbCr, RGB or YCCK. When the EXIF asked for a
 *   rotation (Orientation ≠ 1), a new APP1 holding only that tag keeps phone photos upright.
 *   Everything else goes: APP1–APP15 (EXIF, XMP, MPF, IPTC…), COM, DNL, reserved markers.
 * - PNG (./image-metadata/png.ts) keeps the critical chunks, tRNS, gAMA, cHRM, sRGB, pHYs, the
 *   HDR chunks cICP, mDCV, cLLI, and the APNG chunks acTL, fcTL, fdAT in their order. A rendering
 *   chunk of the wrong length is dropped (decoders ignore it); text, eXIf, tIME, bKGD, sBIT,
 *   hIST, sPLT and private chunks go.
 * - WebP (./image-metadata/webp.ts) keeps VP8X, VP8/VP8L/ALPH, ANIM and ANMF, and walks into each
 *   ANMF: a frame keeps only its ALPH and VP8/VP8L sub-chunks. EXIF and XMP go, the VP8X flags
 *   say what is left, and the RIFF and ANMF sizes are rewritten.
 * - GIF (./image-metadata/gif.ts) keeps the screen and image descriptors, colour tables, image
 *   data, graphic-control blocks and the NETSCAPE2.0 loop count (so animations keep looping);
 *   comments, plain text and every other application extension (XMP, ICC…) go.
 * - Colour profiles (PNG iCCP, JPEG APP2 ICC_PROFILE, WebP ICCP) are never stored as uploaded:
 *   one that describes sRGB or Display P3, judged by its colours and curves and not its text
 *   (./image-metadata/icc-profile.ts), is replaced by our own copy of the standard profile
 *   (worker/data/icc-profiles.ts); any other is dropped, and the picture shows as sRGB.
 *
 * Bytes after the format's end marker are dropped too: phones append depth maps and whole
 * secondary images (with their own EXIF) there.
 */
import { stripGif } from './image-metadata/gif';
import { stripJpeg } from './image-metadata/jpeg';
import { stripPng } from './image-metadata/png';
import { stripWebp } from './image-metadata/webp';

export type StrippableImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

/** The same picture without metadata; rejects with DamagedImageError for a malformed file. */
export async function stripImageMetadata(
  bytes: Uint8Array,
  type: StrippableImageType,
): Promise<Uint8Array> {
  switch (type) {
    case 'image/jpeg':
      return stripJpeg(bytes);
    case 'image/png':
      return stripPng(bytes); // async: an iCCP profile is zlib-compressed
    case 'image/webp':
      return stripWebp(bytes);
    case 'image/gif':
      return stripGif(bytes);
  }
}
