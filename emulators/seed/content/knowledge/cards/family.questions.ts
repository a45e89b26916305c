// Questions a real applicant might type, each with the family or green-card card that should answer it, for the
// knowledge base's retrieval tests. None repeats a card's own question or phrasings.
export const FAMILY_QUESTIONS: ReadonlyArray<{ ask: string; card: string }> = [
  { ask: 'I married a US citizen, which forms?', card: 'married-us-citizen-forms' },
  { ask: 'how long dose a mariage green card take', card: 'marriage-green-card-timeline' },
  { ask: 'how do i renew my gren card', card: 'green-card-renewal-i90' },
  { ask: 'i130 fee for my wife', card: 'i130-fee-and-filing' },
  { ask: 'when do we file i751 together', card: 'remove-conditions-i751' },
  { ask: 'i 864 joint sponsor rules', card: 'affidavit-of-support-i864' },
  { ask: '¿qué papeles pide inmigración para la green card familiar?', card: 'family-green-card-documents' },
  { ask: 'Est-ce que je peux travailler avec mon I-485 en attente ?', card: 'work-while-green-card-pending' },
  { ask: 'Was bedeutet mein Prioritätsdatum im Visa Bulletin?', card: 'what-is-priority-date' },
  { ask: 'my fiance wants to come to america so we can get married, what visa', card: 'k1-fiance-visa' },
  { ask: 'can my brother get a green card through me', card: 'petition-siblings' },
  { ask: 'I lost my green card at the airport, what now', card: 'green-card-lost-stolen' },
  { ask: 'my son turns 21 next year, will he age out of our case', card: 'child-status-protection-act' },
  { ask: 'I overstayed my visa and married a citizen, can I adjust here', card: 'overstay-marriage-us-citizen' },
];
