// Questions a real user might type, each with the card that should answer it, for the retrieval tests of the
// humanitarian and unlawful-presence cards (cards/humanitarian.ts).
export const HUMANITARIAN_QUESTIONS: ReadonlyArray<{ ask: string; card: string }> = [
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
];
