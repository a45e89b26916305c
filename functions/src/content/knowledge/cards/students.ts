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
    translations: {
      es: {
        question: '¿Cuáles son las reglas para trabajar en el campus con una visa F-1?',
        phrasings: [
          '¿cuántas horas puedo trabajar en el campus como estudiante internacional?',
          'puedo trabajar 40 horas en verano con F1',
          '¿ser asistente de investigación cuenta como trabajo en el campus?',
          'necesito permiso para un trabajo dentro de la universidad',
          'trabajo en el campus despues de graduarme F-1',
        ],
        answer: `Los estudiantes F-1 pueden trabajar en el campus sin pedir nada a USCIS, dentro de ciertos límites:
- Hasta **20 horas por semana** en total durante el período de clases, sumando todos los empleos en el campus.
- **Tiempo completo** durante las vacaciones oficiales y el verano, si cumple los requisitos y piensa inscribirse en el siguiente período.
- Los estudiantes nuevos pueden empezar hasta 30 días antes del inicio de clases.

Qué cuenta como trabajo en el campus:
- Empleos para la propia escuela, como la biblioteca, el comedor o un puesto de asistente de enseñanza o de investigación.
- Empleos para un negocio ubicado en el campus que atiende directamente a los estudiantes, como la librería universitaria. Una empresa que solo trabaja en el campus, como un contratista de construcción, no cuenta.
- Algunos empleos en un lugar fuera del campus con afiliación educativa con la escuela, como un laboratorio de investigación vinculado a su programa.

Otras reglas importantes:
- No necesita tarjeta de permiso de trabajo, pero muchas escuelas piden que avise a la oficina internacional. Para solicitar un **número de Seguro Social** necesita cartas de su empleador y de su **DSO**.
- El trabajo en el campus termina cuando acaba su programa, salvo que empiece un nuevo programa en la misma escuela.
- Pasar de 20 horas en una semana de clases es una violación de estatus. Lleve la cuenta de sus horas, sobre todo si tiene dos empleos.

**Próximo paso:** Pida a su oficina internacional la lista de requisitos para trabajar en el campus y la carta para el Seguro Social antes de su primer turno.`,
      },
      fr: {
        question: 'Quelles sont les règles pour un emploi sur le campus avec un visa F-1 ?',
        phrasings: [
          "combien d'heures puis-je travailler sur le campus en tant qu'étudiant étranger",
          "un étudiant F1 peut-il travailler 40 heures l'été",
          'un poste d’assistant de recherche compte-t-il comme emploi sur le campus',
          'faut-il une autorisation pour un job a la fac',
        ],
        answer: `Les étudiants F-1 peuvent travailler sur le campus sans rien demander à USCIS, dans certaines limites :
- Jusqu'à **20 heures par semaine** au total pendant les périodes de cours, tous les emplois sur le campus additionnés.
- **À temps plein** pendant les vacances officielles et l'été, si vous y avez droit et comptez vous inscrire au semestre suivant.
- Les nouveaux étudiants peuvent commencer jusqu'à 30 jours avant le début des cours.

Ce qui compte comme emploi sur le campus :
- Les emplois pour l'école elle-même, comme à la bibliothèque, à la cafétéria ou un poste d'assistant d'enseignement ou de recherche.
- Les emplois pour une entreprise installée sur le campus qui sert directement les étudiants, comme la librairie universitaire. Une entreprise qui travaille seulement sur le campus, comme une entreprise de construction, ne compte pas.
- Certains emplois sur un site hors campus affilié à l'école sur le plan éducatif, comme un laboratoire de recherche lié à votre programme.

Autres règles à connaître :
- Aucune carte de travail n'est nécessaire, mais beaucoup d'écoles vous demandent de prévenir le bureau international. Pour demander un **numéro de sécurité sociale** (Social Security number), il vous faut des lettres de votre employeur et de votre **DSO**.
- L'emploi sur le campus prend fin avec votre programme, sauf si vous commencez un nouveau programme dans la même école.
- Dépasser 20 heures pendant une semaine de cours est une violation de statut. Comptez vos heures, surtout si vous avez deux emplois.

**Étape suivante :** Demandez à votre bureau international sa liste de contrôle pour l'emploi sur le campus et la lettre pour le numéro de sécurité sociale avant votre premier service.`,
      },
      de: {
        question: 'Welche Regeln gelten für Jobs auf dem Campus mit einem F-1-Visum?',
        phrasings: [
          'wie viele Stunden darf ich als internationaler Student auf dem Campus arbeiten',
          'dürfen F1-Studenten im Sommer 40 Stunden arbeiten',
          'zählt eine Stelle als Research Assistant als Campus-Job',
          'brauche ich eine erlaubnis fuer einen Job an der Uni',
        ],
        answer: `F-1-Studierende dürfen ohne Antrag bei USCIS auf dem Campus arbeiten, allerdings mit Grenzen:
- In der Vorlesungszeit bis zu **20 Stunden pro Woche** insgesamt, alle Campus-Jobs zusammengerechnet.
- **Vollzeit** in den offiziellen Ferien und den Sommerferien, wenn Sie berechtigt sind und sich für das nächste Semester einschreiben wollen.
- Neue Studierende dürfen bis zu 30 Tage vor Vorlesungsbeginn anfangen.

Was als Arbeit auf dem Campus gilt:
- Jobs für die Hochschule selbst, etwa in der Bibliothek, in der Mensa oder als Lehr- oder Forschungsassistenz.
- Jobs für ein Unternehmen auf dem Campus, das direkt Studierende bedient, etwa die Campus-Buchhandlung. Eine Firma, die nur auf dem Campus arbeitet, wie ein Bauunternehmen, zählt nicht.
- Manche Jobs an einem Ort außerhalb des Campus, der mit der Hochschule fachlich verbunden ist, etwa ein Forschungslabor, das zu Ihrem Programm gehört.

Weitere Regeln:
- Sie brauchen keine Arbeitserlaubniskarte, aber viele Hochschulen möchten, dass Sie das International Office informieren. Für den Antrag auf eine **Social Security Number** brauchen Sie Schreiben Ihres Arbeitgebers und Ihres **DSO**.
- Die Arbeit auf dem Campus endet mit Ihrem Programm, außer Sie beginnen ein neues Programm an derselben Hochschule.
- Mehr als 20 Stunden in einer Vorlesungswoche sind ein Statusverstoß. Behalten Sie Ihre Stunden im Blick, besonders bei zwei Jobs.

**Nächster Schritt:** Holen Sie sich vor Ihrer ersten Schicht im International Office die Checkliste für Campus-Jobs und das Schreiben für die Social Security Number.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Cuántos días puedo estar desempleado con el OPT y qué cuenta como trabajo?',
        phrasings: [
          'regla de los 90 días de desempleo en OPT',
          '¿el voluntariado cuenta como empleo durante el OPT?',
          'que pasa si me paso de los dias de desempleo del OPT',
          'STEM OPT 150 dias sin trabajo',
        ],
        answer: `Con el OPT posterior a los estudios puede estar desempleado como máximo {{opt-unemployment-days}} días en total. Si obtiene la extensión STEM OPT, el límite para ambos períodos juntos pasa a {{stem-opt-unemployment-days}} días en total.

Cómo se cuentan los días:
- El conteo empieza en la fecha de inicio de su tarjeta EAD, aunque todavía no tenga empleo.
- Los días se suman en todos los períodos sin trabajo; no vuelven a cero cuando consigue un nuevo empleo.
- Los días que pasa en el extranjero sin empleo cuentan como desempleo.

Qué cuenta como empleo en el OPT regular (debe estar relacionado con su carrera y ser de al menos 20 horas por semana):
- Un trabajo pagado con uno o varios empleadores.
- Trabajo sin pago, una pasantía o voluntariado, si no infringe las leyes laborales.
- Trabajo por cuenta propia, por contrato o a través de una agencia.

En el STEM OPT las reglas son más estrictas: el trabajo debe ser pagado, con un empleador que use E-Verify y cubierto por un plan de capacitación en el Formulario I-983.

Informe cada nuevo empleo, cada fin de empleo y cada cambio de dirección a su DSO o en el SEVP Portal dentro de 10 días. Un empleo no reportado puede parecer desempleo.

Si supera el límite, su registro SEVIS puede ser cancelado y se espera que salga del país. Hable de inmediato con su DSO sobre opciones como un nuevo programa o un cambio de estatus, y consulte a un abogado de inmigración con licencia si piensa quedarse.

**Próximo paso:** Cuente sus días desde la fecha de inicio de la EAD y mantenga actualizado el SEVP Portal.`,
      },
      fr: {
        question: "Combien de jours puis-je rester sans emploi pendant l'OPT, et qu'est-ce qui compte comme un emploi ?",
        phrasings: [
          'règle des 90 jours de chômage en OPT',
          "le bénévolat compte-t-il comme emploi pendant l'OPT",
          'que se passe-t-il si je dépasse mes jours de chomage OPT',
          'STEM OPT 150 jours sans travail',
        ],
        answer: `Pendant l'OPT après les études, vous pouvez être sans emploi au maximum {{opt-unemployment-days}} jours au total. Si vous obtenez la prolongation STEM OPT, la limite pour les deux périodes réunies passe à {{stem-opt-unemployment-days}} jours au total.

Le calcul :
- Le compteur démarre à la date de début de votre carte EAD, même si vous n'avez pas encore d'emploi.
- Les jours s'additionnent sur toutes les périodes sans emploi ; ils ne repartent pas de zéro quand vous trouvez un nouveau poste.
- Les jours passés à l'étranger sans emploi comptent comme du chômage.

Ce qui compte comme emploi en OPT ordinaire (lié à votre diplôme et d'au moins 20 heures par semaine) :
- Un emploi rémunéré chez un ou plusieurs employeurs.
- Un travail non payé, un stage ou du bénévolat, s'il respecte le droit du travail.
- Le travail indépendant, en contrat ou via une agence.

En STEM OPT, les règles sont plus strictes : l'emploi doit être rémunéré, chez un employeur inscrit à E-Verify, et couvert par un plan de formation sur le formulaire I-983.

Signalez chaque nouvel emploi, chaque fin d'emploi et chaque changement d'adresse à votre DSO ou dans le SEVP Portal sous 10 jours. Un emploi non déclaré peut ressembler à du chômage.

Si vous dépassez la limite, votre dossier SEVIS peut être clôturé et vous êtes censé quitter le pays. Parlez tout de suite à votre DSO des options possibles, comme un nouveau programme ou un changement de statut, et consultez un avocat en immigration agréé si vous comptez rester.

**Étape suivante :** Comptez vos jours depuis la date de début de l'EAD et tenez le SEVP Portal à jour.`,
      },
      de: {
        question: 'Wie viele Tage darf ich im OPT arbeitslos sein, und was zählt als Job?',
        phrasings: [
          'OPT 90 Tage Arbeitslosigkeit Regel',
          'zählt ehrenamtliche Arbeit im OPT als Beschäftigung',
          'was passiert wenn ich die arbeitslosen Tage im OPT überschreite',
          'STEM OPT 150 Tage ohne Job',
        ],
        answer: `Im Post-Completion-OPT dürfen Sie insgesamt höchstens {{opt-unemployment-days}} Tage arbeitslos sein. Mit der STEM-OPT-Verlängerung steigt die Grenze für beide Zeiträume zusammen auf insgesamt {{stem-opt-unemployment-days}} Tage.

So wird gezählt:
- Die Zählung beginnt am Startdatum Ihrer EAD-Karte, auch wenn Sie noch keinen Job haben.
- Die Tage aller Lücken werden zusammengerechnet; mit einem neuen Job beginnt die Zählung nicht von vorn.
- Tage im Ausland ohne Job zählen als Arbeitslosigkeit.

Was im regulären OPT als Beschäftigung zählt (sie muss zu Ihrem Abschluss passen und mindestens 20 Stunden pro Woche umfassen):
- Eine bezahlte Stelle bei einem oder mehreren Arbeitgebern.
- Unbezahlte Arbeit, ein Praktikum oder Ehrenamt, sofern kein Arbeitsrecht verletzt wird.
- Selbstständigkeit, Auftragsarbeit oder Arbeit über eine Agentur.

Im STEM OPT gelten strengere Regeln: Die Stelle muss bezahlt sein, bei einem Arbeitgeber mit E-Verify, und durch einen Ausbildungsplan auf Formular I-983 abgedeckt sein.

Melden Sie jeden neuen Job, jedes Jobende und jeden Umzug innerhalb von 10 Tagen Ihrem DSO oder im SEVP Portal. Ein nicht gemeldeter Job kann wie Arbeitslosigkeit aussehen.

Überschreiten Sie die Grenze, kann Ihr SEVIS-Datensatz beendet werden, und von Ihnen wird die Ausreise erwartet. Sprechen Sie sofort mit Ihrem DSO über Möglichkeiten wie ein neues Studienprogramm oder einen Statuswechsel, und fragen Sie eine Anwältin oder einen Anwalt für Einwanderungsrecht, wenn Sie bleiben möchten.

**Nächster Schritt:** Zählen Sie Ihre Tage ab dem EAD-Startdatum und halten Sie das SEVP Portal aktuell.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Puedo empezar a trabajar mientras mi solicitud de OPT está pendiente?',
        phrasings: [
          '¿puedo trabajar solo con el recibo del OPT?',
          'ya paso mi fecha de inicio del OPT y no me llega la EAD',
          'trabajar antes de que llegue la tarjeta EAD',
          'mi OPT esta pendiente, puedo empezar en mi trabajo',
        ],
        answer: `No. Con el OPT posterior a los estudios no puede trabajar hasta que USCIS apruebe su **Formulario I-765**, tenga la **tarjeta EAD** en la mano y haya llegado la fecha de inicio impresa en ella. Un aviso de recibo no es un permiso de trabajo, y trabajar antes cuenta como empleo no autorizado.

Mientras espera:
- Puede quedarse en EE. UU. con estatus F-1 mientras una solicitud de OPT presentada a tiempo esté pendiente, incluso después de terminar su programa.
- Sus días de desempleo del OPT no empiezan a contar hasta la fecha de inicio de la EAD.
- Siga el caso con su número de recibo; Track Applications puede ayudarle.
- Si USCIS aprueba después de la fecha de inicio que pidió, la tarjeta suele empezar más tarde. El OPT debe terminar dentro de los 14 meses siguientes al fin de su programa, así que una decisión lenta puede acortar su OPT.
- Existe el procesamiento prioritario (premium processing) para el OPT, por una tarifa adicional, si necesita una decisión más rápida.
- Evite viajar al extranjero después de terminar su programa mientras el OPT está pendiente. Para volver, por lo general necesita la tarjeta EAD y una oferta de trabajo.

Dos situaciones distintas sí permiten trabajar mientras espera:
- Una solicitud de extensión **STEM OPT** presentada a tiempo le permite seguir trabajando hasta 180 días después del vencimiento de su tarjeta OPT actual.
- El **cap-gap** puede extender el permiso de trabajo del OPT mientras está pendiente un cambio de estatus a H-1B.

**Próximo paso:** Avise a su empleador que su fecha real de inicio será la fecha de inicio de la EAD y use Track Applications para vigilar el caso.`,
      },
      fr: {
        question: "Puis-je commencer à travailler pendant que ma demande d'OPT est en cours ?",
        phrasings: [
          "puis-je travailler avec seulement l'avis de réception de l'OPT",
          "ma date de début OPT est passée et je n'ai pas encore reçu l'EAD",
          "travailler avant d'avoir la carte EAD",
          'OPT en attente, est-ce que je peux commencer mon job',
        ],
        answer: `Non. En OPT après les études, vous ne pouvez pas travailler tant qu'USCIS n'a pas approuvé votre **formulaire I-765**, que vous n'avez pas la **carte EAD** en main et que sa date de début n'est pas arrivée. Un avis de réception n'est pas une autorisation de travail, et travailler trop tôt compte comme un emploi non autorisé.

Pendant l'attente :
- Vous pouvez rester aux États-Unis en statut F-1 tant qu'une demande d'OPT déposée à temps est en cours, même après la fin de votre programme.
- Vos jours de chômage OPT ne commencent qu'à la date de début de l'EAD.
- Suivez le dossier avec votre numéro de reçu ; Track Applications peut vous aider.
- Si USCIS approuve après la date de début demandée, la carte commence en général plus tard. L'OPT doit se terminer dans les 14 mois suivant la fin de votre programme : une décision lente peut donc raccourcir votre OPT.
- Un traitement accéléré (premium processing) existe pour l'OPT contre des frais supplémentaires, si vous avez besoin d'une décision plus rapide.
- Évitez les voyages à l'étranger après la fin du programme tant que l'OPT est en attente. Pour revenir, il faut en général la carte EAD et une offre d'emploi.

Deux cas différents permettent, eux, de travailler pendant l'attente :
- Une demande de prolongation **STEM OPT** déposée à temps vous permet de continuer à travailler jusqu'à 180 jours après l'expiration de votre carte OPT actuelle.
- Le **cap-gap** peut prolonger l'autorisation de travail OPT pendant qu'un changement de statut vers la H-1B est en cours.

**Étape suivante :** Prévenez votre employeur que votre vraie date de début sera celle de l'EAD, et suivez le dossier avec Track Applications.`,
      },
      de: {
        question: 'Darf ich arbeiten, solange mein OPT-Antrag noch läuft?',
        phrasings: [
          'darf ich nur mit der OPT-Eingangsbestätigung arbeiten',
          'OPT-Startdatum vorbei, aber noch keine EAD-Karte',
          'arbeiten bevor die EAD da ist',
          'OPT noch offen, darf ich den Job schon anfangen',
        ],
        answer: `Nein. Im Post-Completion-OPT dürfen Sie erst arbeiten, wenn USCIS Ihr **Formular I-765** genehmigt hat, Sie die **EAD-Karte** in der Hand haben und das darauf gedruckte Startdatum erreicht ist. Eine Eingangsbestätigung ist keine Arbeitserlaubnis, und zu früh zu arbeiten gilt als unerlaubte Beschäftigung.

Während Sie warten:
- Sie dürfen im F-1-Status in den USA bleiben, solange ein rechtzeitig gestellter OPT-Antrag offen ist, auch nach dem Ende Ihres Programms.
- Ihre OPT-Arbeitslosentage beginnen erst mit dem EAD-Startdatum.
- Verfolgen Sie den Fall mit Ihrer Eingangsnummer; Track Applications hilft dabei.
- Genehmigt USCIS erst nach Ihrem gewünschten Startdatum, beginnt die Karte meist später. OPT muss innerhalb von 14 Monaten nach Ihrem Programmende enden, eine langsame Entscheidung kann Ihr OPT also verkürzen.
- Gegen eine Zusatzgebühr gibt es für OPT Premium Processing, wenn Sie schneller eine Entscheidung brauchen.
- Vermeiden Sie nach Programmende Auslandsreisen, solange OPT offen ist. Für die Rückkehr brauchen Sie in der Regel die EAD-Karte und ein Jobangebot.

Zwei andere Fälle erlauben das Arbeiten während der Wartezeit:
- Ein rechtzeitiger Antrag auf **STEM-OPT**-Verlängerung erlaubt die Weiterarbeit bis zu 180 Tage nach Ablauf Ihrer aktuellen OPT-Karte.
- **Cap-Gap** kann die OPT-Arbeitserlaubnis verlängern, solange ein Statuswechsel zu H-1B offen ist.

**Nächster Schritt:** Sagen Sie Ihrem Arbeitgeber, dass Ihr tatsächlicher Beginn das EAD-Startdatum ist, und verfolgen Sie den Fall mit Track Applications.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Cómo transfiero mi estatus F-1 a otra escuela?',
        phrasings: [
          'transferencia de SEVIS a otra universidad',
          '¿qué es la fecha de liberación (release date) del SEVIS?',
          'cambiarme de universidad con visa F1',
          'transferir mi I-20 despues del OPT',
        ],
        answer: `Para pasar a otra escuela certificada por SEVP, su escuela actual **transfiere su registro SEVIS** a la nueva. Usted no presenta nada ante USCIS.

Pasos:
1. Obtenga la admisión en la nueva escuela.
2. Avise a su DSO actual que se va a trasladar, muestre la carta de admisión y acuerden una **fecha de liberación (release date)**, normalmente después de que termine su último período de clases.
3. En la fecha de liberación, la nueva escuela asume su registro y emite un **I-20** de traslado.
4. Preséntese ante el DSO de la nueva escuela dentro de los 15 días siguientes a la fecha de inicio de su programa para que complete el traslado en SEVIS.

Plazos:
- Debe empezar clases en la nueva escuela en el siguiente período disponible, y dentro de los 5 meses siguientes a la salida de la escuela anterior o a la fecha de fin del programa anterior, lo que ocurra primero.
- Si ya terminó un programa o el OPT, el traslado debe liberarse dentro de su período de gracia de {{f1-grace-days}} días.
- Antes de la fecha de liberación, la escuela anterior todavía puede cambiar o cancelar el traslado. Después, solo puede hacerlo la nueva.

Lo que termina en la fecha de liberación:
- Su empleo en el campus y cualquier CPT en la escuela anterior.
- Su OPT, si se traslada mientras está en OPT.

Si viaja al extranjero durante el traslado, vuelva a entrar con el I-20 de la nueva escuela.

**Próximo paso:** Elija la fecha de liberación con su DSO y anótela en Deadline Reminders, junto con la fecha de inicio del nuevo programa.`,
      },
      fr: {
        question: 'Comment transférer mon statut F-1 vers une autre école ?',
        phrasings: [
          'transfert SEVIS vers une nouvelle université',
          "qu'est-ce que la date de libération (release date) SEVIS",
          "changer d'université avec un visa F1",
          "transferer mon I-20 apres l'OPT",
        ],
        answer: `Pour passer dans une autre école certifiée SEVP, votre école actuelle **transfère votre dossier SEVIS** à la nouvelle. Vous ne déposez rien auprès d'USCIS.

Les étapes :
1. Faites-vous admettre dans la nouvelle école.
2. Informez votre DSO actuel de votre transfert, montrez la lettre d'admission et convenez d'une **date de libération** (release date), en général après la fin de votre dernier semestre.
3. À la date de libération, la nouvelle école prend en charge votre dossier et émet un **I-20** de transfert.
4. Présentez-vous au DSO de la nouvelle école dans les 15 jours suivant la date de début de votre programme pour qu'il finalise le transfert dans SEVIS.

Les délais :
- Vous devez commencer les cours dans la nouvelle école au prochain semestre disponible, et dans les 5 mois suivant votre départ de l'ancienne école ou la date de fin de l'ancien programme, selon ce qui arrive en premier.
- Après la fin d'un programme ou de l'OPT, le transfert doit être libéré pendant votre période de grâce de {{f1-grace-days}} jours.
- Avant la date de libération, l'ancienne école peut encore modifier ou annuler le transfert. Après, seule la nouvelle le peut.

Ce qui prend fin à la date de libération :
- Votre emploi sur le campus et tout CPT dans l'ancienne école.
- Votre OPT, si vous êtes transféré pendant l'OPT.

Si vous voyagez à l'étranger pendant le transfert, rentrez avec l'I-20 de la nouvelle école.

**Étape suivante :** Fixez la date de libération avec votre DSO et notez-la dans Deadline Reminders, avec la date de début du nouveau programme.`,
      },
      de: {
        question: 'Wie übertrage ich meinen F-1-Status an eine andere Hochschule?',
        phrasings: [
          'SEVIS-Transfer an eine neue Uni',
          'was ist das SEVIS release date',
          'Hochschulwechsel mit F1-Visum',
          'I-20 nach dem OPT übertragen',
        ],
        answer: `Um an eine andere SEVP-zertifizierte Hochschule zu wechseln, **überträgt** Ihre jetzige Hochschule **Ihren SEVIS-Datensatz** an die neue. Bei USCIS reichen Sie nichts ein.

Die Schritte:
1. Lassen Sie sich an der neuen Hochschule zulassen.
2. Sagen Sie Ihrem jetzigen DSO, dass Sie wechseln, zeigen Sie den Zulassungsbescheid und vereinbaren Sie ein **Freigabedatum** (release date), meist nach Ende Ihres letzten Semesters.
3. Am Freigabedatum übernimmt die neue Hochschule Ihren Datensatz und stellt ein Transfer-**I-20** aus.
4. Melden Sie sich innerhalb von 15 Tagen nach Ihrem Programmbeginn beim DSO der neuen Hochschule, damit er den Transfer in SEVIS abschließt.

Fristen:
- Sie müssen das Studium an der neuen Hochschule zum nächstmöglichen Semester beginnen, und zwar innerhalb von 5 Monaten nach dem Verlassen der alten Hochschule oder nach dem alten Programmende, je nachdem, was früher ist.
- Nach dem Ende eines Programms oder des OPT muss der Transfer innerhalb Ihrer Karenzzeit von {{f1-grace-days}} Tagen freigegeben werden.
- Vor dem Freigabedatum kann die alte Hochschule den Transfer noch ändern oder stornieren. Danach kann das nur die neue.

Was am Freigabedatum endet:
- Ihr Campus-Job und jedes CPT an der alten Hochschule.
- Ihr OPT, wenn Sie während des OPT wechseln.

Reisen Sie während des Transfers ins Ausland, reisen Sie mit dem I-20 der neuen Hochschule wieder ein.

**Nächster Schritt:** Legen Sie das Freigabedatum mit Ihrem DSO fest und tragen Sie es zusammen mit dem Beginn des neuen Programms in Deadline Reminders ein.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Cómo recupero mi estatus F-1 después de haberlo perdido?',
        phrasings: [
          'reinstalación de estatus F1 con el I-539',
          'cancelaron mi registro SEVIS, ¿qué hago ahora?',
          'baje de tiempo completo sin permiso',
          'estoy fuera de estatus como estudiante internacional',
        ],
        answer: `Si perdió su estatus F-1, puede pedir a USCIS la **reinstalación** (reinstatement) con el **Formulario I-539**, junto con un nuevo I-20 en el que su DSO la recomienda. La tarifa es de {{fee-i539-online}} en línea o {{fee-i539-paper}} en papel.

Por lo general debe demostrar que:
- Presentó la solicitud dentro de los **5 meses** siguientes a la pérdida del estatus, o que circunstancias excepcionales causaron la demora y presentó en cuanto pudo.
- Estudia a tiempo completo ahora, o lo hará en la escuela que emitió el I-20.
- La violación se debió a hechos fuera de su control (como una enfermedad grave, un desastre natural o un error de la escuela), o fue una reducción de carga académica que su DSO podía haber aprobado y negarle la reinstalación le causaría un perjuicio extremo.
- No ha trabajado sin autorización, no tiene un historial de violaciones repetidas y no está en un proceso de deportación.

Mientras la solicitud está pendiente puede seguir estudiando, pero no puede trabajar. Si USCIS la niega, no hay apelación y tendría que salir de EE. UU.

La otra vía es salir del país y volver con un **nuevo I-20 inicial**, una visa válida y un nuevo pago de la tarifa SEVIS. Así evita la espera, pero su registro empieza de cero, y puede que tenga que esperar otro año académico antes de tener CPT u OPT.

Como una negación puede afectar su futuro, hable con su DSO y considere consultar a un abogado de inmigración con licencia antes de decidir.

**Próximo paso:** Pida a su DSO un I-20 de reinstalación lo antes posible, porque el plazo de 5 meses ya está corriendo.`,
      },
      fr: {
        question: 'Comment retrouver mon statut F-1 après l’avoir perdu ?',
        phrasings: [
          'réintégration du statut F1 avec le formulaire I-539',
          'mon dossier SEVIS a été clôturé, que faire',
          'je suis passé sous le temps plein sans autorisation',
          'etudiant etranger hors statut',
        ],
        answer: `Si vous avez perdu votre statut F-1, vous pouvez demander à USCIS une **réintégration** (reinstatement) avec le **formulaire I-539**, accompagné d'un nouvel I-20 sur lequel votre DSO la recommande. Les frais sont de {{fee-i539-online}} en ligne ou {{fee-i539-paper}} sur papier.

Vous devez en général montrer que :
- Vous avez déposé la demande dans les **5 mois** suivant la perte du statut, ou que des circonstances exceptionnelles ont causé le retard et que vous avez déposé dès que possible.
- Vous étudiez à temps plein maintenant, ou allez le faire dans l'école qui a émis l'I-20.
- La violation vient d'événements indépendants de votre volonté (une maladie grave, une catastrophe naturelle, une erreur de l'école), ou il s'agissait d'une réduction de charge de cours que votre DSO aurait pu approuver, et un refus vous causerait un préjudice extrême.
- Vous n'avez pas travaillé sans autorisation, n'avez pas d'antécédents de violations répétées et ne faites pas l'objet d'une procédure d'expulsion.

Pendant l'examen, vous pouvez continuer vos études, mais pas travailler. Si USCIS refuse la réintégration, il n'y a pas d'appel et vous devrez quitter les États-Unis.

L'autre voie consiste à quitter le pays et à revenir avec un **nouvel I-20 initial**, un visa valide et de nouveaux frais SEVIS. Cela évite l'attente, mais votre dossier repart de zéro : vous devrez peut-être attendre une nouvelle année universitaire avant le CPT ou l'OPT.

Comme un refus peut peser sur votre avenir, parlez à votre DSO et envisagez de consulter un avocat en immigration agréé avant de choisir.

**Étape suivante :** Demandez au plus vite à votre DSO un I-20 de réintégration, car le délai de 5 mois court déjà.`,
      },
      de: {
        question: 'Wie bekomme ich meinen F-1-Status zurück, nachdem ich ihn verloren habe?',
        phrasings: [
          'F1 Reinstatement mit I-539',
          'mein SEVIS-Datensatz wurde beendet, was nun',
          'Kurslast ohne Erlaubnis reduziert',
          'als internationaler Student ausser Status',
        ],
        answer: `Wenn Sie Ihren F-1-Status verloren haben, können Sie bei USCIS mit **Formular I-539** die **Wiederherstellung** (Reinstatement) beantragen, zusammen mit einem neuen I-20, auf dem Ihr DSO sie empfiehlt. Die Gebühr beträgt {{fee-i539-online}} online oder {{fee-i539-paper}} auf Papier.

In der Regel müssen Sie zeigen, dass:
- Sie den Antrag innerhalb von **5 Monaten** nach dem Statusverlust gestellt haben, oder dass außergewöhnliche Umstände die Verzögerung verursacht haben und Sie so schnell wie möglich eingereicht haben.
- Sie jetzt in Vollzeit studieren oder dies an der Hochschule tun werden, die das I-20 ausgestellt hat.
- Der Verstoß auf Umständen außerhalb Ihrer Kontrolle beruhte (etwa schwere Krankheit, Naturkatastrophe oder ein Fehler der Hochschule), oder eine reduzierte Kurslast war, die Ihr DSO hätte genehmigen können, und eine Ablehnung Ihnen extreme Härte verursachen würde.
- Sie nicht ohne Erlaubnis gearbeitet haben, keine wiederholten Verstöße vorliegen und Sie nicht in einem Abschiebungsverfahren sind.

Solange der Antrag offen ist, dürfen Sie weiter studieren, aber nicht arbeiten. Lehnt USCIS ab, gibt es keinen Widerspruch, und Sie müssten die USA verlassen.

Der andere Weg: Sie reisen aus und kommen mit einem **neuen Initial-I-20**, einem gültigen Visum und einer neuen SEVIS-Gebühr zurück. So vermeiden Sie die Wartezeit, aber Ihr Datensatz beginnt von vorn, und Sie müssen womöglich ein weiteres Studienjahr warten, bevor CPT oder OPT möglich ist.

Da eine Ablehnung Ihre Zukunft belasten kann, sprechen Sie mit Ihrem DSO und ziehen Sie vor der Entscheidung eine Anwältin oder einen Anwalt für Einwanderungsrecht hinzu.

**Nächster Schritt:** Bitten Sie Ihren DSO so bald wie möglich um ein Reinstatement-I-20, denn die 5-Monats-Frist läuft bereits.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Cuántos créditos debo tomar para mantener mi estatus F-1?',
        phrasings: [
          'requisito de tiempo completo para estudiantes F1',
          '¿cuántas clases en línea puede tomar un estudiante F-1?',
          'carga reducida por razones médicas',
          'puedo tomar menos clases en mi ultimo semestre',
          'minimo de creditos para estudiante internacional',
        ],
        answer: `Debe cursar un **programa de estudios completo** (full course of study) cada semestre de otoño y de primavera. El verano suele ser opcional si es su período anual de vacaciones.

Qué significa tiempo completo:
- Estudiantes de licenciatura en un college o universidad: por lo general al menos **12 créditos** por período.
- Estudiantes de posgrado: lo que su escuela defina como tiempo completo, que puede ser menos durante la tesis o la investigación.
- Programas de inglés: al menos 18 horas de clase por semana (22 si la mayor parte es de laboratorio).

Clases en línea: solo {{f1-online-courses}} clase en línea o a distancia (de hasta 3 créditos) por período cuenta para su carga de tiempo completo. El resto debe requerir asistencia presencial.

Una **carga académica reducida (RCL)** solo se permite si su DSO la aprueba en SEVIS **antes** de que baje de tiempo completo, por una de estas razones:
- Dificultades académicas iniciales, como problemas con el inglés o la lectura, métodos de enseñanza desconocidos o un nivel de curso inadecuado. Se permite una vez por nivel de estudios, y los estudiantes de licenciatura deben seguir tomando al menos 6 créditos.
- Un problema de salud documentado por un médico, psicólogo u otro profesional con licencia. Puede durar hasta 12 meses en total por nivel de estudios.
- Su último período, si necesita menos créditos para terminar.

Dejar una clase sin aprobación, o no inscribirse, puede terminar su estatus, y su DSO podría tener que cancelar su registro SEVIS. Corregirlo después requiere una reinstalación o un nuevo I-20.

**Próximo paso:** Revise su horario con su DSO antes de la fecha límite para dejar clases cada período, y pregunte por una RCL antes de retirarse de cualquier curso.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Qué necesito para viajar al extranjero y volver como estudiante F-1?',
        phrasings: [
          'documentos para volver a entrar a EE. UU. con F1',
          'se me vencio la visa F-1, ¿puedo quedarme en Estados Unidos?',
          'firma de viaje en el I-20',
          'ir a mi país en las vacaciones de invierno siendo estudiante internacional',
        ],
        answer: `Para volver como estudiante F-1 que continúa sus estudios después de un viaje, normalmente necesita:
- Un pasaporte válido al menos 6 meses después de la fecha de reingreso (algunos países están exentos).
- Una **visa F-1** vigente en su pasaporte. Los ciudadanos de Canadá y de las Bermudas no la necesitan.
- Su **I-20** con una **firma de viaje** del DSO de los últimos 12 meses, o de los últimos 6 meses si está en OPT.
- Prueba de matrícula y de fondos. En OPT, también su tarjeta **EAD** y una oferta de trabajo o una carta de su empleador.

Una **visa vencida** no termina su estadía: su estatus depende de su I-20 y de su I-94, no de la visa. Pero necesita una visa nueva para volver después de un viaje. Solicítela en una embajada o consulado de EE. UU., por lo general en su país de nacionalidad o de residencia. Hoy la mayoría de los solicitantes necesita una entrevista en persona, y los tiempos de espera varían. Un viaje de 30 días o menos solo a Canadá o México puede permitirle volver con la visa vencida gracias a la **revalidación automática**, con excepciones.

Tenga cuidado:
- Estar fuera de EE. UU. más de 5 meses por lo general termina su estatus F-1, salvo que el tiempo en el extranjero forme parte de su programa.
- No viaje sin asesoría mientras su OPT esté pendiente después de terminar el programa, ni mientras esté pendiente un cambio de estatus.
- Después de cada entrada, revise su **I-94** en el sitio web de CBP. Debe indicar F-1 y "D/S".

**Próximo paso:** Pida a su DSO la firma de viaje unas semanas antes del viaje y consulte los tiempos de espera de visas en travel.state.gov.`,
      },
      fr: {
        question: "De quoi ai-je besoin pour voyager à l'étranger et revenir en tant qu'étudiant F-1 ?",
        phrasings: [
          'documents pour revenir aux USA avec un F1',
          'mon visa F-1 a expiré, puis-je rester aux États-Unis',
          'faut-il faire signer mon I20 par le DSO avant de partir',
          "rentrer chez moi pour les vacances d'hiver quand on est étudiant étranger",
        ],
        answer: `Pour revenir comme étudiant F-1 qui poursuit ses études après un voyage, il vous faut en général :
- Un passeport valable au moins 6 mois après la date de retour (certains pays en sont dispensés).
- Un **visa F-1** en cours de validité dans votre passeport. Les citoyens du Canada et des Bermudes n'en ont pas besoin.
- Votre **I-20** avec une **signature de voyage** du DSO datant de moins de 12 mois, ou de moins de 6 mois si vous êtes en OPT.
- Une preuve d'inscription et de ressources. En OPT, aussi votre carte **EAD** et une offre d'emploi ou une lettre de votre employeur.

Un **visa expiré** ne met pas fin à votre séjour : votre statut dépend de votre I-20 et de votre I-94, pas du visa. Mais il vous faut un nouveau visa pour revenir après un voyage. Demandez-le dans une ambassade ou un consulat américain, en général dans votre pays de nationalité ou de résidence. La plupart des demandeurs doivent désormais passer un entretien en personne, et les délais varient. Un voyage de 30 jours ou moins uniquement au Canada ou au Mexique peut vous permettre de revenir avec un visa expiré grâce à la **revalidation automatique**, avec des exceptions.

Attention :
- Une absence de plus de 5 mois met en général fin à votre statut F-1, sauf si ce séjour à l'étranger fait partie de votre programme.
- Ne voyagez pas sans conseil pendant que votre OPT est en attente après la fin du programme, ni pendant qu'un changement de statut est en cours.
- Après chaque entrée, vérifiez votre **I-94** sur le site de CBP. Il doit indiquer F-1 et « D/S ».

**Étape suivante :** Demandez la signature de voyage à votre DSO quelques semaines avant le départ et consultez les délais de visa sur travel.state.gov.`,
      },
      de: {
        question: 'Was brauche ich, um als F-1-Student ins Ausland zu reisen und zurückzukommen?',
        phrasings: [
          'Dokumente für die Wiedereinreise mit F1',
          'mein F-1-Visum ist abgelaufen, darf ich in den USA bleiben',
          'Reiseunterschrift auf dem I-20',
          'in den Winterferien nach Hause fliegen als internationaler Student',
        ],
        answer: `Um nach einer Auslandsreise als weiterhin eingeschriebener F-1-Student zurückzukehren, brauchen Sie in der Regel:
- Einen Reisepass, der mindestens 6 Monate über das Datum der Wiedereinreise hinaus gültig ist (für manche Länder gilt eine Ausnahme).
- Ein gültiges **F-1-Visum** im Pass. Staatsangehörige von Kanada und Bermuda brauchen keines.
- Ihr **I-20** mit einer **Reiseunterschrift** (travel signature) des DSO aus den letzten 12 Monaten, oder aus den letzten 6 Monaten, wenn Sie im OPT sind.
- Nachweise über Einschreibung und Finanzierung. Im OPT außerdem Ihre **EAD**-Karte und ein Jobangebot oder ein Schreiben Ihres Arbeitgebers.

Ein **abgelaufenes Visum** beendet Ihren Aufenthalt nicht: Ihr Status hängt von Ihrem I-20 und Ihrem I-94 ab, nicht vom Visum. Für die Rückkehr nach einer Reise brauchen Sie aber ein neues Visum. Beantragen Sie es bei einer US-Botschaft oder einem US-Konsulat, in der Regel im Land Ihrer Staatsangehörigkeit oder Ihres Wohnsitzes. Die meisten Antragsteller brauchen inzwischen ein persönliches Interview, und die Wartezeiten sind unterschiedlich. Eine Reise von höchstens 30 Tagen nur nach Kanada oder Mexiko kann dank **automatischer Revalidierung** die Rückkehr mit abgelaufenem Visum erlauben, mit Ausnahmen.

Vorsicht:
- Mehr als 5 Monate außerhalb der USA beenden in der Regel Ihren F-1-Status, außer die Zeit im Ausland gehört zu Ihrem Programm.
- Reisen Sie nicht ohne Beratung, solange Ihr OPT nach Programmende noch offen ist oder ein Statuswechsel läuft.
- Prüfen Sie nach jeder Einreise Ihr **I-94** auf der CBP-Website. Dort sollten F-1 und „D/S“ stehen.

**Nächster Schritt:** Bitten Sie Ihren DSO einige Wochen vor der Reise um die Reiseunterschrift und prüfen Sie die Visa-Wartezeiten auf travel.state.gov.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Qué es el Formulario I-20 y qué debo revisar en él?',
        phrasings: [
          '¿qué es un I-20?',
          'hay un error en mi I-20, ¿qué hago?',
          'donde esta mi SEVIS ID en el I20',
          '¿tengo que guardar mis I-20 anteriores?',
        ],
        answer: `El **Formulario I-20** (Certificate of Eligibility for Nonimmigrant Student Status) es el documento que emite una escuela certificada por SEVP para mostrar que lo admitió y que puede estudiar con estatus F-1 o M-1. Lo usa para pagar la tarifa SEVIS, solicitar la visa, entrar a EE. UU. y demostrar su estatus durante todos sus estudios. Los visitantes de intercambio J-1 reciben en cambio un **DS-2019**.

Revise que:
- Su nombre, fecha de nacimiento, país de nacimiento y ciudadanía coincidan exactamente con su pasaporte.
- El **SEVIS ID** (una N seguida de 10 dígitos) coincida con el recibo de pago de la tarifa SEVIS.
- Los datos del programa sean correctos: nivel de estudios, carrera, el **código CIP** (decide si puede optar al STEM OPT), la fecha de inicio y la **fecha de fin del programa**.
- La sección de fondos muestre los costos y el financiamiento que usted demostró.
- Las páginas siguientes indiquen cualquier autorización de trabajo (CPT, OPT) y las firmas de viaje de su DSO.

Después, fírmelo y féchelo según las instrucciones de su escuela.

Buenas costumbres:
- Pida a su DSO que corrija cualquier error antes de la entrevista de visa o de un viaje.
- Pida una extensión **antes** de que pase la fecha de fin del programa si necesita más tiempo.
- Guarde todos los I-20 que reciba, también los antiguos. Puede necesitarlos para el OPT, la H-1B, la green card e incluso la ciudadanía.

Document Review puede comparar su I-20 con su pasaporte para detectar diferencias.

**Próximo paso:** Compare hoy el I-20 con su pasaporte y anote la fecha de fin del programa en Deadline Reminders.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Cómo paso del estatus de estudiante F-1 a una visa de trabajo H-1B?',
        phrasings: [
          'proceso de F1 a H1B',
          'cambio de estatus de OPT a H-1B',
          '¿el pago de la proclamación H-1B aplica a estudiantes F-1?',
          'loteria H-1B para estudiantes internacionales',
          'H-1B sin sorteo en una universidad',
        ],
        answer: `La mayoría de los estudiantes pasa de F-1 (a menudo durante el OPT o el STEM OPT) a **H-1B** por el cupo anual de H-1B. Su empleador hace los trámites; usted no puede solicitarla por su cuenta.

Cómo funciona:
1. **Registro (marzo):** su empleador lo registra en línea y paga {{fee-h1b-registration}}. Desde la temporada del año fiscal 2027, la selección se pondera según el nivel salarial del puesto, así que las ofertas mejor pagadas tienen más posibilidades.
2. **Selección:** hay {{h1b-cap-regular}} números H-1B regulares al año más {{h1b-cap-masters}} adicionales para personas con una maestría o un título superior de EE. UU.
3. **Petición (desde el 1 de abril):** si lo seleccionan, su empleador presenta el **Formulario I-129** (tarifa base de {{fee-i129-h1b}}, pagada por el empleador) y pide un **cambio de estatus**, normalmente con fecha de inicio el 1 de octubre.
4. **Cap-gap:** si su OPT termina antes de la fecha de inicio, la extensión cap-gap puede mantener su estatus y su permiso de trabajo.

Lo que conviene saber:
- Las universidades, sus organizaciones sin fines de lucro afiliadas y los organismos de investigación sin fines de lucro o del gobierno están **exentos del cupo**. Pueden contratarlo con H-1B en cualquier momento, sin sorteo.
- Según la proclamación de septiembre de 2025, algunas peticiones nuevas requieren un pago adicional de {{fee-h1b-proclamation}}. USCIS ha dicho que en general no se aplica a un cambio de estatus aprobado dentro de EE. UU., pero sí puede aplicarse si debe obtener la visa H-1B en el extranjero. La medida ha sido impugnada en los tribunales y puede prorrogarse o cambiar, así que consulte la página de H-1B de USCIS.
- Si no lo seleccionan, puede seguir trabajando con el OPT o el STEM OPT e intentarlo el año siguiente.

**Próximo paso:** Pregunte a su empleador si lo registrará y configure Deadline Reminders para el registro de marzo y la fecha de fin de su OPT.`,
      },
      fr: {
        question: "Comment passer du statut d'étudiant F-1 à un visa de travail H-1B ?",
        phrasings: [
          'passer de F1 à H1B',
          "changement de statut de l'OPT vers la H-1B",
          'loterie H-1B pour les étudiants étrangers',
          'le paiement de la proclamation H-1B concerne-t-il les étudiants F-1',
        ],
        answer: `La plupart des étudiants passent du F-1 (souvent pendant l'OPT ou le STEM OPT) à la **H-1B** par le quota annuel H-1B. C'est votre employeur qui fait les démarches ; vous ne pouvez pas déposer seul.

Le déroulement :
1. **Enregistrement (mars) :** votre employeur vous inscrit en ligne et paie {{fee-h1b-registration}}. Depuis la campagne de l'exercice 2027, la sélection est pondérée selon le niveau de salaire du poste : les offres mieux payées ont plus de chances.
2. **Sélection :** il y a {{h1b-cap-regular}} numéros H-1B ordinaires par an, plus {{h1b-cap-masters}} pour les titulaires d'un master ou d'un diplôme supérieur américain.
3. **Pétition (à partir du 1er avril) :** si vous êtes sélectionné, votre employeur dépose le **formulaire I-129** (frais de base de {{fee-i129-h1b}}, payés par l'employeur) et demande un **changement de statut**, en général avec un début au 1er octobre.
4. **Cap-gap :** si votre OPT se termine avant cette date, la prolongation cap-gap peut maintenir votre statut et votre droit de travailler.

À savoir :
- Les universités, leurs organismes sans but lucratif affiliés et les organismes de recherche publics ou sans but lucratif sont **exemptés du quota**. Ils peuvent vous embaucher en H-1B à tout moment, sans loterie.
- Selon la proclamation de septembre 2025, certaines nouvelles pétitions exigent un paiement supplémentaire de {{fee-h1b-proclamation}}. USCIS a indiqué qu'il ne s'applique en général pas à un changement de statut approuvé aux États-Unis, mais qu'il peut s'appliquer si vous devez obtenir le visa H-1B à l'étranger. La mesure est contestée en justice et peut être prolongée ou modifiée : consultez la page H-1B d'USCIS.
- Si vous n'êtes pas sélectionné, vous pouvez continuer à travailler en OPT ou en STEM OPT et retenter l'année suivante.

**Étape suivante :** Demandez à votre employeur s'il vous inscrira, et réglez Deadline Reminders sur l'enregistrement de mars et la fin de votre OPT.`,
      },
      de: {
        question: 'Wie wechsle ich vom F-1-Studentenstatus zu einem H-1B-Arbeitsvisum?',
        phrasings: [
          'von F1 zu H1B wechseln',
          'Statuswechsel von OPT zu H-1B',
          'H-1B-Lotterie für internationale Studierende',
          'gilt die H-1B-Sonderzahlung der Proklamation auch für F-1-Studenten',
        ],
        answer: `Die meisten Studierenden wechseln von F-1 (oft während OPT oder STEM OPT) über das jährliche H-1B-Kontingent (Cap) zu **H-1B**. Den Antrag stellt Ihr Arbeitgeber; selbst beantragen können Sie es nicht.

So läuft es ab:
1. **Registrierung (März):** Ihr Arbeitgeber registriert Sie online und zahlt {{fee-h1b-registration}}. Ab der Runde für das Haushaltsjahr 2027 wird die Auswahl nach der Lohnstufe der Stelle gewichtet, besser bezahlte Angebote haben also höhere Chancen.
2. **Auswahl:** Es gibt jährlich {{h1b-cap-regular}} reguläre H-1B-Plätze und zusätzlich {{h1b-cap-masters}} für Personen mit einem US-Master oder höheren US-Abschluss.
3. **Petition (ab 1. April):** Werden Sie ausgewählt, reicht Ihr Arbeitgeber **Formular I-129** ein (Grundgebühr {{fee-i129-h1b}}, vom Arbeitgeber bezahlt) und beantragt einen **Statuswechsel**, meist mit Beginn am 1. Oktober.
4. **Cap-Gap:** Endet Ihr OPT vor diesem Datum, kann die Cap-Gap-Verlängerung Ihren Status und Ihre Arbeitserlaubnis aufrechterhalten.

Gut zu wissen:
- Hochschulen, ihre verbundenen gemeinnützigen Organisationen sowie gemeinnützige oder staatliche Forschungseinrichtungen sind **vom Cap befreit**. Sie können Sie jederzeit ohne Lotterie auf H-1B einstellen.
- Nach der Proklamation vom September 2025 verlangen manche neuen Petitionen eine Zusatzzahlung von {{fee-h1b-proclamation}}. Laut USCIS gilt sie in der Regel nicht für einen in den USA genehmigten Statuswechsel, kann aber greifen, wenn Sie das H-1B-Visum im Ausland holen müssen. Die Regel wird vor Gericht angefochten und kann verlängert oder geändert werden; prüfen Sie die H-1B-Seite von USCIS.
- Werden Sie nicht ausgewählt, können Sie im OPT oder STEM OPT weiterarbeiten und es im nächsten Jahr erneut versuchen.

**Nächster Schritt:** Fragen Sie Ihren Arbeitgeber, ob er Sie registriert, und stellen Sie Deadline Reminders für die Registrierung im März und Ihr OPT-Ende ein.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Estoy sujeto al requisito de residencia de dos años en mi país de la visa J-1?',
        phrasings: [
          '¿qué es la sección 212(e)?',
          'regla de los dos años J1 explicada',
          '¿me aplica el requisito de residencia en mi país por la J-1?',
          'puedo sacar una H-1B despues de la J-1',
          'lista de habilidades del visitante de intercambio (Skills List)',
        ],
        answer: `Algunos visitantes de intercambio J-1 deben vivir en su país de origen un total de dos años después de su programa antes de poder obtener ciertos beneficios en EE. UU. Es el **requisito de presencia física de dos años en el país de origen** de la **INA 212(e)**.

Usted está sujeto a él si se cumple alguna de estas condiciones:
- Su programa fue financiado, aunque sea en parte, por el gobierno de EE. UU., por el gobierno de su país o por una organización internacional, para el intercambio.
- Su campo figura en la **Exchange Visitor Skills List** para su país.
- Vino para **educación o formación médica de posgrado**, como una residencia médica.

Los cónyuges e hijos J-2 también quedan sujetos cuando lo está el J-1.

Hasta que lo cumpla o consiga una dispensa (waiver), no puede obtener:
- Estatus o visas **H** (incluida la H-1B) o **L**.
- Una green card, ni por visa de inmigrante ni por ajuste de estatus.
- La mayoría de los cambios de estatus dentro de EE. UU.

No le impide obtener otras visas desde el extranjero, como B, F, O o una nueva J.

Los dos años deben pasarse físicamente en su país de nacionalidad o de última residencia, y pueden sumarse en varias estadías.

Cómo saberlo: el funcionario consular puede haber anotado su DS-2019 y su visa, pero esas anotaciones son solo preliminares y pueden estar equivocadas. Para una respuesta firme, pida una **opinión consultiva** (advisory opinion) a la Waiver Review Division del Departamento de Estado.

**Próximo paso:** Revise su DS-2019 y su visa y, si puede estar sujeto, infórmese sobre la dispensa y hable con el patrocinador de su programa o con un abogado de inmigración con licencia.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Cómo obtengo una dispensa del requisito de residencia de dos años de la J-1?',
        phrasings: [
          'proceso de waiver J1 con el DS-3035',
          'carta de no objeción para la J-1',
          'waiver Conrad 30 para medicos',
          'dispensa por perjuicio excepcional con el I-612',
          '¿cuánto tarda un waiver de la J1?',
        ],
        answer: `Se solicita a través de la **Waiver Review Division** del Departamento de Estado, que envía una recomendación a USCIS. USCIS toma la decisión final. Todos empiezan con el **Formulario DS-3035** en línea, que tiene una tarifa de trámite de {{fee-ds3035}}.

Hay cinco fundamentos. Usted solicita por uno de ellos:
1. **Declaración de no objeción** (no objection statement) del gobierno de su país, enviada a través de su embajada. Los médicos que vinieron para formación médica de posgrado no pueden usarla.
2. **Agencia interesada del gobierno de EE. UU. (IGA):** una agencia federal pide la dispensa porque su trabajo es de interés público.
3. **Persecución:** sería perseguido en su país por su raza, religión u opinión política. También presenta el **Formulario I-612** ante USCIS.
4. **Perjuicio excepcional** para su cónyuge o hijo ciudadano estadounidense o residente permanente. También presenta el I-612. La separación normal o los problemas económicos por lo general no bastan.
5. **Conrad 30:** para médicos. El departamento de salud de un estado pide la dispensa si usted se compromete a trabajar a tiempo completo durante 3 años, normalmente con estatus H-1B, en una zona con escasez de médicos.

Los pasos: llene el DS-3035 en línea y obtenga un número de caso, envíe por correo los documentos y la tarifa, haga que le envíen las declaraciones de apoyo, siga el caso en línea y espere la decisión de USCIS. Suele tardar muchos meses.

Una vez aprobada la dispensa, por lo general ya no puede extender su programa J-1, así que planifique el momento. Como las pruebas son complejas, sobre todo por perjuicio y persecución, vale la pena considerar a un abogado de inmigración con licencia.

**Próximo paso:** Confirme que está sujeto a la regla, elija su fundamento y empiece el DS-3035 en el sitio del Departamento de Estado.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Mi cónyuge o mis hijos con F-2 pueden trabajar o estudiar en EE. UU.?',
        phrasings: [
          '¿puede trabajar mi esposa con visa F2?',
          'hijos F-2 en la escuela',
          'mi esposo F2 puede tomar clases en la universidad',
          'reglas para dependientes de estudiantes F-1',
        ],
        answer: `Su cónyuge y sus hijos F-2 pueden vivir con usted en EE. UU. mientras usted mantenga el estatus F-1, pero **no pueden trabajar** de ninguna forma, y el estatus F-2 no da ninguna vía para obtener un permiso de trabajo.

Estudios:
- Los **hijos** (solteros y menores de 21 años) pueden asistir a tiempo completo a la escuela primaria, media y secundaria.
- El **cónyuge y los hijos** pueden estudiar a tiempo parcial en un college o universidad, por debajo de un programa completo, y tomar clases de pasatiempos o recreativas.
- Para estudiar a tiempo completo en un college, un F-2 debe primero cambiar al estatus **F-1**, con su propio I-20, ya sea presentando el **Formulario I-539** en EE. UU. o consiguiendo una visa F-1 en el extranjero.

Otras reglas:
- Cada dependiente recibe su propio I-20 de su escuela y necesita una visa F-2. Usted debe demostrar fondos para mantenerlos.
- Su estatus depende del suyo. Si usted pierde el estatus F-1 o se va definitivamente, ellos también. Pueden quedarse mientras usted esté en OPT o STEM OPT.
- Un hijo que cumple 21 años ya no puede ser F-2 y necesita otro estatus.
- Los dependientes F-2 no pagan la tarifa SEVIS. Por lo general no pueden obtener un número de Seguro Social, pero sí un **ITIN** para los impuestos.

Si su cónyuge quiere trabajar, estudien otras opciones, como su propia visa de estudiante o de trabajo, con un abogado de inmigración con licencia si hace falta.

**Próximo paso:** Asegúrese de que cada familiar tenga un I-20 actualizado y una copia de sus documentos de estatus.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Puedo cambiar de una visa de visitante B-2 al estatus de estudiante F-1?',
        phrasings: [
          'cambiar visa de turista a visa de estudiante dentro de EE. UU.',
          'cambio de B2 a F1 con el I-539',
          '¿puedo estudiar con visa de turista?',
          'tengo que volver a mi pais para pedir la F-1',
        ],
        answer: `A veces, pero suele ser más lento y arriesgado que obtener una visa F-1 desde su país. No puede tomar clases regulares con estatus B-1 o B-2 (los cursos recreativos cortos sí están permitidos), así que primero necesita el estatus F-1.

Dos vías:
1. **Cambio de estatus dentro de EE. UU.:** obtenga un I-20 de una escuela certificada por SEVP, pague la tarifa SEVIS de {{fee-sevis-f1}} y presente el **Formulario I-539** ({{fee-i539-online}} en línea o {{fee-i539-paper}} en papel) mientras su estadía B-2 siga vigente. No puede empezar clases hasta que USCIS lo apruebe, así que su escuela quizá tenga que aplazar su fecha de inicio. Ya no necesita presentar extensiones "puente" para seguir en estatus B hasta que empiece el programa, pero no debe violar sus reglas mientras espera.
2. **Vía consular:** vuelva a su país, solicite una visa F-1 con el mismo I-20 y entre como estudiante. Suele ser más rápido y le permite empezar a tiempo.

Riesgos que debe considerar:
- Si ya pensaba estudiar cuando entró como visitante, o presenta la solicitud poco después de llegar (sobre todo dentro de los 90 días), el oficial puede concluir que declaró un propósito falso. Eso puede llevar a una negación y a una prohibición duradera.
- Si entró con **ESTA** (Programa de Exención de Visa), no puede cambiar de estatus en EE. UU.
- Si USCIS niega el caso cuando su estadía B-2 ya terminó, puede quedar fuera de estatus.
- Viajar al extranjero mientras el I-539 está pendiente equivale a abandonarlo.

Como estos riesgos dependen de su situación, consulte a un abogado de inmigración con licencia si entró hace poco.

**Próximo paso:** Revise la fecha de fin en su I-94 y la fecha de inicio de su escuela antes de elegir una vía.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Qué es la visa de estudiante M-1 y cuáles son sus límites?',
        phrasings: [
          'visa M1 para escuela vocacional o técnica',
          '¿pueden trabajar los estudiantes M-1?',
          'reglas de práctica profesional para M-1',
          'diferencia entre F1 y M1',
          'visa m1 para escuela de aviacion',
        ],
        answer: `La visa **M-1** es para estudiantes a tiempo completo en programas vocacionales u otros programas no académicos, como formación técnica, mecánica, culinaria o de vuelo. Es más estricta que la F-1.

Límites principales:
- **Estadía fija:** lo admiten por la duración de su programa más 30 días, y por no más de un año cada vez. Para extenderla, su DSO la recomienda y usted presenta el **Formulario I-539** ante USCIS antes de la fecha de fin. La estadía total tiene, por lo general, un máximo de 3 años.
- **No puede trabajar mientras estudia:** ni empleos en el campus ni CPT.
- **Práctica profesional solo al terminar:** 1 mes por cada 4 meses de estudio a tiempo completo, hasta 6 meses en total. Su DSO la recomienda y usted presenta el **Formulario I-765** ({{fee-i765-online}} en línea o {{fee-i765-paper}} en papel) antes de la fecha de fin de su programa, y no más de 90 días antes. Espere la tarjeta EAD antes de trabajar.
- **Cambios limitados:** no puede cambiar de M-1 a F-1 dentro de EE. UU., ni cambiar a un estatus H (como la H-1B) si su formación M-1 le ayudó a cumplir los requisitos.
- **Traslados:** por lo general solo se permiten en los primeros 6 meses, salvo que algo fuera de su control lo obligue.

Igual que los estudiantes F-1, los M-1 reciben un **I-20**, pagan la tarifa SEVIS de {{fee-sevis-f1}} y deben estudiar a tiempo completo. El cónyuge y los hijos M-2 no pueden trabajar; los hijos M-2 pueden ir a la escuela primaria y secundaria.

**Próximo paso:** Revise la fecha "admit until" de su I-94 y anótela en Deadline Reminders, ya que las estadías M-1 terminan en una fecha fija.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Qué es un DSO y qué tengo que informarle?',
        phrasings: [
          '¿qué hace el funcionario escolar designado (DSO)?',
          'tengo que avisar a mi escuela cuando me mudo',
          'obligaciones de informar de un estudiante F-1',
          '¿quién actualiza mi registro SEVIS?',
          'cambio de direccion estudiante F1',
        ],
        answer: `Un **DSO (Designated School Official)** es la persona de la oficina internacional de su escuela que administra su registro en **SEVIS**, la base de datos del gobierno para estudiantes F y M. El DSO emite su I-20, aprueba el CPT, recomienda el OPT, firma para los viajes e informa al gobierno. El **PDSO** es el DSO principal. Para los visitantes de intercambio J-1, esa función la cumple el **Responsible Officer** o el **Alternate Responsible Officer** del patrocinador de su programa.

Lo que debe informar a su DSO:
- Una **nueva dirección** dentro de {{address-change-days}} días después de mudarse. Para los estudiantes F-1, avisar al DSO (o actualizar el SEVP Portal si está en OPT) es la forma de cumplir la regla de la dirección. Si tiene una solicitud pendiente ante USCIS, cambie también su dirección con USCIS.
- Un cambio de nombre legal, de carrera, de programa o de nivel de estudios.
- Que necesita más tiempo para terminar, **antes** de la fecha de fin de su I-20.
- Sus planes de bajar de tiempo completo, retirarse, tomar una licencia o trasladarse, **antes** de hacerlo.
- En OPT o STEM OPT: su empleador y cualquier cambio de empleo dentro de 10 días, además de los informes del STEM.

Los DSO deben informar a SEVIS muchos hechos por su cuenta, como cuando un estudiante no se inscribe o deja de asistir. No pueden pasar por alto las violaciones de estatus.

Su DSO es también su mejor fuente gratuita de consejos sobre las reglas de estatus. Para problemas legales, como una negación o una violación pasada, consulte a un abogado de inmigración con licencia.

**Próximo paso:** Guarde los datos de contacto de su DSO y use Deadline Reminders para la regla de {{address-change-days}} días cada vez que se mude.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Cómo extiendo mi I-20 si necesito más tiempo para terminar mi carrera?',
        phrasings: [
          'extensión del I-20 antes de que venza',
          'se acerca la fecha de fin de mi programa y no he terminado',
          'razones para extender el programa F1',
          'ya paso la fecha de fin de mi i20, que hago',
        ],
        answer: `Pida a su DSO una **extensión del programa** antes de que pase la fecha de fin del programa que figura en su **I-20**. Con las reglas actuales, el DSO la aprueba en SEVIS y le entrega un nuevo I-20; usted no presenta nada ante USCIS.

Puede obtenerla si el retraso se debe a **razones académicas o médicas de peso**, como:
- un cambio de carrera o de tema de investigación,
- problemas de investigación imprevistos,
- una enfermedad o un problema de salud documentado.

Los retrasos causados por un período de prueba académico, una suspensión, o simplemente por reprobar o dejar clases, por lo general no cuentan.

Qué llevar: una carta de su asesor académico con la nueva fecha prevista de finalización, pruebas del motivo y pruebas actualizadas de fondos para cubrir el tiempo adicional.

Si la fecha de fin pasa antes de obtener la extensión, el DSO ya no puede extenderla. Usted quedaría fuera de estatus y necesitaría una reinstalación, o salir del país y volver con un nuevo I-20.

Si va a terminar **antes**, avise también a su DSO. Su plazo para el OPT y su período de gracia empiezan en la fecha en que realmente completa su programa.

DHS ha estado finalizando una regla que reemplazaría la "duración de estatus" por fechas de fin fijas; si entra en vigor, las extensiones más allá del período admitido podrían requerir un **Formulario I-539** presentado ante USCIS. Pregunte a su DSO qué proceso le aplica.

**Próximo paso:** Configure Deadline Reminders para 60 días antes de la fecha de fin de su I-20 y reserve una cita con su DSO para ese momento.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Qué tengo que informar durante el STEM OPT?',
        phrasings: [
          'informe de validación del STEM OPT cada 6 meses',
          'autoevaluacion del I-983 a los 12 meses',
          'cambiar de empleador durante el STEM OPT',
          'cambio importante en el I-983',
        ],
        answer: `El STEM OPT trae informes periódicos además de las reglas normales del OPT. Si no los presenta, puede perder su estatus.

Cada 6 meses: un **informe de validación** a su DSO que confirme su nombre legal, su dirección, el nombre y la dirección de su empleador, y que sigue trabajando. Se debe presentar aunque nada haya cambiado.

Evaluaciones en el **Formulario I-983**:
- Una autoevaluación al cumplir los primeros 12 meses, firmada por su empleador.
- Una evaluación final cuando termina el período de STEM OPT o cuando deja ese empleo.

Dentro de 10 días de un cambio:
- Una nueva dirección, nombre o datos de contacto (puede actualizar la dirección y los datos de contacto en el SEVP Portal).
- Un nuevo empleador: necesita un nuevo I-983 firmado por el nuevo empleador inscrito en E-Verify, enviado a su DSO.
- El fin de un empleo.

Los **cambios importantes** (material changes) en su plan de capacitación requieren un I-983 actualizado enviado a su DSO lo antes posible. Por ejemplo: un cambio en el número de identificación tributaria (EIN) de su empleador, una gran reducción de horas, un salario más bajo sin relación con menos horas, o nuevas funciones fuera del plan.

Su empleador también tiene obligaciones. Debe avisar a su DSO dentro de 5 días hábiles si usted renuncia o lo despiden, y DHS puede visitar el lugar de trabajo.

Recuerde el límite total de desempleo de {{stem-opt-unemployment-days}} días entre el OPT y el STEM OPT.

**Próximo paso:** Anote en Deadline Reminders las fechas de los 6, 12, 18 y 24 meses a partir de la fecha de inicio de su EAD de STEM.`,
      },
    },
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
    translations: {
      es: {
        question: '¿Cómo solicito una visa de estudiante F-1?',
        phrasings: [
          'pasos para pedir la visa F1',
          'DS-160 para visa de estudiante',
          '¿qué llevo a la entrevista de la visa F-1?',
          'con cuanta anticipacion puedo entrar a EE. UU. con mi I-20',
        ],
        answer: `Se solicita en una embajada o consulado de EE. UU. después de que una escuela lo haya admitido y le haya enviado un **Formulario I-20**.

Pasos:
1. Obtenga la admisión en una escuela certificada por SEVP y reciba su **I-20**. Revise los datos y fírmelo.
2. Pague la **tarifa SEVIS I-901** de {{fee-sevis-f1}}.
3. Llene el formulario de visa en línea **DS-160** y pague la tarifa de solicitud de visa de {{fee-visa-mrv}}. Algunas nacionalidades pagan además una tarifa de emisión.
4. Reserve una entrevista, por lo general en su país de nacionalidad o de residencia. La mayoría de los solicitantes debe asistir en persona.
5. Lleve su pasaporte, el I-20, el recibo de la tarifa SEVIS, la página de confirmación del DS-160, una foto si se la piden, sus certificados de notas y resultados de exámenes, y pruebas de que puede pagar al menos el primer año.

En la entrevista, demuestre que es un estudiante real, que tiene el dinero y que piensa salir de EE. UU. al terminar sus estudios. Los funcionarios parten de la presunción de que usted quiere inmigrar, así que lleve pruebas de sus vínculos con su país. A los solicitantes de visa de estudiante también se les pide que pongan sus perfiles de redes sociales en modo público para revisarlos.

Plazos:
- La visa puede emitirse hasta 365 días antes de la fecha de inicio de su programa.
- Puede entrar a EE. UU. como máximo 30 días antes de la fecha de inicio que figura en su I-20.

Algunas nacionalidades tienen restricciones de viaje adicionales, así que consulte travel.state.gov para su país. Document Review puede ayudarle a revisar su I-20 y sus documentos de apoyo antes de la entrevista.

**Próximo paso:** Pague la tarifa SEVIS, luego complete el DS-160 y reserve la entrevista más próxima que pueda.`,
      },
      fr: {
        question: 'Comment demander un visa étudiant F-1 ?',
        phrasings: [
          'étapes pour obtenir le visa F1',
          'formulaire DS-160 pour un visa étudiant',
          "quels documents apporter à l'entretien du visa F-1",
          'combien de temps avant la rentrée puis-je entrer aux USA avec mon I-20',
        ],
        answer: `La demande se fait dans une ambassade ou un consulat des États-Unis, une fois qu'une école vous a admis et vous a envoyé un **formulaire I-20**.

Les étapes :
1. Faites-vous admettre dans une école certifiée SEVP et recevez votre **I-20**. Vérifiez les informations et signez-le.
2. Payez les **frais SEVIS I-901** de {{fee-sevis-f1}}.
3. Remplissez le formulaire de visa en ligne **DS-160** et payez les frais de demande de visa de {{fee-visa-mrv}}. Certaines nationalités paient aussi des frais de délivrance.
4. Prenez rendez-vous pour l'entretien, en général dans votre pays de nationalité ou de résidence. La plupart des demandeurs doivent se présenter en personne.
5. Apportez votre passeport, l'I-20, le reçu des frais SEVIS, la page de confirmation du DS-160, une photo si on vous la demande, vos relevés de notes et résultats de tests, et la preuve que vous pouvez payer au moins la première année.

À l'entretien, montrez que vous êtes un vrai étudiant, que vous avez les moyens financiers et que vous comptez quitter les États-Unis après vos études. L'agent part du principe que vous voulez immigrer : apportez des preuves de vos attaches dans votre pays. Les demandeurs de visa étudiant doivent aussi rendre publics leurs profils sur les réseaux sociaux pour qu'ils soient examinés.

Calendrier :
- Le visa peut être délivré jusqu'à 365 jours avant la date de début de votre programme.
- Vous pouvez entrer aux États-Unis au plus tôt 30 jours avant la date de début indiquée sur votre I-20.

Certaines nationalités font l'objet de restrictions de voyage supplémentaires : consultez travel.state.gov pour votre pays. Document Review peut vous aider à vérifier votre I-20 et vos pièces justificatives avant l'entretien.

**Étape suivante :** Payez les frais SEVIS, puis remplissez le DS-160 et réservez le premier entretien disponible.`,
      },
      de: {
        question: 'Wie beantrage ich ein F-1-Studentenvisum?',
        phrasings: [
          'F1 Visum beantragen Schritte',
          'DS-160 für das Studentenvisum',
          'was muss ich zum F-1-Visumsinterview mitbringen',
          'wie früh darf ich mit meinem I-20 einreisen',
        ],
        answer: `Sie beantragen es bei einer US-Botschaft oder einem US-Konsulat, nachdem eine Hochschule Sie zugelassen und Ihnen ein **Formular I-20** geschickt hat.

Die Schritte:
1. Lassen Sie sich an einer SEVP-zertifizierten Hochschule zulassen und erhalten Sie Ihr **I-20**. Prüfen Sie die Angaben und unterschreiben Sie es.
2. Zahlen Sie die **I-901-SEVIS-Gebühr** von {{fee-sevis-f1}}.
3. Füllen Sie das Online-Visumformular **DS-160** aus und zahlen Sie die Visumantragsgebühr von {{fee-visa-mrv}}. Manche Staatsangehörige zahlen zusätzlich eine Ausstellungsgebühr.
4. Buchen Sie einen Interviewtermin, in der Regel im Land Ihrer Staatsangehörigkeit oder Ihres Wohnsitzes. Die meisten Antragsteller müssen persönlich erscheinen.
5. Bringen Sie Reisepass, I-20, SEVIS-Zahlungsbeleg, die Bestätigungsseite des DS-160, bei Bedarf ein Foto, Ihre Zeugnisse und Testergebnisse sowie den Nachweis mit, dass Sie mindestens das erste Jahr bezahlen können.

Zeigen Sie im Interview, dass Sie wirklich studieren wollen, das Geld haben und die USA nach dem Studium wieder verlassen. Die Beamten gehen zunächst davon aus, dass Sie einwandern wollen, also belegen Sie Ihre Bindungen an Ihr Heimatland. Bewerber für Studentenvisa werden außerdem gebeten, ihre Social-Media-Profile zur Prüfung öffentlich zu stellen.

Fristen:
- Das Visum kann bis zu 365 Tage vor Programmbeginn ausgestellt werden.
- Einreisen dürfen Sie frühestens 30 Tage vor dem Startdatum auf Ihrem I-20.

Für manche Staatsangehörige gelten zusätzliche Reisebeschränkungen; prüfen Sie travel.state.gov für Ihr Land. Document Review kann Ihnen helfen, Ihr I-20 und Ihre Unterlagen vor dem Interview zu prüfen.

**Nächster Schritt:** Zahlen Sie die SEVIS-Gebühr, füllen Sie dann das DS-160 aus und buchen Sie den frühesten Interviewtermin, den Sie bekommen.`,
      },
    },
  },
];
