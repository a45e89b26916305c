// Maps how people name a visa ("investor visa", "EB-5", "green card through my wife") to the product's
// 14 eligibility categories and 7 document-review categories.
//
// Rules are tried in order and the first match wins, which is how specificity is expressed:
//   1. explicit codes and programme names ("E-2" before "investor", "EB-2 NIW" before "EB-2", SIJ before "special immigrant"),
//   2. descriptions of the route ("student", "job offer", "nurse"),
//   3. family words last, because "a student visa for my son" is about the visa, not the son.

import type { DocumentCategoryKey, EligibilityCategory } from '../../shared/reference/categories';
import { toIntentText } from './intent-text';

const FAMILY_WORD =
  '(?:wife|husband|spouse|mother|father|mom|mum|dad|parents?|sons?|daughters?|brothers?|sisters?|siblings?|child|children|kids?|relatives?|family|grandparents?)';

// Naturalization is none of the 14 categories: "citizenship after 3 years of marriage" (or "...while on an H-1B")
// names the route the person came by, not the benefit they ask about, so no category is filled.
const NO_CATEGORY = /\b(citizenship|naturali[sz]ation|n400|become a (us )?citizen)\b/;

const CATEGORY_RULES: ReadonlyArray<readonly [RegExp, EligibilityCategory]> = [
  // 1. Codes and programme names.
  [/\b(e2|treaty (investor|trader)s?)\b/, 'Treaty Investor (E-2)'],
  [/\b(eb5|regional cent(er|re)s?|immigrant investor)\b/, 'Investor (EB-5)'],
  [/\b(niw|national interest waiver)\b/, 'Medical Professionals (EB-2 NIW)'],
  [
    /\b(o1[ab]?|eb1[abc]?|extraordinary abilit(y|ies)|einstein visa|outstanding (professor|researcher)s?|multinational (manager|executive)s?)\b/,
    'Highly Skilled (EB-1/O-1)',
  ],
  [/\b(sij|sijs|special immigrant juvenile)\b/, 'Special Immigrant Juvenile (SIJ)'],
  [/\b(k1|k2|k3|k4|k visa|i129f|fiance(e|es|s)?)\b/, 'K-Visa'],
  [/\b(dv\d*|diversity (visa|lottery|immigrant|program)|green card lottery|visa lottery|lottery)\b/, 'Diversity Lottery'],
  [/\b(j1|j2|exchange visitor|exchange program(me)?|au pair|ds2019)\b/, 'Exchange Visitor (J-1)'],
  [/\b(f1|f2|m1|i20|sevis|student visa|study visa|study permit)\b/, 'Student (F-1)'],
  [/\b(b1|b2|visitor visa|tourist visa|travel visa|visa waiver|esta)\b/, 'Tourist (B-1/B-2)'],
  [/\b(asylum|asylee|refugees?|i589|i590|withholding of removal)\b/, 'Asylum/Refugee'],
  [
    /\b(vawa|u visa|t visa|u-visa|t-visa|r1|religious workers?|special immigrants?|siv|tps|temporary protected status|i360)\b/,
    'Special Categories',
  ],
  [/\b(h1b|h1b1|h2a|h2b|l1a?|l1b|tn|e3|eb2|eb3|perm labor|labor certification|i140)\b/, 'Employment-Based'],
  [
    new RegExp(
      `\\b(i130|marriage[- ]based|family[- ]based|spousal|married to|(through|via|by) (my |our )?(marriage|${FAMILY_WORD})|${FAMILY_WORD} (is|are) (a |an )?(us citizen|citizen|green card holder|permanent resident|lpr)s?|${FAMILY_WORD} (can |could |will |wants to |would )?(sponsor|petition))\\b`,
    ),
    'Family-Based',
  ],
  // 2. Descriptions.
  [/\b(juvenile|abandoned|abused (child|minor|kid))\b/, 'Special Immigrant Juvenile (SIJ)'],
  [
    /\b(victim of (a )?(crime|trafficking)|crime victim|trafficking|domestic violence|religious|minister|pastor|priest|nun|abused)\b/,
    'Special Categories',
  ],
  [/\b(engaged|fiancee?)\b/, 'K-Visa'],
  [/\b(persecut\w*|fleeing|flee|political prisoner)\b/, 'Asylum/Refugee'],
  [/\b(invest(or|ors|ment|ing)?)\b/, 'Investor (EB-5)'],
  [
    /\b(doctors?|physicians?|nurses?|nursing|surgeons?|pharmacists?|dentists?|medical (professional|doctor|graduate|worker)s?|health ?care workers?)\b/,
    'Medical Professionals (EB-2 NIW)',
  ],
  [/\b(extraordinary|athletes?|artists?|nobel|olympic|award[- ]winning|renowned|acclaimed)\b/, 'Highly Skilled (EB-1/O-1)'],
  [/\b(students?|study|studying|studies|university|college|degree program|masters program|phd program)\b/, 'Student (F-1)'],
  [/\b(exchange|internship|intern|trainee|visiting (scholar|researcher|professor)|research scholar)\b/, 'Exchange Visitor (J-1)'],
  [
    /\b(tourist|tourism|vacation|holiday|sightseeing|visitor|business trip|visit(ing)? (the us|us|the united states|america|my|our|family|friends|relatives))\b/,
    'Tourist (B-1/B-2)',
  ],
  [
    /\b(work visa|working visa|job offer|employer|employment|skilled worker|work in the us|work in america|work in the united states|company (wants|will|can) sponsor|sponsored by (my |an |a )?(employer|company))\b/,
    'Employment-Based',
  ],
  [/\bdiversity\b/, 'Diversity Lottery'],
  // The same routes in Spanish, French and German (the intent text has its accents folded).
  [/\b(asilo|asile|asyl|refugiad[oa]s?|refugies?|fluchtling\w*)\b/, 'Asylum/Refugee'],
  [/\b(inversionista|inversor|inversion|investisseur|investissement|investition)\b/, 'Investor (EB-5)'],
  [/\b(estudiante|estudiar|universidad|etudiant|etudiante|etudes|etudier|universite|studium|studieren|studentenvisum)\b/, 'Student (F-1)'],
  [/\b(turista|turismo|touriste|tourisme|tourist\w*)\b/, 'Tourist (B-1/B-2)'],
  [/\b(prometid[oa]|fiance(e)?|verlobte?r?)\b/, 'K-Visa'],
  [
    /\b(matrimonio|casad[oa]|esposo|esposa|marido|mariage|mariee|mari|epoux|epouse|heirat|verheiratet|ehemann|ehefrau|ehepartner\w*|hijos?|hijas?|padres|hermanos?|hermanas?|enfants?|parents|freres?|soeurs?|eltern|kinder|sohn|tochter|bruder|schwester)\b/,
    'Family-Based',
  ],
  // 3. Family words.
  [new RegExp(`\\b(marriage|married|${FAMILY_WORD})\\b`), 'Family-Based'],
];

/** The eligibility category a text names, if any. Accepts raw text or an intent text. */
export function detectCategory(text: string): EligibilityCategory | undefined {
  const t = toIntentText(text);
  if (NO_CATEGORY.test(t)) return undefined;
  for (const [re, category] of CATEGORY_RULES) if (re.test(t)) return category;
  return undefined;
}

// Form numbers point at one document category whatever else is said.
const DOCUMENT_RULES: ReadonlyArray<readonly [RegExp, DocumentCategoryKey]> = [
  [/\b(i129f|k1|k visa|fiance)/, 'kvisa'],
  [/\b(i589|i590|asylum|asylee|refugee)/, 'refugee'],
  [/\b(i20|ds2019|sevis|f1|j1|m1)\b/, 'student'],
  [/\b(dv\d*|diversity|lottery|entry confirmation|confirmation number)\b/, 'diversity'],
  [/\b(i360|sij|sijs|vawa|special immigrant|religious worker)\b/, 'special'],
  [/\b(i140|labor certification|perm labor|h1b|resume|cv|job offer letter|employment letter)\b/, 'employment'],
  [/\b(i130|i864|affidavit of support|marriage certificate)\b/, 'family'],
];

const DOCUMENT_BY_ELIGIBILITY: Record<EligibilityCategory, DocumentCategoryKey | undefined> = {
  'Family-Based': 'family',
  'Employment-Based': 'employment',
  'Investor (EB-5)': 'employment',
  'Treaty Investor (E-2)': 'employment',
  'Highly Skilled (EB-1/O-1)': 'employment',
  'Medical Professionals (EB-2 NIW)': 'employment',
  'Student (F-1)': 'student',
  'Exchange Visitor (J-1)': 'student',
  'Tourist (B-1/B-2)': undefined, // the review tool has no visitor checklist
  'Asylum/Refugee': 'refugee',
  'K-Visa': 'kvisa',
  'Diversity Lottery': 'diversity',
  'Special Immigrant Juvenile (SIJ)': 'special',
  'Special Categories': 'special',
};

/** The document-review category a text names, if any. */
export function detectDocumentCategory(text: string): DocumentCategoryKey | undefined {
  const t = toIntentText(text);
  for (const [re, key] of DOCUMENT_RULES) if (re.test(t)) return key;
  const category = detectCategory(t);
  return category === undefined ? undefined : DOCUMENT_BY_ELIGIBILITY[category];
}
