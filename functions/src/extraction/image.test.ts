import { describe, expect, it } from 'vitest';
import { blankImage, passportPhotoImage } from './testing/document-fixtures';
import { prepareImage } from './image';
import { imageSize, MAX_OCR_PIXELS } from './image-size';

describe('imageSize', () => {
  it('reads PNG and JPEG sizes from their headers', async () => {
    expect(imageSize(await blankImage(1200, 1600), 'png')).toEqual({ width: 1200, height: 1600 });
    expect(imageSize(await blankImage(640, 480, 'jpeg'), 'jpeg')).toEqual({ width: 640, height: 480 });
    expect(imageSize(await passportPhotoImage(600), 'jpeg')).toEqual({ width: 600, height: 600 });
  });

  it('answers null for a header it cannot read', () => {
    expect(imageSize(new Uint8Array([0x89, 0x50]), 'png')).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'jpeg')).toBeNull();
    expect(imageSize(new Uint8Array(40), 'png')).toBeNull();
    expect(imageSize(new Uint8Array(40), 'jpeg')).toBeNull();
  });
});

describe('prepareImage', () => {
  it('keeps a small image as it is, and measures a blank one as uniform', async () => {
    const bytes = await blankImage(800, 600);
    const prepared = await prepareImage(bytes, { width: 800, height: 600 });
    expect(prepared).toEqual({ bytes, scaled: false, tone: { mean: 255, deviation: 0 } });
  });

  it('scales a large image down to the pixel cap, as JPEG', async () => {
    const prepared = await prepareImage(await blankImage(4000, 3000, 'jpeg'), { width: 4000, height: 3000 });
    expect(prepared.scaled).toBe(true);
    const size = imageSize(prepared.bytes, 'jpeg');
    expect((size?.width ?? 0) * (size?.height ?? 0)).toBeLessThanOrEqual(MAX_OCR_PIXELS);
    expect(size?.width).toBe(Math.round(4000 * Math.sqrt(MAX_OCR_PIXELS / 12_000_000)));
  });

  // Bytes that do not decode are not tested here: @napi-rs/canvas 0.1.80 crashes the process on them, which is why
  // prepareImage runs only in the reader process (extract-file.test.ts: "answers an image that does not decode").
});
