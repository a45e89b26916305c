import type { KnowledgeCardSeed } from '../../types';

// Citizenship (naturalization) cards: eligibility, the N-400, tests, character, the oath and what comes after.
// Every fee and every period the figure table holds is written as {{figure-id}}.

const CHECKED = '2026-11-23';

export const NATURALIZATION_CARDS: readonly KnowledgeCardSeed[] = [
  {
    id: 'apply-for-citizenship',
    topic: 'naturalization',
    question: 'How do I apply for U.S. citizenship?',
    phrasings: [
      'steps to become a US citizen with a green card',
      'how does the naturalization process work',
      'N-400 application process step by step',
      'I want to get my citizenship where do I start',
      'apply for naturalization online',
    ],
    keywords: [
      'N-400',
      'naturalization',
      'naturalize',
      'citizenship application',
      'how to apply',
      'steps',
      'step by step',
      'process',
      'biometrics',
      'interview',
      'oath',
      'become a citizen',
      'U.S. citizen',
    ],
    answer: `To become a U.S. citizen as a green card holder, you file **Form N-400**, give fingerprints, pass an interview with an English and a civics test, and take the **Oath of Allegiance**.

- **Check that you qualify.** Usually you need {{naturalization-years}} years as a permanent resident ({{naturalization-years-spouse}} if you are married to and living with a U.S. citizen), enough time inside the U.S., and **good moral character**.
- **File Form N-400.** Filing online through a USCIS account costs {{fee-n400-online}}; filing on paper costs {{fee-n400-paper}}. Some people can pay a reduced fee or get a fee waiver.
- **Biometrics.** USCIS takes your fingerprints, photo and signature for background checks. Sometimes it reuses ones it already has.
- **Interview and tests.** An officer reviews your application with you under oath and tests your English (speaking, reading, writing) and your knowledge of U.S. history and government.
- **Decision.** You may be approved at the interview, asked for more documents, or given a second try on a test you failed.
- **Oath ceremony.** You become a citizen only when you take the oath. You hand in your green card and receive a **Certificate of Naturalization**.

Before you file, gather your trips abroad, home addresses, jobs, marriages and any arrest or court records for the last {{naturalization-years}} years. If you have ever been arrested or spent long periods abroad, talk to a licensed immigration attorney or accredited representative first.

**Next step:** Run the **Eligibility Check**, use **Document Review** on your N-400 packet, and follow your case in **Track Applications** once your receipt notice arrives.`,
    sources: [
      {
        title: 'USCIS: 10 Steps to Naturalization',
        url: 'https://www.uscis.gov/citizenship/learn-about-citizenship/10-steps-to-naturalization',
      },
      { title: 'USCIS: N-400, Application for Naturalization', url: 'https://www.uscis.gov/n-400' },
    ],
    checkedOn: CHECKED,
    related: ['naturalization-when-eligible', 'n400-fee', 'naturalization-interview'],
    translations: {
      es: {
        question: '¿Cómo solicito la ciudadanía estadounidense?',
        phrasings: [
          '¿cómo me hago ciudadano de Estados Unidos?',
          'pasos para la naturalización teniendo green card',
          'quiero sacar la ciudadanía, ¿por dónde empiezo?',
          'cómo llenar y mandar la N-400',
        ],
        answer: `Para hacerse ciudadano estadounidense con una green card, usted presenta el **Formulario N-400**, da sus huellas, pasa una entrevista con un examen de inglés y otro de educación cívica, y hace el **Juramento de Lealtad**.

- **Compruebe que cumple los requisitos.** Normalmente necesita {{naturalization-years}} años como residente permanente ({{naturalization-years-spouse}} si está casado con un ciudadano estadounidense y vive con él), suficiente tiempo dentro del país y **buen carácter moral**.
- **Presente el Formulario N-400.** En línea, con una cuenta de USCIS, cuesta {{fee-n400-online}}; en papel, {{fee-n400-paper}}. Algunas personas pueden pagar una tarifa reducida o pedir una exención.
- **Datos biométricos.** USCIS toma sus huellas, foto y firma para revisar sus antecedentes. A veces reutiliza las que ya tiene.
- **Entrevista y exámenes.** Un oficial revisa su solicitud con usted bajo juramento y evalúa su inglés (hablar, leer, escribir) y lo que sabe de la historia y el gobierno de EE. UU.
- **Decisión.** Pueden aprobarle en la misma entrevista, pedirle más documentos o darle una segunda oportunidad en un examen que no aprobó.
- **Ceremonia de juramento.** Usted es ciudadano solo cuando hace el juramento. Entrega su green card y recibe el **Certificado de Naturalización**.

Antes de presentar, reúna sus viajes al extranjero, domicilios, empleos, matrimonios y cualquier arresto o expediente judicial de los últimos {{naturalization-years}} años. Si alguna vez lo arrestaron o pasó largos periodos fuera del país, consulte primero con un abogado de inmigración con licencia o un representante acreditado.

**Siguiente paso:** Use **Eligibility Check**, revise su paquete de la N-400 con **Document Review** y siga su caso en **Track Applications** cuando llegue su aviso de recibo.`,
      },
      fr: {
        question: 'Comment demander la citoyenneté américaine ?',
        phrasings: [
          'comment devenir citoyen américain avec une carte verte',
          'les étapes de la naturalisation aux États-Unis',
          'je veux la nationalité américaine, par où commencer',
          'déposer le formulaire N-400',
        ],
        answer: `Pour devenir citoyen américain quand vous avez une carte verte, vous déposez le **formulaire N-400**, donnez vos empreintes, passez un entretien avec un test d'anglais et un test d'éducation civique, puis prêtez le **serment d'allégeance**.

- **Vérifiez que vous remplissez les conditions.** En général, il faut {{naturalization-years}} ans de résidence permanente ({{naturalization-years-spouse}} si vous êtes marié à un citoyen américain et vivez avec lui), assez de temps passé aux États-Unis et une **bonne moralité** (good moral character).
- **Déposez le formulaire N-400.** En ligne, avec un compte USCIS, il coûte {{fee-n400-online}} ; sur papier, {{fee-n400-paper}}. Certaines personnes ont droit à des frais réduits ou à une exonération.
- **Données biométriques.** L'USCIS prend vos empreintes, votre photo et votre signature pour vérifier vos antécédents. Parfois, il réutilise celles qu'il a déjà.
- **Entretien et tests.** Un agent examine votre demande avec vous sous serment et évalue votre anglais (parler, lire, écrire) et vos connaissances sur l'histoire et les institutions américaines.
- **Décision.** Vous pouvez être approuvé le jour même, recevoir une demande de documents, ou avoir une seconde chance pour un test échoué.
- **Cérémonie de serment.** Vous devenez citoyen seulement au moment du serment. Vous rendez votre carte verte et recevez votre **certificat de naturalisation**.

Avant de déposer, rassemblez vos voyages à l'étranger, adresses, emplois, mariages et tout dossier d'arrestation ou judiciaire des {{naturalization-years}} dernières années. Si vous avez déjà été arrêté ou avez passé de longues périodes à l'étranger, consultez d'abord un avocat en immigration agréé ou un représentant accrédité.

**Étape suivante :** lancez l'**Eligibility Check**, vérifiez votre dossier N-400 avec **Document Review** et suivez votre demande dans **Track Applications** dès que l'avis de réception arrive.`,
      },
      de: {
        question: 'Wie beantrage ich die US-Staatsbürgerschaft?',
        phrasings: [
          'wie werde ich mit Green Card amerikanischer Staatsbürger',
          'Ablauf der Einbürgerung in den USA',
          'Einbürgerungsantrag N-400 stellen',
          'ich will die amerikanische Staatsbürgerschaft, wo fange ich an',
        ],
        answer: `Als Green-Card-Inhaber reichen Sie das **Formular N-400** ein, geben Ihre Fingerabdrücke ab, bestehen ein Interview mit einem Englisch- und einem Staatsbürgerkundetest und leisten den **Treueeid** (Oath of Allegiance).

- **Voraussetzungen prüfen.** In der Regel brauchen Sie {{naturalization-years}} Jahre als Daueraufenthaltsberechtigter ({{naturalization-years-spouse}}, wenn Sie mit einem US-Bürger verheiratet sind und mit ihm zusammenleben), genug Zeit im Land und einen **guten Leumund** (good moral character).
- **Formular N-400 einreichen.** Online über ein USCIS-Konto kostet es {{fee-n400-online}}, auf Papier {{fee-n400-paper}}. Manche zahlen eine ermäßigte Gebühr oder erhalten einen Gebührenerlass.
- **Biometrie.** USCIS nimmt Fingerabdrücke, Foto und Unterschrift für die Sicherheitsüberprüfung auf. Manchmal werden vorhandene Daten wiederverwendet.
- **Interview und Tests.** Ein Beamter geht Ihren Antrag unter Eid mit Ihnen durch und prüft Ihr Englisch (Sprechen, Lesen, Schreiben) sowie Ihr Wissen über Geschichte und Regierung der USA.
- **Entscheidung.** Sie können direkt beim Interview genehmigt werden, Unterlagen nachreichen müssen oder einen zweiten Versuch für einen nicht bestandenen Test bekommen.
- **Eidzeremonie.** Staatsbürger werden Sie erst mit dem Eid. Sie geben Ihre Green Card ab und erhalten die **Einbürgerungsurkunde** (Certificate of Naturalization).

Sammeln Sie vorher Ihre Auslandsreisen, Wohnadressen, Arbeitgeber, Ehen und alle Festnahme- oder Gerichtsunterlagen der letzten {{naturalization-years}} Jahre. Wenn Sie je festgenommen wurden oder lange im Ausland waren, sprechen Sie zuerst mit einem zugelassenen Einwanderungsanwalt oder einem akkreditierten Vertreter.

**Nächster Schritt:** Nutzen Sie den **Eligibility Check**, prüfen Sie Ihr N-400-Paket mit **Document Review** und verfolgen Sie Ihren Fall in **Track Applications**, sobald die Eingangsbestätigung da ist.`,
      },
    },
  },
  {
    id: 'naturalization-when-eligible',
    topic: 'naturalization',
    question: 'How long do I need a green card before I can apply for citizenship?',
    phrasings: [
      'when can I apply for citizenship',
      'how many years with a green card to become a citizen',
      'am I eligible for naturalization yet',
      'N-400 eligibility requirements',
      'citizenship requirements for permanent residents',
    ],
    keywords: [
      'N-400',
      'eligibility',
      'eligible',
      'requirements',
      'when to apply',
      'how many years',
      'five years',
      'three years',
      'permanent resident',
      'LPR',
      'continuous residence',
      'physical presence',
      'resident since',
    ],
    answer: `Usually **{{naturalization-years}} years** as a permanent resident, or **{{naturalization-years-spouse}} years** if you have been married to and living with a U.S. citizen for those {{naturalization-years-spouse}} years and your spouse has been a citizen the whole time. You may file up to **{{naturalization-early-filing-days}} days** before you reach that date.

The years are only one requirement. You must meet all of these:

- **Age:** at least 18 when you file.
- **Time as a permanent resident:** {{naturalization-years}} years ({{naturalization-years-spouse}} under the spouse rule), counted from the "Resident Since" date on your green card. Time on a conditional green card counts.
- **Continuous residence:** no long breaks abroad. A trip of more than {{absence-break-months}} months may break it; a trip of a year or more breaks it.
- **Physical presence:** at least **{{physical-presence-months}} months** actually inside the U.S. during the {{naturalization-years}} years ({{physical-presence-months-spouse}} months under the spouse rule).
- **Local residence:** at least **{{state-residence-months}} months** in the state or USCIS district where you file.
- **Staying here:** you must keep living in the U.S. from the day you file until the oath.
- **Good moral character** during that period and up to the oath.
- **English and civics tests**, unless an age or disability exception applies.
- **Attachment to the U.S. Constitution** and willingness to take the **Oath of Allegiance**.

Different rules apply to some people, such as members of the U.S. military and some spouses of citizens who work abroad for the U.S. government or certain American employers.

**Next step:** Enter your dates in the **Eligibility Check**, then set **Deadline Reminders** for your early filing date.`,
    sources: [
      {
        title: 'USCIS: Citizenship Through Naturalization',
        url: 'https://www.uscis.gov/citizenship/learn-about-citizenship/citizenship-and-naturalization',
      },
      {
        title: 'eCFR: 8 CFR 316.2, Eligibility',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-C/part-316/section-316.2',
      },
      {
        title: 'USCIS Policy Manual: Volume 12, Part D, Chapter 3, Continuous Residence',
        url: 'https://www.uscis.gov/policy-manual/volume-12-part-d-chapter-3',
      },
    ],
    checkedOn: CHECKED,
    related: ['n400-early-filing', 'continuous-residence-trips', 'naturalization-spouse-three-years'],
    translations: {
      es: {
        question: '¿Cuánto tiempo necesito tener la green card para pedir la ciudadanía?',
        phrasings: [
          '¿cuándo puedo solicitar la ciudadanía?',
          'cuántos años de residencia hacen falta para hacerme ciudadano',
          'requisitos para presentar la N-400',
          'ya tengo 5 años con green card, ¿puedo aplicar?',
        ],
        answer: `Normalmente **{{naturalization-years}} años** como residente permanente, o **{{naturalization-years-spouse}} años** si lleva esos {{naturalization-years-spouse}} años casado con un ciudadano estadounidense, vive con esa persona y ella ha sido ciudadana todo ese tiempo. Puede presentar la solicitud hasta **{{naturalization-early-filing-days}} días** antes de cumplir ese plazo.

Los años son solo un requisito. Debe cumplir todos estos:

- **Edad:** al menos 18 años al presentar.
- **Tiempo como residente permanente:** {{naturalization-years}} años ({{naturalization-years-spouse}} con la regla del cónyuge), contados desde la fecha "Resident Since" de su green card. El tiempo con green card condicional cuenta.
- **Residencia continua:** sin ausencias largas. Un viaje de más de {{absence-break-months}} meses puede romperla; uno de un año o más la rompe.
- **Presencia física:** al menos **{{physical-presence-months}} meses** dentro de EE. UU. durante esos {{naturalization-years}} años ({{physical-presence-months-spouse}} meses con la regla del cónyuge).
- **Residencia local:** al menos **{{state-residence-months}} meses** en el estado o distrito de USCIS donde presenta.
- **Seguir viviendo aquí:** desde que presenta hasta el juramento.
- **Buen carácter moral** durante ese periodo y hasta el juramento.
- **Exámenes de inglés y educación cívica**, salvo una excepción por edad o discapacidad.
- **Apego a la Constitución** y disposición a hacer el **Juramento de Lealtad**.

Algunas personas tienen reglas distintas, como los miembros de las Fuerzas Armadas de EE. UU. y ciertos cónyuges de ciudadanos que trabajan en el extranjero para el gobierno de EE. UU. o para ciertos empleadores estadounidenses.

**Siguiente paso:** Ingrese sus fechas en **Eligibility Check** y active **Deadline Reminders** para su fecha de presentación anticipada.`,
      },
      fr: {
        question: 'Combien de temps faut-il avoir la carte verte avant de demander la citoyenneté ?',
        phrasings: [
          'quand puis-je demander la naturalisation américaine',
          "combien d'années de carte verte pour devenir citoyen",
          'conditions pour déposer le N-400',
          'suis-je déjà éligible à la citoyenneté américaine',
        ],
        answer: `En général **{{naturalization-years}} ans** de résidence permanente, ou **{{naturalization-years-spouse}} ans** si, pendant ces {{naturalization-years-spouse}} ans, vous avez été marié à un citoyen américain, avez vécu avec lui et qu'il était citoyen pendant tout ce temps. Vous pouvez déposer jusqu'à **{{naturalization-early-filing-days}} jours** avant cette date.

La durée n'est qu'une condition. Il faut toutes les remplir :

- **Âge :** au moins 18 ans au moment du dépôt.
- **Durée de résidence permanente :** {{naturalization-years}} ans ({{naturalization-years-spouse}} avec la règle du conjoint), à partir de la date « Resident Since » de votre carte verte. Le temps passé avec une carte verte conditionnelle compte.
- **Résidence continue :** pas de longues absences. Un voyage de plus de {{absence-break-months}} mois peut l'interrompre ; un voyage d'un an ou plus l'interrompt.
- **Présence physique :** au moins **{{physical-presence-months}} mois** réellement passés aux États-Unis pendant ces {{naturalization-years}} ans ({{physical-presence-months-spouse}} mois avec la règle du conjoint).
- **Résidence locale :** au moins **{{state-residence-months}} mois** dans l'État ou le district USCIS où vous déposez.
- **Rester aux États-Unis** du dépôt jusqu'au serment.
- **Bonne moralité** pendant cette période et jusqu'au serment.
- **Tests d'anglais et d'éducation civique**, sauf exception liée à l'âge ou à un handicap.
- **Attachement à la Constitution** et acceptation du **serment d'allégeance**.

Des règles différentes existent pour certaines personnes, comme les militaires américains et certains conjoints de citoyens qui travaillent à l'étranger pour le gouvernement américain ou pour certains employeurs américains.

**Étape suivante :** saisissez vos dates dans l'**Eligibility Check**, puis créez des **Deadline Reminders** pour votre date de dépôt anticipé.`,
      },
      de: {
        question: 'Wie lange muss ich die Green Card haben, bevor ich die Staatsbürgerschaft beantragen kann?',
        phrasings: [
          'wann kann ich mich in den USA einbürgern lassen',
          'wie viele Jahre Green Card braucht man für die Einbürgerung',
          'Voraussetzungen für den N-400-Antrag',
          'bin ich schon berechtigt, US-Bürger zu werden',
        ],
        answer: `In der Regel **{{naturalization-years}} Jahre** als Daueraufenthaltsberechtigter, oder **{{naturalization-years-spouse}} Jahre**, wenn Sie in diesen {{naturalization-years-spouse}} Jahren mit einem US-Bürger verheiratet waren, mit ihm zusammengelebt haben und er die ganze Zeit Staatsbürger war. Sie dürfen bis zu **{{naturalization-early-filing-days}} Tage** vor diesem Datum einreichen.

Die Jahre sind nur eine Voraussetzung. Sie müssen alle erfüllen:

- **Alter:** mindestens 18 bei Antragstellung.
- **Zeit mit Green Card:** {{naturalization-years}} Jahre ({{naturalization-years-spouse}} nach der Ehegattenregel), gerechnet ab dem Datum „Resident Since“ auf Ihrer Green Card. Zeit mit einer bedingten Green Card zählt mit.
- **Ununterbrochener Wohnsitz:** keine langen Auslandsaufenthalte. Eine Reise von mehr als {{absence-break-months}} Monaten kann ihn unterbrechen; eine Reise von einem Jahr oder länger unterbricht ihn.
- **Physische Anwesenheit:** mindestens **{{physical-presence-months}} Monate** tatsächlich in den USA während der {{naturalization-years}} Jahre ({{physical-presence-months-spouse}} Monate nach der Ehegattenregel).
- **Örtlicher Wohnsitz:** mindestens **{{state-residence-months}} Monate** im Bundesstaat oder USCIS-Bezirk, in dem Sie einreichen.
- **In den USA wohnen bleiben**, vom Antrag bis zum Eid.
- **Guter Leumund** in diesem Zeitraum und bis zum Eid.
- **Englisch- und Staatsbürgerkundetest**, außer bei einer Ausnahme wegen Alter oder Behinderung.
- **Bekenntnis zur US-Verfassung** und Bereitschaft, den **Treueeid** zu leisten.

Für manche Personen gelten andere Regeln, etwa für Angehörige des US-Militärs und bestimmte Ehegatten von US-Bürgern, die im Ausland für die US-Regierung oder bestimmte amerikanische Arbeitgeber tätig sind.

**Nächster Schritt:** Geben Sie Ihre Daten in den **Eligibility Check** ein und richten Sie **Deadline Reminders** für Ihr frühestes Antragsdatum ein.`,
      },
    },
  },
  {
    id: 'n400-fee',
    topic: 'naturalization',
    question: 'How much does it cost to file Form N-400 for citizenship?',
    phrasings: [
      'how much is the citizenship application',
      'n400 filing fee',
      'naturalization fee online vs paper',
      'is there a discount on the citizenship fee',
      'can I get the N-400 fee waived',
    ],
    keywords: [
      'N-400',
      'fee',
      'naturalization fee',
      'citizenship fee',
      'file online',
      'online or paper',
      'cost',
      'price',
      'filing fee',
      'reduced fee',
      'fee waiver',
      'I-912',
      'G-1055',
      'biometrics fee',
      'military',
    ],
    answer: `The **Form N-400** fee is **{{fee-n400-online}}** if you file online or **{{fee-n400-paper}}** if you file on paper. Fingerprints (biometrics) are included, so there is no separate biometrics fee.

You may pay less:

- **Reduced fee of {{fee-n400-reduced}}:** if your household income is at or below {{n400-reduced-fee-poverty-percent}}% of the federal poverty guidelines. You ask for it in the N-400 itself and include proof of household income.
- **No fee (fee waiver):** file **Form I-912** with your N-400 if your household income is at or below {{fee-waiver-poverty-percent}}% of the poverty guidelines, someone in your household receives a means-tested benefit (such as Medicaid or SNAP), or you face serious financial hardship. Fee waiver requests are generally filed on paper.
- **Military:** current and former members of the U.S. armed forces who apply under the military naturalization rules pay no N-400 fee.

Good to know:

- The fee is **not refunded** if USCIS denies your application.
- Paying the wrong amount gets the whole package rejected, so check the USCIS fee schedule (Form G-1055) or the fee calculator on the day you file.
- Fees change from time to time; the USCIS fee schedule is the official list.

**Next step:** Use the **Eligibility Check** to see whether you may qualify for the reduced fee or a waiver, and **Document Review** to check your proof of income before you file.`,
    sources: [
      { title: 'USCIS: Fee Schedule (Form G-1055)', url: 'https://www.uscis.gov/g-1055' },
      { title: 'USCIS: N-400, Application for Naturalization', url: 'https://www.uscis.gov/n-400' },
      { title: 'USCIS: I-912, Request for Fee Waiver', url: 'https://www.uscis.gov/i-912' },
    ],
    checkedOn: CHECKED,
    related: ['fee-waiver-i912', 'apply-for-citizenship', 'naturalization-military'],
    translations: {
      es: {
        question: '¿Cuánto cuesta presentar el Formulario N-400 para la ciudadanía?',
        phrasings: [
          '¿cuánto cuesta sacar la ciudadanía americana?',
          'precio de la N-400',
          'tarifa de naturalización en línea o en papel',
          '¿puedo pedir que no me cobren la N-400?',
        ],
        answer: `La tarifa del **Formulario N-400** es **{{fee-n400-online}}** si lo presenta en línea o **{{fee-n400-paper}}** si lo presenta en papel. Las huellas (datos biométricos) están incluidas: no hay una tarifa biométrica aparte.

Puede pagar menos:

- **Tarifa reducida de {{fee-n400-reduced}}:** si el ingreso de su hogar está en o por debajo del {{n400-reduced-fee-poverty-percent}}% de las pautas federales de pobreza. Se pide en la misma N-400, con prueba de los ingresos del hogar.
- **Sin tarifa (exención):** presente el **Formulario I-912** con su N-400 si el ingreso de su hogar está en o por debajo del {{fee-waiver-poverty-percent}}% de las pautas de pobreza, si alguien de su hogar recibe un beneficio según sus recursos (como Medicaid o SNAP), o si pasa por una dificultad económica grave. Por lo general, la exención se pide en papel.
- **Militares:** los miembros actuales y antiguos de las Fuerzas Armadas de EE. UU. que solicitan bajo las reglas militares no pagan la tarifa de la N-400.

Conviene saber:

- La tarifa **no se devuelve** si USCIS niega la solicitud.
- Si paga un monto equivocado, USCIS rechaza todo el paquete. Revise la tabla de tarifas de USCIS (Formulario G-1055) o su calculadora de tarifas el mismo día en que presente.
- Las tarifas cambian de vez en cuando; la tabla de tarifas de USCIS es la lista oficial.

**Siguiente paso:** Use **Eligibility Check** para ver si podría calificar para la tarifa reducida o la exención, y **Document Review** para revisar su prueba de ingresos antes de presentar.`,
      },
      fr: {
        question: 'Combien coûte le dépôt du formulaire N-400 pour la citoyenneté ?',
        phrasings: [
          'prix de la demande de naturalisation américaine',
          'frais du N-400',
          'frais de naturalisation en ligne ou sur papier',
          'peut-on être exonéré des frais du N-400',
        ],
        answer: `Les frais du **formulaire N-400** sont de **{{fee-n400-online}}** en ligne ou de **{{fee-n400-paper}}** sur papier. Les empreintes (données biométriques) sont incluses : il n'y a pas de frais biométriques à part.

Vous pouvez payer moins :

- **Frais réduits de {{fee-n400-reduced}} :** si le revenu de votre foyer est égal ou inférieur à {{n400-reduced-fee-poverty-percent}} % du seuil fédéral de pauvreté. La demande se fait dans le N-400 lui-même, avec une preuve des revenus du foyer.
- **Aucun frais (exonération) :** joignez le **formulaire I-912** à votre N-400 si le revenu de votre foyer est égal ou inférieur à {{fee-waiver-poverty-percent}} % du seuil de pauvreté, si une personne de votre foyer reçoit une aide sous conditions de ressources (comme Medicaid ou SNAP), ou si vous traversez de graves difficultés financières. Les demandes d'exonération se font en général sur papier.
- **Militaires :** les membres et anciens membres des forces armées américaines qui demandent selon les règles militaires ne paient pas de frais pour le N-400.

Bon à savoir :

- Les frais **ne sont pas remboursés** si l'USCIS refuse la demande.
- Un montant erroné fait rejeter tout le dossier. Vérifiez le barème de l'USCIS (formulaire G-1055) ou son calculateur de frais le jour du dépôt.
- Les frais changent de temps en temps ; le barème de l'USCIS est la liste officielle.

**Étape suivante :** utilisez l'**Eligibility Check** pour voir si vous pourriez avoir droit aux frais réduits ou à l'exonération, et **Document Review** pour vérifier vos justificatifs de revenus avant le dépôt.`,
      },
      de: {
        question: 'Wie viel kostet der Einbürgerungsantrag N-400?',
        phrasings: [
          'Gebühr für die US-Staatsbürgerschaft',
          'N-400 Kosten online oder auf Papier',
          'gibt es eine ermäßigte Einbürgerungsgebühr',
          'Gebührenbefreiung für den N-400',
        ],
        answer: `Die Gebühr für das **Formular N-400** beträgt **{{fee-n400-online}}** bei Online-Einreichung oder **{{fee-n400-paper}}** auf Papier. Die Fingerabdrücke (Biometrie) sind enthalten; eine eigene Biometriegebühr gibt es nicht.

Sie können weniger zahlen:

- **Ermäßigte Gebühr von {{fee-n400-reduced}}:** wenn Ihr Haushaltseinkommen höchstens {{n400-reduced-fee-poverty-percent}} % der US-Armutsgrenze (federal poverty guidelines) beträgt. Sie beantragen sie direkt im N-400 und legen Einkommensnachweise bei.
- **Keine Gebühr (Gebührenerlass):** reichen Sie **Formular I-912** mit Ihrem N-400 ein, wenn Ihr Haushaltseinkommen höchstens {{fee-waiver-poverty-percent}} % der Armutsgrenze beträgt, jemand in Ihrem Haushalt eine bedarfsabhängige Leistung (etwa Medicaid oder SNAP) erhält oder Sie in ernsten finanziellen Schwierigkeiten sind. Anträge auf Gebührenerlass werden in der Regel auf Papier gestellt.
- **Militär:** aktive und ehemalige Angehörige der US-Streitkräfte, die nach den Militärregeln beantragen, zahlen keine N-400-Gebühr.

Gut zu wissen:

- Die Gebühr wird **nicht erstattet**, wenn USCIS den Antrag ablehnt.
- Ein falscher Betrag führt dazu, dass das ganze Paket zurückgewiesen wird. Prüfen Sie am Tag der Einreichung die USCIS-Gebührentabelle (Formular G-1055) oder den Gebührenrechner.
- Gebühren ändern sich gelegentlich; die USCIS-Gebührentabelle ist die offizielle Liste.

**Nächster Schritt:** Prüfen Sie mit dem **Eligibility Check**, ob Sie für die ermäßigte Gebühr oder den Erlass in Frage kommen, und mit **Document Review** Ihre Einkommensnachweise vor der Einreichung.`,
      },
    },
  },
  {
    id: 'n400-early-filing',
    topic: 'naturalization',
    question: 'Can I file my citizenship application before my green card anniversary?',
    phrasings: [
      'N-400 90 day early filing rule',
      'how early can I send my citizenship application',
      'when is my early filing date for naturalization',
      'can I apply 3 months before my 5 years',
      'USCIS early filing calculator',
    ],
    keywords: [
      'N-400',
      'early filing',
      'apply early',
      '90 days',
      '3 months before',
      'before 5 years',
      'anniversary',
      'resident since',
      'early filing calculator',
      'too early',
      'filing date',
    ],
    answer: `Yes. You may file **Form N-400** up to **{{naturalization-early-filing-days}} days** before you complete {{naturalization-years}} years as a permanent resident ({{naturalization-years-spouse}} years under the rule for spouses of U.S. citizens). This **early filing** rule only shortens the time as a permanent resident.

**How to count your date:**

- Find the **"Resident Since"** date on your green card.
- Add {{naturalization-years}} years ({{naturalization-years-spouse}} under the spouse rule). That is your anniversary.
- Count back {{naturalization-early-filing-days}} calendar days. That is the first day USCIS may receive your N-400.

Example: resident since June 1, 2021, so the {{naturalization-years}}-year anniversary is June 1, 2026, and the earliest filing date is March 3, 2026. The USCIS **Early Filing Calculator** does this for you.

**Everything else must already be true on the day you file**, including:

- at least **{{state-residence-months}} months** living in your state or USCIS district;
- enough days physically inside the U.S.;
- no trip abroad that broke your continuous residence.

If USCIS receives your N-400 even one day too early, it will deny it, and the fee is not refunded. Leave a few days of margin, especially when mailing.

If a long trip abroad broke your continuous residence, the date is counted from your return instead, and early filing may not help; ask a licensed immigration attorney or accredited representative.

**Next step:** Set **Deadline Reminders** for your early filing date and check your dates with the **Eligibility Check**.`,
    sources: [
      { title: 'USCIS: Early Filing Calculator', url: 'https://www.uscis.gov/forms/uscis-early-filing-calculator' },
      {
        title: 'eCFR: 8 CFR 334.2, Application for naturalization',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-C/part-334/section-334.2',
      },
    ],
    checkedOn: CHECKED,
    related: ['naturalization-when-eligible', 'continuous-residence-trips', 'naturalization-spouse-three-years'],
    translations: {
      es: {
        question: '¿Puedo presentar la solicitud de ciudadanía antes del aniversario de mi green card?',
        phrasings: [
          'regla de los 90 días para la N-400',
          '¿con cuánta anticipación puedo mandar la N-400?',
          'calculadora de presentación anticipada de USCIS',
          '¿puedo aplicar 3 meses antes de cumplir los 5 años?',
        ],
        answer: `Sí. Puede presentar el **Formulario N-400** hasta **{{naturalization-early-filing-days}} días** antes de cumplir {{naturalization-years}} años como residente permanente ({{naturalization-years-spouse}} años con la regla para cónyuges de ciudadanos). Esta regla de **presentación anticipada** solo acorta el tiempo como residente permanente.

**Cómo calcular su fecha:**

- Busque la fecha **"Resident Since"** en su green card.
- Súmele {{naturalization-years}} años ({{naturalization-years-spouse}} con la regla del cónyuge). Ese es su aniversario.
- Cuente {{naturalization-early-filing-days}} días naturales hacia atrás. Ese es el primer día en que USCIS puede recibir su N-400.

Ejemplo: residente desde el 1 de junio de 2021; el aniversario de {{naturalization-years}} años es el 1 de junio de 2026, y la fecha más temprana para presentar es el 3 de marzo de 2026. La **calculadora de presentación anticipada** de USCIS (Early Filing Calculator) lo hace por usted.

**Todo lo demás ya debe cumplirse el día en que presenta**, por ejemplo:

- al menos **{{state-residence-months}} meses** viviendo en su estado o distrito de USCIS;
- suficientes días de presencia física en EE. UU.;
- ningún viaje que haya roto su residencia continua.

Si USCIS recibe su N-400 aunque sea un día antes de tiempo, la negará y no devolverá la tarifa. Deje unos días de margen, sobre todo si la envía por correo.

Si un viaje largo rompió su residencia continua, la fecha se cuenta desde su regreso y la presentación anticipada puede no servirle; consulte con un abogado de inmigración con licencia o un representante acreditado.

**Siguiente paso:** Active **Deadline Reminders** para su fecha de presentación anticipada y revise sus fechas con **Eligibility Check**.`,
      },
      fr: {
        question: 'Puis-je déposer ma demande de naturalisation avant la date anniversaire de ma carte verte ?',
        phrasings: [
          'règle des 90 jours pour le N-400',
          "combien de temps à l'avance puis-je envoyer le N-400",
          "calculateur de dépôt anticipé de l'USCIS",
          'peut-on demander la citoyenneté 3 mois avant les 5 ans',
        ],
        answer: `Oui. Vous pouvez déposer le **formulaire N-400** jusqu'à **{{naturalization-early-filing-days}} jours** avant d'avoir {{naturalization-years}} ans de résidence permanente ({{naturalization-years-spouse}} ans avec la règle des conjoints de citoyens). Cette règle de **dépôt anticipé** ne raccourcit que la durée de résidence permanente.

**Comment calculer votre date :**

- Trouvez la date **« Resident Since »** sur votre carte verte.
- Ajoutez {{naturalization-years}} ans ({{naturalization-years-spouse}} avec la règle du conjoint). C'est votre date anniversaire.
- Remontez de {{naturalization-early-filing-days}} jours calendaires. C'est le premier jour où l'USCIS peut recevoir votre N-400.

Exemple : résident depuis le 1er juin 2021 ; l'anniversaire des {{naturalization-years}} ans tombe le 1er juin 2026, et le dépôt est possible au plus tôt le 3 mars 2026. Le calculateur de dépôt anticipé de l'USCIS (**Early Filing Calculator**) fait ce calcul pour vous.

**Tout le reste doit déjà être rempli le jour du dépôt**, notamment :

- au moins **{{state-residence-months}} mois** de résidence dans votre État ou district USCIS ;
- assez de jours de présence physique aux États-Unis ;
- aucun voyage ayant interrompu votre résidence continue.

Si l'USCIS reçoit votre N-400 ne serait-ce qu'un jour trop tôt, il le refusera et les frais ne seront pas remboursés. Gardez quelques jours de marge, surtout par courrier.

Si un long voyage a interrompu votre résidence continue, la date se calcule à partir de votre retour et le dépôt anticipé peut ne pas s'appliquer ; consultez un avocat en immigration agréé ou un représentant accrédité.

**Étape suivante :** créez des **Deadline Reminders** pour votre date de dépôt anticipé et vérifiez vos dates avec l'**Eligibility Check**.`,
      },
      de: {
        question: 'Kann ich den Einbürgerungsantrag schon vor dem Jahrestag meiner Green Card stellen?',
        phrasings: [
          '90-Tage-Regel beim N-400',
          'wie früh darf ich den N-400 abschicken',
          'USCIS-Rechner für die vorzeitige Antragstellung',
          'kann ich 3 Monate vor den 5 Jahren die Einbürgerung beantragen',
        ],
        answer: `Ja. Sie dürfen das **Formular N-400** bis zu **{{naturalization-early-filing-days}} Tage** vor Ablauf von {{naturalization-years}} Jahren als Daueraufenthaltsberechtigter einreichen ({{naturalization-years-spouse}} Jahre nach der Regel für Ehegatten von US-Bürgern). Diese Regel zur **vorzeitigen Antragstellung** verkürzt nur die Zeit mit Green Card.

**So berechnen Sie Ihr Datum:**

- Suchen Sie das Datum **„Resident Since“** auf Ihrer Green Card.
- Zählen Sie {{naturalization-years}} Jahre dazu ({{naturalization-years-spouse}} nach der Ehegattenregel). Das ist Ihr Jahrestag.
- Zählen Sie {{naturalization-early-filing-days}} Kalendertage zurück. Ab diesem Tag darf USCIS Ihren N-400 erhalten.

Beispiel: Daueraufenthalt seit 1. Juni 2021; der {{naturalization-years}}-Jahres-Tag ist der 1. Juni 2026, der früheste Antragstag der 3. März 2026. Der USCIS-Rechner (**Early Filing Calculator**) erledigt das für Sie.

**Alles andere muss am Tag der Einreichung schon erfüllt sein**, zum Beispiel:

- mindestens **{{state-residence-months}} Monate** Wohnsitz in Ihrem Bundesstaat oder USCIS-Bezirk;
- genug Tage physischer Anwesenheit in den USA;
- keine Reise, die Ihren ununterbrochenen Wohnsitz unterbrochen hat.

Erhält USCIS Ihren N-400 auch nur einen Tag zu früh, wird er abgelehnt, und die Gebühr wird nicht erstattet. Planen Sie ein paar Tage Puffer ein, vor allem beim Versand per Post.

Hat eine lange Reise Ihren ununterbrochenen Wohnsitz unterbrochen, zählt die Frist ab Ihrer Rückkehr, und die vorzeitige Antragstellung hilft unter Umständen nicht; fragen Sie einen zugelassenen Einwanderungsanwalt oder einen akkreditierten Vertreter.

**Nächster Schritt:** Richten Sie **Deadline Reminders** für Ihr frühestes Antragsdatum ein und prüfen Sie Ihre Daten mit dem **Eligibility Check**.`,
      },
    },
  },
  {
    id: 'continuous-residence-trips',
    topic: 'naturalization',
    question: 'Will long trips abroad break my continuous residence for citizenship?',
    phrasings: [
      'how long can I stay outside the US before applying for citizenship',
      'I was abroad for 7 months can I still apply for naturalization',
      'trip over six months green card and citizenship',
      'continuous residence vs physical presence',
      'N-470 to preserve residence',
    ],
    keywords: [
      'continuous residence',
      'physical presence',
      'N-470',
      'trips abroad',
      'stay outside the US',
      'time abroad',
      'long trip',
      'absence',
      'travel',
      'six months',
      'one year',
      're-entry permit',
      '4 years and 1 day',
    ],
    answer: `Short trips are fine, but one trip of **more than {{absence-break-months}} months** can break your **continuous residence** for citizenship, and a trip of **a year or more** breaks it.

- **Trips under {{absence-break-months}} months** do not break continuous residence. Every day abroad still counts against **physical presence**: you need {{physical-presence-months}} months inside the U.S. during the {{naturalization-years}} years ({{physical-presence-months-spouse}} months under the spouse rule).
- **More than {{absence-break-months}} months but less than a year:** USCIS presumes a break. You can overcome it by showing you kept your life here: you kept your U.S. job, home or lease, your close family stayed here, you filed U.S. taxes as a resident, and you did not take a job abroad.
- **A year or more:** continuous residence is broken, even if you had a re-entry permit. You generally must wait **4 years and 1 day** after returning before you file (2 years and 1 day under the spouse rule).

**Form N-470**, Application to Preserve Residence (fee {{fee-n470}}), protects continuous residence for some people who go abroad to work for the U.S. government, certain American companies or research institutions, some international organizations, or as religious workers. You must file it before you have been gone a year, usually after at least one year of unbroken presence as a permanent resident. It does not count as physical presence.

List every trip on your N-400 with exact dates; many short trips can still leave you short of physical presence.

**Next step:** Enter your travel dates in the **Eligibility Check**. If you had a trip of more than {{absence-break-months}} months, talk to a licensed immigration attorney or accredited representative before you file.`,
    sources: [
      {
        title: 'USCIS Policy Manual: Volume 12, Part D, Chapter 3, Continuous Residence',
        url: 'https://www.uscis.gov/policy-manual/volume-12-part-d-chapter-3',
      },
      { title: 'USCIS: N-470, Application to Preserve Residence for Naturalization Purposes', url: 'https://www.uscis.gov/n-470' },
      {
        title: 'eCFR: 8 CFR 316.5, Residence in the United States',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-C/part-316/section-316.5',
      },
    ],
    checkedOn: CHECKED,
    related: ['reentry-permit', 'naturalization-when-eligible', 'n400-early-filing'],
    translations: {
      es: {
        question: '¿Los viajes largos al extranjero rompen mi residencia continua para la ciudadanía?',
        phrasings: [
          '¿cuánto tiempo puedo estar fuera de EE. UU. antes de pedir la ciudadanía?',
          'estuve 7 meses fuera, ¿todavía puedo naturalizarme?',
          'diferencia entre residencia continua y presencia física',
          'Formulario N-470 para conservar la residencia',
        ],
        answer: `Los viajes cortos no son problema, pero un solo viaje de **más de {{absence-break-months}} meses** puede romper su **residencia continua** para la ciudadanía, y un viaje de **un año o más** la rompe.

- **Viajes de menos de {{absence-break-months}} meses:** no rompen la residencia continua. Pero cada día fuera cuenta contra su **presencia física**: necesita {{physical-presence-months}} meses dentro de EE. UU. durante los {{naturalization-years}} años ({{physical-presence-months-spouse}} meses con la regla del cónyuge).
- **Más de {{absence-break-months}} meses pero menos de un año:** USCIS presume que se rompió. Puede demostrar lo contrario si mantuvo su vida aquí: conservó su empleo, su casa o contrato de alquiler, su familia cercana se quedó aquí, declaró impuestos en EE. UU. como residente y no aceptó un trabajo en el extranjero.
- **Un año o más:** la residencia continua se rompe, aunque tuviera permiso de reingreso. En general debe esperar **4 años y 1 día** después de volver para presentar (2 años y 1 día con la regla del cónyuge).

El **Formulario N-470** (solicitud para conservar la residencia; tarifa de {{fee-n470}}) protege la residencia continua de algunas personas que trabajan en el extranjero para el gobierno de EE. UU., ciertas empresas o instituciones de investigación estadounidenses, algunos organismos internacionales, o como trabajadores religiosos. Debe presentarse antes de cumplir un año fuera, normalmente después de al menos un año seguido en EE. UU. como residente permanente. No cuenta como presencia física.

Anote cada viaje en la N-400 con fechas exactas; muchos viajes cortos pueden dejarle sin la presencia física necesaria.

**Siguiente paso:** Ingrese las fechas de sus viajes en **Eligibility Check**. Si hizo un viaje de más de {{absence-break-months}} meses, consulte con un abogado de inmigración con licencia o un representante acreditado antes de presentar.`,
      },
      fr: {
        question: "Les longs voyages à l'étranger interrompent-ils ma résidence continue pour la naturalisation ?",
        phrasings: [
          'combien de temps puis-je rester hors des États-Unis avant de demander la citoyenneté',
          "j'ai passé 7 mois à l'étranger, puis-je encore demander la naturalisation",
          'différence entre résidence continue et présence physique',
          'formulaire N-470 pour préserver la résidence',
        ],
        answer: `Les voyages courts ne posent pas de problème, mais un seul voyage de **plus de {{absence-break-months}} mois** peut interrompre votre **résidence continue** pour la naturalisation, et un voyage d'**un an ou plus** l'interrompt.

- **Moins de {{absence-break-months}} mois :** pas d'interruption de la résidence continue. Mais chaque jour à l'étranger réduit votre **présence physique** : il faut {{physical-presence-months}} mois aux États-Unis sur les {{naturalization-years}} ans ({{physical-presence-months-spouse}} mois avec la règle du conjoint).
- **Plus de {{absence-break-months}} mois mais moins d'un an :** l'USCIS présume une interruption. Vous pouvez la contester en montrant que vous avez gardé votre vie ici : votre emploi, votre logement ou bail, votre famille proche restée sur place, vos impôts américains déclarés comme résident, et aucun emploi pris à l'étranger.
- **Un an ou plus :** la résidence continue est interrompue, même avec un permis de retour (re-entry permit). En général, il faut attendre **4 ans et 1 jour** après le retour pour déposer (2 ans et 1 jour avec la règle du conjoint).

Le **formulaire N-470** (demande de préservation de la résidence ; frais de {{fee-n470}}) protège la résidence continue de certaines personnes parties travailler à l'étranger pour le gouvernement américain, certaines entreprises ou institutions de recherche américaines, certaines organisations internationales, ou comme religieux. Il faut le déposer avant un an d'absence, en général après au moins un an de présence ininterrompue comme résident permanent. Il ne compte pas comme présence physique.

Indiquez chaque voyage dans le N-400 avec les dates exactes ; de nombreux voyages courts peuvent aussi vous faire manquer la présence physique requise.

**Étape suivante :** saisissez vos dates de voyage dans l'**Eligibility Check**. Si vous avez fait un voyage de plus de {{absence-break-months}} mois, consultez un avocat en immigration agréé ou un représentant accrédité avant de déposer.`,
      },
      de: {
        question: 'Unterbrechen lange Auslandsreisen meinen ununterbrochenen Wohnsitz für die Einbürgerung?',
        phrasings: [
          'wie lange darf ich vor der Einbürgerung im Ausland sein',
          'ich war 7 Monate weg, kann ich trotzdem den N-400 stellen',
          'Unterschied zwischen ununterbrochenem Wohnsitz und physischer Anwesenheit',
          'Formular N-470 zur Erhaltung des Wohnsitzes',
        ],
        answer: `Kurze Reisen sind kein Problem, aber eine einzelne Reise von **mehr als {{absence-break-months}} Monaten** kann Ihren **ununterbrochenen Wohnsitz** (continuous residence) für die Einbürgerung unterbrechen, und eine Reise von **einem Jahr oder länger** unterbricht ihn.

- **Reisen unter {{absence-break-months}} Monaten** unterbrechen den Wohnsitz nicht. Jeder Tag im Ausland zählt aber gegen Ihre **physische Anwesenheit**: Sie brauchen {{physical-presence-months}} Monate in den USA während der {{naturalization-years}} Jahre ({{physical-presence-months-spouse}} Monate nach der Ehegattenregel).
- **Mehr als {{absence-break-months}} Monate, aber unter einem Jahr:** USCIS vermutet eine Unterbrechung. Sie können das widerlegen, indem Sie zeigen, dass Ihr Leben hier weiterlief: Sie behielten Ihre Stelle, Ihre Wohnung oder Ihren Mietvertrag, Ihre engste Familie blieb hier, Sie haben in den USA als Steuerinländer Steuern erklärt und keine Arbeit im Ausland angenommen.
- **Ein Jahr oder länger:** Der Wohnsitz ist unterbrochen, auch mit einer Wiedereinreisegenehmigung (re-entry permit). In der Regel müssen Sie nach der Rückkehr **4 Jahre und 1 Tag** warten (2 Jahre und 1 Tag nach der Ehegattenregel).

**Formular N-470** (Antrag auf Erhaltung des Wohnsitzes; Gebühr {{fee-n470}}) schützt den ununterbrochenen Wohnsitz mancher Menschen, die im Ausland für die US-Regierung, bestimmte amerikanische Firmen oder Forschungseinrichtungen, manche internationale Organisationen oder als Geistliche arbeiten. Es muss eingereicht werden, bevor Sie ein Jahr weg sind, meist nach mindestens einem Jahr ununterbrochener Anwesenheit mit Green Card. Als physische Anwesenheit zählt die Zeit trotzdem nicht.

Geben Sie jede Reise mit genauen Daten im N-400 an; viele kurze Reisen können die nötige Anwesenheit ebenfalls gefährden.

**Nächster Schritt:** Tragen Sie Ihre Reisedaten in den **Eligibility Check** ein. Hatten Sie eine Reise von mehr als {{absence-break-months}} Monaten, sprechen Sie vor dem Antrag mit einem zugelassenen Einwanderungsanwalt oder einem akkreditierten Vertreter.`,
      },
    },
  },
  {
    id: 'naturalization-civics-test',
    topic: 'naturalization',
    question: 'What is on the citizenship civics test and how many answers must I get right?',
    phrasings: [
      'how many civics questions do I need to pass',
      'the new 2025 citizenship test with 128 questions',
      'which civics test do I take 2008 or 2025',
      'US history and government test for naturalization',
      'civics questions at the N-400 interview',
    ],
    keywords: [
      'civics test',
      '2025 civics test',
      '2008 civics test',
      '128 questions',
      '100 questions',
      'history and government',
      'study guide',
      'N-400 interview',
    ],
    answer: `If you filed **Form N-400** on or after **October 20, 2025**, you take the **2025 civics test**: the officer asks up to **{{civics-questions-asked}} questions** from an official list of **{{civics-questions-pool}}**, and you pass with **{{civics-questions-to-pass}} correct answers**.

How it works:

- The test is oral and happens at your naturalization interview. The officer asks questions from the USCIS list, and you answer out loud. It is not multiple choice.
- The officer stops once you have {{civics-questions-to-pass}} correct answers, or once you can no longer reach {{civics-questions-to-pass}} (9 wrong answers).
- Some answers change over time or depend on where you live, such as the President, your state's governor, your U.S. senators and your state capital. Check them shortly before your interview.

**Filed before October 20, 2025?** You take the older **2008 test**: up to 10 questions from a list of 100, and 6 correct answers to pass. Your filing date, not your interview date, decides which test you take.

**Age {{civics-simplified-age}} or older with at least 20 years as a permanent resident** when you filed? You study a shorter list of specially marked questions and may take the test in your own language.

**If you fail**, USCIS gives you a second try on the part you failed, usually 60 to 90 days later. Failing again leads to a denial, but you can apply again later.

**Next step:** Study with the free USCIS materials for your test version, and set **Deadline Reminders** for your interview date.`,
    sources: [
      { title: 'USCIS: 2025 Naturalization Civics Test', url: 'https://www.uscis.gov/citizenship/2025-civics-test' },
      {
        title: 'USCIS: The Naturalization Interview and Test',
        url: 'https://www.uscis.gov/citizenship/learn-about-citizenship/the-naturalization-interview-and-test',
      },
    ],
    checkedOn: CHECKED,
    related: ['naturalization-english-test', 'failed-naturalization-test', 'test-exemptions-age'],
    translations: {
      es: {
        question: '¿Qué preguntas trae el examen de educación cívica de la ciudadanía y cuántas debo acertar?',
        phrasings: [
          '¿cuántas preguntas de cívica tengo que contestar bien?',
          'el nuevo examen de ciudadanía 2025 con 128 preguntas',
          '¿me toca el examen de 2008 o el de 2025?',
          'preguntas de historia y gobierno para la naturalización',
        ],
        answer: `Si presentó el **Formulario N-400** el **20 de octubre de 2025** o después, le toca el **examen cívico de 2025**: el oficial le hace hasta **{{civics-questions-asked}} preguntas** de una lista oficial de **{{civics-questions-pool}}**, y aprueba con **{{civics-questions-to-pass}} respuestas correctas**.

Cómo funciona:

- El examen es oral y se hace en la entrevista de naturalización. El oficial lee preguntas de la lista de USCIS y usted responde en voz alta. No es de opción múltiple.
- El oficial se detiene cuando usted llega a {{civics-questions-to-pass}} respuestas correctas, o cuando ya no puede llegar a {{civics-questions-to-pass}} (9 respuestas incorrectas).
- Algunas respuestas cambian con el tiempo o según dónde vive: el Presidente, el gobernador de su estado, sus senadores y la capital de su estado. Revíselas poco antes de la entrevista.

**¿Presentó antes del 20 de octubre de 2025?** Le toca el **examen de 2008**: hasta 10 preguntas de una lista de 100, y aprueba con 6 correctas. Decide la fecha de presentación, no la de la entrevista.

**¿Tenía {{civics-simplified-age}} años o más y al menos 20 años como residente permanente** al presentar? Estudia una lista más corta de preguntas marcadas y puede hacer el examen en su idioma.

**Si no aprueba**, USCIS le da otra oportunidad en la parte que falló, normalmente de 60 a 90 días después. Si vuelve a fallar, le niegan la solicitud, pero puede volver a solicitar más adelante.

**Siguiente paso:** Estudie con los materiales gratuitos de USCIS para su versión del examen y active **Deadline Reminders** para la fecha de su entrevista.`,
      },
      fr: {
        question: "Que contient le test d'éducation civique de la naturalisation et combien de bonnes réponses faut-il ?",
        phrasings: [
          'combien de questions civiques faut-il réussir',
          'le nouveau test de citoyenneté 2025 avec 128 questions',
          'vais-je passer le test de 2008 ou celui de 2025',
          "questions d'histoire et d'institutions américaines pour la naturalisation",
        ],
        answer: `Si vous avez déposé le **formulaire N-400** le **20 octobre 2025** ou après, vous passez le **test civique de 2025** : l'agent pose jusqu'à **{{civics-questions-asked}} questions** tirées d'une liste officielle de **{{civics-questions-pool}}**, et vous réussissez avec **{{civics-questions-to-pass}} bonnes réponses**.

Comment ça se passe :

- Le test est oral et a lieu pendant l'entretien de naturalisation. L'agent lit des questions de la liste de l'USCIS et vous répondez à voix haute. Ce n'est pas un QCM.
- L'agent s'arrête dès que vous avez {{civics-questions-to-pass}} bonnes réponses, ou dès que vous ne pouvez plus les atteindre (9 mauvaises réponses).
- Certaines réponses changent avec le temps ou selon votre lieu de vie : le Président, le gouverneur de votre État, vos sénateurs et la capitale de votre État. Vérifiez-les peu avant l'entretien.

**Dépôt avant le 20 octobre 2025 ?** Vous passez le **test de 2008** : jusqu'à 10 questions sur une liste de 100, et 6 bonnes réponses pour réussir. C'est la date de dépôt qui compte, pas celle de l'entretien.

**Vous aviez {{civics-simplified-age}} ans ou plus et au moins 20 ans de résidence permanente** au dépôt ? Vous révisez une liste plus courte de questions marquées et pouvez passer le test dans votre langue.

**En cas d'échec**, l'USCIS vous donne une seconde chance pour la partie échouée, en général 60 à 90 jours plus tard. Un second échec entraîne un refus, mais vous pourrez redéposer plus tard.

**Étape suivante :** révisez avec les ressources gratuites de l'USCIS pour votre version du test et créez des **Deadline Reminders** pour la date de votre entretien.`,
      },
      de: {
        question: 'Was kommt im Staatsbürgerkundetest der Einbürgerung dran und wie viele Antworten müssen richtig sein?',
        phrasings: [
          'wie viele Fragen muss ich im Einbürgerungstest richtig beantworten',
          'neuer Einbürgerungstest 2025 mit 128 Fragen',
          'mache ich den Test von 2008 oder den von 2025',
          'Fragen zu Geschichte und Regierung der USA für die Einbürgerung',
        ],
        answer: `Wenn Sie das **Formular N-400** am oder nach dem **20. Oktober 2025** eingereicht haben, machen Sie den **Staatsbürgerkundetest von 2025**: Der Beamte stellt bis zu **{{civics-questions-asked}} Fragen** aus einer offiziellen Liste von **{{civics-questions-pool}}**, und Sie bestehen mit **{{civics-questions-to-pass}} richtigen Antworten**.

So läuft es ab:

- Der Test ist mündlich und findet beim Einbürgerungsinterview statt. Der Beamte liest Fragen aus der USCIS-Liste vor, Sie antworten laut. Es gibt keine Antwortauswahl.
- Der Beamte hört auf, sobald Sie {{civics-questions-to-pass}} richtige Antworten haben oder {{civics-questions-to-pass}} nicht mehr erreichen können (9 falsche Antworten).
- Manche Antworten ändern sich oder hängen vom Wohnort ab: Präsident, Gouverneur Ihres Bundesstaats, Ihre Senatoren und die Hauptstadt Ihres Bundesstaats. Prüfen Sie sie kurz vor dem Interview.

**Vor dem 20. Oktober 2025 eingereicht?** Dann gilt der **Test von 2008**: bis zu 10 Fragen aus einer Liste von 100, bestanden mit 6 richtigen. Maßgeblich ist das Antragsdatum, nicht das Interviewdatum.

**Waren Sie bei Antragstellung {{civics-simplified-age}} Jahre oder älter und mindestens 20 Jahre Daueraufenthaltsberechtigter?** Dann lernen Sie eine kürzere Liste markierter Fragen und dürfen den Test in Ihrer Sprache machen.

**Wenn Sie durchfallen**, gibt USCIS Ihnen einen zweiten Versuch für den nicht bestandenen Teil, meist 60 bis 90 Tage später. Fallen Sie erneut durch, wird der Antrag abgelehnt; Sie können später neu beantragen.

**Nächster Schritt:** Lernen Sie mit den kostenlosen USCIS-Materialien für Ihre Testversion und richten Sie **Deadline Reminders** für Ihren Interviewtermin ein.`,
      },
    },
  },
  {
    id: 'naturalization-english-test',
    topic: 'naturalization',
    question: 'What is on the English test for U.S. citizenship?',
    phrasings: [
      'how hard is the english part of the naturalization interview',
      'reading and writing test for citizenship',
      'my English is not very good can I still become a citizen',
      'english exam at the N-400 interview',
      'what sentences do they ask you to write at the citizenship interview',
    ],
    keywords: ['English test', 'reading test', 'writing test', 'speaking', 'vocabulary list', 'N-400 interview', 'language requirement'],
    answer: `The English test has three parts, all at your **naturalization interview**: speaking, reading and writing. It checks basic, everyday English.

- **Speaking:** there is no separate speaking test. The officer judges your English while you answer questions about your **Form N-400** under oath.
- **Reading:** you must read aloud correctly one of up to three sentences.
- **Writing:** you must correctly write one of up to three sentences that the officer reads to you.

USCIS publishes free reading and writing vocabulary lists, mostly civics words (such as President, Congress, vote, freedom) and common everyday words. Small spelling or grammar mistakes that do not change the meaning are usually accepted.

The 2025 change to the civics test did not change the English test, but test rules can change, so check the official test page before your interview.

**If you fail a part**, you get a second try on that part only, usually 60 to 90 days later. If you fail again, USCIS denies the N-400; you keep your green card and can apply again with a new fee.

**You may not need the English test** if, on the day you file, you are:

- {{english-exemption-age-20}} or older with at least 20 years as a permanent resident;
- {{english-exemption-age-15}} or older with at least 15 years as a permanent resident; or
- unable to learn English because of a disability certified on **Form N-648**.

**Next step:** Practice with the USCIS study lists, and run the **Eligibility Check** if you think an exception applies.`,
    sources: [
      {
        title: 'USCIS: The Naturalization Interview and Test',
        url: 'https://www.uscis.gov/citizenship/learn-about-citizenship/the-naturalization-interview-and-test',
      },
      {
        title: 'USCIS Policy Manual: Volume 12, Part E, Chapter 2, English and Civics Testing',
        url: 'https://www.uscis.gov/policy-manual/volume-12-part-e-chapter-2',
      },
    ],
    checkedOn: CHECKED,
    related: ['naturalization-civics-test', 'test-exemptions-age', 'disability-exception-n648'],
    translations: {
      es: {
        question: '¿Cómo es el examen de inglés para la ciudadanía estadounidense?',
        phrasings: [
          '¿es difícil la parte de inglés de la entrevista de naturalización?',
          'examen de lectura y escritura para la ciudadanía',
          'no hablo bien inglés, ¿puedo hacerme ciudadano?',
          '¿qué oraciones piden escribir en la entrevista de ciudadanía?',
        ],
        answer: `El examen de inglés tiene tres partes, todas en su **entrevista de naturalización**: hablar, leer y escribir. Evalúa un inglés básico, del día a día.

- **Hablar:** no hay un examen aparte. El oficial evalúa su inglés mientras usted responde bajo juramento preguntas sobre su **Formulario N-400**.
- **Leer:** debe leer en voz alta, correctamente, una de hasta tres oraciones.
- **Escribir:** debe escribir correctamente una de hasta tres oraciones que el oficial le dicta.

USCIS publica listas gratuitas de vocabulario para lectura y escritura, sobre todo palabras de educación cívica (como President, Congress, vote, freedom) y palabras comunes. Los pequeños errores de ortografía o gramática que no cambian el sentido suelen aceptarse.

El cambio de 2025 en el examen cívico no cambió el examen de inglés, pero las reglas pueden cambiar, así que revise la página oficial del examen antes de su entrevista.

**Si no aprueba una parte**, tiene otra oportunidad solo en esa parte, normalmente de 60 a 90 días después. Si vuelve a fallar, USCIS niega la N-400; usted conserva su green card y puede volver a solicitar pagando una nueva tarifa.

**Puede que no necesite el examen de inglés** si, el día en que presenta, usted:

- tiene {{english-exemption-age-20}} años o más y al menos 20 años como residente permanente;
- tiene {{english-exemption-age-15}} años o más y al menos 15 años como residente permanente; o
- no puede aprender inglés por una discapacidad certificada en el **Formulario N-648**.

**Siguiente paso:** Practique con las listas de estudio de USCIS y use **Eligibility Check** si cree que le aplica una excepción.`,
      },
      fr: {
        question: "En quoi consiste le test d'anglais pour la citoyenneté américaine ?",
        phrasings: [
          "la partie anglais de l'entretien de naturalisation est-elle difficile",
          "test de lecture et d'écriture pour la citoyenneté",
          "mon anglais n'est pas très bon, puis-je quand même devenir citoyen",
          "quelles phrases faut-il écrire à l'entretien de naturalisation",
        ],
        answer: `Le test d'anglais comporte trois parties, toutes pendant votre **entretien de naturalisation** : parler, lire et écrire. Il vérifie un anglais simple, de tous les jours.

- **Parler :** il n'y a pas de test séparé. L'agent évalue votre anglais pendant que vous répondez sous serment aux questions sur votre **formulaire N-400**.
- **Lire :** vous devez lire correctement à voix haute une phrase sur trois au maximum.
- **Écrire :** vous devez écrire correctement une phrase sur trois au maximum, dictée par l'agent.

L'USCIS publie gratuitement des listes de vocabulaire pour la lecture et l'écriture, surtout des mots d'éducation civique (comme President, Congress, vote, freedom) et des mots courants. Les petites fautes d'orthographe ou de grammaire qui ne changent pas le sens sont en général acceptées.

Le changement du test civique en 2025 n'a pas modifié le test d'anglais, mais les règles peuvent évoluer : consultez la page officielle du test avant votre entretien.

**En cas d'échec à une partie**, vous avez une seconde chance pour cette partie seulement, en général 60 à 90 jours plus tard. En cas de nouvel échec, l'USCIS refuse le N-400 ; vous gardez votre carte verte et pouvez redéposer en payant de nouveaux frais.

**Vous n'aurez peut-être pas de test d'anglais** si, le jour du dépôt, vous avez :

- {{english-exemption-age-20}} ans ou plus et au moins 20 ans de résidence permanente ;
- {{english-exemption-age-15}} ans ou plus et au moins 15 ans de résidence permanente ; ou
- un handicap qui vous empêche d'apprendre l'anglais, certifié sur le **formulaire N-648**.

**Étape suivante :** entraînez-vous avec les listes de l'USCIS et lancez l'**Eligibility Check** si vous pensez avoir droit à une exception.`,
      },
      de: {
        question: 'Wie läuft der Englischtest für die US-Staatsbürgerschaft ab?',
        phrasings: [
          'wie schwer ist der Englischteil beim Einbürgerungsinterview',
          'Lese- und Schreibtest für die Einbürgerung',
          'mein Englisch ist nicht gut, kann ich trotzdem Staatsbürger werden',
          'welche Sätze muss man beim Einbürgerungsinterview schreiben',
        ],
        answer: `Der Englischtest hat drei Teile, alle beim **Einbürgerungsinterview**: Sprechen, Lesen und Schreiben. Geprüft wird einfaches Alltagsenglisch.

- **Sprechen:** Einen eigenen Sprechtest gibt es nicht. Der Beamte beurteilt Ihr Englisch, während Sie unter Eid Fragen zu Ihrem **Formular N-400** beantworten.
- **Lesen:** Sie müssen einen von bis zu drei Sätzen richtig laut vorlesen.
- **Schreiben:** Sie müssen einen von bis zu drei Sätzen, die der Beamte diktiert, richtig aufschreiben.

USCIS veröffentlicht kostenlose Wortlisten zum Lesen und Schreiben, vor allem Begriffe aus der Staatsbürgerkunde (etwa President, Congress, vote, freedom) und häufige Alltagswörter. Kleine Rechtschreib- oder Grammatikfehler, die den Sinn nicht ändern, werden meist akzeptiert.

Die Änderung des Staatsbürgerkundetests 2025 hat den Englischtest nicht verändert. Die Regeln können sich aber ändern; prüfen Sie deshalb vor dem Interview die offizielle Testseite.

**Wenn Sie einen Teil nicht bestehen**, bekommen Sie nur für diesen Teil einen zweiten Versuch, meist 60 bis 90 Tage später. Scheitern Sie erneut, lehnt USCIS den N-400 ab; Ihre Green Card behalten Sie, und Sie können mit neuer Gebühr erneut beantragen.

**Den Englischtest brauchen Sie eventuell nicht**, wenn Sie am Tag der Antragstellung:

- {{english-exemption-age-20}} Jahre oder älter sind und mindestens 20 Jahre Daueraufenthaltsberechtigter waren;
- {{english-exemption-age-15}} Jahre oder älter sind und mindestens 15 Jahre Daueraufenthaltsberechtigter waren; oder
- wegen einer auf **Formular N-648** bescheinigten Behinderung kein Englisch lernen können.

**Nächster Schritt:** Üben Sie mit den USCIS-Lernlisten und nutzen Sie den **Eligibility Check**, wenn Sie glauben, dass eine Ausnahme für Sie gilt.`,
      },
    },
  },
  {
    id: 'naturalization-spouse-three-years',
    topic: 'naturalization',
    question: 'Can I apply for citizenship after 3 years if I am married to a U.S. citizen?',
    phrasings: [
      '3 year rule for citizenship through marriage',
      'married to a US citizen when can I naturalize',
      'N-400 three years spouse',
      'my husband is a citizen can I apply for citizenship sooner',
      'do I still qualify for the 3 year rule if we separated',
    ],
    keywords: ['three-year rule', '3 years', 'spouse', 'marriage', 'married', 'wife', 'husband', 'INA 319(a)', 'marital union', 'N-400'],
    answer: `Yes. If you are married to a U.S. citizen, you can apply after **{{naturalization-years-spouse}} years** as a permanent resident instead of {{naturalization-years}}, if all of these are true:

- You have been **married to and living with** the same U.S. citizen spouse for the last {{naturalization-years-spouse}} years.
- Your spouse has been a **U.S. citizen for that whole time**. If your spouse naturalized recently, the {{naturalization-years-spouse}} years start on the day they became a citizen.
- You were physically inside the U.S. for at least **{{physical-presence-months-spouse}} months** of those {{naturalization-years-spouse}} years, without a trip that broke your continuous residence.
- You have lived at least **{{state-residence-months}} months** in your state or USCIS district.
- You meet the usual rules: good moral character, the English and civics tests, and the oath.

You can file up to {{naturalization-early-filing-days}} days before your {{naturalization-years-spouse}}-year date. Your green card does not have to be based on the marriage, and time on a conditional green card counts.

**The marriage must continue.** You must be married and living together when you file, and still married when you take the oath. If you divorce or separate, or your spouse dies, before the oath, you need to qualify under the {{naturalization-years}}-year rule instead. A person abused by a U.S. citizen spouse may be able to use the {{naturalization-years-spouse}}-year rule without living together; ask a licensed immigration attorney or accredited representative.

Bring proof of your marriage and shared life (joint lease or mortgage, joint taxes, bank accounts) and your spouse's proof of citizenship.

**Next step:** Check your dates in the **Eligibility Check** and your marriage evidence with **Document Review**.`,
    sources: [
      {
        title: 'USCIS Policy Manual: Volume 12, Part G, Chapter 2, Spouses of U.S. Citizens Residing in the United States',
        url: 'https://www.uscis.gov/policy-manual/volume-12-part-g-chapter-2',
      },
      {
        title: 'eCFR: 8 CFR 319.1, Persons living in marital union with United States citizen spouse',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-C/part-319/section-319.1',
      },
    ],
    checkedOn: CHECKED,
    related: ['naturalization-when-eligible', 'n400-early-filing', 'remove-conditions-i751'],
    translations: {
      es: {
        question: '¿Puedo pedir la ciudadanía a los 3 años si estoy casado con un ciudadano estadounidense?',
        phrasings: [
          'regla de los 3 años por matrimonio',
          'estoy casada con un ciudadano, ¿cuándo puedo naturalizarme?',
          'mi esposo es ciudadano, ¿puedo pedir la ciudadanía antes?',
          '¿sigo calificando para los 3 años si nos separamos?',
        ],
        answer: `Sí. Si está casado con un ciudadano estadounidense, puede solicitar después de **{{naturalization-years-spouse}} años** como residente permanente en lugar de {{naturalization-years}}, si se cumple todo esto:

- Lleva los últimos {{naturalization-years-spouse}} años **casado y viviendo** con el mismo cónyuge ciudadano.
- Su cónyuge ha sido **ciudadano estadounidense todo ese tiempo**. Si se naturalizó hace poco, los {{naturalization-years-spouse}} años empiezan el día en que se hizo ciudadano.
- Estuvo físicamente en EE. UU. al menos **{{physical-presence-months-spouse}} meses** de esos {{naturalization-years-spouse}} años, sin un viaje que rompiera su residencia continua.
- Ha vivido al menos **{{state-residence-months}} meses** en su estado o distrito de USCIS.
- Cumple las reglas de siempre: buen carácter moral, exámenes de inglés y educación cívica, y el juramento.

Puede presentar hasta {{naturalization-early-filing-days}} días antes de su fecha de {{naturalization-years-spouse}} años. No hace falta que su green card venga del matrimonio, y el tiempo con green card condicional cuenta.

**El matrimonio debe continuar.** Deben estar casados y viviendo juntos cuando presente, y seguir casados cuando haga el juramento. Si se divorcian o se separan, o su cónyuge fallece, antes del juramento, deberá calificar con la regla de {{naturalization-years}} años. Una persona maltratada por su cónyuge ciudadano puede usar la regla de {{naturalization-years-spouse}} años sin vivir juntos; consulte con un abogado de inmigración con licencia o un representante acreditado.

Lleve pruebas del matrimonio y de la vida en común (contrato de alquiler o hipoteca, impuestos y cuentas bancarias conjuntas) y la prueba de ciudadanía de su cónyuge.

**Siguiente paso:** Revise sus fechas con **Eligibility Check** y sus pruebas de matrimonio con **Document Review**.`,
      },
      fr: {
        question: 'Puis-je demander la citoyenneté après 3 ans si je suis marié à un citoyen américain ?',
        phrasings: [
          'règle des 3 ans pour les conjoints de citoyens américains',
          'mariée à un Américain, quand puis-je me faire naturaliser',
          'mon mari est citoyen, puis-je demander la citoyenneté plus tôt',
          'la règle des 3 ans vaut-elle encore si nous sommes séparés',
        ],
        answer: `Oui. Si vous êtes marié à un citoyen américain, vous pouvez déposer après **{{naturalization-years-spouse}} ans** de résidence permanente au lieu de {{naturalization-years}}, si toutes ces conditions sont remplies :

- Vous êtes **marié au même conjoint citoyen et vivez avec lui** depuis les {{naturalization-years-spouse}} dernières années.
- Votre conjoint est **citoyen américain depuis tout ce temps**. S'il a été naturalisé récemment, les {{naturalization-years-spouse}} ans commencent le jour où il est devenu citoyen.
- Vous avez été physiquement présent aux États-Unis au moins **{{physical-presence-months-spouse}} mois** pendant ces {{naturalization-years-spouse}} ans, sans voyage ayant interrompu votre résidence continue.
- Vous vivez depuis au moins **{{state-residence-months}} mois** dans votre État ou district USCIS.
- Vous remplissez les règles habituelles : bonne moralité, tests d'anglais et d'éducation civique, et serment.

Vous pouvez déposer jusqu'à {{naturalization-early-filing-days}} jours avant la date de vos {{naturalization-years-spouse}} ans. Votre carte verte n'a pas besoin de venir du mariage, et le temps passé avec une carte verte conditionnelle compte.

**Le mariage doit durer.** Vous devez être mariés et vivre ensemble au dépôt, et être toujours mariés au moment du serment. En cas de divorce, de séparation ou de décès du conjoint avant le serment, il faut remplir la règle des {{naturalization-years}} ans. Une personne maltraitée par son conjoint citoyen peut utiliser la règle des {{naturalization-years-spouse}} ans sans vivre avec lui ; consultez un avocat en immigration agréé ou un représentant accrédité.

Apportez les preuves du mariage et de la vie commune (bail ou prêt immobilier, impôts et comptes bancaires communs) et la preuve de citoyenneté de votre conjoint.

**Étape suivante :** vérifiez vos dates avec l'**Eligibility Check** et vos preuves de mariage avec **Document Review**.`,
      },
      de: {
        question: 'Kann ich nach 3 Jahren die Staatsbürgerschaft beantragen, wenn ich mit einem US-Bürger verheiratet bin?',
        phrasings: [
          '3-Jahres-Regel bei Ehe mit einem US-Bürger',
          'meine Frau ist Amerikanerin, wann kann ich mich einbürgern lassen',
          'mein Mann ist US-Bürger, kann ich früher die Staatsbürgerschaft beantragen',
          'gilt die 3-Jahres-Regel noch, wenn wir getrennt leben',
        ],
        answer: `Ja. Wenn Sie mit einem US-Bürger verheiratet sind, können Sie nach **{{naturalization-years-spouse}} Jahren** als Daueraufenthaltsberechtigter statt nach {{naturalization-years}} Jahren beantragen, wenn all das zutrifft:

- Sie sind seit den letzten {{naturalization-years-spouse}} Jahren mit demselben US-Bürger **verheiratet und leben mit ihm zusammen**.
- Ihr Ehepartner ist **die ganze Zeit US-Bürger** gewesen. Wurde er erst vor Kurzem eingebürgert, beginnen die {{naturalization-years-spouse}} Jahre mit dem Tag seiner Einbürgerung.
- Sie waren in diesen {{naturalization-years-spouse}} Jahren mindestens **{{physical-presence-months-spouse}} Monate** physisch in den USA, ohne eine Reise, die Ihren ununterbrochenen Wohnsitz unterbrochen hat.
- Sie wohnen seit mindestens **{{state-residence-months}} Monaten** in Ihrem Bundesstaat oder USCIS-Bezirk.
- Sie erfüllen die üblichen Regeln: guter Leumund, Englisch- und Staatsbürgerkundetest und der Eid.

Sie können bis zu {{naturalization-early-filing-days}} Tage vor Ihrem {{naturalization-years-spouse}}-Jahres-Datum einreichen. Ihre Green Card muss nicht auf der Ehe beruhen, und Zeit mit einer bedingten Green Card zählt mit.

**Die Ehe muss weiter bestehen.** Bei Antragstellung müssen Sie verheiratet sein und zusammenleben, und beim Eid müssen Sie noch verheiratet sein. Bei Scheidung, Trennung oder Tod des Ehepartners vor dem Eid brauchen Sie stattdessen die {{naturalization-years}}-Jahres-Regel. Wer von einem US-Bürger als Ehepartner misshandelt wurde, kann die {{naturalization-years-spouse}}-Jahres-Regel eventuell auch ohne Zusammenleben nutzen; fragen Sie einen zugelassenen Einwanderungsanwalt oder einen akkreditierten Vertreter.

Bringen Sie Nachweise über Ehe und gemeinsames Leben mit (gemeinsamer Mietvertrag oder Kredit, gemeinsame Steuererklärungen und Konten) sowie den Staatsbürgerschaftsnachweis Ihres Ehepartners.

**Nächster Schritt:** Prüfen Sie Ihre Daten mit dem **Eligibility Check** und Ihre Ehenachweise mit **Document Review**.`,
      },
    },
  },
  {
    id: 'test-exemptions-age',
    topic: 'naturalization',
    question: 'Can older green card holders skip the English test for citizenship?',
    phrasings: [
      '50/20 rule for citizenship',
      '55/15 english exemption',
      '65/20 easier civics test',
      'I am 60 and had my green card 20 years do I need English',
      'can I take the citizenship test in my own language',
    ],
    keywords: [
      '50/20',
      '55/15',
      '65/20',
      'age exemption',
      'English exemption',
      'elderly',
      'senior',
      'older',
      'interpreter',
      'own language',
      'test in my language',
      'native language',
      'test in Spanish',
      'simplified civics test',
    ],
    answer: `Yes. If you are older and have been a permanent resident for a long time, you can skip the English test and take the civics test in your own language. What counts is your age and years as a permanent resident **on the day you file Form N-400**:

- **"{{english-exemption-age-20}}/20":** age {{english-exemption-age-20}} or older with at least 20 years as a permanent resident. No English test; civics test in your language.
- **"{{english-exemption-age-15}}/15":** age {{english-exemption-age-15}} or older with at least 15 years as a permanent resident. No English test; civics test in your language.
- **"{{civics-simplified-age}}/20":** age {{civics-simplified-age}} or older with at least 20 years as a permanent resident. No English test, and an easier civics test: you study a short list of specially marked questions, the officer asks 10 of them, and you pass with 6 correct. You may take it in your language.

Good to know:

- You must bring your own **interpreter**, fluent in English and your language. The interpreter cannot be your attorney or representative.
- You still must meet every other requirement, such as continuous residence, physical presence and good moral character.
- If you file even a day before you reach the age or the years, the exemption does not apply to that application.
- If a medical condition keeps you from learning English or civics at any age, **Form N-648** may help instead.

**Next step:** Check your age and green card date in the **Eligibility Check** before you choose your filing date.`,
    sources: [
      { title: 'USCIS: Exceptions and Accommodations', url: 'https://www.uscis.gov/citizenship/exceptions-and-accommodations' },
      {
        title: 'U.S. Code: 8 U.S.C. 1423 (INA 312, English and civics requirements)',
        url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section1423&num=0&edition=prelim',
      },
    ],
    checkedOn: CHECKED,
    related: ['naturalization-english-test', 'naturalization-civics-test', 'disability-exception-n648'],
    translations: {
      es: {
        question: '¿Las personas mayores con green card pueden saltarse el examen de inglés para la ciudadanía?',
        phrasings: [
          'regla 50/20 para la ciudadania',
          'tengo 60 años y 20 con la green card, ¿necesito saber inglés?',
          '¿puedo hacer el examen de ciudadanía en español?',
          'excepcion 55/15 del examen de ingles',
        ],
        answer: `Sí. Si es mayor y lleva mucho tiempo como residente permanente, puede saltarse el examen de inglés y hacer el examen cívico en su propio idioma. Lo que cuenta es su edad y sus años como residente permanente **el día en que presenta el Formulario N-400**:

- **"{{english-exemption-age-20}}/20":** {{english-exemption-age-20}} años o más y al menos 20 años como residente permanente. Sin examen de inglés; examen cívico en su idioma.
- **"{{english-exemption-age-15}}/15":** {{english-exemption-age-15}} años o más y al menos 15 años como residente permanente. Sin examen de inglés; examen cívico en su idioma.
- **"{{civics-simplified-age}}/20":** {{civics-simplified-age}} años o más y al menos 20 años como residente permanente. Sin examen de inglés y con un examen cívico más fácil: estudia una lista corta de preguntas marcadas especialmente, el oficial le hace 10 y aprueba con 6 correctas. Puede hacerlo en su idioma.

Conviene saber:

- Debe traer su propio **intérprete**, que domine el inglés y su idioma. El intérprete no puede ser su abogado ni su representante.
- Aun así debe cumplir todos los demás requisitos, como la residencia continua, la presencia física y el buen carácter moral.
- Si presenta aunque sea un día antes de cumplir la edad o los años, la excepción no se aplica a esa solicitud.
- Si una condición médica le impide aprender inglés o educación cívica, a cualquier edad, el **Formulario N-648** puede ayudarle.

**Siguiente paso:** Revise su edad y la fecha de su green card en **Eligibility Check** antes de elegir la fecha de presentación.`,
      },
      fr: {
        question: "Les titulaires âgés d'une carte verte peuvent-ils être dispensés du test d'anglais pour la citoyenneté ?",
        phrasings: [
          'règle 50/20 pour la naturalisation',
          "j'ai 60 ans et 20 ans de carte verte, dois-je parler anglais",
          'peut-on passer le test de citoyenneté dans sa langue',
          "exemption 55/15 du test d'anglais",
        ],
        answer: `Oui. Si vous êtes âgé et résident permanent depuis longtemps, vous pouvez être dispensé du test d'anglais et passer le test d'éducation civique dans votre langue. Ce qui compte, c'est votre âge et vos années de résidence permanente **le jour où vous déposez le formulaire N-400** :

- **« {{english-exemption-age-20}}/20 » :** {{english-exemption-age-20}} ans ou plus et au moins 20 ans de résidence permanente. Pas de test d'anglais ; test civique dans votre langue.
- **« {{english-exemption-age-15}}/15 » :** {{english-exemption-age-15}} ans ou plus et au moins 15 ans de résidence permanente. Pas de test d'anglais ; test civique dans votre langue.
- **« {{civics-simplified-age}}/20 » :** {{civics-simplified-age}} ans ou plus et au moins 20 ans de résidence permanente. Pas de test d'anglais, et un test civique plus simple : vous étudiez une courte liste de questions spécialement marquées, l'agent vous en pose 10 et vous réussissez avec 6 bonnes réponses. Vous pouvez le passer dans votre langue.

Bon à savoir :

- Vous devez venir avec votre propre **interprète**, qui parle couramment l'anglais et votre langue. Ce ne peut être ni votre avocat ni votre représentant.
- Vous devez tout de même remplir toutes les autres conditions, comme la résidence continue, la présence physique et la bonne moralité.
- Si vous déposez ne serait-ce qu'un jour avant d'atteindre l'âge ou la durée requis, l'exemption ne s'applique pas à cette demande.
- Si un problème médical vous empêche d'apprendre l'anglais ou l'éducation civique, quel que soit votre âge, le **formulaire N-648** peut vous aider.

**Étape suivante :** vérifiez votre âge et la date de votre carte verte dans l'**Eligibility Check** avant de choisir votre date de dépôt.`,
      },
      de: {
        question: 'Können ältere Green-Card-Inhaber bei der Einbürgerung vom Englischtest befreit werden?',
        phrasings: [
          '50/20-Regel bei der Einbürgerung',
          'Einbürgerung ohne Englischkenntnisse für Senioren',
          'kann ich den Einbürgerungstest in meiner Muttersprache machen',
          '55/15 Ausnahme vom Englischtest',
        ],
        answer: `Ja. Wenn Sie älter sind und schon lange eine Green Card haben, entfällt der Englischtest, und Sie können den Staatsbürgerkundetest in Ihrer eigenen Sprache ablegen. Entscheidend sind Ihr Alter und Ihre Jahre als Daueraufenthaltsberechtigter **am Tag, an dem Sie das Formular N-400 einreichen**:

- **„{{english-exemption-age-20}}/20“:** {{english-exemption-age-20}} Jahre oder älter und mindestens 20 Jahre mit Green Card. Kein Englischtest; Staatsbürgerkundetest in Ihrer Sprache.
- **„{{english-exemption-age-15}}/15“:** {{english-exemption-age-15}} Jahre oder älter und mindestens 15 Jahre mit Green Card. Kein Englischtest; Staatsbürgerkundetest in Ihrer Sprache.
- **„{{civics-simplified-age}}/20“:** {{civics-simplified-age}} Jahre oder älter und mindestens 20 Jahre mit Green Card. Kein Englischtest und ein leichterer Staatsbürgerkundetest: Sie lernen eine kurze Liste besonders markierter Fragen, der Beamte stellt Ihnen 10 davon, und mit 6 richtigen Antworten bestehen Sie. Auch diesen Test dürfen Sie in Ihrer Sprache ablegen.

Gut zu wissen:

- Sie müssen Ihren eigenen **Dolmetscher** mitbringen, der fließend Englisch und Ihre Sprache spricht. Ihr Anwalt oder Vertreter darf nicht dolmetschen.
- Alle anderen Voraussetzungen müssen Sie trotzdem erfüllen, etwa ununterbrochenen Wohnsitz, physische Anwesenheit und guten Leumund.
- Reichen Sie auch nur einen Tag ein, bevor Sie das Alter oder die Jahre erreicht haben, gilt die Ausnahme für diesen Antrag nicht.
- Hindert Sie eine Erkrankung, gleich in welchem Alter, daran, Englisch oder Staatsbürgerkunde zu lernen, kann stattdessen **Formular N-648** helfen.

**Nächster Schritt:** Prüfen Sie Ihr Alter und das Datum Ihrer Green Card im **Eligibility Check**, bevor Sie Ihr Antragsdatum wählen.`,
      },
    },
  },
  {
    id: 'disability-exception-n648',
    topic: 'naturalization',
    question: 'Can I be excused from the citizenship tests because of a disability?',
    phrasings: [
      'N-648 medical waiver for the citizenship test',
      'n648 for dementia naturalization',
      'disability exception for english and civics',
      "my mother has Alzheimer's can she become a citizen",
      'medical certification for disability exceptions',
    ],
    keywords: [
      'N-648',
      'medical certification',
      'disability exception',
      'disability waiver',
      'medical waiver',
      'dementia',
      'Alzheimer',
      'accommodation',
      'oath waiver',
    ],
    answer: `Yes. If a physical or developmental disability or a mental impairment keeps you from learning or showing English or civics, a medical professional can certify it on **Form N-648**, Medical Certification for Disability Exceptions. There is no fee for this form.

- **Who completes it:** a medical doctor, doctor of osteopathy, or clinical psychologist licensed in the U.S. (including U.S. territories), after examining you.
- **What it must explain:** your diagnosis, how the condition stops you from learning or showing English, civics or both, and that it has lasted or is expected to last **at least 12 months**. It should use plain words, not just medical codes.
- **What does not count:** age alone, not being able to read, or a condition caused by illegal drug use.
- **When to file it:** ideally with your N-400. It must have been completed recently (see the form instructions).
- **What it covers:** the English test, the civics test, or both. You still must meet the other requirements and answer questions about your application; if you are excused from English, bring an interpreter.

A vague or incomplete N-648 is a common reason for delays or a denial, so ask the doctor to answer every question fully.

Other help:

- If you can learn but need help taking the test, ask for an **accommodation** on the N-400 (for example, a sign language interpreter, extra time, or a home visit).
- If a disability means you cannot understand the oath, USCIS can sometimes **waive the oath**; a legal guardian or close family member may be involved.

**Next step:** Use **Document Review** to check the completed N-648 before you file.`,
    sources: [
      { title: 'USCIS: N-648, Medical Certification for Disability Exceptions', url: 'https://www.uscis.gov/n-648' },
      {
        title: 'USCIS Policy Manual: Volume 12, Part E, Chapter 3, Medical Disability Exception',
        url: 'https://www.uscis.gov/policy-manual/volume-12-part-e-chapter-3',
      },
      { title: 'USCIS: Exceptions and Accommodations', url: 'https://www.uscis.gov/citizenship/exceptions-and-accommodations' },
    ],
    checkedOn: CHECKED,
    related: ['test-exemptions-age', 'naturalization-english-test', 'naturalization-interview'],
    translations: {
      es: {
        question: '¿Me pueden eximir de los exámenes de ciudadanía por una discapacidad?',
        phrasings: [
          'formulario N-648 para no hacer el examen de ciudadania',
          'mi mamá tiene Alzheimer, ¿puede hacerse ciudadana?',
          'excepción médica para el examen de inglés y cívica',
          'certificacion medica n648 por demencia',
        ],
        answer: `Sí. Si una discapacidad física o del desarrollo, o un deterioro mental, le impide aprender o demostrar inglés o educación cívica, un profesional médico puede certificarlo en el **Formulario N-648**, Certificación Médica para Excepciones por Discapacidad. Este formulario no tiene tarifa.

- **Quién lo llena:** un médico (doctor en medicina o en osteopatía) o un psicólogo clínico con licencia en EE. UU. (incluidos sus territorios), después de examinarle.
- **Qué debe explicar:** su diagnóstico, cómo la condición le impide aprender o demostrar inglés, educación cívica o ambos, y que ha durado o se espera que dure **al menos 12 meses**. Debe usar palabras sencillas, no solo códigos médicos.
- **Qué no cuenta:** la edad por sí sola, no saber leer, o una condición causada por el consumo de drogas ilegales.
- **Cuándo presentarlo:** idealmente junto con su N-400. Debe haberse llenado poco tiempo antes (vea las instrucciones del formulario).
- **Qué cubre:** el examen de inglés, el cívico o ambos. Aun así debe cumplir los demás requisitos y contestar preguntas sobre su solicitud; si queda exento del inglés, traiga un intérprete.

Un N-648 vago o incompleto es una causa frecuente de retrasos o de negación, así que pida al médico que responda cada pregunta por completo.

Otras ayudas:

- Si puede aprender pero necesita ayuda para hacer el examen, pida una **adaptación** (accommodation) en la N-400, por ejemplo un intérprete de lengua de señas, más tiempo o una visita a domicilio.
- Si por una discapacidad no puede entender el juramento, USCIS a veces puede **dispensarle del juramento**; puede intervenir un tutor legal o un familiar cercano.

**Siguiente paso:** Use **Document Review** para revisar el N-648 ya llenado antes de presentarlo.`,
      },
    },
  },
  {
    id: 'good-moral-character',
    topic: 'naturalization',
    question: 'What does good moral character mean for U.S. citizenship?',
    phrasings: [
      'GMC requirement for naturalization',
      'what can make me fail good moral character',
      'does unpaid child support stop me from becoming a citizen',
      'statutory period for moral character N-400',
      'examples of bad moral character for citizenship',
    ],
    keywords: [
      'good moral character',
      'GMC',
      'statutory period',
      'aggravated felony',
      'permanent bar',
      'conditional bar',
      'child support',
      'taxes',
      'false claim to citizenship',
      'DUI',
      'probation',
      'N-400',
    ],
    answer: `**Good moral character** means you have lived within the law and met your duties, mainly during the **statutory period**: the {{naturalization-years}} years before you file Form N-400 ({{naturalization-years-spouse}} under the spouse rule) and up to your oath. USCIS may also look at older conduct.

Some things block you by law, for example:

- a conviction for murder, or for an **aggravated felony** on or after November 29, 1990 (a permanent bar);
- certain crimes or drug offenses, or 180 days or more in jail for a conviction, during the period;
- lying under oath to get an immigration benefit;
- a **false claim to U.S. citizenship** or voting illegally;
- habitual drunkenness, illegal gambling, prostitution, or helping people enter illegally.

Other problems can also lead to a denial:

- not filing or not paying **taxes**;
- not paying court-ordered **child support**;
- a man not registering with **Selective Service** when required;
- **two or more DUI convictions**, or still being on probation or parole.

Since August 2025, USCIS tells officers to weigh the whole person, including positive factors such as steady work, paying taxes, caring for family, education and community ties, not only the absence of problems. This makes decisions more discretionary.

Honesty matters most: hiding an arrest or a tax problem can hurt you more than the problem itself.

**Next step:** If you have ever been arrested, cited or charged, even if the case was dismissed or sealed, talk to a licensed immigration attorney or accredited representative before you file.`,
    sources: [
      {
        title: 'USCIS Policy Manual: Volume 12, Part F, Good Moral Character',
        url: 'https://www.uscis.gov/policy-manual/volume-12-part-f',
      },
      {
        title: 'eCFR: 8 CFR 316.10, Good moral character',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-C/part-316/section-316.10',
      },
    ],
    checkedOn: CHECKED,
    related: ['naturalization-criminal-record', 'naturalization-taxes', 'naturalization-selective-service'],
    translations: {
      es: {
        question: '¿Qué significa buen carácter moral para la ciudadanía estadounidense?',
        phrasings: [
          'requisito de buen caracter moral para naturalizarme',
          '¿qué me puede hacer fallar el buen carácter moral?',
          'debo la manutención de mis hijos, ¿me pueden negar la ciudadanía?',
          'periodo legal de buen carácter moral en la N-400',
        ],
        answer: `El **buen carácter moral** significa que usted ha respetado la ley y cumplido sus obligaciones, sobre todo durante el **periodo legal** (statutory period): los {{naturalization-years}} años antes de presentar el Formulario N-400 ({{naturalization-years-spouse}} con la regla del cónyuge) y hasta el juramento. USCIS también puede tener en cuenta hechos más antiguos.

Algunas cosas lo impiden por ley, por ejemplo:

- una condena por asesinato, o por un **delito grave agravado** (aggravated felony) desde el 29 de noviembre de 1990 (impedimento permanente);
- ciertos delitos o infracciones de drogas, o 180 días o más en la cárcel por una condena, durante el periodo;
- mentir bajo juramento para obtener un beneficio migratorio;
- **hacerse pasar falsamente por ciudadano estadounidense** o votar ilegalmente;
- la embriaguez habitual, el juego ilegal, la prostitución o ayudar a otras personas a entrar ilegalmente.

Otros problemas también pueden llevar a una negación:

- no declarar o no pagar **impuestos**;
- no pagar la **manutención de hijos** ordenada por un tribunal;
- en el caso de los hombres, no inscribirse en el **Servicio Selectivo** cuando era obligatorio;
- **dos o más condenas por manejar en estado de ebriedad (DUI)**, o seguir en libertad condicional (probation o parole).

Desde agosto de 2025, USCIS pide a los oficiales que valoren a la persona en su conjunto, incluidos los factores positivos como un trabajo estable, el pago de impuestos, el cuidado de la familia, los estudios y los lazos con la comunidad, y no solo la ausencia de problemas. Esto deja más margen de decisión al oficial.

Lo más importante es la honestidad: ocultar un arresto o un problema de impuestos puede perjudicarle más que el problema mismo.

**Siguiente paso:** Si alguna vez lo arrestaron, le dieron una citación o lo acusaron de algo, aunque el caso se haya desestimado o sellado, consulte con un abogado de inmigración con licencia o un representante acreditado antes de presentar.`,
      },
    },
  },
  {
    id: 'naturalization-criminal-record',
    topic: 'naturalization',
    question: 'Can I apply for citizenship if I have an arrest or a conviction?',
    phrasings: [
      'do I have to disclose an expunged arrest on the N-400',
      'N-400 criminal history questions',
      'DUI and naturalization',
      'can a misdemeanor stop me from becoming a citizen',
      'I got arrested once but charges were dropped can I apply for citizenship',
    ],
    keywords: [
      'arrest',
      'conviction',
      'criminal record',
      'expunged',
      'sealed',
      'dismissed',
      'DUI',
      'misdemeanor',
      'felony',
      'court disposition',
      'removal',
      'NTA',
      'N-400',
    ],
    answer: `Often yes, but get legal advice before you file. Many people with minor records become citizens, but some records make you ineligible, and some can put your green card at risk.

- **Disclose everything.** The N-400 asks about every arrest, citation, charge and detention, in any country, even if it was dismissed, expunged, sealed, or happened when you were young. Leaving one out can count as lying under oath, which alone can lead to a denial.
- **Get certified court records.** For each case, bring a **certified court disposition** showing the final outcome, and the arrest report if you have it. For minor traffic tickets that ended with only a small fine, the N-400 instructions explain what you need.
- **Expunged is not erased.** For immigration purposes, an expunged or sealed conviction usually still counts.
- **Know the risk.** Filing starts a full background check. If an offense makes you **removable** (for example, some drug, theft, fraud or violent crimes, or an aggravated felony), USCIS can deny the case and send you to immigration court.
- **Timing matters.** Probation or parole usually must be finished first, and some problems stop counting once they are older than your statutory period. Waiting can be the better choice.

Only an expert who reads your actual court records can tell you whether it is safe to apply.

**Next step:** Before filing, talk to a licensed immigration attorney or accredited representative, bringing your full court records. Use **Document Review** to check that each certified disposition is complete.`,
    sources: [
      {
        title: 'USCIS Policy Manual: Volume 12, Part F, Good Moral Character',
        url: 'https://www.uscis.gov/policy-manual/volume-12-part-f',
      },
      { title: 'USCIS: N-400, Application for Naturalization', url: 'https://www.uscis.gov/n-400' },
      {
        title: 'eCFR: 8 CFR 316.10, Good moral character',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-C/part-316/section-316.10',
      },
    ],
    checkedOn: CHECKED,
    related: ['good-moral-character', 'do-i-need-a-lawyer', 'naturalization-interview'],
    translations: {
      es: {
        question: '¿Puedo solicitar la ciudadanía si tengo un arresto o una condena?',
        phrasings: [
          '¿tengo que poner en la N-400 un arresto que se borró?',
          'me arrestaron una vez pero retiraron los cargos, ¿puedo pedir la ciudadania?',
          'un DUI afecta la naturalizacion?',
          'preguntas sobre antecedentes penales en la N-400',
        ],
        answer: `Muchas veces sí, pero busque asesoría legal antes de presentar. Muchas personas con antecedentes menores se hacen ciudadanas, pero algunos antecedentes le impiden calificar y otros pueden poner en riesgo su green card.

- **Declárelo todo.** La N-400 pregunta por cada arresto, citación, cargo y detención, en cualquier país, aunque se haya desestimado, borrado (expunged) o sellado, o haya ocurrido cuando era joven. Omitir uno puede considerarse mentir bajo juramento, y eso por sí solo puede llevar a una negación.
- **Consiga documentos judiciales certificados.** Para cada caso, lleve una **disposición judicial certificada** (certified court disposition) que muestre el resultado final, y el informe del arresto si lo tiene. Para infracciones de tránsito menores que terminaron solo con una multa pequeña, las instrucciones de la N-400 explican qué necesita.
- **Borrado no quiere decir eliminado.** Para inmigración, una condena borrada o sellada normalmente sigue contando.
- **Conozca el riesgo.** Presentar la solicitud inicia una revisión completa de antecedentes. Si un delito lo hace **deportable** (por ejemplo, algunos delitos de drogas, robo, fraude o violencia, o un delito grave agravado), USCIS puede negar el caso y enviarlo a la corte de inmigración.
- **El momento importa.** Normalmente primero debe terminar la libertad condicional (probation o parole), y algunos problemas dejan de contar cuando quedan fuera de su periodo legal. A veces esperar es la mejor opción.

Solo un experto que lea sus expedientes judiciales reales puede decirle si es seguro presentar.

**Siguiente paso:** Antes de presentar, consulte con un abogado de inmigración con licencia o un representante acreditado y lleve sus expedientes judiciales completos. Use **Document Review** para comprobar que cada disposición certificada esté completa.`,
      },
      fr: {
        question: "Puis-je demander la citoyenneté si j'ai été arrêté ou condamné ?",
        phrasings: [
          'dois-je déclarer une arrestation effacée sur le N-400',
          'questions sur le casier judiciaire dans le formulaire N-400',
          "une conduite en état d'ivresse empêche-t-elle la naturalisation",
          "j'ai été arrêté mais les poursuites ont été abandonnées, puis-je devenir citoyen",
        ],
        answer: `Souvent oui, mais demandez un avis juridique avant de déposer. Beaucoup de personnes ayant des antécédents mineurs deviennent citoyennes, mais certains antécédents vous rendent inéligible et d'autres peuvent mettre votre carte verte en danger.

- **Déclarez tout.** Le N-400 demande chaque arrestation, contravention, inculpation et détention, dans n'importe quel pays, même si l'affaire a été classée, effacée (expunged) ou scellée, ou a eu lieu quand vous étiez jeune. En omettre une peut être considéré comme un mensonge sous serment, ce qui suffit à entraîner un refus.
- **Obtenez des documents judiciaires certifiés.** Pour chaque affaire, apportez une **décision judiciaire certifiée** (certified court disposition) indiquant l'issue finale, et le rapport d'arrestation si vous l'avez. Pour les petites infractions routières réglées par une simple amende, les instructions du N-400 précisent ce qu'il faut.
- **Effacé ne veut pas dire oublié.** En matière d'immigration, une condamnation effacée ou scellée compte généralement toujours.
- **Mesurez le risque.** Le dépôt déclenche une vérification complète des antécédents. Si une infraction vous rend **expulsable** (par exemple certaines infractions liées aux drogues, vols, fraudes ou violences, ou une aggravated felony), l'USCIS peut refuser la demande et vous renvoyer devant le tribunal de l'immigration.
- **Le moment compte.** La mise à l'épreuve ou la libération conditionnelle (probation ou parole) doit en général être terminée avant, et certains problèmes ne comptent plus une fois sortis de votre période de référence (statutory period). Attendre peut être le meilleur choix.

Seul un spécialiste qui lit vos dossiers judiciaires réels peut vous dire si vous pouvez déposer sans risque.

**Étape suivante :** avant de déposer, consultez un avocat en immigration agréé ou un représentant accrédité, avec vos dossiers judiciaires complets. Utilisez **Document Review** pour vérifier que chaque décision certifiée est complète.`,
      },
      de: {
        question: 'Kann ich die Staatsbürgerschaft beantragen, wenn ich festgenommen oder verurteilt wurde?',
        phrasings: [
          'muss ich eine gelöschte Festnahme im N-400 angeben',
          'Fragen zu Vorstrafen im N-400',
          'Trunkenheit am Steuer und Einbürgerung',
          'ich wurde einmal festgenommen, aber die Anklage wurde fallen gelassen',
        ],
        answer: `Oft ja, aber lassen Sie sich vor dem Antrag rechtlich beraten. Viele Menschen mit kleineren Vorstrafen werden Staatsbürger, doch manche Einträge schließen Sie aus, und manche können Ihre Green Card gefährden.

- **Geben Sie alles an.** Der N-400 fragt nach jeder Festnahme, Verwarnung, Anklage und Inhaftierung in jedem Land, auch wenn das Verfahren eingestellt, gelöscht (expunged) oder versiegelt wurde oder Sie damals jung waren. Lassen Sie etwas weg, kann das als Lüge unter Eid gelten, was allein schon zur Ablehnung führen kann.
- **Besorgen Sie beglaubigte Gerichtsunterlagen.** Bringen Sie für jeden Fall eine **beglaubigte gerichtliche Abschlussentscheidung** (certified court disposition) mit dem Endergebnis mit, und den Festnahmebericht, falls Sie ihn haben. Für kleine Verkehrsverstöße, die nur mit einem geringen Bußgeld endeten, erklärt die N-400-Anleitung, was Sie brauchen.
- **Gelöscht heißt nicht vergessen.** Für das Einwanderungsrecht zählt eine gelöschte oder versiegelte Verurteilung meist weiterhin.
- **Kennen Sie das Risiko.** Der Antrag löst eine vollständige Sicherheitsüberprüfung aus. Macht eine Straftat Sie **abschiebbar** (etwa manche Drogen-, Diebstahls-, Betrugs- oder Gewaltdelikte oder eine aggravated felony), kann USCIS den Antrag ablehnen und Sie vor das Einwanderungsgericht bringen.
- **Der Zeitpunkt zählt.** Bewährung oder bedingte Entlassung (probation oder parole) müssen meist erst abgeschlossen sein, und manche Probleme zählen nicht mehr, sobald sie außerhalb Ihres maßgeblichen Zeitraums (statutory period) liegen. Abwarten kann die bessere Wahl sein.

Nur ein Fachmann, der Ihre tatsächlichen Gerichtsakten liest, kann Ihnen sagen, ob ein Antrag für Sie sicher ist.

**Nächster Schritt:** Sprechen Sie vor dem Antrag mit einem zugelassenen Einwanderungsanwalt oder einem akkreditierten Vertreter und bringen Sie Ihre vollständigen Gerichtsakten mit. Prüfen Sie mit **Document Review**, ob jede beglaubigte Entscheidung vollständig ist.`,
      },
    },
  },
  {
    id: 'naturalization-interview',
    topic: 'naturalization',
    question: 'What happens at the citizenship interview and what should I bring?',
    phrasings: [
      'what to bring to my N-400 interview',
      'naturalization interview questions',
      'how long does the citizenship interview take',
      'what do they ask at the naturalisation interview',
      'n400 interview documents checklist',
    ],
    keywords: [
      'interview',
      'N-400 interview',
      'naturalization interview',
      'interview length',
      'how long the interview takes',
      'N-652',
      'documents to bring',
      'interview notice',
      'English test',
      'civics test',
      'checklist',
    ],
    answer: `At the **naturalization interview**, a USCIS officer puts you under oath, goes through your **Form N-400** with you, and gives the **English and civics tests**. It often takes under an hour.

What happens:

- You check in, and the officer has you swear to tell the truth.
- The officer asks about your answers: addresses, jobs, trips, marriages, children, taxes, any arrests, and the yes-or-no questions. Tell the officer about anything that has changed since you filed.
- You take the English reading and writing tests and the civics test, unless you are exempt.
- At the end you receive **Form N-652** with the result: granted, continued (more documents or a second test), or denied.

What to bring (your interview notice lists what you need):

- the interview notice, your **green card**, and a government photo ID;
- all passports and travel documents you used since becoming a permanent resident;
- proof of marriages and divorces, and your spouse's proof of citizenship if you applied under the spouse rule;
- tax transcripts, and proof of any payment plan if you owed taxes;
- **certified court records** for any arrest or citation;
- proof of child support payments or Selective Service status, if these apply;
- your interpreter, if you are exempt from the English test.

You may bring an attorney or accredited representative. Some offices hold the oath ceremony the same day.

**Next step:** Check your documents with **Document Review**, and follow your interview notice in **Track Applications**.`,
    sources: [
      {
        title: 'USCIS: The Naturalization Interview and Test',
        url: 'https://www.uscis.gov/citizenship/learn-about-citizenship/the-naturalization-interview-and-test',
      },
      {
        title: 'USCIS Policy Manual: Volume 12, Part B, Chapter 4, Results of the Naturalization Examination',
        url: 'https://www.uscis.gov/policy-manual/volume-12-part-b-chapter-4',
      },
    ],
    checkedOn: CHECKED,
    related: ['naturalization-civics-test', 'naturalization-english-test', 'oath-ceremony'],
    translations: {
      es: {
        question: '¿Qué pasa en la entrevista de ciudadanía y qué debo llevar?',
        phrasings: [
          '¿qué documentos llevo a la entrevista de la N-400?',
          'preguntas de la entrevista de naturalizacion',
          '¿cuánto dura la entrevista de ciudadanía?',
          'lista de documentos para la entrevista n400',
        ],
        answer: `En la **entrevista de naturalización**, un oficial de USCIS le toma juramento, revisa con usted su **Formulario N-400** y le hace los **exámenes de inglés y educación cívica**. Suele durar menos de una hora.

Qué pasa:

- Usted se registra y el oficial le pide jurar que dirá la verdad.
- El oficial le pregunta por sus respuestas: domicilios, empleos, viajes, matrimonios, hijos, impuestos, arrestos y las preguntas de sí o no. Avísele de todo lo que haya cambiado desde que presentó.
- Hace los exámenes de lectura y escritura en inglés y el examen cívico, salvo que esté exento.
- Al final recibe el **Formulario N-652** con el resultado: aprobada, aplazada (continued: faltan documentos o un segundo examen) o negada.

Qué llevar (su aviso de entrevista indica lo que necesita):

- el aviso de entrevista, su **green card** y una identificación oficial con foto;
- todos los pasaportes y documentos de viaje que haya usado desde que es residente permanente;
- pruebas de matrimonios y divorcios, y la prueba de ciudadanía de su cónyuge si solicitó con la regla del cónyuge;
- sus transcripciones de impuestos (tax transcripts), y la prueba de su plan de pagos si debía impuestos;
- **documentos judiciales certificados** de cualquier arresto o citación;
- pruebas de pago de la manutención de hijos o de su situación ante el Servicio Selectivo, si corresponde;
- su intérprete, si está exento del examen de inglés.

Puede ir con un abogado o un representante acreditado. Algunas oficinas hacen la ceremonia de juramento el mismo día.

**Siguiente paso:** Revise sus documentos con **Document Review** y siga su aviso de entrevista en **Track Applications**.`,
      },
      fr: {
        question: "Que se passe-t-il à l'entretien de naturalisation et que faut-il apporter ?",
        phrasings: [
          "questions posées à l'entretien de naturalisation",
          "combien de temps dure l'entretien de citoyenneté",
          "liste des documents pour l'entretien du N-400",
          "comment se passe le rendez-vous de naturalisation à l'USCIS",
        ],
        answer: `Lors de l'**entretien de naturalisation**, un agent de l'USCIS vous fait prêter serment, passe en revue votre **formulaire N-400** avec vous et vous fait passer les **tests d'anglais et d'éducation civique**. L'entretien dure souvent moins d'une heure.

Déroulement :

- Vous vous présentez à l'accueil, puis l'agent vous fait jurer de dire la vérité.
- L'agent vous interroge sur vos réponses : adresses, emplois, voyages, mariages, enfants, impôts, arrestations éventuelles et questions fermées (oui ou non). Signalez-lui tout ce qui a changé depuis le dépôt.
- Vous passez les tests de lecture et d'écriture en anglais et le test d'éducation civique, sauf si vous en êtes dispensé.
- À la fin, vous recevez le **formulaire N-652** avec le résultat : demande accordée, reportée (documents supplémentaires ou second test) ou refusée.

À apporter (votre convocation indique ce qu'il vous faut) :

- la convocation, votre **carte verte** et une pièce d'identité officielle avec photo ;
- tous les passeports et documents de voyage utilisés depuis que vous êtes résident permanent ;
- les preuves de vos mariages et divorces, et la preuve de citoyenneté de votre conjoint si vous avez déposé selon la règle du conjoint ;
- vos relevés fiscaux de l'IRS (tax transcripts), et la preuve d'un échéancier de paiement si vous deviez des impôts ;
- des **décisions judiciaires certifiées** pour toute arrestation ou contravention ;
- la preuve du paiement de la pension alimentaire pour vos enfants ou de votre situation auprès du Selective Service, le cas échéant ;
- votre interprète, si vous êtes dispensé du test d'anglais.

Vous pouvez venir avec un avocat ou un représentant accrédité. Certains bureaux organisent la cérémonie de serment le jour même.

**Étape suivante :** vérifiez vos documents avec **Document Review** et suivez votre convocation dans **Track Applications**.`,
      },
      de: {
        question: 'Was passiert beim Einbürgerungsinterview und was muss ich mitbringen?',
        phrasings: [
          'welche Unterlagen brauche ich für das N-400-Interview',
          'wie lange dauert das Einbürgerungsgespräch',
          'welche Fragen stellt der Beamte beim Einbürgerungsinterview',
          'Checkliste Dokumente N400 Interview',
        ],
        answer: `Beim **Einbürgerungsinterview** nimmt Ihnen ein USCIS-Beamter den Eid ab, geht Ihr **Formular N-400** mit Ihnen durch und führt den **Englisch- und den Staatsbürgerkundetest** durch. Es dauert oft weniger als eine Stunde.

Ablauf:

- Sie melden sich an, und der Beamte lässt Sie schwören, die Wahrheit zu sagen.
- Der Beamte fragt nach Ihren Angaben: Adressen, Arbeitsstellen, Reisen, Ehen, Kinder, Steuern, etwaige Festnahmen und die Ja-Nein-Fragen. Sagen Sie ihm, was sich seit dem Antrag geändert hat.
- Sie legen den Lese- und Schreibtest auf Englisch und den Staatsbürgerkundetest ab, sofern Sie nicht befreit sind.
- Am Ende erhalten Sie **Formular N-652** mit dem Ergebnis: genehmigt, vertagt (weitere Unterlagen oder ein zweiter Test) oder abgelehnt.

Was Sie mitbringen (Ihre Einladung nennt, was Sie brauchen):

- die Einladung, Ihre **Green Card** und einen amtlichen Lichtbildausweis;
- alle Reisepässe und Reisedokumente, die Sie seit Erhalt der Green Card benutzt haben;
- Nachweise über Eheschließungen und Scheidungen sowie den Staatsbürgerschaftsnachweis Ihres Ehepartners, wenn Sie nach der Ehegattenregel beantragt haben;
- Steuerauszüge des IRS (tax transcripts) und, falls Sie Steuern schuldeten, den Nachweis einer Ratenzahlungsvereinbarung;
- **beglaubigte Gerichtsunterlagen** zu jeder Festnahme oder Verwarnung;
- Nachweise über gezahlten Kindesunterhalt oder Ihren Selective-Service-Status, falls zutreffend;
- Ihren Dolmetscher, wenn Sie vom Englischtest befreit sind.

Sie dürfen einen Anwalt oder einen akkreditierten Vertreter mitbringen. Manche Ämter halten die Eidzeremonie am selben Tag ab.

**Nächster Schritt:** Prüfen Sie Ihre Unterlagen mit **Document Review** und verfolgen Sie Ihre Einladung in **Track Applications**.`,
      },
    },
  },
  {
    id: 'failed-naturalization-test',
    topic: 'naturalization',
    question: 'What happens if I fail the citizenship test?',
    phrasings: [
      'failed the civics test what now',
      'second chance on the naturalization test',
      'I failed the english reading test at my interview',
      'can I retake the citizenship test',
      'N-400 re-exam after failing',
    ],
    keywords: [
      'failed test',
      're-examination',
      'reexam',
      'retake',
      'second chance',
      'civics test',
      'English test',
      'denied',
      'N-336',
      'N-400',
    ],
    answer: `You get **one more try**. If you fail the English or civics test at your interview, USCIS schedules a **re-examination** on only the part you failed, usually **60 to 90 days** after the first interview.

- You do not retake the parts you passed.
- The re-exam works like the first test. For civics, you keep the version set by your filing date (the 2025 test if you filed on or after October 20, 2025).
- If you cannot attend, ask to reschedule in writing before the date. Missing the re-exam without a good reason can count as failing it.
- If a disability is the reason you cannot learn the material, ask about **Form N-648** before the re-exam.

**If you fail again**, USCIS denies your N-400. Then you can:

- **apply again** with a new N-400 and a new fee when you are ready; there is no waiting period after a test failure; or
- ask for a hearing on **Form N-336** within {{n336-filing-days}} days of the denial, where you may be tested again.

A denial because of the test does not take away your green card. Keep your green card valid while you prepare.

**Next step:** Set **Deadline Reminders** for your re-exam date and practice with the official USCIS study materials.`,
    sources: [
      {
        title: 'USCIS Policy Manual: Volume 12, Part B, Chapter 4, Results of the Naturalization Examination',
        url: 'https://www.uscis.gov/policy-manual/volume-12-part-b-chapter-4',
      },
      {
        title: 'eCFR: 8 CFR 312.5, Second opportunity to pass the tests',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-C/part-312/section-312.5',
      },
    ],
    checkedOn: CHECKED,
    related: ['n400-denied-n336', 'naturalization-civics-test', 'naturalization-english-test'],
    translations: {
      es: {
        question: '¿Qué pasa si no apruebo el examen de ciudadanía?',
        phrasings: [
          'reprobé el examen de cívica, ¿ahora qué hago?',
          '¿puedo volver a hacer el examen de ciudadania?',
          'no pase la lectura en ingles en mi entrevista',
          'segunda oportunidad en el examen de naturalización',
        ],
        answer: `Tiene **otra oportunidad**. Si no aprueba el examen de inglés o el cívico en su entrevista, USCIS programa un **segundo examen** (re-examination) solo de la parte que no aprobó, normalmente **de 60 a 90 días** después de la primera entrevista.

- No repite las partes que aprobó.
- El segundo examen funciona como el primero. En educación cívica conserva la versión que le corresponde por su fecha de presentación (el examen de 2025 si presentó el 20 de octubre de 2025 o después).
- Si no puede asistir, pida por escrito una nueva fecha antes del día fijado. Faltar sin una buena razón puede contar como no aprobar.
- Si una discapacidad le impide aprender el material, pregunte por el **Formulario N-648** antes del segundo examen.

**Si vuelve a fallar**, USCIS niega su N-400. Entonces puede:

- **volver a solicitar** con una nueva N-400 y una nueva tarifa cuando esté listo; no hay periodo de espera después de reprobar un examen; o
- pedir una audiencia con el **Formulario N-336** dentro de los {{n336-filing-days}} días siguientes a la negación, donde pueden volver a examinarle.

Una negación por el examen no le quita la green card. Mantenga su green card vigente mientras se prepara.

**Siguiente paso:** Active **Deadline Reminders** para la fecha de su segundo examen y practique con los materiales oficiales de estudio de USCIS.`,
      },
    },
  },
  {
    id: 'oath-ceremony',
    topic: 'naturalization',
    question: 'What happens at the naturalization oath ceremony?',
    phrasings: [
      'when is the oath ceremony after the interview',
      'N-445 questionnaire',
      'do I give back my green card at the oath',
      'can I reschedule my citizenship ceremony',
      'when do I officially become a citizen',
    ],
    keywords: [
      'oath ceremony',
      'Oath of Allegiance',
      'N-445',
      'swearing in',
      'officially become a citizen',
      'certificate of naturalization',
      'N-550',
      'N-565',
      'judicial ceremony',
      'administrative ceremony',
    ],
    answer: `You become a U.S. citizen the moment you take the **Oath of Allegiance** at a ceremony, not when USCIS approves your N-400. Some offices hold the oath the same day as the interview; otherwise USCIS sends **Form N-445**, Notice of Naturalization Oath Ceremony, with the date and place.

Before and at the ceremony:

- **Answer the N-445 questions** about the time since your interview: trips abroad, arrests or citations, marriage or divorce, and similar changes. Answer honestly, and sign only when the officer tells you to.
- **Bring** the notice, your green card, and any documents the notice asks for.
- **Return your green card** when you check in.
- **Take the oath.** A court holds **judicial ceremonies**; USCIS holds **administrative ceremonies**.
- **Get your Certificate of Naturalization.** Check it for spelling and date errors before you leave. Fixing or replacing it later takes **Form N-565**, which costs {{fee-n565-online}} online or {{fee-n565-paper}} on paper (no fee if USCIS made the error).

Good to know:

- **Can't attend?** Send the notice back to your USCIS office with a letter explaining why and asking for a new date. Missing the ceremony more than once can lead to a denial.
- Until the oath you are still a permanent resident: do not vote or register to vote, and tell USCIS about any arrest or long trip.
- If you asked for a legal name change, you usually need a judicial ceremony.

**Next step:** After the oath, apply for a U.S. passport and keep your certificate somewhere safe.`,
    sources: [
      {
        title: 'USCIS: Naturalization Ceremonies',
        url: 'https://www.uscis.gov/citizenship/learn-about-citizenship/naturalization-ceremonies',
      },
      {
        title: 'USCIS Policy Manual: Volume 12, Part J, Chapter 2, The Oath of Allegiance',
        url: 'https://www.uscis.gov/policy-manual/volume-12-part-j-chapter-2',
      },
    ],
    checkedOn: CHECKED,
    related: ['after-citizenship-next-steps', 'name-change-naturalization', 'dual-citizenship'],
    translations: {
      es: {
        question: '¿Qué pasa en la ceremonia de juramento de naturalización?',
        phrasings: [
          '¿cuándo es la ceremonia de juramento después de la entrevista?',
          '¿entrego mi green card en el juramento?',
          'cuestionario del formulario N-445',
          '¿puedo cambiar la fecha de mi ceremonia de ciudadania?',
        ],
        answer: `Usted se hace ciudadano estadounidense en el momento en que presta el **Juramento de Lealtad** en una ceremonia, no cuando USCIS aprueba su N-400. Algunas oficinas toman el juramento el mismo día de la entrevista; si no, USCIS le envía el **Formulario N-445**, Aviso de Ceremonia de Juramento de Naturalización, con la fecha y el lugar.

Antes y durante la ceremonia:

- **Conteste las preguntas del N-445** sobre el tiempo transcurrido desde su entrevista: viajes al extranjero, arrestos o citaciones, matrimonio o divorcio y cambios parecidos. Responda con honestidad y firme solo cuando el oficial se lo indique.
- **Lleve** el aviso, su green card y los documentos que pida el aviso.
- **Entregue su green card** al registrarse.
- **Preste el juramento.** Las **ceremonias judiciales** las celebra un tribunal; las **ceremonias administrativas**, USCIS.
- **Reciba su Certificado de Naturalización.** Antes de irse, revise que no tenga errores de ortografía ni de fechas. Corregirlo o reemplazarlo después requiere el **Formulario N-565**, que cuesta {{fee-n565-online}} en línea o {{fee-n565-paper}} en papel (sin tarifa si el error fue de USCIS).

Conviene saber:

- **¿No puede asistir?** Devuelva el aviso a su oficina de USCIS con una carta que explique el motivo y pida otra fecha. Faltar a la ceremonia más de una vez puede llevar a una negación.
- Hasta el juramento sigue siendo residente permanente: no vote ni se inscriba para votar, y avise a USCIS de cualquier arresto o viaje largo.
- Si pidió un cambio legal de nombre, normalmente necesita una ceremonia judicial.

**Siguiente paso:** Después del juramento, solicite un pasaporte estadounidense y guarde su certificado en un lugar seguro.`,
      },
      fr: {
        question: 'Que se passe-t-il à la cérémonie de serment de naturalisation ?',
        phrasings: [
          "quand a lieu la cérémonie de serment après l'entretien",
          'questionnaire du formulaire N-445',
          'faut-il rendre sa carte verte le jour du serment',
          'peut-on reporter sa cérémonie de citoyenneté',
        ],
        answer: `Vous devenez citoyen américain au moment où vous prêtez le **serment d'allégeance** lors d'une cérémonie, et non quand l'USCIS approuve votre N-400. Certains bureaux font prêter serment le jour même de l'entretien ; sinon, l'USCIS vous envoie le **formulaire N-445**, avis de cérémonie de serment de naturalisation, avec la date et le lieu.

Avant et pendant la cérémonie :

- **Répondez aux questions du N-445** sur la période écoulée depuis votre entretien : voyages à l'étranger, arrestations ou contraventions, mariage ou divorce, et changements semblables. Répondez honnêtement et ne signez que lorsque l'agent vous le demande.
- **Apportez** l'avis, votre carte verte et tout document demandé dans l'avis.
- **Rendez votre carte verte** à l'accueil.
- **Prêtez serment.** Les **cérémonies judiciaires** sont tenues par un tribunal ; les **cérémonies administratives**, par l'USCIS.
- **Recevez votre certificat de naturalisation.** Vérifiez l'orthographe et les dates avant de partir. Le corriger ou le remplacer plus tard exige le **formulaire N-565**, qui coûte {{fee-n565-online}} en ligne ou {{fee-n565-paper}} sur papier (gratuit si l'erreur vient de l'USCIS).

Bon à savoir :

- **Vous ne pouvez pas venir ?** Renvoyez l'avis à votre bureau de l'USCIS avec une lettre qui explique pourquoi et demande une nouvelle date. Manquer la cérémonie plus d'une fois peut entraîner un refus.
- Jusqu'au serment, vous êtes encore résident permanent : ne votez pas, ne vous inscrivez pas sur les listes électorales, et signalez à l'USCIS toute arrestation ou tout long voyage.
- Si vous avez demandé un changement de nom légal, il faut en général une cérémonie judiciaire.

**Étape suivante :** après le serment, demandez un passeport américain et rangez votre certificat en lieu sûr.`,
      },
      de: {
        question: 'Was passiert bei der Eidzeremonie zur Einbürgerung?',
        phrasings: [
          'wann ist die Eidzeremonie nach dem Interview',
          'Fragebogen im Formular N-445',
          'muss ich bei der Vereidigung meine Green Card zurückgeben',
          'kann ich meinen Termin für die Einbürgerungsfeier verschieben',
        ],
        answer: `US-Bürger werden Sie in dem Moment, in dem Sie bei einer Zeremonie den **Treueeid** (Oath of Allegiance) leisten, nicht schon, wenn USCIS Ihren N-400 genehmigt. Manche Ämter nehmen den Eid am Tag des Interviews ab; sonst schickt USCIS Ihnen **Formular N-445**, die Einladung zur Eidzeremonie, mit Datum und Ort.

Vor und bei der Zeremonie:

- **Beantworten Sie die Fragen auf dem N-445** zur Zeit seit Ihrem Interview: Auslandsreisen, Festnahmen oder Verwarnungen, Heirat oder Scheidung und ähnliche Änderungen. Antworten Sie ehrlich und unterschreiben Sie erst, wenn der Beamte Sie dazu auffordert.
- **Bringen Sie** die Einladung, Ihre Green Card und alle darin verlangten Unterlagen mit.
- **Geben Sie Ihre Green Card** bei der Anmeldung ab.
- **Leisten Sie den Eid.** **Gerichtliche Zeremonien** hält ein Gericht ab, **administrative Zeremonien** USCIS.
- **Nehmen Sie Ihre Einbürgerungsurkunde entgegen.** Prüfen Sie Schreibweise und Daten, bevor Sie gehen. Eine spätere Korrektur oder ein Ersatz erfordert **Formular N-565**, das {{fee-n565-online}} online oder {{fee-n565-paper}} auf Papier kostet (gebührenfrei, wenn der Fehler bei USCIS lag).

Gut zu wissen:

- **Sie können nicht kommen?** Schicken Sie die Einladung mit einem Brief an Ihr USCIS-Büro zurück, der den Grund nennt und um einen neuen Termin bittet. Wer die Zeremonie mehr als einmal versäumt, riskiert eine Ablehnung.
- Bis zum Eid sind Sie weiterhin Daueraufenthaltsberechtigter: Wählen Sie nicht, lassen Sie sich nicht ins Wählerverzeichnis eintragen, und melden Sie USCIS jede Festnahme oder lange Reise.
- Wenn Sie eine Namensänderung beantragt haben, brauchen Sie in der Regel eine gerichtliche Zeremonie.

**Nächster Schritt:** Beantragen Sie nach dem Eid einen US-Reisepass und bewahren Sie Ihre Urkunde sicher auf.`,
      },
    },
  },
  {
    id: 'dual-citizenship',
    topic: 'naturalization',
    question: 'Can I keep my other citizenship when I become a U.S. citizen?',
    phrasings: [
      'does the US allow dual citizenship',
      'will I lose my passport from my home country if I naturalize',
      'dual nationality after naturalization',
      'do I have to renounce my citizenship to become american',
      'can I have two passports as a US citizen',
    ],
    keywords: [
      'dual citizenship',
      'dual nationality',
      'two passports',
      'renounce',
      'oath of allegiance',
      'foreign passport',
      'second citizenship',
    ],
    answer: `As far as the **United States** is concerned, usually yes. U.S. law does not make you choose one nationality, and USCIS does not take your foreign passport. Whether you keep your other citizenship depends on **the other country's law**.

- In the oath you promise to give up allegiance to other countries. The U.S. does not treat this as ending your other nationality, but some countries do: they may end your citizenship automatically when you naturalize elsewhere, or require you to give it up.
- Some countries allow dual citizenship only if you register, ask permission first, or apply to keep it. A few let you get it back later.
- As a U.S. citizen you must use a **U.S. passport** to leave and enter the United States. You may use your other passport in your other country.
- Dual citizens must obey the laws of both countries, which can include military service or taxes there. The U.S. taxes its citizens on their worldwide income, even when they live abroad.
- When you are in your other country, the U.S. embassy may be limited in how it can help you.

Contact the embassy or consulate of your other country before you naturalize, and ask what happens to your citizenship there.

**Next step:** Once you have checked the other country's rules, continue with your N-400 using the **Eligibility Check**.`,
    sources: [
      {
        title: 'U.S. Department of State: Dual Nationality',
        url: 'https://travel.state.gov/content/travel/en/legal/travel-legal-considerations/Relinquishing-US-Nationality/Dual-Nationality.html',
      },
      {
        title: 'U.S. Code: 8 U.S.C. 1481 (INA 349, loss of nationality)',
        url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section1481&num=0&edition=prelim',
      },
    ],
    checkedOn: CHECKED,
    related: ['oath-ceremony', 'after-citizenship-next-steps', 'apply-for-citizenship'],
    translations: {
      es: {
        question: '¿Puedo conservar mi otra nacionalidad cuando me haga ciudadano estadounidense?',
        phrasings: [
          '¿Estados Unidos permite la doble ciudadanía?',
          '¿voy a perder el pasaporte de mi país si me hago ciudadano?',
          'doble nacionalidad despues de la naturalizacion',
          '¿tengo que renunciar a mi nacionalidad para ser americano?',
        ],
        answer: `En lo que respecta a **Estados Unidos**, normalmente sí. La ley estadounidense no le obliga a elegir una sola nacionalidad, y USCIS no le quita su pasaporte extranjero. Que conserve o no su otra ciudadanía depende de **la ley del otro país**.

- En el juramento usted promete renunciar a la lealtad a otros países. EE. UU. no considera que eso ponga fin a su otra nacionalidad, pero algunos países sí: pueden quitarle la ciudadanía automáticamente cuando se naturaliza en otro país, o exigirle que renuncie a ella.
- Algunos países solo permiten la doble ciudadanía si usted se registra, pide permiso antes o solicita conservarla. Unos pocos le permiten recuperarla más adelante.
- Como ciudadano estadounidense, debe usar un **pasaporte estadounidense** para salir de EE. UU. y para entrar. Puede usar su otro pasaporte en su otro país.
- Quien tiene doble ciudadanía debe cumplir las leyes de ambos países, lo que puede incluir el servicio militar o impuestos allí. EE. UU. grava a sus ciudadanos por sus ingresos en todo el mundo, aunque vivan en el extranjero.
- Cuando esté en su otro país, la embajada de EE. UU. puede tener un margen limitado para ayudarle.

Antes de naturalizarse, comuníquese con la embajada o el consulado de su otro país y pregunte qué pasa allí con su ciudadanía.

**Siguiente paso:** Una vez que haya revisado las reglas del otro país, siga con su N-400 usando **Eligibility Check**.`,
      },
      fr: {
        question: 'Puis-je garder mon autre nationalité en devenant citoyen américain ?',
        phrasings: [
          'les États-Unis acceptent-ils la double nationalité',
          'vais-je perdre le passeport de mon pays si je me fais naturaliser',
          'double nationalité après la naturalisation américaine',
          'faut-il renoncer à sa nationalité pour devenir américain',
        ],
        answer: `Du point de vue des **États-Unis**, en général oui. La loi américaine ne vous oblige pas à choisir une seule nationalité, et l'USCIS ne vous retire pas votre passeport étranger. Garder ou non votre autre nationalité dépend de **la loi de l'autre pays**.

- Dans le serment, vous promettez de renoncer à toute allégeance envers d'autres pays. Les États-Unis ne considèrent pas que cela met fin à votre autre nationalité, mais certains pays, si : ils peuvent vous la retirer automatiquement quand vous êtes naturalisé ailleurs, ou exiger que vous y renonciez.
- Certains pays n'autorisent la double nationalité que si vous vous enregistrez, demandez une autorisation préalable ou demandez à la conserver. Quelques-uns permettent de la récupérer plus tard.
- En tant que citoyen américain, vous devez utiliser un **passeport américain** pour quitter les États-Unis et y entrer. Vous pouvez utiliser votre autre passeport dans votre autre pays.
- Les binationaux doivent respecter les lois des deux pays, ce qui peut inclure le service militaire ou des impôts là-bas. Les États-Unis imposent leurs citoyens sur leurs revenus mondiaux, même s'ils vivent à l'étranger.
- Quand vous êtes dans votre autre pays, l'ambassade des États-Unis peut être limitée dans l'aide qu'elle vous apporte.

Avant de vous faire naturaliser, contactez l'ambassade ou le consulat de votre autre pays et demandez ce que devient votre nationalité là-bas.

**Étape suivante :** une fois les règles de l'autre pays vérifiées, poursuivez votre N-400 avec l'**Eligibility Check**.`,
      },
      de: {
        question: 'Kann ich meine andere Staatsangehörigkeit behalten, wenn ich US-Bürger werde?',
        phrasings: [
          'erlauben die USA die doppelte Staatsbürgerschaft',
          'verliere ich meinen deutschen Pass, wenn ich mich in den USA einbürgern lasse',
          'doppelte Staatsangehörigkeit nach der Einbürgerung',
          'muss ich meine alte Staatsbürgerschaft aufgeben, um Amerikaner zu werden',
        ],
        answer: `Aus Sicht der **Vereinigten Staaten** in der Regel ja. Das US-Recht zwingt Sie nicht, sich für eine einzige Staatsangehörigkeit zu entscheiden, und USCIS nimmt Ihnen Ihren ausländischen Pass nicht ab. Ob Sie Ihre andere Staatsangehörigkeit behalten, hängt vom **Recht des anderen Landes** ab.

- Im Eid versprechen Sie, jeder Treuepflicht gegenüber anderen Staaten abzuschwören. Die USA sehen darin kein Ende Ihrer anderen Staatsangehörigkeit, manche Länder aber schon: Sie entziehen sie automatisch, wenn Sie sich anderswo einbürgern lassen, oder verlangen, dass Sie darauf verzichten.
- Manche Länder erlauben die doppelte Staatsangehörigkeit nur, wenn Sie sich registrieren, vorher eine Genehmigung einholen oder die Beibehaltung beantragen. Einige wenige lassen Sie sie später zurückerhalten.
- Als US-Bürger müssen Sie mit einem **US-Reisepass** aus den USA aus- und einreisen. In Ihrem anderen Land dürfen Sie Ihren anderen Pass benutzen.
- Doppelstaatler müssen die Gesetze beider Länder befolgen; dazu können dort Wehrdienst oder Steuern gehören. Die USA besteuern ihre Bürger auf ihr weltweites Einkommen, auch wenn sie im Ausland leben.
- Solange Sie in Ihrem anderen Land sind, kann Ihnen die US-Botschaft unter Umständen nur eingeschränkt helfen.

Fragen Sie vor der Einbürgerung bei der Botschaft oder dem Konsulat Ihres anderen Landes nach, was dort mit Ihrer Staatsangehörigkeit geschieht.

**Nächster Schritt:** Wenn Sie die Regeln des anderen Landes geprüft haben, fahren Sie mit Ihrem N-400 und dem **Eligibility Check** fort.`,
      },
    },
  },
  {
    id: 'n400-denied-n336',
    topic: 'naturalization',
    question: 'How do I appeal a denied N-400 citizenship application?',
    phrasings: [
      'my citizenship application was denied what can I do',
      'N-336 hearing request',
      'n336 deadline',
      'appeal naturalization denial',
      'should I reapply or appeal after N-400 denial',
    ],
    keywords: ['N-336', 'appeal', 'hearing', 'denial', 'denied N-400', 'administrative review', 'federal court', 'reapply', 'motion'],
    answer: `You can ask for a review by filing **Form N-336**, Request for a Hearing on a Decision in Naturalization Proceedings, within **{{n336-filing-days}} days** of the denial ({{mail-extra-days}} days more if the decision was mailed). The fee is {{fee-n336-online}} online or {{fee-n336-paper}} on paper; service members who applied under the military rules pay no fee.

- A different USCIS officer reviews your case, usually within 180 days. The officer may hold a hearing, may test you again, and can look at new evidence and a written explanation from you.
- The officer either approves your N-400 or upholds the denial.
- If the denial is upheld, you can ask a **federal district court** to review your case.
- A late N-336 is usually rejected, and the fee is not refunded.
- For naturalization denials, use Form N-336, not Form I-290B.

**Reapplying may be better.** If the problem can be fixed (for example, a trip or an old issue will soon be outside your statutory period, or you need more time to study), you can file a new N-400 with a new fee instead.

Read the denial letter closely. If it mentions fraud, a criminal issue, or that you may be removable, talk to a licensed immigration attorney or accredited representative right away, because your green card could be at risk.

**Next step:** Set **Deadline Reminders** for your N-336 deadline the day the denial arrives.`,
    sources: [
      { title: 'USCIS: N-336, Request for a Hearing on a Decision in Naturalization Proceedings', url: 'https://www.uscis.gov/n-336' },
      {
        title: 'eCFR: 8 CFR 336.2, USCIS administrative review',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-C/part-336/section-336.2',
      },
      { title: 'USCIS: Fee Schedule (Form G-1055)', url: 'https://www.uscis.gov/g-1055' },
    ],
    checkedOn: CHECKED,
    related: ['failed-naturalization-test', 'do-i-need-a-lawyer', 'appeal-or-motion-i290b'],
    translations: {
      es: {
        question: '¿Cómo apelo la negación de mi solicitud de ciudadanía N-400?',
        phrasings: [
          'me negaron la ciudadanía, ¿qué puedo hacer?',
          'pedir una audiencia con el formulario N-336',
          'plazo para la n336',
          '¿es mejor apelar o volver a aplicar si me niegan la N-400?',
        ],
        answer: `Puede pedir una revisión presentando el **Formulario N-336**, Solicitud de Audiencia sobre una Decisión en Procedimientos de Naturalización, dentro de los **{{n336-filing-days}} días** siguientes a la negación ({{mail-extra-days}} días más si la decisión le llegó por correo). La tarifa es de {{fee-n336-online}} en línea o {{fee-n336-paper}} en papel; los militares que solicitaron bajo las reglas militares no pagan.

- Otro oficial de USCIS revisa su caso, normalmente en un plazo de 180 días. Puede celebrar una audiencia, volver a examinarle y tener en cuenta nuevas pruebas y una explicación escrita suya.
- El oficial aprueba su N-400 o confirma la negación.
- Si se confirma la negación, puede pedir a un **tribunal federal de distrito** que revise su caso.
- Un N-336 presentado tarde normalmente se rechaza, y la tarifa no se devuelve.
- Para las negaciones de naturalización se usa el Formulario N-336, no el Formulario I-290B.

**Volver a solicitar puede ser mejor.** Si el problema tiene arreglo (por ejemplo, un viaje o un asunto antiguo pronto quedará fuera de su periodo legal, o necesita más tiempo para estudiar), puede presentar en su lugar una nueva N-400 con una nueva tarifa.

Lea con atención la carta de negación. Si menciona fraude, un asunto penal o que usted podría ser deportable, consulte de inmediato con un abogado de inmigración con licencia o un representante acreditado, porque su green card podría estar en riesgo.

**Siguiente paso:** Active **Deadline Reminders** para el plazo del N-336 el mismo día en que reciba la negación.`,
      },
    },
  },
  {
    id: 'citizenship-for-children-n600',
    topic: 'naturalization',
    question: 'Did my child become a U.S. citizen when I naturalized?',
    phrasings: [
      'N-600 certificate of citizenship for my child',
      'child citizenship act automatic citizenship',
      'do my kids become citizens when I become a citizen',
      'n600 fee',
      'my son has a green card and I just became a citizen',
    ],
    keywords: [
      'N-600',
      'certificate of citizenship',
      'Child Citizenship Act',
      'CCA',
      'INA 320',
      'derived citizenship',
      'automatic citizenship',
      'children',
      'kids',
      'my kids',
      'son',
      'daughter',
      'passport',
      'under 18',
    ],
    answer: `Often yes. Under the **Child Citizenship Act**, a child becomes a U.S. citizen automatically, with no application, on the day all of these are true:

- at least one parent is a U.S. citizen (by birth or naturalization);
- the child is **under 18**;
- the child is a **lawful permanent resident** (has a green card);
- the child lives **in the U.S.** in the **legal and physical custody** of the citizen parent.

Adopted children can qualify if the adoption meets immigration rules. Stepchildren qualify only if adopted. People who were already 18 on February 27, 2001 fall under older laws. A child who turns 18 before all the conditions are met does not become a citizen this way and must apply for naturalization.

Citizenship is automatic, but your child needs **proof**:

- **U.S. passport:** often the quickest and cheapest proof. Apply with your Certificate of Naturalization, the child's green card and birth certificate, and custody papers if you are divorced or separated.
- **Form N-600**, Application for Certificate of Citizenship: {{fee-n600-online}} online or {{fee-n600-paper}} on paper. The certificate never expires, which makes it good lifelong proof. It is optional.

Children born abroad to a U.S. citizen parent may instead be citizens from birth; different rules apply, and the N-600 or a passport can prove that too.

**Next step:** Use **Document Review** to check the custody and relationship documents, then apply for your child's passport or file the N-600.`,
    sources: [
      { title: 'USCIS: N-600, Application for Certificate of Citizenship', url: 'https://www.uscis.gov/n-600' },
      {
        title: 'USCIS Policy Manual: Volume 12, Part H, Chapter 4, Automatic Acquisition of Citizenship after Birth',
        url: 'https://www.uscis.gov/policy-manual/volume-12-part-h-chapter-4',
      },
    ],
    checkedOn: CHECKED,
    related: ['after-citizenship-next-steps', 'apply-for-citizenship'],
    translations: {
      es: {
        question: '¿Mi hijo se hizo ciudadano estadounidense cuando yo me naturalicé?',
        phrasings: [
          '¿mis hijos se hacen ciudadanos cuando yo me hago ciudadano?',
          'certificado de ciudadanía N-600 para mi hija',
          'ciudadania automatica por la Ley de Ciudadanía Infantil',
          'mi hijo tiene green card y yo acabo de hacerme ciudadana',
        ],
        answer: `Muchas veces sí. Según la **Ley de Ciudadanía Infantil** (Child Citizenship Act), un niño se hace ciudadano estadounidense automáticamente, sin ninguna solicitud, el día en que se cumple todo esto:

- al menos uno de sus padres es ciudadano estadounidense (por nacimiento o por naturalización);
- el niño es **menor de 18 años**;
- el niño es **residente permanente legal** (tiene green card);
- el niño vive **en EE. UU.** bajo la **custodia legal y física** del padre o la madre ciudadano.

Los hijos adoptivos pueden calificar si la adopción cumple las reglas de inmigración. Los hijastros califican solo si fueron adoptados. A quienes ya tenían 18 años el 27 de febrero de 2001 se les aplican leyes anteriores. Un hijo que cumple 18 años antes de reunir todas las condiciones no se hace ciudadano de esta forma y debe solicitar la naturalización.

La ciudadanía es automática, pero su hijo necesita una **prueba**:

- **Pasaporte estadounidense:** suele ser la prueba más rápida y barata. Solicítelo con su Certificado de Naturalización, la green card y el acta de nacimiento del niño, y los documentos de custodia si está divorciado o separado.
- **Formulario N-600**, Solicitud de Certificado de Ciudadanía: {{fee-n600-online}} en línea o {{fee-n600-paper}} en papel. El certificado nunca vence, por eso es una buena prueba para toda la vida. Es opcional.

Los niños nacidos en el extranjero de un padre o una madre ciudadanos pueden ser ciudadanos desde su nacimiento; se aplican otras reglas, y el N-600 o un pasaporte también pueden probarlo.

**Siguiente paso:** Use **Document Review** para revisar los documentos de custodia y de parentesco, y luego solicite el pasaporte de su hijo o presente el N-600.`,
      },
      fr: {
        question: 'Mon enfant est-il devenu citoyen américain quand je me suis fait naturaliser ?',
        phrasings: [
          'certificat de citoyenneté N-600 pour mon enfant',
          'mes enfants deviennent-ils citoyens quand je deviens citoyen',
          'citoyenneté automatique grâce au Child Citizenship Act',
          "mon fils a une carte verte et je viens d'être naturalisé",
        ],
        answer: `Souvent oui. Selon le **Child Citizenship Act**, un enfant devient automatiquement citoyen américain, sans aucune demande, le jour où toutes ces conditions sont réunies :

- au moins un parent est citoyen américain (de naissance ou par naturalisation) ;
- l'enfant a **moins de 18 ans** ;
- l'enfant est **résident permanent légal** (il a une carte verte) ;
- l'enfant vit **aux États-Unis** sous la **garde légale et physique** du parent citoyen.

Les enfants adoptés peuvent en bénéficier si l'adoption respecte les règles de l'immigration. Les beaux-enfants n'en bénéficient que s'ils ont été adoptés. Les personnes qui avaient déjà 18 ans le 27 février 2001 relèvent de lois plus anciennes. Un enfant qui atteint 18 ans avant que toutes les conditions soient réunies ne devient pas citoyen de cette façon et doit demander la naturalisation.

La citoyenneté est automatique, mais votre enfant a besoin d'une **preuve** :

- **Passeport américain :** souvent la preuve la plus rapide et la moins chère. Faites la demande avec votre certificat de naturalisation, la carte verte et l'acte de naissance de l'enfant, et les documents de garde si vous êtes divorcé ou séparé.
- **Formulaire N-600**, demande de certificat de citoyenneté : {{fee-n600-online}} en ligne ou {{fee-n600-paper}} sur papier. Le certificat n'expire jamais, ce qui en fait une bonne preuve pour toute la vie. Il est facultatif.

Les enfants nés à l'étranger d'un parent citoyen américain peuvent, eux, être citoyens dès la naissance ; d'autres règles s'appliquent, et le N-600 ou un passeport peuvent aussi le prouver.

**Étape suivante :** vérifiez les documents de garde et de filiation avec **Document Review**, puis demandez le passeport de votre enfant ou déposez le N-600.`,
      },
      de: {
        question: 'Ist mein Kind mit meiner Einbürgerung US-Bürger geworden?',
        phrasings: [
          'N-600 Staatsbürgerschaftsurkunde für mein Kind',
          'werden meine Kinder automatisch Amerikaner, wenn ich eingebürgert werde',
          'automatische Staatsbürgerschaft nach dem Child Citizenship Act',
          'mein Sohn hat eine Green Card und ich bin gerade US-Bürger geworden',
        ],
        answer: `Oft ja. Nach dem **Child Citizenship Act** wird ein Kind automatisch und ohne Antrag US-Bürger, sobald alle diese Bedingungen erfüllt sind:

- mindestens ein Elternteil ist US-Bürger (durch Geburt oder Einbürgerung);
- das Kind ist **unter 18**;
- das Kind ist **Daueraufenthaltsberechtigter** (hat eine Green Card);
- das Kind lebt **in den USA** in der **rechtlichen und tatsächlichen Obhut** (legal and physical custody) des Elternteils mit US-Staatsbürgerschaft.

Adoptivkinder können dazugehören, wenn die Adoption den Einwanderungsregeln entspricht. Stiefkinder nur, wenn sie adoptiert wurden. Wer am 27. Februar 2001 bereits 18 war, fällt unter ältere Gesetze. Ein Kind, das 18 wird, bevor alle Bedingungen erfüllt sind, wird auf diesem Weg nicht Staatsbürger und muss die Einbürgerung beantragen.

Die Staatsbürgerschaft kommt automatisch, aber Ihr Kind braucht einen **Nachweis**:

- **US-Reisepass:** oft der schnellste und günstigste Nachweis. Beantragen Sie ihn mit Ihrer Einbürgerungsurkunde, der Green Card und der Geburtsurkunde des Kindes sowie Sorgerechtsunterlagen, wenn Sie geschieden sind oder getrennt leben.
- **Formular N-600**, Antrag auf eine Staatsbürgerschaftsurkunde (Certificate of Citizenship): {{fee-n600-online}} online oder {{fee-n600-paper}} auf Papier. Die Urkunde läuft nie ab und ist deshalb ein guter Nachweis fürs ganze Leben. Sie ist freiwillig.

Im Ausland geborene Kinder eines US-Bürgers können stattdessen schon von Geburt an Staatsbürger sein; dafür gelten andere Regeln, und auch das lässt sich mit dem N-600 oder einem Pass nachweisen.

**Nächster Schritt:** Prüfen Sie die Sorgerechts- und Abstammungsunterlagen mit **Document Review** und beantragen Sie dann den Pass Ihres Kindes oder reichen Sie den N-600 ein.`,
      },
    },
  },
  {
    id: 'naturalization-military',
    topic: 'naturalization',
    question: 'How can members of the U.S. military become citizens?',
    phrasings: [
      'military naturalization N-426',
      'I am in the army with a green card can I get citizenship faster',
      'citizenship through military service',
      'veteran naturalization with no fee',
      'INA 329 naturalization during hostilities',
    ],
    keywords: [
      'military',
      'service member',
      'soldier',
      'veteran',
      'veterans',
      'Army',
      'Navy',
      'Air Force',
      'Marines',
      'enlist',
      'faster citizenship',
      'N-426',
      'INA 328',
      'INA 329',
      'hostilities',
      'no fee',
    ],
    answer: `Members and veterans of the U.S. armed forces have faster paths to citizenship, and they pay **no N-400 fee** when they apply under the military rules.

- **Service during hostilities (INA 329):** if you served honorably during a designated period of hostilities, including any time since September 11, 2001, you can apply with no minimum time as a permanent resident and no residence or physical presence requirement. You may not even need a green card if you enlisted in the U.S.
- **Peacetime service (INA 328):** at least one year of honorable service and a green card; you apply while serving or within six months after leaving the service.
- **Form N-426**, Request for Certification of Military or Naval Service, shows your honorable service. File it with your N-400.
- Interviews, tests and oath ceremonies can sometimes happen abroad, for example at military bases or U.S. embassies.
- You still need good moral character, the English and civics tests, and the oath.
- Citizenship gained this way can be taken away if you are separated under other than honorable conditions before completing five years of honorable service.

Spouses and children of service members may also have special options, such as naturalizing abroad while living with the service member on official orders.

**Next step:** Contact your installation's legal assistance office or the USCIS military help line, and use **Document Review** to check your N-400 and N-426.`,
    sources: [
      {
        title: 'USCIS: Naturalization Through Military Service',
        url: 'https://www.uscis.gov/military/naturalization-through-military-service',
      },
      { title: 'USCIS: N-426, Request for Certification of Military or Naval Service', url: 'https://www.uscis.gov/n-426' },
    ],
    checkedOn: CHECKED,
    related: ['n400-fee', 'apply-for-citizenship', 'naturalization-when-eligible'],
    translations: {
      es: {
        question: '¿Cómo pueden hacerse ciudadanos los miembros de las Fuerzas Armadas de EE. UU.?',
        phrasings: [
          'naturalizacion militar con el formulario N-426',
          'estoy en el ejército con green card, ¿puedo sacar la ciudadanía más rápido?',
          'ciudadanía por servicio militar',
          'soy veterano, ¿puedo naturalizarme sin pagar?',
        ],
        answer: `Los miembros y veteranos de las Fuerzas Armadas de EE. UU. tienen caminos más rápidos hacia la ciudadanía, y **no pagan la tarifa de la N-400** cuando solicitan bajo las reglas militares.

- **Servicio durante hostilidades (INA 329):** si sirvió de forma honorable durante un periodo de hostilidades designado, incluido cualquier momento desde el 11 de septiembre de 2001, puede solicitar sin un tiempo mínimo como residente permanente y sin requisito de residencia ni de presencia física. Puede que ni siquiera necesite green card si se alistó en EE. UU.
- **Servicio en tiempo de paz (INA 328):** al menos un año de servicio honorable y green card; solicita mientras sirve o dentro de los seis meses posteriores a dejar el servicio.
- El **Formulario N-426**, Solicitud de Certificación de Servicio Militar o Naval, demuestra su servicio honorable. Preséntelo con su N-400.
- Las entrevistas, los exámenes y las ceremonias de juramento a veces pueden hacerse en el extranjero, por ejemplo en bases militares o embajadas de EE. UU.
- Aun así necesita buen carácter moral, los exámenes de inglés y educación cívica, y el juramento.
- La ciudadanía obtenida de esta forma puede revocarse si le dan de baja en condiciones que no sean honorables antes de completar cinco años de servicio honorable.

Los cónyuges e hijos de militares también pueden tener opciones especiales, como naturalizarse en el extranjero mientras viven con el militar destinado allí por órdenes oficiales.

**Siguiente paso:** Comuníquese con la oficina de asistencia legal de su base o con la línea de ayuda militar de USCIS, y use **Document Review** para revisar su N-400 y su N-426.`,
      },
    },
  },
  {
    id: 'naturalization-taxes',
    topic: 'naturalization',
    question: 'Do I need to have filed my taxes to apply for citizenship?',
    phrasings: [
      'back taxes and naturalization',
      'I owe the IRS can I still file N-400',
      'filed as a nonresident with a green card and now want citizenship',
      'tax transcripts for the citizenship interview',
      "didn't file taxes one year naturalisation",
    ],
    keywords: [
      'taxes',
      'IRS',
      'tax return',
      'tax transcript',
      'back taxes',
      'payment plan',
      'installment agreement',
      'nonresident',
      'filed as nonresident',
      'nonresident alien',
      '1040-NR',
      'good moral character',
    ],
    answer: `Yes. USCIS expects you to have filed every federal, state and local tax return you were required to file, and to have paid what you owe or be on a payment plan. Tax problems affect **good moral character**, and one tax choice can even affect your green card.

- **Who must file:** green card holders are U.S. tax residents and report their worldwide income. If your income was below the filing threshold, you may not have had to file; be ready to explain.
- **Owe taxes?** You can still qualify if you have a payment plan with the IRS or your state and are keeping up with it. Bring the agreement and proof of payments.
- **Missed a return?** File the missing returns, and pay or arrange to pay, before you apply. Not filing on purpose can lead to a denial.
- **Filed as a nonresident?** If you filed as a nonresident (for example, Form 1040-NR) or did not file because you saw yourself as a nonresident, USCIS may presume you gave up your permanent residence. That can end your eligibility and even put your green card at risk. Talk to a licensed immigration attorney or accredited representative and a tax professional first.
- **Proof:** IRS tax transcripts for the last {{naturalization-years}} years ({{naturalization-years-spouse}} under the spouse rule) are the easiest proof. You can get them free from the IRS online.

Answer the N-400 tax questions truthfully; officers can check your tax records.

**Next step:** Order your IRS transcripts and check them with **Document Review** before your interview.`,
    sources: [
      { title: 'USCIS: N-400, Application for Naturalization', url: 'https://www.uscis.gov/n-400' },
      {
        title: 'IRS: U.S. Tax Residency, Green Card Test',
        url: 'https://www.irs.gov/individuals/international-taxpayers/us-tax-residency-green-card-test',
      },
      { title: 'IRS: Get Transcript', url: 'https://www.irs.gov/individuals/get-transcript' },
    ],
    checkedOn: CHECKED,
    related: ['good-moral-character', 'continuous-residence-trips', 'naturalization-interview'],
    translations: {
      es: {
        question: '¿Necesito haber declarado mis impuestos para solicitar la ciudadanía?',
        phrasings: [
          'le debo al IRS, ¿puedo presentar la N-400?',
          'no declare impuestos un año, afecta mi ciudadania?',
          'declaré como no residente teniendo green card y ahora quiero la ciudadanía',
          'transcripciones de impuestos para la entrevista de ciudadanía',
        ],
        answer: `Sí. USCIS espera que haya presentado todas las declaraciones de impuestos federales, estatales y locales que le correspondían, y que haya pagado lo que debe o tenga un plan de pagos. Los problemas de impuestos afectan el **buen carácter moral**, y una decisión fiscal puede incluso afectar su green card.

- **Quién debe declarar:** los titulares de green card son residentes fiscales de EE. UU. y declaran sus ingresos de todo el mundo. Si sus ingresos estaban por debajo del mínimo obligatorio, puede que no tuviera que declarar; esté listo para explicarlo.
- **¿Debe impuestos?** Puede calificar igual si tiene un plan de pagos con el IRS o con su estado y lo está cumpliendo. Lleve el acuerdo y la prueba de los pagos.
- **¿Le falta una declaración?** Presente las declaraciones que faltan, y pague o acuerde cómo pagar, antes de solicitar. No declarar a propósito puede llevar a una negación.
- **¿Declaró como no residente?** Si declaró como no residente (por ejemplo, con el Formulario 1040-NR) o no declaró porque se consideraba no residente, USCIS puede presumir que abandonó su residencia permanente. Eso puede acabar con su elegibilidad e incluso poner en riesgo su green card. Consulte primero con un abogado de inmigración con licencia o un representante acreditado, y con un profesional de impuestos.
- **Prueba:** las transcripciones de impuestos del IRS (tax transcripts) de los últimos {{naturalization-years}} años ({{naturalization-years-spouse}} con la regla del cónyuge) son la prueba más sencilla. Puede obtenerlas gratis en línea en el sitio del IRS.

Conteste con la verdad las preguntas sobre impuestos de la N-400; los oficiales pueden revisar sus registros fiscales.

**Siguiente paso:** Pida sus transcripciones del IRS y revíselas con **Document Review** antes de la entrevista.`,
      },
    },
  },
  {
    id: 'naturalization-selective-service',
    topic: 'naturalization',
    question: 'Do I need to have registered for Selective Service to become a citizen?',
    phrasings: [
      'selective service question on the N-400',
      'I never registered for the draft can I naturalize',
      'status information letter from selective service',
      'I am 28 and did not register with selective service',
      'is selective service required for citizenship',
    ],
    keywords: [
      'Selective Service',
      'draft',
      'SSS',
      'status information letter',
      'registration',
      'men 18 to 25',
      'good moral character',
      'N-400',
    ],
    answer: `If you are a man who lived in the U.S. at any time between ages **18 and 25**, you were probably required to register with the **Selective Service System**, and the N-400 asks about it. This applied to green card holders and most other immigrants, even undocumented ones. Women and men who were here only in valid nonimmigrant status (such as F-1 or H-1B) did not have to register.

What to do depends on your age now:

- **Under 26:** register now at sss.gov (it is free) before you file, and list your registration number.
- **26 up to 31** ({{naturalization-years-spouse}}-year spouse rule: 26 up to 29) **and never registered:** the failure falls inside your statutory period. You must show it was not knowing and willful. Include a **status information letter** from Selective Service and a sworn statement explaining why you did not register.
- **31 or older** (29 under the spouse rule): the failure is outside the statutory period and usually does not block you, but the officer may still ask. A status information letter helps.

Congress moved Selective Service to automatic registration, planned to start around December 2026. That does not fix a past failure to register, so check sss.gov for the current rules.

**Next step:** Request your status information letter from Selective Service if you never registered, and check it with **Document Review**.`,
    sources: [
      { title: 'Selective Service System: Status Information Letter', url: 'https://www.sss.gov/verify/sil/' },
      { title: 'USCIS: N-400, Application for Naturalization', url: 'https://www.uscis.gov/n-400' },
    ],
    checkedOn: CHECKED,
    related: ['good-moral-character', 'naturalization-interview'],
    translations: {
      es: {
        question: '¿Necesito haberme inscrito en el Servicio Selectivo para hacerme ciudadano?',
        phrasings: [
          'nunca me registre en el servicio selectivo, ¿puedo naturalizarme?',
          'carta de información de estatus del Selective Service',
          'tengo 28 años y no me inscribí en el servicio selectivo',
          'la pregunta del servicio militar selectivo en la N-400',
        ],
        answer: `Si es hombre y vivió en EE. UU. en algún momento entre los **18 y los 25 años**, probablemente tenía que inscribirse en el **Sistema de Servicio Selectivo** (Selective Service System), y la N-400 pregunta por ello. Esto se aplicaba a los titulares de green card y a la mayoría de los demás inmigrantes, incluso a los indocumentados. Las mujeres, y los hombres que estuvieron aquí solo con un estatus válido de no inmigrante (como F-1 o H-1B), no tenían que inscribirse.

Qué hacer depende de su edad actual:

- **Menos de 26 años:** inscríbase ahora en sss.gov (es gratis) antes de presentar, y anote su número de inscripción.
- **De 26 hasta cumplir 31 años** (con la regla de {{naturalization-years-spouse}} años del cónyuge: de 26 hasta cumplir 29) **sin haberse inscrito nunca:** la falta cae dentro de su periodo legal. Debe demostrar que no fue a sabiendas ni intencional. Incluya una **carta de información de estatus** (status information letter) del Servicio Selectivo y una declaración jurada que explique por qué no se inscribió.
- **31 años o más** (29 con la regla del cónyuge): la falta queda fuera del periodo legal y normalmente no le impide naturalizarse, pero el oficial puede preguntarle igual. Una carta de información de estatus ayuda.

El Congreso pasó el Servicio Selectivo a la inscripción automática, prevista para empezar alrededor de diciembre de 2026. Eso no corrige una falta de inscripción pasada, así que consulte las reglas vigentes en sss.gov.

**Siguiente paso:** Si nunca se inscribió, pida su carta de información de estatus al Servicio Selectivo y revísela con **Document Review**.`,
      },
    },
  },
  {
    id: 'name-change-naturalization',
    topic: 'naturalization',
    question: 'Can I change my name when I become a U.S. citizen?',
    phrasings: [
      'legal name change on the N-400',
      'change my name at the oath ceremony',
      'new name on my certificate of naturalization',
      'n400 name change court ceremony',
      "take my husband's last name when I naturalize",
    ],
    keywords: ['name change', 'legal name', 'N-400', 'judicial ceremony', 'court', 'certificate of naturalization', 'N-565', 'surname'],
    answer: `Yes, in many places. You ask for the new name on your **Form N-400** (or at your interview), and it becomes legal at your oath ceremony, but only a **court** can legally change your name during naturalization.

- **Judicial ceremony:** if you ask for a name change, USCIS schedules your oath at a ceremony held by a court, where the judge grants the new name. Your **Certificate of Naturalization** then shows your new name.
- **It can take longer:** in some areas courts hold ceremonies less often than USCIS, so a name change can delay your oath.
- **Administrative ceremony:** if you choose a quicker USCIS ceremony, or your area has no court ceremonies, your name stays the same. You can still change it later through your state court; a new certificate then takes **Form N-565**.
- **Already changed your name** by marriage or court order before you filed? Use that legal name on the N-400 and bring the marriage certificate or court order.
- The new name must not be meant to avoid debts, hide a crime, or mislead anyone.

After the oath, use your certificate to update your Social Security record, passport, driver's license, bank accounts and employer records.

**Next step:** Decide before your interview whether the name change is worth a possible wait, and tell the officer your choice.`,
    sources: [
      { title: 'USCIS: N-400, Application for Naturalization', url: 'https://www.uscis.gov/n-400' },
      {
        title: 'USCIS: Naturalization Ceremonies',
        url: 'https://www.uscis.gov/citizenship/learn-about-citizenship/naturalization-ceremonies',
      },
      {
        title: 'U.S. Code: 8 U.S.C. 1447 (INA 336, hearings and name changes)',
        url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section1447&num=0&edition=prelim',
      },
    ],
    checkedOn: CHECKED,
    related: ['oath-ceremony', 'after-citizenship-next-steps'],
    translations: {
      es: {
        question: '¿Puedo cambiarme el nombre cuando me haga ciudadano estadounidense?',
        phrasings: [
          'cambio de nombre legal en la N-400',
          'quiero usar el apellido de mi esposo al naturalizarme',
          'cambiar mi nombre en la ceremonia de juramento',
          'nombre nuevo en el certificado de naturalizacion',
        ],
        answer: `Sí, en muchos lugares. Usted pide el nombre nuevo en su **Formulario N-400** (o en la entrevista) y se vuelve legal en la ceremonia de juramento, pero durante la naturalización solo un **tribunal** puede cambiarle legalmente el nombre.

- **Ceremonia judicial:** si pide un cambio de nombre, USCIS programa su juramento en una ceremonia celebrada por un tribunal, donde el juez le concede el nombre nuevo. Su **Certificado de Naturalización** muestra entonces ese nombre.
- **Puede tardar más:** en algunas zonas los tribunales celebran ceremonias con menos frecuencia que USCIS, así que un cambio de nombre puede retrasar su juramento.
- **Ceremonia administrativa:** si elige una ceremonia de USCIS más rápida, o en su zona no hay ceremonias judiciales, su nombre sigue igual. Puede cambiarlo más tarde ante un tribunal de su estado; un certificado nuevo requiere entonces el **Formulario N-565**.
- **¿Ya cambió su nombre** por matrimonio u orden judicial antes de presentar? Use ese nombre legal en la N-400 y lleve el acta de matrimonio o la orden judicial.
- El nombre nuevo no puede tener como fin evitar deudas, ocultar un delito ni engañar a nadie.

Después del juramento, use su certificado para actualizar su registro del Seguro Social, su pasaporte, su licencia de manejo, sus cuentas bancarias y los registros de su empleador.

**Siguiente paso:** Antes de la entrevista, decida si el cambio de nombre vale una posible espera, y comuníquele su decisión al oficial.`,
      },
    },
  },
  {
    id: 'after-citizenship-next-steps',
    topic: 'naturalization',
    question: 'What are the next steps after I become a U.S. citizen?',
    phrasings: [
      'I just became a citizen now what',
      'first steps after the naturalization oath',
      'apply for a US passport after naturalization',
      'update social security after citizenship',
      'register to vote as a new citizen',
    ],
    keywords: [
      'new citizen',
      'just became a citizen',
      'now what',
      'after naturalization',
      'after the oath',
      'U.S. passport',
      'passport application',
      'get a US passport',
      'passport after naturalization',
      'DS-11',
      'Social Security',
      'SSA',
      'voter registration',
      'vote',
      'I-130',
      'petition relatives',
      'certificate of naturalization',
    ],
    answer: `Congratulations. A few steps help you use your new status right away:

- **Apply for a U.S. passport.** It is the best proof of citizenship for travel and ID. First-time adult applicants apply in person on **Form DS-11** with the original **Certificate of Naturalization**, which is mailed back to you.
- **Update Social Security.** Ask the Social Security Administration to record that you are a citizen, so job checks and benefits see your new status.
- **Register to vote.** You can register as soon as you take the oath; some ceremonies offer the forms. Voting rules and deadlines are set by your state.
- **Petition for family.** As a citizen you can file **Form I-130** for your spouse, unmarried children under 21, and parents (if you are 21 or older) as **immediate relatives**, with no wait for a visa number. You can also petition for married children and for brothers and sisters, who do wait. Petitions you filed as a permanent resident for a spouse or children usually convert automatically; tell USCIS or the National Visa Center.
- **Check your children.** Children under 18 with green cards who live with you may already be citizens.
- **Travel with your U.S. passport.** Check whether your other country lets you keep its citizenship.
- **Keep the certificate safe.** A replacement takes **Form N-565**, which costs {{fee-n565-online}} online or {{fee-n565-paper}} on paper.

You no longer need to renew a green card or report address changes to USCIS.

**Next step:** Use **Track Applications** to follow any family petitions you file.`,
    sources: [
      { title: 'U.S. Department of State: U.S. Passports', url: 'https://travel.state.gov/content/travel/en/passports.html' },
      { title: 'USCIS: I-130, Petition for Alien Relative', url: 'https://www.uscis.gov/i-130' },
    ],
    checkedOn: CHECKED,
    related: ['citizenship-for-children-n600', 'married-us-citizen-forms', 'dual-citizenship'],
    translations: {
      es: {
        question: '¿Qué pasos debo seguir después de hacerme ciudadano estadounidense?',
        phrasings: [
          'ya soy ciudadano, ¿y ahora qué hago?',
          'sacar el pasaporte americano despues de naturalizarme',
          'cómo inscribirme para votar como nuevo ciudadano',
          'actualizar el Seguro Social después de la ciudadanía',
        ],
        answer: `Felicidades. Algunos pasos le ayudan a aprovechar su nuevo estatus desde el principio:

- **Solicite un pasaporte estadounidense.** Es la mejor prueba de ciudadanía para viajar y para identificarse. Los adultos que lo piden por primera vez lo solicitan en persona con el **Formulario DS-11** y el **Certificado de Naturalización** original, que le devuelven por correo.
- **Actualice el Seguro Social.** Pida a la Administración del Seguro Social que registre que usted es ciudadano, para que las verificaciones de empleo y los beneficios reflejen su nuevo estatus.
- **Inscríbase para votar.** Puede hacerlo en cuanto preste el juramento; algunas ceremonias ofrecen los formularios. Las reglas y los plazos para votar los fija su estado.
- **Pida a sus familiares.** Como ciudadano puede presentar el **Formulario I-130** para su cónyuge, sus hijos solteros menores de 21 años y sus padres (si usted tiene 21 años o más) como **familiares inmediatos**, sin esperar un número de visa. También puede pedir a sus hijos casados y a sus hermanos, que sí tienen que esperar. Las peticiones que presentó como residente permanente para su cónyuge o sus hijos normalmente se convierten solas; avise a USCIS o al Centro Nacional de Visas (NVC).
- **Revise la situación de sus hijos.** Sus hijos menores de 18 años con green card que viven con usted pueden ser ya ciudadanos.
- **Viaje con su pasaporte estadounidense.** Averigüe si su otro país le permite conservar su ciudadanía.
- **Guarde bien el certificado.** Reemplazarlo requiere el **Formulario N-565**, que cuesta {{fee-n565-online}} en línea o {{fee-n565-paper}} en papel.

Ya no necesita renovar una green card ni informar a USCIS de sus cambios de domicilio.

**Siguiente paso:** Use **Track Applications** para seguir las peticiones familiares que presente.`,
      },
    },
  },
  {
    id: 'naturalization-processing-time',
    topic: 'naturalization',
    question: 'How long does it take to become a citizen after filing Form N-400?',
    phrasings: [
      'n400 processing time',
      'how long from citizenship interview to oath',
      'naturalisation timeline 2026',
      'my N-400 is taking too long',
      'when will I get my citizenship interview',
    ],
    keywords: [
      'processing time',
      'N-400',
      'timeline',
      'wait',
      'waiting for interview',
      'when will I get my interview',
      'field office',
      'case status',
      'case inquiry',
      'biometrics appointment',
      'interview notice',
      '120 days',
    ],
    answer: `It depends mostly on your **USCIS field office**. Many N-400s are decided within several months to about a year after filing, but some offices take longer. For your office's current time, check the official **USCIS processing times** page (choose Form N-400 and your field office).

The usual order:

- **Receipt notice** (Form I-797C) within a few weeks. Keep the receipt number.
- **Biometrics appointment**, often a few weeks later. USCIS sometimes reuses earlier fingerprints and skips it.
- **Interview notice**, then the interview with the English and civics tests.
- **Oath ceremony**, the same day or some weeks after approval.

Things that slow a case: a request for more documents, a failed test (re-exam 60 to 90 days later), background checks, criminal or long-travel issues, and moving to another state or district.

If your case is past the posted processing time, submit a **case inquiry** online with USCIS. If USCIS has not decided within **120 days after your interview**, you can ask a federal district court to decide; a licensed immigration attorney can advise you on that.

Report a new address within **{{address-change-days}} days** of moving, or you may miss your notices.

**Next step:** Add your receipt number to **Track Applications** and set **Deadline Reminders** for each appointment.`,
    sources: [
      { title: 'USCIS: Check Case Processing Times', url: 'https://egov.uscis.gov/processing-times/' },
      { title: 'USCIS: Case Status Online', url: 'https://egov.uscis.gov/' },
      {
        title: 'U.S. Code: 8 U.S.C. 1447 (INA 336, hearings on denials and court review)',
        url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section1447&num=0&edition=prelim',
      },
    ],
    checkedOn: CHECKED,
    related: ['processing-times', 'check-uscis-case-status', 'naturalization-interview'],
    translations: {
      es: {
        question: '¿Cuánto tarda la ciudadanía después de presentar el Formulario N-400?',
        phrasings: [
          'tiempo de proceso de la n400',
          '¿cuánto tiempo pasa de la entrevista al juramento?',
          'mi N-400 está tardando demasiado',
          '¿cuando me van a dar cita para la entrevista de ciudadania?',
        ],
        answer: `Depende sobre todo de su **oficina local de USCIS** (field office). Muchas N-400 se deciden entre varios meses y cerca de un año después de presentarlas, pero algunas oficinas tardan más. Para ver el tiempo actual de su oficina, consulte la página oficial de **tiempos de procesamiento de USCIS** (elija el Formulario N-400 y su oficina).

El orden habitual:

- **Aviso de recibo** (Formulario I-797C) en unas pocas semanas. Guarde el número de recibo.
- **Cita de datos biométricos**, a menudo unas semanas después. A veces USCIS reutiliza huellas anteriores y no la programa.
- **Aviso de entrevista**, y luego la entrevista con los exámenes de inglés y educación cívica.
- **Ceremonia de juramento**, el mismo día o algunas semanas después de la aprobación.

Lo que retrasa un caso: una solicitud de más documentos, un examen no aprobado (segundo examen de 60 a 90 días después), las revisiones de antecedentes, problemas penales o de viajes largos, y mudarse a otro estado o distrito.

Si su caso ya pasó el tiempo de procesamiento publicado, haga una **consulta sobre su caso** (case inquiry) en línea con USCIS. Si USCIS no decide dentro de los **120 días posteriores a su entrevista**, puede pedir a un tribunal federal de distrito que decida; un abogado de inmigración con licencia puede asesorarle sobre eso.

Informe su nueva dirección dentro de los **{{address-change-days}} días** siguientes a su mudanza, o podría perder sus avisos.

**Siguiente paso:** Agregue su número de recibo en **Track Applications** y active **Deadline Reminders** para cada cita.`,
      },
      fr: {
        question: 'Combien de temps faut-il pour devenir citoyen après le dépôt du formulaire N-400 ?',
        phrasings: [
          'délai de traitement du N-400',
          "combien de temps entre l'entretien et la cérémonie de serment",
          'mon dossier de naturalisation traîne, que faire',
          "quand vais-je recevoir ma convocation à l'entretien de citoyenneté",
        ],
        answer: `Cela dépend surtout de votre **bureau local de l'USCIS** (field office). Beaucoup de N-400 sont tranchés entre quelques mois et environ un an après le dépôt, mais certains bureaux sont plus lents. Pour connaître le délai actuel de votre bureau, consultez la page officielle des **délais de traitement de l'USCIS** (choisissez le formulaire N-400 et votre bureau).

Les étapes habituelles :

- **Avis de réception** (formulaire I-797C) en quelques semaines. Gardez le numéro de reçu.
- **Rendez-vous biométrique**, souvent quelques semaines plus tard. L'USCIS réutilise parfois des empreintes déjà prises et s'en passe.
- **Convocation à l'entretien**, puis l'entretien avec les tests d'anglais et d'éducation civique.
- **Cérémonie de serment**, le jour même ou quelques semaines après l'approbation.

Ce qui ralentit un dossier : une demande de documents supplémentaires, un test échoué (nouvel examen 60 à 90 jours plus tard), les vérifications d'antécédents, des problèmes pénaux ou de longs voyages, et un déménagement dans un autre État ou district.

Si votre dossier dépasse le délai affiché, envoyez en ligne une **demande de renseignements** (case inquiry) à l'USCIS. Si l'USCIS n'a pas statué **120 jours après votre entretien**, vous pouvez demander à un tribunal fédéral de district de trancher ; un avocat en immigration agréé peut vous conseiller à ce sujet.

Signalez votre nouvelle adresse dans les **{{address-change-days}} jours** suivant votre déménagement, sinon vous risquez de manquer vos avis.

**Étape suivante :** ajoutez votre numéro de reçu dans **Track Applications** et créez des **Deadline Reminders** pour chaque rendez-vous.`,
      },
      de: {
        question: 'Wie lange dauert es nach dem Einreichen des N-400, bis ich Staatsbürger bin?',
        phrasings: [
          'Bearbeitungszeit N-400',
          'wie lange vom Einbürgerungsinterview bis zur Eidzeremonie',
          'mein Einbürgerungsantrag dauert ewig',
          'wann bekomme ich meinen Termin für das Einbürgerungsinterview',
        ],
        answer: `Das hängt vor allem von Ihrem **USCIS-Außenbüro** (field office) ab. Viele N-400-Anträge werden innerhalb einiger Monate bis etwa eines Jahres nach Einreichung entschieden, manche Büros brauchen länger. Die aktuelle Dauer für Ihr Büro finden Sie auf der offiziellen Seite der **USCIS-Bearbeitungszeiten** (wählen Sie Formular N-400 und Ihr Außenbüro).

Der übliche Ablauf:

- **Eingangsbestätigung** (Formular I-797C) innerhalb weniger Wochen. Bewahren Sie die Eingangsnummer (Receipt Number) auf.
- **Biometrietermin**, oft ein paar Wochen später. Manchmal verwendet USCIS frühere Fingerabdrücke und verzichtet darauf.
- **Einladung zum Interview**, dann das Interview mit Englisch- und Staatsbürgerkundetest.
- **Eidzeremonie**, am selben Tag oder einige Wochen nach der Genehmigung.

Was einen Fall verzögert: die Anforderung weiterer Unterlagen, ein nicht bestandener Test (Wiederholung 60 bis 90 Tage später), Sicherheitsüberprüfungen, Probleme mit Straftaten oder langen Reisen und ein Umzug in einen anderen Bundesstaat oder Bezirk.

Liegt Ihr Fall über der veröffentlichten Bearbeitungszeit, stellen Sie online eine **Fallanfrage** (case inquiry) bei USCIS. Hat USCIS **120 Tage nach Ihrem Interview** noch nicht entschieden, können Sie ein Bundesbezirksgericht (federal district court) um eine Entscheidung bitten; ein zugelassener Einwanderungsanwalt kann Sie dazu beraten.

Melden Sie eine neue Adresse innerhalb von **{{address-change-days}} Tagen** nach dem Umzug, sonst verpassen Sie womöglich Ihre Bescheide.

**Nächster Schritt:** Tragen Sie Ihre Receipt Number in **Track Applications** ein und richten Sie **Deadline Reminders** für jeden Termin ein.`,
      },
    },
  },
];
