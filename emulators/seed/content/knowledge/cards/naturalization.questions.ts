// Questions a real applicant might type, each with the citizenship card that should answer it (retrieval tests).
// None repeats a card's own question or phrasings.

export const NATURALIZATION_QUESTIONS: ReadonlyArray<{ ask: string; card: string }> = [
  { ask: 'how do I become a citizen', card: 'apply-for-citizenship' },
  { ask: 'What is the N-400 fee?', card: 'n400-fee' },
  { ask: 'How long must I hold a green card before citizenship?', card: 'naturalization-when-eligible' },
  { ask: 'how much does the citizenship aplication cost', card: 'n400-fee' },
  { ask: 'gren card trip of 8 months, will it brake my residence for citizenship', card: 'continuous-residence-trips' },
  { ask: 'can i send the n400 90 days before my anniversary', card: 'n400-early-filing' },
  { ask: 'how many days do I have to file the n 336 after my citizenship was denied', card: 'n400-denied-n336' },
  { ask: 'do I need an n600 for my 10 year old now that I naturalized', card: 'citizenship-for-children-n600' },
  { ask: '¿cuántas preguntas de cívica hacen en la entrevista de ciudadanía?', card: 'naturalization-civics-test' },
  { ask: 'combien coûte la demande de naturalisation américaine en ligne ?', card: 'n400-fee' },
  { ask: 'Wie lange muss ich in den USA wohnen, bevor ich mich einbürgern lassen kann?', card: 'naturalization-when-eligible' },
  { ask: 'mi esposa es ciudadana americana, ¿puedo aplicar a la ciudadanía a los tres años?', card: 'naturalization-spouse-three-years' },
  { ask: 'will i lose my mexican nationality if i become american', card: 'dual-citizenship' },
  { ask: 'I am 67 and had my green card since 2001, do I have to take the english test', card: 'test-exemptions-age' },
];
