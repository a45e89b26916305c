import type { KnowledgeCardSeed, SourceRef } from '../../types';

// Work visas, employment-based green cards and investors. Fees and counted figures come from the figure table as
// {{figure-id}}; every card carries a Spanish version, and the seventeen most asked also French and German.

const CHECKED = '2026-11-23';

const H1B_PAGE: SourceRef = {
  title: 'USCIS: H-1B Specialty Occupations',
  url: 'https://www.uscis.gov/working-in-the-united-states/h-1b-specialty-occupations',
};
const I129: SourceRef = { title: 'USCIS: I-129, Petition for a Nonimmigrant Worker', url: 'https://www.uscis.gov/i-129' };
const I140: SourceRef = { title: 'USCIS: I-140, Immigrant Petition for Alien Workers', url: 'https://www.uscis.gov/i-140' };
const I765: SourceRef = { title: 'USCIS: I-765, Application for Employment Authorization', url: 'https://www.uscis.gov/i-765' };
const I539: SourceRef = {
  title: 'USCIS: I-539, Application to Extend/Change Nonimmigrant Status',
  url: 'https://www.uscis.gov/i-539',
};
const I290B: SourceRef = { title: 'USCIS: I-290B, Notice of Appeal or Motion', url: 'https://www.uscis.gov/i-290b' };
const I526E: SourceRef = {
  title: 'USCIS: I-526E, Immigrant Petition by Regional Center Investor',
  url: 'https://www.uscis.gov/i-526e',
};
const I829: SourceRef = {
  title: 'USCIS: I-829, Petition by Investor to Remove Conditions on Permanent Resident Status',
  url: 'https://www.uscis.gov/i-829',
};
const EB5_PAGE: SourceRef = {
  title: 'USCIS: EB-5 Immigrant Investor Program',
  url: 'https://www.uscis.gov/working-in-the-united-states/permanent-workers/eb-5-immigrant-investor-program',
};
const E2_USCIS: SourceRef = {
  title: 'USCIS: E-2 Treaty Investors',
  url: 'https://www.uscis.gov/working-in-the-united-states/temporary-workers/e-2-treaty-investors',
};
const E_VISA_STATE: SourceRef = {
  title: 'U.S. Department of State: Treaty Trader and Treaty Investor Visa (E)',
  url: 'https://travel.state.gov/content/travel/en/us-visas/employment/treaty-trader-investor-visa-e.html',
};
const TREATY_COUNTRIES: SourceRef = {
  title: 'U.S. Department of State: Treaty Countries',
  url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/treaty.html',
};
const PREMIUM: SourceRef = {
  title: 'USCIS: How Do I Request Premium Processing?',
  url: 'https://www.uscis.gov/forms/all-forms/how-do-i-request-premium-processing',
};
const EB1: SourceRef = {
  title: 'USCIS: Employment-Based Immigration, First Preference EB-1',
  url: 'https://www.uscis.gov/working-in-the-united-states/permanent-workers/employment-based-immigration-first-preference-eb-1',
};
const EB2: SourceRef = {
  title: 'USCIS: Employment-Based Immigration, Second Preference EB-2',
  url: 'https://www.uscis.gov/working-in-the-united-states/permanent-workers/employment-based-immigration-second-preference-eb-2',
};
const EMPLOYMENT_GREEN_CARD: SourceRef = {
  title: 'USCIS: Green Card for Employment-Based Immigrants',
  url: 'https://www.uscis.gov/green-card/green-card-eligibility/green-card-for-employment-based-immigrants',
};
const PERM_DOL: SourceRef = {
  title: 'U.S. Department of Labor: Permanent Labor Certification (PERM)',
  url: 'https://www.dol.gov/agencies/eta/foreign-labor/programs/permanent',
};
const VISA_BULLETIN: SourceRef = {
  title: 'U.S. Department of State: Visa Bulletin',
  url: 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html',
};
const AC21_POLICY: SourceRef = {
  title: 'USCIS Policy Manual: Volume 7, Part E, Chapter 5, Job Portability after Adjustment Filing',
  url: 'https://www.uscis.gov/policy-manual/volume-7-part-e-chapter-5',
};
const TERMINATION_OPTIONS: SourceRef = {
  title: 'USCIS: Options for Nonimmigrant Workers Following Termination of Employment',
  url: 'https://www.uscis.gov/working-in-the-united-states/options-for-nonimmigrant-workers-following-termination-of-employment',
};
const VISITOR_VISA: SourceRef = {
  title: 'U.S. Department of State: Visitor Visa',
  url: 'https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visitor.html',
};
const ecfr = (part: string, section: string, title: string): SourceRef => ({
  title: `eCFR: 8 CFR ${section}, ${title}`,
  url: `https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-${part}/section-${section}`,
});
const CFR_214_1 = ecfr('214', '214.1', 'Requirements for admission, extension, and maintenance of status');
const CFR_214_2 = ecfr('214', '214.2', 'Special requirements for admission, extension, and maintenance of status');
const CFR_274A_12 = ecfr('274a', '274a.12', 'Classes of aliens authorized to accept employment');
const CFR_216_6 = ecfr('216', '216.6', 'Petition by entrepreneur to remove conditional basis of lawful permanent resident status');
const CFR_204_5 = ecfr('204', '204.5', 'Petitions for employment-based immigrants');
const INA_214 = {
  title: 'U.S. Code: 8 U.S.C. 1184 (INA 214, admission of nonimmigrants)',
  url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section1184&num=0&edition=prelim',
};

export const WORK_CARDS: readonly KnowledgeCardSeed[] = [
  // ---------------------------------------------------------------- H-1B
  {
    id: 'h1b-cap-lottery',
    topic: 'work',
    question: 'How does the H-1B lottery work?',
    phrasings: [
      'how does the h1b cap registration work',
      'what is the H-1B cap and how many visas are there',
      'what are my chances in the H-1B lottery',
      'h1b registration fee',
      'when is the H-1B lottery each year',
      'H-1B selection process explained',
    ],
    keywords: ['H-1B', 'H1B', 'cap', 'lottery', 'registration', 'selection', 'weighted selection', 'wage level', "master's cap", 'myUSCIS'],
    answer: `Each year, employers enter the workers they want to hire in an online **H-1B registration**, and USCIS selects enough of them to fill the yearly **cap**: {{h1b-cap-regular}} new H-1B visas, plus {{h1b-cap-masters}} more for people with a U.S. master's degree or higher.

How it works:
- **Your employer registers you**, not you. Registration usually runs for about two weeks in March through a USCIS online account. The fee is {{fee-h1b-registration}} per person.
- **Selection is per person.** USCIS counts each person once, even if several employers register them, so extra registrations do not raise your odds. If you are picked, every employer that registered you may file.
- **U.S. master's holders get two chances:** first in the regular draw, then in the master's draw if not picked.
- **Wage level now matters.** Since the March 2026 season, the draw is weighted by the wage level of the job offer: a level IV wage is entered four times, level III three times, level II twice and level I once.
- **Results** are posted by the end of March. Selected employers then have a filing window that starts April 1.

Being selected is not an approval: the employer still files **Form I-129** and must prove the job qualifies. Some employers, such as universities, are **cap-exempt** and skip the lottery. The selection rules and fees have changed several times since 2024, so check the USCIS H-1B page before each season.

**Next step:** Talk to your employer in January or February so they can prepare, and use Deadline Reminders for the March dates.`,
    sources: [H1B_PAGE, CFR_214_2, INA_214],
    checkedOn: CHECKED,
    related: ['h1b-selected-next-steps', 'h1b-cap-exempt', 'h1b-100k-payment'],
    translations: {
      es: {
        question: '¿Cómo funciona la lotería de la visa H-1B?',
        phrasings: [
          'cómo funciona el sorteo H-1B',
          'cuánto cuesta el registro de la H-1B',
          'qué probabilidades tengo en la lotería H1B',
          'cuándo es el registro para la H-1B',
        ],
        answer: `Cada año, los empleadores inscriben en línea a los trabajadores que quieren contratar en el **registro H-1B**, y USCIS selecciona a suficientes personas para cubrir el **límite anual (cap)**: {{h1b-cap-regular}} visas H-1B nuevas, más {{h1b-cap-masters}} adicionales para quienes tienen una maestría o un título superior de una universidad de EE. UU.

Cómo funciona:
- **Lo inscribe su empleador**, no usted. El registro suele estar abierto unas dos semanas en marzo, en una cuenta en línea de USCIS. La tarifa es de {{fee-h1b-registration}} por persona.
- **La selección es por persona.** USCIS cuenta a cada persona una sola vez, aunque la registren varios empleadores, así que más registros no aumentan sus probabilidades. Si sale seleccionado, todos los empleadores que lo registraron pueden presentar la petición.
- **Con una maestría de EE. UU. tiene dos oportunidades:** primero en el sorteo general y, si no sale, en el sorteo de maestría.
- **Ahora cuenta el nivel salarial.** Desde la temporada de marzo de 2026, el sorteo se pondera según el nivel del salario ofrecido: el nivel IV entra cuatro veces, el III tres, el II dos y el I una.
- **Los resultados** se publican antes de fin de marzo. Después, el empleador tiene un plazo para presentar la petición que empieza el 1 de abril.

Ser seleccionado no es una aprobación: el empleador aún debe presentar el **Formulario I-129** y demostrar que el puesto califica. Algunos empleadores, como las universidades, están **exentos del límite** y no pasan por la lotería. Las reglas y las tarifas han cambiado varias veces desde 2024; revise la página H-1B de USCIS antes de cada temporada.

**Siguiente paso:** Hable con su empleador en enero o febrero para preparar el registro y use Deadline Reminders para las fechas de marzo.`,
      },
      fr: {
        question: 'Comment fonctionne la loterie H-1B ?',
        phrasings: [
          'comment marche le tirage au sort H-1B',
          "combien coûte l'enregistrement H-1B",
          'quelles sont mes chances à la loterie H1B',
          "quand a lieu l'inscription H-1B",
        ],
        answer: `Chaque année, les employeurs inscrivent en ligne les personnes qu'ils veulent embaucher lors de l'**enregistrement H-1B**, et l'USCIS en sélectionne assez pour remplir le **quota annuel (cap)** : {{h1b-cap-regular}} nouveaux visas H-1B, plus {{h1b-cap-masters}} pour les titulaires d'un master (ou plus) obtenu dans une université américaine.

Comment cela se passe :
- **C'est votre employeur qui vous inscrit**, pas vous. L'enregistrement dure en général environ deux semaines en mars, via un compte en ligne USCIS. Les frais sont de {{fee-h1b-registration}} par personne.
- **La sélection se fait par personne.** L'USCIS ne compte chaque personne qu'une fois, même si plusieurs employeurs l'inscrivent : plus d'inscriptions n'augmentent donc pas vos chances. Si vous êtes choisi, chaque employeur qui vous a inscrit peut déposer une demande.
- **Un master américain donne deux chances :** d'abord le tirage général, puis, si besoin, le tirage réservé aux masters.
- **Le niveau de salaire compte désormais.** Depuis la saison de mars 2026, le tirage est pondéré selon le niveau du salaire offert : le niveau IV est inscrit quatre fois, le III trois fois, le II deux fois et le I une fois.
- **Les résultats** sont publiés avant la fin mars. L'employeur dispose ensuite d'une période de dépôt qui commence le 1er avril.

Être sélectionné n'est pas une approbation : l'employeur doit encore déposer le **formulaire I-129** et prouver que le poste remplit les conditions. Certains employeurs, comme les universités, sont **exemptés du quota** et ne passent pas par la loterie. Les règles et les frais ont changé plusieurs fois depuis 2024 : consultez la page H-1B de l'USCIS avant chaque saison.

**Étape suivante :** Parlez à votre employeur dès janvier ou février pour préparer l'inscription, et utilisez Deadline Reminders pour les dates de mars.`,
      },
      de: {
        question: 'Wie funktioniert die H-1B-Lotterie?',
        phrasings: [
          'wie läuft die H-1B Verlosung ab',
          'was kostet die H-1B Registrierung',
          'wie gut sind meine Chancen bei der H1B Lotterie',
          'wann ist die H-1B Registrierung',
        ],
        answer: `Jedes Jahr melden Arbeitgeber die Personen, die sie einstellen wollen, online zur **H-1B-Registrierung** an, und USCIS wählt so viele aus, wie das **jährliche Kontingent (Cap)** erlaubt: {{h1b-cap-regular}} neue H-1B-Visa und zusätzlich {{h1b-cap-masters}} für Personen mit einem Master oder höheren Abschluss einer US-Hochschule.

So läuft es ab:
- **Ihr Arbeitgeber meldet Sie an**, nicht Sie selbst. Die Registrierung läuft meist etwa zwei Wochen im März über ein USCIS-Onlinekonto. Die Gebühr beträgt {{fee-h1b-registration}} pro Person.
- **Ausgewählt wird pro Person.** USCIS zählt jede Person nur einmal, auch wenn mehrere Arbeitgeber sie anmelden; mehr Anmeldungen erhöhen Ihre Chancen also nicht. Werden Sie gezogen, darf jeder Arbeitgeber, der Sie angemeldet hat, einen Antrag stellen.
- **Mit einem US-Master haben Sie zwei Chancen:** zuerst in der allgemeinen Ziehung, danach in der Master-Ziehung.
- **Das Lohnniveau zählt jetzt.** Seit der Saison im März 2026 wird nach dem Lohnniveau des Angebots gewichtet: Stufe IV kommt viermal in den Topf, Stufe III dreimal, Stufe II zweimal und Stufe I einmal.
- **Die Ergebnisse** kommen bis Ende März. Danach beginnt am 1. April die Frist, in der der Arbeitgeber den Antrag einreicht.

Eine Auswahl ist noch keine Genehmigung: Der Arbeitgeber muss das **Formular I-129** einreichen und nachweisen, dass die Stelle die Voraussetzungen erfüllt. Manche Arbeitgeber, etwa Universitäten, sind **vom Cap ausgenommen** und brauchen keine Lotterie. Regeln und Gebühren haben sich seit 2024 mehrfach geändert; prüfen Sie vor jeder Saison die H-1B-Seite von USCIS.

**Nächster Schritt:** Sprechen Sie im Januar oder Februar mit Ihrem Arbeitgeber und nutzen Sie Deadline Reminders für die Termine im März.`,
      },
    },
  },
  {
    id: 'h1b-denied-what-now',
    topic: 'work',
    question: 'My H-1B was denied. What can I do now?',
    phrasings: [
      'my h1b got denied what now',
      'H-1B petition denied options',
      'can I appeal an H-1B denial',
      'I-290B for H-1B denial',
      'what happens to my status if my H-1B extension is denied',
    ],
    keywords: [
      'H-1B denial',
      'denied',
      'I-290B',
      'motion to reopen',
      'motion to reconsider',
      'AAO',
      'appeal',
      'refile',
      'unlawful presence',
    ],
    answer: `A denial is not always the end. Depending on why it was denied, you may ask USCIS to look again, your employer may file a new petition, or you may need to change status or leave.

**First, read the denial notice** carefully. It explains the reasons and says whether you can appeal or file a motion.

Your main options:
- **Motion or appeal on Form I-290B:** ask USCIS to reopen the case (new facts) or reconsider it (a legal mistake), or appeal to the Administrative Appeals Office. File within {{appeal-days}} days of the decision ({{mail-extra-days}} more days if it was mailed). The fee is {{fee-i290b}}. A pending motion or appeal does **not** give you status or permission to work.
- **A new petition:** your employer can fix the problem and file again. For a lottery (cap) case this works only while the filing window is still open; otherwise the employer can register you again next March.
- **Another status:** if you still hold a valid status (for example F-1, L-1 or H-4), you may keep it or apply for a different one.
- **Leave on time:** if your authorized stay has ended, **unlawful presence** generally starts the day after the denial. Leaving promptly protects your future visas.

If your permission to work depended on this petition (an extension or a change of employer), you must stop working under it. Tell your employer's HR right away.

**Next step:** Show the denial to a licensed immigration attorney or accredited representative quickly, because the deadlines are short, and set Deadline Reminders for the {{appeal-days}}-day limit.`,
    sources: [I290B, ecfr('103', '103.3', 'Denials, appeals, and precedent decisions'), H1B_PAGE],
    checkedOn: CHECKED,
    related: ['appeal-or-motion-i290b', 'h1b-layoff-grace-period', 'unlawful-presence-bars'],
    translations: {
      es: {
        question: 'Me negaron la H-1B. ¿Qué puedo hacer ahora?',
        phrasings: [
          'me negaron la visa H1B qué hago',
          'opciones si niegan la petición H-1B',
          'se puede apelar una negación de H-1B',
          'qué pasa con mi estatus si niegan mi extensión H-1B',
        ],
        answer: `Una negación no siempre es el final. Según el motivo, puede pedir a USCIS que revise el caso, su empleador puede presentar una nueva petición, o quizá tenga que cambiar de estatus o salir del país.

**Primero, lea con atención la carta de negación.** Explica los motivos y dice si puede apelar o presentar una moción.

Sus opciones principales:
- **Moción o apelación con el Formulario I-290B:** pida a USCIS que reabra el caso (hechos nuevos) o que lo reconsidere (un error legal), o apele ante la Oficina de Apelaciones Administrativas (AAO). Preséntela dentro de {{appeal-days}} días desde la decisión ({{mail-extra-days}} días más si la recibió por correo). La tarifa es de {{fee-i290b}}. Una moción o apelación pendiente **no** le da estatus ni permiso para trabajar.
- **Una nueva petición:** su empleador puede corregir el problema y volver a presentarla. En un caso de lotería (cap), solo es posible mientras siga abierto el plazo de presentación; si no, el empleador puede registrarlo de nuevo el próximo marzo.
- **Otro estatus:** si todavía tiene un estatus válido (por ejemplo F-1, L-1 o H-4), puede mantenerlo o pedir otro.
- **Salga a tiempo:** si su estadía autorizada ya terminó, la **presencia ilegal** suele empezar a contar el día después de la negación. Salir pronto protege sus visas futuras.

Si su permiso de trabajo dependía de esta petición (una extensión o un cambio de empleador), debe dejar de trabajar con base en ella. Avise de inmediato a recursos humanos.

**Siguiente paso:** Muestre la negación cuanto antes a un abogado de inmigración con licencia o a un representante acreditado, porque los plazos son cortos, y active Deadline Reminders para el límite de {{appeal-days}} días.`,
      },
      fr: {
        question: 'Ma demande H-1B a été refusée. Que puis-je faire maintenant ?',
        phrasings: [
          'mon H1B a été refusé que faire',
          'recours après un refus de visa H-1B',
          'peut-on faire appel d’un refus H-1B',
          'que devient mon statut si ma prolongation H-1B est refusée',
        ],
        answer: `Un refus n'est pas toujours la fin. Selon le motif, vous pouvez demander à l'USCIS de réexaminer le dossier, votre employeur peut déposer une nouvelle demande, ou vous devrez peut-être changer de statut ou quitter le pays.

**Lisez d'abord attentivement la décision de refus.** Elle explique les motifs et indique si un appel ou une requête est possible.

Vos principales options :
- **Requête ou appel avec le formulaire I-290B :** demandez à l'USCIS de rouvrir le dossier (faits nouveaux) ou de le reconsidérer (erreur de droit), ou faites appel devant l'Administrative Appeals Office (AAO). Le délai est de {{appeal-days}} jours après la décision ({{mail-extra-days}} jours de plus si elle a été envoyée par courrier). Les frais sont de {{fee-i290b}}. Un appel ou une requête en cours ne vous donne **ni** statut **ni** droit de travailler.
- **Une nouvelle demande :** votre employeur peut corriger le problème et redéposer. Pour un dossier de loterie (cap), ce n'est possible que tant que la période de dépôt est ouverte ; sinon, l'employeur peut vous réinscrire en mars prochain.
- **Un autre statut :** si vous avez encore un statut valable (par exemple F-1, L-1 ou H-4), vous pouvez le garder ou en demander un autre.
- **Partez à temps :** si votre séjour autorisé est terminé, la **présence illégale** commence en général le lendemain du refus. Partir vite protège vos futurs visas.

Si votre droit de travailler dépendait de cette demande (prolongation ou changement d'employeur), vous devez arrêter de travailler sur cette base. Prévenez tout de suite les ressources humaines.

**Étape suivante :** Montrez vite la décision à un avocat en immigration agréé ou à un représentant accrédité, car les délais sont courts, et activez Deadline Reminders pour le délai de {{appeal-days}} jours.`,
      },
      de: {
        question: 'Mein H-1B-Antrag wurde abgelehnt. Was kann ich jetzt tun?',
        phrasings: [
          'H1B abgelehnt was nun',
          'welche Möglichkeiten habe ich nach einer H-1B Ablehnung',
          'kann man gegen eine H-1B Ablehnung Widerspruch einlegen',
          'was passiert mit meinem Status wenn die H-1B Verlängerung abgelehnt wird',
        ],
        answer: `Eine Ablehnung ist nicht immer das Ende. Je nach Grund können Sie USCIS um eine erneute Prüfung bitten, Ihr Arbeitgeber kann einen neuen Antrag stellen, oder Sie müssen den Status wechseln oder ausreisen.

**Lesen Sie zuerst den Ablehnungsbescheid genau.** Er nennt die Gründe und sagt, ob Berufung oder ein Antrag auf erneute Prüfung möglich ist.

Ihre wichtigsten Möglichkeiten:
- **Antrag oder Berufung mit Formular I-290B:** Bitten Sie USCIS, den Fall wieder aufzunehmen (neue Tatsachen) oder neu zu bewerten (Rechtsfehler), oder legen Sie Berufung beim Administrative Appeals Office (AAO) ein. Die Frist beträgt {{appeal-days}} Tage ab der Entscheidung ({{mail-extra-days}} Tage mehr bei Zustellung per Post). Die Gebühr beträgt {{fee-i290b}}. Ein laufendes Verfahren gibt Ihnen **weder** Status **noch** Arbeitserlaubnis.
- **Ein neuer Antrag:** Ihr Arbeitgeber kann das Problem beheben und neu einreichen. Bei einem Lotterie-Fall (Cap) geht das nur, solange das Einreichungsfenster offen ist; sonst kann er Sie im nächsten März neu registrieren.
- **Ein anderer Status:** Haben Sie noch einen gültigen Status (zum Beispiel F-1, L-1 oder H-4), können Sie ihn behalten oder einen anderen beantragen.
- **Rechtzeitig ausreisen:** Ist Ihr erlaubter Aufenthalt abgelaufen, beginnt der **unrechtmäßige Aufenthalt** in der Regel am Tag nach der Ablehnung. Eine schnelle Ausreise schützt künftige Visa.

Hing Ihre Arbeitserlaubnis an diesem Antrag (Verlängerung oder Arbeitgeberwechsel), müssen Sie die Arbeit auf dieser Grundlage einstellen. Informieren Sie sofort die Personalabteilung.

**Nächster Schritt:** Zeigen Sie den Bescheid schnell einem zugelassenen Einwanderungsanwalt oder einem akkreditierten Vertreter, denn die Fristen sind kurz, und nutzen Sie Deadline Reminders für die {{appeal-days}}-Tage-Frist.`,
      },
    },
  },
  {
    id: 'h1b-transfer-new-employer',
    topic: 'work',
    question: 'Can I change employers on an H-1B, and when can I start the new job?',
    phrasings: [
      'h1b transfer to a new company',
      'how to switch jobs on H-1B',
      'can I start working once my H1B transfer is filed',
      'do I need the lottery again if I change H-1B employer',
      'H-1B portability rules',
    ],
    keywords: ['H-1B transfer', 'portability', 'change of employer', 'AC21', 'I-129', 'receipt notice', 'cap-subject', 'new employer'],
    answer: `Yes. Your new employer must file a new **Form I-129** H-1B petition for you, and in most cases you can start working for them as soon as USCIS **receives** it, without waiting for approval. This is called **H-1B portability**.

To use portability, generally:
- you were lawfully admitted and are in H-1B status (or in your grace period after a job ended) when the new petition is filed;
- you have not worked without permission since your last entry;
- the new employer files before your authorized stay (the date on your I-94) ends.

**No new lottery:** if you were already counted against the H-1B cap and are still within your {{h1b-max-years}}-year H-1B period, the new employer files directly. The exception: if all your H-1B time was with a **cap-exempt** employer (such as a university), a regular company needs a lottery selection first.

Good to know:
- Keep your current job until the new petition is filed, and keep the **receipt notice**.
- If the new petition is later **denied**, you must stop working for that employer. Ask a lawyer whether you can return to a past employer.
- A change of employer approved while you are in the U.S. is generally not subject to the {{fee-h1b-proclamation}} proclamation payment, but leaving the U.S. before approval can change that. Check USCIS guidance before you travel.
- Your time still counts toward the {{h1b-max-years}}-year limit.

**Next step:** Get the new employer's receipt notice before you resign, and follow the case in Track Applications.`,
    sources: [H1B_PAGE, I129, CFR_214_2],
    checkedOn: CHECKED,
    related: ['h1b-layoff-grace-period', 'h1b-100k-payment', 'h1b-second-job-or-part-time'],
    translations: {
      es: {
        question: '¿Puedo cambiar de empleador con la H-1B y cuándo puedo empezar el nuevo trabajo?',
        phrasings: [
          'transferencia de H1B a otra empresa',
          'cómo cambiar de trabajo con visa H-1B',
          'tengo que pasar otra vez por la lotería si cambio de empleador H-1B',
          'puedo empezar a trabajar cuando presenten mi transferencia H-1B',
        ],
        answer: `Sí. Su nuevo empleador debe presentar una nueva petición H-1B con el **Formulario I-129**, y en la mayoría de los casos usted puede empezar a trabajar con él en cuanto USCIS la **recibe**, sin esperar la aprobación. Esto se llama **portabilidad H-1B**.

Para usar la portabilidad, en general:
- usted entró legalmente y está en estatus H-1B (o en su período de gracia tras perder un empleo) cuando se presenta la nueva petición;
- no ha trabajado sin permiso desde su última entrada;
- el nuevo empleador la presenta antes de que termine su estadía autorizada (la fecha de su I-94).

**Sin nueva lotería:** si ya fue contado dentro del límite (cap) de H-1B y sigue dentro de su período H-1B de {{h1b-max-years}} años, el nuevo empleador presenta la petición directamente. La excepción: si todo su tiempo en H-1B fue con un empleador **exento del límite** (como una universidad), una empresa normal necesita primero una selección en la lotería.

Conviene saber:
- Mantenga su empleo actual hasta que se presente la nueva petición y guarde el **aviso de recibo**.
- Si la nueva petición se **niega** después, debe dejar de trabajar para ese empleador. Pregunte a un abogado si puede volver con un empleador anterior.
- Un cambio de empleador aprobado mientras está en EE. UU. en general no paga el cargo de {{fee-h1b-proclamation}} de la proclamación, pero salir del país antes de la aprobación puede cambiar eso. Consulte la guía de USCIS antes de viajar.
- Su tiempo sigue contando para el límite de {{h1b-max-years}} años.

**Siguiente paso:** Obtenga el aviso de recibo del nuevo empleador antes de renunciar y siga el caso en Track Applications.`,
      },
      fr: {
        question: "Puis-je changer d'employeur avec un H-1B, et quand puis-je commencer le nouveau poste ?",
        phrasings: [
          'transfert de H1B vers une nouvelle entreprise',
          "comment changer d'emploi avec un visa H-1B",
          "faut-il repasser la loterie si je change d'employeur H-1B",
          'puis-je commencer à travailler dès le dépôt du transfert H-1B',
        ],
        answer: `Oui. Votre nouvel employeur doit déposer une nouvelle demande H-1B sur le **formulaire I-129**, et dans la plupart des cas vous pouvez commencer à travailler pour lui dès que l'USCIS la **reçoit**, sans attendre l'approbation. C'est la **portabilité H-1B**.

Pour en bénéficier, en général :
- vous êtes entré légalement et vous êtes en statut H-1B (ou dans votre délai de grâce après la fin d'un emploi) au moment du dépôt ;
- vous n'avez pas travaillé sans autorisation depuis votre dernière entrée ;
- le nouvel employeur dépose avant la fin de votre séjour autorisé (la date de votre I-94).

**Pas de nouvelle loterie :** si vous avez déjà été compté dans le quota H-1B et êtes encore dans votre période H-1B de {{h1b-max-years}} ans, le nouvel employeur dépose directement. Exception : si tout votre temps en H-1B s'est passé chez un employeur **exempté du quota** (une université, par exemple), une entreprise ordinaire doit d'abord obtenir une sélection à la loterie.

À savoir :
- Gardez votre emploi actuel jusqu'au dépôt de la nouvelle demande et conservez l'**avis de réception**.
- Si la nouvelle demande est ensuite **refusée**, vous devez arrêter de travailler pour cet employeur. Demandez à un avocat si vous pouvez revenir chez un ancien employeur.
- Un changement d'employeur approuvé pendant que vous êtes aux États-Unis n'est en général pas soumis au paiement de {{fee-h1b-proclamation}} prévu par la proclamation, mais quitter le pays avant l'approbation peut tout changer. Consultez l'USCIS avant de voyager.
- Votre temps compte toujours dans la limite de {{h1b-max-years}} ans.

**Étape suivante :** Obtenez l'avis de réception du nouvel employeur avant de démissionner, et suivez le dossier dans Track Applications.`,
      },
      de: {
        question: 'Kann ich mit H-1B den Arbeitgeber wechseln, und wann darf ich die neue Stelle antreten?',
        phrasings: [
          'H1B Transfer zu einer neuen Firma',
          'wie wechsle ich den Job mit H-1B Visum',
          'muss ich bei einem Arbeitgeberwechsel wieder in die H-1B Lotterie',
          'darf ich anfangen zu arbeiten sobald der H-1B Transfer eingereicht ist',
        ],
        answer: `Ja. Ihr neuer Arbeitgeber muss für Sie einen neuen H-1B-Antrag auf **Formular I-129** stellen, und meist dürfen Sie für ihn arbeiten, sobald USCIS den Antrag **erhalten** hat, ohne auf die Genehmigung zu warten. Das nennt man **H-1B-Portabilität**.

Voraussetzungen sind in der Regel:
- Sie sind rechtmäßig eingereist und beim Einreichen im H-1B-Status (oder in Ihrer Schonfrist nach dem Ende einer Stelle);
- Sie haben seit Ihrer letzten Einreise nicht ohne Erlaubnis gearbeitet;
- der neue Arbeitgeber reicht ein, bevor Ihr erlaubter Aufenthalt (das Datum auf Ihrem I-94) endet.

**Keine neue Lotterie:** Wurden Sie schon auf das H-1B-Cap angerechnet und sind noch innerhalb Ihrer H-1B-Zeit von {{h1b-max-years}} Jahren, reicht der neue Arbeitgeber direkt ein. Ausnahme: Waren Sie bisher nur bei einem **vom Cap ausgenommenen** Arbeitgeber (etwa einer Universität), braucht eine normale Firma zuerst eine Auswahl in der Lotterie.

Gut zu wissen:
- Behalten Sie Ihre jetzige Stelle, bis der neue Antrag eingereicht ist, und bewahren Sie die **Eingangsbestätigung** (Receipt Notice) auf.
- Wird der neue Antrag später **abgelehnt**, müssen Sie die Arbeit für diesen Arbeitgeber beenden. Fragen Sie einen Anwalt, ob Sie zu einem früheren Arbeitgeber zurückkönnen.
- Ein Arbeitgeberwechsel, der genehmigt wird, während Sie in den USA sind, unterliegt in der Regel nicht der Zahlung von {{fee-h1b-proclamation}} aus der Proklamation; eine Ausreise vor der Genehmigung kann das ändern. Prüfen Sie vor Reisen die Hinweise von USCIS.
- Ihre Zeit zählt weiter auf die Grenze von {{h1b-max-years}} Jahren.

**Nächster Schritt:** Lassen Sie sich die Eingangsbestätigung des neuen Arbeitgebers geben, bevor Sie kündigen, und verfolgen Sie den Fall in Track Applications.`,
      },
    },
  },
  {
    id: 'h1b-layoff-grace-period',
    topic: 'work',
    question: 'I was laid off on an H-1B. How long can I stay in the U.S.?',
    phrasings: [
      'laid off on h1b what are my options',
      'H-1B 60 day grace period',
      'lost my job on H-1B how many days do I have',
      'h1b terminated what now',
      'can I stay in the US after H-1B layoff',
    ],
    keywords: [
      'layoff',
      'laid off',
      'terminated',
      'grace period',
      '60 days',
      'H-1B',
      'change of status',
      'compelling circumstances EAD',
      'B-2',
    ],
    answer: `You generally have a **grace period** of up to {{grace-period-days}} days after your job ends, or until your I-94 expires if that comes sooner. During this time you are not out of status just because the job ended, but you may not work unless another option allows it.

Before the grace period ends, do one of these:
- **Find a new H-1B employer** that files a petition for you. Once USCIS receives it, you can usually start working (portability).
- **Change to another status** by filing before the period ends: for example **H-4** if your spouse is in H status, **F-1** to study, **O-1**, or **B-2** visitor on **Form I-539** to wrap up your affairs (no work allowed).
- **Ask for a compelling-circumstances work permit**, a rare option if you have an approved **I-140** and your priority date is not yet current.
- **Leave the U.S.** If your employer ended your job early, it must offer to pay reasonable transportation home.

Good to know:
- The grace period normally starts the day after your employment ends. If you received severance or paid leave, ask your employer in writing for your official last day.
- If your green card application (**I-485**) has been pending 180 days or more, **AC21 job portability** may protect you instead.
- You get the grace period only once per authorized stay.

**Next step:** Confirm your last day in writing, then set Deadline Reminders for the end of the {{grace-period-days}} days. Talk to a licensed immigration attorney early if you plan a change of status.`,
    sources: [TERMINATION_OPTIONS, CFR_214_1],
    checkedOn: CHECKED,
    related: ['h1b-transfer-new-employer', 'change-of-status-i539', 'change-jobs-green-card-pending'],
    translations: {
      es: {
        question: 'Me despidieron estando con visa H-1B. ¿Cuánto tiempo puedo quedarme en EE. UU.?',
        phrasings: [
          'me despidieron con H1B qué opciones tengo',
          'período de gracia de la H-1B',
          'perdí mi trabajo con H-1B cuántos días tengo',
          'puedo quedarme en Estados Unidos después de un despido H-1B',
        ],
        answer: `En general tiene un **período de gracia** de hasta {{grace-period-days}} días después de que termina su empleo, o hasta que vence su I-94 si eso ocurre antes. Durante ese tiempo no pierde el estatus solo por haber perdido el empleo, pero no puede trabajar salvo que otra opción se lo permita.

Antes de que termine el período de gracia, haga una de estas cosas:
- **Encuentre un nuevo empleador H-1B** que presente una petición por usted. Cuando USCIS la recibe, normalmente puede empezar a trabajar (portabilidad).
- **Cambie a otro estatus** presentando la solicitud antes de que termine el período: por ejemplo **H-4** si su cónyuge está en estatus H, **F-1** para estudiar, **O-1**, o **B-2** de visitante con el **Formulario I-539** para cerrar sus asuntos (sin trabajar).
- **Pida un permiso de trabajo por circunstancias apremiantes**, una opción poco común si tiene un **I-140** aprobado y su fecha de prioridad aún no está vigente.
- **Salga de EE. UU.** Si el empleador terminó su empleo antes de tiempo, debe ofrecerle pagar un transporte razonable de regreso.

Conviene saber:
- El período de gracia normalmente empieza el día después de que termina su empleo. Si recibió indemnización o licencia pagada, pida por escrito a su empleador su último día oficial.
- Si su solicitud de residencia (**I-485**) lleva 180 días o más pendiente, la **portabilidad de AC21** puede protegerlo.
- Solo tiene un período de gracia por cada estadía autorizada.

**Siguiente paso:** Confirme por escrito su último día y active Deadline Reminders para el final de los {{grace-period-days}} días. Hable pronto con un abogado de inmigración con licencia si piensa cambiar de estatus.`,
      },
      fr: {
        question: 'J’ai été licencié avec un visa H-1B. Combien de temps puis-je rester aux États-Unis ?',
        phrasings: [
          'licencié en H1B quelles sont mes options',
          'délai de grâce H-1B après un licenciement',
          "j'ai perdu mon emploi en H-1B combien de jours me reste-t-il",
          'puis-je rester aux USA après un licenciement en H-1B',
        ],
        answer: `Vous avez en général un **délai de grâce** pouvant aller jusqu'à {{grace-period-days}} jours après la fin de votre emploi, ou jusqu'à l'expiration de votre I-94 si elle arrive avant. Pendant ce temps, vous ne perdez pas votre statut du seul fait de la fin de l'emploi, mais vous ne pouvez pas travailler sauf si une autre option le permet.

Avant la fin de ce délai, choisissez l'une de ces voies :
- **Trouver un nouvel employeur H-1B** qui dépose une demande pour vous. Dès que l'USCIS la reçoit, vous pouvez en général commencer à travailler (portabilité).
- **Changer de statut** en déposant avant la fin du délai : par exemple **H-4** si votre conjoint est en statut H, **F-1** pour étudier, **O-1**, ou **B-2** visiteur avec le **formulaire I-539** pour régler vos affaires (sans travailler).
- **Demander un permis de travail pour circonstances impérieuses**, une option rare si vous avez un **I-140** approuvé et que votre date de priorité n'est pas encore atteinte.
- **Quitter les États-Unis.** Si l'employeur a mis fin à votre emploi avant terme, il doit proposer de payer un billet de retour raisonnable.

À savoir :
- Le délai commence normalement le lendemain de la fin de votre emploi. Si vous avez reçu une indemnité ou un congé payé, demandez par écrit à votre employeur votre dernier jour officiel.
- Si votre demande de carte verte (**I-485**) est en cours depuis 180 jours ou plus, la **portabilité AC21** peut vous protéger.
- Vous n'avez droit au délai de grâce qu'une fois par séjour autorisé.

**Étape suivante :** Faites confirmer votre dernier jour par écrit, puis activez Deadline Reminders pour la fin des {{grace-period-days}} jours. Consultez tôt un avocat en immigration agréé si vous envisagez un changement de statut.`,
      },
      de: {
        question: 'Mir wurde mit H-1B gekündigt. Wie lange darf ich in den USA bleiben?',
        phrasings: [
          'H1B gekündigt welche Optionen habe ich',
          'H-1B Schonfrist nach Kündigung',
          'Job mit H-1B verloren wie viele Tage habe ich noch',
          'darf ich nach einer H-1B Kündigung in den USA bleiben',
        ],
        answer: `In der Regel haben Sie eine **Schonfrist (Grace Period)** von bis zu {{grace-period-days}} Tagen nach dem Ende Ihrer Beschäftigung, oder bis Ihr I-94 abläuft, falls das früher ist. In dieser Zeit verlieren Sie Ihren Status nicht allein wegen des Jobverlusts, dürfen aber nicht arbeiten, außer eine andere Möglichkeit erlaubt es.

Vor Ende der Schonfrist sollten Sie eines davon tun:
- **Einen neuen H-1B-Arbeitgeber finden**, der einen Antrag für Sie stellt. Sobald USCIS ihn erhalten hat, dürfen Sie meist anfangen zu arbeiten (Portabilität).
- **In einen anderen Status wechseln**, mit Antrag vor Fristende: zum Beispiel **H-4**, wenn Ihr Ehepartner im H-Status ist, **F-1** zum Studieren, **O-1**, oder **B-2** als Besucher mit **Formular I-539**, um Ihre Angelegenheiten zu regeln (ohne Arbeit).
- **Eine Arbeitserlaubnis wegen zwingender Umstände beantragen**, eine seltene Möglichkeit, wenn Sie eine genehmigte **I-140** haben und Ihr Prioritätsdatum noch nicht aktuell ist.
- **Die USA verlassen.** Hat der Arbeitgeber die Stelle vorzeitig beendet, muss er anbieten, angemessene Heimreisekosten zu zahlen.

Gut zu wissen:
- Die Schonfrist beginnt normalerweise am Tag nach dem Ende der Beschäftigung. Bei Abfindung oder bezahlter Freistellung lassen Sie sich Ihren offiziellen letzten Arbeitstag schriftlich bestätigen.
- Ist Ihr Green-Card-Antrag (**I-485**) seit 180 Tagen oder länger anhängig, kann Sie die **AC21-Portabilität** schützen.
- Die Schonfrist gibt es nur einmal pro genehmigtem Aufenthalt.

**Nächster Schritt:** Lassen Sie Ihren letzten Tag schriftlich bestätigen und nutzen Sie Deadline Reminders für das Ende der {{grace-period-days}} Tage. Sprechen Sie früh mit einem zugelassenen Einwanderungsanwalt, wenn Sie einen Statuswechsel planen.`,
      },
    },
  },
  {
    id: 'h1b-100k-payment',
    topic: 'work',
    question: 'Who has to pay the H-1B proclamation payment for new petitions?',
    phrasings: [
      'h1b 100k fee who pays',
      'does the 100,000 H-1B fee apply to me',
      'new H1B fee for workers outside the US',
      'does the H-1B proclamation apply to F-1 change of status',
      'H-1B September 2025 proclamation payment',
    ],
    keywords: [
      '100k',
      '100,000',
      'proclamation',
      'H-1B fee',
      'pay.gov',
      'national interest exception',
      'consular notification',
      'September 21 2025',
    ],
    answer: `A September 2025 presidential proclamation requires a one-time payment of {{fee-h1b-proclamation}} with certain **new H-1B petitions**, mainly for workers who are **outside the U.S.** The employer that files the petition pays it, on top of the normal fees.

Under USCIS guidance from October 2025, it generally **applies** to petitions filed on or after September 21, 2025:
- for a worker outside the U.S. who has no valid H-1B visa;
- that ask for **consular notification** (the worker will get the visa abroad);
- where USCIS denies the requested change of status or extension, for example because the person was out of status or left the U.S. before the decision.

It generally **does not apply** to:
- petitions filed before September 21, 2025;
- people who already hold a valid H-1B visa, including for trips in and out;
- **extensions, amendments, changes of employer** and **changes of status** (such as F-1 to H-1B) that USCIS approves for someone inside the U.S.

The Secretary of Homeland Security may grant rare **national-interest exceptions**. The payment is made online at pay.gov before filing, and the petition must include proof.

**Be careful:** several lawsuits challenged this rule, and the proclamation was written to last 12 months unless extended. Its status and details can change, so check the USCIS H-1B page before you file or travel.

**Next step:** If you are in the U.S. with a pending change of status, talk to your employer or a licensed immigration attorney before any trip abroad.`,
    sources: [H1B_PAGE],
    checkedOn: CHECKED,
    related: ['h1b-cap-lottery', 'h1b-transfer-new-employer', 'h1b-selected-next-steps'],
    translations: {
      es: {
        question: '¿Quién tiene que pagar el cargo de la proclamación para nuevas peticiones H-1B?',
        phrasings: [
          'quién paga la tarifa de 100 mil de la H1B',
          'me afecta el nuevo cargo de la visa H-1B',
          'la proclamación H-1B aplica al cambio de F-1 a H-1B',
          'nuevo cargo H-1B para trabajadores fuera de Estados Unidos',
        ],
        answer: `Una proclamación presidencial de septiembre de 2025 exige un pago único de {{fee-h1b-proclamation}} con ciertas **peticiones H-1B nuevas**, sobre todo para trabajadores que están **fuera de EE. UU.** Lo paga el empleador que presenta la petición, además de las tarifas normales.

Según la guía de USCIS de octubre de 2025, en general **se aplica** a peticiones presentadas a partir del 21 de septiembre de 2025:
- para un trabajador fuera de EE. UU. que no tiene una visa H-1B válida;
- que piden **notificación consular** (el trabajador sacará la visa en el extranjero);
- cuando USCIS niega el cambio de estatus o la extensión solicitados, por ejemplo porque la persona estaba fuera de estatus o salió del país antes de la decisión.

En general **no se aplica** a:
- peticiones presentadas antes del 21 de septiembre de 2025;
- personas que ya tienen una visa H-1B válida, también para entrar y salir;
- **extensiones, enmiendas, cambios de empleador** y **cambios de estatus** (como de F-1 a H-1B) que USCIS aprueba para alguien dentro de EE. UU.

El Secretario de Seguridad Nacional puede conceder **excepciones por interés nacional**, muy pocas. El pago se hace en línea en pay.gov antes de presentar, y la petición debe incluir el comprobante.

**Tenga cuidado:** varias demandas impugnaron esta medida, y la proclamación se redactó para durar 12 meses salvo que se prorrogue. Su vigencia y detalles pueden cambiar; revise la página H-1B de USCIS antes de presentar o viajar.

**Siguiente paso:** Si está en EE. UU. con un cambio de estatus pendiente, hable con su empleador o con un abogado de inmigración con licencia antes de cualquier viaje.`,
      },
      fr: {
        question: 'Qui doit payer la somme exigée par la proclamation H-1B pour les nouvelles demandes ?',
        phrasings: [
          'qui paie les frais H1B de 100k',
          'la nouvelle taxe H-1B me concerne-t-elle',
          "la proclamation H-1B s'applique-t-elle au passage de F-1 à H-1B",
          "nouveaux frais H-1B pour les travailleurs à l'étranger",
        ],
        answer: `Une proclamation présidentielle de septembre 2025 impose un paiement unique de {{fee-h1b-proclamation}} pour certaines **nouvelles demandes H-1B**, surtout pour des travailleurs qui se trouvent **hors des États-Unis**. C'est l'employeur qui dépose la demande qui paie, en plus des frais habituels.

Selon les indications de l'USCIS d'octobre 2025, il **s'applique** en général aux demandes déposées à partir du 21 septembre 2025 :
- pour un travailleur hors des États-Unis sans visa H-1B valable ;
- qui demandent une **notification consulaire** (le visa sera obtenu à l'étranger) ;
- lorsque l'USCIS refuse le changement de statut ou la prolongation demandés, par exemple parce que la personne n'était plus en statut ou a quitté le pays avant la décision.

Il ne **s'applique pas** en général :
- aux demandes déposées avant le 21 septembre 2025 ;
- aux personnes qui ont déjà un visa H-1B valable, y compris pour leurs allers-retours ;
- aux **prolongations, modifications, changements d'employeur** et **changements de statut** (par exemple de F-1 à H-1B) approuvés par l'USCIS pour une personne présente aux États-Unis.

Le ministre de la Sécurité intérieure peut accorder de rares **exceptions d'intérêt national**. Le paiement se fait en ligne sur pay.gov avant le dépôt, et la demande doit en contenir la preuve.

**Prudence :** plusieurs recours ont contesté cette mesure, et la proclamation était prévue pour 12 mois sauf prolongation. Son application peut changer : consultez la page H-1B de l'USCIS avant de déposer ou de voyager.

**Étape suivante :** Si vous êtes aux États-Unis avec un changement de statut en cours, parlez à votre employeur ou à un avocat en immigration agréé avant tout voyage.`,
      },
      de: {
        question: 'Wer muss die Zahlung aus der H-1B-Proklamation für neue Anträge leisten?',
        phrasings: [
          'wer zahlt die 100k H1B Gebühr',
          'gilt die neue H-1B Zahlung für mich',
          'gilt die H-1B Proklamation beim Wechsel von F-1 zu H-1B',
          'neue H-1B Gebühr für Arbeitnehmer im Ausland',
        ],
        answer: `Eine Proklamation des Präsidenten vom September 2025 verlangt für bestimmte **neue H-1B-Anträge** eine einmalige Zahlung von {{fee-h1b-proclamation}}, vor allem für Arbeitnehmer, die sich **außerhalb der USA** befinden. Zahlen muss der Arbeitgeber, der den Antrag stellt, zusätzlich zu den üblichen Gebühren.

Nach den USCIS-Hinweisen vom Oktober 2025 **gilt** sie in der Regel für Anträge ab dem 21. September 2025:
- für Arbeitnehmer außerhalb der USA ohne gültiges H-1B-Visum;
- die eine **konsularische Benachrichtigung** verlangen (das Visum wird im Ausland beantragt);
- wenn USCIS den beantragten Statuswechsel oder die Verlängerung ablehnt, etwa weil die Person keinen gültigen Status hatte oder vor der Entscheidung ausgereist ist.

Sie **gilt** in der Regel **nicht** für:
- Anträge, die vor dem 21. September 2025 gestellt wurden;
- Personen mit bereits gültigem H-1B-Visum, auch bei Reisen ins Ausland und zurück;
- **Verlängerungen, Änderungen, Arbeitgeberwechsel** und **Statuswechsel** (etwa von F-1 zu H-1B), die USCIS für Personen in den USA genehmigt.

Der Heimatschutzminister kann in seltenen Fällen **Ausnahmen im nationalen Interesse** gewähren. Bezahlt wird vor der Antragstellung online über pay.gov; der Antrag muss den Nachweis enthalten.

**Vorsicht:** Mehrere Klagen richteten sich gegen diese Regel, und die Proklamation war auf 12 Monate angelegt, sofern sie nicht verlängert wird. Geltung und Details können sich ändern; prüfen Sie vor Antrag oder Reise die H-1B-Seite von USCIS.

**Nächster Schritt:** Sind Sie in den USA und läuft ein Statuswechsel, sprechen Sie vor jeder Auslandsreise mit Ihrem Arbeitgeber oder einem zugelassenen Einwanderungsanwalt.`,
      },
    },
  },
  {
    id: 'h1b-cap-exempt',
    topic: 'work',
    question: 'Which employers are exempt from the H-1B cap and lottery?',
    phrasings: [
      'cap exempt h1b employers',
      'can a university sponsor H-1B without the lottery',
      'H-1B for nonprofit research organization',
      'which jobs skip the H1B lottery',
      'cap-exempt H-1B at a hospital',
    ],
    keywords: [
      'cap-exempt',
      'H-1B',
      'university',
      'nonprofit',
      'affiliated',
      'research organization',
      'teaching hospital',
      'Conrad 30',
      'concurrent employment',
    ],
    answer: `Some employers can file H-1B petitions **any time of year, without the lottery**, because their petitions do not count against the yearly cap. These **cap-exempt** employers are:
- **colleges and universities** (institutions of higher education);
- **nonprofits related to or affiliated with** a college or university, such as many teaching hospitals;
- **nonprofit research organizations** and **government research organizations**.

A rule in effect since January 2025 made these definitions somewhat broader. Research now needs to be a fundamental activity of the organization, not necessarily its main one. A worker employed by another company may also qualify if they spend at least half their time working at the exempt organization on duties that directly further its mission.

Others who skip the lottery:
- workers already counted against the cap and still within their {{h1b-max-years}}-year period, when they change employers;
- J-1 doctors with a **Conrad 30** waiver, and a few other groups set by law.

Things to know:
- **The exemption goes with the job.** If you move from a university to a regular company, that company must win you a lottery spot, unless you were counted against the cap before.
- A regular company may hire you **at the same time** (concurrent employment) without the lottery, but only while your cap-exempt job continues.
- Cap-exempt employers still file **Form I-129** and pay the base fee, but they skip some extra fees, and nonprofits pay no Asylum Program Fee.

**Next step:** Ask the employer's HR or international office to confirm its cap-exempt status in writing, and use Eligibility Check to compare your options.`,
    sources: [H1B_PAGE, CFR_214_2, INA_214],
    checkedOn: CHECKED,
    related: ['h1b-cap-lottery', 'h1b-second-job-or-part-time', 'h1b-transfer-new-employer'],
    translations: {
      es: {
        question: '¿Qué empleadores están exentos del límite y de la lotería de la H-1B?',
        phrasings: [
          'empleadores exentos del cap H1B',
          'una universidad me puede patrocinar la H-1B sin loteria',
          'qué trabajos no pasan por el sorteo H-1B',
          'visa H-1B en un hospital o centro de investigacion sin fines de lucro',
        ],
        answer: `Algunos empleadores pueden presentar peticiones H-1B **en cualquier época del año y sin lotería**, porque sus peticiones no cuentan para el límite anual (cap). Estos empleadores **exentos del límite** son:
- **colegios universitarios y universidades** (instituciones de educación superior);
- **organizaciones sin fines de lucro relacionadas o afiliadas** con un colegio universitario o una universidad, como muchos hospitales universitarios;
- **organizaciones de investigación sin fines de lucro** y **organizaciones de investigación del gobierno**.

Una regla vigente desde enero de 2025 amplió un poco estas definiciones. Ahora basta con que la investigación sea una actividad fundamental de la organización, aunque no sea la principal. Un trabajador contratado por otra empresa también puede calificar si pasa al menos la mitad de su tiempo trabajando en la organización exenta, en tareas que impulsan directamente su misión.

Otros que no pasan por la lotería:
- trabajadores que ya fueron contados dentro del límite y siguen dentro de su período de {{h1b-max-years}} años, cuando cambian de empleador;
- médicos J-1 con una exención **Conrad 30**, y algunos otros grupos que fija la ley.

Conviene saber:
- **La exención va con el empleo.** Si pasa de una universidad a una empresa común, esa empresa tiene que conseguirle un lugar en la lotería, salvo que usted ya haya sido contado dentro del límite antes.
- Una empresa común puede contratarlo **al mismo tiempo** (empleo simultáneo) sin lotería, pero solo mientras continúe su empleo exento.
- Los empleadores exentos igual presentan el **Formulario I-129** y pagan la tarifa base, pero se ahorran algunas tarifas adicionales, y las organizaciones sin fines de lucro no pagan la tarifa del Programa de Asilo.

**Siguiente paso:** Pida a recursos humanos o a la oficina internacional del empleador que le confirme por escrito que está exento del límite, y use Eligibility Check para comparar sus opciones.`,
      },
    },
  },
  {
    id: 'h1b-selected-next-steps',
    topic: 'work',
    question: 'I was selected in the H-1B lottery. What happens next?',
    phrasings: [
      'selected in h1b lottery now what',
      'H-1B registration selected next steps',
      'how much does the H-1B petition cost after selection',
      'when can I start working after H1B selection',
      'H-1B cap petition filing window',
    ],
    keywords: [
      'H-1B selected',
      'I-129',
      'LCA',
      'labor condition application',
      'filing window',
      'October 1',
      'cap-gap',
      'premium processing',
      'ACWIA fee',
    ],
    answer: `Being selected means your employer may now **file the full H-1B petition**. It is not an approval yet.

The usual steps:
1. **Labor Condition Application (LCA):** the employer files it with the Department of Labor, which usually certifies it within about a week. It promises at least the required wage.
2. **Form I-129 petition:** the employer files it with USCIS during the filing window that opens April 1 (usually to June 30). The job, wage level and work location must match the registration.
3. **Decision:** USCIS approves it, asks for more evidence, or denies it.
4. **Start date:** the earliest start is **October 1**, the first day of the government's fiscal year.

**Fees the employer pays:**
- base fee {{fee-i129-h1b}}, or {{fee-i129-h1b-small}} for small employers (25 or fewer full-time employees) and nonprofits;
- **Asylum Program Fee** {{fee-asylum-program}} ({{fee-asylum-program-small}} for small employers, none for nonprofits);
- **ACWIA training fee** {{fee-h1b-acwia}}, or {{fee-h1b-acwia-small}} for small employers (universities, related nonprofits and nonprofit or government research organizations are exempt);
- **fraud prevention and detection fee** {{fee-h1b-fraud}};
- optional **premium processing**: {{fee-premium-processing-i129}} for action within 15 business days;
- the {{fee-h1b-proclamation}} proclamation payment, if you are outside the U.S. without a valid H-1B visa or the employer asks for consular processing.

**F-1 students:** a petition filed on time can extend your status and work permission while it is pending, up to April 1 of the next year or your H-1B start date if earlier (**cap-gap**).

**If you are abroad:** after approval, apply for the H-1B visa at a U.S. consulate (visa fee {{fee-visa-petition-based}}).

**Next step:** Send your employer your passport, degrees and I-94 quickly, and follow the case in Track Applications.`,
    sources: [H1B_PAGE, I129, { title: 'USCIS: Fee Schedule (Form G-1055)', url: 'https://www.uscis.gov/g-1055' }],
    checkedOn: CHECKED,
    related: ['h1b-cap-lottery', 'opt-cap-gap', 'premium-processing'],
    translations: {
      es: {
        question: 'Salí seleccionado en la lotería H-1B. ¿Qué pasa ahora?',
        phrasings: [
          'me seleccionaron en la loteria h1b y ahora que',
          'cuánto cuesta la petición H-1B después de la selección',
          'cuando puedo empezar a trabajar si sali seleccionado en la H1B',
          'plazo para presentar la peticion H-1B despues del sorteo',
        ],
        answer: `Salir seleccionado significa que su empleador ya puede **presentar la petición H-1B completa**. Todavía no es una aprobación.

Los pasos habituales:
1. **Solicitud de Condiciones Laborales (LCA):** el empleador la presenta ante el Departamento de Trabajo, que suele certificarla en una semana. En ella se compromete a pagar al menos el salario exigido.
2. **Petición con el Formulario I-129:** el empleador la presenta ante USCIS en el plazo que abre el 1 de abril (normalmente hasta el 30 de junio). El puesto, el nivel salarial y el lugar de trabajo deben coincidir con el registro.
3. **Decisión:** USCIS la aprueba, pide más pruebas o la niega.
4. **Fecha de inicio:** lo más pronto es el **1 de octubre**, primer día del año fiscal del gobierno.

**Tarifas que paga el empleador:**
- tarifa base de {{fee-i129-h1b}}, o {{fee-i129-h1b-small}} para empleadores pequeños (25 empleados de tiempo completo o menos) y sin fines de lucro;
- **tarifa del Programa de Asilo** de {{fee-asylum-program}} ({{fee-asylum-program-small}} para empleadores pequeños, nada para los sin fines de lucro);
- **tarifa de capacitación ACWIA** de {{fee-h1b-acwia}}, o {{fee-h1b-acwia-small}} para empleadores pequeños (las universidades, sus organizaciones afiliadas y las organizaciones de investigación sin fines de lucro o del gobierno están exentas);
- **tarifa de prevención y detección de fraude** de {{fee-h1b-fraud}};
- **procesamiento prioritario** opcional: {{fee-premium-processing-i129}} para una respuesta en 15 días hábiles;
- el pago de {{fee-h1b-proclamation}} de la proclamación, si usted está fuera de EE. UU. sin una visa H-1B válida o el empleador pide trámite consular.

**Estudiantes F-1:** una petición presentada a tiempo puede extender su estatus y su permiso de trabajo mientras está pendiente, hasta el 1 de abril del año siguiente o hasta su fecha de inicio H-1B si es antes (**cap-gap**).

**Si está en el extranjero:** tras la aprobación, solicite la visa H-1B en un consulado de EE. UU. (tarifa de visa {{fee-visa-petition-based}}).

**Siguiente paso:** Envíe pronto a su empleador su pasaporte, títulos e I-94, y siga el caso en Track Applications.`,
      },
      fr: {
        question: "J'ai été sélectionné à la loterie H-1B. Que se passe-t-il ensuite ?",
        phrasings: [
          'selectionné a la loterie h1b et maintenant',
          'combien coûte la demande H-1B après la sélection',
          'quand puis-je commencer à travailler après la sélection H1B',
          'période de dépôt de la demande H-1B après le tirage',
        ],
        answer: `Être sélectionné signifie que votre employeur peut maintenant **déposer la demande H-1B complète**. Ce n'est pas encore une approbation.

Les étapes habituelles :
1. **Labor Condition Application (LCA) :** l'employeur la dépose auprès du ministère du Travail, qui la certifie en général en une semaine environ. Il s'y engage à payer au moins le salaire requis.
2. **Demande sur formulaire I-129 :** l'employeur la dépose auprès de l'USCIS pendant la période qui s'ouvre le 1er avril (en général jusqu'au 30 juin). Le poste, le niveau de salaire et le lieu de travail doivent correspondre à l'enregistrement.
3. **Décision :** l'USCIS approuve, demande des preuves supplémentaires ou refuse.
4. **Date de début :** au plus tôt le **1er octobre**, premier jour de l'exercice budgétaire fédéral.

**Frais payés par l'employeur :**
- frais de base de {{fee-i129-h1b}}, ou {{fee-i129-h1b-small}} pour les petits employeurs (25 salariés à temps plein ou moins) et les organismes à but non lucratif ;
- **frais du programme d'asile** de {{fee-asylum-program}} ({{fee-asylum-program-small}} pour les petits employeurs, rien pour les organismes à but non lucratif) ;
- **frais de formation ACWIA** de {{fee-h1b-acwia}}, ou {{fee-h1b-acwia-small}} pour les petits employeurs (universités, organismes à but non lucratif affiliés et organismes de recherche publics ou à but non lucratif exemptés) ;
- **frais de prévention et de détection des fraudes** de {{fee-h1b-fraud}} ;
- **traitement accéléré** facultatif : {{fee-premium-processing-i129}} pour une réponse en 15 jours ouvrables ;
- le paiement de {{fee-h1b-proclamation}} prévu par la proclamation, si vous êtes hors des États-Unis sans visa H-1B valable ou si l'employeur demande une procédure consulaire.

**Étudiants F-1 :** une demande déposée à temps peut prolonger votre statut et votre droit de travailler pendant l'examen, jusqu'au 1er avril de l'année suivante ou jusqu'au début de votre H-1B si c'est plus tôt (**cap-gap**).

**Si vous êtes à l'étranger :** après l'approbation, demandez le visa H-1B dans un consulat américain (frais de visa {{fee-visa-petition-based}}).

**Étape suivante :** Envoyez vite à votre employeur passeport, diplômes et I-94, et suivez le dossier dans Track Applications.`,
      },
      de: {
        question: 'Ich wurde in der H-1B-Lotterie ausgewählt. Wie geht es jetzt weiter?',
        phrasings: [
          'bei der h1b lotterie gezogen was jetzt',
          'was kostet der H-1B Antrag nach der Auswahl',
          'ab wann darf ich nach der H1B Auswahl arbeiten',
          'Einreichungsfrist für den H-1B Antrag nach der Ziehung',
        ],
        answer: `Die Auswahl bedeutet, dass Ihr Arbeitgeber jetzt den **vollständigen H-1B-Antrag einreichen** darf. Eine Genehmigung ist das noch nicht.

Die üblichen Schritte:
1. **Labor Condition Application (LCA):** Der Arbeitgeber reicht sie beim Arbeitsministerium ein, das sie meist innerhalb etwa einer Woche bestätigt. Darin sagt er mindestens den vorgeschriebenen Lohn zu.
2. **Antrag auf Formular I-129:** Der Arbeitgeber reicht ihn bei USCIS im Zeitfenster ein, das am 1. April beginnt (meist bis 30. Juni). Stelle, Lohnstufe und Arbeitsort müssen zur Registrierung passen.
3. **Entscheidung:** USCIS genehmigt, fordert weitere Nachweise an oder lehnt ab.
4. **Arbeitsbeginn:** frühestens am **1. Oktober**, dem ersten Tag des Haushaltsjahres der Regierung.

**Gebühren, die der Arbeitgeber zahlt:**
- Grundgebühr {{fee-i129-h1b}}, oder {{fee-i129-h1b-small}} für kleine Arbeitgeber (höchstens 25 Vollzeitbeschäftigte) und gemeinnützige Organisationen;
- **Asylprogrammgebühr** {{fee-asylum-program}} ({{fee-asylum-program-small}} für kleine Arbeitgeber, keine für gemeinnützige);
- **ACWIA-Ausbildungsgebühr** {{fee-h1b-acwia}}, oder {{fee-h1b-acwia-small}} für kleine Arbeitgeber (Universitäten, verbundene gemeinnützige Einrichtungen sowie gemeinnützige oder staatliche Forschungseinrichtungen sind befreit);
- **Gebühr zur Betrugsprävention und -aufdeckung** {{fee-h1b-fraud}};
- optional **Premium Processing**: {{fee-premium-processing-i129}} für eine Bearbeitung innerhalb von 15 Werktagen;
- die Zahlung von {{fee-h1b-proclamation}} aus der Proklamation, wenn Sie ohne gültiges H-1B-Visum im Ausland sind oder der Arbeitgeber das Konsularverfahren wählt.

**F-1-Studierende:** Ein rechtzeitig eingereichter Antrag kann Ihren Status und Ihre Arbeitserlaubnis verlängern, solange er anhängig ist, bis zum 1. April des Folgejahres oder bis zum früheren H-1B-Beginn (**Cap-Gap**).

**Wenn Sie im Ausland sind:** Beantragen Sie nach der Genehmigung das H-1B-Visum bei einem US-Konsulat (Visumgebühr {{fee-visa-petition-based}}).

**Nächster Schritt:** Schicken Sie Ihrem Arbeitgeber schnell Reisepass, Abschlüsse und I-94, und verfolgen Sie den Fall in Track Applications.`,
      },
    },
  },
  {
    id: 'h1b-extension-beyond-six-years',
    topic: 'work',
    question: 'Can I stay on H-1B for more than six years?',
    phrasings: [
      'h1b extension beyond 6 years',
      'what happens when my six years of H-1B run out',
      'AC21 H-1B extension with approved I-140',
      'H-1B 7th year extension',
      'can PERM extend my H1B',
    ],
    keywords: [
      'H-1B extension',
      'six years',
      '6-year limit',
      'AC21',
      'PERM',
      'I-140',
      'recapture',
      'one-year extension',
      'three-year extension',
    ],
    answer: `Yes, if you are far enough along in the green card process. H-1B status is normally limited to {{h1b-max-years}} years in total, but a law called **AC21** allows extensions beyond that.

Two kinds of extension:
- **One-year extensions:** possible if a **PERM labor certification** or a **Form I-140** was filed for you at least 365 days before the extension would start, and it has not been denied. They can be renewed one year at a time until your green card case is decided.
- **Three-year extensions:** possible if your **I-140 is approved** but you cannot file for the green card yet because of per-country visa limits (your **priority date** is not current). They can be renewed until you can apply.

Other points:
- The PERM or I-140 does not have to come from your current employer. An approved I-140 from a past employer can still support a three-year extension.
- **Time abroad can be recaptured:** days you spent outside the U.S. during your H-1B years can be added back to your {{h1b-max-years}}-year total. Keep your travel records.
- If you reach the limit without a qualifying extension, you generally must spend one year outside the U.S. before a new {{h1b-max-years}}-year period can start.
- Your H-4 spouse may qualify for an **H-4 work permit** once your I-140 is approved or you have an AC21 extension.

**Next step:** Ask your employer to start PERM well before your fifth H-1B year ends, and use Deadline Reminders to track your H-1B end date.`,
    sources: [H1B_PAGE, CFR_214_2, AC21_POLICY],
    checkedOn: CHECKED,
    related: ['perm-labor-certification', 'i140-immigrant-petition', 'h4-ead'],
    translations: {
      es: {
        question: '¿Puedo quedarme con la H-1B más de seis años?',
        phrasings: [
          'extension de h1b despues de 6 años',
          'qué pasa cuando se me acaban los seis años de H-1B',
          'extensión H-1B con I-140 aprobado por AC21',
          'el PERM puede extender mi H1B',
        ],
        answer: `Sí, si ya va bastante avanzado en el trámite de la green card. El estatus H-1B normalmente tiene un límite total de {{h1b-max-years}} años, pero una ley llamada **AC21** permite extensiones más allá de ese límite.

Hay dos tipos de extensión:
- **Extensiones de un año:** posibles si se presentó por usted una **certificación laboral PERM** o un **Formulario I-140** al menos 365 días antes de que empiece la extensión, y no ha sido negado. Se pueden renovar año por año hasta que se decida su caso de green card.
- **Extensiones de tres años:** posibles si su **I-140 está aprobado** pero todavía no puede pedir la green card por los límites de visas por país (su **fecha de prioridad** no está vigente). Se pueden renovar hasta que pueda presentar la solicitud.

Otros puntos:
- El PERM o el I-140 no tienen que ser de su empleador actual. Un I-140 aprobado de un empleador anterior puede seguir sirviendo para una extensión de tres años.
- **El tiempo fuera del país se puede recuperar:** los días que pasó fuera de EE. UU. durante sus años en H-1B se pueden sumar de nuevo a su total de {{h1b-max-years}} años. Guarde sus registros de viaje.
- Si llega al límite sin una extensión que califique, en general debe pasar un año fuera de EE. UU. antes de empezar un nuevo período de {{h1b-max-years}} años.
- Su cónyuge H-4 puede calificar para un **permiso de trabajo H-4** cuando su I-140 esté aprobado o tenga una extensión por AC21.

**Siguiente paso:** Pida a su empleador que empiece el PERM mucho antes de que termine su quinto año en H-1B, y use Deadline Reminders para seguir la fecha de fin de su H-1B.`,
      },
      fr: {
        question: 'Puis-je rester en H-1B plus de six ans ?',
        phrasings: [
          'prolongation h1b au dela de 6 ans',
          'que se passe-t-il quand mes six ans de H-1B sont écoulés',
          'prolongation H-1B AC21 avec un I-140 approuvé',
          'est-ce que le PERM peut prolonger mon H1B',
        ],
        answer: `Oui, si vous êtes assez avancé dans la démarche de carte verte. Le statut H-1B est normalement limité à {{h1b-max-years}} ans au total, mais une loi appelée **AC21** permet des prolongations au-delà.

Deux types de prolongation :
- **Prolongations d'un an :** possibles si une **certification du travail PERM** ou un **formulaire I-140** a été déposé pour vous au moins 365 jours avant le début de la prolongation, et n'a pas été refusé. Elles se renouvellent d'année en année jusqu'à la décision sur votre carte verte.
- **Prolongations de trois ans :** possibles si votre **I-140 est approuvé** mais que vous ne pouvez pas encore demander la carte verte à cause des plafonds par pays (votre **date de priorité** n'est pas atteinte). Elles se renouvellent jusqu'à ce que vous puissiez déposer.

Autres points :
- Le PERM ou l'I-140 ne doit pas forcément venir de votre employeur actuel. Un I-140 approuvé d'un ancien employeur peut encore justifier une prolongation de trois ans.
- **Le temps passé à l'étranger peut être récupéré :** les jours passés hors des États-Unis pendant vos années de H-1B peuvent être rajoutés à votre total de {{h1b-max-years}} ans. Gardez vos justificatifs de voyage.
- Si vous atteignez la limite sans prolongation possible, vous devez en général passer un an hors des États-Unis avant qu'une nouvelle période de {{h1b-max-years}} ans puisse commencer.
- Votre conjoint en H-4 peut avoir droit à un **permis de travail H-4** dès que votre I-140 est approuvé ou que vous avez une prolongation AC21.

**Étape suivante :** Demandez à votre employeur de lancer le PERM bien avant la fin de votre cinquième année de H-1B, et utilisez Deadline Reminders pour suivre la date de fin de votre H-1B.`,
      },
      de: {
        question: 'Kann ich länger als sechs Jahre mit H-1B bleiben?',
        phrasings: [
          'h1b verlängerung über 6 jahre hinaus',
          'was passiert wenn meine sechs Jahre H-1B vorbei sind',
          'AC21 H-1B Verlängerung mit genehmigter I-140',
          'kann PERM mein H1B verlängern',
        ],
        answer: `Ja, wenn Sie im Green-Card-Verfahren weit genug sind. Der H-1B-Status ist normalerweise auf insgesamt {{h1b-max-years}} Jahre begrenzt, aber ein Gesetz namens **AC21** erlaubt Verlängerungen darüber hinaus.

Zwei Arten von Verlängerungen:
- **Einjährige Verlängerungen:** möglich, wenn für Sie mindestens 365 Tage vor Beginn der Verlängerung eine **PERM-Arbeitsmarktzertifizierung** oder ein **Formular I-140** eingereicht und nicht abgelehnt wurde. Sie lassen sich Jahr für Jahr erneuern, bis über Ihren Green-Card-Fall entschieden ist.
- **Dreijährige Verlängerungen:** möglich, wenn Ihre **I-140 genehmigt** ist, Sie aber wegen der Länderobergrenzen noch keine Green Card beantragen können (Ihr **Prioritätsdatum** ist nicht aktuell). Sie lassen sich erneuern, bis Sie den Antrag stellen können.

Weitere Punkte:
- PERM oder I-140 müssen nicht von Ihrem jetzigen Arbeitgeber stammen. Eine genehmigte I-140 eines früheren Arbeitgebers kann weiterhin eine dreijährige Verlängerung tragen.
- **Zeit im Ausland lässt sich zurückholen:** Tage, die Sie während Ihrer H-1B-Jahre außerhalb der USA verbracht haben, können Ihrem Kontingent von {{h1b-max-years}} Jahren wieder gutgeschrieben werden. Bewahren Sie Ihre Reisenachweise auf.
- Erreichen Sie die Grenze ohne passende Verlängerung, müssen Sie in der Regel ein Jahr außerhalb der USA verbringen, bevor ein neuer Zeitraum von {{h1b-max-years}} Jahren beginnen kann.
- Ihr H-4-Ehepartner kann eine **H-4-Arbeitserlaubnis** bekommen, sobald Ihre I-140 genehmigt ist oder Sie eine AC21-Verlängerung haben.

**Nächster Schritt:** Bitten Sie Ihren Arbeitgeber, PERM lange vor dem Ende Ihres fünften H-1B-Jahres zu starten, und behalten Sie Ihr H-1B-Enddatum mit Deadline Reminders im Blick.`,
      },
    },
  },
  {
    id: 'h4-ead',
    topic: 'work',
    question: 'Can my H-4 spouse get a work permit?',
    phrasings: [
      'h4 ead eligibility',
      'can H-4 visa holders work',
      'work permit for H-1B spouse',
      'I-765 c26 H-4',
      'my wife is on H4 can she work',
    ],
    keywords: ['H-4 EAD', 'H-4', 'spouse', 'work permit', 'I-765', '(c)(26)', 'c26', 'approved I-140', 'AC21'],
    answer: `Sometimes. The **H-4 spouse** of an H-1B worker can get a work permit (**EAD**) only when the H-1B worker is well into the green card process. H-4 status by itself does not allow work.

Your H-4 spouse may apply if the H-1B worker:
- has an **approved Form I-140** immigrant petition, **or**
- has been granted H-1B time beyond the usual {{h1b-max-years}} years under **AC21** because a PERM or I-140 was filed for them.

H-4 children cannot get this work permit.

How to apply:
- File **Form I-765** under category **(c)(26)**, with proof of the marriage, the spouse's H-4 status, and the H-1B worker's I-140 approval or AC21 extension. The fee is {{fee-i765-online}} online or {{fee-i765-paper}} on paper.
- It can be filed alone, or together with an H-4 extension on **Form I-539**, or with the H-1B worker's petition.

Once approved, the EAD lets your spouse work for any employer or be self-employed. It ends when the H-4 status ends.

**Renewals:** for renewals filed on or after October 30, 2025, H-4 and most other categories no longer get an **automatic extension** while the renewal is pending. A gap in work permission can happen, so file as early as USCIS allows (generally up to 180 days before the card expires).

**Next step:** Use Document Review to check the packet, and Deadline Reminders to file the renewal early.`,
    sources: [I765, CFR_274A_12, CFR_214_2],
    checkedOn: CHECKED,
    related: ['work-permit-ead', 'i140-immigrant-petition', 'h1b-extension-beyond-six-years'],
    translations: {
      es: {
        question: '¿Mi cónyuge con visa H-4 puede obtener un permiso de trabajo?',
        phrasings: [
          'mi esposa tiene H4 puede trabajar',
          'requisitos del EAD para H-4',
          'permiso de trabajo para el conyuge de un H-1B',
          'formulario I-765 categoria c26 para H4',
        ],
        answer: `A veces. El **cónyuge H-4** de un trabajador H-1B puede obtener un permiso de trabajo (**EAD**) solo cuando el trabajador H-1B va bastante avanzado en el trámite de la green card. El estatus H-4 por sí solo no permite trabajar.

Su cónyuge H-4 puede solicitarlo si el trabajador H-1B:
- tiene una petición de inmigrante **Formulario I-140 aprobada**, **o**
- recibió tiempo en H-1B más allá de los {{h1b-max-years}} años habituales gracias a **AC21**, porque se presentó un PERM o un I-140 por él.

Los hijos con H-4 no pueden obtener este permiso de trabajo.

Cómo solicitarlo:
- Presente el **Formulario I-765** en la categoría **(c)(26)**, con prueba del matrimonio, del estatus H-4 del cónyuge y de la aprobación del I-140 o la extensión por AC21 del trabajador H-1B. La tarifa es de {{fee-i765-online}} en línea o {{fee-i765-paper}} en papel.
- Se puede presentar solo, junto con una extensión de H-4 en el **Formulario I-539**, o junto con la petición del trabajador H-1B.

Una vez aprobado, el EAD permite a su cónyuge trabajar para cualquier empleador o por cuenta propia. Termina cuando termina el estatus H-4.

**Renovaciones:** para las renovaciones presentadas desde el 30 de octubre de 2025, H-4 y la mayoría de las otras categorías ya no reciben una **extensión automática** mientras la renovación está pendiente. Puede quedarse un tiempo sin permiso para trabajar, así que presente la renovación lo antes que permita USCIS (en general hasta 180 días antes de que venza la tarjeta).

**Siguiente paso:** Use Document Review para revisar la solicitud y Deadline Reminders para renovar a tiempo.`,
      },
      fr: {
        question: 'Mon conjoint en H-4 peut-il obtenir un permis de travail ?',
        phrasings: [
          "ma femme est en H4 est-ce qu'elle peut travailler",
          "conditions de l'EAD H-4",
          "permis de travail pour le conjoint d'un H-1B",
          'formulaire I-765 catégorie c26 pour un visa H4',
        ],
        answer: `Parfois. Le **conjoint H-4** d'un travailleur H-1B ne peut obtenir un permis de travail (**EAD**) que si le travailleur H-1B est bien avancé dans sa démarche de carte verte. Le statut H-4 seul ne permet pas de travailler.

Votre conjoint H-4 peut faire la demande si le travailleur H-1B :
- a une demande d'immigration **formulaire I-140 approuvée**, **ou**
- a obtenu du temps en H-1B au-delà des {{h1b-max-years}} ans habituels grâce à **AC21**, parce qu'un PERM ou un I-140 a été déposé pour lui.

Les enfants en H-4 ne peuvent pas obtenir ce permis de travail.

Comment faire la demande :
- Déposez le **formulaire I-765** dans la catégorie **(c)(26)**, avec la preuve du mariage, du statut H-4 du conjoint et de l'approbation de l'I-140 ou de la prolongation AC21 du travailleur H-1B. Les frais sont de {{fee-i765-online}} en ligne ou {{fee-i765-paper}} sur papier.
- La demande peut être déposée seule, avec une prolongation H-4 sur **formulaire I-539**, ou avec la demande du travailleur H-1B.

Une fois approuvé, l'EAD permet à votre conjoint de travailler pour n'importe quel employeur ou à son compte. Il prend fin avec le statut H-4.

**Renouvellements :** pour les renouvellements déposés à partir du 30 octobre 2025, le H-4 et la plupart des autres catégories ne bénéficient plus d'une **prolongation automatique** pendant l'examen. Une interruption du droit de travailler est donc possible : déposez le renouvellement aussi tôt que l'USCIS le permet (en général jusqu'à 180 jours avant l'expiration de la carte).

**Étape suivante :** Utilisez Document Review pour vérifier le dossier et Deadline Reminders pour renouveler à temps.`,
      },
      de: {
        question: 'Kann mein Ehepartner mit H-4 eine Arbeitserlaubnis bekommen?',
        phrasings: [
          'meine frau hat H4 darf sie arbeiten',
          'Voraussetzungen für die H-4 EAD',
          'Arbeitserlaubnis für den Ehepartner eines H-1B',
          'Formular I-765 Kategorie c26 für H4',
        ],
        answer: `Manchmal. Der **H-4-Ehepartner** eines H-1B-Arbeitnehmers kann eine Arbeitserlaubnis (**EAD**) nur bekommen, wenn der H-1B-Arbeitnehmer im Green-Card-Verfahren schon weit fortgeschritten ist. Der H-4-Status allein erlaubt keine Arbeit.

Ihr H-4-Ehepartner kann den Antrag stellen, wenn der H-1B-Arbeitnehmer:
- einen **genehmigten Einwanderungsantrag auf Formular I-140** hat, **oder**
- unter **AC21** H-1B-Zeit über die üblichen {{h1b-max-years}} Jahre hinaus erhalten hat, weil für ihn ein PERM oder eine I-140 eingereicht wurde.

Kinder mit H-4 können diese Arbeitserlaubnis nicht bekommen.

So beantragen Sie sie:
- Reichen Sie **Formular I-765** in der Kategorie **(c)(26)** ein, mit Nachweisen der Ehe, des H-4-Status des Ehepartners und der I-140-Genehmigung oder AC21-Verlängerung des H-1B-Arbeitnehmers. Die Gebühr beträgt {{fee-i765-online}} online oder {{fee-i765-paper}} auf Papier.
- Der Antrag kann allein, zusammen mit einer H-4-Verlängerung auf **Formular I-539** oder zusammen mit dem Antrag des H-1B-Arbeitnehmers eingereicht werden.

Nach der Genehmigung darf Ihr Ehepartner für jeden Arbeitgeber oder selbstständig arbeiten. Die EAD endet mit dem H-4-Status.

**Verlängerungen:** Für Verlängerungsanträge ab dem 30. Oktober 2025 gibt es für H-4 und die meisten anderen Kategorien keine **automatische Verlängerung** mehr, solange der Antrag läuft. Es kann also eine Lücke in der Arbeitserlaubnis entstehen; reichen Sie die Verlängerung so früh ein, wie USCIS es erlaubt (meist bis 180 Tage vor Ablauf der Karte).

**Nächster Schritt:** Nutzen Sie Document Review, um die Unterlagen zu prüfen, und Deadline Reminders, um rechtzeitig zu verlängern.`,
      },
    },
  },
  {
    id: 'work-permit-ead',
    topic: 'work',
    question: 'What is a work permit (EAD) and how do I apply for one?',
    phrasings: [
      'how do I get a work permit in the US',
      'I-765 fee',
      'EAD renewal automatic extension',
      'who can apply for employment authorization',
      'i765 work permit categories',
    ],
    keywords: [
      'EAD',
      'work permit',
      'employment authorization',
      'I-765',
      'I-766',
      'automatic extension',
      'renewal',
      'category',
      'c9',
      'c8',
    ],
    answer: `A work permit, officially an **Employment Authorization Document (EAD)**, is a card that proves you may work in the U.S. for a set time. You apply with **Form I-765** under the **category** that fits your situation.

Common categories:
- a pending green card application (**Form I-485**);
- a pending asylum case, granted asylum or refugee status, or **TPS**;
- F-1 students on **OPT**;
- some spouses, such as **H-4** (with conditions), **L-2** and **E** spouses (L-2 and E spouses can also work on their I-94 alone);
- **DACA** and some parolees.

**Fees (most categories):** {{fee-i765-online}} online or {{fee-i765-paper}} on paper. If you file with or after a pending I-485 filed on or after April 1, 2024, the fee is {{fee-i765-with-i485}}. Some categories pay no fee. Asylum applicants, parolees and TPS applicants may also owe an added charge under a 2025 law: {{fee-ead-humanitarian-hr1}} for an initial permit, {{fee-ead-renewal-hr1}} for a renewal. Check the I-765 page for your category.

**Renewals:** since **October 30, 2025**, renewals in most categories no longer get an **automatic extension** while they are pending. If your card expires before the new one arrives, you may have to stop working. A few exceptions remain, such as extensions set by a TPS notice. File as early as USCIS allows, generally up to 180 days before the card expires. This rule may still change, so check USCIS.

Green card holders and U.S. citizens do not need an EAD.

**Next step:** Use Eligibility Check to find your category, and Deadline Reminders so you renew early.`,
    sources: [
      I765,
      CFR_274A_12,
      {
        title: 'Federal Register: Removal of the Automatic Extension of Employment Authorization Documents (October 30, 2025)',
        url: 'https://www.federalregister.gov/documents/2025/10/30/2025-19702/removal-of-the-automatic-extension-of-employment-authorization-documents',
      },
    ],
    checkedOn: CHECKED,
    related: ['h4-ead', 'opt-basics', 'tps-basics'],
    translations: {
      es: {
        question: '¿Qué es un permiso de trabajo (EAD) y cómo lo solicito?',
        phrasings: [
          'cómo saco un permiso de trabajo en Estados Unidos',
          'cuánto cuesta el formulario I-765',
          'extensión automática del permiso de trabajo al renovar',
          'quién puede pedir el EAD',
        ],
        answer: `Un permiso de trabajo, llamado oficialmente **Documento de Autorización de Empleo (EAD)**, es una tarjeta que prueba que puede trabajar en EE. UU. durante un tiempo determinado. Se solicita con el **Formulario I-765**, en la **categoría** que corresponde a su situación.

Categorías comunes:
- una solicitud de residencia pendiente (**Formulario I-485**);
- un caso de asilo pendiente, asilo o refugio concedido, o **TPS**;
- estudiantes F-1 con **OPT**;
- algunos cónyuges, como **H-4** (con condiciones), **L-2** y **E** (los cónyuges L-2 y E también pueden trabajar solo con su I-94);
- **DACA** y algunas personas con parole.

**Tarifas (la mayoría de las categorías):** {{fee-i765-online}} en línea o {{fee-i765-paper}} en papel. Si lo presenta junto con un I-485 pendiente, o después, y ese I-485 se presentó desde el 1 de abril de 2024, la tarifa es {{fee-i765-with-i485}}. Algunas categorías no pagan. Quienes piden asilo, tienen parole o TPS pueden deber además un cargo según una ley de 2025: {{fee-ead-humanitarian-hr1}} por el primer permiso, {{fee-ead-renewal-hr1}} por una renovación. Revise la página del I-765 para su categoría.

**Renovaciones:** desde el **30 de octubre de 2025**, las renovaciones de la mayoría de las categorías ya no reciben una **extensión automática** mientras están pendientes. Si su tarjeta vence antes de que llegue la nueva, puede tener que dejar de trabajar. Quedan pocas excepciones, como las extensiones fijadas en un aviso de TPS. Presente la renovación lo antes que permita USCIS, en general hasta 180 días antes del vencimiento. La regla aún puede cambiar; consulte a USCIS.

Los residentes permanentes y los ciudadanos no necesitan un EAD.

**Siguiente paso:** Use Eligibility Check para encontrar su categoría y Deadline Reminders para renovar a tiempo.`,
      },
      fr: {
        question: 'Qu’est-ce qu’un permis de travail (EAD) et comment le demander ?',
        phrasings: [
          'comment obtenir un permis de travail aux États-Unis',
          'combien coûte le formulaire I-765',
          'prolongation automatique du permis de travail lors du renouvellement',
          "qui peut demander l'EAD",
        ],
        answer: `Un permis de travail, officiellement **Employment Authorization Document (EAD)**, est une carte qui prouve que vous pouvez travailler aux États-Unis pendant une durée fixée. On le demande avec le **formulaire I-765**, dans la **catégorie** qui correspond à votre situation.

Catégories courantes :
- une demande de carte verte en cours (**formulaire I-485**) ;
- une demande d'asile en cours, l'asile ou le statut de réfugié accordé, ou le **TPS** ;
- les étudiants F-1 en **OPT** ;
- certains conjoints : **H-4** (sous conditions), **L-2** et **E** (les conjoints L-2 et E peuvent aussi travailler avec leur seul I-94) ;
- le **DACA** et certaines personnes en parole.

**Frais (la plupart des catégories) :** {{fee-i765-online}} en ligne ou {{fee-i765-paper}} sur papier. Si vous déposez avec ou après une demande I-485 en cours déposée depuis le 1er avril 2024, les frais sont de {{fee-i765-with-i485}}. Certaines catégories ne paient rien. Les demandeurs d'asile, les personnes en parole et les bénéficiaires du TPS peuvent aussi devoir des frais de plus selon une loi de 2025 : {{fee-ead-humanitarian-hr1}} pour un premier permis, {{fee-ead-renewal-hr1}} pour un renouvellement. Vérifiez la page I-765 pour votre catégorie.

**Renouvellement :** depuis le **30 octobre 2025**, la plupart des catégories n'ont plus de **prolongation automatique** pendant l'examen du renouvellement. Si votre carte expire avant l'arrivée de la nouvelle, vous devrez peut-être arrêter de travailler. Quelques exceptions subsistent, comme les prolongations fixées par un avis TPS. Déposez dès que l'USCIS le permet, en général jusqu'à 180 jours avant l'expiration. Cette règle peut encore évoluer : vérifiez auprès de l'USCIS.

Les résidents permanents et les citoyens américains n'ont pas besoin d'EAD.

**Étape suivante :** Utilisez Eligibility Check pour trouver votre catégorie et Deadline Reminders pour renouveler à temps.`,
      },
      de: {
        question: 'Was ist eine Arbeitserlaubnis (EAD) und wie beantrage ich sie?',
        phrasings: [
          'wie bekomme ich eine Arbeitserlaubnis in den USA',
          'was kostet das Formular I-765',
          'automatische Verlängerung der Arbeitserlaubnis bei Erneuerung',
          'wer kann eine EAD beantragen',
        ],
        answer: `Eine Arbeitserlaubnis, offiziell **Employment Authorization Document (EAD)**, ist eine Karte, die belegt, dass Sie für eine bestimmte Zeit in den USA arbeiten dürfen. Sie beantragen sie mit **Formular I-765** in der **Kategorie**, die zu Ihrer Lage passt.

Häufige Kategorien:
- ein laufender Green-Card-Antrag (**Formular I-485**);
- ein laufendes Asylverfahren, gewährtes Asyl oder Flüchtlingsstatus, oder **TPS**;
- F-1-Studierende mit **OPT**;
- manche Ehepartner, etwa **H-4** (unter Bedingungen), **L-2** und **E** (L-2- und E-Ehepartner dürfen auch allein mit ihrem I-94 arbeiten);
- **DACA** und manche Personen mit Parole.

**Gebühren (meiste Kategorien):** {{fee-i765-online}} online oder {{fee-i765-paper}} auf Papier. Stellen Sie den Antrag zusammen mit oder nach einem laufenden I-485, der ab dem 1. April 2024 eingereicht wurde, beträgt die Gebühr {{fee-i765-with-i485}}. Manche Kategorien zahlen nichts. Asylsuchende, Personen mit Parole und TPS-Antragsteller müssen nach einem Gesetz von 2025 eventuell zusätzlich zahlen: {{fee-ead-humanitarian-hr1}} für die erste Erlaubnis, {{fee-ead-renewal-hr1}} für eine Verlängerung. Prüfen Sie die I-765-Seite für Ihre Kategorie.

**Verlängerung:** Seit dem **30. Oktober 2025** gibt es für Verlängerungen in den meisten Kategorien keine **automatische Verlängerung** mehr, solange der Antrag läuft. Läuft Ihre Karte ab, bevor die neue da ist, müssen Sie eventuell aufhören zu arbeiten. Wenige Ausnahmen bleiben, etwa Verlängerungen durch eine TPS-Bekanntmachung. Stellen Sie den Antrag so früh wie erlaubt, in der Regel bis zu 180 Tage vor Ablauf. Die Regel kann sich noch ändern; prüfen Sie die Angaben von USCIS.

Green-Card-Inhaber und US-Bürger brauchen keine EAD.

**Nächster Schritt:** Finden Sie mit Eligibility Check Ihre Kategorie und nutzen Sie Deadline Reminders, um rechtzeitig zu verlängern.`,
      },
    },
  },
  {
    id: 'h1b-second-job-or-part-time',
    topic: 'work',
    question: 'Can I work a second job or part-time on an H-1B?',
    phrasings: [
      'concurrent h1b employment',
      'can I freelance on H-1B',
      'part-time H-1B rules',
      'side job while on H1B',
      'two H-1B employers at the same time',
    ],
    keywords: ['concurrent H-1B', 'second job', 'part-time', 'side job', 'freelance', 'moonlighting', 'I-129', 'LCA', 'unauthorized work'],
    answer: `Yes, but only if **each employer files its own H-1B petition** for you. H-1B permission to work is tied to the employer, job and location in an approved petition. A side job, freelance gig or contract work without its own petition is unauthorized work and can cost you your status.

How **concurrent H-1B employment** works:
- The second employer files **Form I-129** with a **Labor Condition Application** for the role, full-time or part-time.
- No lottery is needed if you were already counted against the cap.
- You can usually start the second job once USCIS receives that petition, if you are in H-1B status.
- Each employer must pay at least the required wage for the hours in its petition.

**Part-time H-1B** is allowed: the petition and LCA must state the part-time hours, and you must be paid for them.

**Special case:** if your main job is with a **cap-exempt** employer (like a university) and the second employer is not, the second job is allowed only while the cap-exempt job continues. If the university job ends, the second employer needs a lottery selection to keep you.

Other points:
- **Passive income**, such as dividends or rent from property you own, is not work.
- Unpaid "volunteering" can still be a problem if it is work people are normally paid for.
- An **H-4 spouse with an EAD** may work for any employer.

**Next step:** Before you start any side work, ask the second employer to file a petition, and keep both receipt notices in Track Applications.`,
    sources: [H1B_PAGE, CFR_214_2],
    checkedOn: CHECKED,
    related: ['h1b-transfer-new-employer', 'h1b-cap-exempt', 'start-business-on-visa'],
    translations: {
      es: {
        question: '¿Puedo tener un segundo trabajo o trabajar medio tiempo con la H-1B?',
        phrasings: [
          'puedo trabajar de freelance con visa H1B',
          'trabajo extra los fines de semana con H-1B',
          'dos empleadores H-1B al mismo tiempo',
          'reglas de la H-1B a medio timepo',
        ],
        answer: `Sí, pero solo si **cada empleador presenta su propia petición H-1B** por usted. El permiso de trabajo H-1B está ligado al empleador, al puesto y al lugar de una petición aprobada. Un trabajo extra, un encargo freelance o un contrato sin su propia petición es trabajo no autorizado y puede costarle su estatus.

Cómo funciona el **empleo H-1B simultáneo**:
- El segundo empleador presenta el **Formulario I-129** con una **Solicitud de Condiciones Laborales (LCA)** para ese puesto, de tiempo completo o de medio tiempo.
- No hace falta lotería si usted ya fue contado dentro del límite (cap).
- Normalmente puede empezar el segundo trabajo cuando USCIS recibe esa petición, si está en estatus H-1B.
- Cada empleador debe pagar al menos el salario exigido por las horas de su petición.

La **H-1B de medio tiempo** está permitida: la petición y la LCA deben indicar las horas de medio tiempo, y a usted se le deben pagar.

**Caso especial:** si su trabajo principal es con un empleador **exento del límite** (como una universidad) y el segundo no lo es, el segundo trabajo solo se permite mientras siga el trabajo exento. Si termina el trabajo en la universidad, el segundo empleador necesita una selección en la lotería para conservarlo.

Otros puntos:
- Los **ingresos pasivos**, como dividendos o el alquiler de una propiedad suya, no son trabajo.
- El "voluntariado" sin paga puede ser un problema si es un trabajo que normalmente se paga.
- Un **cónyuge H-4 con EAD** puede trabajar para cualquier empleador.

**Siguiente paso:** Antes de empezar cualquier trabajo extra, pida al segundo empleador que presente una petición, y guarde los dos avisos de recibo en Track Applications.`,
      },
    },
  },
  {
    id: 'premium-processing',
    topic: 'work',
    question: 'What is premium processing and how much does it cost?',
    phrasings: [
      'premium processing fee',
      'I-907 how long does it take',
      'is premium processing worth it for H-1B',
      'can I pay to speed up my I-140',
      'premium processing 15 days',
    ],
    keywords: ['premium processing', 'I-907', 'expedite', '15 business days', 'I-129', 'I-140', 'I-539', 'I-765', 'OPT'],
    answer: `**Premium processing** is a paid service that makes USCIS act on certain cases within a **guaranteed time**. You request it with **Form I-907**, either with the petition or later while it is pending.

**Cost:** {{fee-premium-processing-i129}} for most **Form I-129** (H-1B, L-1, O-1, TN, E) and **Form I-140** petitions. A few categories pay less, and the amounts are adjusted for inflation from time to time, so check the USCIS premium processing page before paying.

**Time limits** (business days, not calendar days):
- most I-129 and I-140 cases: 15 business days;
- I-140 for **EB-1C** managers and **EB-2 National Interest Waiver**: 45 business days;
- some **Form I-539** requests (F, J and M students and exchange visitors) and **Form I-765** for **OPT** and STEM OPT: 30 business days.

"Act" means an approval, a denial, a **Request for Evidence (RFE)** or a notice of intent to deny. If USCIS sends an RFE, a new clock starts when it receives your answer. If USCIS misses the deadline, it refunds the premium fee and keeps working on the case quickly.

Premium processing only speeds up the decision on that one form. It does **not** make a visa number available sooner, speed up a consulate appointment, or cover a green card application on **Form I-485**.

For work petitions, the employer usually pays; a worker may pay only when the speed mainly benefits the worker.

**Next step:** Check the USCIS page for your form and category, then watch your case in Track Applications.`,
    sources: [PREMIUM, { title: 'USCIS: I-907, Request for Premium Processing Service', url: 'https://www.uscis.gov/i-907' }],
    checkedOn: CHECKED,
    related: ['h1b-selected-next-steps', 'i140-immigrant-petition', 'processing-times'],
    translations: {
      es: {
        question: '¿Qué es el procesamiento prioritario (premium processing) y cuánto cuesta?',
        phrasings: [
          'cuanto cuesta el premium processing',
          'formulario I-907 cuánto tarda',
          'vale la pena pagar el procesamiento prioritario para la H-1B',
          'puedo pagar para que mi I-140 salga más rápido',
        ],
        answer: `El **procesamiento prioritario** (premium processing) es un servicio pagado con el que USCIS se compromete a actuar en ciertos casos dentro de un **plazo garantizado**. Se pide con el **Formulario I-907**, junto con la petición o después, mientras esté pendiente.

**Costo:** {{fee-premium-processing-i129}} para la mayoría de las peticiones con el **Formulario I-129** (H-1B, L-1, O-1, TN, E) y el **Formulario I-140**. Algunas categorías pagan menos, y los montos se ajustan por inflación de vez en cuando; revise la página de procesamiento prioritario de USCIS antes de pagar.

**Plazos** (días hábiles, no días corridos):
- la mayoría de los casos I-129 e I-140: 15 días hábiles;
- I-140 para gerentes **EB-1C** y la **Exención por Interés Nacional EB-2**: 45 días hábiles;
- algunas solicitudes con el **Formulario I-539** (estudiantes F, J y M y visitantes de intercambio) y el **Formulario I-765** para **OPT** y STEM OPT: 30 días hábiles.

"Actuar" significa una aprobación, una negación, una **Solicitud de Evidencia (RFE)** o un aviso de intención de negar. Si USCIS envía una RFE, el plazo vuelve a empezar cuando recibe su respuesta. Si USCIS no cumple el plazo, devuelve la tarifa del servicio y sigue tramitando el caso con rapidez.

El procesamiento prioritario solo acelera la decisión sobre ese formulario. **No** hace que haya un número de visa disponible antes, no adelanta una cita en el consulado y no cubre la solicitud de residencia con el **Formulario I-485**.

En las peticiones de trabajo suele pagar el empleador; el trabajador solo puede pagar cuando la rapidez le beneficia sobre todo a él.

**Siguiente paso:** Revise la página de USCIS para su formulario y categoría, y siga su caso en Track Applications.`,
      },
    },
  },
  // ---------------------------------------------------------------- Other work visas
  {
    id: 'l1-intracompany-transfer',
    topic: 'work',
    question: 'What is the L-1 visa for intracompany transferees?',
    phrasings: [
      'l1 visa requirements',
      'transfer to the US office of my company',
      'L-1A vs L-1B difference',
      'how long can I stay on L1',
      'blanket L petition',
    ],
    keywords: [
      'L-1',
      'L-1A',
      'L-1B',
      'L1',
      'intracompany transfer',
      'manager',
      'executive',
      'specialized knowledge',
      'blanket L',
      'L-2',
      'new office',
    ],
    answer: `The **L-1 visa** lets a multinational company move an employee from an office abroad to a related office in the U.S. (a parent, branch, subsidiary or affiliate). There is no yearly cap and no lottery.

Two types:
- **L-1A** for **managers and executives**: up to 7 years in total.
- **L-1B** for workers with **specialized knowledge** of the company's products, processes or methods: up to 5 years in total.

Main requirements:
- You worked for the related company abroad for at least **one continuous year within the last three years**, in a managerial, executive or specialized-knowledge role.
- The U.S. and foreign companies have a **qualifying relationship** and both keep doing business while you are in the U.S.
- For a **new office** in the U.S., the first approval lasts at most one year, and the company must show it can grow to support the role.

How it works: the employer files **Form I-129** with USCIS. Large companies with a **blanket L** approval can instead send you straight to a U.S. consulate. The I-129 fee is {{fee-i129-l1}}, or {{fee-i129-l1-small}} for small employers (25 or fewer full-time employees) and nonprofits. Most employers also pay the Asylum Program Fee of {{fee-asylum-program}}, and a first L-1 request adds a {{fee-h1b-fraud}} fraud prevention fee. At the consulate, the visa fee is {{fee-visa-petition-based}}.

**Family:** your spouse and unmarried children under 21 come in **L-2** status. Spouses may work (an I-94 marked L-2S proves it); children may study.

L-1A managers and executives may later qualify for a green card as **EB-1C multinational managers**, without PERM.

**Next step:** Ask your employer's HR or counsel which L type fits your role, and use Eligibility Check to compare it with H-1B.`,
    sources: [
      {
        title: 'USCIS: L-1A Intracompany Transferee Executive or Manager',
        url: 'https://www.uscis.gov/working-in-the-united-states/temporary-workers/l-1a-intracompany-transferee-executive-or-manager',
      },
      {
        title: 'USCIS: L-1B Intracompany Transferee Specialized Knowledge',
        url: 'https://www.uscis.gov/working-in-the-united-states/temporary-workers/l-1b-intracompany-transferee-specialized-knowledge',
      },
      CFR_214_2,
    ],
    checkedOn: CHECKED,
    related: ['employment-green-card-overview', 'eb1-eb2-niw', 'o1-extraordinary-ability'],
    translations: {
      es: {
        question: '¿Qué es la visa L-1 para traslados dentro de la misma empresa?',
        phrasings: [
          'requisitos de la visa L1',
          'mi empresa me quiere transferir a su oficina en Estados Unidos',
          'diferencia entre L-1A y L-1B',
          'cuanto tiempo puedo estar con la L1',
        ],
        answer: `La **visa L-1** permite a una empresa multinacional trasladar a un empleado de una oficina en el extranjero a una oficina relacionada en EE. UU. (matriz, sucursal, subsidiaria o afiliada). No hay límite anual ni lotería.

Dos tipos:
- **L-1A** para **gerentes y ejecutivos**: hasta 7 años en total.
- **L-1B** para trabajadores con **conocimiento especializado** de los productos, procesos o métodos de la empresa: hasta 5 años en total.

Requisitos principales:
- Trabajó para la empresa relacionada en el extranjero al menos **un año continuo dentro de los últimos tres años**, como gerente, ejecutivo o con conocimiento especializado.
- Las empresas de EE. UU. y del extranjero tienen una **relación que califica** y ambas siguen operando mientras usted está en EE. UU.
- Para una **oficina nueva** en EE. UU., la primera aprobación dura como máximo un año, y la empresa debe demostrar que podrá crecer lo suficiente para sostener el puesto.

Cómo funciona: el empleador presenta el **Formulario I-129** ante USCIS. Las grandes empresas con una aprobación **L general (blanket L)** pueden enviarlo directamente a un consulado. La tarifa del I-129 es de {{fee-i129-l1}}, o {{fee-i129-l1-small}} para empleadores pequeños (25 empleados de tiempo completo o menos) y sin fines de lucro. La mayoría paga además la tarifa del Programa de Asilo de {{fee-asylum-program}}, y una primera solicitud L-1 suma una tarifa antifraude de {{fee-h1b-fraud}}. En el consulado, la visa cuesta {{fee-visa-petition-based}}.

**Familia:** su cónyuge y sus hijos solteros menores de 21 años vienen con estatus **L-2**. El cónyuge puede trabajar (un I-94 marcado L-2S lo prueba); los hijos pueden estudiar.

Los gerentes y ejecutivos L-1A pueden luego calificar para la green card como **gerentes multinacionales EB-1C**, sin PERM.

**Siguiente paso:** Pregunte a recursos humanos o al abogado de su empleador qué tipo de L corresponde a su puesto, y use Eligibility Check para compararla con la H-1B.`,
      },
      fr: {
        question: "Qu'est-ce que le visa L-1 pour les mutations au sein d'une même entreprise ?",
        phrasings: [
          'conditions du visa L1',
          'mutation vers le bureau américain de mon entreprise',
          'différence entre L-1A et L-1B',
          'combien de temps peut on rester avec un L1',
        ],
        answer: `Le **visa L-1** permet à une entreprise multinationale de muter un salarié d'un bureau à l'étranger vers une entité liée aux États-Unis (société mère, succursale, filiale ou société affiliée). Il n'y a ni quota annuel ni loterie.

Deux types :
- **L-1A** pour les **managers et cadres dirigeants** : jusqu'à 7 ans au total.
- **L-1B** pour les salariés ayant des **connaissances spécialisées** sur les produits, procédés ou méthodes de l'entreprise : jusqu'à 5 ans au total.

Conditions principales :
- Vous avez travaillé pour l'entité liée à l'étranger pendant au moins **un an continu au cours des trois dernières années**, comme manager, cadre dirigeant ou salarié à connaissances spécialisées.
- Les sociétés américaine et étrangère ont un **lien qui remplit les conditions** et poursuivent toutes deux leur activité pendant votre séjour.
- Pour un **nouveau bureau** aux États-Unis, la première approbation dure au plus un an, et l'entreprise doit montrer qu'elle pourra se développer assez pour justifier le poste.

Comment ça marche : l'employeur dépose le **formulaire I-129** auprès de l'USCIS. Les grandes entreprises titulaires d'une approbation **blanket L** peuvent vous envoyer directement dans un consulat américain. Les frais de l'I-129 sont de {{fee-i129-l1}}, ou {{fee-i129-l1-small}} pour les petits employeurs (25 salariés à temps plein ou moins) et les organismes à but non lucratif. La plupart des employeurs paient aussi les frais du programme d'asile de {{fee-asylum-program}}, et une première demande L-1 ajoute des frais antifraude de {{fee-h1b-fraud}}. Au consulat, le visa coûte {{fee-visa-petition-based}}.

**Famille :** votre conjoint et vos enfants célibataires de moins de 21 ans viennent en statut **L-2**. Le conjoint peut travailler (un I-94 portant la mention L-2S le prouve) ; les enfants peuvent étudier.

Les managers et cadres L-1A peuvent ensuite demander la carte verte comme **managers multinationaux EB-1C**, sans PERM.

**Étape suivante :** Demandez aux RH ou au conseil juridique de votre employeur quel type de L correspond à votre poste, et utilisez Eligibility Check pour le comparer au H-1B.`,
      },
      de: {
        question: 'Was ist das L-1-Visum für Versetzungen innerhalb eines Unternehmens?',
        phrasings: [
          'L1 Visum Voraussetzungen',
          'Versetzung ins US-Büro meiner Firma',
          'Unterschied zwischen L-1A und L-1B',
          'wie lange kann ich mit L1 bleiben',
        ],
        answer: `Mit dem **L-1-Visum** kann ein multinationales Unternehmen einen Mitarbeiter aus einem Büro im Ausland an einen verbundenen Standort in den USA versetzen (Mutterunternehmen, Niederlassung, Tochter- oder Schwestergesellschaft). Es gibt kein jährliches Kontingent und keine Lotterie.

Zwei Arten:
- **L-1A** für **Manager und Führungskräfte**: insgesamt bis zu 7 Jahre.
- **L-1B** für Mitarbeiter mit **Spezialwissen** über Produkte, Verfahren oder Methoden des Unternehmens: insgesamt bis zu 5 Jahre.

Wichtigste Voraussetzungen:
- Sie haben für das verbundene Unternehmen im Ausland mindestens **ein ununterbrochenes Jahr innerhalb der letzten drei Jahre** als Manager, Führungskraft oder mit Spezialwissen gearbeitet.
- Das US-Unternehmen und das ausländische Unternehmen stehen in einer **anerkannten Verbindung**, und beide sind während Ihres US-Aufenthalts weiter geschäftlich tätig.
- Bei einem **neuen Büro** in den USA gilt die erste Genehmigung höchstens ein Jahr, und das Unternehmen muss zeigen, dass es so wachsen kann, dass die Stelle getragen wird.

Ablauf: Der Arbeitgeber reicht **Formular I-129** bei USCIS ein. Große Unternehmen mit einer **Blanket-L**-Genehmigung können Sie stattdessen direkt zu einem US-Konsulat schicken. Die I-129-Gebühr beträgt {{fee-i129-l1}}, oder {{fee-i129-l1-small}} für kleine Arbeitgeber (höchstens 25 Vollzeitbeschäftigte) und gemeinnützige Organisationen. Die meisten Arbeitgeber zahlen zusätzlich die Asylprogrammgebühr von {{fee-asylum-program}}, und bei einem ersten L-1-Antrag kommt eine Betrugspräventionsgebühr von {{fee-h1b-fraud}} hinzu. Beim Konsulat kostet das Visum {{fee-visa-petition-based}}.

**Familie:** Ihr Ehepartner und Ihre unverheirateten Kinder unter 21 kommen mit **L-2**-Status. Ehepartner dürfen arbeiten (ein I-94 mit dem Vermerk L-2S belegt das); Kinder dürfen zur Schule gehen und studieren.

L-1A-Manager und -Führungskräfte können später als **multinationale Manager (EB-1C)** ohne PERM eine Green Card bekommen.

**Nächster Schritt:** Fragen Sie die Personalabteilung oder die Rechtsberater Ihres Arbeitgebers, welche L-Art zu Ihrer Stelle passt, und vergleichen Sie sie mit Eligibility Check mit H-1B.`,
      },
    },
  },
  {
    id: 'o1-extraordinary-ability',
    topic: 'work',
    question: 'What is the O-1 visa and do I qualify?',
    phrasings: [
      'o1 visa requirements',
      'O-1A extraordinary ability criteria',
      'O-1B visa for artists',
      'can I get an O1 without a lottery',
      'O-1 visa for startup founders',
    ],
    keywords: ['O-1', 'O-1A', 'O-1B', 'O1', 'extraordinary ability', 'advisory opinion', 'consultation', 'agent', 'O-3', 'criteria'],
    answer: `The **O-1 visa** is for people with **extraordinary ability** who come to keep working in their field. There is no yearly cap and no lottery.
- **O-1A:** sciences, education, business or athletics. You need sustained national or international acclaim.
- **O-1B:** the arts (you need distinction) or film and TV (you need a record of extraordinary achievement).

**How you prove it:** a major internationally recognized award, **or** at least three of these O-1A criteria (O-1B has its own list):
- national or international prizes for excellence;
- membership in associations that require outstanding achievement;
- articles about you in major media or professional publications;
- judging the work of others;
- original contributions of major significance;
- scholarly articles you wrote;
- a critical role at distinguished organizations;
- high pay compared with others in your field.

**How it works:**
- A U.S. **employer or agent** files **Form I-129**. You cannot file for yourself, though a U.S. company you own can be the petitioner, and an agent can cover work for several employers.
- The petition needs a written **advisory opinion** from a peer group, union or expert in your field, with a few exceptions.
- Approval is for up to 3 years, then extensions one year at a time. The O-1 filing fee is {{fee-i129-o1}}, or {{fee-i129-o1-small}} for small employers (25 or fewer full-time employees) and nonprofits, and most employers also pay the Asylum Program Fee of {{fee-asylum-program}}. The visa fee at a consulate is {{fee-visa-petition-based}}.

Your spouse and children come in **O-3** status and cannot work.

**Next step:** Gather proof of your achievements and try Eligibility Check; a licensed immigration attorney can tell you whether your evidence is strong enough.`,
    sources: [
      {
        title: 'USCIS: O-1 Visa, Individuals with Extraordinary Ability or Achievement',
        url: 'https://www.uscis.gov/working-in-the-united-states/temporary-workers/o-1-visa-individuals-with-extraordinary-ability-or-achievement',
      },
      CFR_214_2,
    ],
    checkedOn: CHECKED,
    related: ['eb1-eb2-niw', 'start-business-on-visa', 'l1-intracompany-transfer'],
    translations: {
      es: {
        question: '¿Qué es la visa O-1 y califico para ella?',
        phrasings: [
          'requisitos de la visa O1',
          'criterios de habilidad extraordinaria para la O-1A',
          'visa O-1B para artistas',
          'se puede sacar la O1 sin pasar por la loteria',
        ],
        answer: `La **visa O-1** es para personas con **habilidad extraordinaria** que vienen a seguir trabajando en su campo. No hay límite anual ni lotería.
- **O-1A:** ciencias, educación, negocios o deportes. Necesita un reconocimiento nacional o internacional sostenido.
- **O-1B:** las artes (necesita distinción) o el cine y la televisión (necesita una trayectoria de logros extraordinarios).

**Cómo se demuestra:** un premio importante reconocido internacionalmente, **o** al menos tres de estos criterios O-1A (la O-1B tiene su propia lista):
- premios nacionales o internacionales a la excelencia;
- membresía en asociaciones que exigen logros sobresalientes;
- artículos sobre usted en medios importantes o publicaciones profesionales;
- haber evaluado el trabajo de otros;
- contribuciones originales de gran importancia;
- artículos académicos escritos por usted;
- un papel clave en organizaciones destacadas;
- un sueldo alto en comparación con otros de su campo.

**Cómo funciona:**
- Un **empleador o agente** de EE. UU. presenta el **Formulario I-129**. Usted no puede presentarlo por su cuenta, aunque una empresa estadounidense suya puede ser la peticionaria, y un agente puede cubrir trabajos para varios empleadores.
- La petición necesita una **opinión consultiva** por escrito de un grupo de colegas, un sindicato o un experto de su campo, salvo algunas excepciones.
- Se aprueba por hasta 3 años, y luego se extiende de año en año. La tarifa de la O-1 es de {{fee-i129-o1}}, o {{fee-i129-o1-small}} para empleadores pequeños (25 empleados de tiempo completo o menos) y sin fines de lucro, y la mayoría de los empleadores paga también la tarifa del Programa de Asilo de {{fee-asylum-program}}. La visa en el consulado cuesta {{fee-visa-petition-based}}.

Su cónyuge y sus hijos vienen con estatus **O-3** y no pueden trabajar.

**Siguiente paso:** Reúna pruebas de sus logros y pruebe Eligibility Check; un abogado de inmigración con licencia puede decirle si sus pruebas son suficientes.`,
      },
      fr: {
        question: "Qu'est-ce que le visa O-1 et est-ce que j'y ai droit ?",
        phrasings: [
          'conditions du visa O1',
          'critères de capacités extraordinaires pour le O-1A',
          'visa O-1B pour les artistes',
          'peut-on avoir un O1 sans passer par la loterie',
        ],
        answer: `Le **visa O-1** s'adresse aux personnes aux **capacités extraordinaires** qui viennent continuer à travailler dans leur domaine. Il n'y a ni quota annuel ni loterie.
- **O-1A :** sciences, éducation, affaires ou sport. Il faut une reconnaissance nationale ou internationale durable.
- **O-1B :** les arts (il faut une distinction) ou le cinéma et la télévision (il faut des réalisations extraordinaires reconnues).

**Comment le prouver :** un grand prix reconnu internationalement, **ou** au moins trois de ces critères O-1A (le O-1B a sa propre liste) :
- prix nationaux ou internationaux d'excellence ;
- adhésion à des associations qui exigent des réalisations remarquables ;
- articles sur vous dans de grands médias ou des publications professionnelles ;
- évaluation du travail d'autres personnes ;
- contributions originales de grande importance ;
- articles scientifiques que vous avez écrits ;
- rôle essentiel dans des organisations réputées ;
- rémunération élevée par rapport aux autres dans votre domaine.

**Comment ça marche :**
- Un **employeur ou un agent** américain dépose le **formulaire I-129**. Vous ne pouvez pas déposer pour vous-même, mais une société américaine qui vous appartient peut être le demandeur, et un agent peut couvrir des missions pour plusieurs employeurs.
- La demande doit contenir un **avis consultatif** écrit d'un groupe de pairs, d'un syndicat ou d'un expert de votre domaine, sauf quelques exceptions.
- L'approbation vaut jusqu'à 3 ans, puis se prolonge d'un an à la fois. Les frais du O-1 sont de {{fee-i129-o1}}, ou {{fee-i129-o1-small}} pour les petits employeurs (25 salariés à temps plein ou moins) et les organismes à but non lucratif, et la plupart des employeurs paient aussi les frais du programme d'asile de {{fee-asylum-program}}. Au consulat, le visa coûte {{fee-visa-petition-based}}.

Votre conjoint et vos enfants viennent en statut **O-3** et ne peuvent pas travailler.

**Étape suivante :** Rassemblez les preuves de vos réalisations et essayez l'Eligibility Check ; un avocat en immigration agréé peut vous dire si votre dossier est assez solide.`,
      },
      de: {
        question: 'Was ist das O-1-Visum und erfülle ich die Voraussetzungen?',
        phrasings: [
          'O1 Visum Voraussetzungen',
          'Kriterien für außergewöhnliche Fähigkeiten beim O-1A',
          'O-1B Visum für Künstler',
          'bekomme ich ein O1 ohne Lotterie',
        ],
        answer: `Das **O-1-Visum** ist für Menschen mit **außergewöhnlichen Fähigkeiten**, die in die USA kommen, um in ihrem Fachgebiet weiterzuarbeiten. Es gibt kein jährliches Kontingent und keine Lotterie.
- **O-1A:** Wissenschaft, Bildung, Wirtschaft oder Sport. Sie brauchen anhaltende nationale oder internationale Anerkennung.
- **O-1B:** Kunst (Sie brauchen herausragende Leistungen) oder Film und Fernsehen (Sie brauchen nachweislich außergewöhnliche Erfolge).

**So weisen Sie es nach:** ein bedeutender international anerkannter Preis, **oder** mindestens drei dieser O-1A-Kriterien (für O-1B gibt es eine eigene Liste):
- nationale oder internationale Auszeichnungen für hervorragende Leistungen;
- Mitgliedschaft in Verbänden, die herausragende Leistungen verlangen;
- Berichte über Sie in großen Medien oder Fachpublikationen;
- Begutachtung der Arbeit anderer;
- eigene Beiträge von großer Bedeutung;
- von Ihnen verfasste wissenschaftliche Artikel;
- eine entscheidende Rolle bei angesehenen Organisationen;
- ein hohes Gehalt im Vergleich zu anderen in Ihrem Fach.

**So läuft es ab:**
- Ein US-**Arbeitgeber oder Agent** reicht **Formular I-129** ein. Sie können nicht für sich selbst einreichen, aber eine US-Firma, die Ihnen gehört, kann Antragsteller sein, und ein Agent kann Arbeit für mehrere Arbeitgeber abdecken.
- Der Antrag braucht ein schriftliches **Gutachten (Advisory Opinion)** einer Fachgruppe, Gewerkschaft oder eines Experten Ihres Fachs, von wenigen Ausnahmen abgesehen.
- Genehmigt wird für bis zu 3 Jahre, danach wird jeweils um ein Jahr verlängert. Die O-1-Gebühr beträgt {{fee-i129-o1}}, oder {{fee-i129-o1-small}} für kleine Arbeitgeber (höchstens 25 Vollzeitbeschäftigte) und gemeinnützige Organisationen, und die meisten Arbeitgeber zahlen zusätzlich die Asylprogrammgebühr von {{fee-asylum-program}}. Beim Konsulat kostet das Visum {{fee-visa-petition-based}}.

Ihr Ehepartner und Ihre Kinder kommen mit **O-3**-Status und dürfen nicht arbeiten.

**Nächster Schritt:** Sammeln Sie Belege für Ihre Erfolge und probieren Sie den Eligibility Check; ein zugelassener Einwanderungsanwalt kann Ihnen sagen, ob Ihre Nachweise ausreichen.`,
      },
    },
  },
  {
    id: 'tn-visa-canada-mexico',
    topic: 'work',
    question: 'What is TN status for Canadian and Mexican professionals?',
    phrasings: [
      'tn visa requirements',
      'TN visa for Canadians at the border',
      'can a Mexican engineer work in the US on TN',
      'USMCA professional list',
      'how long does a TN last',
    ],
    keywords: ['TN', 'TN visa', 'USMCA', 'NAFTA', 'Canada', 'Mexico', 'TD', 'professional', 'port of entry', 'CBP'],
    answer: `**TN status** lets citizens of **Canada** and **Mexico** work in the U.S. in certain professional jobs under the **USMCA** trade agreement, which replaced NAFTA. There is no cap and no lottery.

Requirements:
- You are a Canadian or Mexican **citizen**. Permanent residents of those countries do not qualify.
- The job is on the USMCA **list of professions**, such as accountant, engineer, computer systems analyst, scientist, management consultant, pharmacist or registered nurse.
- You meet that profession's requirements, usually a bachelor's degree or a license.
- You have a **job offer** for prearranged professional work for a U.S. employer, or for a foreign employer with U.S. work. Self-employment is not allowed.

How to apply:
- **Canadians** do not need a visa. They apply at a U.S. port of entry or preclearance airport with proof of citizenship, a detailed employer letter, degree or license, and the CBP fee.
- **Mexicans** first get a **TN visa** at a U.S. consulate (visa fee {{fee-visa-mrv}}), then go to the border.
- Either can instead have the employer file **Form I-129** with USCIS (fee {{fee-i129-e-tn}}, or {{fee-i129-e-tn-small}} for small employers and nonprofits, plus any Asylum Program Fee).

TN is granted for up to 3 years at a time and can be renewed without limit, but it is **temporary**: you must intend to leave when it ends, so green card plans can cause problems at renewal or at the border.

Your spouse and children get **TD** status; they may study but not work.

**Next step:** Check that your job title is on the list, and ask your employer for a letter describing duties, dates, pay and your qualifications.`,
    sources: [
      {
        title: 'USCIS: TN USMCA Professionals',
        url: 'https://www.uscis.gov/working-in-the-united-states/temporary-workers/tn-usmca-professionals',
      },
      ecfr('214', '214.6', 'Canadian and Mexican citizens seeking temporary entry to engage in business activities'),
    ],
    checkedOn: CHECKED,
    related: ['h1b-cap-lottery', 'l1-intracompany-transfer', 'b1-business-visitor'],
    translations: {
      es: {
        question: '¿Qué es el estatus TN para profesionales de Canadá y México?',
        phrasings: [
          'requisitos de la visa TN',
          'un ingeniero mexicano puede trabajar en EE.UU. con la TN',
          'lista de profesiones del T-MEC',
          'cuanto dura la visa TN',
        ],
        answer: `El **estatus TN** permite a los ciudadanos de **Canadá** y **México** trabajar en EE. UU. en ciertos empleos profesionales gracias al tratado comercial **USMCA** (T-MEC), que reemplazó al TLCAN (NAFTA). No hay límite anual ni lotería.

Requisitos:
- Es **ciudadano** canadiense o mexicano. Los residentes permanentes de esos países no califican.
- El puesto está en la **lista de profesiones** del USMCA, como contador, ingeniero, analista de sistemas informáticos, científico, consultor de gestión, farmacéutico o enfermero titulado.
- Cumple los requisitos de esa profesión, normalmente una licenciatura o una licencia profesional.
- Tiene una **oferta de trabajo** para una labor profesional acordada de antemano con un empleador de EE. UU., o con un empleador extranjero que tenga trabajo en EE. UU. No se permite trabajar por cuenta propia.

Cómo solicitarlo:
- Los **canadienses** no necesitan visa. Lo solicitan en un puerto de entrada de EE. UU. o en un aeropuerto con preinspección, con prueba de ciudadanía, una carta detallada del empleador, su título o licencia y la tarifa de CBP.
- Los **mexicanos** primero sacan una **visa TN** en un consulado de EE. UU. (tarifa de visa {{fee-visa-mrv}}) y luego se presentan en la frontera.
- En ambos casos, el empleador puede en cambio presentar el **Formulario I-129** ante USCIS (tarifa {{fee-i129-e-tn}}, o {{fee-i129-e-tn-small}} para empleadores pequeños y sin fines de lucro, más la tarifa del Programa de Asilo si corresponde).

La TN se concede por hasta 3 años cada vez y se puede renovar sin límite, pero es **temporal**: debe tener la intención de irse cuando termine, así que planes de green card pueden causar problemas al renovar o en la frontera.

Su cónyuge y sus hijos reciben estatus **TD**; pueden estudiar, pero no trabajar.

**Siguiente paso:** Verifique que su puesto esté en la lista y pida a su empleador una carta que describa las funciones, las fechas, el sueldo y sus calificaciones.`,
      },
    },
  },
  {
    id: 'b1-business-visitor',
    topic: 'work',
    question: 'What can I do in the U.S. on a B-1 business visitor visa?',
    phrasings: [
      'b1 visa allowed activities',
      'can I work on a business visa',
      'attending a conference on B-1',
      'business trip on ESTA what is allowed',
      'B1 visa meetings and contracts',
    ],
    keywords: [
      'B-1',
      'B1',
      'business visitor',
      'B-1/B-2',
      'ESTA',
      'Visa Waiver Program',
      'meetings',
      'conference',
      'DS-160',
      'unauthorized work',
    ],
    answer: `A **B-1 visa**, or a business trip under the **Visa Waiver Program (ESTA)**, lets you visit the U.S. for **short business activities**. It does not let you work for a U.S. company or be paid from a U.S. source.

**Usually allowed:**
- meeting clients, partners or colleagues;
- negotiating and signing contracts;
- attending conferences, trade shows, seminars and short training that is not productive work;
- consulting with business associates about your foreign employer's business;
- looking for a location or investments for a future business;
- settling an estate or taking part in a court case;
- in specific cases, installing or repairing equipment your foreign employer sold, when the sales contract requires it.

**Not allowed:**
- productive, hands-on work for a U.S. company or U.S. customers, even for a short time;
- receiving a U.S. salary (your foreign employer may keep paying you, and a U.S. host may cover reasonable expenses);
- running a U.S. business day to day, or freelancing for U.S. clients.

**How it works:** apply at a U.S. consulate with **Form DS-160** (visa fee {{fee-visa-mrv}}), unless your country is in the Visa Waiver Program. The officer at entry decides how long you may stay, often up to six months; check your **I-94** record.

If you need to actually work, look at H-1B, L-1, O-1, TN or E-2 instead. Unauthorized work on a B-1 can cost you future visas.

**Next step:** Carry a letter from your foreign employer explaining the trip, and use Eligibility Check if you need a work visa.`,
    sources: [VISITOR_VISA, ecfr('214', '214.2', 'Special requirements for admission, extension, and maintenance of status')],
    checkedOn: CHECKED,
    related: ['change-of-status-i539', 'start-business-on-visa', 'l1-intracompany-transfer'],
    translations: {
      es: {
        question: '¿Qué puedo hacer en EE. UU. con una visa B-1 de negocios?',
        phrasings: [
          'que actividades se permiten con la visa B1',
          'puedo trabajar con una visa de negocios',
          'ir a una conferencia en Estados Unidos con B-1',
          'viaje de negocios con ESTA qué está permitido',
        ],
        answer: `Una **visa B-1**, o un viaje de negocios con el **Programa de Exención de Visa (ESTA)**, le permite visitar EE. UU. para **actividades de negocios cortas**. No le permite trabajar para una empresa de EE. UU. ni recibir pagos de una fuente estadounidense.

**Normalmente permitido:**
- reunirse con clientes, socios o colegas;
- negociar y firmar contratos;
- asistir a conferencias, ferias comerciales, seminarios y capacitaciones cortas que no sean trabajo productivo;
- consultar con socios de negocios sobre la empresa extranjera para la que trabaja;
- buscar un local o inversiones para un negocio futuro;
- cerrar una herencia o participar en un juicio;
- en casos concretos, instalar o reparar equipos que vendió su empleador extranjero, cuando el contrato de venta lo exige.

**No permitido:**
- trabajo productivo y práctico para una empresa o clientes de EE. UU., aunque sea por poco tiempo;
- recibir un sueldo de EE. UU. (su empleador extranjero puede seguir pagándole, y un anfitrión en EE. UU. puede cubrir gastos razonables);
- dirigir un negocio en EE. UU. en el día a día o trabajar como freelance para clientes estadounidenses.

**Cómo funciona:** solicite la visa en un consulado de EE. UU. con el **Formulario DS-160** (tarifa de visa {{fee-visa-mrv}}), salvo que su país esté en el Programa de Exención de Visa. El oficial en la entrada decide cuánto tiempo puede quedarse, a menudo hasta seis meses; revise su registro **I-94**.

Si de verdad necesita trabajar, considere la H-1B, L-1, O-1, TN o E-2. Trabajar sin autorización con una B-1 puede costarle visas futuras.

**Siguiente paso:** Lleve una carta de su empleador extranjero que explique el viaje, y use Eligibility Check si necesita una visa de trabajo.`,
      },
      fr: {
        question: "Que puis-je faire aux États-Unis avec un visa d'affaires B-1 ?",
        phrasings: [
          'activités autorisées avec un visa B1',
          "est-ce que je peux travailler avec un visa d'affaires",
          'assister à un salon professionnel aux USA en B-1',
          "voyage d'affaires avec l'ESTA qu'est ce qui est permis",
        ],
        answer: `Un **visa B-1**, ou un voyage d'affaires dans le cadre du **Visa Waiver Program (ESTA)**, vous permet de venir aux États-Unis pour des **activités professionnelles de courte durée**. Il ne vous permet pas de travailler pour une entreprise américaine ni d'être payé par une source américaine.

**En général autorisé :**
- rencontrer des clients, des partenaires ou des collègues ;
- négocier et signer des contrats ;
- assister à des conférences, salons, séminaires et formations courtes qui ne constituent pas un travail productif ;
- consulter des partenaires d'affaires au sujet de l'activité de votre employeur étranger ;
- chercher un local ou des investissements pour une future entreprise ;
- régler une succession ou participer à une procédure judiciaire ;
- dans certains cas, installer ou réparer du matériel vendu par votre employeur étranger, lorsque le contrat de vente le prévoit.

**Interdit :**
- un travail productif et concret pour une entreprise ou des clients américains, même de courte durée ;
- recevoir un salaire américain (votre employeur étranger peut continuer à vous payer, et un hôte américain peut couvrir des frais raisonnables) ;
- gérer une entreprise américaine au quotidien ou travailler en freelance pour des clients américains.

**Comment ça marche :** demandez le visa dans un consulat américain avec le **formulaire DS-160** (frais de visa {{fee-visa-mrv}}), sauf si votre pays fait partie du Visa Waiver Program. À l'arrivée, l'agent décide de la durée de votre séjour, souvent jusqu'à six mois ; vérifiez votre dossier **I-94**.

Si vous devez réellement travailler, regardez plutôt le H-1B, le L-1, l'O-1, le TN ou l'E-2. Travailler sans autorisation en B-1 peut vous coûter vos futurs visas.

**Étape suivante :** Ayez sur vous une lettre de votre employeur étranger expliquant le voyage, et utilisez l'Eligibility Check si vous avez besoin d'un visa de travail.`,
      },
      de: {
        question: 'Was darf ich in den USA mit einem B-1-Geschäftsvisum tun?',
        phrasings: [
          'was ist mit dem B1 Visum erlaubt',
          'darf ich mit einem Geschäftsvisum arbeiten',
          'Messebesuch in den USA mit B-1',
          'Geschäftsreise mit ESTA was ist erlaubt',
        ],
        answer: `Ein **B-1-Visum**, oder eine Geschäftsreise im **Visa Waiver Program (ESTA)**, erlaubt Ihnen Besuche in den USA für **kurze geschäftliche Tätigkeiten**. Es erlaubt nicht, für ein US-Unternehmen zu arbeiten oder aus einer US-Quelle bezahlt zu werden.

**In der Regel erlaubt:**
- Treffen mit Kunden, Partnern oder Kollegen;
- Verträge verhandeln und unterschreiben;
- Konferenzen, Messen, Seminare und kurze Schulungen besuchen, die keine produktive Arbeit sind;
- sich mit Geschäftspartnern über das Geschäft Ihres ausländischen Arbeitgebers beraten;
- einen Standort oder Investitionen für ein künftiges Unternehmen suchen;
- einen Nachlass regeln oder an einem Gerichtsverfahren teilnehmen;
- in bestimmten Fällen Geräte installieren oder reparieren, die Ihr ausländischer Arbeitgeber verkauft hat, wenn der Kaufvertrag das vorsieht.

**Nicht erlaubt:**
- produktive, praktische Arbeit für ein US-Unternehmen oder US-Kunden, auch nicht kurzzeitig;
- ein US-Gehalt beziehen (Ihr ausländischer Arbeitgeber darf Sie weiter bezahlen, und ein Gastgeber in den USA darf angemessene Spesen übernehmen);
- ein US-Unternehmen im Tagesgeschäft führen oder freiberuflich für US-Kunden arbeiten.

**So läuft es ab:** Beantragen Sie das Visum bei einem US-Konsulat mit **Formular DS-160** (Visumgebühr {{fee-visa-mrv}}), außer Ihr Land nimmt am Visa Waiver Program teil. Der Beamte bei der Einreise entscheidet, wie lange Sie bleiben dürfen, oft bis zu sechs Monate; prüfen Sie Ihren **I-94**-Eintrag.

Wenn Sie wirklich arbeiten müssen, kommen eher H-1B, L-1, O-1, TN oder E-2 in Frage. Unerlaubte Arbeit mit B-1 kann Sie künftige Visa kosten.

**Nächster Schritt:** Nehmen Sie ein Schreiben Ihres ausländischen Arbeitgebers mit, das die Reise erklärt, und nutzen Sie den Eligibility Check, wenn Sie ein Arbeitsvisum brauchen.`,
      },
    },
  },
  {
    id: 'change-of-status-i539',
    topic: 'work',
    question: 'How do I extend my stay or change my status with Form I-539?',
    phrasings: [
      'how to extend my tourist visa stay',
      'I-539 fee',
      'change status from B2 to F1',
      'extend B-2 visitor stay',
      'i539 processing and what happens if denied',
    ],
    keywords: ['I-539', 'extension of stay', 'change of status', 'B-2', 'tourist', 'visitor', 'F-1', 'H-4', 'I-94', 'ESTA'],
    answer: `Use **Form I-539** to ask USCIS for more time in the U.S. (**extension of stay**) or to switch to another nonimmigrant status (**change of status**), for example from **B-2 visitor** to **F-1 student**, or to **H-4** or **L-2** as a family member. Work statuses such as H-1B, L-1 or O-1 use **Form I-129**, filed by the employer instead.

Key rules:
- **File before the date on your I-94 passes.** Look up your I-94 on the CBP website. Late requests are usually denied unless the delay was beyond your control.
- You must be in **valid status**, must not have worked without permission, and must not have violated your status.
- **Fee:** {{fee-i539-online}} online or {{fee-i539-paper}} on paper. Some family members can be added with **Form I-539A**; check the form instructions for their fees.
- **B-2 extension:** explain why you need more time (for example medical care or a family emergency), show you can pay your costs, and show you still plan to go home. Extensions are usually for up to six months.
- While a request filed on time is pending, you generally do **not** build up unlawful presence, but do not start a new activity (like classes on F-1) until it is approved.
- Leaving the U.S. while a change of status is pending usually abandons it.
- If it is **denied**, leave promptly: unlawful presence usually starts the day after the denial.

Visitors who came on **ESTA** (Visa Waiver Program) cannot extend or change status, except in rare emergencies.

**Next step:** Check your I-94 date today, set Deadline Reminders, and use Document Review before you file.`,
    sources: [
      I539,
      { title: 'USCIS: Extend Your Stay', url: 'https://www.uscis.gov/visit-the-united-states/extend-your-stay' },
      ecfr('214', '214.1', 'Requirements for admission, extension, and maintenance of status'),
    ],
    checkedOn: CHECKED,
    related: ['overstay-consequences', 'b1-business-visitor', 'h1b-layoff-grace-period'],
    translations: {
      es: {
        question: '¿Cómo extiendo mi estadía o cambio de estatus con el Formulario I-539?',
        phrasings: [
          'como extender mi estancia con visa de turista',
          'cuánto cuesta el I-539',
          'cambiar de B2 a F1 sin salir del pais',
          'pedir una extensión de la visa de visitante B-2',
        ],
        answer: `Use el **Formulario I-539** para pedir a USCIS más tiempo en EE. UU. (**extensión de estadía**) o para pasar a otro estatus de no inmigrante (**cambio de estatus**), por ejemplo de **visitante B-2** a **estudiante F-1**, o a **H-4** o **L-2** como familiar. Los estatus de trabajo como H-1B, L-1 u O-1 usan en cambio el **Formulario I-129**, que presenta el empleador.

Reglas clave:
- **Presente la solicitud antes de que pase la fecha de su I-94.** Consulte su I-94 en el sitio web de CBP. Las solicitudes tardías suelen negarse, salvo que el retraso no dependiera de usted.
- Debe tener un **estatus válido**, no haber trabajado sin permiso y no haber violado su estatus.
- **Tarifa:** {{fee-i539-online}} en línea o {{fee-i539-paper}} en papel. Algunos familiares se pueden incluir con el **Formulario I-539A**; revise las instrucciones para saber sus tarifas.
- **Extensión de B-2:** explique por qué necesita más tiempo (por ejemplo, atención médica o una emergencia familiar), demuestre que puede pagar sus gastos y que sigue pensando regresar a su país. Las extensiones suelen ser de hasta seis meses.
- Mientras está pendiente una solicitud presentada a tiempo, en general **no** acumula presencia ilegal, pero no empiece una actividad nueva (como clases con F-1) hasta que la aprueben.
- Salir de EE. UU. mientras está pendiente un cambio de estatus normalmente equivale a abandonarlo.
- Si se la **niegan**, salga pronto: la presencia ilegal suele empezar a contar el día después de la negación.

Los visitantes que llegaron con **ESTA** (Programa de Exención de Visa) no pueden extender ni cambiar su estatus, salvo en emergencias poco comunes.

**Siguiente paso:** Revise hoy la fecha de su I-94, active Deadline Reminders y use Document Review antes de presentar.`,
      },
      fr: {
        question: 'Comment prolonger mon séjour ou changer de statut avec le formulaire I-539 ?',
        phrasings: [
          'comment prolonger mon sejour avec un visa touriste',
          'combien coûte le formulaire I-539',
          'passer de B2 à F1 sans quitter les États-Unis',
          'demander une prolongation de séjour en B-2',
        ],
        answer: `Le **formulaire I-539** sert à demander à l'USCIS plus de temps aux États-Unis (**prolongation de séjour**) ou à passer à un autre statut de non-immigrant (**changement de statut**), par exemple de **visiteur B-2** à **étudiant F-1**, ou à **H-4** ou **L-2** en tant que membre de la famille. Les statuts de travail comme H-1B, L-1 ou O-1 passent par le **formulaire I-129**, déposé par l'employeur.

Règles essentielles :
- **Déposez avant la date inscrite sur votre I-94.** Consultez votre I-94 sur le site de CBP. Les demandes tardives sont en général refusées, sauf si le retard ne dépendait pas de vous.
- Vous devez être en **statut valable**, ne pas avoir travaillé sans autorisation et ne pas avoir violé votre statut.
- **Frais :** {{fee-i539-online}} en ligne ou {{fee-i539-paper}} sur papier. Certains membres de la famille peuvent être ajoutés avec le **formulaire I-539A** ; vérifiez leurs frais dans les instructions.
- **Prolongation B-2 :** expliquez pourquoi il vous faut plus de temps (par exemple des soins médicaux ou une urgence familiale), montrez que vous pouvez couvrir vos frais et que vous comptez toujours rentrer chez vous. Les prolongations vont en général jusqu'à six mois.
- Tant qu'une demande déposée à temps est en cours, vous n'accumulez en général **pas** de présence illégale, mais ne commencez pas une nouvelle activité (comme des cours en F-1) avant l'approbation.
- Quitter les États-Unis pendant l'examen d'un changement de statut revient en général à l'abandonner.
- En cas de **refus**, partez vite : la présence illégale commence en général le lendemain du refus.

Les visiteurs venus avec l'**ESTA** (Visa Waiver Program) ne peuvent ni prolonger ni changer de statut, sauf rares urgences.

**Étape suivante :** Vérifiez aujourd'hui la date de votre I-94, activez Deadline Reminders et utilisez Document Review avant de déposer.`,
      },
      de: {
        question: 'Wie verlängere ich meinen Aufenthalt oder wechsle meinen Status mit Formular I-539?',
        phrasings: [
          'wie kann ich meinen touristenaufenthalt verlängern',
          'was kostet das Formular I-539',
          'Wechsel von B2 zu F1 ohne Ausreise',
          'B-2 Besuchervisum verlängern',
        ],
        answer: `Mit **Formular I-539** beantragen Sie bei USCIS mehr Zeit in den USA (**Verlängerung des Aufenthalts**) oder den Wechsel in einen anderen Nichteinwanderer-Status (**Statuswechsel**), zum Beispiel vom **B-2-Besucher** zum **F-1-Studierenden** oder zu **H-4** oder **L-2** als Familienangehöriger. Arbeitsstatus wie H-1B, L-1 oder O-1 laufen stattdessen über **Formular I-129**, das der Arbeitgeber einreicht.

Die wichtigsten Regeln:
- **Reichen Sie vor dem Datum auf Ihrem I-94 ein.** Ihr I-94 finden Sie auf der Website von CBP. Verspätete Anträge werden meist abgelehnt, außer die Verspätung lag nicht in Ihrer Hand.
- Sie müssen einen **gültigen Status** haben, dürfen nicht ohne Erlaubnis gearbeitet und Ihren Status nicht verletzt haben.
- **Gebühr:** {{fee-i539-online}} online oder {{fee-i539-paper}} auf Papier. Manche Familienangehörige können mit **Formular I-539A** aufgenommen werden; deren Gebühren stehen in den Ausfüllhinweisen.
- **B-2-Verlängerung:** Erklären Sie, warum Sie mehr Zeit brauchen (etwa eine medizinische Behandlung oder einen familiären Notfall), zeigen Sie, dass Sie Ihre Kosten tragen können und weiterhin heimkehren wollen. Verlängert wird meist um bis zu sechs Monate.
- Solange ein rechtzeitig gestellter Antrag läuft, entsteht in der Regel **kein** unrechtmäßiger Aufenthalt; beginnen Sie aber keine neue Tätigkeit (etwa ein Studium mit F-1), bevor er genehmigt ist.
- Wer während eines laufenden Statuswechsels ausreist, gibt ihn damit meist auf.
- Wird der Antrag **abgelehnt**, reisen Sie schnell aus: Der unrechtmäßige Aufenthalt beginnt meist am Tag nach der Ablehnung.

Besucher, die mit **ESTA** (Visa Waiver Program) eingereist sind, können den Aufenthalt weder verlängern noch den Status wechseln, außer in seltenen Notfällen.

**Nächster Schritt:** Prüfen Sie heute Ihr I-94-Datum, nutzen Sie Deadline Reminders und lassen Sie den Antrag vor dem Einreichen mit Document Review prüfen.`,
      },
    },
  },
  // ---------------------------------------------------------------- Employment-based green cards
  {
    id: 'employment-green-card-overview',
    topic: 'work',
    question: 'How do I get a green card through my job?',
    phrasings: [
      'employment based green card steps',
      'how does my employer sponsor me for a green card',
      'EB-2 vs EB-3 difference',
      'how long does a work green card take',
      'PERM I-140 I-485 process',
    ],
    keywords: ['employment-based', 'EB-1', 'EB-2', 'EB-3', 'sponsor', 'PERM', 'I-140', 'I-485', 'Visa Bulletin', 'priority date'],
    answer: `Most work-based green cards take **three steps**: a labor certification (**PERM**), an immigrant petition (**Form I-140**), and then the green card application itself once a visa number is available. Which steps you need depends on your category.

**The main categories:**
- **EB-1:** extraordinary ability (EB-1A, you can file for yourself), outstanding professors and researchers (EB-1B), and multinational managers and executives (EB-1C). No PERM.
- **EB-2:** jobs that need an advanced degree (or a bachelor's plus 5 years of progressive experience), or people with exceptional ability. PERM is needed unless you get a **National Interest Waiver**.
- **EB-3:** skilled workers, professionals with a bachelor's degree, and other workers. PERM is needed.
- EB-4 covers special immigrants such as religious workers, and EB-5 covers investors.

**The steps:**
1. **PERM** with the Department of Labor: prevailing wage, recruitment, then filing.
2. **Form I-140** with USCIS (fee {{fee-i140}} plus an Asylum Program Fee). The PERM filing date, or the I-140 date if there is no PERM, becomes your **priority date**.
3. **Wait for your priority date** to be current in the State Department's **Visa Bulletin**. Each country has limits, so people born in India, China and a few other countries can wait many years.
4. **Final step:** file **Form I-485** in the U.S. (fee {{fee-i485}}) or apply for an immigrant visa abroad (fee {{fee-immigrant-visa-employment}}).

While your I-485 is pending, you can ask for a work permit and a travel permit, and after 180 days you may be able to change jobs under AC21.

**Next step:** Run the Eligibility Check to see which category fits, and ask your employer about its sponsorship timeline.`,
    sources: [EMPLOYMENT_GREEN_CARD, VISA_BULLETIN, PERM_DOL],
    checkedOn: CHECKED,
    related: ['perm-labor-certification', 'i140-immigrant-petition', 'what-is-priority-date'],
    translations: {
      es: {
        question: '¿Cómo obtengo la green card a través de mi trabajo?',
        phrasings: [
          'pasos para la residencia por empleo',
          'como me patrocina mi empleador para la green card',
          'diferencia entre EB-2 y EB-3',
          'cuánto tarda una green card por trabajo',
        ],
        answer: `La mayoría de las green cards por empleo tienen **tres pasos**: una certificación laboral (**PERM**), una petición de inmigrante (**Formulario I-140**) y, cuando hay un número de visa disponible, la solicitud de la green card en sí. Los pasos que necesita dependen de su categoría.

**Las categorías principales:**
- **EB-1:** habilidad extraordinaria (EB-1A, puede presentarla usted mismo), profesores e investigadores sobresalientes (EB-1B) y gerentes y ejecutivos multinacionales (EB-1C). Sin PERM.
- **EB-2:** puestos que exigen un título avanzado (o una licenciatura más 5 años de experiencia progresiva), o personas con habilidad excepcional. Necesita PERM, salvo que obtenga una **Exención por Interés Nacional** (NIW).
- **EB-3:** trabajadores calificados, profesionales con licenciatura y otros trabajadores. Necesita PERM.
- La EB-4 cubre a inmigrantes especiales, como trabajadores religiosos, y la EB-5 a inversionistas.

**Los pasos:**
1. **PERM** ante el Departamento de Trabajo: salario prevaleciente, reclutamiento y luego la presentación.
2. **Formulario I-140** ante USCIS (tarifa {{fee-i140}} más la tarifa del Programa de Asilo). La fecha de presentación del PERM, o la del I-140 si no hay PERM, pasa a ser su **fecha de prioridad**.
3. **Espere a que su fecha de prioridad esté vigente** en el **Boletín de Visas** del Departamento de Estado. Cada país tiene límites, así que los nacidos en India, China y algunos otros países pueden esperar muchos años.
4. **Último paso:** presente el **Formulario I-485** en EE. UU. (tarifa {{fee-i485}}) o solicite una visa de inmigrante en el extranjero (tarifa {{fee-immigrant-visa-employment}}).

Mientras su I-485 está pendiente, puede pedir un permiso de trabajo y un permiso de viaje, y después de 180 días quizá pueda cambiar de empleo gracias a AC21.

**Siguiente paso:** Haga la Eligibility Check para ver qué categoría le corresponde y pregunte a su empleador por sus plazos de patrocinio.`,
      },
      fr: {
        question: 'Comment obtenir une carte verte grâce à mon travail ?',
        phrasings: [
          "étapes de la carte verte par l'emploi",
          'mon employeur peut il me sponsoriser pour la green card',
          'différence entre EB-2 et EB-3',
          'combien de temps prend une carte verte par le travail',
        ],
        answer: `La plupart des cartes vertes liées à l'emploi passent par **trois étapes** : une certification du travail (**PERM**), une demande d'immigration (**formulaire I-140**), puis la demande de carte verte elle-même, une fois qu'un numéro de visa est disponible. Les étapes nécessaires dépendent de votre catégorie.

**Les principales catégories :**
- **EB-1 :** capacités extraordinaires (EB-1A, vous pouvez déposer vous-même), professeurs et chercheurs éminents (EB-1B), cadres dirigeants et managers de groupes multinationaux (EB-1C). Pas de PERM.
- **EB-2 :** postes exigeant un diplôme avancé (ou une licence plus 5 ans d'expérience progressive), ou personnes aux capacités exceptionnelles. PERM obligatoire, sauf si vous obtenez une **National Interest Waiver** (dispense d'intérêt national).
- **EB-3 :** travailleurs qualifiés, diplômés d'une licence et autres travailleurs. PERM obligatoire.
- L'EB-4 couvre des immigrants spéciaux, comme les travailleurs religieux, et l'EB-5 les investisseurs.

**Les étapes :**
1. **PERM** auprès du ministère du Travail (DOL) : salaire de référence, recrutement, puis dépôt.
2. **Formulaire I-140** auprès de l'USCIS (frais de {{fee-i140}} plus des frais du programme d'asile). La date de dépôt du PERM, ou celle de l'I-140 s'il n'y a pas de PERM, devient votre **date de priorité**.
3. **Attendre que votre date de priorité soit atteinte** dans le **Visa Bulletin** du Département d'État. Chaque pays a des plafonds : les personnes nées en Inde, en Chine et dans quelques autres pays peuvent attendre de nombreuses années.
4. **Dernière étape :** déposer le **formulaire I-485** aux États-Unis (frais de {{fee-i485}}) ou demander un visa d'immigrant à l'étranger (frais de {{fee-immigrant-visa-employment}}).

Pendant l'examen de votre I-485, vous pouvez demander un permis de travail et une autorisation de voyage, et après 180 jours vous pourrez peut-être changer d'emploi grâce à AC21.

**Étape suivante :** Lancez l'Eligibility Check pour voir quelle catégorie vous correspond, et demandez à votre employeur son calendrier de parrainage.`,
      },
      de: {
        question: 'Wie bekomme ich über meinen Job eine Green Card?',
        phrasings: [
          'Schritte zur Green Card über den Arbeitgeber',
          'wie sponsert mich mein arbeitgeber für die green card',
          'Unterschied zwischen EB-2 und EB-3',
          'wie lange dauert eine Green Card über die Arbeit',
        ],
        answer: `Die meisten arbeitsbasierten Green Cards laufen in **drei Schritten**: eine Arbeitsmarktzertifizierung (**PERM**), ein Einwanderungsantrag (**Formular I-140**) und dann der eigentliche Green-Card-Antrag, sobald eine Visanummer verfügbar ist. Welche Schritte Sie brauchen, hängt von Ihrer Kategorie ab.

**Die wichtigsten Kategorien:**
- **EB-1:** außergewöhnliche Fähigkeiten (EB-1A, Sie können selbst einreichen), herausragende Professoren und Forscher (EB-1B) sowie Manager und Führungskräfte multinationaler Unternehmen (EB-1C). Kein PERM.
- **EB-2:** Stellen, die einen höheren Abschluss verlangen (oder einen Bachelor plus 5 Jahre aufsteigende Berufserfahrung), oder Personen mit besonderen Fähigkeiten. PERM ist nötig, außer Sie erhalten einen **National Interest Waiver**.
- **EB-3:** Fachkräfte, Akademiker mit Bachelor und andere Arbeitnehmer. PERM ist nötig.
- EB-4 umfasst besondere Einwanderer wie religiöse Mitarbeiter, EB-5 Investoren.

**Die Schritte:**
1. **PERM** beim Arbeitsministerium (DOL): ortsüblicher Lohn, Stellenausschreibung, dann Einreichung.
2. **Formular I-140** bei USCIS (Gebühr {{fee-i140}} plus eine Asylprogrammgebühr). Das Einreichungsdatum des PERM, oder der I-140, wenn es kein PERM gibt, wird Ihr **Prioritätsdatum**.
3. **Warten, bis Ihr Prioritätsdatum aktuell ist**, laut dem **Visa Bulletin** des Außenministeriums. Jedes Land hat Obergrenzen, daher warten in Indien, China und einigen anderen Ländern Geborene oft viele Jahre.
4. **Letzter Schritt:** **Formular I-485** in den USA einreichen (Gebühr {{fee-i485}}) oder im Ausland ein Einwanderungsvisum beantragen (Gebühr {{fee-immigrant-visa-employment}}).

Solange Ihr I-485 anhängig ist, können Sie eine Arbeits- und eine Reiseerlaubnis beantragen, und nach 180 Tagen dürfen Sie unter AC21 eventuell den Job wechseln.

**Nächster Schritt:** Machen Sie den Eligibility Check, um Ihre Kategorie zu finden, und fragen Sie Ihren Arbeitgeber nach seinem Zeitplan für das Sponsoring.`,
      },
    },
  },
  {
    id: 'perm-labor-certification',
    topic: 'work',
    question: 'What is PERM labor certification and how does it work?',
    phrasings: [
      'perm process steps',
      'how long does PERM take',
      'prevailing wage determination for green card',
      'ETA-9089 labor certification',
      'PERM recruitment ads',
    ],
    keywords: [
      'PERM',
      'labor certification',
      'DOL',
      'Department of Labor',
      'ETA-9089',
      'ETA-9141',
      'prevailing wage',
      'recruitment',
      'FLAG',
      'audit',
      'Schedule A',
    ],
    answer: `**PERM** is the **Department of Labor (DOL)** process an employer usually must finish before sponsoring a worker for a green card in **EB-2** or **EB-3**. It shows there are no able, willing and qualified U.S. workers for the job, and that hiring you will not lower U.S. wages.

The steps:
1. **Prevailing wage:** the employer asks DOL for a **prevailing wage determination**, the minimum pay it must offer for that job and place.
2. **Recruitment:** the employer advertises the job in the ways the rules require (a state job order, newspaper ads, an internal notice, and extra steps for professional jobs). It must consider U.S. applicants in good faith.
3. **Waiting period:** after recruitment, there is a short quiet period before filing.
4. **Filing:** the employer files **Form ETA-9089** online with DOL, which certifies it, denies it or audits it.
5. **Next:** once certified, the employer files **Form I-140** with USCIS while the certification is still valid. The PERM filing date becomes your **priority date**.

Good to know:
- The **employer pays** the PERM costs, including attorney and advertising fees; you may not be charged for them. DOL charges no filing fee.
- The job must be a real, full-time, permanent job in the future, not necessarily your current one.
- PERM often takes more than a year; DOL publishes current processing times.
- Some cases skip PERM: **EB-1**, the **EB-2 National Interest Waiver**, and **Schedule A** jobs such as nurses and physical therapists.

**Next step:** Ask your employer when PERM will start, and use Deadline Reminders to track your visa end date against it.`,
    sources: [
      PERM_DOL,
      {
        title: 'eCFR: 20 CFR Part 656, Labor Certification Process for Permanent Employment of Aliens',
        url: 'https://www.ecfr.gov/current/title-20/chapter-V/part-656',
      },
    ],
    checkedOn: CHECKED,
    related: ['i140-immigrant-petition', 'employment-green-card-overview', 'h1b-extension-beyond-six-years'],
    translations: {
      es: {
        question: '¿Qué es la certificación laboral PERM y cómo funciona?',
        phrasings: [
          'pasos del proceso PERM',
          'cuanto tarda el perm',
          'determinación del salario prevaleciente para la green card',
          'anuncios de reclutamiento para el PERM',
        ],
        answer: `El **PERM** es el trámite del **Departamento de Trabajo (DOL)** que un empleador normalmente debe terminar antes de patrocinar a un trabajador para la green card en **EB-2** o **EB-3**. Demuestra que no hay trabajadores de EE. UU. capaces, dispuestos y calificados para el puesto, y que contratarlo a usted no bajará los salarios en EE. UU.

Los pasos:
1. **Salario prevaleciente:** el empleador pide al DOL una **determinación del salario prevaleciente**, el sueldo mínimo que debe ofrecer para ese puesto y lugar.
2. **Reclutamiento:** el empleador anuncia el puesto como exigen las reglas (una oferta de empleo en la agencia estatal, anuncios en periódicos, un aviso interno y pasos extra para puestos profesionales). Debe considerar de buena fe a los candidatos de EE. UU.
3. **Período de espera:** después del reclutamiento hay un breve período de espera antes de presentar.
4. **Presentación:** el empleador presenta el **Formulario ETA-9089** en línea ante el DOL, que lo certifica, lo niega o lo somete a una auditoría.
5. **Después:** una vez certificado, el empleador presenta el **Formulario I-140** ante USCIS mientras la certificación sigue vigente. La fecha de presentación del PERM pasa a ser su **fecha de prioridad**.

Conviene saber:
- **El empleador paga** los costos del PERM, incluidos los honorarios del abogado y los anuncios; no se los pueden cobrar a usted. El DOL no cobra tarifa de presentación.
- El puesto debe ser un empleo real, de tiempo completo y permanente en el futuro, no necesariamente el que tiene ahora.
- El PERM suele tardar más de un año; el DOL publica los tiempos de procesamiento actuales.
- Algunos casos no necesitan PERM: **EB-1**, la **Exención por Interés Nacional EB-2** y los puestos de la **Lista A (Schedule A)**, como enfermeros y fisioterapeutas.

**Siguiente paso:** Pregunte a su empleador cuándo empezará el PERM y use Deadline Reminders para comparar ese plan con la fecha de vencimiento de su visa.`,
      },
    },
  },
  {
    id: 'i140-immigrant-petition',
    topic: 'work',
    question: 'What is Form I-140 and what does an approval give me?',
    phrasings: [
      'i140 fee',
      'what happens after I-140 approval',
      'can I keep my priority date if I change jobs',
      'I-140 approved but employer withdrew it',
      'i 140 premium processing',
    ],
    keywords: [
      'I-140',
      'immigrant petition',
      'priority date',
      'porting',
      'withdrawal',
      '180 days',
      'premium processing',
      'Asylum Program Fee',
      'EB-2',
      'EB-3',
    ],
    answer: `**Form I-140, Immigrant Petition for Alien Workers**, asks USCIS to approve you for an **employment-based green card** category (EB-1, EB-2 or EB-3). Usually your employer files it after PERM, but some people can file it for themselves.

**Who files:**
- your **employer**, after PERM is certified (most EB-2 and EB-3 cases);
- **you**, for **EB-1A** (extraordinary ability) or an **EB-2 National Interest Waiver**;
- your employer, without PERM, for **EB-1B** researchers and **EB-1C** managers.

**Fees:** {{fee-i140}} plus the **Asylum Program Fee** of {{fee-asylum-program}} ({{fee-asylum-program-small}} for employers with 25 or fewer full-time employees and for self-petitioners, none for nonprofits). **Premium processing** costs {{fee-premium-processing-i129}} and brings action within 15 business days for most categories, or 45 for EB-1C and National Interest Waiver cases.

**What an approval gives you:**
- It confirms your **priority date** (the PERM filing date, or the I-140 filing date if there was no PERM), your place in line for a visa.
- You can generally **keep that priority date** for a later I-140, even with a new employer, unless the approval is revoked for fraud, misrepresentation or a material error.
- If your employer withdraws an I-140 after it has been approved for 180 days or more, it generally still counts for your priority date and H-1B extensions.
- It can support **H-1B extensions** beyond {{h1b-max-years}} years and an **H-4 work permit** for your spouse.

An approved I-140 is not a green card. When your priority date is current, you file **Form I-485** or apply through a consulate.

**Next step:** Keep copies of your I-140 receipt and approval notices, and follow the case in Track Applications.`,
    sources: [I140, CFR_204_5],
    checkedOn: CHECKED,
    related: ['what-is-priority-date', 'perm-labor-certification', 'change-jobs-green-card-pending'],
    translations: {
      es: {
        question: '¿Qué es el Formulario I-140 y qué me da su aprobación?',
        phrasings: [
          'cuanto cuesta el i140',
          'qué pasa después de que aprueban el I-140',
          'conservo mi fecha de prioridad si cambio de trabajo',
          'mi empleador retiró el I-140 ya aprobado',
        ],
        answer: `El **Formulario I-140, Petición de Inmigrante para Trabajador Extranjero**, pide a USCIS que lo apruebe para una categoría de **green card por empleo** (EB-1, EB-2 o EB-3). Normalmente lo presenta su empleador después del PERM, pero algunas personas pueden presentarlo por sí mismas.

**Quién lo presenta:**
- su **empleador**, una vez certificado el PERM (la mayoría de los casos EB-2 y EB-3);
- **usted**, para **EB-1A** (habilidad extraordinaria) o una **Exención por Interés Nacional EB-2**;
- su empleador, sin PERM, para investigadores **EB-1B** y gerentes **EB-1C**.

**Tarifas:** {{fee-i140}} más la **tarifa del Programa de Asilo** de {{fee-asylum-program}} ({{fee-asylum-program-small}} para empleadores con 25 empleados de tiempo completo o menos y para quienes se autopatrocinan, nada para los sin fines de lucro). El **procesamiento prioritario** cuesta {{fee-premium-processing-i129}} y da una respuesta en 15 días hábiles para la mayoría de las categorías, o en 45 para los casos EB-1C y de Exención por Interés Nacional.

**Lo que le da la aprobación:**
- Confirma su **fecha de prioridad** (la fecha de presentación del PERM, o la del I-140 si no hubo PERM), su lugar en la fila para una visa.
- En general puede **conservar esa fecha de prioridad** para un I-140 posterior, incluso con otro empleador, salvo que la aprobación se revoque por fraude, declaración falsa o un error importante.
- Si su empleador retira un I-140 que llevaba aprobado 180 días o más, en general sigue valiendo para su fecha de prioridad y para extensiones H-1B.
- Puede servir para **extensiones H-1B** más allá de {{h1b-max-years}} años y para un **permiso de trabajo H-4** para su cónyuge.

Un I-140 aprobado no es una green card. Cuando su fecha de prioridad esté vigente, presente el **Formulario I-485** o haga el trámite en un consulado.

**Siguiente paso:** Guarde copias de los avisos de recibo y de aprobación del I-140, y siga el caso en Track Applications.`,
      },
    },
  },
  {
    id: 'eb1-eb2-niw',
    topic: 'work',
    question: 'Can I get a green card without an employer sponsor through EB-1A or an EB-2 National Interest Waiver?',
    phrasings: [
      'eb2 niw requirements',
      'self petition green card',
      'EB-1A extraordinary ability criteria',
      'national interest waiver Dhanasar test',
      'EB1B outstanding researcher',
    ],
    keywords: [
      'EB-1A',
      'EB-1B',
      'EB-2 NIW',
      'NIW',
      'national interest waiver',
      'self-petition',
      'Dhanasar',
      'extraordinary ability',
      'outstanding researcher',
      'I-140',
    ],
    answer: `Yes. Two employment-based categories let you **file for yourself**, with no job offer and no PERM: **EB-1A** and the **EB-2 National Interest Waiver (NIW)**. A third, **EB-1B**, skips PERM but needs an employer.

**EB-1A, extraordinary ability** (sciences, arts, education, business or athletics):
- You must show sustained national or international acclaim and that you are among the few at the very top of your field.
- Proof: a major international award, or at least 3 of 10 listed criteria, such as awards, selective memberships, media coverage, judging others' work, original contributions, scholarly articles, exhibitions, leading roles, high pay or commercial success in the arts.

**EB-1B, outstanding professors and researchers:**
- International recognition, at least 3 years of teaching or research experience, and a permanent research or tenure-track job offer from a university or qualifying research employer.

**EB-2 NIW:**
- You need an **advanced degree** (or a bachelor's plus 5 years of progressive experience) or **exceptional ability**.
- Under the **Dhanasar** test you must show that your work has substantial merit and national importance, that you are well placed to advance it, and that on balance the U.S. benefits from waiving the job offer and PERM.

All three use **Form I-140** (fee {{fee-i140}} plus an Asylum Program Fee; premium processing {{fee-premium-processing-i129}} is available). EB-1 often has shorter visa waits than EB-2, but people born in India or China can still wait years.

**Next step:** Collect evidence of your impact (citations, letters, press, awards) and try Eligibility Check. These cases depend heavily on evidence, so a licensed immigration attorney can help.`,
    sources: [EB1, EB2, I140],
    checkedOn: CHECKED,
    related: ['i140-immigrant-petition', 'o1-extraordinary-ability', 'employment-green-card-overview'],
    translations: {
      es: {
        question: '¿Puedo obtener la green card sin patrocinio de un empleador con la EB-1A o la Exención por Interés Nacional EB-2?',
        phrasings: [
          'requisitos de la eb2 niw',
          'green card autopatrocinada sin oferta de trabajo',
          'criterios de habilidad extraordinaria EB-1A',
          'prueba Dhanasar para la exencion por interes nacional',
        ],
        answer: `Sí. Dos categorías por empleo le permiten **presentar la petición usted mismo**, sin oferta de trabajo y sin PERM: la **EB-1A** y la **Exención por Interés Nacional EB-2 (NIW)**. Una tercera, la **EB-1B**, no necesita PERM pero sí un empleador.

**EB-1A, habilidad extraordinaria** (ciencias, artes, educación, negocios o deportes):
- Debe demostrar un reconocimiento nacional o internacional sostenido y que está entre los pocos que se encuentran en la cima de su campo.
- Pruebas: un premio internacional importante, o al menos 3 de 10 criterios de una lista, como premios, membresías selectivas, cobertura en medios, evaluar el trabajo de otros, contribuciones originales, artículos académicos, exposiciones, puestos de liderazgo, un sueldo alto o éxito comercial en las artes.

**EB-1B, profesores e investigadores sobresalientes:**
- Reconocimiento internacional, al menos 3 años de experiencia en docencia o investigación y una oferta de trabajo permanente en investigación o con camino a la titularidad (tenure track) de una universidad o un empleador de investigación que califique.

**EB-2 NIW:**
- Necesita un **título avanzado** (o una licenciatura más 5 años de experiencia progresiva) o una **habilidad excepcional**.
- Según la prueba **Dhanasar**, debe demostrar que su trabajo tiene mérito sustancial e importancia nacional, que está en buena posición para impulsarlo y que, en conjunto, a EE. UU. le conviene eximirlo de la oferta de trabajo y del PERM.

Las tres usan el **Formulario I-140** (tarifa {{fee-i140}} más la tarifa del Programa de Asilo; hay procesamiento prioritario por {{fee-premium-processing-i129}}). La EB-1 suele tener esperas de visa más cortas que la EB-2, pero los nacidos en India o China pueden esperar años de todos modos.

**Siguiente paso:** Reúna pruebas de su impacto (citas, cartas, prensa, premios) y pruebe Eligibility Check. Estos casos dependen mucho de las pruebas, así que un abogado de inmigración con licencia puede ayudarle.`,
      },
      fr: {
        question: "Puis-je obtenir une carte verte sans parrainage d'un employeur, par l'EB-1A ou la National Interest Waiver EB-2 ?",
        phrasings: [
          "conditions de l'eb2 niw",
          'carte verte sans employeur en auto-pétition',
          'critères de capacités extraordinaires EB-1A',
          "test Dhanasar pour la dispense d'intérêt national",
        ],
        answer: `Oui. Deux catégories liées à l'emploi vous permettent de **déposer vous-même**, sans offre d'emploi ni PERM : l'**EB-1A** et la **National Interest Waiver EB-2 (NIW)**. Une troisième, l'**EB-1B**, se passe de PERM mais exige un employeur.

**EB-1A, capacités extraordinaires** (sciences, arts, éducation, affaires ou sport) :
- Vous devez montrer une reconnaissance nationale ou internationale durable et que vous faites partie des rares personnes au sommet de votre domaine.
- Preuves : un grand prix international, ou au moins 3 des 10 critères de la liste, comme des prix, des adhésions sélectives, une couverture médiatique, l'évaluation du travail d'autrui, des contributions originales, des articles scientifiques, des expositions, des rôles de premier plan, une rémunération élevée ou un succès commercial dans les arts.

**EB-1B, professeurs et chercheurs éminents :**
- Une reconnaissance internationale, au moins 3 ans d'expérience en enseignement ou en recherche, et une offre d'emploi permanent en recherche ou menant à la titularisation (tenure track) d'une université ou d'un employeur de recherche qui remplit les conditions.

**EB-2 NIW :**
- Il faut un **diplôme avancé** (ou une licence plus 5 ans d'expérience progressive) ou des **capacités exceptionnelles**.
- Selon le test **Dhanasar**, vous devez montrer que votre travail a un intérêt réel et une importance nationale, que vous êtes bien placé pour le faire avancer et que, tout bien pesé, les États-Unis gagnent à vous dispenser de l'offre d'emploi et du PERM.

Les trois passent par le **formulaire I-140** (frais de {{fee-i140}} plus des frais du programme d'asile ; traitement accéléré possible pour {{fee-premium-processing-i129}}). L'attente de visa est souvent plus courte en EB-1 qu'en EB-2, mais les personnes nées en Inde ou en Chine peuvent quand même attendre des années.

**Étape suivante :** Rassemblez les preuves de votre impact (citations, lettres, presse, prix) et essayez l'Eligibility Check. Ces dossiers reposent beaucoup sur les preuves : un avocat en immigration agréé peut vous aider.`,
      },
      de: {
        question:
          'Kann ich ohne Sponsoring durch einen Arbeitgeber über EB-1A oder einen EB-2 National Interest Waiver eine Green Card bekommen?',
        phrasings: [
          'eb2 niw voraussetzungen',
          'Green Card ohne Arbeitgeber selbst beantragen',
          'Kriterien für außergewöhnliche Fähigkeiten bei EB-1A',
          'Dhanasar Test für den National Interest Waiver',
        ],
        answer: `Ja. In zwei arbeitsbasierten Kategorien können Sie **selbst einreichen**, ohne Jobangebot und ohne PERM: **EB-1A** und der **EB-2 National Interest Waiver (NIW)**. Eine dritte, **EB-1B**, kommt ohne PERM aus, braucht aber einen Arbeitgeber.

**EB-1A, außergewöhnliche Fähigkeiten** (Wissenschaft, Kunst, Bildung, Wirtschaft oder Sport):
- Sie müssen anhaltende nationale oder internationale Anerkennung nachweisen und zeigen, dass Sie zu den wenigen an der Spitze Ihres Fachs gehören.
- Nachweise: ein bedeutender internationaler Preis oder mindestens 3 von 10 aufgezählten Kriterien, etwa Auszeichnungen, exklusive Mitgliedschaften, Medienberichte, Begutachtung der Arbeit anderer, eigene Beiträge, Fachartikel, Ausstellungen, führende Rollen, ein hohes Gehalt oder kommerzieller Erfolg in der Kunst.

**EB-1B, herausragende Professoren und Forscher:**
- Internationale Anerkennung, mindestens 3 Jahre Erfahrung in Lehre oder Forschung und ein unbefristetes Stellenangebot in der Forschung oder auf einer Tenure-Track-Stelle von einer Universität oder einem anerkannten Forschungsarbeitgeber.

**EB-2 NIW:**
- Sie brauchen einen **höheren Abschluss** (oder einen Bachelor plus 5 Jahre aufsteigende Berufserfahrung) oder **besondere Fähigkeiten**.
- Nach dem **Dhanasar**-Test müssen Sie zeigen, dass Ihre Arbeit erheblichen Wert und nationale Bedeutung hat, dass Sie gut aufgestellt sind, sie voranzubringen, und dass es den USA insgesamt nützt, auf Jobangebot und PERM zu verzichten.

Alle drei laufen über **Formular I-140** (Gebühr {{fee-i140}} plus eine Asylprogrammgebühr; Premium Processing ist für {{fee-premium-processing-i129}} möglich). Bei EB-1 sind die Wartezeiten auf ein Visum oft kürzer als bei EB-2, doch in Indien oder China Geborene können trotzdem Jahre warten.

**Nächster Schritt:** Sammeln Sie Belege für Ihre Wirkung (Zitierungen, Empfehlungsschreiben, Presse, Preise) und probieren Sie den Eligibility Check. Diese Fälle hängen stark von den Nachweisen ab; ein zugelassener Einwanderungsanwalt kann helfen.`,
      },
    },
  },
  {
    id: 'change-jobs-green-card-pending',
    topic: 'work',
    question: 'Can I change jobs while my employment-based green card application is pending?',
    phrasings: [
      'ac21 job change I-485 pending',
      'I-485 Supplement J new job',
      'switch employers after 180 days of I-485',
      'will changing jobs hurt my green card',
      'same or similar occupation AC21',
    ],
    keywords: ['AC21', '204(j)', 'Supplement J', 'I-485J', 'job portability', '180 days', 'same or similar', 'I-485', 'I-140'],
    answer: `Often yes. If your **Form I-485** (adjustment of status) has been pending for **180 days or more** and your **Form I-140** is approved (or approvable), you can usually move to a new job without starting over, as long as the new job is in the **same or a similar occupation**. This is **AC21 job portability**.

What you need:
- **Timing:** the I-485 has been pending at least 180 days.
- **A similar job:** compare the duties, skills and occupation codes. A promotion to manage the same kind of work often counts.
- **Supplement J:** file **Form I-485 Supplement J** with details of the new job offer, either on your own or when USCIS asks in a Request for Evidence. It has no separate fee.
- The new offer must be a real, permanent, full-time job.

Good to know:
- Your **EAD** from the pending I-485 lets you work for any employer. If you work on an H-1B instead, the new employer must also file an H-1B petition.
- If you change jobs **before** 180 days, or your I-140 is not approvable, the green card case may fail. You might need a new PERM and I-140, although you can usually keep your old priority date if the I-140 was approved.
- A move to a different kind of work (for example engineer to sales) generally does not qualify.

**Next step:** Before you resign, have a licensed immigration attorney compare the two jobs, and use Document Review for your Supplement J.`,
    sources: [
      AC21_POLICY,
      { title: 'USCIS: I-485, Application to Register Permanent Residence or Adjust Status', url: 'https://www.uscis.gov/i-485' },
    ],
    checkedOn: CHECKED,
    related: ['i140-immigrant-petition', 'employment-green-card-overview', 'work-permit-ead'],
    translations: {
      es: {
        question: '¿Puedo cambiar de trabajo mientras mi solicitud de green card por empleo está pendiente?',
        phrasings: [
          'cambio de trabajo con el I-485 pendiente por AC21',
          'suplemento J del I-485 para un nuevo empleo',
          'cambiar de empleador despues de 180 dias del I-485',
          'si cambio de trabajo pierdo mi green card',
        ],
        answer: `Muchas veces, sí. Si su **Formulario I-485** (ajuste de estatus) lleva **180 días o más** pendiente y su **Formulario I-140** está aprobado (o es aprobable), normalmente puede pasar a un nuevo empleo sin empezar de cero, siempre que el nuevo puesto sea de una **ocupación igual o similar**. Esto es la **portabilidad laboral de AC21**.

Lo que necesita:
- **Tiempo:** el I-485 lleva al menos 180 días pendiente.
- **Un puesto similar:** compare las funciones, las habilidades y los códigos de ocupación. Un ascenso para dirigir el mismo tipo de trabajo suele contar.
- **Suplemento J:** presente el **Formulario I-485 Suplemento J** con los datos de la nueva oferta de trabajo, por su cuenta o cuando USCIS lo pida en una Solicitud de Evidencia. No tiene tarifa aparte.
- La nueva oferta debe ser un empleo real, permanente y de tiempo completo.

Conviene saber:
- Su **EAD** basado en el I-485 pendiente le permite trabajar para cualquier empleador. Si en cambio trabaja con una H-1B, el nuevo empleador también debe presentar una petición H-1B.
- Si cambia de empleo **antes** de los 180 días, o su I-140 no es aprobable, el caso de green card puede fracasar. Quizá necesite un nuevo PERM y un nuevo I-140, aunque normalmente puede conservar su fecha de prioridad anterior si el I-140 fue aprobado.
- Pasar a un tipo de trabajo distinto (por ejemplo, de ingeniero a ventas) en general no califica.

**Siguiente paso:** Antes de renunciar, pida a un abogado de inmigración con licencia que compare los dos puestos, y use Document Review para su Suplemento J.`,
      },
    },
  },
  // ---------------------------------------------------------------- Investors and business
  {
    id: 'eb5-investor-green-card',
    topic: 'investors',
    question: 'How much do I need to invest for an EB-5 green card?',
    phrasings: [
      'eb5 minimum investment',
      'how does the EB-5 investor visa work',
      'investor green card requirements',
      'I-526E fee',
      'can I get a green card by investing in a business',
    ],
    keywords: [
      'EB-5',
      'EB5',
      'investor green card',
      'I-526',
      'I-526E',
      'I-829',
      'targeted employment area',
      'TEA',
      'regional center',
      'source of funds',
      'job creation',
    ],
    answer: `The **EB-5** program gives a green card to investors who put at least {{eb5-investment-standard}} into a new U.S. business, or {{eb5-investment-tea}} if the project is in a **targeted employment area** (a rural or high-unemployment area) or is an approved infrastructure project. Each investment must create at least {{eb5-jobs}} full-time jobs for U.S. workers.

Key rules:
- **Money at risk:** the funds must be invested and at risk of loss, not lent to the business with a guaranteed return.
- **Lawful source:** you must document in detail where the money came from (salary, sale of property, gifts, or loans secured by your own assets).
- **Two ways to invest:** directly in a business you help run, or through a **regional center** project that pools investors (most people choose this).
- **Petition:** file **Form I-526E** (regional center) or **Form I-526** (direct investment). The fee is {{fee-i526e}}.
- **Conditional green card:** once approved and a visa is available, you, your spouse and your unmarried children under 21 get **conditional green cards** valid for {{conditional-residence-years}} years.
- **Remove conditions:** before they expire, file **Form I-829** (fee {{fee-i829}}) to show you kept the investment and the jobs were created.

The minimum amounts are set by law and are due to be adjusted for inflation starting January 1, 2027, so check the USCIS EB-5 page before you commit funds. Investors born in countries with long visa waits, such as China and India, may wait years.

**Next step:** Have a licensed immigration attorney and an independent financial adviser review any project before you invest, and use Eligibility Check to compare options.`,
    sources: [EB5_PAGE, I526E, I829],
    checkedOn: CHECKED,
    related: ['eb5-regional-center', 'investor-e2-vs-eb5', 'eb5-remove-conditions-i829'],
    translations: {
      es: {
        question: '¿Cuánto tengo que invertir para obtener la green card EB-5?',
        phrasings: [
          'inversión mínima para la visa EB5',
          'cómo funciona la visa de inversionista EB-5',
          'residencia en Estados Unidos por inversión',
          'cuánto cuesta el formulario I-526E',
        ],
        answer: `El programa **EB-5** da la residencia (green card) a inversionistas que ponen al menos {{eb5-investment-standard}} en un negocio nuevo en EE. UU., o {{eb5-investment-tea}} si el proyecto está en un **área de empleo focalizada** (zona rural o de alto desempleo) o es un proyecto de infraestructura aprobado. Cada inversión debe crear al menos {{eb5-jobs}} empleos de tiempo completo para trabajadores de EE. UU.

Reglas clave:
- **Dinero en riesgo:** los fondos deben invertirse y estar en riesgo de pérdida, no prestarse al negocio con un rendimiento garantizado.
- **Origen lícito:** debe documentar en detalle de dónde viene el dinero (salario, venta de bienes, regalos o préstamos garantizados con sus propios bienes).
- **Dos formas de invertir:** directamente en un negocio que usted ayuda a dirigir, o a través de un proyecto de un **centro regional** que reúne a varios inversionistas (la opción más común).
- **Petición:** presente el **Formulario I-526E** (centro regional) o el **Formulario I-526** (inversión directa). La tarifa es de {{fee-i526e}}.
- **Residencia condicional:** una vez aprobada la petición y con visa disponible, usted, su cónyuge y sus hijos solteros menores de 21 años reciben una **green card condicional** válida por {{conditional-residence-years}} años.
- **Quitar las condiciones:** antes de que venza, presente el **Formulario I-829** (tarifa {{fee-i829}}) para probar que mantuvo la inversión y que se crearon los empleos.

Los montos mínimos los fija la ley y deben ajustarse por inflación a partir del 1 de enero de 2027; revise la página EB-5 de USCIS antes de comprometer fondos. Los nacidos en países con largas esperas, como China e India, pueden esperar años.

**Siguiente paso:** Pida a un abogado de inmigración con licencia y a un asesor financiero independiente que revisen el proyecto antes de invertir, y use Eligibility Check para comparar opciones.`,
      },
      fr: {
        question: 'Combien dois-je investir pour obtenir une carte verte EB-5 ?',
        phrasings: [
          'investissement minimum pour le visa EB5',
          "comment fonctionne le visa d'investisseur EB-5",
          'obtenir la carte verte en investissant aux États-Unis',
          'frais du formulaire I-526E',
        ],
        answer: `Le programme **EB-5** accorde une carte verte aux investisseurs qui placent au moins {{eb5-investment-standard}} dans une nouvelle entreprise américaine, ou {{eb5-investment-tea}} si le projet se trouve dans une **zone d'emploi ciblée** (zone rurale ou à fort chômage) ou s'il s'agit d'un projet d'infrastructure approuvé. Chaque investissement doit créer au moins {{eb5-jobs}} emplois à temps plein pour des travailleurs américains.

Règles essentielles :
- **Capital à risque :** les fonds doivent être investis et exposés à un risque de perte, et non prêtés à l'entreprise avec un rendement garanti.
- **Origine licite :** vous devez prouver en détail d'où vient l'argent (salaire, vente d'un bien, donation, ou prêt garanti par vos propres biens).
- **Deux façons d'investir :** directement dans une entreprise que vous aidez à diriger, ou via un projet de **centre régional** qui regroupe des investisseurs (le choix le plus courant).
- **Demande :** déposez le **formulaire I-526E** (centre régional) ou le **formulaire I-526** (investissement direct). Les frais sont de {{fee-i526e}}.
- **Carte verte conditionnelle :** après approbation et lorsqu'un visa est disponible, vous, votre conjoint et vos enfants célibataires de moins de 21 ans recevez une **carte verte conditionnelle** valable {{conditional-residence-years}} ans.
- **Levée des conditions :** avant son expiration, déposez le **formulaire I-829** (frais {{fee-i829}}) pour prouver que l'investissement a été maintenu et les emplois créés.

Les montants minimums sont fixés par la loi et doivent être indexés sur l'inflation à partir du 1er janvier 2027 : consultez la page EB-5 de l'USCIS avant d'engager des fonds. Les personnes nées dans des pays à forte attente, comme la Chine ou l'Inde, peuvent attendre des années.

**Étape suivante :** Faites examiner tout projet par un avocat en immigration agréé et par un conseiller financier indépendant avant d'investir, et utilisez Eligibility Check pour comparer les options.`,
      },
      de: {
        question: 'Wie viel muss ich für eine EB-5-Green-Card investieren?',
        phrasings: [
          'Mindestinvestition für das EB5 Visum',
          'wie funktioniert das EB-5 Investorenvisum',
          'Green Card durch Investition in den USA',
          'Gebühr für Formular I-526E',
        ],
        answer: `Das **EB-5**-Programm gibt Investoren eine Green Card, die mindestens {{eb5-investment-standard}} in ein neues US-Unternehmen investieren, oder {{eb5-investment-tea}}, wenn das Projekt in einem **Targeted Employment Area** (ländliches Gebiet oder Gebiet mit hoher Arbeitslosigkeit) liegt oder ein genehmigtes Infrastrukturprojekt ist. Jede Investition muss mindestens {{eb5-jobs}} Vollzeitstellen für US-Arbeitnehmer schaffen.

Wichtige Regeln:
- **Kapital im Risiko:** Das Geld muss investiert sein und verloren gehen können; ein Darlehen mit garantierter Rendite zählt nicht.
- **Legale Herkunft:** Sie müssen genau belegen, woher das Geld stammt (Gehalt, Verkauf von Eigentum, Schenkungen oder Kredite, die mit Ihrem eigenen Vermögen besichert sind).
- **Zwei Wege:** direkt in ein Unternehmen, das Sie mitführen, oder über ein Projekt eines **Regional Center**, das Investoren bündelt (der häufigste Weg).
- **Antrag:** Reichen Sie **Formular I-526E** (Regional Center) oder **Formular I-526** (Direktinvestition) ein. Die Gebühr beträgt {{fee-i526e}}.
- **Bedingte Green Card:** Nach Genehmigung und sobald ein Visum verfügbar ist, erhalten Sie, Ihr Ehepartner und Ihre ledigen Kinder unter 21 eine **bedingte Green Card**, gültig für {{conditional-residence-years}} Jahre.
- **Bedingungen aufheben:** Vor Ablauf reichen Sie **Formular I-829** ein (Gebühr {{fee-i829}}) und weisen nach, dass die Investition bestehen blieb und die Stellen geschaffen wurden.

Die Mindestbeträge sind gesetzlich festgelegt und sollen ab dem 1. Januar 2027 an die Inflation angepasst werden; prüfen Sie vor jeder Zusage die EB-5-Seite von USCIS. Wer in Ländern mit langen Wartezeiten wie China oder Indien geboren ist, kann Jahre warten.

**Nächster Schritt:** Lassen Sie jedes Projekt vor der Investition von einem zugelassenen Einwanderungsanwalt und einem unabhängigen Finanzberater prüfen, und vergleichen Sie Optionen mit Eligibility Check.`,
      },
    },
  },
  {
    id: 'eb5-regional-center',
    topic: 'investors',
    question: 'What is the difference between an EB-5 regional center investment and a direct investment?',
    phrasings: [
      'eb5 regional center vs direct',
      'what is an EB-5 regional center',
      'EB-5 Reform and Integrity Act changes',
      'EB-5 rural set aside visas',
      'I-526 vs I-526E',
    ],
    keywords: [
      'EB-5',
      'regional center',
      'direct investment',
      'RIA',
      'Reform and Integrity Act',
      'I-526E',
      'I-526',
      'I-956F',
      'set-aside',
      'rural',
      'indirect jobs',
    ],
    answer: `In EB-5 you can invest **directly** in a business you help run, or through a **regional center**, a USCIS-designated organization that pools money from many investors into approved projects. The minimum amounts are the same either way: {{eb5-investment-standard}}, or {{eb5-investment-tea}} in a targeted employment area or infrastructure project.

**Direct investment:**
- You usually take part in managing the business yourself.
- The business must create {{eb5-jobs}} **direct** full-time jobs, on its own payroll.
- You file **Form I-526**.

**Regional center:**
- You can be a mostly **passive** investor, for example a limited partner.
- Jobs can be counted **indirectly**, using economic models, which makes the job target easier to reach.
- You file **Form I-526E** (fee {{fee-i526e}}) after the regional center has filed the project on Form I-956F.

**The EB-5 Reform and Integrity Act of 2022:**
- reauthorized the regional center program through **September 30, 2027**, and protects petitions filed by September 30, 2026 if the program later lapses;
- reserved visas for **rural** (20%), **high-unemployment** (10%) and **infrastructure** (2%) projects, which can mean shorter waits;
- added investor protections, audits and disclosure rules;
- lets investors already in the U.S. file **Form I-485** at the same time as the petition when a visa is available, and ask for a work permit.

Regional center projects carry real business risk. Your money is not guaranteed, and investors have lost funds in failed projects.

**Next step:** Check the regional center's status with USCIS, have an independent attorney review the offering documents, and use Eligibility Check.`,
    sources: [EB5_PAGE, I526E],
    checkedOn: CHECKED,
    related: ['eb5-investor-green-card', 'eb5-remove-conditions-i829', 'investor-e2-vs-eb5'],
    translations: {
      es: {
        question: '¿Qué diferencia hay entre invertir en EB-5 a través de un centro regional y una inversión directa?',
        phrasings: [
          'eb5 centro regional o inversion directa',
          'qué es un centro regional EB-5',
          'cambios de la ley de reforma e integridad EB-5',
          'visas reservadas EB-5 para zonas rurales',
        ],
        answer: `En la EB-5 puede invertir **directamente** en un negocio que usted ayuda a dirigir, o a través de un **centro regional**, una organización designada por USCIS que junta el dinero de muchos inversionistas en proyectos aprobados. Los montos mínimos son los mismos en ambos casos: {{eb5-investment-standard}}, o {{eb5-investment-tea}} en un área de empleo focalizada o un proyecto de infraestructura.

**Inversión directa:**
- Normalmente usted participa en la gestión del negocio.
- El negocio debe crear {{eb5-jobs}} empleos **directos** de tiempo completo, en su propia nómina.
- Presenta el **Formulario I-526**.

**Centro regional:**
- Puede ser un inversionista sobre todo **pasivo**, por ejemplo como socio comanditario.
- Los empleos pueden contarse de forma **indirecta**, con modelos económicos, lo que facilita alcanzar la meta de empleos.
- Presenta el **Formulario I-526E** (tarifa {{fee-i526e}}) después de que el centro regional haya presentado el proyecto con el Formulario I-956F.

**La Ley de Reforma e Integridad de la EB-5 de 2022:**
- renovó el programa de centros regionales hasta el **30 de septiembre de 2027**, y protege las peticiones presentadas hasta el 30 de septiembre de 2026 si el programa vence más adelante;
- reservó visas para proyectos **rurales** (20 %), de **alto desempleo** (10 %) y de **infraestructura** (2 %), lo que puede significar esperas más cortas;
- añadió protecciones para los inversionistas, auditorías y reglas de divulgación;
- permite a los inversionistas que ya están en EE. UU. presentar el **Formulario I-485** al mismo tiempo que la petición cuando hay una visa disponible, y pedir un permiso de trabajo.

Los proyectos de centros regionales tienen un riesgo empresarial real. Su dinero no está garantizado, y hay inversionistas que han perdido fondos en proyectos fallidos.

**Siguiente paso:** Verifique con USCIS la situación del centro regional, pida a un abogado independiente que revise los documentos de la oferta y use Eligibility Check.`,
      },
    },
  },
  {
    id: 'eb5-remove-conditions-i829',
    topic: 'investors',
    question: 'When and how do EB-5 investors remove conditions with Form I-829?',
    phrasings: [
      'i829 filing window',
      'EB-5 conditional green card expiring',
      'I-829 fee and evidence',
      'how to get a 10 year green card after EB-5',
      'what if I miss the I-829 deadline',
    ],
    keywords: [
      'I-829',
      'EB-5',
      'remove conditions',
      'conditional residence',
      'job creation',
      'sustainment',
      'investor',
      '10-year green card',
    ],
    answer: `EB-5 investors first get a **conditional green card** valid for {{conditional-residence-years}} years. To keep permanent residence, you file **Form I-829** in the **90 days before** the card expires. The fee is {{fee-i829}}.

What the I-829 must show:
- you invested the required amount and kept it **at risk** through your conditional period;
- the business created, or will create within a reasonable time, the required {{eb5-jobs}} full-time jobs;
- the investment and business were real and lawful, with source-of-funds proof if it was not fully shown before.

**Family:** your spouse and children who received conditional cards through you are generally included in your I-829. Check the form instructions for cases where a family member must file separately.

**After you file:**
- The **receipt notice** extends your green card for the period stated on it. Carry it with your card for work and travel.
- USCIS may ask for more evidence or call you for an interview.
- If approved, you receive a green card valid for {{green-card-validity-years}} years.

**If you miss the deadline**, your permanent resident status ends automatically, and you may be placed in removal proceedings. A late filing is accepted only with a good reason for the delay.

The regional center or business holds most of the job records, so ask for them early.

**Next step:** Put the 90-day filing window into Deadline Reminders now, and use Document Review on your evidence before you file.`,
    sources: [I829, CFR_216_6, EB5_PAGE],
    checkedOn: CHECKED,
    related: ['eb5-investor-green-card', 'eb5-regional-center', 'remove-conditions-i751'],
    translations: {
      es: {
        question: '¿Cuándo y cómo quitan las condiciones los inversionistas EB-5 con el Formulario I-829?',
        phrasings: [
          'cuándo se presenta el I-829',
          'mi green card condicional EB-5 está por vencer',
          'tarifa y pruebas para el i829',
          'que pasa si no presento el I-829 a tiempo',
        ],
        answer: `Los inversionistas EB-5 reciben primero una **green card condicional** válida por {{conditional-residence-years}} años. Para conservar la residencia permanente, presente el **Formulario I-829** en los **90 días anteriores** al vencimiento de la tarjeta. La tarifa es de {{fee-i829}}.

Lo que debe demostrar el I-829:
- que invirtió el monto exigido y lo mantuvo **en riesgo** durante su período condicional;
- que el negocio creó, o creará en un plazo razonable, los {{eb5-jobs}} empleos de tiempo completo exigidos;
- que la inversión y el negocio fueron reales y lícitos, con prueba del origen de los fondos si no se demostró del todo antes.

**Familia:** su cónyuge y sus hijos que recibieron tarjetas condicionales gracias a usted en general quedan incluidos en su I-829. Revise las instrucciones del formulario para los casos en que un familiar debe presentar por separado.

**Después de presentar:**
- El **aviso de recibo** extiende su green card por el período que indica. Llévelo junto con su tarjeta para trabajar y viajar.
- USCIS puede pedir más pruebas o citarlo a una entrevista.
- Si se aprueba, recibe una green card válida por {{green-card-validity-years}} años.

**Si no cumple el plazo**, su residencia permanente termina automáticamente y pueden iniciarle un proceso de deportación. Una presentación tardía solo se acepta si hay un buen motivo para el retraso.

El centro regional o el negocio guarda la mayoría de los registros de empleos, así que pídaselos con tiempo.

**Siguiente paso:** Anote ya el plazo de 90 días en Deadline Reminders y use Document Review para revisar sus pruebas antes de presentar.`,
      },
    },
  },
  {
    id: 'e2-treaty-investor',
    topic: 'investors',
    question: 'What is the E-2 treaty investor visa and who can get it?',
    phrasings: [
      'e2 visa requirements',
      'how much money do I need for an E-2 visa',
      'E-2 investor visa treaty countries',
      'can my spouse work on E-2',
      'buy a business and get an E2 visa',
    ],
    keywords: [
      'E-2',
      'E2',
      'treaty investor',
      'treaty country',
      'substantial investment',
      'marginal',
      'DS-160',
      'DS-156E',
      'E-2S',
      'spouse work',
    ],
    answer: `The **E-2 visa** lets a citizen of a **treaty country** live in the U.S. to develop and direct a business in which they have invested a **substantial** amount of money. It is temporary, but it can be renewed again and again while the business keeps running.

Main requirements:
- **Nationality:** you, and at least half of the business's owners, must be citizens of a country that has an investment treaty with the U.S. The State Department keeps the list.
- **Substantial investment:** there is **no fixed minimum**. The amount must be large compared with the cost of the business, and the money must be committed and at risk (for example already spent on equipment, a lease or inventory).
- **A real, active business** that is not marginal: it must do more than support you and your family, or be expected to create jobs.
- **You direct it:** you own at least half or control it, or you are an essential employee of the treaty company.

Most people apply at a U.S. consulate with **Form DS-160** and the consulate's E-2 documents; the visa fee is {{fee-visa-e}}. If you are already in the U.S. in another status, you can ask USCIS for a change of status on **Form I-129**.

**Family:** your spouse and unmarried children under 21 come as E-2 dependents. Your **spouse may work** (an I-94 marked E-2S proves it); children may study but not work.

E-2 does not lead to a green card by itself.

**Next step:** Check your country on the State Department treaty list, and talk to a licensed immigration attorney before you sign a lease or buy a business.`,
    sources: [E_VISA_STATE, TREATY_COUNTRIES, E2_USCIS],
    checkedOn: CHECKED,
    related: ['investor-e2-vs-eb5', 'eb5-investor-green-card', 'start-business-on-visa'],
    translations: {
      es: {
        question: '¿Qué es la visa E-2 de inversionista por tratado y quién puede obtenerla?',
        phrasings: [
          'requisitos de la visa E2',
          'cuánto dinero necesito para la visa E-2',
          'países con tratado para la visa E-2',
          'mi esposa puede trabajar con la E-2',
        ],
        answer: `La **visa E-2** permite a un ciudadano de un **país con tratado** vivir en EE. UU. para desarrollar y dirigir un negocio en el que ha invertido una cantidad **sustancial** de dinero. Es temporal, pero se puede renovar una y otra vez mientras el negocio siga funcionando.

Requisitos principales:
- **Nacionalidad:** usted, y al menos la mitad de los dueños del negocio, deben ser ciudadanos de un país con tratado de inversión con EE. UU. El Departamento de Estado publica la lista.
- **Inversión sustancial:** **no hay un mínimo fijo**. El monto debe ser alto en relación con el costo del negocio, y el dinero debe estar comprometido y en riesgo (por ejemplo, ya gastado en equipo, alquiler o inventario).
- **Un negocio real y activo** que no sea marginal: debe hacer algo más que mantenerlo a usted y a su familia, o tener previsto crear empleos.
- **Usted lo dirige:** es dueño de al menos la mitad o tiene el control, o es un empleado esencial de la empresa del país con tratado.

La mayoría solicita en un consulado de EE. UU. con el **Formulario DS-160** y los documentos E-2 que pida el consulado; la tarifa de la visa es {{fee-visa-e}}. Si ya está en EE. UU. con otro estatus, puede pedir a USCIS un cambio de estatus con el **Formulario I-129**.

**Familia:** su cónyuge y sus hijos solteros menores de 21 años vienen como dependientes E-2. Su **cónyuge puede trabajar** (el I-94 marcado E-2S lo prueba); los hijos pueden estudiar, pero no trabajar.

La E-2 por sí sola no lleva a la green card.

**Siguiente paso:** Busque su país en la lista de tratados del Departamento de Estado y hable con un abogado de inmigración con licencia antes de firmar un alquiler o comprar un negocio.`,
      },
      fr: {
        question: 'Qu’est-ce que le visa E-2 d’investisseur et qui peut l’obtenir ?',
        phrasings: [
          'conditions du visa E2',
          'combien faut-il investir pour un visa E-2',
          'pays ayant un traité pour le visa E-2',
          'mon conjoint peut-il travailler avec un E-2',
        ],
        answer: `Le **visa E-2** permet au ressortissant d'un **pays signataire d'un traité** de vivre aux États-Unis pour développer et diriger une entreprise dans laquelle il a investi une somme **substantielle**. Il est temporaire, mais renouvelable sans limite tant que l'entreprise fonctionne.

Conditions principales :
- **Nationalité :** vous, et au moins la moitié des propriétaires de l'entreprise, devez avoir la nationalité d'un pays lié aux États-Unis par un traité d'investissement. Le Département d'État publie la liste.
- **Investissement substantiel :** il n'y a **pas de minimum fixe**. Le montant doit être important par rapport au coût de l'entreprise, et l'argent doit être engagé et à risque (par exemple déjà dépensé en équipement, bail ou stock).
- **Une entreprise réelle et active**, pas marginale : elle doit rapporter plus que ce qu'il faut pour vous faire vivre avec votre famille, ou prévoir de créer des emplois.
- **Vous la dirigez :** vous en détenez au moins la moitié ou le contrôle, ou vous êtes un employé essentiel de l'entreprise du pays signataire.

La plupart des demandes se font dans un consulat américain avec le **formulaire DS-160** et les documents E-2 exigés ; les frais de visa sont de {{fee-visa-e}}. Si vous êtes déjà aux États-Unis avec un autre statut, vous pouvez demander à l'USCIS un changement de statut (**formulaire I-129**).

**Famille :** votre conjoint et vos enfants célibataires de moins de 21 ans viennent comme personnes à charge E-2. Votre **conjoint peut travailler** (un I-94 portant la mention E-2S le prouve) ; les enfants peuvent étudier mais pas travailler.

Le E-2 ne mène pas à lui seul à une carte verte.

**Étape suivante :** Vérifiez votre pays sur la liste des traités du Département d'État et consultez un avocat en immigration agréé avant de signer un bail ou d'acheter une entreprise.`,
      },
      de: {
        question: 'Was ist das E-2-Investorenvisum und wer kann es bekommen?',
        phrasings: [
          'Voraussetzungen für das E2 Visum',
          'wie viel Geld brauche ich für ein E-2 Visum',
          'welche Länder haben einen Vertrag für das E-2 Visum',
          'darf mein Ehepartner mit E-2 arbeiten',
        ],
        answer: `Das **E-2-Visum** erlaubt Staatsangehörigen eines **Vertragsstaats**, in den USA zu leben, um ein Unternehmen aufzubauen und zu leiten, in das sie einen **erheblichen** Betrag investiert haben. Es ist befristet, kann aber immer wieder verlängert werden, solange das Unternehmen läuft.

Wichtigste Voraussetzungen:
- **Staatsangehörigkeit:** Sie und mindestens die Hälfte der Eigentümer des Unternehmens müssen Bürger eines Landes mit einem Investitionsabkommen mit den USA sein. Das Außenministerium führt die Liste.
- **Erhebliche Investition:** Es gibt **keinen festen Mindestbetrag**. Der Betrag muss im Verhältnis zu den Kosten des Unternehmens hoch sein, und das Geld muss gebunden und im Risiko sein (zum Beispiel bereits für Ausstattung, Miete oder Ware ausgegeben).
- **Ein echtes, aktives Unternehmen**, das nicht nur marginal ist: Es muss mehr leisten, als Sie und Ihre Familie zu ernähren, oder voraussichtlich Arbeitsplätze schaffen.
- **Sie leiten es:** Sie besitzen mindestens die Hälfte oder haben die Kontrolle, oder Sie sind ein unverzichtbarer Mitarbeiter des Unternehmens aus dem Vertragsstaat.

Die meisten beantragen das Visum bei einem US-Konsulat mit **Formular DS-160** und den E-2-Unterlagen des Konsulats; die Visumgebühr beträgt {{fee-visa-e}}. Wer schon mit einem anderen Status in den USA ist, kann bei USCIS einen Statuswechsel mit **Formular I-129** beantragen.

**Familie:** Ihr Ehepartner und Ihre ledigen Kinder unter 21 kommen als E-2-Angehörige. Ihr **Ehepartner darf arbeiten** (ein I-94 mit dem Vermerk E-2S belegt das); Kinder dürfen lernen, aber nicht arbeiten.

Das E-2 führt für sich allein nicht zur Green Card.

**Nächster Schritt:** Prüfen Sie Ihr Land auf der Vertragsliste des Außenministeriums und sprechen Sie mit einem zugelassenen Einwanderungsanwalt, bevor Sie einen Mietvertrag unterschreiben oder ein Unternehmen kaufen.`,
      },
    },
  },
  {
    id: 'investor-e2-vs-eb5',
    topic: 'investors',
    question: 'E-2 or EB-5: which investor option is better for me?',
    phrasings: [
      'e2 vs eb5',
      'difference between E-2 visa and EB-5 green card',
      'cheapest way to immigrate as an investor',
      'which investor visa leads to a green card',
      'is E-2 or EB-5 better for my family',
    ],
    keywords: ['E-2', 'EB-5', 'investor visa', 'compare', 'treaty country', 'green card', 'investment amount', 'regional center'],
    answer: `They solve different problems. **EB-5** gives a **green card** (permanent residence) for a large investment that creates jobs. **E-2** gives a **renewable temporary visa** to run a business you invest in, but only to citizens of treaty countries.

**How they compare:**
- **Who can apply:** EB-5 is open to any nationality; E-2 only to citizens of countries with an investment treaty with the U.S.
- **How much:** EB-5 needs at least {{eb5-investment-standard}}, or {{eb5-investment-tea}} in a targeted employment area or infrastructure project. E-2 has **no fixed minimum**; the amount must be substantial for the type of business, and is often much lower.
- **Jobs:** EB-5 must create {{eb5-jobs}} full-time jobs. An E-2 business must be more than marginal, supporting more than your own family or creating jobs.
- **Your role:** EB-5 investors can be passive, especially through a regional center. E-2 investors must develop and direct the business.
- **Status:** EB-5 leads to a conditional green card, then a permanent one, and later possible **citizenship**. E-2 lasts only while the business runs and does not lead to a green card by itself.
- **Family:** both cover your spouse and unmarried children under 21. E-2 spouses may work, but E-2 children lose status at 21. EB-5 children get their own green cards.
- **Cost and time:** EB-5 petition fees are high ({{fee-i526e}} for Form I-526E), and visa waits can be long for some countries. E-2 is usually faster.

Some investors start on E-2 and later move to EB-5 or another green card path.

**Next step:** Use Eligibility Check, then go over your funds and goals with a licensed immigration attorney before you invest.`,
    sources: [EB5_PAGE, E_VISA_STATE, TREATY_COUNTRIES],
    checkedOn: CHECKED,
    related: ['e2-treaty-investor', 'eb5-investor-green-card', 'eb5-regional-center'],
    translations: {
      es: {
        question: '¿E-2 o EB-5: qué opción de inversionista me conviene más?',
        phrasings: [
          'e2 o eb5 cual es mejor',
          'diferencia entre la visa E-2 y la green card EB-5',
          'la forma mas barata de emigrar como inversionista',
          'qué visa de inversionista lleva a la green card',
        ],
        answer: `Resuelven problemas distintos. La **EB-5** da una **green card** (residencia permanente) a cambio de una inversión grande que crea empleos. La **E-2** da una **visa temporal renovable** para dirigir un negocio en el que usted invierte, pero solo a ciudadanos de países con tratado.

**Cómo se comparan:**
- **Quién puede solicitarla:** la EB-5 está abierta a cualquier nacionalidad; la E-2 solo a ciudadanos de países con un tratado de inversión con EE. UU.
- **Cuánto invertir:** la EB-5 exige al menos {{eb5-investment-standard}}, o {{eb5-investment-tea}} en un área de empleo focalizada o un proyecto de infraestructura. La E-2 **no tiene un mínimo fijo**; el monto debe ser sustancial para el tipo de negocio, y suele ser mucho menor.
- **Empleos:** la EB-5 debe crear {{eb5-jobs}} empleos de tiempo completo. Un negocio E-2 no puede ser marginal: debe hacer algo más que mantener a su familia, o crear empleos.
- **Su papel:** los inversionistas EB-5 pueden ser pasivos, sobre todo con un centro regional. Los inversionistas E-2 deben desarrollar y dirigir el negocio.
- **Estatus:** la EB-5 lleva a una green card condicional, luego a una permanente y, más adelante, a una posible **ciudadanía**. La E-2 dura solo mientras funcione el negocio y por sí sola no lleva a la green card.
- **Familia:** ambas cubren a su cónyuge y a sus hijos solteros menores de 21 años. Los cónyuges E-2 pueden trabajar, pero los hijos E-2 pierden el estatus a los 21. Los hijos EB-5 reciben su propia green card.
- **Costo y tiempo:** las tarifas de la petición EB-5 son altas ({{fee-i526e}} por el Formulario I-526E) y las esperas de visa pueden ser largas para algunos países. La E-2 suele ser más rápida.

Algunos inversionistas empiezan con la E-2 y luego pasan a la EB-5 o a otro camino hacia la green card.

**Siguiente paso:** Use Eligibility Check y luego revise sus fondos y objetivos con un abogado de inmigración con licencia antes de invertir.`,
      },
    },
  },
  {
    id: 'start-business-on-visa',
    topic: 'investors',
    question: 'Can I start or own a business while on an H-1B or F-1 visa?',
    phrasings: [
      'can I start an LLC on H1B',
      'F-1 student owning a business',
      'passive investment on H-1B',
      'can I work for my own startup on a visa',
      'side business while on a work visa',
    ],
    keywords: [
      'start a business',
      'LLC',
      'startup',
      'founder',
      'passive investment',
      'self-employment',
      'H-1B',
      'F-1',
      'OPT',
      'entrepreneur',
    ],
    answer: `You can usually **own** or **invest in** a U.S. business on H-1B or F-1, but you generally **cannot work for it** unless you have permission to work for that business. The line is between being a passive owner and doing the work.

**Usually allowed (passive):**
- forming a company (for example an LLC or corporation) and owning shares;
- investing money and receiving profits or dividends (report them on your taxes);
- making high-level owner decisions without doing day-to-day work.

**Not allowed without work permission:**
- running the business day to day, serving customers, writing code, selling or managing staff;
- paying yourself a salary or contractor fees for your work.

**Ways to work for your own company legally:**
- **H-1B:** your company can file an H-1B petition for you, even if you own most of it, under rules in effect since January 2025 (first approvals are shorter). It still needs a lottery selection unless you were counted against the cap before.
- **F-1:** **post-completion OPT** can include self-employment in your field of study; **STEM OPT** cannot, because it needs an E-Verify employer and a training plan.
- **E-2** (treaty investor), **O-1** (extraordinary ability) or **EB-5** may fit founders.
- A spouse with a work permit (for example H-4 with an EAD, or an L-2 or E spouse) may run the business.

Working without permission is a status violation that can end your stay and hurt future green card chances.

**Next step:** Use Eligibility Check to compare founder options, and talk to a licensed immigration attorney before the business starts operating.`,
    sources: [H1B_PAGE, CFR_214_2, E2_USCIS],
    checkedOn: CHECKED,
    related: ['e2-treaty-investor', 'f1-work-rules', 'o1-extraordinary-ability'],
    translations: {
      es: {
        question: '¿Puedo abrir o tener un negocio mientras estoy con visa H-1B o F-1?',
        phrasings: [
          'puedo abrir una LLC con H1B',
          'un estudiante F-1 puede ser dueño de un negocio',
          'inversión pasiva con H-1B',
          'puedo trabajar en mi propia startup con visa',
        ],
        answer: `Normalmente puede **ser dueño** de un negocio en EE. UU. o **invertir** en él con una H-1B o F-1, pero en general **no puede trabajar en él** a menos que tenga permiso para trabajar para ese negocio. La diferencia está entre ser un dueño pasivo y hacer el trabajo.

**Normalmente permitido (pasivo):**
- crear una empresa (por ejemplo, una LLC o una corporación) y tener acciones;
- invertir dinero y recibir ganancias o dividendos (declárelos en sus impuestos);
- tomar decisiones generales como dueño sin hacer el trabajo del día a día.

**No permitido sin permiso de trabajo:**
- dirigir el negocio en el día a día, atender clientes, programar, vender o supervisar al personal;
- pagarse un sueldo o honorarios como contratista por su trabajo.

**Formas legales de trabajar para su propia empresa:**
- **H-1B:** su empresa puede presentar una petición H-1B por usted, aunque usted sea dueño de la mayor parte, según reglas vigentes desde enero de 2025 (las primeras aprobaciones son más cortas). Igual necesita una selección en la lotería, salvo que ya lo hayan contado dentro del límite antes.
- **F-1:** el **OPT posterior a los estudios** puede incluir trabajo por cuenta propia en su área de estudio; el **STEM OPT** no, porque exige un empleador con E-Verify y un plan de capacitación.
- La **E-2** (inversionista por tratado), la **O-1** (habilidad extraordinaria) o la **EB-5** pueden servir a fundadores.
- Un cónyuge con permiso de trabajo (por ejemplo, H-4 con EAD, o un cónyuge L-2 o E) puede dirigir el negocio.

Trabajar sin permiso es una violación de estatus que puede terminar su estadía y perjudicar sus posibilidades de green card en el futuro.

**Siguiente paso:** Use Eligibility Check para comparar las opciones para fundadores, y hable con un abogado de inmigración con licencia antes de que el negocio empiece a operar.`,
      },
    },
  },
];
