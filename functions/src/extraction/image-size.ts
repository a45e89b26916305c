// An image upload's pixel size, read from its PNG or JPEG header without decoding it, and the limits of image
// preparation (image.ts, run in the reader process). No image library here: the server process never decodes uploads.

/** About 207 dpi for a US Letter page: as accurate as 300 dpi on 10-point text, and a third faster to recognise. */
export const MAX_OCR_PIXELS = 4_000_000;

/** Larger images are not decoded at all (a 10 MB file claiming more is a decompression bomb, not a scan). */
export const MAX_IMAGE_PIXELS = 80_000_000;

/** Brightness deviation below which an image is one flat tone: blank. */
export const BLANK_DEVIATION = 2;

export interface ImageSize {
  width: number;
  height: number;
}

function pngSize(bytes: Uint8Array): ImageSize | null {
  // Signature (8), IHDR length (4) and type (4), then width and height as big-endian 32-bit integers.
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Start-of-frame markers C0-CF, except DHT (C4), JPG (C8) and DAC (CC), carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

/** The pixel size from the header, or null when the header cannot be read. */
export function imageSize(bytes: Uint8Array, kind: 'png' | 'jpeg'): ImageSize | null {
  const size = kind === 'png' ? pngSize(bytes) : jpegSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
