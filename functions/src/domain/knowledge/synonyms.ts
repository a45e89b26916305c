// Applicants and the knowledge base often name the same thing differently ("green card" vs "permanent resident",
// "RFE" vs "Request for Evidence"). Each entry adds the other wording to a question, at reduced weight, so either
// spelling finds the document without the expansion outranking what the user actually typed.

import { toMatchText } from './search-terms';

const EXPANSIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bgreen ?cards?\b/, 'permanent resident lawful permanent residence'],
  [/\b(lpr|permanent residen(t|ce|cy))\b/, 'green card'],
  [/\brfe\b/, 'request for evidence'],
  [/\brequest for evidence\b/, 'rfe'],
  [/\bnoid\b/, 'notice of intent to deny'],
  [/\bead\b/, 'employment authorization document work permit'],
  [/\bwork permit\b/, 'employment authorization ead'],
  [/\b(aos|adjust(ing|ment)? (of )?status)\b/, 'adjustment of status i485'],
  [/\bi485\b/, 'adjustment of status'],
  [/\b(citizenship|become a citizen)\b/, 'naturalization n400'],
  [/\bnaturali[sz]/, 'citizenship n400'],
  [/\bn400\b/, 'naturalization citizenship'],
  [/\bfianc/, 'k1 fiance'],
  [/\bk1\b/, 'fiance'],
  // "Lottery" means the Diversity Visa, except next to H-1B, where it means the cap registration.
  [/^(?!.*\bh1b\b).*\b(lottery|dv\d*)\b/, 'diversity visa'],
  [/\bh1b\b.*\blottery\b|\blottery\b.*\bh1b\b/, 'registration annual limit cap selection'],
  [/\b(waiting|pending)\b/, 'pending waiting'],
  // The stemmer keeps "respond" and "response" apart.
  [/\brespond/, 'response reply'],
  [/\brespons/, 'respond reply'],
  [/\bh1b\b/, 'specialty occupation'],
  [/\bbiometric/, 'fingerprints photo appointment'],
  [/\bfingerprint/, 'biometrics'],
  [/\b(wait|how long|timeline|processing times?)\b/, 'processing time'],
  [/\b(fee|cost|price|how much)\b/, 'fee filing'],
  [/\bsponsor/, 'petition petitioner affidavit of support'],
  [/\bi864\b/, 'affidavit of support'],
  [/\baffidavit of support\b/, 'i864'],
  [/\bi130\b/, 'petition for alien relative'],
  [/\bi140\b/, 'immigrant petition for alien worker'],
  [/\bi765\b/, 'employment authorization'],
  [/\bstatus of (my|a) case|case status|check (my )?case\b/, 'case status receipt number'],
  [/\btravel (document|permit)|advance parole\b/, 'advance parole i131'],
  [/\bcap ?gap\b/, 'opt extension h1b pending'],
  [/\b(marry|married|marriage|spouse|wife|husband)\b/, 'spouse marriage'],
  [/\b(deny|denied|denial|rejected)\b/, 'denial denied'],
  [/\b(lawyer|attorney)\b/, 'lawyer attorney accredited representative'],
  [/\b(move|moved|moving|new address)\b/, 'change address'],
  [/\boverstay/, 'unlawful presence'],
  [/\b(lose|lost|stolen)\b/, 'lost replace'],
  [/\b(renew|renewal|expire|expired|expiring)\b/, 'renew expire'],
  [/\b(trip|travel|abroad|leave the (country|us))\b/, 'travel abroad'],
];

/** Extra query text for the spellings a question did not use. */
export function expansionText(query: string): string {
  const text = toMatchText(query);
  const extra: string[] = [];
  for (const [pattern, addition] of EXPANSIONS) {
    if (pattern.test(text)) extra.push(addition);
  }
  return extra.join(' ');
}
