import type { PDFFont } from 'pdf-lib';

/**
 * `text` in the characters `font` can draw. The forms are filled in English, and Helvetica (the forms' font) has no
 * glyph outside Latin-1: an accent it lacks is dropped ("ő" → "o"), and what remains unprintable becomes "?".
 */
export function printable(text: string, font: PDFFont): string {
  const glyphs = new Set(font.getCharacterSet());
  const drawable = (char: string) => glyphs.has(char.codePointAt(0)!);
  return [...text]
    .map((char) => {
      if (drawable(char) || char === '\n') return char;
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      return bare && [...bare].every(drawable) ? bare : '?';
    })
    .join('');
}
