// Only the most asked cards are translated. A Spanish, French or German question about another card is matched
// against its English text through this small glossary of the words applicants use most, each word stem mapped to its
// English terms. Unknown words are kept: form numbers, names and English loanwords ("OPT", "green card") match as they are.
import type { KnowledgeLanguage } from '../../shared/knowledge/knowledge-views';
import { words } from './search-terms';

type Glossary = ReadonlyArray<readonly [stem: string, english: string]>;

const ES: Glossary = [
  ['ciudadan', 'citizenship citizen'], ['naturaliz', 'naturalization'], ['residen', 'residence resident'], ['tarjeta verde', 'green card'],
  ['tarjeta', 'card'], ['permiso de trabajo', 'work permit'], ['trabaj', 'work'], ['emple', 'employment job'], ['direcc', 'address'], ['domicilio', 'address'],
  ['mud', 'move moved'], ['cambi', 'change'], ['tarifa', 'fee'], ['cuota', 'fee'], ['cost', 'cost fee'], ['cuest', 'cost fee'], ['pag', 'pay'],
  ['precio', 'fee cost'], ['exencion', 'waiver'], ['perdon', 'waiver'], ['asilo', 'asylum'], ['refugi', 'refugee'], ['estudiant', 'student'],
  ['estudi', 'study student'], ['viaj', 'travel trip'], ['salir', 'leave travel'], ['pais', 'country'], ['permiso', 'permit'], ['visa', 'visa'],
  ['vencid', 'expired'], ['venc', 'expire'], ['expir', 'expire'], ['renov', 'renew renewal'], ['perd', 'lost'], ['robad', 'stolen'],
  ['matrimonio', 'marriage'], ['casad', 'married'], ['cas', 'married marry'], ['espos', 'spouse'], ['conyuge', 'spouse'], ['prometid', 'fiance'],
  ['hij', 'child children'], ['padre', 'parent'], ['madre', 'parent'], ['herman', 'sibling'], ['familia', 'family'], ['peticion', 'petition'],
  ['solicitud', 'application'], ['solicit', 'apply application'], ['formulario', 'form'], ['document', 'document'], ['entrevista', 'interview'],
  ['examen', 'test exam'], ['prueba', 'test'], ['negad', 'denied'], ['rechaz', 'rejected denied'], ['deneg', 'denied denial'], ['apelac', 'appeal'],
  ['estado del caso', 'case status'], ['estado', 'status'], ['caso', 'case'], ['abogad', 'lawyer attorney'], ['huell', 'fingerprints biometrics'],
  ['sobreestadia', 'overstay'], ['quedarme', 'overstay stay'], ['castigo', 'bar'], ['prohibic', 'bar'], ['deport', 'removal deportation'],
  ['corte', 'court'], ['plazo', 'deadline'], ['fecha', 'date'], ['tiempo', 'time long'], ['cuanto tarda', 'how long processing time'], ['tard', 'processing time'],
  ['inversion', 'investment investor'], ['invers', 'investor'], ['negocio', 'business'], ['loteria', 'lottery'], ['sorteo', 'lottery'],
  ['ingles', 'english'], ['civica', 'civics'], ['juramento', 'oath'], ['impuesto', 'taxes'], ['evidencia', 'evidence'], ['aviso', 'notice'],
];

const FR: Glossary = [
  ['citoyen', 'citizenship citizen'], ['naturalis', 'naturalization'], ['resident', 'resident residence'], ['carte verte', 'green card'],
  ['carte', 'card'], ['permis de travail', 'work permit'], ['travail', 'work'], ['emploi', 'employment job'], ['adresse', 'address'],
  ['demenag', 'move moved'], ['chang', 'change'], ['frais', 'fee'], ['tarif', 'fee'], ['cout', 'cost fee'], ['pay', 'pay'], ['prix', 'fee cost'],
  ['dispense', 'waiver'], ['exoner', 'waiver'], ['asile', 'asylum'], ['refugi', 'refugee'], ['etudiant', 'student'], ['etud', 'study student'],
  ['voyag', 'travel trip'], ['quitter', 'leave travel'], ['pays', 'country'], ['expir', 'expire expired'], ['renouvel', 'renew renewal'],
  ['perdu', 'lost'], ['vol', 'stolen'], ['mariage', 'marriage'], ['marie', 'married marry'], ['epou', 'spouse'], ['conjoint', 'spouse'],
  ['fiance', 'fiance'], ['enfant', 'child children'], ['parent', 'parent'], ['frere', 'sibling'], ['soeur', 'sibling'], ['famille', 'family'],
  ['petition', 'petition'], ['demande', 'application apply'], ['formulaire', 'form'], ['document', 'document'], ['entretien', 'interview'],
  ['examen', 'test exam'], ['test', 'test'], ['refus', 'denied denial'], ['rejet', 'rejected'], ['appel', 'appeal'], ['recours', 'appeal'],
  ['statut', 'status'], ['dossier', 'case'], ['avocat', 'lawyer attorney'], ['empreinte', 'fingerprints biometrics'], ['depass', 'overstay'],
  ['interdiction', 'bar'], ['expuls', 'removal deportation'], ['tribunal', 'court'], ['delai', 'deadline processing time'], ['date', 'date'],
  ['combien de temps', 'how long processing time'], ['investiss', 'investment investor'], ['entreprise', 'business'], ['loterie', 'lottery'],
  ['anglais', 'english'], ['civique', 'civics'], ['serment', 'oath'], ['impot', 'taxes'], ['preuve', 'evidence'], ['avis', 'notice'],
];

const DE: Glossary = [
  ['staatsburger', 'citizenship citizen'], ['einburger', 'naturalization'], ['aufenthalt', 'residence status'], ['green card', 'green card'],
  ['karte', 'card'], ['arbeitserlaubnis', 'work permit employment authorization'], ['arbeit', 'work'], ['job', 'job employment'],
  ['adresse', 'address'], ['anschrift', 'address'], ['umzug', 'move moved'], ['umgezogen', 'move moved'], ['ander', 'change'], ['gebuhr', 'fee'],
  ['kost', 'cost fee'], ['zahl', 'pay'], ['preis', 'fee cost'], ['befreiung', 'waiver'], ['verzicht', 'waiver'], ['asyl', 'asylum'],
  ['fluchtling', 'refugee'], ['student', 'student'], ['studi', 'study student'], ['reis', 'travel trip'], ['verlass', 'leave travel'],
  ['land', 'country'], ['ablauf', 'expire expired'], ['abgelaufen', 'expired'], ['verlanger', 'renew extension'], ['erneuer', 'renew renewal'],
  ['verlor', 'lost'], ['gestohlen', 'stolen'], ['ehe', 'marriage'], ['heirat', 'marriage married marry'], ['verheiratet', 'married'],
  ['ehepartner', 'spouse'], ['ehefrau', 'spouse wife'], ['ehemann', 'spouse husband'], ['verlobt', 'fiance'], ['kind', 'child children'],
  ['eltern', 'parent'], ['geschwister', 'sibling'], ['bruder', 'sibling'], ['schwester', 'sibling'], ['familie', 'family'], ['antrag', 'application petition'],
  ['beantrag', 'apply application'], ['formular', 'form'], ['dokument', 'document'], ['unterlagen', 'documents'], ['interview', 'interview'],
  ['gesprach', 'interview'], ['prufung', 'test exam'], ['test', 'test'], ['abgelehnt', 'denied'], ['ablehnung', 'denial denied'],
  ['widerspruch', 'appeal'], ['berufung', 'appeal'], ['status', 'status'], ['fall', 'case'], ['anwalt', 'lawyer attorney'], ['fingerabdr', 'fingerprints biometrics'],
  ['uberzieh', 'overstay'], ['sperre', 'bar'], ['abschieb', 'removal deportation'], ['gericht', 'court'], ['frist', 'deadline'], ['datum', 'date'],
  ['wie lange', 'how long processing time'], ['dauer', 'processing time long'], ['investi', 'investment investor'], ['unternehmen', 'business'],
  ['lotterie', 'lottery'], ['englisch', 'english'], ['staatskunde', 'civics'], ['eid', 'oath'], ['steuer', 'taxes'], ['nachweis', 'evidence'], ['bescheid', 'notice'],
];

const GLOSSARIES: Record<Exclude<KnowledgeLanguage, 'en'>, Glossary> = { es: ES, fr: FR, de: DE };

/** The question with every word the glossary knows replaced by its English terms; other words kept as they are. */
export function bridgeToEnglish(question: string, language: KnowledgeLanguage): string {
  if (language === 'en') return question;
  const glossary = GLOSSARIES[language];
  const text = ` ${words(question).join(' ')} `;
  const out: string[] = [];
  // Multi-word entries first ("tarjeta verde" before "tarjeta"), then word by word.
  let rest = text;
  for (const [stem, english] of glossary) {
    if (!stem.includes(' ')) continue;
    if (rest.includes(` ${stem} `)) {
      out.push(english);
      rest = rest.replace(` ${stem} `, ' ');
    }
  }
  for (const raw of rest.trim().split(' ')) {
    const word = raw.replace(/^[ldjmnst]'/, '');
    if (word === '') continue;
    // The longest stem wins: "caso" is a case, not "cas(ado)".
    let best: readonly [string, string] | undefined;
    for (const entry of glossary) {
      if (!entry[0].includes(' ') && word.startsWith(entry[0]) && entry[0].length > (best?.[0].length ?? 0)) best = entry;
    }
    out.push(best === undefined ? word : best[1]);
  }
  return out.join(' ');
}
