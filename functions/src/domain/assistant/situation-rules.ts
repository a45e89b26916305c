// What the facts an applicant states about their own past mean, in a short paragraph each, with the law it rests on
// and the official page it was checked against. The assistant says these when a message states such a fact
// ("I crossed without a visa", "I was deported", "I was arrested") and opens the Eligibility Check with the fact filled
// in (ai/offline/situation-reply.ts). Written in our own words from the sources; a lawyer reviews them (docs/assistant.md).
import type { KnowledgeLanguage, KnowledgeSource } from '../../shared/knowledge/knowledge-views';

export type SituationFact =
  'entry-without-inspection' | 'removal' | 'criminal-history' | 'citizen-spouse' | 'citizen-relative' | 'resident-relative';

export interface SituationRule {
  fact: SituationFact;
  /** The provision it rests on, as cited in the text. */
  citation: string;
  source: KnowledgeSource;
  checkedOn: string;
  text: Record<KnowledgeLanguage, string>;
}

const CHECKED = '2026-11-30';
const usc = (section: string, title: string): KnowledgeSource => ({
  title: `8 U.S.C. ${section} (${title})`,
  url: `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section${section}&num=0&edition=prelim`,
});

export const SITUATION_RULES: readonly SituationRule[] = [
  {
    fact: 'entry-without-inspection',
    citation: 'INA 245(a), 245(i), 212(a)(9)(B) and (C)',
    source: {
      title: 'USCIS: Provisional Unlawful Presence Waivers (I-601A)',
      url: 'https://www.uscis.gov/family/family-of-us-citizens/provisional-unlawful-presence-waivers',
    },
    checkedOn: CHECKED,
    text: {
      en: '**Entry without inspection.** A green card from inside the U.S. (adjustment of status) needs an entry in which you were inspected and admitted or paroled (INA 245(a)); marrying a U.S. citizen does not replace it. The main exception is INA 245(i), for people a petition or labor certification was filed for by April 30, 2001. Otherwise the green card usually comes through an immigrant visa abroad. Leaving after more than 180 days of unlawful presence starts a 3- or 10-year bar (INA 212(a)(9)(B)) unless a provisional waiver (Form I-601A) is approved before you go. Entering again without permission after a year of unlawful presence, or after a removal, can cause a permanent bar (INA 212(a)(9)(C)).',
      es: '**Entrada sin inspección.** Para obtener la green card dentro de EE. UU. (ajuste de estatus) hace falta una entrada en la que usted fue inspeccionado y admitido o recibió parole (INA 245(a)); casarse con un ciudadano no lo reemplaza. La excepción principal es la INA 245(i), para personas por quienes se presentó una petición o certificación laboral a más tardar el 30 de abril de 2001. Si no, la green card suele llegar con una visa de inmigrante en el extranjero. Salir después de más de 180 días de presencia ilegal activa un castigo de 3 o 10 años (INA 212(a)(9)(B)), salvo que antes de salir se apruebe un perdón provisional (Formulario I-601A). Volver a entrar sin permiso después de un año de presencia ilegal, o después de una deportación, puede causar un castigo permanente (INA 212(a)(9)(C)).',
      fr: '**Entrée sans contrôle.** Obtenir la green card depuis les États-Unis (ajustement de statut) exige une entrée lors de laquelle vous avez été contrôlé et admis, ou admis sous parole (INA 245(a)) ; épouser un citoyen américain ne la remplace pas. La principale exception est l’INA 245(i), pour les personnes pour qui une pétition ou une certification de travail a été déposée au plus tard le 30 avril 2001. Sinon, la green card passe en général par un visa d’immigrant obtenu à l’étranger. Partir après plus de 180 jours de présence irrégulière déclenche une interdiction de 3 ou 10 ans (INA 212(a)(9)(B)), sauf si une dispense provisoire (formulaire I-601A) est approuvée avant le départ. Entrer à nouveau sans autorisation après un an de présence irrégulière, ou après une expulsion, peut entraîner une interdiction définitive (INA 212(a)(9)(C)).',
      de: '**Einreise ohne Kontrolle.** Eine Green Card innerhalb der USA (Statusanpassung) setzt eine Einreise voraus, bei der Sie kontrolliert und zugelassen oder auf Parole eingelassen wurden (INA 245(a)); eine Ehe mit einem US-Bürger ersetzt das nicht. Die wichtigste Ausnahme ist INA 245(i) für Personen, für die bis zum 30. April 2001 eine Petition oder Arbeitsmarktzertifizierung eingereicht wurde. Sonst führt der Weg meist über ein Einwanderungsvisum im Ausland. Wer nach mehr als 180 Tagen unrechtmäßigen Aufenthalts ausreist, löst eine Sperre von 3 oder 10 Jahren aus (INA 212(a)(9)(B)), außer ein vorläufiger Verzicht (Formular I-601A) wird vor der Ausreise genehmigt. Eine erneute Einreise ohne Erlaubnis nach einem Jahr unrechtmäßigen Aufenthalts oder nach einer Abschiebung kann zu einer dauerhaften Sperre führen (INA 212(a)(9)(C)).',
    },
  },
  {
    fact: 'removal',
    citation: 'INA 212(a)(9)(A) and (C)',
    source: { title: 'USCIS: I-212, Application for Permission to Reapply for Admission', url: 'https://www.uscis.gov/i-212' },
    checkedOn: CHECKED,
    text: {
      en: '**A removal or deportation.** After a removal you may not come back for 5, 10 or 20 years, or ever after an aggravated felony conviction, unless the government consents first (Form I-212; INA 212(a)(9)(A)). Coming back or trying to come back without permission after a removal can make the bar permanent, with consent possible only from outside the U.S. after 10 years (INA 212(a)(9)(C)). The date and kind of the removal decide which applies.',
      es: '**Una deportación.** Después de una deportación no puede volver durante 5, 10 o 20 años, o nunca tras una condena por delito grave agravado, salvo que el gobierno dé su permiso antes (Formulario I-212; INA 212(a)(9)(A)). Volver o intentar volver sin permiso después de una deportación puede hacer el castigo permanente, y el permiso solo se puede pedir desde fuera de EE. UU. después de 10 años (INA 212(a)(9)(C)). La fecha y el tipo de deportación deciden cuál se aplica.',
      fr: '**Une expulsion.** Après une expulsion, vous ne pouvez pas revenir pendant 5, 10 ou 20 ans, ou jamais après une condamnation pour crime aggravé, sauf accord préalable du gouvernement (formulaire I-212 ; INA 212(a)(9)(A)). Revenir ou tenter de revenir sans autorisation après une expulsion peut rendre l’interdiction définitive, l’accord ne pouvant alors être demandé que depuis l’étranger après 10 ans (INA 212(a)(9)(C)). La date et le type d’expulsion décident de ce qui s’applique.',
      de: '**Eine Abschiebung.** Nach einer Abschiebung dürfen Sie 5, 10 oder 20 Jahre lang nicht zurückkehren, nach einer Verurteilung wegen eines schweren Verbrechens (aggravated felony) nie, es sei denn, die Behörde stimmt vorher zu (Formular I-212; INA 212(a)(9)(A)). Wer nach einer Abschiebung ohne Erlaubnis zurückkehrt oder es versucht, kann dauerhaft gesperrt werden; die Zustimmung kann dann erst nach 10 Jahren vom Ausland aus beantragt werden (INA 212(a)(9)(C)). Datum und Art der Abschiebung entscheiden, was gilt.',
    },
  },
  {
    fact: 'criminal-history',
    citation: 'INA 212(a)(2) and 212(h)',
    source: usc('1182', 'Inadmissible aliens'),
    checkedOn: CHECKED,
    text: {
      en: '**An arrest or conviction.** Some offences make a person inadmissible (INA 212(a)(2)): crimes involving moral turpitude, drug offences, several convictions with long sentences. Some of these can be waived (INA 212(h)); drug offences mostly cannot, apart from a single offence of possessing 30 grams or less of marijuana. What matters is the exact charge, the outcome and the sentence, so keep the certified court records and have a lawyer read them before you file anything.',
      es: '**Un arresto o una condena.** Algunos delitos hacen que una persona sea inadmisible (INA 212(a)(2)): delitos que implican vileza moral, delitos de drogas, varias condenas con penas largas. Algunos se pueden perdonar (INA 212(h)); los de drogas casi nunca, salvo una sola posesión de 30 gramos o menos de marihuana. Importan el cargo exacto, el resultado y la pena, así que guarde los registros certificados del tribunal y pida a un abogado que los lea antes de presentar nada.',
      fr: '**Une arrestation ou une condamnation.** Certaines infractions rendent une personne inadmissible (INA 212(a)(2)) : infractions impliquant une turpitude morale, infractions liées aux stupéfiants, plusieurs condamnations à de longues peines. Certaines peuvent faire l’objet d’une dispense (INA 212(h)) ; les infractions liées aux stupéfiants presque jamais, hormis une seule possession de 30 grammes de marijuana ou moins. Ce qui compte, c’est l’accusation exacte, l’issue et la peine : gardez les pièces certifiées du tribunal et faites-les lire par un avocat avant tout dépôt.',
      de: '**Eine Festnahme oder Verurteilung.** Manche Straftaten machen eine Person unzulässig (INA 212(a)(2)): Taten mit moralischer Verwerflichkeit, Drogendelikte, mehrere Verurteilungen mit langen Strafen. Für einige gibt es einen Verzicht (INA 212(h)); für Drogendelikte kaum, außer einem einzigen Besitz von höchstens 30 Gramm Marihuana. Es kommt auf den genauen Vorwurf, den Ausgang und die Strafe an: Bewahren Sie die beglaubigten Gerichtsunterlagen auf und lassen Sie sie vor jeder Einreichung von einem Anwalt prüfen.',
    },
  },
  {
    fact: 'citizen-spouse',
    citation: 'INA 201(b)(2)(A)(i)',
    source: {
      title: 'USCIS: Green Card for Immediate Relatives of U.S. Citizen',
      url: 'https://www.uscis.gov/green-card/green-card-eligibility/green-card-for-immediate-relatives-of-us-citizen',
    },
    checkedOn: CHECKED,
    text: {
      en: '**Your spouse is a U.S. citizen.** That makes you an immediate relative (INA 201(b)(2)(A)(i)): there is no wait for a visa number, and your spouse starts the case with Form I-130. It does not by itself cure how you entered or a past removal.',
      es: '**Su cónyuge es ciudadano estadounidense.** Eso lo hace familiar inmediato (INA 201(b)(2)(A)(i)): no hay espera por un número de visa, y su cónyuge inicia el caso con el Formulario I-130. Por sí solo no corrige la forma en que entró ni una deportación anterior.',
      fr: '**Votre conjoint est citoyen américain.** Vous êtes donc un parent immédiat (INA 201(b)(2)(A)(i)) : pas d’attente pour un numéro de visa, et votre conjoint lance la procédure avec le formulaire I-130. Cela ne corrige pas à lui seul la façon dont vous êtes entré ni une expulsion passée.',
      de: '**Ihr Ehepartner ist US-Bürger.** Damit sind Sie ein unmittelbarer Angehöriger (INA 201(b)(2)(A)(i)): Es gibt keine Wartezeit auf eine Visanummer, und Ihr Ehepartner beginnt das Verfahren mit Formular I-130. Das heilt für sich allein weder die Art Ihrer Einreise noch eine frühere Abschiebung.',
    },
  },
  {
    fact: 'citizen-relative',
    citation: 'INA 203(a)',
    source: { title: 'USCIS: Family of U.S. Citizens', url: 'https://www.uscis.gov/family/family-of-us-citizens' },
    checkedOn: CHECKED,
    text: {
      en: '**Your relative is a U.S. citizen.** A citizen can petition with Form I-130. Parents of an adult citizen and unmarried children under 21 are immediate relatives with no visa wait; adult sons and daughters and brothers and sisters wait in a preference category (INA 203(a)).',
      es: '**Su familiar es ciudadano estadounidense.** Un ciudadano puede pedirlo con el Formulario I-130. Los padres de un ciudadano adulto y los hijos solteros menores de 21 años son familiares inmediatos sin espera de visa; los hijos adultos y los hermanos esperan en una categoría de preferencia (INA 203(a)).',
      fr: '**Votre proche est citoyen américain.** Un citoyen peut déposer une pétition avec le formulaire I-130. Les parents d’un citoyen majeur et les enfants célibataires de moins de 21 ans sont des parents immédiats, sans attente de visa ; les fils et filles adultes et les frères et sœurs attendent dans une catégorie de préférence (INA 203(a)).',
      de: '**Ihr Angehöriger ist US-Bürger.** Ein Bürger kann mit Formular I-130 eine Petition einreichen. Eltern eines erwachsenen Bürgers und ledige Kinder unter 21 sind unmittelbare Angehörige ohne Wartezeit; erwachsene Söhne und Töchter sowie Geschwister warten in einer Präferenzkategorie (INA 203(a)).',
    },
  },
  {
    fact: 'resident-relative',
    citation: 'INA 203(a)(2)',
    source: {
      title: 'USCIS: Family of Green Card Holders (Permanent Residents)',
      url: 'https://www.uscis.gov/family/family-of-green-card-holders-permanent-residents',
    },
    checkedOn: CHECKED,
    text: {
      en: '**Your relative has a green card.** A permanent resident can petition for a spouse and unmarried children with Form I-130, in category F2A or F2B (INA 203(a)(2)). You then wait for a visa number in the Visa Bulletin, and staying in status while you wait matters.',
      es: '**Su familiar tiene green card.** Un residente permanente puede pedir a su cónyuge y a sus hijos solteros con el Formulario I-130, en la categoría F2A o F2B (INA 203(a)(2)). Después hay que esperar un número de visa en el Boletín de Visas, y mientras tanto importa mantener un estatus legal.',
      fr: '**Votre proche a une green card.** Un résident permanent peut déposer une pétition pour son conjoint et ses enfants célibataires avec le formulaire I-130, en catégorie F2A ou F2B (INA 203(a)(2)). Il faut ensuite attendre un numéro de visa dans le Visa Bulletin, et rester en situation régulière pendant l’attente compte.',
      de: '**Ihr Angehöriger hat eine Green Card.** Ein Daueraufenthaltsberechtigter kann mit Formular I-130 eine Petition für Ehepartner und ledige Kinder einreichen, in Kategorie F2A oder F2B (INA 203(a)(2)). Danach warten Sie auf eine Visanummer im Visa Bulletin, und einen gültigen Status während der Wartezeit zu behalten, ist wichtig.',
    },
  },
];
