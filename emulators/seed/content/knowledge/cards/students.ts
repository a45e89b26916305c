import type { KnowledgeCardSeed, SourceRef } from '../../types';

// Answer cards for F-1, M-1 and J-1 students and exchange visitors: work (on campus, CPT, OPT, STEM OPT, cap-gap),
// keeping status, travel, the SEVIS fee, dependents, and the J-1 two-year rule and its waivers.

const CHECKED = '2026-11-23';

const F1_REGULATION: SourceRef = {
  title: 'eCFR: 8 CFR 214.2, Special requirements for admission, extension, and maintenance of status (paragraph (f), F-1 students)',
  url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-214/section-214.2',
};
const USCIS_OPT: SourceRef = {
  title: 'USCIS: Optional Practical Training (OPT) for F-1 Students',
  url: 'https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-opt-for-f-1-students',
};
const USCIS_STEM_OPT: SourceRef = {
  title: 'USCIS: Optional Practical Training Extension for STEM Students (STEM OPT)',
  url: 'https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-extension-for-stem-students-stem-opt',
};
const USCIS_STUDENT_EMPLOYMENT: SourceRef = {
  title: 'USCIS: Students and Employment',
  url: 'https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/students-and-employment',
};
const USCIS_I765: SourceRef = { title: 'USCIS: I-765, Application for Employment Authorization', url: 'https://www.uscis.gov/i-765' };
const USCIS_I539: SourceRef = {
  title: 'USCIS: I-539, Application to Extend/Change Nonimmigrant Status',
  url: 'https://www.uscis.gov/i-539',
};
const USCIS_CHANGE_STATUS: SourceRef = {
  title: 'USCIS: Change to Nonimmigrant Status',
  url: 'https://www.uscis.gov/visit-the-united-states/change-my-nonimmigrant-status',
};
const USCIS_H1B: SourceRef = {
  title: 'USCIS: H-1B Specialty Occupations',
  url: 'https://www.uscis.gov/working-in-the-united-states/h-1b-specialty-occupations',
};
const ICE_SEVIS: SourceRef = { title: 'ICE: Student and Exchange Visitor Program (SEVIS)', url: 'https://www.ice.gov/sevis' };
const ICE_I901: SourceRef = { title: 'ICE: I-901 SEVIS Fee', url: 'https://www.ice.gov/sevis/i901' };
const STUDY_PRACTICAL_TRAINING: SourceRef = {
  title: 'Study in the States (DHS): Applying for Practical Training',
  url: 'https://studyinthestates.dhs.gov/students/work/applying-for-practical-training',
};
const STEM_OPT_HUB: SourceRef = { title: 'Study in the States (DHS): STEM OPT Hub', url: 'https://studyinthestates.dhs.gov/stem-opt-hub' };
const STATE_STUDENT_VISA: SourceRef = {
  title: 'U.S. Department of State: Student Visa',
  url: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html',
};
const STATE_J_WAIVER: SourceRef = {
  title: 'U.S. Department of State: Waiver of the Exchange Visitor Two-Year Home-Country Physical Presence Requirement',
  url: 'https://travel.state.gov/content/travel/en/us-visas/study/exchange/waiver-of-the-exchange-visitor.html',
};
const INA_212: SourceRef = {
  title: 'U.S. Code: 8 U.S.C. 1182 (INA 212, including 212(e))',
  url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section1182&num=0&edition=prelim',
};
const USCIS_I612: SourceRef = {
  title: 'USCIS: I-612, Application for Waiver of the Foreign Residence Requirement',
  url: 'https://www.uscis.gov/i-612',
};

export const STUDENT_CARDS: readonly KnowledgeCardSeed[] = [
  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'f1-work-rules',
    topic: 'students',
    question: 'Can I work in the U.S. on an F-1 student visa?',
    phrasings: [
      'is it legal to work while studying on F-1',
      'what jobs can an international student do',
      'am I allowed to have a part-time job on a student visa',
      'F-1 work authorization options',
      'can f1 students work off campus',
    ],
    keywords: [
      'F-1',
      'F1',
      'student visa',
      'work permit',
      'on-campus job',
      'CPT',
      'OPT',
      'STEM OPT',
      'economic hardship',
      'off-campus employment',
      'I-765',
    ],
    answer: `Yes, but only in a few ways, and most work off campus needs permission first. Working without authorization is one of the most serious F-1 violations: it can end your status and hurt later visa or green card cases.

Work an F-1 student may do:
- **On-campus jobs:** up to 20 hours a week while school is in session and full time during official breaks. No USCIS application is needed.
- **CPT (Curricular Practical Training):** off-campus work that is part of your program, such as a required internship. Your DSO authorizes it in SEVIS before you start.
- **OPT (Optional Practical Training):** up to {{opt-months}} months of work in your field, usually after you graduate. You need an **EAD** card from USCIS, requested on **Form I-765**.
- **STEM OPT:** a {{stem-opt-months}}-month extension of OPT for certain science, technology, engineering and math degrees.
- **Economic hardship:** after your first academic year, USCIS may allow off-campus work if an unexpected money problem hits you (Form I-765 with your DSO's recommendation).

Without one of these, do not work off campus, freelance, drive for ride-share apps or take paid gigs. Real volunteering for a charity is usually fine, but an unpaid internship can count as work.

DHS has said it plans to change the practical training rules, so confirm the current rules with your **DSO** (Designated School Official) before you accept a job.

**Next step:** Ask your DSO which option fits you, and use Deadline Reminders to track your OPT filing dates.`,
    sources: [USCIS_STUDENT_EMPLOYMENT, F1_REGULATION, USCIS_OPT],
    checkedOn: CHECKED,
    related: ['f1-on-campus-work', 'cpt-basics', 'opt-basics'],
    translations: {
      es: {
        question: '¿Puedo trabajar en Estados Unidos con una visa de estudiante F-1?',
        phrasings: [
          '¿puedo trabajar con visa F1?',
          'qué trabajos puede hacer un estudiante internacional',
          '¿puedo tener un trabajo de medio tiempo con visa de estudiante?',
          'permiso de trabajo para estudiantes F-1',
        ],
        answer: `Sí, pero solo de algunas formas, y casi todo trabajo fuera del campus necesita permiso previo. Trabajar sin autorización es una de las faltas más graves para un F-1: puede terminar su estatus y perjudicar futuras visas o una green card.

Trabajos permitidos para un estudiante F-1:
- **Empleo en el campus:** hasta 20 horas por semana durante el período de clases y tiempo completo en las vacaciones oficiales. No se pide nada a USCIS.
- **CPT (Curricular Practical Training):** trabajo fuera del campus que forma parte de su programa, como una pasantía obligatoria. Su DSO lo autoriza en SEVIS antes de empezar.
- **OPT (Optional Practical Training):** hasta {{opt-months}} meses de trabajo en su campo, normalmente después de graduarse. Necesita una tarjeta **EAD** de USCIS, solicitada con el **Formulario I-765**.
- **STEM OPT:** una extensión de {{stem-opt-months}} meses del OPT para ciertos títulos de ciencia, tecnología, ingeniería y matemáticas.
- **Dificultad económica:** después de su primer año académico, USCIS puede permitir trabajo fuera del campus si sufre un problema económico imprevisto (I-765 con la recomendación del DSO).

Sin una de estas autorizaciones, no trabaje fuera del campus, ni como independiente, ni en apps de transporte, ni en trabajos ocasionales pagados. El voluntariado real para una organización benéfica suele estar permitido, pero una pasantía sin pago puede contar como trabajo.

DHS ha anunciado cambios a las reglas de práctica profesional, así que confirme las reglas vigentes con su **DSO** (Designated School Official) antes de aceptar un empleo.

**Próximo paso:** Pregunte a su DSO qué opción le corresponde y use Deadline Reminders para seguir las fechas del OPT.`,
      },
      fr: {
        question: 'Puis-je travailler aux États-Unis avec un visa étudiant F-1 ?',
        phrasings: [
          'est-ce que je peux travailler avec un visa F1',
          'quels emplois un étudiant international peut-il avoir',
          'job étudiant à temps partiel avec un visa F-1',
          'autorisation de travail pour étudiant F-1',
        ],
        answer: `Oui, mais seulement de certaines façons, et presque tout travail hors campus exige une autorisation préalable. Travailler sans autorisation est l'une des fautes les plus graves pour un F-1 : cela peut mettre fin à votre statut et nuire à de futurs visas ou à une green card.

Les emplois possibles pour un étudiant F-1 :
- **Emploi sur le campus :** jusqu'à 20 heures par semaine pendant les cours et à temps plein pendant les vacances officielles. Aucune demande à USCIS.
- **CPT (Curricular Practical Training) :** un travail hors campus qui fait partie de votre programme, comme un stage obligatoire. Votre DSO l'autorise dans SEVIS avant le début.
- **OPT (Optional Practical Training) :** jusqu'à {{opt-months}} mois de travail dans votre domaine, en général après le diplôme. Il faut une carte **EAD** de USCIS, demandée avec le **formulaire I-765**.
- **STEM OPT :** une prolongation de {{stem-opt-months}} mois de l'OPT pour certains diplômes en sciences, technologie, ingénierie et mathématiques.
- **Difficultés économiques :** après la première année d'études, USCIS peut autoriser un travail hors campus en cas de problème financier imprévu (I-765 avec la recommandation du DSO).

Sans l'une de ces autorisations, ne travaillez pas hors campus, ni en freelance, ni comme chauffeur VTC, ni pour des petits boulots payés. Le vrai bénévolat pour une association est en général permis, mais un stage non payé peut compter comme du travail.

Le DHS a annoncé vouloir modifier les règles de formation pratique : vérifiez les règles en vigueur avec votre **DSO** (Designated School Official) avant d'accepter un emploi.

**Étape suivante :** Demandez à votre DSO quelle option vous convient et utilisez Deadline Reminders pour suivre les dates de l'OPT.`,
      },
      de: {
        question: 'Darf ich mit einem F-1-Studentenvisum in den USA arbeiten?',
        phrasings: [
          'darf ich mit F1 arbeiten',
          'welche Jobs dürfen internationale Studierende machen',
          'Nebenjob mit Studentenvisum USA erlaubt',
          'Arbeitserlaubnis für F-1-Studenten',
        ],
        answer: `Ja, aber nur auf wenige Arten, und fast jede Arbeit außerhalb des Campus braucht vorher eine Erlaubnis. Arbeiten ohne Erlaubnis gehört zu den schwersten F-1-Verstößen: Es kann Ihren Status beenden und spätere Visa- oder Green-Card-Anträge gefährden.

Erlaubte Arbeit für F-1-Studierende:
- **Jobs auf dem Campus:** bis zu 20 Stunden pro Woche in der Vorlesungszeit und Vollzeit in den offiziellen Ferien. Kein Antrag bei USCIS nötig.
- **CPT (Curricular Practical Training):** Arbeit außerhalb des Campus, die Teil Ihres Studiengangs ist, etwa ein Pflichtpraktikum. Ihr DSO genehmigt sie vor Beginn in SEVIS.
- **OPT (Optional Practical Training):** bis zu {{opt-months}} Monate Arbeit in Ihrem Fach, meist nach dem Abschluss. Sie brauchen eine **EAD**-Karte von USCIS, beantragt mit **Formular I-765**.
- **STEM OPT:** eine Verlängerung des OPT um {{stem-opt-months}} Monate für bestimmte Abschlüsse in Naturwissenschaften, Technik, Ingenieurwesen und Mathematik.
- **Wirtschaftliche Notlage:** Nach dem ersten Studienjahr kann USCIS Arbeit außerhalb des Campus erlauben, wenn Sie unerwartet in Geldnot geraten (I-765 mit Empfehlung des DSO).

Ohne eine dieser Erlaubnisse dürfen Sie nicht außerhalb des Campus arbeiten, nicht freiberuflich, nicht als Fahrer für Fahrdienst-Apps und keine bezahlten Gelegenheitsjobs annehmen. Echtes Ehrenamt für eine gemeinnützige Organisation ist meist erlaubt, ein unbezahltes Praktikum kann aber als Arbeit gelten.

DHS hat Änderungen an den Regeln für praktische Ausbildung angekündigt. Prüfen Sie die aktuellen Regeln mit Ihrem **DSO** (Designated School Official), bevor Sie eine Stelle annehmen.

**Nächster Schritt:** Fragen Sie Ihren DSO, welche Möglichkeit zu Ihnen passt, und nutzen Sie Deadline Reminders für Ihre OPT-Fristen.`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'opt-basics',
    topic: 'students',
    question: 'How do I apply for OPT after my F-1 program?',
    phrasings: [
      'how do I apply for OPT',
      'post-completion OPT application steps',
      'i765 for OPT after graduation',
      'when can I file for OPT',
      'OPT fee and deadline',
    ],
    keywords: [
      'OPT',
      'post-completion OPT',
      'Optional Practical Training',
      'I-765',
      '(c)(3)(B)',
      'EAD',
      'DSO recommendation',
      'SEVIS',
      'F-1',
      'unemployment',
    ],
    answer: `You apply for post-completion **OPT** (Optional Practical Training) in two steps: your **DSO** recommends it in SEVIS, then you file **Form I-765** with USCIS. OPT lets you work for up to {{opt-months}} months in a job directly related to your field of study, once per degree level.

How to apply:
1. Ask your DSO for an OPT recommendation. You get a new **I-20** that shows it.
2. File Form I-765 (category (c)(3)(B)) within 30 days of the DSO's recommendation. The fee is {{fee-i765-online}} online or {{fee-i765-paper}} on paper.
3. File inside the window: from {{opt-filing-before-days}} days before your program end date to {{opt-filing-after-days}} days after it. If you miss it, you lose this OPT.
4. Ask for a start date no later than {{opt-filing-after-days}} days after your program ends.

After approval:
- Start work only when you hold the **EAD** card and its start date has arrived.
- You may be unemployed for no more than {{opt-unemployment-days}} days in total.
- Report your employer, address and any change to your DSO or the SEVP Portal within 10 days.

Processing can take months, so file early in the window. Premium processing is available for an extra fee. DHS has said it plans to change OPT rules, so check with your DSO before you rely on dates.

**Next step:** Ask your international office for the OPT recommendation, then use Deadline Reminders for the window and Track Applications once you have a receipt number.`,
    sources: [USCIS_OPT, USCIS_I765, F1_REGULATION],
    checkedOn: CHECKED,
    related: ['opt-while-waiting-ead', 'opt-unemployment-limit', 'stem-opt'],
    translations: {
      es: {
        question: '¿Cómo solicito el OPT después de terminar mi programa F-1?',
        phrasings: [
          '¿cómo pido el OPT?',
          'pasos para solicitar OPT al graduarme',
          'cuándo puedo presentar la solicitud de OPT',
          'costo y plazo del OPT',
        ],
        answer: `El **OPT** (Optional Practical Training) después de graduarse se pide en dos pasos: su **DSO** lo recomienda en SEVIS y luego usted presenta el **Formulario I-765** ante USCIS. El OPT le permite trabajar hasta {{opt-months}} meses en un empleo directamente relacionado con su carrera, una vez por nivel de estudios.

Cómo solicitarlo:
1. Pida a su DSO la recomendación de OPT. Recibirá un nuevo **I-20** que la muestra.
2. Presente el I-765 (categoría (c)(3)(B)) dentro de los 30 días siguientes a la recomendación. La tarifa es de {{fee-i765-online}} en línea o {{fee-i765-paper}} en papel.
3. Presente dentro del plazo: desde {{opt-filing-before-days}} días antes de la fecha de fin de su programa hasta {{opt-filing-after-days}} días después. Si lo pierde, pierde este OPT.
4. Elija una fecha de inicio no posterior a {{opt-filing-after-days}} días después del fin del programa.

Después de la aprobación:
- Empiece a trabajar solo cuando tenga la tarjeta **EAD** y haya llegado su fecha de inicio.
- No puede estar desempleado más de {{opt-unemployment-days}} días en total.
- Informe su empleador, su dirección y cualquier cambio a su DSO o en el SEVP Portal dentro de 10 días.

El trámite puede tardar meses, así que presente temprano. Existe el procesamiento prioritario (premium processing) por una tarifa adicional. DHS ha anunciado cambios al OPT; confirme las fechas con su DSO.

**Próximo paso:** Pida la recomendación a la oficina internacional y use Deadline Reminders para el plazo y Track Applications cuando tenga su número de recibo.`,
      },
      fr: {
        question: "Comment demander l'OPT après mon programme F-1 ?",
        phrasings: [
          "comment faire la demande d'OPT",
          "étapes pour l'OPT après le diplôme",
          "quand déposer le formulaire I-765 pour l'OPT",
          "frais et délai de l'OPT",
        ],
        answer: `L'**OPT** (Optional Practical Training) après les études se demande en deux étapes : votre **DSO** le recommande dans SEVIS, puis vous déposez le **formulaire I-765** auprès d'USCIS. L'OPT permet de travailler jusqu'à {{opt-months}} mois dans un emploi directement lié à votre domaine, une fois par niveau de diplôme.

La démarche :
1. Demandez à votre DSO la recommandation d'OPT. Vous recevez un nouvel **I-20** qui l'indique.
2. Déposez l'I-765 (catégorie (c)(3)(B)) dans les 30 jours suivant la recommandation. Les frais sont de {{fee-i765-online}} en ligne ou {{fee-i765-paper}} sur papier.
3. Respectez la fenêtre : de {{opt-filing-before-days}} jours avant la date de fin de votre programme jusqu'à {{opt-filing-after-days}} jours après. Hors délai, vous perdez cet OPT.
4. Choisissez une date de début au plus tard {{opt-filing-after-days}} jours après la fin du programme.

Après l'approbation :
- Ne commencez à travailler qu'avec la carte **EAD** en main et à partir de sa date de début.
- Vous ne pouvez pas être sans emploi plus de {{opt-unemployment-days}} jours au total.
- Signalez votre employeur, votre adresse et tout changement à votre DSO ou dans le SEVP Portal sous 10 jours.

Le traitement peut prendre des mois : déposez tôt. Un traitement accéléré (premium processing) existe contre des frais supplémentaires. Le DHS a annoncé des changements à l'OPT ; vérifiez les dates avec votre DSO.

**Étape suivante :** Demandez la recommandation au bureau international, puis utilisez Deadline Reminders pour la fenêtre et Track Applications dès que vous avez le numéro de reçu.`,
      },
      de: {
        question: 'Wie beantrage ich OPT nach meinem F-1-Studium?',
        phrasings: [
          'wie beantrage ich OPT',
          'OPT nach dem Abschluss Schritte',
          'wann kann ich den I-765 für OPT einreichen',
          'OPT Gebühr und Frist',
        ],
        answer: `Post-Completion-**OPT** (Optional Practical Training) beantragen Sie in zwei Schritten: Ihr **DSO** empfiehlt es in SEVIS, dann reichen Sie **Formular I-765** bei USCIS ein. Mit OPT dürfen Sie bis zu {{opt-months}} Monate in einem Job arbeiten, der direkt zu Ihrem Studienfach passt, einmal pro Abschlussstufe.

So beantragen Sie es:
1. Bitten Sie Ihren DSO um die OPT-Empfehlung. Sie bekommen ein neues **I-20**, auf dem sie steht.
2. Reichen Sie das I-765 (Kategorie (c)(3)(B)) innerhalb von 30 Tagen nach der Empfehlung ein. Die Gebühr beträgt {{fee-i765-online}} online oder {{fee-i765-paper}} auf Papier.
3. Halten Sie das Zeitfenster ein: ab {{opt-filing-before-days}} Tagen vor dem Programmende bis {{opt-filing-after-days}} Tage danach. Wer es verpasst, verliert dieses OPT.
4. Wählen Sie ein Startdatum spätestens {{opt-filing-after-days}} Tage nach Programmende.

Nach der Genehmigung:
- Arbeiten Sie erst, wenn Sie die **EAD**-Karte haben und ihr Startdatum erreicht ist.
- Sie dürfen insgesamt höchstens {{opt-unemployment-days}} Tage arbeitslos sein.
- Melden Sie Arbeitgeber, Adresse und jede Änderung innerhalb von 10 Tagen Ihrem DSO oder im SEVP Portal.

Die Bearbeitung kann Monate dauern, also reichen Sie früh ein. Gegen eine Zusatzgebühr gibt es Premium Processing. DHS hat Änderungen am OPT angekündigt; prüfen Sie die Daten mit Ihrem DSO.

**Nächster Schritt:** Holen Sie die Empfehlung beim International Office ein und nutzen Sie Deadline Reminders für das Zeitfenster und Track Applications, sobald Sie eine Eingangsnummer haben.`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'opt-cap-gap',
    topic: 'students',
    question: 'My OPT is ending but my H-1B cap petition is pending. Can I keep working?',
    phrasings: [
      'my OPT ends, my cap petition is pending',
      'what is the cap-gap extension',
      'cap gap OPT H-1B until April 1',
      'can I stay in the US after OPT expires while H1B is pending',
      'cap-gap I-20 from DSO',
    ],
    keywords: [
      'cap-gap',
      'cap gap',
      'H-1B',
      'OPT',
      'STEM OPT',
      'change of status',
      'I-129',
      'April 1',
      'October 1',
      'I-20',
      'grace period',
      'H-1B modernization rule',
    ],
    answer: `Usually yes. The **cap-gap extension** automatically keeps your F-1 status and OPT work permission going while a timely filed H-1B cap petition that asks for a **change of status** is pending or approved. You do not file anything yourself.

How long it lasts: since the H-1B modernization rule took effect on January 17, 2025, cap-gap runs until **April 1** of the fiscal year for which H-1B status is requested, or until your H-1B start date if that is earlier. Before that rule it ended on October 1.

Conditions:
- Your employer filed while you were still in status and asked for a change of status, not consular processing.
- If your OPT had already ended and you were in your grace period when it was filed, your **status** is extended, but you may **not work**.

If the petition is denied, rejected, revoked or withdrawn, cap-gap ends. You then generally get the usual {{f1-grace-days}}-day grace period from the notice to leave or change status, without work permission. There is no grace period if the denial is for a status violation, fraud or misrepresentation.

Travel: leaving the U.S. while the petition is pending generally abandons the change of status and ends cap-gap. Talk to your DSO and the employer's attorney before any trip.

Proof: ask your **DSO** for an updated **I-20** showing the cap-gap extension. Your employer can use it with your expired EAD for Form I-9.

**Next step:** Send your DSO the H-1B receipt notice, ask for the cap-gap I-20, and follow the petition with Track Applications.`,
    sources: [F1_REGULATION, USCIS_H1B, USCIS_OPT],
    checkedOn: CHECKED,
    related: ['f1-to-h1b-change', 'f1-grace-period', 'stem-opt'],
    translations: {
      es: {
        question: 'Mi OPT está por terminar pero mi petición H-1B del cupo está pendiente. ¿Puedo seguir trabajando?',
        phrasings: [
          'se me acaba el OPT y tengo la H1B pendiente',
          '¿qué es la extensión cap-gap?',
          'cap gap hasta el 1 de abril',
          '¿puedo quedarme después del OPT mientras esperan mi H-1B?',
        ],
        answer: `Normalmente sí. La **extensión cap-gap** mantiene automáticamente su estatus F-1 y su permiso de trabajo del OPT mientras una petición H-1B del cupo, presentada a tiempo y que pide un **cambio de estatus**, esté pendiente o aprobada. Usted no tiene que presentar nada.

Duración: desde que entró en vigor la regla de modernización de H-1B el 17 de enero de 2025, el cap-gap dura hasta el **1 de abril** del año fiscal para el que se pide el estatus H-1B, o hasta la fecha de inicio de la H-1B si es anterior. Antes de esa regla terminaba el 1 de octubre.

Condiciones:
- Su empleador presentó la petición mientras usted mantenía su estatus y pidió cambio de estatus, no trámite consular.
- Si su OPT ya había terminado y estaba en el período de gracia cuando se presentó, se extiende su **estatus**, pero **no puede trabajar**.

Si la petición es negada, rechazada, revocada o retirada, el cap-gap termina. Por lo general tendrá el período de gracia habitual de {{f1-grace-days}} días desde el aviso para salir o cambiar de estatus, sin permiso de trabajo. No hay período de gracia si la negación se debe a una violación de estatus, fraude o declaración falsa.

Viajes: salir de EE. UU. mientras la petición está pendiente suele anular el cambio de estatus y termina el cap-gap. Hable con su DSO y el abogado del empleador antes de viajar.

Prueba: pida a su **DSO** un **I-20** actualizado con la extensión cap-gap. Su empleador puede usarlo con su EAD vencida para el Formulario I-9.

**Próximo paso:** Envíe a su DSO el recibo de la H-1B, pida el I-20 de cap-gap y siga la petición con Track Applications.`,
      },
      fr: {
        question: 'Mon OPT se termine mais ma pétition H-1B (quota) est en attente. Puis-je continuer à travailler ?',
        phrasings: [
          'mon OPT expire et ma H1B est en cours',
          "qu'est-ce que la prolongation cap-gap",
          "cap gap jusqu'au 1er avril",
          "rester aux USA après la fin de l'OPT en attendant la H-1B",
        ],
        answer: `En général, oui. La **prolongation cap-gap** maintient automatiquement votre statut F-1 et votre autorisation de travail OPT tant qu'une pétition H-1B soumise au quota, déposée à temps et demandant un **changement de statut**, est en attente ou approuvée. Vous n'avez rien à déposer vous-même.

Durée : depuis l'entrée en vigueur de la règle de modernisation H-1B le 17 janvier 2025, le cap-gap court jusqu'au **1er avril** de l'année fiscale pour laquelle le statut H-1B est demandé, ou jusqu'à la date de début H-1B si elle est plus tôt. Avant cette règle, il finissait le 1er octobre.

Conditions :
- Votre employeur a déposé la pétition pendant que vous étiez en statut et a demandé un changement de statut, pas un traitement consulaire.
- Si votre OPT était déjà fini et que vous étiez en période de grâce au dépôt, votre **statut** est prolongé mais vous ne pouvez **pas travailler**.

Si la pétition est refusée, rejetée, révoquée ou retirée, le cap-gap prend fin. Vous avez alors en général la période de grâce habituelle de {{f1-grace-days}} jours à partir de l'avis pour partir ou changer de statut, sans droit de travailler. Il n'y a pas de période de grâce en cas de refus pour violation de statut, fraude ou fausse déclaration.

Voyages : quitter les États-Unis pendant l'examen de la pétition fait en général abandonner le changement de statut et met fin au cap-gap. Parlez à votre DSO et à l'avocat de l'employeur avant tout voyage.

Preuve : demandez à votre **DSO** un **I-20** mis à jour indiquant le cap-gap. Votre employeur peut l'utiliser avec votre EAD expirée pour le formulaire I-9.

**Étape suivante :** Envoyez à votre DSO l'avis de réception H-1B, demandez l'I-20 cap-gap et suivez la pétition avec Track Applications.`,
      },
      de: {
        question: 'Mein OPT läuft aus, aber meine H-1B-Cap-Petition ist noch offen. Darf ich weiterarbeiten?',
        phrasings: [
          'OPT endet und H1B Antrag läuft noch',
          'was ist die Cap-Gap-Verlängerung',
          'Cap Gap bis 1. April',
          'darf ich nach OPT-Ende bleiben, wenn die H-1B offen ist',
        ],
        answer: `Meist ja. Die **Cap-Gap-Verlängerung** verlängert automatisch Ihren F-1-Status und Ihre OPT-Arbeitserlaubnis, solange eine fristgerecht eingereichte H-1B-Cap-Petition mit Antrag auf **Statuswechsel** offen oder genehmigt ist. Sie selbst müssen nichts einreichen.

Dauer: Seit die H-1B-Modernisierungsregel am 17. Januar 2025 in Kraft trat, gilt Cap-Gap bis zum **1. April** des Haushaltsjahres, für das der H-1B-Status beantragt ist, oder bis zum H-1B-Beginn, wenn dieser früher liegt. Vor dieser Regel endete sie am 1. Oktober.

Voraussetzungen:
- Ihr Arbeitgeber hat eingereicht, als Sie noch im Status waren, und einen Statuswechsel beantragt, kein Konsularverfahren.
- War Ihr OPT bei Einreichung schon vorbei und Sie in der Karenzzeit, wird nur Ihr **Status** verlängert; arbeiten dürfen Sie **nicht**.

Wird die Petition abgelehnt, zurückgewiesen, widerrufen oder zurückgezogen, endet Cap-Gap. Dann haben Sie in der Regel ab dem Bescheid die übliche Karenzzeit von {{f1-grace-days}} Tagen, um auszureisen oder den Status zu wechseln, ohne Arbeitserlaubnis. Keine Karenzzeit gibt es bei Ablehnung wegen Statusverstoß, Betrug oder falscher Angaben.

Reisen: Wer die USA verlässt, während die Petition offen ist, gibt den Statuswechsel in der Regel auf und beendet Cap-Gap. Sprechen Sie vor jeder Reise mit Ihrem DSO und dem Anwalt des Arbeitgebers.

Nachweis: Bitten Sie Ihren **DSO** um ein aktualisiertes **I-20** mit der Cap-Gap-Verlängerung. Ihr Arbeitgeber kann es zusammen mit Ihrer abgelaufenen EAD für Formular I-9 verwenden.

**Nächster Schritt:** Schicken Sie Ihrem DSO die H-1B-Eingangsbestätigung, fordern Sie das Cap-Gap-I-20 an und verfolgen Sie die Petition mit Track Applications.`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'stem-opt',
    topic: 'students',
    question: 'How do I get the STEM OPT extension?',
    phrasings: [
      '24 month STEM OPT extension',
      'how to apply for STEM OPT',
      'is my degree eligible for STEM OPT',
      'I-983 training plan STEM extension',
      'stem opt i765 deadline',
    ],
    keywords: [
      'STEM OPT',
      'STEM extension',
      '24-month extension',
      'I-983',
      'E-Verify',
      'CIP code',
      'STEM Designated Degree Program List',
      'I-765',
      '(c)(3)(C)',
      '180-day extension',
    ],
    answer: `If your degree is in an eligible STEM field and your employer uses **E-Verify**, you can extend post-completion OPT by {{stem-opt-months}} months. You must apply before your current OPT ends.

Who qualifies:
- Your degree is on DHS's **STEM Designated Degree Program List** and comes from an accredited, SEVP-certified school. It can be the degree behind your current OPT, or an earlier U.S. STEM degree from the last 10 years.
- The job is paid, at least 20 hours a week, directly related to that degree, and with an employer enrolled in E-Verify. Self-employment does not qualify.
- You and your employer complete **Form I-983**, a training plan. The employer that signs it must be the one that trains you.

How to apply:
1. Send the signed I-983 to your **DSO**, who recommends the extension in SEVIS and issues a new I-20.
2. File **Form I-765** (category (c)(3)(C)) up to 90 days before your OPT card expires and within 60 days of the DSO's recommendation. The fee is {{fee-i765-online}} online or {{fee-i765-paper}} on paper.
3. If you filed on time, you may keep working for up to 180 days after your OPT card expires while USCIS decides. The October 2025 rule that ended many automatic EAD extensions is generally read as not touching this one.

On STEM OPT your total unemployment limit rises to {{stem-opt-unemployment-days}} days across OPT and the extension, and you must send regular reports.

**Next step:** Compare the CIP code on your I-20 with the STEM list, and set Deadline Reminders for 90 days before your OPT ends.`,
    sources: [USCIS_STEM_OPT, STEM_OPT_HUB, F1_REGULATION],
    checkedOn: CHECKED,
    related: ['stem-opt-reporting', 'opt-unemployment-limit', 'opt-basics'],
    translations: {
      es: {
        question: '¿Cómo obtengo la extensión STEM OPT?',
        phrasings: [
          'extensión STEM OPT de 24 meses',
          '¿cómo solicito el STEM OPT?',
          '¿mi carrera califica para STEM OPT?',
          'plan de capacitación I-983',
        ],
        answer: `Si su título está en un campo STEM elegible y su empleador usa **E-Verify**, puede extender el OPT por {{stem-opt-months}} meses. Debe solicitarlo antes de que termine su OPT actual.

Quién califica:
- Su título está en la **STEM Designated Degree Program List** de DHS y es de una escuela acreditada y certificada por SEVP. Puede ser el título de su OPT actual o un título STEM anterior de EE. UU. de los últimos 10 años.
- El empleo es pagado, de al menos 20 horas por semana, directamente relacionado con ese título y con un empleador inscrito en E-Verify. El trabajo por cuenta propia no califica.
- Usted y su empleador llenan el **Formulario I-983**, un plan de capacitación. Quien lo firma debe ser quien realmente lo capacita.

Cómo solicitarla:
1. Envíe el I-983 firmado a su **DSO**, que recomienda la extensión en SEVIS y emite un nuevo I-20.
2. Presente el **Formulario I-765** (categoría (c)(3)(C)) hasta 90 días antes de que venza su tarjeta OPT y dentro de los 60 días siguientes a la recomendación. La tarifa es de {{fee-i765-online}} en línea o {{fee-i765-paper}} en papel.
3. Si presentó a tiempo, puede seguir trabajando hasta 180 días después del vencimiento de su tarjeta OPT mientras USCIS decide. Se entiende en general que la regla de octubre de 2025 que eliminó muchas extensiones automáticas de EAD no afecta a esta.

En el STEM OPT, el límite total de desempleo sube a {{stem-opt-unemployment-days}} días entre el OPT y la extensión, y debe enviar informes periódicos.

**Próximo paso:** Compare el código CIP de su I-20 con la lista STEM y active Deadline Reminders para 90 días antes del fin de su OPT.`,
      },
      fr: {
        question: 'Comment obtenir la prolongation STEM OPT ?',
        phrasings: [
          'prolongation STEM OPT de 24 mois',
          'comment demander le STEM OPT',
          'mon diplôme est-il éligible au STEM OPT',
          'plan de formation I-983',
        ],
        answer: `Si votre diplôme relève d'un domaine STEM éligible et que votre employeur utilise **E-Verify**, vous pouvez prolonger l'OPT de {{stem-opt-months}} mois. La demande doit être faite avant la fin de votre OPT actuel.

Conditions :
- Votre diplôme figure sur la **STEM Designated Degree Program List** du DHS et vient d'un établissement accrédité et certifié SEVP. Ce peut être le diplôme de votre OPT actuel ou un diplôme STEM américain antérieur obtenu dans les 10 dernières années.
- L'emploi est rémunéré, d'au moins 20 heures par semaine, directement lié à ce diplôme, chez un employeur inscrit à E-Verify. Le travail indépendant ne compte pas.
- Vous et votre employeur remplissez le **formulaire I-983**, un plan de formation. L'employeur qui le signe doit être celui qui vous forme.

La démarche :
1. Envoyez l'I-983 signé à votre **DSO**, qui recommande la prolongation dans SEVIS et émet un nouvel I-20.
2. Déposez le **formulaire I-765** (catégorie (c)(3)(C)) au plus tôt 90 jours avant l'expiration de votre carte OPT et dans les 60 jours suivant la recommandation. Les frais sont de {{fee-i765-online}} en ligne ou {{fee-i765-paper}} sur papier.
3. Si vous avez déposé à temps, vous pouvez continuer à travailler jusqu'à 180 jours après l'expiration de la carte OPT pendant l'examen. La règle d'octobre 2025 qui a supprimé de nombreuses prolongations automatiques d'EAD est en général comprise comme ne touchant pas celle-ci.

En STEM OPT, la limite totale de chômage passe à {{stem-opt-unemployment-days}} jours sur l'OPT et la prolongation, et vous devez envoyer des rapports réguliers.

**Étape suivante :** Comparez le code CIP de votre I-20 avec la liste STEM et réglez Deadline Reminders sur 90 jours avant la fin de votre OPT.`,
      },
      de: {
        question: 'Wie bekomme ich die STEM-OPT-Verlängerung?',
        phrasings: [
          'STEM OPT Verlängerung 24 Monate',
          'wie beantrage ich STEM OPT',
          'ist mein Studiengang STEM-OPT-berechtigt',
          'Ausbildungsplan I-983',
        ],
        answer: `Wenn Ihr Abschluss in einem berechtigten STEM-Fach liegt und Ihr Arbeitgeber **E-Verify** nutzt, können Sie Post-Completion-OPT um {{stem-opt-months}} Monate verlängern. Der Antrag muss vor dem Ende Ihres aktuellen OPT gestellt werden.

Voraussetzungen:
- Ihr Abschluss steht auf der **STEM Designated Degree Program List** von DHS und stammt von einer akkreditierten, SEVP-zertifizierten Hochschule. Das kann der Abschluss Ihres aktuellen OPT sein oder ein früherer US-STEM-Abschluss aus den letzten 10 Jahren.
- Die Stelle ist bezahlt, umfasst mindestens 20 Stunden pro Woche, passt direkt zu diesem Abschluss und ist bei einem Arbeitgeber, der an E-Verify teilnimmt. Selbstständigkeit zählt nicht.
- Sie und Ihr Arbeitgeber füllen **Formular I-983** aus, einen Ausbildungsplan. Wer ihn unterschreibt, muss Sie auch tatsächlich ausbilden.

So beantragen Sie sie:
1. Schicken Sie das unterschriebene I-983 an Ihren **DSO**; er empfiehlt die Verlängerung in SEVIS und stellt ein neues I-20 aus.
2. Reichen Sie **Formular I-765** (Kategorie (c)(3)(C)) frühestens 90 Tage vor Ablauf Ihrer OPT-Karte und innerhalb von 60 Tagen nach der Empfehlung ein. Die Gebühr beträgt {{fee-i765-online}} online oder {{fee-i765-paper}} auf Papier.
3. Bei fristgerechtem Antrag dürfen Sie bis zu 180 Tage nach Ablauf der OPT-Karte weiterarbeiten, während USCIS entscheidet. Die Regel vom Oktober 2025, die viele automatische EAD-Verlängerungen beendet hat, betrifft diese nach allgemeiner Lesart nicht.

Im STEM OPT steigt Ihre gesamte Arbeitslosigkeitsgrenze auf {{stem-opt-unemployment-days}} Tage über OPT und Verlängerung zusammen, und Sie müssen regelmäßig berichten.

**Nächster Schritt:** Vergleichen Sie den CIP-Code auf Ihrem I-20 mit der STEM-Liste und stellen Sie Deadline Reminders auf 90 Tage vor OPT-Ende.`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'cpt-basics',
    topic: 'students',
    question: 'What is CPT and how do I get it as an F-1 student?',
    phrasings: [
      'curricular practical training explained',
      'can I do an internship on F1 with CPT',
      'how to get CPT approved',
      'does CPT affect my OPT',
      'full time cpt 12 months',
    ],
    keywords: [
      'CPT',
      'Curricular Practical Training',
      'internship',
      'co-op',
      'practicum',
      'SEVIS',
      'I-20',
      'DSO',
      'full-time CPT',
      'part-time CPT',
      'day 1 CPT',
    ],
    answer: `**CPT (Curricular Practical Training)** lets an F-1 student work off campus when the work is an integral part of the study program, such as a required internship, co-op or practicum, or a course that gives credit for work. Your school authorizes it, not USCIS.

Key rules:
- You generally must have been enrolled full time for one full academic year first. Some graduate programs that require work from the start allow CPT right away.
- You need a job offer before you apply. Your **DSO** approves CPT in **SEVIS** and gives you a new **I-20** that names the employer, the dates, and whether it is part-time or full-time.
- Start only on the start date on that I-20 and stop by the end date. A new employer or new dates need a new authorization.
- There is no USCIS form and no USCIS fee, though your school may charge for the course.
- Part-time CPT (20 hours a week or less) does not affect OPT. But {{cpt-opt-bar-months}} months or more of full-time CPT ends your OPT eligibility at the same degree level.

Be careful with schools that offer CPT from the first day of every program. Officers look closely at these cases, and using one mainly to keep working can cause problems later in visa, H-1B or green card cases.

**Next step:** Ask your international office about its CPT process before you accept an offer, and keep every CPT I-20.`,
    sources: [F1_REGULATION, STUDY_PRACTICAL_TRAINING, ICE_SEVIS],
    checkedOn: CHECKED,
    related: ['f1-work-rules', 'opt-basics', 'dso-role'],
    translations: {
      es: {
        question: '¿Qué es el CPT y cómo lo obtengo como estudiante F-1?',
        phrasings: [
          '¿qué es Curricular Practical Training?',
          '¿puedo hacer una pasantía con visa F1?',
          'cómo me aprueban el CPT',
          '¿el CPT afecta mi OPT?',
        ],
        answer: `El **CPT (Curricular Practical Training)** permite a un estudiante F-1 trabajar fuera del campus cuando el trabajo es parte integral de su programa de estudios, como una pasantía obligatoria, un programa cooperativo o una práctica, o un curso que da créditos por trabajar. Lo autoriza su escuela, no USCIS.

Reglas principales:
- Por lo general debe haber estudiado a tiempo completo durante un año académico completo. Algunos programas de posgrado que exigen trabajo desde el inicio permiten CPT de inmediato.
- Necesita una oferta de trabajo antes de solicitarlo. Su **DSO** aprueba el CPT en **SEVIS** y le entrega un nuevo **I-20** con el empleador, las fechas y si es de medio tiempo o tiempo completo.
- Empiece solo en la fecha de inicio de ese I-20 y termine antes de la fecha final. Un nuevo empleador o nuevas fechas necesitan una nueva autorización.
- No hay formulario ni tarifa de USCIS, aunque su escuela puede cobrar por el curso.
- El CPT de medio tiempo (20 horas semanales o menos) no afecta el OPT. Pero {{cpt-opt-bar-months}} meses o más de CPT a tiempo completo le quitan el derecho al OPT en el mismo nivel de estudios.

Cuidado con las escuelas que ofrecen CPT desde el primer día de cada programa. Las autoridades revisan estos casos con atención, y usarlos sobre todo para seguir trabajando puede causar problemas en futuras visas, H-1B o green card.

**Próximo paso:** Pregunte en la oficina internacional cómo funciona su proceso de CPT antes de aceptar una oferta y guarde cada I-20 de CPT.`,
      },
      fr: {
        question: "Qu'est-ce que le CPT et comment l'obtenir en tant qu'étudiant F-1 ?",
        phrasings: [
          'Curricular Practical Training expliqué',
          'faire un stage avec un visa F1',
          'comment faire approuver mon CPT',
          "le CPT a-t-il un effet sur l'OPT",
        ],
        answer: `Le **CPT (Curricular Practical Training)** permet à un étudiant F-1 de travailler hors campus quand ce travail fait partie intégrante de son programme, comme un stage obligatoire, une alternance, un practicum ou un cours qui donne des crédits pour un travail. C'est l'école qui l'autorise, pas USCIS.

Règles essentielles :
- En général, il faut avoir étudié à temps plein pendant une année universitaire complète. Certains programmes de master ou doctorat qui exigent un travail dès le début autorisent le CPT tout de suite.
- Il faut une offre d'emploi avant de le demander. Votre **DSO** approuve le CPT dans **SEVIS** et vous remet un nouvel **I-20** qui indique l'employeur, les dates et s'il est à temps partiel ou à temps plein.
- Commencez seulement à la date de début de cet I-20 et arrêtez avant la date de fin. Un nouvel employeur ou de nouvelles dates exigent une nouvelle autorisation.
- Pas de formulaire ni de frais USCIS, même si l'école peut facturer le cours.
- Le CPT à temps partiel (20 heures par semaine ou moins) n'a pas d'effet sur l'OPT. Mais {{cpt-opt-bar-months}} mois ou plus de CPT à temps plein vous font perdre l'OPT au même niveau de diplôme.

Méfiez-vous des écoles qui proposent le CPT dès le premier jour de chaque programme. Ces dossiers sont examinés de près, et s'en servir surtout pour continuer à travailler peut poser problème plus tard pour un visa, une H-1B ou une green card.

**Étape suivante :** Renseignez-vous auprès du bureau international sur sa procédure de CPT avant d'accepter une offre, et gardez chaque I-20 de CPT.`,
      },
      de: {
        question: 'Was ist CPT und wie bekomme ich es als F-1-Student?',
        phrasings: [
          'Curricular Practical Training einfach erklärt',
          'Praktikum mit F1-Visum machen',
          'wie wird CPT genehmigt',
          'schadet CPT meinem OPT',
        ],
        answer: `**CPT (Curricular Practical Training)** erlaubt F-1-Studierenden, außerhalb des Campus zu arbeiten, wenn die Arbeit fester Bestandteil des Studiengangs ist, etwa ein Pflichtpraktikum, ein Co-op, ein Praxissemester oder ein Kurs, der Arbeit mit Credits anrechnet. Genehmigt wird es von Ihrer Hochschule, nicht von USCIS.

Die wichtigsten Regeln:
- In der Regel müssen Sie zuerst ein volles akademisches Jahr in Vollzeit studiert haben. Manche Masterprogramme, die von Anfang an Praxis verlangen, erlauben CPT sofort.
- Vor dem Antrag brauchen Sie ein Jobangebot. Ihr **DSO** genehmigt CPT in **SEVIS** und gibt Ihnen ein neues **I-20** mit Arbeitgeber, Zeitraum und Angabe, ob Teilzeit oder Vollzeit.
- Beginnen Sie erst am Startdatum auf diesem I-20 und hören Sie bis zum Enddatum auf. Ein neuer Arbeitgeber oder neue Daten brauchen eine neue Genehmigung.
- Es gibt kein USCIS-Formular und keine USCIS-Gebühr, die Hochschule kann aber für den Kurs Geld verlangen.
- Teilzeit-CPT (höchstens 20 Stunden pro Woche) hat keinen Einfluss auf OPT. Aber {{cpt-opt-bar-months}} Monate oder mehr Vollzeit-CPT beenden Ihren OPT-Anspruch auf derselben Abschlussstufe.

Vorsicht bei Schulen, die CPT ab dem ersten Tag jedes Programms anbieten. Solche Fälle werden genau geprüft, und wer sie vor allem zum Weiterarbeiten nutzt, kann später bei Visum, H-1B oder Green Card Probleme bekommen.

**Nächster Schritt:** Fragen Sie im International Office nach dem CPT-Verfahren, bevor Sie ein Angebot annehmen, und bewahren Sie jedes CPT-I-20 auf.`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'sevis-fee-i901',
    topic: 'students',
    question: 'How do I pay the I-901 SEVIS fee, and how much is it?',
    phrasings: [
      'SEVIS fee for F-1 students',
      'i901 payment how to',
      'how much is the SEVIS fee for J1',
      'do I pay the SEVIS fee again when I transfer',
      'SEVIS fee receipt for visa interview',
    ],
    keywords: ['SEVIS fee', 'I-901', 'FMJfee', 'SEVIS ID', 'I-20', 'DS-2019', 'F-1', 'M-1', 'J-1', 'payment confirmation', 'receipt'],
    answer: `Most new F, M and J students and exchange visitors must pay the **I-901 SEVIS fee** to the Department of Homeland Security before the visa interview, or before entering the U.S. if no visa is needed. The fee is {{fee-sevis-f1}} for F and M students and {{fee-sevis-j1}} for most J exchange visitors.

How to pay:
- Pay online through the official payment site linked from ICE's I-901 page, by credit or debit card. Enter your name exactly as on your **I-20** or **DS-2019**, with your **SEVIS ID** (it starts with N) and the school or program code.
- Someone else, such as a parent or sponsor, may pay for you.
- Save and print the **payment confirmation**. Bring it to the visa interview and carry it when you travel.

When you pay again, or not:
- Pay at least 3 business days before the interview so the payment shows up.
- A transfer, program extension or change of level on the same SEVIS record does not need a new payment. A brand-new SEVIS ID usually does.
- If your visa is refused, you can generally reuse the payment if you reapply within 12 months.
- Some J programs (au pair, camp counselor, summer work travel) pay less, and some government-sponsored J programs pay nothing.
- Dependents (F-2, M-2, J-2) do not pay.

This fee is separate from the visa application fee you pay the State Department.

**Next step:** Pay once you have your I-20 or DS-2019 and before you book the interview, and keep the receipt with your documents.`,
    sources: [ICE_I901, STATE_STUDENT_VISA],
    checkedOn: CHECKED,
    related: ['f1-visa-application', 'i20-explained'],
    translations: {
      es: {
        question: '¿Cómo pago la tarifa SEVIS I-901 y cuánto cuesta?',
        phrasings: [
          '¿cuánto es la tarifa SEVIS para F1?',
          'cómo pagar el I-901',
          'tarifa SEVIS para J-1',
          '¿tengo que pagar SEVIS otra vez si cambio de escuela?',
        ],
        answer: `La mayoría de los nuevos estudiantes F, M y J y visitantes de intercambio deben pagar la **tarifa SEVIS I-901** al Departamento de Seguridad Nacional antes de la entrevista de visa, o antes de entrar a EE. UU. si no necesitan visa. La tarifa es de {{fee-sevis-f1}} para estudiantes F y M y de {{fee-sevis-j1}} para la mayoría de los visitantes de intercambio J.

Cómo pagar:
- Pague en línea en el sitio oficial de pago enlazado desde la página I-901 de ICE, con tarjeta de crédito o débito. Escriba su nombre exactamente como aparece en su **I-20** o **DS-2019**, con su **SEVIS ID** (empieza con N) y el código de la escuela o del programa.
- Otra persona, como un padre o un patrocinador, puede pagar por usted.
- Guarde e imprima la **confirmación de pago**. Llévela a la entrevista de visa y cuando viaje.

Cuándo se paga de nuevo y cuándo no:
- Pague al menos 3 días hábiles antes de la entrevista para que el pago aparezca.
- Un traslado, una extensión del programa o un cambio de nivel con el mismo registro SEVIS no requiere nuevo pago. Un SEVIS ID totalmente nuevo normalmente sí.
- Si le niegan la visa, por lo general puede usar el mismo pago si vuelve a solicitar dentro de 12 meses.
- Algunos programas J (au pair, consejero de campamento, trabajo y viaje de verano) pagan menos, y algunos programas J patrocinados por el gobierno no pagan.
- Los dependientes (F-2, M-2, J-2) no pagan.

Esta tarifa es distinta de la tarifa de solicitud de visa que se paga al Departamento de Estado.

**Próximo paso:** Pague cuando tenga su I-20 o DS-2019 y antes de reservar la entrevista, y guarde el recibo con sus documentos.`,
      },
      fr: {
        question: 'Comment payer les frais SEVIS I-901 et combien coûtent-ils ?',
        phrasings: [
          'montant des frais SEVIS pour un F-1',
          'payer le formulaire I-901',
          'frais SEVIS pour un visa J1',
          'dois-je repayer SEVIS si je change d’université',
        ],
        answer: `La plupart des nouveaux étudiants F, M et J et des participants aux programmes d'échange doivent payer les **frais SEVIS I-901** au Département de la Sécurité intérieure avant l'entretien de visa, ou avant d'entrer aux États-Unis si aucun visa n'est exigé. Les frais sont de {{fee-sevis-f1}} pour les étudiants F et M et de {{fee-sevis-j1}} pour la plupart des visiteurs d'échange J.

Comment payer :
- Payez en ligne sur le site de paiement officiel accessible depuis la page I-901 de l'ICE, par carte de crédit ou de débit. Saisissez votre nom exactement comme sur votre **I-20** ou **DS-2019**, avec votre **SEVIS ID** (il commence par N) et le code de l'école ou du programme.
- Une autre personne, par exemple un parent ou un sponsor, peut payer pour vous.
- Enregistrez et imprimez la **confirmation de paiement**. Apportez-la à l'entretien et gardez-la pendant vos voyages.

Quand payer à nouveau, ou non :
- Payez au moins 3 jours ouvrables avant l'entretien pour que le paiement apparaisse.
- Un transfert, une prolongation de programme ou un changement de niveau avec le même dossier SEVIS ne demande pas de nouveau paiement. Un tout nouveau SEVIS ID, en général, si.
- En cas de refus de visa, vous pouvez en général réutiliser le paiement si vous redemandez dans les 12 mois.
- Certains programmes J (au pair, moniteur de camp, summer work travel) paient moins, et certains programmes J financés par un gouvernement ne paient rien.
- Les personnes à charge (F-2, M-2, J-2) ne paient pas.

Ces frais sont distincts des frais de demande de visa payés au Département d'État.

**Étape suivante :** Payez dès que vous avez votre I-20 ou DS-2019 et avant de réserver l'entretien, et gardez le reçu avec vos documents.`,
      },
      de: {
        question: 'Wie bezahle ich die I-901-SEVIS-Gebühr und wie hoch ist sie?',
        phrasings: [
          'SEVIS Gebühr F1 Höhe',
          'I-901 bezahlen wie',
          'SEVIS Gebühr für J-1',
          'muss ich SEVIS bei einem Schulwechsel nochmal zahlen',
        ],
        answer: `Die meisten neuen F-, M- und J-Studierenden und Austauschbesucher müssen vor dem Visumsinterview, oder vor der Einreise, wenn kein Visum nötig ist, die **I-901-SEVIS-Gebühr** an das Heimatschutzministerium zahlen. Sie beträgt {{fee-sevis-f1}} für F- und M-Studierende und {{fee-sevis-j1}} für die meisten J-Austauschbesucher.

So zahlen Sie:
- Online über die offizielle Zahlungsseite, die auf der I-901-Seite von ICE verlinkt ist, per Kredit- oder Debitkarte. Geben Sie Ihren Namen genau wie auf Ihrem **I-20** oder **DS-2019** ein, dazu Ihre **SEVIS ID** (beginnt mit N) und den Code der Schule oder des Programms.
- Jemand anderes, etwa Eltern oder ein Sponsor, darf für Sie zahlen.
- Speichern und drucken Sie die **Zahlungsbestätigung**. Bringen Sie sie zum Interview mit und führen Sie sie auf Reisen mit.

Wann Sie erneut zahlen und wann nicht:
- Zahlen Sie mindestens 3 Werktage vor dem Interview, damit die Zahlung sichtbar ist.
- Ein Schulwechsel, eine Programmverlängerung oder ein Stufenwechsel mit demselben SEVIS-Datensatz kostet nichts extra. Eine ganz neue SEVIS ID in der Regel schon.
- Wird das Visum abgelehnt, können Sie die Zahlung meist wiederverwenden, wenn Sie innerhalb von 12 Monaten neu beantragen.
- Manche J-Programme (Au-pair, Camp Counselor, Summer Work Travel) zahlen weniger, manche staatlich geförderte J-Programme gar nichts.
- Angehörige (F-2, M-2, J-2) zahlen nicht.

Diese Gebühr ist getrennt von der Visumgebühr, die Sie an das Außenministerium zahlen.

**Nächster Schritt:** Zahlen Sie, sobald Sie Ihr I-20 oder DS-2019 haben und bevor Sie das Interview buchen, und bewahren Sie die Quittung bei Ihren Unterlagen auf.`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'f1-grace-period',
    topic: 'students',
    question: 'How long can I stay in the U.S. after my F-1 program or OPT ends?',
    phrasings: [
      'F1 grace period after graduation',
      'how many days do I have after OPT ends',
      'what can I do during the 60 day grace period',
      'can I work during the grace period',
      'grace period after I finish my degree',
    ],
    keywords: [
      'grace period',
      '60 days',
      'F-1',
      'program end date',
      'OPT end date',
      'transfer',
      'change of status',
      'duration of status',
      'D/S',
      'depart',
    ],
    answer: `You generally have a **grace period** of {{f1-grace-days}} days after you complete your program, or after your post-completion OPT ends, to prepare to leave or take a next step. You cannot work during it, not even on campus.

What you can do in the grace period:
- **Leave** the U.S.
- **Transfer** your SEVIS record to another SEVP-certified school or start a new program. Your DSO must act before the grace period ends.
- **Change status** by a timely filing, for example an employer's H-1B petition or your own **Form I-539**.
- **Apply for OPT**, if you have not already and you are still within {{opt-filing-after-days}} days of your program end date.

Important exceptions:
- If you **withdraw** from classes with your DSO's approval, the grace period is only 15 days.
- If you withdraw without approval or otherwise **fail to maintain status**, you get no grace period.
- If you leave during the grace period, you cannot return in F-1 status on the finished program's I-20.

DHS has been finalizing a rule that would replace open-ended "duration of status" with fixed end dates on the I-94 and cut this grace period to 30 days. Ask your DSO or check Study in the States whether it is in effect and applies to you.

**Next step:** Put your program or OPT end date in Deadline Reminders and talk to your DSO well before it arrives.`,
    sources: [F1_REGULATION, ICE_SEVIS],
    checkedOn: CHECKED,
    related: ['f1-transfer-schools', 'opt-cap-gap', 'f1-program-extension'],
    translations: {
      es: {
        question: '¿Cuánto tiempo puedo quedarme en EE. UU. después de terminar mi programa F-1 o mi OPT?',
        phrasings: [
          'período de gracia F1 después de graduarme',
          '¿cuántos días tengo cuando termina el OPT?',
          '¿puedo trabajar en el período de gracia?',
          'qué hacer en los 60 días de gracia',
        ],
        answer: `Por lo general tiene un **período de gracia** de {{f1-grace-days}} días después de terminar su programa, o después de que termine su OPT, para prepararse para salir o dar el siguiente paso. No puede trabajar durante ese tiempo, ni siquiera en el campus.

Lo que puede hacer en el período de gracia:
- **Salir** de EE. UU.
- **Trasladar** su registro SEVIS a otra escuela certificada por SEVP o empezar un nuevo programa. Su DSO debe actuar antes de que termine el período de gracia.
- **Cambiar de estatus** con una solicitud presentada a tiempo, por ejemplo una petición H-1B de un empleador o su propio **Formulario I-539**.
- **Solicitar el OPT**, si aún no lo hizo y sigue dentro de los {{opt-filing-after-days}} días posteriores al fin de su programa.

Excepciones importantes:
- Si **se retira** de las clases con aprobación de su DSO, el período de gracia es de solo 15 días.
- Si se retira sin aprobación o **no mantiene su estatus**, no tiene período de gracia.
- Si sale del país durante el período de gracia, no puede volver como F-1 con el I-20 del programa terminado.

DHS ha estado finalizando una regla que reemplazaría la "duración de estatus" abierta por fechas fijas en el I-94 y reduciría este período a 30 días. Pregunte a su DSO o consulte Study in the States si ya está vigente y si le aplica.

**Próximo paso:** Anote la fecha de fin de su programa o de su OPT en Deadline Reminders y hable con su DSO mucho antes.`,
      },
      fr: {
        question: 'Combien de temps puis-je rester aux États-Unis après la fin de mon programme F-1 ou de mon OPT ?',
        phrasings: [
          'période de grâce F1 après le diplôme',
          "combien de jours après la fin de l'OPT",
          'puis-je travailler pendant la période de grâce',
          'que faire pendant les 60 jours de grâce',
        ],
        answer: `Vous disposez en général d'une **période de grâce** de {{f1-grace-days}} jours après la fin de votre programme, ou après la fin de votre OPT, pour préparer votre départ ou l'étape suivante. Vous ne pouvez pas travailler pendant cette période, même sur le campus.

Ce que vous pouvez faire pendant la période de grâce :
- **Quitter** les États-Unis.
- **Transférer** votre dossier SEVIS vers une autre école certifiée SEVP ou commencer un nouveau programme. Votre DSO doit agir avant la fin de la période de grâce.
- **Changer de statut** par une demande déposée à temps, par exemple une pétition H-1B d'un employeur ou votre propre **formulaire I-539**.
- **Demander l'OPT**, si ce n'est pas déjà fait et que vous êtes encore dans les {{opt-filing-after-days}} jours suivant la fin de votre programme.

Exceptions importantes :
- Si vous **abandonnez** vos cours avec l'accord de votre DSO, la période de grâce n'est que de 15 jours.
- Si vous abandonnez sans accord ou **ne respectez pas votre statut**, vous n'avez aucune période de grâce.
- Si vous partez pendant la période de grâce, vous ne pouvez pas revenir en F-1 avec l'I-20 du programme terminé.

Le DHS finalise une règle qui remplacerait la « durée du statut » ouverte par des dates fixes sur l'I-94 et ramènerait cette période à 30 jours. Demandez à votre DSO ou consultez Study in the States pour savoir si elle est en vigueur et vous concerne.

**Étape suivante :** Notez la date de fin de votre programme ou de votre OPT dans Deadline Reminders et parlez à votre DSO bien avant.`,
      },
      de: {
        question: 'Wie lange darf ich nach dem Ende meines F-1-Studiums oder meines OPT in den USA bleiben?',
        phrasings: [
          'F1 Karenzzeit nach dem Abschluss',
          'wie viele Tage habe ich nach dem OPT-Ende',
          'darf ich in der Grace Period arbeiten',
          'was tun in den 60 Tagen nach dem Studium',
        ],
        answer: `In der Regel haben Sie nach dem Abschluss Ihres Programms oder nach dem Ende Ihres OPT eine **Karenzzeit (grace period)** von {{f1-grace-days}} Tagen, um die Ausreise oder den nächsten Schritt vorzubereiten. Arbeiten dürfen Sie in dieser Zeit nicht, auch nicht auf dem Campus.

Was Sie in der Karenzzeit tun können:
- Die USA **verlassen**.
- Ihren SEVIS-Datensatz an eine andere SEVP-zertifizierte Hochschule **übertragen** oder ein neues Programm beginnen. Ihr DSO muss vor Ende der Karenzzeit handeln.
- Den **Status wechseln** durch einen rechtzeitigen Antrag, etwa eine H-1B-Petition eines Arbeitgebers oder Ihr eigenes **Formular I-539**.
- **OPT beantragen**, falls noch nicht geschehen und Sie noch innerhalb von {{opt-filing-after-days}} Tagen nach Programmende sind.

Wichtige Ausnahmen:
- Wenn Sie sich mit Zustimmung Ihres DSO vom Studium **abmelden**, beträgt die Karenzzeit nur 15 Tage.
- Bei Abmeldung ohne Zustimmung oder wenn Sie Ihren **Status verletzt** haben, gibt es keine Karenzzeit.
- Wer während der Karenzzeit ausreist, kann mit dem I-20 des beendeten Programms nicht als F-1 zurückkehren.

DHS arbeitet an einer endgültigen Regel, die den offenen „duration of status“ durch feste Enddaten auf dem I-94 ersetzen und diese Karenzzeit auf 30 Tage kürzen würde. Fragen Sie Ihren DSO oder sehen Sie bei Study in the States nach, ob sie gilt und Sie betrifft.

**Nächster Schritt:** Tragen Sie Ihr Programm- oder OPT-Enddatum in Deadline Reminders ein und sprechen Sie rechtzeitig mit Ihrem DSO.`,
      },
    },
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'f1-on-campus-work',
    topic: 'students',
    question: 'What are the rules for on-campus jobs on an F-1 visa?',
    phrasings: [
      'how many hours can I work on campus as an international student',
      'can F1 students work 40 hours in summer',
      'is a research assistant job on-campus employment',
      'do I need permission for an on campus job',
      'campus job after graduation F-1',
    ],
    keywords: [
      'on-campus employment',
      'on campus job',
      '20 hours',
      'F-1',
      'teaching assistant',
      'research assistant',
      'graduate assistantship',
      'Social Security number',
      'SSN',
      'summer break',
    ],
    answer: `F-1 students may work on campus without applying to USCIS, within limits:
- Up to **20 hours a week** in total while school is in session, counting all on-campus jobs together.
- **Full time** during official school breaks and the summer vacation, if you are eligible and plan to register for the next term.
- New students may start up to 30 days before classes begin.

What counts as on campus:
- Jobs for the school itself, such as the library, dining hall, or a teaching or research assistant post.
- Jobs for a business on campus that directly serves students, such as the campus bookstore. A company that only works on campus, like a construction contractor, does not count.
- Some jobs at an off-campus site that is educationally affiliated with the school, such as a research lab linked to your program.

Other rules to know:
- You need no work permit card, but many schools want you to tell the international office. To apply for a **Social Security number**, you need letters from your employer and your **DSO**.
- On-campus work ends when you finish your program, unless you are starting a new program at the same school.
- Going over 20 hours in a school week is a status violation. Keep track of your hours, especially with two jobs.

**Next step:** Ask your international office for its on-campus work checklist and the SSN letter before your first shift.`,
    sources: [F1_REGULATION, USCIS_STUDENT_EMPLOYMENT],
    checkedOn: CHECKED,
    related: ['f1-work-rules', 'cpt-basics'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'opt-unemployment-limit',
    topic: 'students',
    question: 'How many days can I be unemployed on OPT, and what counts as a job?',
    phrasings: [
      'OPT 90 days unemployment rule',
      'does volunteering count as employment on OPT',
      'what happens if I go over my OPT unemployment days',
      'STEM OPT 150 days unemployed',
      'opt unemployment clock',
    ],
    keywords: [
      'OPT unemployment',
      '90 days',
      '150 days',
      'unemployment clock',
      'SEVP Portal',
      'volunteer',
      'unpaid internship',
      'self-employment',
      'STEM OPT',
      'SEVIS termination',
    ],
    answer: `On post-completion OPT you may be unemployed for no more than {{opt-unemployment-days}} days in total. If you get the STEM OPT extension, the limit across both periods becomes {{stem-opt-unemployment-days}} days in total.

How the count works:
- The clock starts on the start date of your EAD card, even if you have no job yet.
- Days add up across all gaps; they do not reset when you find a new job.
- Days spent abroad while you have no job count as unemployment.

What counts as employment on regular OPT (it must be related to your degree and at least 20 hours a week):
- A paid job with one or more employers.
- Unpaid work, an internship or volunteering, if it does not break labor laws.
- Self-employment, contract work, or work through an agency.

On STEM OPT the rules are stricter: the job must be paid, with an E-Verify employer, and covered by a Form I-983 training plan.

Report each new job, job end and address change to your DSO or in the SEVP Portal within 10 days. Unreported jobs may look like unemployment.

If you go over the limit, your SEVIS record can be terminated and you are expected to leave. Talk to your DSO right away about options such as a new program or a change of status, and ask a licensed immigration attorney if you plan to stay.

**Next step:** Count your days from the EAD start date and keep your SEVP Portal up to date.`,
    sources: [F1_REGULATION, USCIS_OPT, STEM_OPT_HUB],
    checkedOn: CHECKED,
    related: ['opt-basics', 'stem-opt', 'stem-opt-reporting'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'opt-while-waiting-ead',
    topic: 'students',
    question: 'Can I start working while my OPT application is pending?',
    phrasings: [
      'can I work with just the OPT receipt notice',
      'my OPT start date passed but no EAD card yet',
      'working before the EAD arrives',
      'OPT pending can I start my job',
      'i765 pending still in status',
    ],
    keywords: [
      'OPT pending',
      'EAD',
      'receipt notice',
      'I-797C',
      'I-765',
      'start date',
      'premium processing',
      '14 months',
      'unauthorized employment',
    ],
    answer: `No. For post-completion OPT you may not work until USCIS approves your **Form I-765**, you have the **EAD card** in hand, and the start date printed on it has arrived. A receipt notice is not permission to work, and working early counts as unauthorized employment.

While you wait:
- You may stay in the U.S. in F-1 status while a timely OPT application is pending, even after your program ends.
- Your OPT unemployment days do not start until the EAD start date.
- Follow the case with your receipt number; Track Applications can help.
- If USCIS approves after your requested start date, the card usually starts on a later date. OPT must end within 14 months of your program end date, so a slow decision can shorten your OPT.
- Premium processing is available for OPT for an extra fee if you need a faster decision.
- Avoid international travel after your program ends while OPT is pending. To return you generally need the EAD card and a job offer.

Two different cases do allow work while waiting:
- A timely **STEM OPT** extension application lets you keep working for up to 180 days after your current OPT card expires.
- **Cap-gap** can extend OPT work permission while an H-1B change of status is pending.

**Next step:** Tell your employer your real start date will be the EAD start date, and use Track Applications to watch the case.`,
    sources: [USCIS_OPT, USCIS_I765, F1_REGULATION],
    checkedOn: CHECKED,
    related: ['opt-basics', 'stem-opt', 'opt-cap-gap'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'f1-transfer-schools',
    topic: 'students',
    question: 'How do I transfer my F-1 status to another school?',
    phrasings: [
      'SEVIS transfer to a new university',
      'what is a SEVIS release date',
      'changing colleges on an F1 visa',
      'transfer I-20 after OPT',
      'how long do I have to transfer schools',
    ],
    keywords: ['SEVIS transfer', 'release date', 'transfer-pending I-20', 'F-1', 'new school', 'DSO', 'transfer in', 'transfer out'],
    answer: `To move to another SEVP-certified school, your current school **transfers your SEVIS record** to the new one. You do not file anything with USCIS.

Steps:
1. Get admitted to the new school.
2. Tell your current DSO you are transferring, show the admission letter, and agree on a **release date**, usually after your last term ends.
3. On the release date, the new school takes over your record and issues a transfer **I-20**.
4. Report to the new school's DSO within 15 days of your program start date so it can complete the transfer in SEVIS.

Timing rules:
- You must start classes at the new school at the next available term, and within 5 months of leaving the old school or of your old program end date, whichever is earlier.
- After you finish a program or OPT, the transfer must be released within your {{f1-grace-days}}-day grace period.
- Before the release date, the old school can still change or cancel the transfer. After it, only the new school can.

Things that end on the release date:
- Your on-campus job and any CPT at the old school.
- Your OPT, if you transfer while on OPT.

If you travel abroad during the transfer, re-enter with the new school's I-20.

**Next step:** Pick the release date with your DSO and put it in Deadline Reminders, along with the new program start date.`,
    sources: [F1_REGULATION, ICE_SEVIS],
    checkedOn: CHECKED,
    related: ['dso-role', 'f1-grace-period', 'i20-explained'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'f1-reinstatement',
    topic: 'students',
    question: 'How do I get my F-1 status back after falling out of status?',
    phrasings: [
      'F1 reinstatement I-539',
      'my SEVIS record was terminated what now',
      'I dropped below full time without permission',
      'out of status as an international student',
      'reinstatement within 5 months',
    ],
    keywords: ['reinstatement', 'I-539', 'SEVIS terminated', 'out of status', 'F-1', 'status violation', 'new initial I-20', 'five months'],
    answer: `If you fell out of F-1 status, you may ask USCIS for **reinstatement** on **Form I-539**, together with a new I-20 on which your DSO recommends it. The fee is {{fee-i539-online}} online or {{fee-i539-paper}} on paper.

You generally must show that:
- You filed within **5 months** of falling out of status, or that exceptional circumstances caused the delay and you filed as soon as you could.
- You are studying full time now, or will at the school that issued the I-20.
- The violation came from events beyond your control (such as a serious illness, a natural disaster or a school error), or it was a reduced course load your DSO could have approved and refusing you would cause extreme hardship.
- You have not worked without authorization, have no record of repeated violations, and are not in removal proceedings.

While it is pending you may keep studying, but you may not work. There is no appeal if USCIS denies reinstatement, and you would have to leave the U.S.

The other route is to leave the U.S. and come back with a **new initial I-20**, a valid visa and a new SEVIS fee. This avoids the wait but starts your record over, so you may have to wait another academic year before CPT or OPT.

Because a denial can affect your future, talk to your DSO and consider a licensed immigration attorney before you choose.

**Next step:** Ask your DSO for a reinstatement I-20 as soon as possible, since the 5-month clock is running.`,
    sources: [F1_REGULATION, USCIS_I539, USCIS_CHANGE_STATUS],
    checkedOn: CHECKED,
    related: ['f1-full-course-of-study', 'dso-role', 'f1-grace-period'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'f1-full-course-of-study',
    topic: 'students',
    question: 'How many credits must I take to keep F-1 status?',
    phrasings: [
      'F1 full time enrollment requirement',
      'how many online classes can F-1 students take',
      'reduced course load for medical reasons',
      'can I take fewer classes in my last semester',
      'minimum credit hours international student',
    ],
    keywords: [
      'full course of study',
      'full-time enrollment',
      '12 credits',
      'online classes',
      'distance learning',
      'reduced course load',
      'RCL',
      'medical RCL',
      'final term',
      'F-1',
    ],
    answer: `You must take a **full course of study** every fall and spring term. Summer is usually optional if it is your annual vacation.

What full time means:
- Undergraduates at a college or university: generally at least **12 credit hours** a term.
- Graduate students: whatever your school defines as full time, which can be less during thesis or research work.
- English language programs: at least 18 classroom hours a week (22 if most of it is lab work).

Online classes: only {{f1-online-courses}} online or distance class (up to 3 credits) per term counts toward your full-time load. The rest must need physical attendance.

A **reduced course load (RCL)** is allowed only if your DSO approves it in SEVIS **before** you drop below full time, for one of these reasons:
- Early academic difficulty, such as English or reading problems, unfamiliar teaching methods, or wrong course level. This is allowed once per degree level, and undergraduates must still take at least 6 credits.
- A medical condition documented by a licensed doctor, psychologist or similar. This is up to 12 months in total per degree level.
- Your final term, if you need fewer credits to finish.

Dropping a class without approval, or failing to register, can end your status, and your DSO may have to terminate your SEVIS record. Fixing that later means reinstatement or a new I-20.

**Next step:** Check your schedule with your DSO before the drop deadline each term, and ask about an RCL before you withdraw from anything.`,
    sources: [F1_REGULATION, ICE_SEVIS],
    checkedOn: CHECKED,
    related: ['f1-reinstatement', 'dso-role'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'f1-travel-reentry',
    topic: 'students',
    question: 'What do I need to travel abroad and come back as an F-1 student?',
    phrasings: [
      'documents to reenter the US on F1',
      'my F-1 visa expired can I stay in the US',
      'travel signature on I-20',
      'going home for winter break as an international student',
      'traveling on OPT documents needed',
    ],
    keywords: [
      'travel signature',
      'I-20',
      'F-1 visa',
      'expired visa',
      'visa renewal',
      'reentry',
      'I-94',
      'automatic revalidation',
      'OPT travel',
      '5 months abroad',
    ],
    answer: `To return as a continuing F-1 student after a trip abroad, you usually need:
- A passport valid at least 6 months past your re-entry date (some countries are exempt).
- A valid, unexpired **F-1 visa** in your passport. Citizens of Canada and Bermuda do not need one.
- Your **I-20** with a DSO **travel signature** from the last 12 months, or the last 6 months if you are on OPT.
- Proof of enrollment and money. On OPT, also your **EAD** card and a job offer or letter from your employer.

An **expired visa** does not end your stay: your status depends on your I-20 and I-94, not the visa. But you need a new visa to come back after a trip. Apply at a U.S. embassy or consulate, generally in your country of nationality or residence. Most applicants now need an in-person interview, and waits vary. A trip of 30 days or less only to Canada or Mexico may let you return on an expired visa under **automatic revalidation**, with exceptions.

Be careful:
- Being outside the U.S. for more than 5 months generally ends your F-1 status, unless the time abroad is part of your program.
- Do not travel while OPT is pending after your program ends, or while a change of status is pending, without advice.
- After each entry, check your **I-94** on the CBP website. It should show F-1 and "D/S".

**Next step:** Ask your DSO for the travel signature a few weeks before the trip, and check visa wait times on travel.state.gov.`,
    sources: [STATE_STUDENT_VISA, F1_REGULATION, { title: 'CBP: I-94 Official Website', url: 'https://i94.cbp.dhs.gov/' }],
    checkedOn: CHECKED,
    related: ['f1-visa-application', 'i20-explained', 'dso-role'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'i20-explained',
    topic: 'students',
    question: 'What is Form I-20 and what should I check on it?',
    phrasings: [
      'what is an I-20',
      'mistake on my I-20 what do I do',
      'where is my SEVIS ID on the I-20',
      'i20 program end date meaning',
      'do I need to keep my old I-20s',
    ],
    keywords: [
      'I-20',
      'Certificate of Eligibility',
      'SEVIS ID',
      'program end date',
      'CIP code',
      'DS-2019',
      'F-1',
      'M-1',
      'travel signature',
      'SEVP-certified school',
    ],
    answer: `**Form I-20** (Certificate of Eligibility for Nonimmigrant Student Status) is the document an SEVP-certified school issues to show it admitted you and that you can study in F-1 or M-1 status. You use it to pay the SEVIS fee, apply for the visa, enter the U.S., and prove your status for as long as you study. J-1 exchange visitors get a **DS-2019** instead.

Check that:
- Your name, date of birth, country of birth and citizenship match your passport exactly.
- The **SEVIS ID** (N followed by 10 digits) matches your SEVIS fee receipt.
- The program details are right: degree level, major, the **CIP code** (it decides STEM OPT eligibility), the start date and the **program end date**.
- The money section shows the costs and the funding you proved.
- The later pages list any work authorization (CPT, OPT) and your DSO's travel signatures.

Then sign and date it as your school instructs.

Good habits:
- Ask your DSO to fix any error before your visa interview or travel.
- Ask for an extension **before** the program end date passes if you need more time.
- Keep every I-20 you ever get, including old ones. You may need them for OPT, H-1B, green card and even citizenship applications.

Document Review can check your I-20 against your passport for mismatches.

**Next step:** Compare the I-20 with your passport today, and note the program end date in Deadline Reminders.`,
    sources: [ICE_SEVIS, STATE_STUDENT_VISA, F1_REGULATION],
    checkedOn: CHECKED,
    related: ['sevis-fee-i901', 'f1-program-extension', 'dso-role'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'f1-to-h1b-change',
    topic: 'students',
    question: 'How do I go from F-1 student status to an H-1B work visa?',
    phrasings: [
      'F1 to H1B process',
      'change of status from OPT to H-1B',
      'does the 100000 H-1B payment apply to F-1 students',
      'H-1B lottery for international students',
      'cap exempt H-1B at a university',
    ],
    keywords: [
      'F-1 to H-1B',
      'change of status',
      'H-1B cap',
      'registration',
      'lottery',
      'weighted selection',
      "master's cap",
      'cap-exempt',
      'I-129',
      'cap-gap',
      'proclamation',
    ],
    answer: `Most students move from F-1 (often while on OPT or STEM OPT) to **H-1B** through the yearly H-1B cap. Your employer does the filing; you cannot apply on your own.

How it works:
1. **Registration (March):** your employer registers you online and pays {{fee-h1b-registration}}. Starting with the FY 2027 season, selection is weighted by the job's wage level, so higher-wage offers get more chances.
2. **Selection:** there are {{h1b-cap-regular}} regular H-1B numbers a year plus {{h1b-cap-masters}} more for people with a U.S. master's or higher degree.
3. **Petition (from April 1):** if you are selected, your employer files **Form I-129** (base fee {{fee-i129-h1b}}, paid by the employer) and asks for a **change of status**, usually with an October 1 start date.
4. **Cap-gap:** if your OPT ends before the start date, the cap-gap extension can keep your status and work permission going.

Things to know:
- Universities, their related nonprofits, and nonprofit or government research groups are **cap-exempt**. They can hire you on H-1B at any time, without the lottery.
- Under the September 2025 proclamation, some new petitions need an added payment of {{fee-h1b-proclamation}}. USCIS has said it generally does not apply to a change of status approved inside the U.S., but it can apply if you must get the H-1B visa abroad. The rule has been challenged in court and may be extended or changed, so check the USCIS H-1B page.
- If you are not selected, you can keep working on OPT or STEM OPT and try again the next year.

**Next step:** Ask your employer whether it will register you, and set Deadline Reminders for March registration and your OPT end date.`,
    sources: [USCIS_H1B, F1_REGULATION],
    checkedOn: CHECKED,
    related: ['opt-cap-gap', 'stem-opt', 'h1b-cap-lottery'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'j1-two-year-rule',
    topic: 'students',
    question: 'Am I subject to the J-1 two-year home residency requirement?',
    phrasings: [
      'what is 212(e)',
      'J1 two year rule explained',
      'does the J-1 home residence requirement apply to me',
      'can I get an H-1B after J-1',
      'exchange visitor skills list',
    ],
    keywords: [
      'J-1',
      '212(e)',
      'two-year rule',
      'home residency requirement',
      'two-year home-country physical presence',
      'Exchange Visitor Skills List',
      'J-2',
      'advisory opinion',
      'DS-2019',
      'graduate medical education',
    ],
    answer: `Some J-1 exchange visitors must live in their home country for a total of two years after their program before they can get certain U.S. benefits. This is the **two-year home-country physical presence requirement** in **INA 212(e)**.

You are subject to it if any of these apply:
- Your program was funded, even partly, by the U.S. government, your home government, or an international organization, for the exchange.
- Your field is on the **Exchange Visitor Skills List** for your country.
- You came for **graduate medical education or training**, such as a medical residency.

J-2 spouses and children are subject too when the J-1 is.

Until you meet it or get a waiver, you cannot get:
- **H** (including H-1B) or **L** status or visas.
- A green card, through an immigrant visa or adjustment of status.
- Most changes of status inside the U.S.

It does not stop you from getting other visas, such as B, F, O or a new J, from abroad.

The two years must be spent physically in your country of nationality or last residence, and they can add up over several stays.

How to tell: your DS-2019 and visa may be marked by the consular officer, but these notes are only preliminary and can be wrong. For a firm answer, ask the State Department's Waiver Review Division for an **advisory opinion**.

**Next step:** Check your DS-2019 and visa, and if you may be subject, read about the waiver and talk to your program sponsor or a licensed immigration attorney.`,
    sources: [STATE_J_WAIVER, INA_212],
    checkedOn: CHECKED,
    related: ['j1-waiver'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'j1-waiver',
    topic: 'students',
    question: 'How do I get a waiver of the J-1 two-year home residency requirement?',
    phrasings: [
      'J1 waiver process DS-3035',
      'no objection statement J-1',
      'Conrad 30 waiver for doctors',
      'I-612 hardship waiver',
      'how long does a j1 waiver take',
    ],
    keywords: [
      'J-1 waiver',
      'DS-3035',
      'no objection statement',
      'NOS',
      'interested government agency',
      'IGA',
      'persecution',
      'exceptional hardship',
      'I-612',
      'Conrad 30',
      'Waiver Review Division',
    ],
    answer: `You apply through the State Department's **Waiver Review Division**, which sends a recommendation to USCIS. USCIS makes the final decision. Everyone starts with the online **Form DS-3035**, which has a processing fee of {{fee-ds3035}}.

There are five bases. You apply under one:
1. **No objection statement** from your home government, sent through its embassy. Doctors who came for graduate medical training cannot use this.
2. **Interested U.S. government agency (IGA):** a federal agency asks for the waiver because your work is in the public interest.
3. **Persecution:** you would be persecuted at home because of race, religion or political opinion. You also file **Form I-612** with USCIS.
4. **Exceptional hardship** to your U.S. citizen or permanent resident spouse or child. You also file Form I-612. Normal separation or money problems are usually not enough.
5. **Conrad 30:** for doctors. A state health department asks for the waiver if you agree to work full time for 3 years, usually in H-1B status, in an area short of doctors.

The steps: fill out the DS-3035 online and get a case number, mail the documents and fee, have your supporting statements sent, follow the case online, then wait for USCIS's decision. It often takes many months.

Once a waiver is approved, you generally cannot extend your J-1 program, so time it with your plans. Because the evidence is complex, especially for hardship and persecution, a licensed immigration attorney is worth considering.

**Next step:** Confirm you are subject to the rule, choose your basis, and start the DS-3035 on the State Department site.`,
    sources: [
      STATE_J_WAIVER,
      USCIS_I612,
      {
        title: 'USCIS: Conrad 30 Waiver Program',
        url: 'https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/conrad-30-waiver-program',
      },
    ],
    checkedOn: CHECKED,
    related: ['j1-two-year-rule'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'f2-dependents',
    topic: 'students',
    question: 'Can my F-2 spouse or children work or study in the U.S.?',
    phrasings: [
      'can an F2 spouse work',
      'F-2 children going to school',
      'can my F2 wife take college classes',
      'dependents of F-1 students rules',
      'f2 visa work permit',
    ],
    keywords: ['F-2', 'dependent', 'spouse', 'children', 'K-12', 'part-time study', 'F-1', 'I-20 for dependents', 'ITIN', 'change to F-1'],
    answer: `F-2 spouses and children may live with you in the U.S. while you keep F-1 status, but **they may not work** in any form, and F-2 status gives no way to get a work permit.

Study:
- **Children** (unmarried and under 21) may attend elementary, middle and high school full time.
- **Spouses and children** may study part time at a college or university, below a full course of study, and take hobby or recreational classes.
- To study full time at a college, an F-2 must first change to **F-1** status, with their own I-20, either by filing **Form I-539** in the U.S. or by getting an F-1 visa abroad.

Other rules:
- Each dependent gets their own I-20 from your school and needs an F-2 visa. You must show money to support them.
- Their status depends on yours. If you lose F-1 status or leave for good, so do they. They may stay while you are on OPT or STEM OPT.
- A child who turns 21 can no longer be F-2 and needs another status.
- F-2 dependents do not pay the SEVIS fee. They usually cannot get a Social Security number, but may get an **ITIN** for taxes.

If your spouse wants to work, look at other options, such as their own student or work visa, with a licensed immigration attorney if needed.

**Next step:** Make sure each family member has an up-to-date I-20 and a copy of your status documents.`,
    sources: [F1_REGULATION, ICE_SEVIS],
    checkedOn: CHECKED,
    related: ['f1-work-rules', 'b2-to-student'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'b2-to-student',
    topic: 'students',
    question: 'Can I change from a B-2 visitor visa to F-1 student status?',
    phrasings: [
      'change tourist visa to student visa inside the US',
      'B2 to F1 change of status I-539',
      'can I study on a tourist visa',
      'should I go home to apply for F-1',
      'visitor to student status how long',
    ],
    keywords: [
      'B-2',
      'B-1',
      'tourist visa',
      'visitor',
      'change of status',
      'F-1',
      'I-539',
      'bridge',
      'misrepresentation',
      '90-day rule',
      'ESTA',
      'Visa Waiver Program',
    ],
    answer: `Sometimes, but it is often slower and riskier than getting an F-1 visa from home. You may not take regular classes in B-1 or B-2 status (short recreational courses are fine), so you need F-1 status first.

Two routes:
1. **Change of status inside the U.S.:** Get an I-20 from an SEVP-certified school, pay the SEVIS fee of {{fee-sevis-f1}}, and file **Form I-539** ({{fee-i539-online}} online or {{fee-i539-paper}} on paper) while your B-2 stay is still valid. You cannot start classes until USCIS approves, so your school may have to defer your start date. You no longer need to file "bridge" extensions to stay in B status until the program starts, but you must not break its rules while you wait.
2. **Consular route:** go home, apply for an F-1 visa with the same I-20, and enter as a student. This is often faster and lets you start on time.

Risks to weigh:
- If you planned to study when you entered as a visitor, or you file soon after arrival (especially within 90 days), the officer may decide you misrepresented your purpose. That can lead to denial and a lasting bar.
- If you entered on **ESTA** (the Visa Waiver Program), you cannot change status in the U.S.
- If USCIS denies the case after your B-2 stay ends, you may be out of status.
- Traveling abroad while the I-539 is pending abandons it.

Because these risks depend on your facts, talk to a licensed immigration attorney if you entered recently.

**Next step:** Check the end date on your I-94 and your school's start date before you choose a route.`,
    sources: [USCIS_CHANGE_STATUS, USCIS_I539, STATE_STUDENT_VISA],
    checkedOn: CHECKED,
    related: ['f1-visa-application', 'sevis-fee-i901', 'overstay-consequences'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'm1-vocational-students',
    topic: 'students',
    question: 'What is the M-1 student visa and what are its limits?',
    phrasings: [
      'M1 visa for vocational school',
      'can M-1 students work',
      'M-1 practical training rules',
      'difference between F1 and M1',
      'm1 visa flight school',
    ],
    keywords: ['M-1', 'M1', 'vocational', 'technical school', 'flight school', 'practical training', 'I-765', 'I-539', 'M-2', 'I-20'],
    answer: `The **M-1** visa is for full-time students in vocational or other non-academic programs, such as technical, mechanical, culinary or flight training. It is stricter than F-1.

Key limits:
- **Fixed stay:** you are admitted for the length of your program plus 30 days, and for no more than one year at a time. To extend, your DSO recommends it and you file **Form I-539** with USCIS before the end date. The total stay is generally capped at 3 years.
- **No work while studying:** no on-campus jobs and no CPT.
- **Practical training only after you finish:** 1 month for every 4 months of full-time study, up to 6 months in total. Your DSO recommends it, and you file **Form I-765** ({{fee-i765-online}} online or {{fee-i765-paper}} on paper) before your program end date, and not more than 90 days before it. Wait for the EAD card before you work.
- **Limited changes:** you cannot change from M-1 to F-1 inside the U.S., and you cannot change to H status (such as H-1B) if your M-1 training helped you qualify.
- **Transfers:** generally only allowed in your first 6 months, unless something beyond your control forces it.

Like F-1 students, M-1 students get an **I-20**, pay the SEVIS fee of {{fee-sevis-f1}}, and must study full time. M-2 spouses and children cannot work; M-2 children may attend K-12 school.

**Next step:** Check the "admit until" date on your I-94 and put it in Deadline Reminders, since M-1 stays end on a fixed date.`,
    sources: [
      {
        title: 'Study in the States (DHS): M-1 Practical Training',
        url: 'https://studyinthestates.dhs.gov/sevis-help-hub/student-records/fm-student-employment/m-1-practical-training',
      },
      F1_REGULATION,
      STATE_STUDENT_VISA,
    ],
    checkedOn: CHECKED,
    related: ['i20-explained', 'sevis-fee-i901'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'dso-role',
    topic: 'students',
    question: 'What is a DSO and what do I have to report to them?',
    phrasings: [
      'what does the designated school official do',
      'do I have to tell my school when I move',
      'F-1 reporting requirements',
      'who updates my SEVIS record',
      'change address F1 student',
    ],
    keywords: [
      'DSO',
      'PDSO',
      'Designated School Official',
      'international student office',
      'SEVIS',
      'SEVP Portal',
      'address change',
      'reporting requirements',
      'Responsible Officer',
      'RO',
      'ARO',
    ],
    answer: `A **DSO (Designated School Official)** is the person in your school's international office who manages your record in **SEVIS**, the government database for F and M students. The DSO issues your I-20, approves CPT, recommends OPT, signs for travel and reports to the government. The **PDSO** is the principal DSO. For J-1 exchange visitors, the same job is done by the **Responsible Officer** or **Alternate Responsible Officer** of your program sponsor.

What you must tell your DSO:
- A **new address** within {{address-change-days}} days of moving. For F-1 students, telling the DSO (or updating the SEVP Portal on OPT) is how you meet the address rule. If you have an application pending with USCIS, also change your address with USCIS.
- A change in your legal name, major, program or degree level.
- That you need more time to finish, **before** your I-20 end date.
- Plans to drop below full time, withdraw, take a leave or transfer, **before** you do it.
- On OPT or STEM OPT: your employer and any job change within 10 days, plus STEM reports.

DSOs must report many events to SEVIS on their own, including when a student fails to enroll or stops attending. They cannot overlook status violations.

Your DSO is also your best free source of advice on status rules. For legal problems, such as a denial or a past violation, ask a licensed immigration attorney.

**Next step:** Save your DSO's contact details, and use Deadline Reminders for the {{address-change-days}}-day reporting rule whenever you move.`,
    sources: [ICE_SEVIS, F1_REGULATION],
    checkedOn: CHECKED,
    related: ['i20-explained', 'f1-program-extension', 'change-address-uscis'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'f1-program-extension',
    topic: 'students',
    question: 'How do I extend my I-20 if I need more time to finish my degree?',
    phrasings: [
      'I-20 extension before it expires',
      'my program end date is coming and I have not finished',
      'F1 program extension reasons',
      'i20 end date passed what now',
      'extend my student status',
    ],
    keywords: [
      'program extension',
      'I-20 extension',
      'program end date',
      'SEVIS',
      'DSO',
      'compelling academic reasons',
      'medical reasons',
      'F-1',
      'finish early',
    ],
    answer: `Ask your DSO for a **program extension** before the program end date on your **I-20** passes. Under the current rules, the DSO approves it in SEVIS and gives you a new I-20; you do not file anything with USCIS.

You qualify if the delay comes from **compelling academic or medical reasons**, such as:
- a change of major or research topic,
- unexpected research problems,
- a documented illness or medical condition.

Delays caused by academic probation, suspension, or simply failing or dropping classes usually do not qualify.

What to bring: a letter from your academic adviser with the new expected completion date, proof of the reason, and updated proof of money to cover the extra time.

If the end date passes before you get an extension, the DSO can no longer extend it. You would be out of status and would need reinstatement, or to leave and come back with a new I-20.

If you will finish **early**, tell your DSO too. Your OPT window and grace period start from the date you actually complete your program.

DHS has been finalizing a rule that would replace "duration of status" with fixed end dates; if it takes effect, extensions beyond the admitted period may need a **Form I-539** filed with USCIS. Ask your DSO which process applies to you.

**Next step:** Set Deadline Reminders for 60 days before your I-20 end date and book a DSO meeting then.`,
    sources: [F1_REGULATION, ICE_SEVIS],
    checkedOn: CHECKED,
    related: ['i20-explained', 'f1-reinstatement', 'dso-role'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'stem-opt-reporting',
    topic: 'students',
    question: 'What do I have to report during STEM OPT?',
    phrasings: [
      'STEM OPT validation report every 6 months',
      'I-983 self evaluation 12 months',
      'changing employers on STEM OPT',
      'material change I-983',
      'stem opt reporting deadlines',
    ],
    keywords: [
      'STEM OPT',
      'validation report',
      'I-983',
      'self-evaluation',
      'final evaluation',
      'material change',
      'SEVP Portal',
      'E-Verify',
      'new employer',
      'DSO',
    ],
    answer: `STEM OPT comes with regular reports on top of the normal OPT rules. Missing them can end your status.

Every 6 months: a **validation report** to your DSO confirming your legal name, address, employer name and address, and that you are still working. It is due even if nothing changed.

Evaluations on **Form I-983**:
- A self-evaluation after the first 12 months, signed by your employer.
- A final evaluation when the STEM OPT period ends or when you leave that job.

Within 10 days of a change:
- A new address, name or contact details (you can update address and contact details in the SEVP Portal).
- A new employer: you need a new I-983 signed by the new E-Verify employer, sent to your DSO.
- The end of a job.

**Material changes** to your training plan need an updated I-983 sent to your DSO as soon as possible. Examples are a change in your employer's tax ID (EIN), a big drop in hours, lower pay not tied to fewer hours, or new duties outside the plan.

Your employer also has duties. It must tell your DSO within 5 business days if you quit or are let go, and DHS may visit the worksite.

Remember the total unemployment limit of {{stem-opt-unemployment-days}} days across OPT and STEM OPT.

**Next step:** Put the 6-, 12-, 18- and 24-month dates from your STEM EAD start date in Deadline Reminders.`,
    sources: [STEM_OPT_HUB, F1_REGULATION, USCIS_STEM_OPT],
    checkedOn: CHECKED,
    related: ['stem-opt', 'opt-unemployment-limit', 'dso-role'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'f1-visa-application',
    topic: 'students',
    question: 'How do I apply for an F-1 student visa?',
    phrasings: [
      'F1 visa application steps',
      'DS-160 for student visa',
      'what to bring to my F-1 visa interview',
      'student visa fee and SEVIS fee',
      'how early can I enter the US with my I-20',
    ],
    keywords: ['F-1 visa', 'student visa', 'DS-160', 'visa interview', 'consulate', 'embassy', 'SEVIS fee', 'I-20', 'MRV fee', '214(b)'],
    answer: `You apply at a U.S. embassy or consulate after a school has admitted you and sent you a **Form I-20**.

Steps:
1. Get admitted to an SEVP-certified school and receive your **I-20**. Check the details and sign it.
2. Pay the **I-901 SEVIS fee** of {{fee-sevis-f1}}.
3. Fill out the online visa form **DS-160** and pay the visa application fee of {{fee-visa-mrv}}. Some nationalities also pay an issuance fee.
4. Book an interview, generally in your country of nationality or residence. Most applicants must attend in person.
5. Bring your passport, I-20, SEVIS fee receipt, DS-160 confirmation page, a photo if asked, your transcripts and test scores, and proof you can pay for at least the first year.

At the interview, show that you are a real student, have the money, and plan to leave the U.S. after your studies. Officers start by presuming you want to immigrate, so bring evidence of your ties to home. Student visa applicants are also asked to make their social media profiles public for review.

Timing:
- A visa can be issued up to 365 days before your program start date.
- You may enter the U.S. no more than 30 days before the start date on your I-20.

Some nationalities face extra travel restrictions, so check travel.state.gov for your country. Document Review can help you check your I-20 and supporting papers before the interview.

**Next step:** Pay the SEVIS fee, then complete the DS-160 and book the earliest interview you can.`,
    sources: [
      STATE_STUDENT_VISA,
      ICE_I901,
      {
        title: 'U.S. Department of State: Fees for Visa Services',
        url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html',
      },
    ],
    checkedOn: CHECKED,
    related: ['sevis-fee-i901', 'i20-explained', 'f1-travel-reentry'],
  },
];
