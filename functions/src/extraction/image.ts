// Image uploads before OCR: their tone (blank or not), and a smaller copy of a very large image (a 12-megapixel phone
// photo, a 600-dpi scan) so recognition stays within its time budget. Decodes uploads with @napi-rs/canvas, which
// crashes its process on some undecodable files: only the reader process (reader-process.ts) runs this.
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import type { ImageTone } from '../domain/documents/analysis-types';
import { MAX_OCR_PIXELS, type ImageSize } from './image-size';

/** Brightness over a 32 x 32 thumbnail: a blank page is nearly uniform, a photo is not. */
function toneOf(image: Image): ImageTone {
  const side = 32;
  const canvas = createCanvas(side, side);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, 0, 0, side, side);
  const { data } = context.getImageData(0, 0, side, side);
  const values: number[] = [];
  for (let i = 0; i < data.length; i += 4) values.push(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!);
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const deviation = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
  return { mean: Math.round(mean * 10) / 10, deviation: Math.round(deviation * 10) / 10 };
}

/**
 * The image as OCR should see it: unchanged when small enough, else scaled down to `maxPixels` (JPEG); and its tone.
 * Throws, or crashes the process, when the bytes do not decode as an image; resampling is synchronous. Only the
 * reader process (reader-process.ts) runs this.
 */
export async function prepareImage(
  bytes: Uint8Array,
  size: ImageSize,
  maxPixels = MAX_OCR_PIXELS,
): Promise<{ bytes: Uint8Array; scaled: boolean; tone: ImageTone }> {
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const tone = toneOf(image);
  const pixels = size.width * size.height;
  if (pixels <= maxPixels) return { bytes, scaled: false, tone };
  const factor = Math.sqrt(maxPixels / pixels);
  const [width, height] = [Math.max(1, Math.round(size.width * factor)), Math.max(1, Math.round(size.height * factor))];
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // A white page under a transparent PNG, as paper would be.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  // JPEG at high quality: text stays crisp for OCR, and it encodes three times faster than PNG.
  return { bytes: await canvas.encode('jpeg', 95), scaled: true, tone };
}
