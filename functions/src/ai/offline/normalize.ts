// One normalisation for both intent rules and retrieval, so "Fiancé", "fiance" and "FIANCE" always meet.

/** Lower-case, accents and typographic quotes/dashes folded to ASCII, whitespace collapsed. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Form and visa codes are written "I-130", "i130", "H-1B" or "H1-B"; joining them into one token
 * ("i130", "h1b") lets a rule or an index match every spelling and stops "b" or "130" matching on its own.
 */
export function joinCodes(normalized: string): string {
  return normalized
    .replace(/\b(i|n|ds|dv|eb|h|f|j|k|b|o|e|l|m|r|u|t|tn|g)-?(\d{1,4})-?([a-z])?\b/g, (_m, letters: string, digits: string, suffix?: string) =>
      `${letters}${digits}${suffix ?? ''}`,
    );
}

/** What intent rules match against: normalised, codes joined, apostrophes kept ("i'm", "don't"). */
export function toMatchText(text: string): string {
  return joinCodes(normalize(text));
}
