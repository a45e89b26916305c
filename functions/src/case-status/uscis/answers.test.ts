import { describe, expect, it } from 'vitest';
import { plainText, tokenAnswerSchema, uscisDate } from './answers';

describe('USCIS dates', () => {
  it.each([
    ['09-05-2023 14:28:46', '2023-09-05'],
    ['09-05-2023', '2023-09-05'],
    ['2023-09-05', '2023-09-05'],
    ['2023-09-05T14:28:46Z', '2023-09-05'],
    ['1746057600000', '2025-05-01'],
  ])('reads %s as %s', (text, date) => {
    expect(uscisDate(text)).toBe(date);
  });

  it.each(['', 'yesterday', '13-45-2023', '2023-02-30', '5/9/23'])('gives null for %j', (text) => {
    expect(uscisDate(text)).toBeNull();
  });

  it('gives null for no date', () => {
    expect(uscisDate(null)).toBeNull();
  });
});

describe('USCIS descriptions as plain text', () => {
  it('keeps the words of links and paragraphs and drops the markup', () => {
    expect(plainText('<p>We mailed it.</p><p>Go to <a href="https://x.example">our site</a>.</p>')).toBe('We mailed it. Go to our site.');
    expect(plainText('Fees &amp; forms &quot;I-130&quot; &#39;ok&#39;')).toBe(`Fees & forms "I-130" 'ok'`);
  });
});

describe('token answers', () => {
  it('reads the lifetime whether the gateway sends it as a string or a number', () => {
    expect(tokenAnswerSchema.parse({ access_token: 't', expires_in: '1799' })).toEqual({ access_token: 't', expires_in: 1799 });
    expect(tokenAnswerSchema.parse({ access_token: 't', expires_in: 600 })).toEqual({ access_token: 't', expires_in: 600 });
    expect(tokenAnswerSchema.parse({ access_token: 't' }).expires_in).toBe(1800);
  });

  it('refuses an answer without a token or with a lifetime that is not a number', () => {
    expect(tokenAnswerSchema.safeParse({ expires_in: '1799' }).success).toBe(false);
    expect(tokenAnswerSchema.safeParse({ access_token: 't', expires_in: 'soon' }).success).toBe(false);
  });
});
