// Questions a real applicant might type, each with the student card that should answer it. The retrieval tests ask
// them; none repeats a card's own question or phrasings.

export const STUDENT_QUESTIONS: ReadonlyArray<{ ask: string; card: string }> = [
  { ask: 'can I work on F1', card: 'f1-work-rules' },
  { ask: 'my opt expires in june and my employer filed my h1b in april, am i still allowed to work', card: 'opt-cap-gap' },
  { ask: 'how much does the i765 cost for optional practical training', card: 'opt-basics' },
  { ask: 'stem opt extention, my employer has to be on e-verify?', card: 'stem-opt' },
  { ask: 'how much is the sevis fee for a j1 intern', card: 'sevis-fee-i901' },
  { ask: 'i539 to change from tourist to student', card: 'b2-to-student' },
  { ask: 'my scool terminated my sevis because I missed a semester', card: 'f1-reinstatement' },
  { ask: 'I got a job offer but the OPT card has not come in the mail yet', card: 'opt-while-waiting-ead' },
  { ask: 'can I fly home for christmas with an expired student visa stamp', card: 'f1-travel-reentry' },
  { ask: 'I was a Fulbright scholar on J-1, can I apply for a green card now', card: 'j1-two-year-rule' },
  { ask: 'my wife is on F2 and wants a job at a cafe', card: 'f2-dependents' },
  { ask: '¿Qué pasa con mi permiso de trabajo si mi H-1B sigue en trámite cuando se acaba el OPT?', card: 'opt-cap-gap' },
  { ask: 'Est-ce que je peux faire un stage rémunéré pendant mon master avec un visa F-1 ?', card: 'cpt-basics' },
  { ask: 'Wie viele Tage habe ich nach dem Masterabschluss, bevor ich die USA verlassen muss?', card: 'f1-grace-period' },
];
