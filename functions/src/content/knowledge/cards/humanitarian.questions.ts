// Questions a real user might type, each with the card that should answer it, for the retrieval tests of the
// humanitarian and unlawful-presence cards (cards/humanitarian.ts).
import type { CardQuestion } from '../../types';
export const HUMANITARIAN_QUESTIONS: readonly CardQuestion[] = [
  { ask: 'what is the deadline for asylum', card: 'asylum-one-year-deadline' },
  { ask: 'asylym work permit how soon can i get it', card: 'asylum-work-permit' },
  { ask: 'i overstaid my tourist visa for two years, what will happen to me', card: 'overstay-consequences' },
  { ask: 'who qualifies for the i601a and how long does it take', card: 'i601a-provisional-waiver' },
  { ask: 'how much is the i821d to renew daca', card: 'daca-renewal' },
  { ask: 'do I need an i212 if I was deported 12 years ago', card: 'i212-permission-to-reapply' },
  { ask: '¿cuánto cuesta sacar el TPS por primera vez?', card: 'tps-basics' },
  { ask: 'je suis resté huit mois de plus que mon visa, est-ce que je pourrai revenir ?', card: 'unlawful-presence-bars' },
  { ask: 'Ich habe Asyl beantragt, ab wann darf ich arbeiten?', card: 'asylum-work-permit' },
  { ask: 'I married an American but I came through the desert, can I get my green card here', card: 'overstay-marriage-us-citizen' },
  { ask: 'who signs the police form for a u visa', card: 'u-visa' },
  { ask: 'got a letter from imigration court notice to apear what do i do', card: 'notice-to-appear-removal' },
  { ask: 'I was deported in 2015 and came back over the border, can I ever fix my papers', card: 'permanent-bar' },
  { ask: 'can I visit my home country after I get asylum', card: 'refugee-travel-document' },
  { ask: 'I came as a refugee in 2024, do I have to pay the fee for the i485', card: 'asylee-green-card', also: ['i485-fee'] },
  { ask: '¿Cuánto tiempo tengo para pedir a mi esposa y a mis hijos desde que me aprobaron el asilo?', card: 'asylum-family-i730' },
  {
    ask: 'my father needs cancer treatment that only a US hospital can give and his visa was refused, is there an emergency way to bring him here',
    card: 'humanitarian-parole',
  },
  {
    ask: 'judge said im barred from asylum because of an old conviction, can the torture convention still stop them sending me back',
    card: 'withholding-cat',
  },
  {
    ask: 'Mein Arbeitgeber hat meinen Pass behalten und ich musste monatelang ohne Lohn arbeiten. Kann ich in den USA bleiben?',
    card: 't-visa',
  },
  { ask: 'mi esposo es residente y me golpea, puedo arreglar mis papeles sin el', card: 'vawa-self-petition' },
  { ask: 'J’ai le DACA, est-ce que je peux aller au mariage de ma sœur au Mexique ?', card: 'daca-travel-advance-parole' },
  {
    ask: 'my uncle filed an i130 for me back in 1999, does that old petition let me adjust even though I crossed without papers',
    card: 'section-245i',
  },
  {
    ask: 'Le juge me propose un départ volontaire, est-ce que je pourrai revenir plus facilement qu’après une expulsion ?',
    card: 'voluntary-departure',
  },
  { ask: 'overstayed my b2 by 4 days, can I still use the same visa next summer', card: 'visa-overstay-by-days' },
  {
    ask: 'I crossed the border at 15 without papers, from what age does my unlawful presence count',
    card: 'unlawful-presence-what-counts',
  },
  { ask: 'Wie lange darf ich nach einer zweiten Abschiebung nicht mehr einreisen?', card: 'i212-permission-to-reapply' },
  { ask: 'the consulate denied my immigrant visa because I lied on an old tourist visa form, what waiver do I need', card: 'i601-waiver' },
  { ask: 'mi esposa metio el i130 hace dos meses, ¿me pueden deportar mientras esta pendiente?', card: 'deferred-action-and-status' },
  { ask: 'Je viens du Honduras, est-ce que je peux encore m’inscrire au TPS ?', card: 'tps-basics' },
  { ask: 'what happens if I miss my immigration court hearing', card: 'notice-to-appear-removal' },
  {
    ask: 'Tengo 20 años y mi papá me abandonó de niño, ¿todavía puedo pedir la residencia como menor abandonado?',
    card: 'sij-special-immigrant-juvenile',
  },
  { ask: 'cuanto se tarda la visa u', card: 'u-visa' },
  { ask: 'do i have to pay a fee every year while my asylm case is pending', card: 'asylum-how-to-apply' },
  {
    ask: 'Estuve año y medio sin estatus y ahora quiero regresar a mi país, ¿cuántos años de castigo me tocan?',
    card: 'unlawful-presence-bars',
  },
  {
    ask: 'Ich bin mit einem Touristenvisum eingereist, zu lange geblieben und habe jetzt einen US-Amerikaner geheiratet. Muss ich für die Green Card das Land verlassen?',
    card: 'overstay-marriage-us-citizen',
  },
  { ask: 'Je suis arrivé il y a deux ans, est-ce trop tard pour demander l’asile ?', card: 'asylum-one-year-deadline' },
];
