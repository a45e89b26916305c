import { describe, expect, it } from 'vitest';
import { fileProgress } from './upload-progress';

describe('fileProgress', () => {
  it('fills the files in the order they are sent', () => {
    // 100 + 300 bytes of files in a 400-byte body.
    expect(fileProgress([100, 300], 0, 400)).toEqual([0, 0]);
    expect(fileProgress([100, 300], 50, 400)).toEqual([50, 0]);
    expect(fileProgress([100, 300], 100, 400)).toEqual([100, 0]);
    expect(fileProgress([100, 300], 250, 400)).toEqual([100, 50]);
    expect(fileProgress([100, 300], 400, 400)).toEqual([100, 100]);
  });

  it('spreads the multipart overhead so every file is full when the body is', () => {
    expect(fileProgress([100, 100], 440, 440)).toEqual([100, 100]);
    expect(fileProgress([100, 100], 220, 440)).toEqual([100, 0]);
  });

  it('copes with empty files and an unknown total', () => {
    expect(fileProgress([0, 100], 50, 100)).toEqual([0, 50]);
    expect(fileProgress([0, 100], 100, 100)).toEqual([100, 100]);
    expect(fileProgress([10], 0, 0)).toEqual([0]);
  });
});
