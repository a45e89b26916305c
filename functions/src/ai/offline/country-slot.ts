// Finds the applicant's country in a message: "I am from Mexico", "Indian citizen", "born in Nigeria", "I'm Filipino".
// The United States is never returned: in these conversations it is the destination or the petitioner's country,
// never the applicant's nationality.

import { COUNTRIES, type Country } from '../../shared/reference/countries';
import { normalize } from '../../domain/knowledge/search-terms';
import { escapeRegExp, toIntentText } from './intent-text';

const ALIASES: Partial<Record<Country, readonly string[]>> = {
  'United Kingdom': ['uk', 'great britain', 'britain', 'england', 'scotland', 'wales', 'northern ireland'],
  'South Korea': ['korea', 'republic of korea'],
  'North Korea': ['dprk'],
  Burma: ['myanmar'],
  "Cote d'Ivoire": ['ivory coast', 'cote divoire'],
  'Czech Republic': ['czechia'],
  Netherlands: ['holland'],
  Eswatini: ['swaziland'],
  'Cabo Verde': ['cape verde'],
  'Timor-Leste': ['east timor'],
  Vietnam: ['viet nam'],
  Turkey: ['turkiye'],
  Russia: ['russian federation'],
  China: ['mainland china', 'prc', "people's republic of china"],
  'Congo (Kinshasa)': ['drc', 'dr congo', 'democratic republic of the congo', 'democratic republic of congo', 'congo-kinshasa', 'kinshasa'],
  'Congo (Brazzaville)': ['republic of the congo', 'congo-brazzaville', 'brazzaville'],
  'North Macedonia': ['macedonia'],
  Macau: ['macao'],
  'United Arab Emirates': ['uae', 'emirates', 'dubai', 'abu dhabi'],
  'Vatican City': ['vatican', 'holy see'],
  'Bosnia and Herzegovina': ['bosnia'],
  'Trinidad and Tobago': ['trinidad'],
  'Antigua and Barbuda': ['antigua'],
  'Saint Kitts and Nevis': ['st kitts', 'st. kitts'],
  'Saint Lucia': ['st lucia', 'st. lucia'],
  'Saint Vincent and the Grenadines': ['st vincent', 'st. vincent'],
  Laos: ['lao'],
};

// Demonyms double as language names ("I speak Spanish"), so they only count in a nationality context (see below).
const DEMONYMS: Partial<Record<Country, readonly string[]>> = {
  Afghanistan: ['afghan'],
  Albania: ['albanian'],
  Algeria: ['algerian'],
  Angola: ['angolan'],
  Argentina: ['argentine', 'argentinian', 'argentinean'],
  Armenia: ['armenian'],
  Australia: ['australian', 'aussie'],
  Austria: ['austrian'],
  Azerbaijan: ['azerbaijani', 'azeri'],
  Bahamas: ['bahamian'],
  Bangladesh: ['bangladeshi'],
  Barbados: ['barbadian', 'bajan'],
  Belarus: ['belarusian'],
  Belgium: ['belgian'],
  Belize: ['belizean'],
  Benin: ['beninese'],
  Bhutan: ['bhutanese'],
  Bolivia: ['bolivian'],
  'Bosnia and Herzegovina': ['bosnian'],
  Brazil: ['brazilian'],
  Bulgaria: ['bulgarian'],
  'Burkina Faso': ['burkinabe'],
  Burma: ['burmese'],
  Burundi: ['burundian'],
  Cambodia: ['cambodian', 'khmer'],
  Cameroon: ['cameroonian'],
  Canada: ['canadian'],
  'Cabo Verde': ['cape verdean', 'cabo verdean'],
  Chad: ['chadian'],
  Chile: ['chilean'],
  China: ['chinese'],
  Colombia: ['colombian'],
  'Congo (Kinshasa)': ['congolese'],
  'Costa Rica': ['costa rican'],
  "Cote d'Ivoire": ['ivorian'],
  Croatia: ['croatian'],
  Cuba: ['cuban'],
  Cyprus: ['cypriot'],
  'Czech Republic': ['czech'],
  Denmark: ['danish', 'dane'],
  'Dominican Republic': ['dominican'],
  Ecuador: ['ecuadorian', 'ecuadorean'],
  Egypt: ['egyptian'],
  'El Salvador': ['salvadoran', 'salvadorean', 'salvadorian'],
  Eritrea: ['eritrean'],
  Estonia: ['estonian'],
  Ethiopia: ['ethiopian'],
  Fiji: ['fijian'],
  Finland: ['finnish', 'finn'],
  France: ['french'],
  Gambia: ['gambian'],
  Georgia: ['georgian'],
  Germany: ['german'],
  Ghana: ['ghanaian'],
  Greece: ['greek'],
  Guatemala: ['guatemalan'],
  Guinea: ['guinean'],
  Guyana: ['guyanese'],
  Haiti: ['haitian'],
  Honduras: ['honduran'],
  'Hong Kong': ['hong konger', 'hongkonger'],
  Hungary: ['hungarian'],
  Iceland: ['icelandic', 'icelander'],
  India: ['indian'],
  Indonesia: ['indonesian'],
  Iran: ['iranian', 'persian'],
  Iraq: ['iraqi'],
  Ireland: ['irish'],
  Israel: ['israeli'],
  Italy: ['italian'],
  Jamaica: ['jamaican'],
  Japan: ['japanese'],
  Jordan: ['jordanian'],
  Kazakhstan: ['kazakh', 'kazakhstani'],
  Kenya: ['kenyan'],
  Kosovo: ['kosovar', 'kosovan'],
  Kuwait: ['kuwaiti'],
  Kyrgyzstan: ['kyrgyz'],
  Laos: ['laotian', 'lao'],
  Latvia: ['latvian'],
  Lebanon: ['lebanese'],
  Liberia: ['liberian'],
  Libya: ['libyan'],
  Lithuania: ['lithuanian'],
  Macau: ['macanese'],
  Malawi: ['malawian'],
  Malaysia: ['malaysian'],
  Mali: ['malian'],
  Mauritania: ['mauritanian'],
  Mexico: ['mexican'],
  Moldova: ['moldovan'],
  Mongolia: ['mongolian'],
  Montenegro: ['montenegrin'],
  Morocco: ['moroccan'],
  Mozambique: ['mozambican'],
  Nepal: ['nepali', 'nepalese'],
  Netherlands: ['dutch'],
  'New Zealand': ['new zealander', 'kiwi'],
  Nicaragua: ['nicaraguan'],
  Niger: ['nigerien'],
  Nigeria: ['nigerian'],
  'North Macedonia': ['macedonian'],
  Norway: ['norwegian'],
  Oman: ['omani'],
  Pakistan: ['pakistani'],
  Panama: ['panamanian'],
  Paraguay: ['paraguayan'],
  Peru: ['peruvian'],
  Philippines: ['filipino', 'filipina', 'philippine'],
  Poland: ['polish', 'pole'],
  Portugal: ['portuguese'],
  Qatar: ['qatari'],
  Romania: ['romanian'],
  Russia: ['russian'],
  Rwanda: ['rwandan'],
  'Saudi Arabia': ['saudi'],
  Senegal: ['senegalese'],
  Serbia: ['serbian', 'serb'],
  'Sierra Leone': ['sierra leonean'],
  Singapore: ['singaporean'],
  Slovakia: ['slovak', 'slovakian'],
  Slovenia: ['slovenian', 'slovene'],
  Somalia: ['somali', 'somalian'],
  'South Africa': ['south african'],
  'South Korea': ['korean', 'south korean'],
  'South Sudan': ['south sudanese'],
  Spain: ['spanish', 'spaniard'],
  'Sri Lanka': ['sri lankan'],
  Sudan: ['sudanese'],
  Sweden: ['swedish', 'swede'],
  Switzerland: ['swiss'],
  Syria: ['syrian'],
  Taiwan: ['taiwanese'],
  Tajikistan: ['tajik'],
  Tanzania: ['tanzanian'],
  Thailand: ['thai'],
  Togo: ['togolese'],
  Tonga: ['tongan'],
  'Trinidad and Tobago': ['trinidadian'],
  Tunisia: ['tunisian'],
  Turkey: ['turkish', 'turk'],
  Turkmenistan: ['turkmen'],
  Uganda: ['ugandan'],
  Ukraine: ['ukrainian'],
  'United Arab Emirates': ['emirati'],
  'United Kingdom': ['british', 'english', 'scottish', 'welsh'],
  Uruguay: ['uruguayan'],
  Uzbekistan: ['uzbek'],
  Venezuela: ['venezuelan'],
  Vietnam: ['vietnamese'],
  Yemen: ['yemeni'],
  Zambia: ['zambian'],
  Zimbabwe: ['zimbabwean'],
  'North Korea': ['north korean'],
  Samoa: ['samoan'],
};

// Also everyday words or US place and personal names, so they only count in an explicit phrase ("from Jordan").
const AMBIGUOUS_BARE = new Set<Country>(['Georgia', 'Jordan', 'Chad', 'Guinea', 'Turkey', 'Niger', 'Dominica']);

interface Alias {
  country: Country;
  spelling: string;
}

function buildAliases(): Alias[] {
  const list: Alias[] = [];
  for (const country of COUNTRIES) {
    if (country === 'United States') continue;
    list.push({ country, spelling: normalize(country) });
    for (const alias of ALIASES[country] ?? []) list.push({ country, spelling: alias });
  }
  // Longest first so "south sudan" wins over "sudan" and "papua new guinea" over "guinea".
  return list.sort((a, b) => b.spelling.length - a.spelling.length);
}

function buildDemonyms(): Alias[] {
  const list: Alias[] = [];
  for (const country of COUNTRIES) {
    for (const d of DEMONYMS[country] ?? []) list.push({ country, spelling: d });
  }
  return list.sort((a, b) => b.spelling.length - a.spelling.length);
}

const COUNTRY_ALIASES = buildAliases();
const DEMONYM_ALIASES = buildDemonyms();
const alternation = (aliases: readonly Alias[]): string => aliases.map((a) => escapeRegExp(a.spelling)).join('|');

const NAME = `(?:the )?(${alternation(COUNTRY_ALIASES)})`;
const DEMONYM = `(${alternation(DEMONYM_ALIASES)})`;
const NATIONALITY_NOUN =
  '(?:citizen|citizens|citizenship|national|nationals|nationality|passport|passport holder|born|native|man|woman|person|student|applicant|engineer|doctor|nurse|immigrant)';

// Strongest first: a stated nationality or birth country beats a mere mention of a place.
const PATTERNS: ReadonlyArray<{ re: RegExp; kind: 'name' | 'demonym' }> = [
  {
    re: new RegExp(
      `\\b(?:born in|citizen of|citizenship of|national of|native of|nationality is|citizenship is|passport is from|passport from|i am from|we are from|i come from|we come from|originally from|coming from|hail from)\\s+${NAME}\\b`,
    ),
    kind: 'name',
  },
  { re: new RegExp(`\\b${NAME}[- ]${NATIONALITY_NOUN}\\b`), kind: 'name' },
  {
    re: new RegExp(
      `\\b(?:i am|we are|he is|she is|they are|is|am) (?:a |an )?${DEMONYM}\\b(?! (?:speaker|language|speaking|food|restaurant|class|course))`,
    ),
    kind: 'demonym',
  },
  { re: new RegExp(`\\b${DEMONYM}[- ]${NATIONALITY_NOUN}\\b`), kind: 'demonym' },
  { re: new RegExp(`\\b(?:nationality|citizenship)(?: is)?:? ${DEMONYM}\\b`), kind: 'demonym' },
  { re: new RegExp(`\\bfrom\\s+${NAME}\\b`), kind: 'name' },
  { re: new RegExp(`\\b(?:live in|living in|reside in|residing in|based in|located in|moving from)\\s+${NAME}\\b`), kind: 'name' },
];

const BARE = new RegExp(`\\b${NAME}\\b`, 'g');

function lookup(aliases: readonly Alias[], spelling: string | undefined): Country | undefined {
  if (spelling === undefined) return undefined;
  return aliases.find((a) => a.spelling === spelling)?.country;
}

/** The applicant's country named in the text, if any. */
export function detectCountry(text: string): Country | undefined {
  const t = toIntentText(text);
  for (const { re, kind } of PATTERNS) {
    const m = re.exec(t);
    const found = lookup(kind === 'name' ? COUNTRY_ALIASES : DEMONYM_ALIASES, m?.[1]);
    if (found !== undefined) return found;
  }
  // A bare mention ("EB-5 ... Mexico") only counts when it is the single, unambiguous country in the text.
  const bare = new Set<Country>();
  for (const m of t.matchAll(BARE)) {
    const c = lookup(COUNTRY_ALIASES, m[1]);
    if (c !== undefined && !AMBIGUOUS_BARE.has(c)) bare.add(c);
  }
  return bare.size === 1 ? [...bare][0] : undefined;
}
