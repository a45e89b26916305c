// Questions real applicants might type, each with the work or investor card that should answer it (retrieval tests).
export const WORK_QUESTIONS: ReadonlyArray<{ ask: string; card: string }> = [
  { ask: 'how much to invest for EB-5', card: 'eb5-investor-green-card' },
  { ask: 'h1b lotery odds if I have a masters degree', card: 'h1b-cap-lottery' },
  { ask: 'laid of from my job on h1b how many days to find a new one', card: 'h1b-layoff-grace-period' },
  { ask: 'i765 renewal filed but my card expired can I keep working', card: 'work-permit-ead' },
  { ask: 'husband has i140 approved, can I work on h4 now', card: 'h4-ead' },
  { ask: 'i 539 to extend my parents visitor stay', card: 'change-of-status-i539' },
  { ask: '¿Cuánto dinero hay que invertir para sacar la residencia EB-5?', card: 'eb5-investor-green-card' },
  { ask: 'refus de ma demande H1B, est-ce que je peux faire un recours ?', card: 'h1b-denied-what-now' },
  { ask: 'Arbeitgeberwechsel mit H1B, muss ich bis zur Genehmigung warten?', card: 'h1b-transfer-new-employer' },
  { ask: 'does the 100k h-1b charge apply if I am on OPT inside the US', card: 'h1b-100k-payment' },
  { ask: 'E2 visa how big does the investment have to be', card: 'e2-treaty-investor' },
  { ask: 'my 6 years on h1b end next year, what are my options', card: 'h1b-extension-beyond-six-years' },
  { ask: 'weekend consulting gig while on h1b, is that allowed', card: 'h1b-second-job-or-part-time' },
  { ask: 'canadian engineer wants to work in the US without the lottery', card: 'tn-visa-canada-mexico' },
];
