import { describe, expect, it } from 'vitest';
import { issuesNamingPerson, namePerson } from './person-words';

describe('naming the person a file is about in its issues', () => {
  it('puts the person after the first mention of the file, leaving other files alone', () => {
    expect(namePerson('The name on a.pdf (Ana) does not match the name on b.pdf.', 'a.pdf', 'beneficiary')).toBe(
      "The name on a.pdf (the beneficiary's document) (Ana) does not match the name on b.pdf.",
    );
    expect(namePerson('i-130.pdf is filled in but not signed.', 'i-130.pdf', 'jointSponsor')).toBe(
      "i-130.pdf (the joint sponsor's document) is filled in but not signed.",
    );
  });

  it('does not take the tail of a longer file name for the file', () => {
    expect(namePerson('my-passport.pdf and passport.pdf are the same file.', 'passport.pdf', 'petitioner')).toBe(
      "my-passport.pdf and passport.pdf (the petitioner's document) are the same file.",
    );
  });

  it('swaps one person for another, and takes the person out when nobody is known', () => {
    const tagged = "passport.pdf (the petitioner's document) expired.";
    expect(namePerson(tagged, 'passport.pdf', 'beneficiary', 'petitioner')).toBe("passport.pdf (the beneficiary's document) expired.");
    expect(namePerson(tagged, 'passport.pdf', null, 'petitioner')).toBe('passport.pdf expired.');
  });

  it('leaves an issue that does not name the file as it is', () => {
    const finding = { type: 'expired' as const, severity: 'error' as const, details: 'Looks expired.', by: 'ai' as const };
    expect(issuesNamingPerson([finding], 'passport.pdf', 'petitioner')).toEqual([finding]);
  });
});
