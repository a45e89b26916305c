import type { KnowledgeCardSeed, SourceRef } from '../../types';

// Answer cards on asylum, humanitarian programs, overstays, re-entry bars and waivers. Every fee and most time limits
// are written as {{figure-id}} and filled from the figure table.

const CHECKED = '2026-11-23';

const usc = (section: number | string, title: string): SourceRef => ({
  title: `U.S. Code: 8 U.S.C. ${section} (${title})`,
  url: `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section${section}&num=0&edition=prelim`,
});
const ecfr = (part: string, section: string, title: string): SourceRef => ({
  title: `eCFR: 8 CFR ${section}, ${title}`,
  url: `https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-${part}/section-${section}`,
});

const ASYLUM_PAGE: SourceRef = { title: 'USCIS: Asylum', url: 'https://www.uscis.gov/humanitarian/refugees-and-asylum/asylum' };
const I589_PAGE: SourceRef = {
  title: 'USCIS: I-589, Application for Asylum and for Withholding of Removal',
  url: 'https://www.uscis.gov/i-589',
};
const HR1_FEES: SourceRef = {
  title: 'Federal Register: USCIS Immigration Fees Required by HR-1 Reconciliation Bill (July 22, 2025)',
  url: 'https://www.federalregister.gov/d/2025-13738',
};
const UNLAWFUL_PRESENCE_PAGE: SourceRef = {
  title: 'USCIS: Unlawful Presence and Inadmissibility',
  url: 'https://www.uscis.gov/laws-and-policy/other-resources/unlawful-presence-and-inadmissibility',
};
const INA_212 = usc(1182, 'INA 212, inadmissible aliens');
const INA_222 = usc(1202, 'INA 222, application for visas');
const INA_245 = usc(1255, 'INA 245, adjustment of status');
const TPS_PAGE: SourceRef = {
  title: 'USCIS: Temporary Protected Status',
  url: 'https://www.uscis.gov/humanitarian/temporary-protected-status',
};
const DACA_PAGE: SourceRef = {
  title: 'USCIS: Consideration of Deferred Action for Childhood Arrivals (DACA)',
  url: 'https://www.uscis.gov/humanitarian/consideration-of-deferred-action-for-childhood-arrivals-daca',
};
const I131_PAGE: SourceRef = {
  title: 'USCIS: I-131, Application for Travel Documents, Parole Documents, and Arrival/Departure Records',
  url: 'https://www.uscis.gov/i-131',
};
const I601A_PAGE: SourceRef = {
  title: 'USCIS: I-601A, Application for Provisional Unlawful Presence Waiver',
  url: 'https://www.uscis.gov/i-601a',
};
const I601_PAGE: SourceRef = {
  title: 'USCIS: I-601, Application for Waiver of Grounds of Inadmissibility',
  url: 'https://www.uscis.gov/i-601',
};
const I212_PAGE: SourceRef = {
  title: 'USCIS: I-212, Application for Permission to Reapply for Admission into the United States After Deportation or Removal',
  url: 'https://www.uscis.gov/i-212',
};
const I360_PAGE: SourceRef = {
  title: 'USCIS: I-360, Petition for Amerasian, Widow(er), or Special Immigrant',
  url: 'https://www.uscis.gov/i-360',
};
const I485_PAGE: SourceRef = {
  title: 'USCIS: I-485, Application to Register Permanent Residence or Adjust Status',
  url: 'https://www.uscis.gov/i-485',
};
const EOIR_PAGE: SourceRef = {
  title: 'U.S. Department of Justice: Executive Office for Immigration Review',
  url: 'https://www.justice.gov/eoir',
};

export const HUMANITARIAN_CARDS: readonly KnowledgeCardSeed[] = [
  // ---------------------------------------------------------------- Asylum
  {
    id: 'asylum-one-year-deadline',
    topic: 'humanitarian',
    question: 'What is the deadline to apply for asylum?',
    phrasings: [
      'asylum one year deadline',
      'how long do I have to file for asylum after I arrive',
      'I-589 filing deadline',
      'can I still apply for asylum after a year in the US',
      'I missed the asylum deadline what now',
    ],
    keywords: [
      'one-year deadline',
      'one year bar',
      'I-589',
      'late asylum',
      'changed circumstances',
      'extraordinary circumstances',
      'last arrival',
      'unaccompanied minor',
    ],
    answer: `You must generally file for asylum (**Form I-589**) within **{{asylum-deadline-years}} year** of your **last arrival** in the United States. The clock starts on the day of your most recent entry, not your first one, and you must prove that date, for example with your I-94 record, a passport stamp or other dated papers.

A late application can still be accepted if you show one of these reasons and then file within a reasonable time:

- **Changed circumstances** that affect your claim, such as new danger in your home country, a change in your own life (for example a religious conversion), or losing your place as a dependent on a parent's or spouse's case.
- **Extraordinary circumstances** that kept you from filing on time, such as serious illness, trauma, a serious mistake by your lawyer, or holding lawful status (for example TPS or a visa) until shortly before you filed.

Children who came to the U.S. alone (**unaccompanied minors**) are not bound by the deadline.

If you missed the deadline, you may still qualify for **withholding of removal** or protection under the **Convention Against Torture**. These have no filing deadline, but they are harder to win and give fewer benefits.

**Next step:** This is urgent. If your deadline is near or has passed, speak with a licensed immigration attorney or accredited representative this week, and use **Deadline Reminders** to track the date.`,
    sources: [usc(1158, 'INA 208, asylum'), ecfr('208', '208.4', 'Filing the application'), ASYLUM_PAGE],
    checkedOn: CHECKED,
    related: ['asylum-how-to-apply', 'withholding-cat', 'asylum-work-permit'],
    translations: {
      es: {
        question: '¿Cuál es el plazo para pedir asilo?',
        phrasings: [
          'plazo de un año para pedir asilo',
          '¿cuánto tiempo tengo para pedir asilo después de llegar?',
          'se me pasó el año para el asilo, ¿qué hago?',
          'fecha límite del I-589',
        ],
        answer: `Por lo general, debe pedir asilo (**Formulario I-589**) dentro de **{{asylum-deadline-years}} año** desde su **última llegada** a Estados Unidos. El plazo empieza el día de su entrada más reciente, no la primera, y usted debe probar esa fecha, por ejemplo con su registro I-94, un sello en el pasaporte u otros documentos con fecha.

Una solicitud tardía todavía puede aceptarse si demuestra una de estas razones y luego presenta en un tiempo razonable:

- **Cambio de circunstancias** que afecta su caso, como un nuevo peligro en su país, un cambio en su propia vida (por ejemplo, una conversión religiosa) o perder su lugar como dependiente en el caso de su padre, madre o cónyuge.
- **Circunstancias extraordinarias** que le impidieron presentar a tiempo, como una enfermedad grave, un trauma, un error grave de su abogado o haber tenido un estatus legal (por ejemplo TPS o una visa) hasta poco antes de presentar.

Los niños que llegaron solos (**menores no acompañados**) no están sujetos a este plazo.

Si ya pasó el plazo, aún puede calificar para la **retención de la deportación** (withholding of removal) o la protección de la **Convención contra la Tortura**. No tienen plazo, pero son más difíciles de ganar y dan menos beneficios.

**Próximo paso:** Esto es urgente. Si su plazo está cerca o ya pasó, hable esta semana con un abogado de inmigración con licencia o un representante acreditado, y use **Deadline Reminders** para vigilar la fecha.`,
      },
      fr: {
        question: 'Quel est le délai pour demander l’asile ?',
        phrasings: [
          'délai d’un an pour demander l’asile',
          'combien de temps j’ai pour demander l’asile après mon arrivée ?',
          'j’ai dépassé le délai d’un an pour l’asile, que faire ?',
          'date limite formulaire I-589',
        ],
        answer: `En général, vous devez demander l’asile (**formulaire I-589**) dans un délai de **{{asylum-deadline-years}} an** après votre **dernière arrivée** aux États-Unis. Le délai part de votre entrée la plus récente, pas de la première, et vous devez prouver cette date, par exemple avec votre relevé I-94, un tampon dans le passeport ou d’autres documents datés.

Une demande tardive peut encore être acceptée si vous prouvez l’une de ces raisons, puis déposez votre demande dans un délai raisonnable :

- **Changement de circonstances** qui touche votre dossier, comme un nouveau danger dans votre pays, un changement dans votre vie (par exemple une conversion religieuse) ou la perte de votre place de personne à charge dans le dossier d’un parent ou d’un conjoint.
- **Circonstances exceptionnelles** qui vous ont empêché de déposer à temps, comme une maladie grave, un traumatisme, une faute grave de votre avocat, ou un statut légal (par exemple TPS ou un visa) jusqu’à peu avant le dépôt.

Les enfants arrivés seuls (**mineurs non accompagnés**) ne sont pas soumis à ce délai.

Si le délai est dépassé, vous pouvez peut-être encore obtenir la **suspension de l’éloignement** (withholding of removal) ou une protection au titre de la **Convention contre la torture**. Ces protections n’ont pas de délai, mais elles sont plus difficiles à obtenir et donnent moins de droits.

**Prochaine étape :** C’est urgent. Si votre délai approche ou est dépassé, parlez cette semaine à un avocat en immigration autorisé à exercer ou à un représentant accrédité, et utilisez **Deadline Reminders** pour suivre la date.`,
      },
      de: {
        question: 'Welche Frist gilt für einen Asylantrag in den USA?',
        phrasings: [
          'Asyl Ein-Jahres-Frist',
          'wie lange habe ich nach der Einreise Zeit, Asyl zu beantragen?',
          'Frist für Asyl verpasst, was jetzt?',
          'bis wann muss ich das I-589 einreichen',
        ],
        answer: `In der Regel müssen Sie Asyl (**Formular I-589**) innerhalb von **{{asylum-deadline-years}} Jahr** nach Ihrer **letzten Einreise** in die USA beantragen. Die Frist beginnt mit Ihrer letzten, nicht mit Ihrer ersten Einreise, und Sie müssen das Datum belegen, zum Beispiel mit Ihrem I-94-Eintrag, einem Stempel im Pass oder anderen datierten Unterlagen.

Ein verspäteter Antrag kann trotzdem angenommen werden, wenn Sie einen dieser Gründe nachweisen und dann innerhalb einer angemessenen Zeit einreichen:

- **Veränderte Umstände**, die Ihren Fall betreffen, etwa neue Gefahr in Ihrem Heimatland, eine Änderung in Ihrem eigenen Leben (zum Beispiel ein Religionswechsel) oder der Verlust Ihrer Stellung als Angehörige oder Angehöriger im Verfahren eines Elternteils oder Ehepartners.
- **Außergewöhnliche Umstände**, die einen rechtzeitigen Antrag verhindert haben, etwa schwere Krankheit, ein Trauma, ein schwerer Fehler Ihres Anwalts oder ein rechtmäßiger Status (zum Beispiel TPS oder ein Visum) bis kurz vor dem Antrag.

Kinder, die allein eingereist sind (**unbegleitete Minderjährige**), sind an diese Frist nicht gebunden.

Ist die Frist verpasst, kommen eventuell noch der **Abschiebungsschutz** (withholding of removal) oder Schutz nach der **UN-Antifolterkonvention** in Frage. Dafür gibt es keine Frist, aber beides ist schwerer zu erhalten und bietet weniger Rechte.

**Nächster Schritt:** Das ist dringend. Wenn Ihre Frist bald endet oder schon abgelaufen ist, sprechen Sie noch diese Woche mit einer zugelassenen Anwältin oder einem Anwalt für Einwanderungsrecht oder einer akkreditierten Vertretung, und nutzen Sie **Deadline Reminders**, um das Datum im Blick zu behalten.`,
      },
    },
  },
  {
    id: 'asylum-how-to-apply',
    topic: 'humanitarian',
    question: 'How do I apply for asylum in the United States?',
    phrasings: [
      'how to file an I-589',
      'affirmative vs defensive asylum',
      'how much does it cost to apply for asylum now',
      'can I include my wife and kids in my asylum case',
      'asylum application process step by step',
    ],
    keywords: [
      'I-589',
      'affirmative asylum',
      'defensive asylum',
      'asylum interview',
      'asylum office',
      'immigration court',
      'EOIR',
      'annual asylum fee',
      'H.R. 1',
      'derivative',
      'persecution',
    ],
    answer: `You apply for asylum on **Form I-589**. Where you file depends on whether you are in immigration court.

- **Affirmative asylum:** if you are **not** in removal proceedings, you file with **USCIS**. You give fingerprints, then have an **interview** with an asylum officer. If USCIS does not grant asylum and you have no other status, your case usually goes to immigration court.
- **Defensive asylum:** if you are already in **removal proceedings**, you file with the **immigration court** (EOIR), and a judge decides after a hearing.

To qualify, you must show past persecution, or a well-founded fear of it, because of your **race, religion, nationality, political opinion or membership in a particular social group**. You must usually file within {{asylum-deadline-years}} year of your last arrival.

**Fees under the 2025 law H.R. 1:** a filing fee of {{fee-i589}}, plus an **annual asylum fee** of {{fee-annual-asylum}} for each year your case stays pending. You get a notice when the annual fee is due; pay it by the deadline, because an unpaid fee can get your application rejected. These fees cannot be waived and rise with inflation, and the annual fee is being challenged in court.

Your **spouse** and **unmarried children under 21** who are in the U.S. can be included on your application.

USCIS has paused or slowed decisions on many asylum cases since late 2025, so check the USCIS asylum page for the current situation.

**Next step:** Asylum cases turn on details. Get help from a licensed immigration attorney or accredited representative, and use **Track Applications** to follow your case.`,
    sources: [I589_PAGE, ASYLUM_PAGE, HR1_FEES],
    checkedOn: CHECKED,
    related: ['asylum-one-year-deadline', 'asylum-work-permit', 'withholding-cat'],
    translations: {
      es: {
        question: '¿Cómo pido asilo en Estados Unidos?',
        phrasings: [
          'cómo llenar el formulario I-589',
          'asilo afirmativo o defensivo, ¿cuál es la diferencia?',
          '¿cuánto cuesta pedir asilo ahora?',
          '¿puedo incluir a mi esposa y mis hijos en mi caso de asilo?',
        ],
        answer: `El asilo se pide con el **Formulario I-589**. Dónde se presenta depende de si usted está en la corte de inmigración.

- **Asilo afirmativo:** si **no** está en un proceso de deportación, lo presenta ante **USCIS**. Le toman las huellas y luego tiene una **entrevista** con un oficial de asilo. Si USCIS no le concede el asilo y usted no tiene otro estatus, su caso normalmente pasa a la corte de inmigración.
- **Asilo defensivo:** si ya está en un **proceso de deportación**, lo presenta ante la **corte de inmigración** (EOIR), y un juez decide después de una audiencia.

Para calificar, debe demostrar persecución en el pasado, o un temor fundado de sufrirla, por su **raza, religión, nacionalidad, opinión política o pertenencia a un grupo social determinado**. Por lo general, debe presentar dentro de {{asylum-deadline-years}} año desde su última llegada.

**Costos según la ley H.R. 1 de 2025:** una tarifa de presentación de {{fee-i589}}, más una **tarifa anual de asilo** de {{fee-annual-asylum}} por cada año que su caso siga pendiente. Recibirá un aviso cuando deba pagar la tarifa anual; páguela a tiempo, porque si no la paga pueden rechazar su solicitud. Estas tarifas no tienen exención, suben con la inflación, y la tarifa anual está siendo impugnada en los tribunales.

Su **cónyuge** y sus **hijos solteros menores de 21 años** que estén en EE. UU. pueden incluirse en su solicitud.

USCIS ha pausado o retrasado decisiones en muchos casos de asilo desde finales de 2025; revise la página de asilo de USCIS para ver la situación actual.

**Próximo paso:** En el asilo, los detalles deciden el caso. Busque ayuda de un abogado de inmigración con licencia o un representante acreditado, y use **Track Applications** para seguir su caso.`,
      },
      fr: {
        question: 'Comment demander l’asile aux États-Unis ?',
        phrasings: [
          'comment remplir le formulaire I-589',
          'asile affirmatif ou défensif, quelle différence ?',
          'combien coûte une demande d’asile maintenant ?',
          'puis-je inclure ma femme et mes enfants dans ma demande d’asile ?',
        ],
        answer: `On demande l’asile avec le **formulaire I-589**. L’endroit où vous le déposez dépend de votre situation devant le tribunal de l’immigration.

- **Asile affirmatif :** si vous n’êtes **pas** en procédure d’expulsion, vous déposez la demande auprès de **l’USCIS**. On prend vos empreintes, puis vous passez un **entretien** avec un agent de l’asile. Si l’USCIS n’accorde pas l’asile et que vous n’avez pas d’autre statut, votre dossier est en général transmis au tribunal de l’immigration.
- **Asile défensif :** si vous êtes déjà en **procédure d’expulsion**, vous déposez la demande auprès du **tribunal de l’immigration** (EOIR), et un juge décide après une audience.

Pour être admissible, vous devez montrer des persécutions passées, ou une crainte fondée de persécutions, en raison de votre **race, religion, nationalité, opinion politique ou appartenance à un groupe social**. En général, vous devez déposer dans un délai de {{asylum-deadline-years}} an après votre dernière arrivée.

**Frais prévus par la loi H.R. 1 de 2025 :** des frais de dépôt de {{fee-i589}}, plus des **frais annuels d’asile** de {{fee-annual-asylum}} pour chaque année où votre dossier reste en attente. Vous recevez un avis quand les frais annuels sont dus ; payez-les à temps, car des frais impayés peuvent entraîner le rejet de votre demande. Ces frais ne peuvent pas faire l’objet d’une dispense, augmentent avec l’inflation, et les frais annuels sont contestés en justice.

Votre **conjoint** et vos **enfants non mariés de moins de 21 ans** présents aux États-Unis peuvent être inclus dans votre demande.

Depuis fin 2025, l’USCIS a suspendu ou ralenti les décisions dans de nombreux dossiers d’asile ; consultez la page asile de l’USCIS pour la situation actuelle.

**Prochaine étape :** En matière d’asile, les détails comptent. Faites-vous aider par un avocat en immigration autorisé à exercer ou un représentant accrédité, et utilisez **Track Applications** pour suivre votre dossier.`,
      },
      de: {
        question: 'Wie beantrage ich Asyl in den USA?',
        phrasings: [
          'wie fülle ich das Formular I-589 aus',
          'affirmatives oder defensives Asyl, was ist der Unterschied?',
          'was kostet ein Asylantrag jetzt?',
          'kann ich meine Frau und Kinder in meinen Asylantrag aufnehmen?',
        ],
        answer: `Asyl beantragen Sie mit **Formular I-589**. Wo Sie es einreichen, hängt davon ab, ob Sie ein Verfahren vor dem Einwanderungsgericht haben.

- **Affirmatives Asyl:** Wenn Sie **nicht** in einem Abschiebungsverfahren sind, reichen Sie den Antrag bei **USCIS** ein. Sie geben Fingerabdrücke ab und haben dann ein **Interview** mit einer Asylbeamtin oder einem Asylbeamten. Gewährt USCIS kein Asyl und haben Sie keinen anderen Status, geht Ihr Fall meist an das Einwanderungsgericht.
- **Defensives Asyl:** Wenn Sie bereits in einem **Abschiebungsverfahren** sind, reichen Sie den Antrag beim **Einwanderungsgericht** (EOIR) ein, und eine Richterin oder ein Richter entscheidet nach einer Anhörung.

Sie müssen frühere Verfolgung oder begründete Furcht vor Verfolgung wegen Ihrer **Rasse, Religion, Nationalität, politischen Überzeugung oder Zugehörigkeit zu einer bestimmten sozialen Gruppe** nachweisen. In der Regel müssen Sie innerhalb von {{asylum-deadline-years}} Jahr nach Ihrer letzten Einreise einreichen.

**Gebühren nach dem Gesetz H.R. 1 von 2025:** eine Antragsgebühr von {{fee-i589}} und eine **jährliche Asylgebühr** von {{fee-annual-asylum}} für jedes Jahr, in dem Ihr Fall offen ist. Sie erhalten einen Bescheid, wenn die Jahresgebühr fällig ist; zahlen Sie fristgerecht, denn eine unbezahlte Gebühr kann zur Zurückweisung Ihres Antrags führen. Diese Gebühren können nicht erlassen werden, steigen mit der Inflation, und gegen die Jahresgebühr wird vor Gericht geklagt.

Ihr **Ehepartner** und Ihre **unverheirateten Kinder unter 21**, die in den USA sind, können in Ihren Antrag aufgenommen werden.

USCIS hat seit Ende 2025 Entscheidungen in vielen Asylfällen ausgesetzt oder verlangsamt; prüfen Sie die aktuelle Lage auf der Asylseite von USCIS.

**Nächster Schritt:** Bei Asyl entscheiden die Details. Holen Sie sich Hilfe bei einer zugelassenen Anwältin oder einem Anwalt für Einwanderungsrecht oder einer akkreditierten Vertretung, und verfolgen Sie Ihren Fall mit **Track Applications**.`,
      },
    },
  },
  {
    id: 'asylum-work-permit',
    topic: 'humanitarian',
    question: 'When can I get a work permit after applying for asylum?',
    phrasings: [
      'asylum EAD how many days',
      'c8 work permit for asylum seekers',
      'I-765 while my asylum case is pending',
      'how long after filing I-589 can I work',
      'what stops the asylum clock',
    ],
    keywords: [
      'EAD',
      'I-765',
      '(c)(8)',
      'c8',
      'asylum clock',
      '180-day clock',
      'work authorization',
      'H.R. 1',
      'asylum seeker work permit',
      'automatic extension',
    ],
    answer: `You can **apply** for a work permit (**Form I-765**, category **(c)(8)**) once your asylum application has been pending for **{{asylum-ead-wait-days}} days**. USCIS can approve it only after your case has counted **180 days** on the **asylum EAD clock**.

The clock counts the days your case is pending, but it **stops** for delays you cause, for example:

- asking to move your asylum interview or a court hearing,
- missing a fingerprint (biometrics) appointment or an interview,
- asking the immigration judge for more time to prepare.

It usually starts again when the delay ends. If your asylum case is finally denied, you generally cannot get or keep this permit.

**Fees:** your first asylum-based permit costs {{fee-ead-humanitarian-hr1}} under the 2025 law **H.R. 1**; the regular I-765 fee does not apply to that first permit. Renewals cost the regular I-765 fee ({{fee-i765-online}} online, {{fee-i765-paper}} on paper) plus an H.R. 1 renewal charge of {{fee-ead-renewal-hr1}}. The H.R. 1 charges cannot be waived.

Permits are now issued for shorter periods, and renewals filed on or after October 30, 2025 no longer get an **automatic extension** while they are pending, so renew as early as USCIS allows. These rules have changed several times and may change again: check the USCIS I-765 page before you file.

**Next step:** Use **Deadline Reminders** for your {{asylum-ead-wait-days}}-day date and your permit's expiry, and **Document Review** to check your I-765 before you send it.`,
    sources: [
      ecfr('208', '208.7', 'Employment authorization'),
      { title: 'USCIS: I-765, Application for Employment Authorization', url: 'https://www.uscis.gov/i-765' },
      HR1_FEES,
    ],
    checkedOn: CHECKED,
    related: ['asylum-how-to-apply', 'asylum-one-year-deadline', 'work-permit-ead'],
    translations: {
      es: {
        question: '¿Cuándo puedo pedir permiso de trabajo después de solicitar asilo?',
        phrasings: [
          'permiso de trabajo por asilo, ¿cuántos días hay que esperar?',
          'I-765 categoría c8',
          '¿qué detiene el reloj del asilo?',
          '¿cuánto cuesta el permiso de trabajo para solicitantes de asilo?',
        ],
        answer: `Puede **solicitar** el permiso de trabajo (**Formulario I-765**, categoría **(c)(8)**) cuando su solicitud de asilo lleve **{{asylum-ead-wait-days}} días** pendiente. USCIS solo puede aprobarlo cuando su caso haya contado **180 días** en el **reloj del asilo** (asylum EAD clock).

El reloj cuenta los días que su caso está pendiente, pero se **detiene** por demoras que usted causa, por ejemplo:

- pedir que cambien la fecha de su entrevista de asilo o de una audiencia,
- faltar a la cita de huellas (biometría) o a una entrevista,
- pedir al juez de inmigración más tiempo para prepararse.

Normalmente vuelve a correr cuando termina la demora. Si su caso de asilo se niega de forma definitiva, en general no puede obtener ni conservar este permiso.

**Costos:** su primer permiso basado en asilo cuesta {{fee-ead-humanitarian-hr1}} según la ley **H.R. 1** de 2025; la tarifa normal del I-765 no se aplica a ese primer permiso. Las renovaciones cuestan la tarifa normal del I-765 ({{fee-i765-online}} en línea, {{fee-i765-paper}} en papel) más un cargo de renovación de la H.R. 1 de {{fee-ead-renewal-hr1}}. Los cargos de la H.R. 1 no tienen exención.

Ahora los permisos se dan por periodos más cortos, y las renovaciones presentadas desde el 30 de octubre de 2025 ya no reciben **extensión automática** mientras están pendientes; renueve tan pronto como USCIS lo permita. Estas reglas han cambiado varias veces y pueden volver a cambiar: revise la página del I-765 de USCIS antes de presentar.

**Próximo paso:** Use **Deadline Reminders** para la fecha de los {{asylum-ead-wait-days}} días y el vencimiento de su permiso, y **Document Review** para revisar su I-765 antes de enviarlo.`,
      },
      fr: {
        question: 'Quand puis-je obtenir un permis de travail après ma demande d’asile ?',
        phrasings: [
          'permis de travail pour demandeur d’asile, combien de jours attendre ?',
          'formulaire I-765 catégorie c8',
          'qu’est-ce qui arrête l’horloge de l’asile ?',
          'combien coûte le permis de travail asile ?',
        ],
        answer: `Vous pouvez **demander** un permis de travail (**formulaire I-765**, catégorie **(c)(8)**) quand votre demande d’asile est en attente depuis **{{asylum-ead-wait-days}} jours**. L’USCIS ne peut l’accorder qu’après **180 jours** comptés sur **l’horloge de l’asile** (asylum EAD clock).

L’horloge compte les jours où votre dossier est en attente, mais elle **s’arrête** pour les retards que vous causez, par exemple :

- demander de déplacer votre entretien d’asile ou une audience,
- manquer un rendez-vous d’empreintes (biométrie) ou un entretien,
- demander au juge de l’immigration plus de temps pour vous préparer.

Elle repart en général quand le retard prend fin. Si votre demande d’asile est définitivement refusée, vous ne pouvez en général ni obtenir ni garder ce permis.

**Frais :** votre premier permis lié à l’asile coûte {{fee-ead-humanitarian-hr1}} selon la loi **H.R. 1** de 2025 ; les frais habituels du I-765 ne s’appliquent pas à ce premier permis. Les renouvellements coûtent les frais habituels du I-765 ({{fee-i765-online}} en ligne, {{fee-i765-paper}} sur papier) plus des frais de renouvellement H.R. 1 de {{fee-ead-renewal-hr1}}. Les frais H.R. 1 ne peuvent pas faire l’objet d’une dispense.

Les permis sont maintenant accordés pour des durées plus courtes, et les renouvellements déposés depuis le 30 octobre 2025 ne bénéficient plus d’une **prolongation automatique** pendant l’examen ; renouvelez dès que l’USCIS le permet. Ces règles ont changé plusieurs fois et peuvent encore changer : consultez la page I-765 de l’USCIS avant de déposer.

**Prochaine étape :** Utilisez **Deadline Reminders** pour la date des {{asylum-ead-wait-days}} jours et l’expiration de votre permis, et **Document Review** pour vérifier votre I-765 avant l’envoi.`,
      },
      de: {
        question: 'Wann bekomme ich nach meinem Asylantrag eine Arbeitserlaubnis?',
        phrasings: [
          'Arbeitserlaubnis für Asylbewerber, wie viele Tage warten?',
          'I-765 Kategorie c8',
          'was hält die Asyl-Uhr an?',
          'was kostet die Arbeitserlaubnis im Asylverfahren?',
        ],
        answer: `Sie können eine Arbeitserlaubnis (**Formular I-765**, Kategorie **(c)(8)**) **beantragen**, sobald Ihr Asylantrag seit **{{asylum-ead-wait-days}} Tagen** offen ist. USCIS darf sie erst erteilen, wenn Ihr Fall **180 Tage** auf der **Asyl-Uhr** (asylum EAD clock) gesammelt hat.

Die Uhr zählt die Tage, an denen Ihr Fall offen ist, aber sie **stoppt** bei Verzögerungen, die Sie verursachen, zum Beispiel:

- wenn Sie eine Verschiebung Ihres Asylinterviews oder einer Anhörung beantragen,
- wenn Sie einen Termin für Fingerabdrücke (Biometrie) oder ein Interview versäumen,
- wenn Sie die Richterin oder den Richter um mehr Vorbereitungszeit bitten.

Meist läuft sie weiter, wenn die Verzögerung endet. Wird Ihr Asylantrag endgültig abgelehnt, können Sie diese Erlaubnis in der Regel weder bekommen noch behalten.

**Gebühren:** Ihre erste asylbasierte Arbeitserlaubnis kostet nach dem Gesetz **H.R. 1** von 2025 {{fee-ead-humanitarian-hr1}}; die normale I-765-Gebühr fällt für diese erste Erlaubnis nicht an. Verlängerungen kosten die normale I-765-Gebühr ({{fee-i765-online}} online, {{fee-i765-paper}} auf Papier) plus eine H.R.-1-Verlängerungsgebühr von {{fee-ead-renewal-hr1}}. Die H.R.-1-Gebühren können nicht erlassen werden.

Arbeitserlaubnisse werden inzwischen für kürzere Zeiträume erteilt, und Verlängerungsanträge ab dem 30. Oktober 2025 erhalten keine **automatische Verlängerung** mehr, solange sie offen sind; verlängern Sie daher so früh, wie USCIS es erlaubt. Diese Regeln haben sich mehrfach geändert und können sich wieder ändern: Prüfen Sie vor dem Einreichen die I-765-Seite von USCIS.

**Nächster Schritt:** Nutzen Sie **Deadline Reminders** für den {{asylum-ead-wait-days}}-Tage-Termin und das Ablaufdatum Ihrer Erlaubnis, und **Document Review**, um Ihr I-765 vor dem Absenden zu prüfen.`,
      },
    },
  },
  // ---------------------------------------------------------------- Overstays and bars (most asked)
  {
    id: 'overstay-consequences',
    topic: 'unlawful-presence',
    question: 'What happens if I overstay my visa?',
    phrasings: [
      'I overstayed my visa',
      'consequences of staying past my I-94 date',
      'my tourist visa expired and I am still in the US',
      'what if I stay longer than I am allowed',
      'overstay penalties',
    ],
    keywords: [
      'overstay',
      'out of status',
      'I-94',
      '222(g)',
      'visa voided',
      'unlawful presence',
      '3-year bar',
      '10-year bar',
      'deportation',
      'ESTA',
      'Visa Waiver Program',
    ],
    answer: `If you stay past the date on your **I-94** record (not the date on your visa stamp), you are **out of status**, and several things happen:

- **Your visa is cancelled.** Under section **222(g)** of the immigration law, any overstay voids your visa. You usually must apply for a new one in your **home country**.
- **Unlawful presence** starts to count, generally from the day after your I-94 date.
- **Re-entry bars apply when you leave.** More than {{unlawful-presence-3-year-days}} days of unlawful presence leads to a **{{bar-3-years}}-year bar**; {{unlawful-presence-10-year-trigger-years}} year or more leads to a **{{bar-10-years}}-year bar**.
- **You can be placed in removal proceedings** (deportation), and you usually can no longer extend or change your status inside the U.S.
- **Visa Waiver (ESTA) travelers** lose the right to use the program and will need a visa in the future.

There are important exceptions. If you **entered legally** (you were inspected and admitted or paroled) and you are the **spouse, unmarried child under 21 or parent of an adult U.S. citizen** (an "immediate relative"), you can usually still apply for a green card from inside the U.S. despite the overstay. Time spent under 18, or with certain applications pending, may not count as unlawful presence.

**Next step:** Do not leave the U.S. before getting advice, because leaving is what triggers the bars. Talk to a licensed immigration attorney or accredited representative, and try our **Eligibility Check** to see which options may fit you.`,
    sources: [UNLAWFUL_PRESENCE_PAGE, INA_222, INA_212],
    checkedOn: CHECKED,
    related: ['unlawful-presence-bars', 'visa-overstay-by-days', 'overstay-marriage-us-citizen'],
    translations: {
      es: {
        question: '¿Qué pasa si me quedo más tiempo del permitido por mi visa?',
        phrasings: [
          'se me venció la visa y sigo en Estados Unidos',
          'consecuencias de quedarme después de la fecha del I-94',
          'me quedé con la visa de turista vencida, ¿qué me puede pasar?',
          'castigo por quedarse ilegal después de la visa',
        ],
        answer: `Si se queda después de la fecha de su registro **I-94** (no la fecha del sello de la visa), queda **fuera de estatus** y pasan varias cosas:

- **Su visa se cancela.** Según la sección **222(g)** de la ley de inmigración, cualquier exceso de estadía anula su visa. Por lo general, tendrá que pedir una nueva en su **país de origen**.
- **La presencia ilegal** empieza a contar, normalmente desde el día después de la fecha de su I-94.
- **Hay castigos para volver al salir.** Más de {{unlawful-presence-3-year-days}} días de presencia ilegal causan un **castigo de {{bar-3-years}} años**; {{unlawful-presence-10-year-trigger-years}} año o más causa un **castigo de {{bar-10-years}} años**.
- **Pueden iniciarle un proceso de deportación**, y normalmente ya no puede extender ni cambiar su estatus dentro de EE. UU.
- **Quienes entraron con el Programa de Exención de Visa (ESTA)** pierden el derecho a usarlo y necesitarán visa en el futuro.

Hay excepciones importantes. Si **entró legalmente** (fue inspeccionado y admitido o recibió parole) y es **cónyuge, hijo soltero menor de 21 años o padre o madre de un ciudadano estadounidense adulto** (un "familiar inmediato"), normalmente todavía puede pedir la green card desde dentro de EE. UU. a pesar del exceso de estadía. El tiempo que pasó siendo menor de 18 años, o con ciertas solicitudes pendientes, puede no contar como presencia ilegal.

**Próximo paso:** No salga de EE. UU. sin asesorarse, porque salir es lo que activa los castigos. Hable con un abogado de inmigración con licencia o un representante acreditado, y pruebe nuestro **Eligibility Check** para ver qué opciones podrían aplicarse a usted.`,
      },
      fr: {
        question: 'Que se passe-t-il si je reste aux États-Unis après la fin de mon séjour autorisé ?',
        phrasings: [
          'mon visa a expiré et je suis encore aux États-Unis',
          'conséquences d’un dépassement de la date du I-94',
          'que risque-t-on en restant plus longtemps que prévu avec un visa touriste ?',
          'sanctions pour dépassement de séjour aux USA',
        ],
        answer: `Si vous restez après la date inscrite sur votre relevé **I-94** (et non la date du visa), vous êtes **hors statut**, et plusieurs choses se produisent :

- **Votre visa est annulé.** Selon l’article **222(g)** de la loi sur l’immigration, tout dépassement annule votre visa. En général, vous devrez en demander un nouveau dans votre **pays d’origine**.
- **La présence illégale** commence à compter, en général dès le lendemain de la date du I-94.
- **Des interdictions de retour s’appliquent quand vous partez.** Plus de {{unlawful-presence-3-year-days}} jours de présence illégale entraînent une **interdiction de {{bar-3-years}} ans** ; {{unlawful-presence-10-year-trigger-years}} an ou plus entraîne une **interdiction de {{bar-10-years}} ans**.
- **Une procédure d’expulsion peut être ouverte contre vous**, et vous ne pouvez en général plus prolonger ni changer votre statut aux États-Unis.
- **Les voyageurs du programme d’exemption de visa (ESTA)** perdent le droit de l’utiliser et auront besoin d’un visa à l’avenir.

Il existe des exceptions importantes. Si vous êtes **entré légalement** (contrôlé et admis, ou avec un parole) et que vous êtes le **conjoint, l’enfant non marié de moins de 21 ans ou le parent d’un citoyen américain adulte** (un « proche immédiat »), vous pouvez en général encore demander la carte verte depuis les États-Unis malgré le dépassement. Le temps passé avant 18 ans, ou avec certaines demandes en cours, peut ne pas compter comme présence illégale.

**Prochaine étape :** Ne quittez pas les États-Unis sans conseil, car c’est le départ qui déclenche les interdictions. Parlez à un avocat en immigration autorisé à exercer ou à un représentant accrédité, et essayez notre **Eligibility Check** pour voir quelles options pourraient vous convenir.`,
      },
      de: {
        question: 'Was passiert, wenn ich länger in den USA bleibe, als mein Visum erlaubt?',
        phrasings: [
          'Visum abgelaufen und ich bin noch in den USA',
          'Folgen, wenn ich das I-94-Datum überschreite',
          'was droht bei Überziehen des Touristenvisums?',
          'Overstay Strafe USA',
        ],
        answer: `Wenn Sie über das Datum in Ihrem **I-94**-Eintrag hinaus bleiben (nicht das Datum auf dem Visum), verlieren Sie Ihren Status (**out of status**), und es passiert Folgendes:

- **Ihr Visum wird ungültig.** Nach Abschnitt **222(g)** des Einwanderungsgesetzes macht jede Überschreitung Ihr Visum ungültig. Ein neues müssen Sie in der Regel in Ihrem **Heimatland** beantragen.
- **Unrechtmäßiger Aufenthalt** (unlawful presence) wird gezählt, meist ab dem Tag nach Ihrem I-94-Datum.
- **Bei der Ausreise greifen Wiedereinreisesperren.** Mehr als {{unlawful-presence-3-year-days}} Tage unrechtmäßiger Aufenthalt führen zu einer **{{bar-3-years}}-jährigen Sperre**; {{unlawful-presence-10-year-trigger-years}} Jahr oder mehr führt zu einer **{{bar-10-years}}-jährigen Sperre**.
- **Gegen Sie kann ein Abschiebungsverfahren eingeleitet werden**, und Sie können Ihren Status in den USA meist nicht mehr verlängern oder ändern.
- **Reisende mit ESTA (Visa Waiver Program)** verlieren das Recht, das Programm zu nutzen, und brauchen künftig ein Visum.

Es gibt wichtige Ausnahmen. Wenn Sie **legal eingereist** sind (kontrolliert und zugelassen oder mit Parole) und **Ehepartner, unverheiratetes Kind unter 21 oder Elternteil eines erwachsenen US-Bürgers** sind (ein „immediate relative“), können Sie trotz Überschreitung meist noch in den USA eine Green Card beantragen. Zeit unter 18 Jahren oder mit bestimmten offenen Anträgen zählt unter Umständen nicht als unrechtmäßiger Aufenthalt.

**Nächster Schritt:** Verlassen Sie die USA nicht ohne Beratung, denn erst die Ausreise löst die Sperren aus. Sprechen Sie mit einer zugelassenen Anwältin oder einem Anwalt für Einwanderungsrecht oder einer akkreditierten Vertretung, und probieren Sie unseren **Eligibility Check**, um passende Möglichkeiten zu finden.`,
      },
    },
  },
  {
    id: 'unlawful-presence-bars',
    topic: 'unlawful-presence',
    question: 'What are the 3-year and 10-year bars?',
    phrasings: [
      '3 and 10 year bar',
      'ten year bar for unlawful presence',
      'will I be banned if I leave the US after overstaying',
      'how long am I barred after overstaying more than a year',
      'unlawful presence bar explained',
    ],
    keywords: [
      '3-year bar',
      '10-year bar',
      'three year bar',
      'ten year bar',
      '212(a)(9)(B)',
      'unlawful presence',
      'inadmissibility',
      'I-601A',
      'I-601',
      'extreme hardship',
      'departure',
    ],
    answer: `The **3-year and 10-year bars** keep people out of the United States after they build up **unlawful presence** and then **leave**.

- **{{bar-3-years}}-year bar:** more than {{unlawful-presence-3-year-days}} days but less than {{unlawful-presence-10-year-trigger-years}} year of unlawful presence in a single stay, then leaving before removal proceedings start.
- **{{bar-10-years}}-year bar:** {{unlawful-presence-10-year-trigger-years}} year or more of unlawful presence in a single stay, then leaving or being removed.

The bar is **triggered by leaving**. While you stay in the U.S. it has not started, but any departure, even a short trip, can set it off. The bar runs from the date you leave.

Some time **does not count** as unlawful presence, including:

- time while you were **under 18**,
- time with a **pending asylum application** (unless you worked without permission),
- time while a timely, non-frivolous request to **extend or change your status** was pending,
- time with **TPS**, **DACA** or other deferred action, and some time for abuse and trafficking survivors.

A **waiver** is possible if your U.S. citizen or permanent resident **spouse or parent** would suffer **extreme hardship**: **Form I-601A** before you leave, or **Form I-601** after. A separate **permanent bar** applies if you re-enter or try to re-enter without inspection after more than a year of unlawful presence in total, or after a removal.

**Next step:** Never leave the U.S. to fix your status without advice. A licensed immigration attorney or accredited representative can count your days with you, and our **Eligibility Check** can help you prepare.`,
    sources: [UNLAWFUL_PRESENCE_PAGE, INA_212, I601A_PAGE],
    checkedOn: CHECKED,
    related: ['unlawful-presence-what-counts', 'i601a-provisional-waiver', 'permanent-bar'],
    translations: {
      es: {
        question: '¿Qué son los castigos de 3 y 10 años?',
        phrasings: [
          'castigo de 10 años por estar ilegal',
          'si salgo de Estados Unidos después de estar ilegal, ¿me castigan?',
          'castigo de 3 años presencia ilegal',
          '¿cuánto tiempo no puedo volver si me quedé más de un año?',
        ],
        answer: `Los **castigos de 3 y 10 años** impiden volver a Estados Unidos a quienes acumulan **presencia ilegal** y luego **salen** del país.

- **Castigo de {{bar-3-years}} años:** más de {{unlawful-presence-3-year-days}} días pero menos de {{unlawful-presence-10-year-trigger-years}} año de presencia ilegal en una sola estadía, y luego salir antes de que empiece un proceso de deportación.
- **Castigo de {{bar-10-years}} años:** {{unlawful-presence-10-year-trigger-years}} año o más de presencia ilegal en una sola estadía, y luego salir o ser deportado.

El castigo **se activa al salir**. Mientras usted siga en EE. UU., no ha empezado, pero cualquier salida, aunque sea un viaje corto, puede activarlo. El castigo cuenta desde la fecha en que sale.

Algunos periodos **no cuentan** como presencia ilegal, por ejemplo:

- el tiempo en que era **menor de 18 años**,
- el tiempo con una **solicitud de asilo pendiente** (salvo que haya trabajado sin permiso),
- el tiempo en que estaba pendiente una solicitud presentada a tiempo y de buena fe para **extender o cambiar su estatus**,
- el tiempo con **TPS**, **DACA** u otra acción diferida, y algunos periodos para sobrevivientes de abuso o de trata.

Existe un **perdón** (waiver) si su **cónyuge, padre o madre** ciudadano o residente permanente sufriría **dificultades extremas**: el **Formulario I-601A** antes de salir, o el **Formulario I-601** después. Aparte existe un **castigo permanente** si vuelve a entrar, o intenta entrar, sin inspección después de más de un año de presencia ilegal en total, o después de una deportación.

**Próximo paso:** Nunca salga de EE. UU. para arreglar su situación sin asesorarse. Un abogado de inmigración con licencia o un representante acreditado puede contar sus días con usted, y nuestro **Eligibility Check** puede ayudarle a prepararse.`,
      },
      fr: {
        question: 'Que sont les interdictions de retour de 3 ans et de 10 ans ?',
        phrasings: [
          'interdiction de 10 ans après séjour illégal aux USA',
          'si je quitte les États-Unis après un dépassement, suis-je interdit de retour ?',
          'règle des 3 ans et 10 ans présence illégale',
          'combien de temps je ne peux pas revenir après plus d’un an sans statut ?',
        ],
        answer: `Les **interdictions de 3 ans et de 10 ans** empêchent de revenir aux États-Unis les personnes qui ont accumulé de la **présence illégale** puis **quittent** le pays.

- **Interdiction de {{bar-3-years}} ans :** plus de {{unlawful-presence-3-year-days}} jours mais moins de {{unlawful-presence-10-year-trigger-years}} an de présence illégale pendant un même séjour, puis un départ avant le début d’une procédure d’expulsion.
- **Interdiction de {{bar-10-years}} ans :** {{unlawful-presence-10-year-trigger-years}} an ou plus de présence illégale pendant un même séjour, puis un départ ou une expulsion.

L’interdiction est **déclenchée par le départ**. Tant que vous restez aux États-Unis, elle n’a pas commencé, mais tout départ, même un court voyage, peut la déclencher. Elle court à partir de la date de votre départ.

Certaines périodes **ne comptent pas** comme présence illégale, par exemple :

- le temps passé avant vos **18 ans**,
- le temps avec une **demande d’asile en cours** (sauf si vous avez travaillé sans autorisation),
- le temps pendant lequel une demande de **prolongation ou de changement de statut**, déposée à temps et de bonne foi, était en cours,
- le temps sous **TPS**, **DACA** ou autre action différée, et certaines périodes pour les victimes de violences ou de traite.

Une **dérogation** (waiver) est possible si votre **conjoint ou parent** citoyen américain ou résident permanent subirait des **difficultés extrêmes** : **formulaire I-601A** avant le départ, ou **formulaire I-601** après. Une **interdiction permanente** distincte s’applique si vous entrez ou tentez d’entrer sans contrôle après plus d’un an de présence illégale au total, ou après une expulsion.

**Prochaine étape :** Ne quittez jamais les États-Unis pour régulariser votre situation sans conseil. Un avocat en immigration autorisé à exercer ou un représentant accrédité peut compter vos jours avec vous, et notre **Eligibility Check** peut vous aider à vous préparer.`,
      },
      de: {
        question: 'Was sind die 3-Jahres- und 10-Jahres-Sperren?',
        phrasings: [
          'Einreisesperre 10 Jahre nach illegalem Aufenthalt',
          'werde ich gesperrt, wenn ich die USA nach einem Overstay verlasse?',
          '3 und 10 Jahre Sperre erklärt',
          'wie lange darf ich nicht zurück nach über einem Jahr ohne Status?',
        ],
        answer: `Die **3-Jahres- und 10-Jahres-Sperren** verhindern die Rückkehr in die USA für Menschen, die **unrechtmäßigen Aufenthalt** angesammelt haben und dann **ausreisen**.

- **{{bar-3-years}}-Jahres-Sperre:** mehr als {{unlawful-presence-3-year-days}} Tage, aber weniger als {{unlawful-presence-10-year-trigger-years}} Jahr unrechtmäßiger Aufenthalt bei einem einzigen Aufenthalt und danach Ausreise, bevor ein Abschiebungsverfahren beginnt.
- **{{bar-10-years}}-Jahres-Sperre:** {{unlawful-presence-10-year-trigger-years}} Jahr oder mehr unrechtmäßiger Aufenthalt bei einem einzigen Aufenthalt und danach Ausreise oder Abschiebung.

Die Sperre wird **durch die Ausreise ausgelöst**. Solange Sie in den USA bleiben, hat sie nicht begonnen, aber jede Ausreise, auch eine kurze Reise, kann sie auslösen. Sie läuft ab dem Tag Ihrer Ausreise.

Manche Zeiten **zählen nicht** als unrechtmäßiger Aufenthalt, zum Beispiel:

- Zeit, in der Sie **unter 18** waren,
- Zeit mit einem **offenen Asylantrag** (außer Sie haben ohne Erlaubnis gearbeitet),
- Zeit, in der ein rechtzeitiger, ernsthafter Antrag auf **Verlängerung oder Änderung Ihres Status** offen war,
- Zeit mit **TPS**, **DACA** oder anderer Deferred Action sowie manche Zeiten für Opfer von Gewalt oder Menschenhandel.

Ein **Waiver** (Verzicht auf die Sperre) ist möglich, wenn Ihr **Ehepartner oder Elternteil** mit US-Staatsbürgerschaft oder Green Card **extreme Härte** erleiden würde: **Formular I-601A** vor der Ausreise oder **Formular I-601** danach. Eine eigene **dauerhafte Sperre** gilt, wenn Sie nach insgesamt mehr als einem Jahr unrechtmäßigem Aufenthalt oder nach einer Abschiebung ohne Kontrolle einreisen oder es versuchen.

**Nächster Schritt:** Verlassen Sie die USA nie ohne Beratung, um Ihren Status zu regeln. Eine zugelassene Anwältin oder ein Anwalt für Einwanderungsrecht oder eine akkreditierte Vertretung kann Ihre Tage mit Ihnen zählen, und unser **Eligibility Check** hilft bei der Vorbereitung.`,
      },
    },
  },
  {
    id: 'i601a-provisional-waiver',
    topic: 'unlawful-presence',
    question: 'What is the I-601A provisional unlawful presence waiver?',
    phrasings: [
      'I-601A waiver',
      'stateside waiver before the consular interview',
      'i601a eligibility extreme hardship',
      'how to get the unlawful presence forgiven before I leave the US',
      'provisional waiver for the 10 year bar',
    ],
    keywords: [
      'I-601A',
      'provisional waiver',
      'stateside waiver',
      'unlawful presence waiver',
      'extreme hardship',
      'consular processing',
      'immigrant visa interview',
      'qualifying relative',
      '3-year bar',
      '10-year bar',
    ],
    answer: `**Form I-601A** lets some people who are in the U.S. ask USCIS to forgive the **{{bar-3-years}}-year or {{bar-10-years}}-year unlawful presence bar** **before** they leave for their immigrant visa interview abroad. It shortens the time families spend apart.

**You may qualify if you:**

- are in the U.S. and at least 17 years old;
- have an **approved immigrant petition** (for example an I-130 as an immediate relative or in a family or employment preference category) or a diversity visa selection, and have paid the State Department **immigrant visa fee**;
- have a **U.S. citizen or permanent resident spouse or parent** who would suffer **extreme hardship** if you were kept out (hardship to your children alone does not count);
- need a waiver **only** for unlawful presence.

It does **not** cover other problems, such as fraud, certain crimes, prior removal orders or the **permanent bar**. If you are in removal proceedings, the case generally must be closed or paused first.

**Fee:** {{fee-i601a}}.

**How it works:** get the waiver approved **before** you leave for the interview. When you depart and attend the interview, the waiver takes effect if the consulate finds no other problem. If the I-601A is denied, do not leave the U.S. before getting advice.

**Next step:** Hardship evidence decides these cases (medical, financial, family and country records). Use **Document Review** to organize it, and consider a licensed immigration attorney or accredited representative.`,
    sources: [I601A_PAGE, ecfr('212', '212.7', 'Waiver of certain grounds of inadmissibility'), INA_212],
    checkedOn: CHECKED,
    related: ['unlawful-presence-bars', 'i601-waiver', 'overstay-marriage-us-citizen'],
    translations: {
      es: {
        question: '¿Qué es el perdón provisional I-601A?',
        phrasings: [
          'perdón I-601A antes de la entrevista consular',
          'perdón provisional por presencia ilegal',
          'requisitos del I-601A dificultad extrema',
          '¿puedo arreglar el castigo de 10 años antes de salir?',
        ],
        answer: `El **Formulario I-601A** permite a algunas personas que están en EE. UU. pedir a USCIS que perdone el **castigo de {{bar-3-years}} o {{bar-10-years}} años por presencia ilegal** **antes** de salir a su entrevista de visa de inmigrante en el extranjero. Así la familia pasa menos tiempo separada.

**Puede calificar si usted:**

- está en EE. UU. y tiene al menos 17 años;
- tiene una **petición de inmigrante aprobada** (por ejemplo un I-130 como familiar inmediato o en una categoría de preferencia familiar o de empleo) o fue seleccionado en la lotería de visas, y pagó la **tarifa de visa de inmigrante** del Departamento de Estado;
- tiene un **cónyuge, padre o madre ciudadano o residente permanente** que sufriría **dificultades extremas** si a usted no lo dejan entrar (las dificultades solo de sus hijos no cuentan);
- necesita perdón **solo** por presencia ilegal.

**No** cubre otros problemas, como fraude, ciertos delitos, órdenes de deportación anteriores o el **castigo permanente**. Si está en un proceso de deportación, normalmente hay que cerrarlo o pausarlo primero.

**Tarifa:** {{fee-i601a}}.

**Cómo funciona:** consiga la aprobación **antes** de salir a la entrevista. Cuando sale y va a la entrevista, el perdón entra en vigor si el consulado no encuentra otro problema. Si le niegan el I-601A, no salga de EE. UU. sin asesorarse.

**Próximo paso:** Las pruebas de dificultad deciden estos casos (registros médicos, económicos, familiares y del país). Use **Document Review** para organizarlas y considere a un abogado de inmigración con licencia o un representante acreditado.`,
      },
      fr: {
        question: 'Qu’est-ce que la dérogation provisoire I-601A ?',
        phrasings: [
          'dérogation I-601A avant l’entretien au consulat',
          'pardon provisoire pour présence illégale',
          'conditions du I-601A difficultés extrêmes',
          'peut-on effacer l’interdiction de 10 ans avant de partir ?',
        ],
        answer: `Le **formulaire I-601A** permet à certaines personnes présentes aux États-Unis de demander à l’USCIS de lever l’**interdiction de {{bar-3-years}} ou {{bar-10-years}} ans pour présence illégale** **avant** de partir à leur entretien de visa d’immigrant à l’étranger. La famille reste ainsi séparée moins longtemps.

**Vous pouvez être admissible si vous :**

- êtes aux États-Unis et avez au moins 17 ans ;
- avez une **pétition d’immigration approuvée** (par exemple un I-130 comme proche immédiat ou dans une catégorie de préférence familiale ou professionnelle) ou une sélection à la loterie de visas, et avez payé les **frais de visa d’immigrant** du Département d’État ;
- avez un **conjoint ou un parent** citoyen américain ou résident permanent qui subirait des **difficultés extrêmes** si l’entrée vous était refusée (les difficultés de vos enfants seuls ne comptent pas) ;
- avez besoin d’une dérogation **uniquement** pour la présence illégale.

Elle ne couvre **pas** d’autres problèmes, comme une fraude, certains délits, une ancienne mesure d’expulsion ou l’**interdiction permanente**. Si vous êtes en procédure d’expulsion, celle-ci doit en général d’abord être clôturée ou suspendue.

**Frais :** {{fee-i601a}}.

**Fonctionnement :** obtenez l’approbation **avant** de partir pour l’entretien. Quand vous partez et passez l’entretien, la dérogation prend effet si le consulat ne trouve pas d’autre problème. Si le I-601A est refusé, ne quittez pas les États-Unis sans conseil.

**Prochaine étape :** Les preuves de difficultés décident ces dossiers (documents médicaux, financiers, familiaux et sur le pays). Utilisez **Document Review** pour les organiser, et pensez à un avocat en immigration autorisé à exercer ou à un représentant accrédité.`,
      },
      de: {
        question: 'Was ist der vorläufige Waiver I-601A?',
        phrasings: [
          'I-601A Waiver vor dem Konsulatstermin',
          'vorläufiger Verzicht wegen unrechtmäßigem Aufenthalt',
          'Voraussetzungen I-601A extreme Härte',
          'kann ich die 10-Jahres-Sperre vor der Ausreise erlassen bekommen?',
        ],
        answer: `Mit **Formular I-601A** können manche Menschen, die in den USA sind, USCIS bitten, die **{{bar-3-years}}- oder {{bar-10-years}}-Jahres-Sperre wegen unrechtmäßigen Aufenthalts** zu erlassen, **bevor** sie zu ihrem Einwanderungsvisum-Interview ins Ausland reisen. So ist die Familie kürzer getrennt.

**Sie kommen in Frage, wenn Sie:**

- in den USA sind und mindestens 17 Jahre alt sind;
- eine **genehmigte Einwanderungspetition** haben (zum Beispiel ein I-130 als immediate relative oder in einer Präferenzkategorie für Familie oder Beruf) oder in der Green-Card-Lotterie ausgewählt wurden, und die **Gebühr für das Einwanderungsvisum** beim Außenministerium bezahlt haben;
- einen **Ehepartner oder Elternteil** mit US-Staatsbürgerschaft oder Green Card haben, der **extreme Härte** erleiden würde, wenn Sie nicht einreisen dürften (Härte nur für Ihre Kinder zählt nicht);
- einen Waiver **nur** wegen unrechtmäßigen Aufenthalts brauchen.

Andere Probleme deckt er **nicht** ab, etwa Betrug, bestimmte Straftaten, frühere Abschiebungsanordnungen oder die **dauerhafte Sperre**. Läuft ein Abschiebungsverfahren, muss es in der Regel zuerst eingestellt oder ausgesetzt werden.

**Gebühr:** {{fee-i601a}}.

**Ablauf:** Lassen Sie den Waiver genehmigen, **bevor** Sie zum Interview ausreisen. Reisen Sie aus und nehmen am Interview teil, wird der Waiver wirksam, wenn das Konsulat kein anderes Problem findet. Wird das I-601A abgelehnt, verlassen Sie die USA nicht ohne Beratung.

**Nächster Schritt:** Nachweise zur Härte entscheiden diese Fälle (medizinische, finanzielle, familiäre und länderbezogene Unterlagen). Ordnen Sie sie mit **Document Review**, und ziehen Sie eine zugelassene Anwältin oder einen Anwalt für Einwanderungsrecht oder eine akkreditierte Vertretung hinzu.`,
      },
    },
  },
  // ---------------------------------------------------------------- TPS and DACA
  {
    id: 'tps-basics',
    topic: 'humanitarian',
    question: 'What is Temporary Protected Status (TPS) and how do I apply?',
    phrasings: [
      'how do I apply for TPS',
      'is my country on the TPS list',
      'I-821 TPS application fee',
      'TPS re-registration',
      'TPS is ending for my country what happens now',
    ],
    keywords: [
      'TPS',
      'Temporary Protected Status',
      'I-821',
      're-registration',
      'designated country',
      'Federal Register',
      'TPS EAD',
      'I-765',
      'termination',
      'H.R. 1',
    ],
    answer: `**Temporary Protected Status (TPS)** lets people from certain countries stay and work in the U.S. for a limited time when it is unsafe to return, for example because of war or a natural disaster. It is **not** a green card and does not lead to one by itself.

**Who can apply:** nationals of a **designated country** (or people without a nationality who last lived there) who have lived in the U.S. since the date set for that country, meet the presence rules and pass background checks. Some crimes make a person ineligible.

**How:** file **Form I-821** during your country's **registration period**, announced in the Federal Register. Current holders must **re-register** in each new period or risk losing TPS.

**Fees:**

- Form I-821 fee for a first-time application: {{fee-i821-tps}}
- Biometrics (fingerprints) for most applicants: {{fee-tps-biometrics}}
- The 2025 law **H.R. 1** added a separate TPS fee of at least {{fee-tps-hr1}} that cannot be waived; the USCIS TPS page explains who owes it.
- Work permit (**Form I-765**): a first TPS permit carries an H.R. 1 charge of {{fee-ead-humanitarian-hr1}}, on top of the regular I-765 fee where one applies.

**Important:** In 2025 and 2026 the government ended or cut short TPS for many countries, and several of those decisions are being fought in court. Dates change quickly. Check your **country's page** on the USCIS TPS site before you file or travel, and use **Deadline Reminders** for your re-registration window.

**Next step:** If your country's TPS is ending, talk to a licensed immigration attorney or accredited representative about other options, such as asylum or a family petition.`,
    sources: [
      TPS_PAGE,
      { title: 'USCIS: I-821, Application for Temporary Protected Status', url: 'https://www.uscis.gov/i-821' },
      HR1_FEES,
    ],
    checkedOn: CHECKED,
    related: ['deferred-action-and-status', 'asylum-how-to-apply', 'unlawful-presence-what-counts'],
    translations: {
      es: {
        question: '¿Qué es el Estatus de Protección Temporal (TPS) y cómo lo solicito?',
        phrasings: [
          '¿cómo pido el TPS?',
          '¿mi país tiene TPS?',
          'costo del formulario I-821 para TPS',
          'se acaba el TPS de mi país, ¿qué hago?',
        ],
        answer: `El **Estatus de Protección Temporal (TPS)** permite a personas de ciertos países quedarse y trabajar en EE. UU. por un tiempo limitado cuando no es seguro regresar, por ejemplo por una guerra o un desastre natural. **No** es una green card y por sí solo no lleva a una.

**Quién puede pedirlo:** nacionales de un **país designado** (o personas sin nacionalidad que vivieron allí por última vez) que viven en EE. UU. desde la fecha fijada para ese país, cumplen las reglas de presencia y pasan la revisión de antecedentes. Algunos delitos impiden obtenerlo.

**Cómo:** presente el **Formulario I-821** durante el **periodo de registro** de su país, que se anuncia en el Federal Register. Quienes ya tienen TPS deben **volver a registrarse** en cada nuevo periodo o pueden perderlo.

**Costos:**

- Tarifa del Formulario I-821 para una primera solicitud: {{fee-i821-tps}}
- Datos biométricos (huellas) para la mayoría: {{fee-tps-biometrics}}
- La ley **H.R. 1** de 2025 agregó una tarifa de TPS aparte, de al menos {{fee-tps-hr1}}, que no tiene exención; la página de TPS de USCIS explica quién la paga.
- Permiso de trabajo (**Formulario I-765**): el primer permiso por TPS lleva un cargo de la H.R. 1 de {{fee-ead-humanitarian-hr1}}, además de la tarifa normal del I-765 cuando corresponda.

**Importante:** En 2025 y 2026 el gobierno terminó o acortó el TPS de muchos países, y varias de esas decisiones están en los tribunales. Las fechas cambian rápido. Revise la **página de su país** en el sitio de TPS de USCIS antes de presentar o viajar, y use **Deadline Reminders** para su periodo de reinscripción.

**Próximo paso:** Si el TPS de su país termina, hable con un abogado de inmigración con licencia o un representante acreditado sobre otras opciones, como el asilo o una petición familiar.`,
      },
      fr: {
        question: 'Qu’est-ce que le statut de protection temporaire (TPS) et comment le demander ?',
        phrasings: [
          'comment demander le TPS ?',
          'mon pays est-il désigné pour le TPS ?',
          'frais du formulaire I-821 TPS',
          'le TPS de mon pays se termine, que faire ?',
        ],
        answer: `Le **statut de protection temporaire (TPS)** permet aux ressortissants de certains pays de rester et de travailler aux États-Unis pour une durée limitée quand un retour est dangereux, par exemple à cause d’une guerre ou d’une catastrophe naturelle. Ce n’est **pas** une carte verte et il n’y mène pas à lui seul.

**Qui peut le demander :** les ressortissants d’un **pays désigné** (ou les apatrides qui y ont vécu en dernier) qui vivent aux États-Unis depuis la date fixée pour ce pays, respectent les règles de présence et passent les vérifications d’antécédents. Certains délits rendent inadmissible.

**Comment :** déposez le **formulaire I-821** pendant la **période d’inscription** de votre pays, annoncée au Federal Register. Les bénéficiaires actuels doivent **se réinscrire** à chaque nouvelle période, sous peine de perdre le TPS.

**Frais :**

- Frais du formulaire I-821 pour une première demande : {{fee-i821-tps}}
- Biométrie (empreintes) pour la plupart des demandeurs : {{fee-tps-biometrics}}
- La loi **H.R. 1** de 2025 a ajouté des frais TPS distincts d’au moins {{fee-tps-hr1}}, sans dispense possible ; la page TPS de l’USCIS précise qui les doit.
- Permis de travail (**formulaire I-765**) : un premier permis TPS entraîne des frais H.R. 1 de {{fee-ead-humanitarian-hr1}}, en plus des frais habituels du I-765 lorsqu’ils s’appliquent.

**Important :** En 2025 et 2026, le gouvernement a mis fin au TPS ou l’a écourté pour de nombreux pays, et plusieurs de ces décisions sont contestées en justice. Les dates changent vite. Consultez la **page de votre pays** sur le site TPS de l’USCIS avant de déposer ou de voyager, et utilisez **Deadline Reminders** pour votre période de réinscription.

**Prochaine étape :** Si le TPS de votre pays prend fin, parlez à un avocat en immigration autorisé à exercer ou à un représentant accrédité des autres options, comme l’asile ou une pétition familiale.`,
      },
      de: {
        question: 'Was ist Temporary Protected Status (TPS) und wie beantrage ich ihn?',
        phrasings: ['wie beantrage ich TPS?', 'hat mein Land TPS?', 'Gebühr für Formular I-821 TPS', 'TPS für mein Land endet, was nun?'],
        answer: `**Temporary Protected Status (TPS)** erlaubt Menschen aus bestimmten Ländern, für begrenzte Zeit in den USA zu bleiben und zu arbeiten, wenn eine Rückkehr gefährlich ist, etwa wegen Krieg oder einer Naturkatastrophe. TPS ist **keine** Green Card und führt allein auch nicht zu einer.

**Wer sich bewerben kann:** Staatsangehörige eines **designierten Landes** (oder Staatenlose, die zuletzt dort lebten), die seit dem für dieses Land festgelegten Datum in den USA leben, die Aufenthaltsregeln erfüllen und die Sicherheitsprüfung bestehen. Manche Straftaten schließen TPS aus.

**Wie:** Reichen Sie **Formular I-821** in der **Registrierungsfrist** Ihres Landes ein, die im Federal Register bekannt gegeben wird. Wer TPS schon hat, muss sich in jeder neuen Frist **neu registrieren**, sonst droht der Verlust.

**Gebühren:**

- Gebühr für Formular I-821 beim Erstantrag: {{fee-i821-tps}}
- Biometrie (Fingerabdrücke) für die meisten Antragsteller: {{fee-tps-biometrics}}
- Das Gesetz **H.R. 1** von 2025 hat eine eigene TPS-Gebühr von mindestens {{fee-tps-hr1}} eingeführt, die nicht erlassen werden kann; die TPS-Seite von USCIS erklärt, wer sie zahlt.
- Arbeitserlaubnis (**Formular I-765**): Für die erste TPS-Arbeitserlaubnis fällt eine H.R.-1-Gebühr von {{fee-ead-humanitarian-hr1}} an, zusätzlich zur normalen I-765-Gebühr, wo diese gilt.

**Wichtig:** 2025 und 2026 hat die Regierung TPS für viele Länder beendet oder verkürzt, und gegen mehrere dieser Entscheidungen wird geklagt. Termine ändern sich schnell. Prüfen Sie vor dem Antrag oder einer Reise die **Seite Ihres Landes** auf der TPS-Website von USCIS, und nutzen Sie **Deadline Reminders** für Ihre Registrierungsfrist.

**Nächster Schritt:** Endet TPS für Ihr Land, sprechen Sie mit einer zugelassenen Anwältin oder einem Anwalt für Einwanderungsrecht oder einer akkreditierten Vertretung über andere Wege, etwa Asyl oder eine Familienpetition.`,
      },
    },
  },
  {
    id: 'daca-renewal',
    topic: 'humanitarian',
    question: 'How do I renew my DACA?',
    phrasings: [
      'DACA renewal fee',
      'when should I send my DACA renewal',
      'I-821D renewal',
      'my DACA expires soon what do I do',
      'can I still apply for DACA for the first time',
    ],
    keywords: [
      'DACA',
      'Deferred Action for Childhood Arrivals',
      'I-821D',
      'I-765',
      'I-765WS',
      'Dreamers',
      'renewal',
      'initial DACA',
      'Texas v. United States',
      'work permit',
    ],
    answer: `To renew **DACA**, file **Form I-821D** together with **Form I-765** (work permit) and the **I-765 Worksheet** (Form I-765WS). You can file online or by mail.

**When:** USCIS recommends filing **120 to 150 days before** your current DACA expires. If you file late, your DACA and work permit can lapse, and you cannot work during a gap. If your DACA **expired more than a year ago**, or was terminated, you must file a **new (initial) request** instead of a renewal.

**Fees:** {{fee-i821d-online}} online or {{fee-i821d-paper}} on paper, which covers both forms. Fee waivers are generally not available.

**First-time requests:** Because of the long-running **Texas v. United States** court case, USCIS has been accepting new DACA requests but has not been allowed to approve them. The courts and the government have been deciding whether and where new requests can be processed, and rules for people living in **Texas** may differ, especially for work permits. Renewals for current recipients have continued. Check the USCIS DACA page for the latest status before you file.

DACA is not a lawful status, but while it lasts you are protected from removal and do not build up unlawful presence.

**Next step:** Put your expiry date in **Deadline Reminders** with an alert 150 days ahead, and use **Document Review** to check your forms before you send them.`,
    sources: [
      DACA_PAGE,
      { title: 'USCIS: I-821D, Consideration of Deferred Action for Childhood Arrivals', url: 'https://www.uscis.gov/i-821d' },
    ],
    checkedOn: CHECKED,
    related: ['daca-travel-advance-parole', 'deferred-action-and-status', 'unlawful-presence-what-counts'],
    translations: {
      es: {
        question: '¿Cómo renuevo mi DACA?',
        phrasings: [
          '¿cuánto cuesta renovar DACA?',
          '¿cuándo debo mandar la renovación de DACA?',
          'renovación con el I-821D',
          '¿puedo pedir DACA por primera vez?',
        ],
        answer: `Para renovar **DACA**, presente el **Formulario I-821D** junto con el **Formulario I-765** (permiso de trabajo) y la **hoja de trabajo del I-765** (Formulario I-765WS). Puede presentar en línea o por correo.

**Cuándo:** USCIS recomienda presentar entre **120 y 150 días antes** de que venza su DACA actual. Si presenta tarde, su DACA y su permiso de trabajo pueden vencer, y no puede trabajar mientras tanto. Si su DACA **venció hace más de un año**, o fue cancelado, debe presentar una **solicitud nueva (inicial)** en lugar de una renovación.

**Costos:** {{fee-i821d-online}} en línea o {{fee-i821d-paper}} en papel, que cubre ambos formularios. Por lo general no hay exención de tarifas.

**Solicitudes por primera vez:** Por el largo caso judicial **Texas v. United States**, USCIS ha aceptado solicitudes nuevas de DACA pero no ha podido aprobarlas. Los tribunales y el gobierno han estado decidiendo si se pueden tramitar y dónde, y las reglas para quienes viven en **Texas** pueden ser distintas, sobre todo para el permiso de trabajo. Las renovaciones para quienes ya tienen DACA han continuado. Revise la página de DACA de USCIS para ver la situación más reciente antes de presentar.

DACA no es un estatus legal, pero mientras dura usted está protegido de la deportación y no acumula presencia ilegal.

**Próximo paso:** Anote su fecha de vencimiento en **Deadline Reminders** con un aviso 150 días antes, y use **Document Review** para revisar sus formularios antes de enviarlos.`,
      },
      fr: {
        question: 'Comment renouveler mon DACA ?',
        phrasings: [
          'combien coûte le renouvellement du DACA ?',
          'quand envoyer ma demande de renouvellement DACA ?',
          'renouvellement avec le formulaire I-821D',
          'peut-on encore faire une première demande de DACA ?',
        ],
        answer: `Pour renouveler le **DACA**, déposez le **formulaire I-821D** avec le **formulaire I-765** (permis de travail) et la **fiche de calcul I-765** (formulaire I-765WS). Vous pouvez déposer en ligne ou par courrier.

**Quand :** l’USCIS recommande de déposer entre **120 et 150 jours avant** l’expiration de votre DACA actuel. Si vous déposez tard, votre DACA et votre permis de travail peuvent expirer, et vous ne pouvez pas travailler pendant l’interruption. Si votre DACA a **expiré depuis plus d’un an**, ou a été retiré, vous devez faire une **nouvelle demande (initiale)** au lieu d’un renouvellement.

**Frais :** {{fee-i821d-online}} en ligne ou {{fee-i821d-paper}} sur papier, pour les deux formulaires. Il n’y a en général pas de dispense de frais.

**Premières demandes :** En raison de la longue affaire judiciaire **Texas v. United States**, l’USCIS accepte les nouvelles demandes de DACA mais n’a pas le droit de les approuver. Les tribunaux et le gouvernement examinent si et où ces demandes peuvent être traitées, et les règles peuvent être différentes pour les personnes vivant au **Texas**, surtout pour le permis de travail. Les renouvellements des bénéficiaires actuels continuent. Consultez la page DACA de l’USCIS pour la situation la plus récente avant de déposer.

Le DACA n’est pas un statut légal, mais tant qu’il est valable, vous êtes protégé contre l’expulsion et n’accumulez pas de présence illégale.

**Prochaine étape :** Enregistrez votre date d’expiration dans **Deadline Reminders** avec une alerte 150 jours avant, et utilisez **Document Review** pour vérifier vos formulaires avant l’envoi.`,
      },
      de: {
        question: 'Wie verlängere ich mein DACA?',
        phrasings: [
          'was kostet die DACA-Verlängerung?',
          'wann muss ich die DACA-Verlängerung einreichen?',
          'Verlängerung mit Formular I-821D',
          'kann ich DACA noch zum ersten Mal beantragen?',
        ],
        answer: `Um **DACA** zu verlängern, reichen Sie **Formular I-821D** zusammen mit **Formular I-765** (Arbeitserlaubnis) und dem **I-765-Arbeitsblatt** (Formular I-765WS) ein. Das geht online oder per Post.

**Wann:** USCIS empfiehlt, **120 bis 150 Tage vor** Ablauf Ihres aktuellen DACA einzureichen. Reichen Sie zu spät ein, können DACA und Arbeitserlaubnis ablaufen, und in der Lücke dürfen Sie nicht arbeiten. Ist Ihr DACA **seit mehr als einem Jahr abgelaufen** oder wurde es beendet, müssen Sie einen **neuen Erstantrag** statt einer Verlängerung stellen.

**Gebühren:** {{fee-i821d-online}} online oder {{fee-i821d-paper}} auf Papier, für beide Formulare zusammen. Ein Gebührenerlass ist in der Regel nicht möglich.

**Erstanträge:** Wegen des langen Gerichtsverfahrens **Texas v. United States** nimmt USCIS neue DACA-Anträge zwar an, darf sie aber nicht genehmigen. Gerichte und Regierung klären, ob und wo neue Anträge bearbeitet werden können, und für Menschen, die in **Texas** leben, können andere Regeln gelten, vor allem bei der Arbeitserlaubnis. Verlängerungen für bisherige Empfänger laufen weiter. Prüfen Sie vor dem Antrag den aktuellen Stand auf der DACA-Seite von USCIS.

DACA ist kein rechtmäßiger Status, aber solange es gilt, sind Sie vor Abschiebung geschützt und sammeln keinen unrechtmäßigen Aufenthalt an.

**Nächster Schritt:** Tragen Sie Ihr Ablaufdatum in **Deadline Reminders** ein, mit einer Erinnerung 150 Tage vorher, und prüfen Sie Ihre Formulare vor dem Absenden mit **Document Review**.`,
      },
    },
  },
  {
    id: 'daca-travel-advance-parole',
    topic: 'humanitarian',
    question: 'Can I travel outside the U.S. with DACA?',
    phrasings: [
      'DACA advance parole',
      'I-131 for DACA recipients',
      'can dreamers travel abroad',
      'can I go to Mexico to see my grandma with DACA',
      'advance parole fee for DACA',
    ],
    keywords: ['DACA', 'advance parole', 'I-131', 'travel', 'Dreamers', 'humanitarian', 'educational', 'employment', 'CBP', 'reentry'],
    answer: `Only with **advance parole**, approved **before** you leave. If you leave the U.S. without it, your **DACA ends**, and you may face re-entry bars.

**How to ask:** file **Form I-131** with evidence that your trip is for one of these purposes:

- **humanitarian**, for example visiting a seriously ill relative, attending a funeral, or getting medical care;
- **educational**, for example a study abroad program;
- **employment**, for example a work conference or assignment.

Vacation does not qualify.

**Fee:** {{fee-i131-online}} online or {{fee-i131-paper}} on paper. In a true emergency you can ask USCIS for an emergency appointment at a field office.

**Risks to weigh:**

- Advance parole does **not guarantee** you will be let back in. CBP officers decide at the border.
- Your DACA, advance parole document and passport must stay valid for the whole trip, and you must return before the parole date ends.
- Past arrests, prior removal orders or earlier time abroad can create problems.
- Court rulings about DACA and new travel restrictions for some nationalities can change the picture quickly.

A lawful return on advance parole can count as a **parole**, which may later help you apply for a green card inside the U.S. through a U.S. citizen spouse or adult child. Get advice on this before you rely on it.

**Next step:** Talk to a licensed immigration attorney or accredited representative before you buy tickets, and use **Deadline Reminders** for your parole and DACA expiry dates.`,
    sources: [DACA_PAGE, I131_PAGE],
    checkedOn: CHECKED,
    related: ['daca-renewal', 'deferred-action-and-status', 'overstay-marriage-us-citizen'],
    translations: {
      es: {
        question: '¿Puedo viajar fuera de EE. UU. con DACA?',
        phrasings: [
          'permiso de viaje advance parole con DACA',
          '¿puedo ir a México a ver a mi abuela si tengo DACA?',
          'cuanto cuesta el parole para los que tenemos daca',
          'formulario I-131 para DACA',
        ],
        answer: `Solo con **advance parole** (permiso de viaje por adelantado), aprobado **antes** de salir. Si sale de EE. UU. sin él, su **DACA termina** y podría enfrentar castigos para volver a entrar.

**Cómo pedirlo:** presente el **Formulario I-131** con pruebas de que su viaje tiene uno de estos fines:

- **humanitario**, por ejemplo visitar a un familiar gravemente enfermo, asistir a un funeral o recibir atención médica;
- **educativo**, por ejemplo un programa de estudios en el extranjero;
- **de empleo**, por ejemplo una conferencia o una asignación de trabajo.

Las vacaciones no califican.

**Tarifa:** {{fee-i131-online}} en línea o {{fee-i131-paper}} en papel. En una verdadera emergencia, puede pedir a USCIS una cita de emergencia en una oficina local.

**Riesgos que debe considerar:**

- El advance parole **no garantiza** que lo dejen volver a entrar. Los oficiales de CBP deciden en la frontera.
- Su DACA, su documento de advance parole y su pasaporte deben seguir vigentes durante todo el viaje, y debe regresar antes de que termine la fecha del permiso.
- Arrestos anteriores, órdenes de deportación previas o tiempo que pasó antes fuera del país pueden causar problemas.
- Las decisiones de los tribunales sobre DACA y las nuevas restricciones de viaje para algunas nacionalidades pueden cambiar la situación muy rápido.

Un regreso legal con advance parole puede contar como **parole**, lo que más adelante podría ayudarle a pedir la green card dentro de EE. UU. a través de un cónyuge o un hijo adulto que sea ciudadano estadounidense. Asesórese sobre esto antes de contar con ello.

**Próximo paso:** Hable con un abogado de inmigración con licencia o un representante acreditado antes de comprar los boletos, y use **Deadline Reminders** para las fechas de vencimiento de su permiso de viaje y de su DACA.`,
      },
      fr: {
        question: 'Puis-je voyager hors des États-Unis avec le DACA ?',
        phrasings: [
          'advance parole pour les bénéficiaires du DACA',
          'formulaire I-131 pour le DACA',
          'un dreamer peut-il voyager à l’étranger ?',
          'combien coute l’advance parole avec le DACA ?',
        ],
        answer: `Uniquement avec un **advance parole** (autorisation de voyage préalable), approuvé **avant** votre départ. Si vous quittez les États-Unis sans lui, votre **DACA prend fin**, et vous risquez des interdictions de retour.

**Comment le demander :** déposez le **formulaire I-131** avec des preuves que votre voyage a l’un de ces buts :

- **humanitaire**, par exemple rendre visite à un proche gravement malade, assister à des obsèques ou recevoir des soins médicaux ;
- **éducatif**, par exemple un programme d’études à l’étranger ;
- **professionnel**, par exemple une conférence ou une mission de travail.

Les vacances ne comptent pas.

**Frais :** {{fee-i131-online}} en ligne ou {{fee-i131-paper}} sur papier. En cas de véritable urgence, vous pouvez demander à l’USCIS un rendez-vous d’urgence dans un bureau local.

**Risques à peser :**

- L’advance parole ne **garantit pas** votre retour. Les agents du CBP décident à la frontière.
- Votre DACA, votre document d’advance parole et votre passeport doivent rester valables pendant tout le voyage, et vous devez revenir avant la fin de votre autorisation.
- D’anciennes arrestations, d’anciennes mesures d’expulsion ou des séjours antérieurs à l’étranger peuvent poser problème.
- Les décisions de justice sur le DACA et les nouvelles restrictions de voyage pour certaines nationalités peuvent changer la situation rapidement.

Un retour légal avec advance parole peut compter comme une **parole** (admission sous parole), ce qui peut ensuite vous aider à demander la carte verte aux États-Unis par l’intermédiaire d’un conjoint ou d’un enfant adulte citoyen américain. Demandez conseil avant de compter là-dessus.

**Prochaine étape :** Parlez à un avocat en immigration autorisé à exercer ou à un représentant accrédité avant d’acheter vos billets, et utilisez **Deadline Reminders** pour les dates d’expiration de votre autorisation de voyage et de votre DACA.`,
      },
      de: {
        question: 'Kann ich mit DACA außerhalb der USA reisen?',
        phrasings: [
          'Advance Parole für DACA-Empfänger',
          'I-131 bei DACA',
          'dürfen Dreamer ins Ausland reisen?',
          'was kostet advance parole mit daca',
        ],
        answer: `Nur mit **Advance Parole** (vorab erteilte Reiseerlaubnis), die **vor** der Abreise genehmigt sein muss. Wenn Sie die USA ohne sie verlassen, **endet Ihr DACA**, und es können Wiedereinreisesperren drohen.

**So beantragen Sie sie:** Reichen Sie **Formular I-131** mit Nachweisen ein, dass Ihre Reise einem dieser Zwecke dient:

- **humanitär**, etwa der Besuch eines schwer kranken Angehörigen, eine Beerdigung oder eine medizinische Behandlung;
- **Ausbildung**, etwa ein Auslandsstudium;
- **Beruf**, etwa eine Konferenz oder ein Arbeitseinsatz.

Urlaub zählt nicht.

**Gebühr:** {{fee-i131-online}} online oder {{fee-i131-paper}} auf Papier. In einem echten Notfall können Sie bei USCIS einen Notfalltermin in einem Außenbüro beantragen.

**Risiken, die Sie abwägen sollten:**

- Advance Parole **garantiert nicht**, dass Sie wieder einreisen dürfen. Darüber entscheiden die CBP-Beamten an der Grenze.
- Ihr DACA, Ihr Advance-Parole-Dokument und Ihr Pass müssen während der ganzen Reise gültig sein, und Sie müssen vor Ablauf der Parole zurück sein.
- Frühere Festnahmen, frühere Abschiebungsanordnungen oder frühere Zeiten im Ausland können Probleme machen.
- Gerichtsentscheidungen zu DACA und neue Reisebeschränkungen für bestimmte Staatsangehörigkeiten können die Lage schnell ändern.

Eine rechtmäßige Rückkehr mit Advance Parole kann als **Parole** gelten, was Ihnen später helfen kann, über einen Ehepartner oder ein erwachsenes Kind mit US-Staatsbürgerschaft die Green Card innerhalb der USA zu beantragen. Lassen Sie sich dazu beraten, bevor Sie sich darauf verlassen.

**Nächster Schritt:** Sprechen Sie mit einer zugelassenen Anwältin oder einem Anwalt für Einwanderungsrecht oder einer akkreditierten Vertretung, bevor Sie Tickets kaufen, und nutzen Sie **Deadline Reminders** für die Ablaufdaten Ihrer Parole und Ihres DACA.`,
      },
    },
  },
  {
    id: 'asylee-green-card',
    topic: 'humanitarian',
    question: 'When can I apply for a green card after getting asylum or refugee status?',
    phrasings: [
      'asylee adjustment of status',
      'I-485 after asylum approval',
      'refugee green card after one year',
      'how long after asylum is granted can I get permanent residence',
      'my asylum was approved what next',
    ],
    keywords: [
      'asylee',
      'refugee',
      'I-485',
      'adjustment of status',
      'green card',
      'permanent residence',
      'INA 209',
      'I-693',
      'medical exam',
      'rollback date',
    ],
    answer: `As an **asylee**, you can apply for a green card (**Form I-485**) once you have been **physically present in the U.S. for one year** after your asylum was granted. **Refugees** are **required** to apply one year after they were admitted to the U.S.

**What you need:**

- to still be a refugee or asylee (or the spouse or child of one), with your status not ended;
- to be admissible; some grounds do not apply to refugees and asylees, and many others can be waived;
- a **medical exam** record from a USCIS civil surgeon (Form I-693), if required.

**Fees:** asylees pay the Form I-485 fee of {{fee-i485}} (ask whether you qualify for a fee waiver). Refugees do not pay a filing fee for this I-485.

Your green card is usually **backdated**: asylees get a date one year before the approval, and refugees get their date of arrival. That helps you reach **citizenship** sooner.

Each family member who received status as your dependent files their own I-485.

**Be careful with travel.** Travel only with a **refugee travel document**, and avoid returning to the country you fled, which can put your status at risk. Since late 2025 USCIS has paused or slowed some cases for refugees, asylees and people from certain countries, so check the USCIS pages for current processing.

**Next step:** Use **Deadline Reminders** for your one-year date, **Document Review** for your I-485 package, and **Track Applications** once you file.`,
    sources: [
      { title: 'USCIS: Green Card for Asylees', url: 'https://www.uscis.gov/green-card/green-card-eligibility/green-card-for-asylees' },
      { title: 'USCIS: Green Card for Refugees', url: 'https://www.uscis.gov/green-card/green-card-eligibility/green-card-for-refugees' },
      I485_PAGE,
    ],
    checkedOn: CHECKED,
    related: ['refugee-travel-document', 'asylum-family-i730', 'asylum-how-to-apply'],
    translations: {
      es: {
        question: '¿Cuándo puedo pedir la green card después de recibir asilo o estatus de refugiado?',
        phrasings: [
          'ya me aprobaron el asilo, ¿cuándo puedo sacar la residencia?',
          'residencia para asilados despues de un año',
          'I-485 para refugiados',
          '¿los refugiados pagan por el I-485?',
        ],
        answer: `Como **asilado**, puede pedir la green card (**Formulario I-485**) cuando haya estado **físicamente presente en EE. UU. durante un año** después de que le concedieron el asilo. Los **refugiados** están **obligados** a pedirla un año después de su admisión en EE. UU.

**Lo que necesita:**

- seguir siendo refugiado o asilado (o cónyuge o hijo de uno), sin que su estatus haya terminado;
- ser admisible; algunas causales de inadmisibilidad no se aplican a refugiados y asilados, y muchas otras se pueden perdonar;
- el registro del **examen médico** hecho por un médico autorizado por USCIS (civil surgeon, Formulario I-693), si se lo exigen.

**Costos:** los asilados pagan la tarifa del Formulario I-485, de {{fee-i485}} (pregunte si califica para una exención de tarifa). Los refugiados no pagan tarifa de presentación por este I-485.

Su green card normalmente lleva una **fecha anterior**: a los asilados se les pone una fecha un año antes de la aprobación, y a los refugiados la fecha de su llegada. Eso le permite llegar antes a la **ciudadanía**.

Cada familiar que recibió el estatus como dependiente suyo presenta su propio I-485.

**Tenga cuidado al viajar.** Viaje solo con un **documento de viaje de refugiado**, y evite volver al país del que huyó, porque eso puede poner en riesgo su estatus. Desde finales de 2025, USCIS ha pausado o retrasado algunos casos de refugiados, asilados y personas de ciertos países; revise las páginas de USCIS para ver cómo avanzan los trámites ahora.

**Próximo paso:** Use **Deadline Reminders** para la fecha en que cumple el año, **Document Review** para su paquete del I-485 y **Track Applications** cuando lo presente.`,
      },
      fr: {
        question: 'Quand puis-je demander la carte verte après avoir obtenu l’asile ou le statut de réfugié ?',
        phrasings: [
          'mon asile a été accordé, et maintenant ?',
          'carte verte pour réfugié après un an',
          'formulaire I-485 pour un asilé',
          'les réfugiés paient-ils le I-485 ?',
        ],
        answer: `En tant qu’**asilé**, vous pouvez demander la carte verte (**formulaire I-485**) après **un an de présence physique aux États-Unis** depuis l’octroi de l’asile. Les **réfugiés** sont **tenus** de la demander un an après leur admission aux États-Unis.

**Ce qu’il vous faut :**

- être toujours réfugié ou asilé (ou conjoint ou enfant de l’un d’eux), sans que votre statut ait pris fin ;
- être admissible ; certains motifs d’interdiction ne s’appliquent pas aux réfugiés et aux asilés, et beaucoup d’autres peuvent faire l’objet d’une dérogation ;
- le rapport d’**examen médical** d’un médecin agréé par l’USCIS (civil surgeon, formulaire I-693), s’il est exigé.

**Frais :** les asilés paient les frais du formulaire I-485, soit {{fee-i485}} (demandez si vous avez droit à une dispense de frais). Les réfugiés ne paient pas de frais de dépôt pour ce I-485.

Votre carte verte est en général **antidatée** : d’un an avant l’approbation pour les asilés, à la date d’arrivée pour les réfugiés. Cela vous rapproche de la **citoyenneté**.

Chaque membre de la famille qui a reçu le statut en tant que personne à votre charge dépose son propre I-485.

**Prudence avec les voyages.** Voyagez uniquement avec un **document de voyage pour réfugié**, et évitez de retourner dans le pays que vous avez fui, ce qui peut mettre votre statut en danger. Depuis fin 2025, l’USCIS a suspendu ou ralenti certains dossiers de réfugiés, d’asilés et de personnes de certains pays ; consultez les pages de l’USCIS pour la situation actuelle.

**Prochaine étape :** Utilisez **Deadline Reminders** pour la date à laquelle vous atteignez un an, **Document Review** pour votre dossier I-485, et **Track Applications** une fois la demande déposée.`,
      },
      de: {
        question: 'Wann kann ich nach Asyl oder Flüchtlingsanerkennung eine Green Card beantragen?',
        phrasings: [
          'mein Asyl wurde genehmigt, wie geht es weiter?',
          'Green Card für Flüchtlinge nach einem Jahr',
          'I-485 für Asylberechtigte',
          'müssen Flüchtlinge für das I-485 bezahlen?',
        ],
        answer: `Als **Asylberechtigte oder Asylberechtigter** können Sie die Green Card (**Formular I-485**) beantragen, sobald Sie nach der Asylgewährung **ein Jahr lang physisch in den USA** waren. **Flüchtlinge** (refugees) **müssen** sie ein Jahr nach ihrer Aufnahme in den USA beantragen.

**Was Sie brauchen:**

- Sie müssen weiterhin Flüchtling oder asylberechtigt sein (oder Ehepartner oder Kind einer solchen Person), und Ihr Status darf nicht beendet worden sein;
- Sie müssen zulässig sein; manche Ausschlussgründe gelten nicht für Flüchtlinge und Asylberechtigte, und von vielen anderen kann befreit werden;
- falls verlangt, das Ergebnis der **ärztlichen Untersuchung** bei einem von USCIS zugelassenen Arzt (civil surgeon, Formular I-693).

**Gebühren:** Asylberechtigte zahlen die Gebühr für Formular I-485 von {{fee-i485}} (fragen Sie, ob Sie einen Gebührenerlass bekommen können). Flüchtlinge zahlen für dieses I-485 keine Antragsgebühr.

Ihre Green Card wird meist **rückdatiert**: bei Asylberechtigten auf ein Jahr vor der Genehmigung, bei Flüchtlingen auf den Tag der Einreise. So können Sie früher die **Staatsbürgerschaft** beantragen.

Jedes Familienmitglied, das den Status als Ihr Angehöriger erhalten hat, reicht ein eigenes I-485 ein.

**Vorsicht bei Reisen.** Reisen Sie nur mit einem **Flüchtlingsreiseausweis** (Refugee Travel Document), und reisen Sie nicht in das Land, aus dem Sie geflohen sind, sonst kann Ihr Status in Gefahr geraten. Seit Ende 2025 hat USCIS manche Fälle von Flüchtlingen, Asylberechtigten und Menschen aus bestimmten Ländern ausgesetzt oder verlangsamt; prüfen Sie den aktuellen Stand auf den Seiten von USCIS.

**Nächster Schritt:** Nutzen Sie **Deadline Reminders** für Ihren Ein-Jahres-Termin, **Document Review** für Ihre I-485-Unterlagen und **Track Applications**, sobald Sie eingereicht haben.`,
      },
    },
  },
  {
    id: 'refugee-travel-document',
    topic: 'humanitarian',
    question: 'How can I travel abroad if I have asylum or refugee status?',
    phrasings: [
      'refugee travel document',
      'I-131 travel document for an asylee',
      'can an asylee travel to their home country',
      'asylee travel outside the US',
      'can I use my home country passport as a refugee',
    ],
    keywords: [
      'refugee travel document',
      'RTD',
      'I-131',
      'asylee travel',
      'refugee travel',
      'home country',
      'passport',
      're-availment',
      'termination of asylum',
    ],
    answer: `If you have **asylum** or **refugee** status, or became a permanent resident through it, you should travel with a **Refugee Travel Document**, requested on **Form I-131**. It works like a passport for most trips and is usually valid for up to one year.

**Apply before you leave.** You generally must be in the U.S. when you file and attend a fingerprint appointment. Leaving without the document can put your status and your return at risk. Check the current fee on the USCIS fee schedule.

**Biggest risk: your home country.** Going back to the country you fled, or using or renewing its **passport**, can make officials believe you no longer fear persecution. That can lead to losing asylum or refugee status, even years later, and to hard questions when you apply for a green card or citizenship. If you must go for an emergency, get advice first and keep records of why you went.

**Other points:**

- Some countries do not accept this document; check with the embassy of each country you plan to visit.
- New U.S. travel restrictions affecting some nationalities may make your return harder; check before you go.
- Once you become a **U.S. citizen**, you travel on a U.S. passport instead.

**Next step:** Talk to a licensed immigration attorney or accredited representative before any trip to your home country, and use **Deadline Reminders** to track when your document expires.`,
    sources: [
      I131_PAGE,
      { title: 'USCIS: Green Card for Asylees', url: 'https://www.uscis.gov/green-card/green-card-eligibility/green-card-for-asylees' },
    ],
    checkedOn: CHECKED,
    related: ['asylee-green-card', 'asylum-family-i730', 'humanitarian-parole'],
    translations: {
      es: {
        question: '¿Cómo puedo viajar al extranjero si tengo asilo o estatus de refugiado?',
        phrasings: [
          'documento de viaje de refugiado',
          '¿un asilado puede viajar a su país?',
          'permiso de viaje para asilados formulario I-131',
          'puedo usar el pasaporte de mi pais si soy refugiado',
        ],
        answer: `Si tiene **asilo** o estatus de **refugiado**, o se hizo residente permanente gracias a él, debe viajar con un **documento de viaje de refugiado** (Refugee Travel Document), que se pide con el **Formulario I-131**. Funciona como un pasaporte para la mayoría de los viajes y normalmente vale hasta un año.

**Pídalo antes de salir.** Por lo general debe estar en EE. UU. cuando lo presenta y asistir a una cita para tomarle las huellas. Salir sin el documento puede poner en riesgo su estatus y su regreso. Consulte la tarifa actual en la tabla de tarifas de USCIS.

**El mayor riesgo: su país de origen.** Volver al país del que huyó, o usar o renovar su **pasaporte**, puede hacer creer a las autoridades que ya no teme la persecución. Eso puede llevar a perder el asilo o el estatus de refugiado, incluso años después, y a preguntas difíciles cuando pida la green card o la ciudadanía. Si tiene que ir por una emergencia, asesórese antes y guarde pruebas de por qué fue.

**Otros puntos:**

- Algunos países no aceptan este documento; consulte con la embajada de cada país que piensa visitar.
- Las nuevas restricciones de viaje de EE. UU. para algunas nacionalidades pueden dificultar su regreso; infórmese antes de ir.
- Cuando se haga **ciudadano estadounidense**, viajará con un pasaporte de EE. UU.

**Próximo paso:** Hable con un abogado de inmigración con licencia o un representante acreditado antes de cualquier viaje a su país de origen, y use **Deadline Reminders** para vigilar cuándo vence su documento.`,
      },
      fr: {
        question: 'Comment voyager à l’étranger si j’ai l’asile ou le statut de réfugié ?',
        phrasings: [
          'titre de voyage pour réfugié',
          'un asilé peut-il retourner dans son pays ?',
          'formulaire I-131 document de voyage pour asilé',
          'puis-je utiliser le passeport de mon pays si je suis réfugié ?',
        ],
        answer: `Si vous avez l’**asile** ou le statut de **réfugié**, ou êtes devenu résident permanent par ce biais, voyagez avec un **document de voyage pour réfugié** (Refugee Travel Document), demandé avec le **formulaire I-131**. Il tient lieu de passeport pour la plupart des voyages et est en général valable jusqu’à un an.

**Demandez-le avant de partir.** En général, vous devez être aux États-Unis au moment du dépôt et vous rendre à un rendez-vous de prise d’empreintes. Partir sans ce document peut mettre en danger votre statut et votre retour. Vérifiez les frais actuels dans le barème de l’USCIS.

**Le plus grand risque : votre pays d’origine.** Retourner dans le pays que vous avez fui, ou utiliser ou renouveler son **passeport**, peut faire croire aux autorités que vous ne craignez plus la persécution. Cela peut entraîner la perte de l’asile ou du statut de réfugié, même des années plus tard, et des questions difficiles lors d’une demande de carte verte ou de citoyenneté. Si vous devez y aller pour une urgence, demandez conseil avant et gardez des preuves de la raison du voyage.

**Autres points :**

- Certains pays n’acceptent pas ce document ; renseignez-vous auprès de l’ambassade de chaque pays où vous comptez aller.
- De nouvelles restrictions de voyage américaines visant certaines nationalités peuvent compliquer votre retour ; vérifiez avant de partir.
- Une fois **citoyen américain**, vous voyagez avec un passeport américain.

**Prochaine étape :** Parlez à un avocat en immigration autorisé à exercer ou à un représentant accrédité avant tout voyage dans votre pays d’origine, et utilisez **Deadline Reminders** pour suivre la date d’expiration de votre document.`,
      },
      de: {
        question: 'Wie kann ich mit Asyl oder Flüchtlingsstatus ins Ausland reisen?',
        phrasings: [
          'Reiseausweis für Flüchtlinge',
          'darf ein Asylberechtigter in sein Heimatland reisen?',
          'I-131 Reisedokument für Asylberechtigte',
          'darf ich als Flüchtling meinen alten Reisepass benutzen?',
        ],
        answer: `Wenn Sie **Asyl** oder den **Flüchtlingsstatus** haben oder dadurch eine Green Card bekommen haben, sollten Sie mit einem **Flüchtlingsreiseausweis** (Refugee Travel Document) reisen, den Sie mit **Formular I-131** beantragen. Er ersetzt für die meisten Reisen den Pass und gilt meist bis zu einem Jahr.

**Beantragen Sie ihn vor der Abreise.** In der Regel müssen Sie beim Einreichen in den USA sein und einen Termin für Fingerabdrücke wahrnehmen. Eine Ausreise ohne das Dokument kann Ihren Status und Ihre Rückkehr gefährden. Die aktuelle Gebühr finden Sie in der Gebührenübersicht von USCIS.

**Das größte Risiko: Ihr Heimatland.** Wenn Sie in das Land zurückkehren, aus dem Sie geflohen sind, oder dessen **Pass** benutzen oder verlängern, können die Behörden annehmen, dass Sie keine Verfolgung mehr fürchten. Das kann zum Verlust von Asyl oder Flüchtlingsstatus führen, auch noch Jahre später, und zu schwierigen Fragen beim Antrag auf Green Card oder Staatsbürgerschaft. Müssen Sie wegen eines Notfalls hin, lassen Sie sich vorher beraten und bewahren Sie Nachweise über den Grund der Reise auf.

**Weitere Punkte:**

- Manche Länder erkennen dieses Dokument nicht an; fragen Sie bei der Botschaft jedes Landes nach, das Sie besuchen wollen.
- Neue US-Reisebeschränkungen für bestimmte Staatsangehörigkeiten können Ihre Rückkehr erschweren; informieren Sie sich vor der Reise.
- Sobald Sie **US-Staatsbürger** sind, reisen Sie mit einem US-Pass.

**Nächster Schritt:** Sprechen Sie vor jeder Reise in Ihr Heimatland mit einer zugelassenen Anwältin oder einem Anwalt für Einwanderungsrecht oder einer akkreditierten Vertretung, und behalten Sie mit **Deadline Reminders** im Blick, wann Ihr Dokument abläuft.`,
      },
    },
  },
  {
    id: 'asylum-family-i730',
    topic: 'humanitarian',
    question: 'How can I bring my spouse and children after I get asylum or refugee status?',
    phrasings: [
      'I-730 refugee asylee relative petition',
      'follow to join for asylum family',
      'bring my kids to the US after my asylum was granted',
      'i730 deadline',
      'can my wife join me after asylum',
    ],
    keywords: [
      'I-730',
      'follow to join',
      'derivative asylee',
      'derivative refugee',
      'family reunification',
      'spouse',
      'children',
      'asylee relative petition',
    ],
    answer: `File **Form I-730, Refugee/Asylee Relative Petition**, for your **spouse** and **unmarried children under 21**. If approved, they can join you in the U.S. ("follow to join") with asylee or refugee status, or receive that status here if they are already in the U.S.

**Key rules:**

- **Deadline:** file within **2 years** of the date you were granted asylum or admitted as a refugee. USCIS can accept a late petition only for humanitarian reasons.
- **Relationship timing:** you must have been married **before** your asylum was granted (or before you were admitted as a refugee), and a child must have been born or conceived before then.
- **Child's age:** it is generally fixed at the date you filed your asylum application, so a child who turns 21 later may still qualify.
- **One form per family member.** There is **no filing fee**.
- Only spouses and children qualify. Parents, brothers and sisters **cannot** use the I-730.

If your relatives are abroad, a U.S. embassy or consulate interviews them after USCIS approves the petition. The whole process often takes many months or longer.

If you yourself got status as a dependent on someone else's case, you cannot file an I-730 for your own relatives.

**Next step:** Put the deadline in **Deadline Reminders** now, gather marriage and birth records, and use **Track Applications** to follow each petition.`,
    sources: [{ title: 'USCIS: I-730, Refugee/Asylee Relative Petition', url: 'https://www.uscis.gov/i-730' }, ASYLUM_PAGE],
    checkedOn: CHECKED,
    related: ['asylee-green-card', 'asylum-how-to-apply', 'refugee-travel-document'],
    translations: {
      es: {
        question: '¿Cómo puedo traer a mi cónyuge y a mis hijos después de recibir asilo o estatus de refugiado?',
        phrasings: [
          'petición I-730 para familiares de asilados',
          'ya me dieron asilo y quiero traer a mis hijos',
          '¿cuál es el plazo para presentar el I-730?',
          'mi esposa puede venir si yo tengo asilo',
        ],
        answer: `Presente el **Formulario I-730, Petición de Familiar de Refugiado o Asilado**, para su **cónyuge** y sus **hijos solteros menores de 21 años**. Si se aprueba, pueden reunirse con usted en EE. UU. ("follow to join") con estatus de asilado o refugiado, o recibir ese estatus aquí si ya están en EE. UU.

**Reglas clave:**

- **Plazo:** presente dentro de **2 años** desde la fecha en que le concedieron el asilo o lo admitieron como refugiado. USCIS solo acepta una petición tardía por razones humanitarias.
- **Cuándo empezó la relación:** debe haberse casado **antes** de que le concedieran el asilo (o antes de su admisión como refugiado), y el hijo debe haber nacido o haber sido concebido antes de esa fecha.
- **Edad del hijo:** en general se fija en la fecha en que usted presentó su solicitud de asilo, así que un hijo que cumpla 21 años después todavía puede calificar.
- **Un formulario por cada familiar.** **No hay tarifa** de presentación.
- Solo califican el cónyuge y los hijos. Los padres y los hermanos **no** pueden usar el I-730.

Si sus familiares están en el extranjero, una embajada o un consulado de EE. UU. los entrevista después de que USCIS aprueba la petición. Todo el proceso suele tardar muchos meses o más.

Si usted mismo recibió el estatus como dependiente en el caso de otra persona, no puede presentar un I-730 para sus propios familiares.

**Próximo paso:** Anote el plazo en **Deadline Reminders** desde ahora, reúna las actas de matrimonio y de nacimiento, y use **Track Applications** para seguir cada petición.`,
      },
      fr: {
        question: 'Comment faire venir mon conjoint et mes enfants après avoir obtenu l’asile ou le statut de réfugié ?',
        phrasings: [
          'pétition I-730 pour la famille d’un réfugié',
          'faire venir mes enfants après l’asile',
          'délai pour déposer le I-730',
          'ma femme peut-elle me rejoindre si j’ai l’asile ?',
        ],
        answer: `Déposez le **formulaire I-730, Refugee/Asylee Relative Petition** (pétition pour un proche de réfugié ou d’asilé), pour votre **conjoint** et vos **enfants non mariés de moins de 21 ans**. Si elle est approuvée, ils peuvent vous rejoindre aux États-Unis (« follow to join ») avec le statut d’asilé ou de réfugié, ou recevoir ce statut sur place s’ils y sont déjà.

**Règles essentielles :**

- **Délai :** déposez dans les **2 ans** qui suivent la date à laquelle l’asile vous a été accordé ou à laquelle vous avez été admis comme réfugié. L’USCIS n’accepte une pétition tardive que pour des raisons humanitaires.
- **Date de la relation :** vous devez vous être marié **avant** l’octroi de l’asile (ou avant votre admission comme réfugié), et l’enfant doit être né ou conçu avant cette date.
- **Âge de l’enfant :** il est en général fixé à la date du dépôt de votre demande d’asile, si bien qu’un enfant qui a eu 21 ans depuis peut encore être admissible.
- **Un formulaire par membre de la famille.** Il n’y a **pas de frais de dépôt**.
- Seuls le conjoint et les enfants sont admissibles. Les parents, frères et sœurs **ne peuvent pas** bénéficier du I-730.

Si vos proches sont à l’étranger, une ambassade ou un consulat des États-Unis les reçoit en entretien après l’approbation de l’USCIS. L’ensemble de la procédure prend souvent de nombreux mois, voire davantage.

Si vous avez vous-même obtenu votre statut en tant que personne à charge dans le dossier de quelqu’un d’autre, vous ne pouvez pas déposer de I-730 pour vos propres proches.

**Prochaine étape :** Notez dès maintenant le délai dans **Deadline Reminders**, rassemblez les actes de mariage et de naissance, et utilisez **Track Applications** pour suivre chaque pétition.`,
      },
      de: {
        question: 'Wie hole ich nach Asyl oder Flüchtlingsanerkennung meinen Ehepartner und meine Kinder nach?',
        phrasings: [
          'I-730 Familiennachzug für Asylberechtigte',
          'meine Kinder nach der Asylgewährung in die USA holen',
          'Frist für das I-730',
          'kann meine Frau nachkommen, wenn ich Asyl habe?',
        ],
        answer: `Reichen Sie **Formular I-730, Refugee/Asylee Relative Petition**, für Ihren **Ehepartner** und Ihre **unverheirateten Kinder unter 21** ein. Wird es genehmigt, können sie zu Ihnen in die USA nachkommen („follow to join“) und erhalten den Status als Asylberechtigte oder Flüchtlinge, oder sie bekommen diesen Status hier, wenn sie schon in den USA sind.

**Wichtige Regeln:**

- **Frist:** Reichen Sie innerhalb von **2 Jahren** ab dem Tag ein, an dem Ihnen Asyl gewährt wurde oder Sie als Flüchtling aufgenommen wurden. Einen verspäteten Antrag nimmt USCIS nur aus humanitären Gründen an.
- **Zeitpunkt der Beziehung:** Sie müssen **vor** der Asylgewährung (oder vor Ihrer Aufnahme als Flüchtling) verheiratet gewesen sein, und ein Kind muss vor diesem Datum geboren oder gezeugt worden sein.
- **Alter des Kindes:** Maßgeblich ist in der Regel der Tag, an dem Sie Ihren Asylantrag eingereicht haben; ein Kind, das später 21 wird, kann also trotzdem in Frage kommen.
- **Ein Formular pro Familienmitglied.** Es gibt **keine Antragsgebühr**.
- Nur Ehepartner und Kinder kommen in Frage. Eltern und Geschwister können das I-730 **nicht** nutzen.

Sind Ihre Angehörigen im Ausland, führt eine US-Botschaft oder ein US-Konsulat nach der Genehmigung durch USCIS ein Interview mit ihnen. Das ganze Verfahren dauert oft viele Monate oder länger.

Haben Sie Ihren Status selbst als Angehöriger im Verfahren einer anderen Person erhalten, können Sie für Ihre eigenen Verwandten kein I-730 einreichen.

**Nächster Schritt:** Tragen Sie die Frist jetzt in **Deadline Reminders** ein, sammeln Sie Heirats- und Geburtsurkunden, und verfolgen Sie jede Petition mit **Track Applications**.`,
      },
    },
  },
  {
    id: 'humanitarian-parole',
    topic: 'humanitarian',
    question: 'What is humanitarian parole and how do I request it?',
    phrasings: [
      'humanitarian parole I-131',
      'emergency way to bring a sick relative to the US',
      'parole for urgent humanitarian reasons',
      'how to apply for parole for someone outside the US',
      'humanitarian parole cost',
    ],
    keywords: [
      'humanitarian parole',
      'I-131',
      'I-134',
      'urgent humanitarian reasons',
      'significant public benefit',
      'parole in place',
      'CHNV',
      'parole fee',
      'H.R. 1',
    ],
    answer: `**Humanitarian parole** lets a person outside the U.S. come in temporarily for an **urgent humanitarian reason** or a **significant public benefit**, such as urgent medical treatment, seeing a dying relative, or taking part in a court case. It is decided case by case and is **not** a visa or a path to a green card.

**How to request it:**

- File **Form I-131** with USCIS for the person abroad. Anyone can file, including the person themself.
- Add **Form I-134** from someone who will support them financially.
- Include strong, dated proof of the emergency, such as medical records or official letters, and explain why a regular visa is not possible or would come too late.
- Check the current filing fee on the USCIS fee schedule. Under the 2025 law **H.R. 1**, a separate parole fee of {{fee-parole-hr1}} that cannot be waived may also be charged when parole is granted.

If approved, parole lasts only as long as the reason requires. The person must leave when it ends unless they get another status.

The special parole programs of recent years, such as the one for Cubans, Haitians, Nicaraguans and Venezuelans, have ended, and requests are reviewed strictly. People already inside the U.S. who want to travel and come back use **advance parole**, which is different.

**Next step:** Denials cannot be appealed, only refiled, so ask a licensed immigration attorney or accredited representative to review the request first. Use **Document Review** to check your evidence.`,
    sources: [{ title: 'USCIS: Humanitarian Parole', url: 'https://www.uscis.gov/humanitarian/humanitarian-parole' }, I131_PAGE, HR1_FEES],
    checkedOn: CHECKED,
    related: ['refugee-travel-document', 'asylum-how-to-apply', 'tps-basics'],
    translations: {
      es: {
        question: '¿Qué es el parole humanitario y cómo se solicita?',
        phrasings: [
          'permiso humanitario para traer a un familiar enfermo',
          'parole humanitario con el I-131',
          '¿cuánto cuesta el parole humanitario?',
          'como pedir parole para alguien que esta fuera de estados unidos',
        ],
        answer: `El **parole humanitario** permite que una persona que está fuera de EE. UU. entre temporalmente por una **razón humanitaria urgente** o un **beneficio público significativo**, como un tratamiento médico urgente, ver a un familiar que se está muriendo o participar en un caso judicial. Se decide caso por caso y **no** es una visa ni un camino a la green card.

**Cómo solicitarlo:**

- Presente el **Formulario I-131** ante USCIS para la persona que está en el extranjero. Cualquiera puede presentarlo, incluso la propia persona.
- Agregue el **Formulario I-134** de alguien que la apoyará económicamente.
- Incluya pruebas sólidas y con fecha de la emergencia, como registros médicos o cartas oficiales, y explique por qué una visa normal no es posible o llegaría demasiado tarde.
- Consulte la tarifa de presentación actual en la tabla de tarifas de USCIS. Según la ley **H.R. 1** de 2025, también se puede cobrar una tarifa de parole aparte, de {{fee-parole-hr1}} y sin exención, cuando se concede el parole.

Si se aprueba, el parole dura solo el tiempo que exige el motivo. La persona debe salir cuando termina, salvo que obtenga otro estatus.

Los programas especiales de parole de los últimos años, como el de cubanos, haitianos, nicaragüenses y venezolanos, ya terminaron, y las solicitudes se revisan con rigor. Quienes ya están dentro de EE. UU. y quieren viajar y volver usan el **advance parole**, que es otra cosa.

**Próximo paso:** Las negaciones no se pueden apelar, solo volver a presentar, así que pida a un abogado de inmigración con licencia o un representante acreditado que revise la solicitud primero. Use **Document Review** para revisar sus pruebas.`,
      },
    },
  },
  {
    id: 'withholding-cat',
    topic: 'humanitarian',
    question: 'What is the difference between asylum, withholding of removal and CAT protection?',
    phrasings: [
      'withholding of removal vs asylum',
      'Convention Against Torture protection',
      'CAT deferral of removal',
      'I missed the asylum deadline can I get withholding',
      'what is withholding of removal',
    ],
    keywords: [
      'withholding of removal',
      'CAT',
      'Convention Against Torture',
      'deferral of removal',
      'I-589',
      'more likely than not',
      'third country removal',
      'immigration judge',
    ],
    answer: `All three protect people who fear harm in their home country, and all are requested on **Form I-589**, but they give very different benefits.

- **Asylum:** you must show a **well-founded fear** (a reasonable possibility) of persecution for a protected reason: race, religion, nationality, political opinion or a particular social group. There is a {{asylum-deadline-years}}-year filing deadline, with exceptions. Asylum leads to a **green card**, lets you bring your spouse and children, and allows travel with a refugee travel document.
- **Withholding of removal:** you must show it is **more likely than not** that you would be persecuted for a protected reason, which is a higher standard. There is **no deadline**. It is usually decided in **immigration court** and gives **no green card**, no family benefits and no travel. The U.S. cannot send you to that country, but it may send you to a **third country**.
- **Convention Against Torture (CAT):** you must show it is more likely than not that you would be **tortured** by, or with the consent of, a government official. No protected reason is needed, and people barred from asylum and withholding, for example because of certain crimes, may still get **deferral of removal**. The benefits are similar to withholding.

People granted withholding or CAT can usually get a work permit, but they stay under a removal order.

When you file the I-589 in court, the judge considers all three. Since 2025 the government has been sending more people with these protections to third countries, and this is being challenged in court.

**Next step:** These cases are complex. Get help from a licensed immigration attorney or accredited representative.`,
    sources: [
      ecfr(
        '208',
        '208.16',
        'Withholding of removal under section 241(b)(3)(B) of the Act and withholding of removal under the Convention Against Torture',
      ),
      I589_PAGE,
      EOIR_PAGE,
    ],
    checkedOn: CHECKED,
    related: ['asylum-how-to-apply', 'asylum-one-year-deadline', 'notice-to-appear-removal'],
    translations: {
      es: {
        question: '¿Qué diferencia hay entre el asilo, la retención de la deportación y la protección de la Convención contra la Tortura?',
        phrasings: [
          'diferencia entre asilo y withholding of removal',
          'proteccion bajo la convencion contra la tortura CAT',
          'se me pasó el plazo del asilo, ¿puedo pedir withholding?',
          '¿qué es la retención de la deportación?',
        ],
        answer: `Las tres protegen a personas que temen sufrir daño en su país, y las tres se piden con el **Formulario I-589**, pero dan beneficios muy distintos.

- **Asilo:** debe demostrar un **temor fundado** (una posibilidad razonable) de persecución por un motivo protegido: raza, religión, nacionalidad, opinión política o un grupo social determinado. Hay un plazo de {{asylum-deadline-years}} año para presentar, con excepciones. El asilo lleva a la **green card**, le permite traer a su cónyuge y sus hijos, y viajar con un documento de viaje de refugiado.
- **Retención de la deportación (withholding of removal):** debe demostrar que es **más probable que no** que lo persigan por un motivo protegido, un estándar más alto. **No hay plazo**. Normalmente la decide la **corte de inmigración**, y **no da green card**, ni beneficios para la familia, ni permite viajar. EE. UU. no puede enviarlo a ese país, pero sí a un **tercer país**.
- **Convención contra la Tortura (CAT):** debe demostrar que es más probable que no que lo **torture** un funcionario del gobierno, o alguien con su consentimiento. No hace falta un motivo protegido, y quienes no pueden recibir asilo ni retención, por ejemplo por ciertos delitos, todavía pueden obtener el **aplazamiento de la deportación** (deferral of removal). Los beneficios se parecen a los de la retención.

Quienes reciben retención o CAT normalmente pueden obtener permiso de trabajo, pero siguen teniendo una orden de deportación.

Cuando presenta el I-589 en la corte, el juez considera las tres. Desde 2025 el gobierno envía a más personas con estas protecciones a terceros países, y esto se está impugnando en los tribunales.

**Próximo paso:** Estos casos son complejos. Busque ayuda de un abogado de inmigración con licencia o un representante acreditado.`,
      },
    },
  },
  {
    id: 'u-visa',
    topic: 'humanitarian',
    question: 'Can a crime victim get a U visa?',
    phrasings: [
      'U visa requirements',
      'I-918 Supplement B police certification',
      'visa for victims of domestic violence',
      'u visa waiting list and bona fide determination',
      'I was a victim of a crime in the US can I get papers',
    ],
    keywords: [
      'U visa',
      'I-918',
      'Supplement B',
      'certification',
      'crime victim',
      'bona fide determination',
      'BFD',
      'waiting list',
      'I-192',
      'domestic violence',
    ],
    answer: `Yes, if you meet the rules. The **U visa** protects victims of certain serious crimes who suffered harm and help law enforcement. You can qualify even if you are undocumented.

**You generally need to show:**

- you were the victim of a **qualifying crime**, such as domestic violence, sexual assault, trafficking, kidnapping, felonious assault, extortion or certain labor crimes, that happened in the U.S. or broke U.S. law;
- you suffered **substantial physical or mental abuse** because of it;
- you have useful information and **have helped, are helping or will help** police, prosecutors or another agency;
- a certifying agency signed **Form I-918, Supplement B**, confirming your help.

You apply on **Form I-918**, with no filing fee. Close family members can be added with Supplement A. If you have other immigration problems, such as a past overstay, you usually also need a waiver (**Form I-192**).

**The wait:** only {{u-visa-cap}} U visas are given to main applicants each year, and far more people apply. USCIS may first make a **bona fide determination**; if you pass, you may get a work permit and **deferred action** while you wait for a visa, which can take years.

After **three years** in U status, you may be able to apply for a **green card**.

**Next step:** Ask the police, prosecutor or agency that handled your case about signing Supplement B, and contact a licensed immigration attorney or accredited representative. Use **Track Applications** to follow your case.`,
    sources: [
      {
        title: 'USCIS: Victims of Criminal Activity: U Nonimmigrant Status',
        url: 'https://www.uscis.gov/humanitarian/victims-of-human-trafficking-and-other-crimes/victims-of-criminal-activity-u-nonimmigrant-status',
      },
      { title: 'USCIS: I-918, Petition for U Nonimmigrant Status', url: 'https://www.uscis.gov/i-918' },
      usc(1184, 'INA 214, admission of nonimmigrants'),
    ],
    checkedOn: CHECKED,
    related: ['t-visa', 'vawa-self-petition', 'deferred-action-and-status'],
    translations: {
      es: {
        question: '¿Puede una víctima de un delito obtener la visa U?',
        phrasings: [
          'requisitos de la visa U',
          'fui victima de un crimen en estados unidos, ¿puedo arreglar papeles?',
          'certificación de la policía, Suplemento B del I-918',
          'visa para víctimas de violencia doméstica',
        ],
        answer: `Sí, si cumple los requisitos. La **visa U** protege a las víctimas de ciertos delitos graves que sufrieron daño y ayudan a las autoridades. Puede calificar aunque no tenga papeles.

**Por lo general debe demostrar que:**

- fue víctima de un **delito que califica**, como violencia doméstica, agresión sexual, trata de personas, secuestro, agresión grave, extorsión o ciertos delitos laborales, ocurrido en EE. UU. o que violó la ley de EE. UU.;
- sufrió **abuso físico o mental considerable** a causa del delito;
- tiene información útil y **ha ayudado, está ayudando o ayudará** a la policía, a la fiscalía o a otra agencia;
- una agencia certificadora firmó el **Formulario I-918, Suplemento B**, que confirma su ayuda.

Se solicita con el **Formulario I-918**, sin tarifa de presentación. Puede agregar a familiares cercanos con el Suplemento A. Si tiene otros problemas migratorios, como haberse quedado más tiempo del permitido en el pasado, normalmente también necesita un perdón (**Formulario I-192**).

**La espera:** cada año solo se dan {{u-visa-cap}} visas U a solicitantes principales, y las piden muchas más personas. USCIS puede hacer primero una **determinación de buena fe** (bona fide determination); si la pasa, puede recibir permiso de trabajo y **acción diferida** mientras espera la visa, lo que puede tardar años.

Después de **tres años** con estatus U, es posible que pueda pedir la **green card**.

**Próximo paso:** Pregunte a la policía, la fiscalía o la agencia que llevó su caso si firmará el Suplemento B, y comuníquese con un abogado de inmigración con licencia o un representante acreditado. Use **Track Applications** para seguir su caso.`,
      },
      fr: {
        question: 'Une victime d’un crime peut-elle obtenir un visa U ?',
        phrasings: [
          'conditions du visa U',
          'certificat de la police, supplément B du I-918',
          'visa pour les victimes de violences conjugales',
          'j’ai été victime d’un crime aux USA, est-ce que je peux avoir des papiers ?',
        ],
        answer: `Oui, si vous remplissez les conditions. Le **visa U** protège les victimes de certains crimes graves qui ont subi un préjudice et qui aident les autorités. Vous pouvez y avoir droit même sans papiers.

**Vous devez en général montrer que :**

- vous avez été victime d’une **infraction visée par la loi**, comme des violences conjugales, une agression sexuelle, la traite, un enlèvement, une agression grave, une extorsion ou certaines infractions liées au travail, commise aux États-Unis ou contraire à la loi américaine ;
- vous avez subi des **sévices physiques ou psychologiques importants** à cause de cette infraction ;
- vous détenez des informations utiles et **avez aidé, aidez ou aiderez** la police, le parquet ou une autre autorité ;
- une autorité habilitée a signé le **formulaire I-918, supplément B**, qui confirme votre aide.

La demande se fait avec le **formulaire I-918**, sans frais de dépôt. Vos proches peuvent être ajoutés avec le supplément A. Si vous avez d’autres problèmes d’immigration, comme un ancien dépassement de séjour, il vous faut en général aussi une dérogation (**formulaire I-192**).

**L’attente :** seuls {{u-visa-cap}} visas U sont accordés chaque année aux demandeurs principaux, et les demandes sont bien plus nombreuses. L’USCIS peut d’abord rendre une **décision de bonne foi** (bona fide determination) ; si elle vous est favorable, vous pouvez obtenir un permis de travail et une **action différée** (deferred action) en attendant un visa, ce qui peut prendre des années.

Après **trois ans** sous statut U, vous pourrez peut-être demander la **carte verte**.

**Prochaine étape :** Demandez à la police, au parquet ou à l’autorité qui a traité votre affaire de signer le supplément B, et contactez un avocat en immigration autorisé à exercer ou un représentant accrédité. Utilisez **Track Applications** pour suivre votre dossier.`,
      },
      de: {
        question: 'Kann ein Opfer einer Straftat ein U-Visum bekommen?',
        phrasings: [
          'Voraussetzungen für das U-Visum',
          'Bestätigung der Polizei, Supplement B zum I-918',
          'Visum für Opfer häuslicher Gewalt',
          'ich wurde in den USA Opfer einer Straftat, bekomme ich Papiere?',
        ],
        answer: `Ja, wenn Sie die Voraussetzungen erfüllen. Das **U-Visum** schützt Opfer bestimmter schwerer Straftaten, die dadurch geschädigt wurden und den Behörden helfen. Sie können es auch ohne Papiere bekommen.

**In der Regel müssen Sie nachweisen:**

- Sie waren Opfer einer **anerkannten Straftat**, etwa häuslicher Gewalt, sexueller Übergriffe, Menschenhandels, Entführung, schwerer Körperverletzung, Erpressung oder bestimmter Straftaten im Arbeitsverhältnis, die in den USA geschah oder gegen US-Recht verstieß;
- Sie haben dadurch **erheblichen körperlichen oder seelischen Schaden** erlitten;
- Sie haben nützliche Informationen und **haben Polizei, Staatsanwaltschaft oder einer anderen Behörde geholfen, helfen jetzt oder werden helfen**;
- eine zuständige Behörde hat **Formular I-918, Supplement B**, unterschrieben und damit Ihre Mithilfe bestätigt.

Sie beantragen es mit **Formular I-918**, ohne Antragsgebühr. Nahe Angehörige können Sie mit Supplement A aufnehmen. Haben Sie weitere Einwanderungsprobleme, etwa eine frühere Überschreitung, brauchen Sie meist zusätzlich einen Waiver (**Formular I-192**).

**Die Wartezeit:** Pro Jahr werden nur {{u-visa-cap}} U-Visa an Hauptantragsteller vergeben, und es gibt weit mehr Anträge. USCIS kann zuerst eine **Bona-fide-Entscheidung** (bona fide determination) treffen; fällt sie positiv aus, können Sie eine Arbeitserlaubnis und **Deferred Action** erhalten, während Sie auf ein Visum warten, was Jahre dauern kann.

Nach **drei Jahren** im U-Status können Sie möglicherweise eine **Green Card** beantragen.

**Nächster Schritt:** Fragen Sie die Polizei, die Staatsanwaltschaft oder die Behörde, die Ihren Fall bearbeitet hat, ob sie Supplement B unterschreibt, und wenden Sie sich an eine zugelassene Anwältin oder einen Anwalt für Einwanderungsrecht oder eine akkreditierte Vertretung. Verfolgen Sie Ihren Fall mit **Track Applications**.`,
      },
    },
  },
  {
    id: 't-visa',
    topic: 'humanitarian',
    question: 'What is a T visa for trafficking survivors?',
    phrasings: [
      'T visa requirements',
      'I-914 application',
      'I was forced to work without pay can I get a visa',
      'visa for human trafficking victims',
      'labor trafficking immigration help',
    ],
    keywords: [
      'T visa',
      'I-914',
      'human trafficking',
      'sex trafficking',
      'labor trafficking',
      'Supplement B',
      'bona fide determination',
      'forced labor',
      'debt bondage',
    ],
    answer: `The **T visa** protects people who are or were victims of **human trafficking**: **sex trafficking**, or **labor trafficking** (being forced, tricked or pressured into work or services, including debt bondage).

**You generally must:**

- be in the U.S., or at a port of entry, **because of** the trafficking;
- **cooperate** with reasonable requests from law enforcement, unless you were under 18 at the time or trauma prevents you;
- show you would suffer **extreme hardship involving unusual and severe harm** if you were removed.

You apply on **Form I-914**, with no filing fee. A statement from law enforcement (**Supplement B**) helps but is not required. Family members can be included with **Supplement A**, in some cases even if they are abroad. If you have other immigration problems, a waiver is often available.

Up to {{t-visa-cap}} T visas are available to main applicants each year, and that limit has not been reached in recent years, so the wait is mostly processing time. USCIS may first issue a **bona fide determination**, which can bring a work permit and **deferred action** while your case is decided.

After **three years** in T status, or sooner when the investigation or prosecution ends, you may be able to apply for a **green card**.

If you are in danger now, call 911. The National Human Trafficking Hotline (1-888-373-7888) offers confidential help.

**Next step:** Contact a licensed immigration attorney, an accredited representative or a survivor support organization. The law protects the confidentiality of your information.`,
    sources: [
      {
        title: 'USCIS: Victims of Human Trafficking: T Nonimmigrant Status',
        url: 'https://www.uscis.gov/humanitarian/victims-of-human-trafficking-and-other-crimes/victims-of-human-trafficking-t-nonimmigrant-status',
      },
      { title: 'USCIS: I-914, Application for T Nonimmigrant Status', url: 'https://www.uscis.gov/i-914' },
      usc(1184, 'INA 214, admission of nonimmigrants'),
    ],
    checkedOn: CHECKED,
    related: ['u-visa', 'vawa-self-petition', 'deferred-action-and-status'],
    translations: {
      es: {
        question: '¿Qué es la visa T para sobrevivientes de trata de personas?',
        phrasings: [
          'requisitos de la visa T',
          'me obligaron a trabajar sin pago, ¿puedo obtener una visa?',
          'formulario I-914',
          'ayuda migratoria por trata laboral',
        ],
        answer: `La **visa T** protege a quienes son o fueron víctimas de **trata de personas**: **trata sexual** o **trata laboral** (ser obligado, engañado o presionado a trabajar o prestar servicios, incluida la servidumbre por deudas).

**Por lo general debe:**

- estar en EE. UU., o en un puerto de entrada, **a causa de** la trata;
- **cooperar** con las peticiones razonables de las autoridades, salvo que tuviera menos de 18 años en ese momento o que el trauma se lo impida;
- demostrar que sufriría **dificultades extremas con un daño inusual y grave** si lo deportaran.

Se solicita con el **Formulario I-914**, sin tarifa de presentación. Una declaración de las autoridades (**Suplemento B**) ayuda, pero no es obligatoria. Puede incluir a familiares con el **Suplemento A**, en algunos casos aunque estén en el extranjero. Si tiene otros problemas migratorios, a menudo existe un perdón.

Cada año hay hasta {{t-visa-cap}} visas T para solicitantes principales, y ese límite no se ha alcanzado en los últimos años, así que la espera es sobre todo el tiempo de trámite. USCIS puede emitir primero una **determinación de buena fe** (bona fide determination), que puede traer permiso de trabajo y **acción diferida** mientras se decide su caso.

Después de **tres años** con estatus T, o antes si termina la investigación o el juicio, es posible que pueda pedir la **green card**.

Si está en peligro ahora, llame al 911. La Línea Nacional contra la Trata de Personas (1-888-373-7888) ofrece ayuda confidencial.

**Próximo paso:** Comuníquese con un abogado de inmigración con licencia, un representante acreditado o una organización de apoyo a sobrevivientes. La ley protege la confidencialidad de su información.`,
      },
    },
  },
  {
    id: 'vawa-self-petition',
    topic: 'humanitarian',
    question: 'Can I get a green card on my own if my U.S. citizen or green card holder spouse abuses me?',
    phrasings: [
      'VAWA self petition',
      'I-360 VAWA',
      'my husband is a citizen and abusive and will not file for me',
      'immigration help for domestic violence victims',
      'abused by my US citizen son can I apply myself',
    ],
    keywords: [
      'VAWA',
      'Violence Against Women Act',
      'I-360',
      'self-petition',
      'battered spouse',
      'extreme cruelty',
      'domestic violence',
      'abuse',
      'confidentiality',
    ],
    answer: `Yes, in many cases. Under the **Violence Against Women Act (VAWA)**, some abused family members of U.S. citizens and permanent residents can file for themselves, without the abuser's help or knowledge. VAWA protects **men and women** equally.

**Who can self-petition on Form I-360:**

- a **spouse** (or, in some cases, a former spouse) abused by a U.S. citizen or permanent resident spouse, or whose child was abused by that spouse;
- a **child** (unmarried and under 21, or in some cases up to 25) abused by a citizen or permanent resident parent;
- a **parent** abused by an adult U.S. citizen son or daughter.

**You generally need to show:** the family relationship; **battery or extreme cruelty** (abuse does not have to be physical); that you **lived with** the abuser; **good moral character**; and, for spouses, that you married in **good faith**.

There is **no filing fee** for a VAWA I-360. If it is approved, you may be able to apply for a green card from inside the U.S., often even if you entered without inspection.

**Confidentiality:** by law, USCIS does not tell the abuser about your case and cannot decide against you based only on information from the abuser.

If you are in danger, call 911. The National Domestic Violence Hotline (1-800-799-7233) can help with safety planning.

**Next step:** Talk to a licensed immigration attorney, an accredited representative or a domestic violence program before you file, and keep copies of your evidence somewhere safe. **Document Review** can help you organize it.`,
    sources: [
      {
        title: 'USCIS: Abused Spouses, Children and Parents',
        url: 'https://www.uscis.gov/humanitarian/abused-spouses-children-and-parents',
      },
      I360_PAGE,
    ],
    checkedOn: CHECKED,
    related: ['u-visa', 't-visa', 'overstay-marriage-us-citizen'],
    translations: {
      es: {
        question: '¿Puedo sacar la green card por mi cuenta si mi cónyuge ciudadano o residente permanente me maltrata?',
        phrasings: [
          'autopetición VAWA',
          'mi esposo es ciudadano, me maltrata y no quiere arreglarme los papeles',
          'I-360 por VAWA',
          'ayuda de inmigracion para victimas de violencia domestica',
        ],
        answer: `Sí, en muchos casos. Según la **Ley de Violencia contra la Mujer (VAWA)**, algunos familiares maltratados de ciudadanos estadounidenses y residentes permanentes pueden presentar la petición por su cuenta, sin la ayuda del agresor y sin que este lo sepa. VAWA protege por igual a **hombres y mujeres**.

**Quién puede autopeticionarse con el Formulario I-360:**

- un **cónyuge** (o, en algunos casos, un excónyuge) maltratado por su cónyuge ciudadano o residente permanente, o cuyo hijo fue maltratado por ese cónyuge;
- un **hijo** (soltero y menor de 21 años, o en algunos casos hasta los 25) maltratado por su padre o madre ciudadano o residente permanente;
- un **padre o una madre** maltratados por un hijo o una hija adultos que sean ciudadanos estadounidenses.

**Por lo general debe demostrar:** la relación familiar; **agresión o crueldad extrema** (el abuso no tiene que ser físico); que **vivió con** el agresor; **buen carácter moral**; y, en el caso de los cónyuges, que se casó de **buena fe**.

**No hay tarifa** para el I-360 de VAWA. Si se aprueba, es posible que pueda pedir la green card desde dentro de EE. UU., muchas veces aunque haya entrado sin inspección.

**Confidencialidad:** por ley, USCIS no le informa al agresor sobre su caso y no puede decidir en su contra basándose solo en información del agresor.

Si está en peligro, llame al 911. La Línea Nacional sobre la Violencia Doméstica (1-800-799-7233) puede ayudarle con un plan de seguridad.

**Próximo paso:** Hable con un abogado de inmigración con licencia, un representante acreditado o un programa contra la violencia doméstica antes de presentar, y guarde copias de sus pruebas en un lugar seguro. **Document Review** puede ayudarle a organizarlas.`,
      },
    },
  },
  {
    id: 'sij-special-immigrant-juvenile',
    topic: 'humanitarian',
    question: 'What is Special Immigrant Juvenile (SIJ) status?',
    phrasings: [
      'SIJS requirements',
      'I-360 special immigrant juvenile',
      'green card for an abused or abandoned child',
      'SIJ age limit',
      'juvenile court order for immigration',
    ],
    keywords: [
      'SIJ',
      'SIJS',
      'Special Immigrant Juvenile',
      'I-360',
      'juvenile court',
      'predicate order',
      'abuse',
      'neglect',
      'abandonment',
      'EB-4',
      'I-485',
    ],
    answer: `**Special Immigrant Juvenile (SIJ)** classification is a path to a **green card** for children and young people in the U.S. who were **abused, neglected or abandoned** by one or both parents.

**Steps:**

1. **State court order.** A state juvenile court (a family, probate or dependency court, depending on the state) must find that you depend on the court or were placed in someone's custody, that **reunification with one or both parents is not possible** because of abuse, neglect, abandonment or a similar reason, and that returning to your home country is **not in your best interest**. Courts' age limits differ by state, so act early.
2. **Form I-360.** File with USCIS while you are **under {{sij-age}}** and **unmarried**. Since 2025 the law **H.R. 1** charges an SIJ fee of {{fee-sij-hr1}} that cannot be waived; it is adjusted every year, so check the current amount on the USCIS SIJ page.
3. **Green card (Form I-485).** You can apply only when a visa is available in the **EB-4** category. For some countries, such as El Salvador, Guatemala, Honduras and Mexico, the wait can take years; check the Visa Bulletin.

If you file the I-360 before turning {{sij-age}}, you do not lose eligibility just because you age out later. After you get a green card through SIJ, you can **never** sponsor your **parents**.

In 2025 USCIS ended its policy of giving deferred action to approved SIJ youth who are waiting for a visa, so ask a lawyer how to stay protected while you wait.

**Next step:** Speak with a licensed immigration attorney or accredited representative early, ideally before the state court case, and use **Deadline Reminders** to track your age deadline.`,
    sources: [
      {
        title: 'USCIS: Special Immigrant Juveniles',
        url: 'https://www.uscis.gov/green-card/green-card-eligibility/green-card-based-on-special-immigrant-juvenile-classification',
      },
      I360_PAGE,
      HR1_FEES,
    ],
    checkedOn: CHECKED,
    related: ['vawa-self-petition', 'asylum-how-to-apply', 'deferred-action-and-status'],
    translations: {
      es: {
        question: '¿Qué es el estatus de Inmigrante Juvenil Especial (SIJ)?',
        phrasings: [
          'requisitos de la visa juvenil SIJS',
          'green card para un menor abandonado o maltratado',
          'hasta que edad se puede pedir el SIJ',
          'orden de la corte juvenil para inmigración',
        ],
        answer: `La clasificación de **Inmigrante Juvenil Especial (SIJ)** es un camino a la **green card** para niños y jóvenes en EE. UU. que fueron **maltratados, descuidados o abandonados** por uno o ambos padres.

**Pasos:**

1. **Orden de una corte estatal.** Una corte juvenil del estado (de familia, testamentaria o de dependencia, según el estado) debe determinar que usted depende de la corte o fue puesto bajo la custodia de alguien, que **no es posible reunirse con uno o ambos padres** por maltrato, descuido, abandono o una razón parecida, y que volver a su país **no es lo mejor para usted**. Los límites de edad de las cortes varían según el estado, así que actúe pronto.
2. **Formulario I-360.** Preséntelo ante USCIS mientras sea **menor de {{sij-age}} años** y esté **soltero**. Desde 2025, la ley **H.R. 1** cobra una tarifa de SIJ de {{fee-sij-hr1}} sin exención; se ajusta cada año, así que revise el monto actual en la página de SIJ de USCIS.
3. **Green card (Formulario I-485).** Solo puede pedirla cuando haya una visa disponible en la categoría **EB-4**. Para algunos países, como El Salvador, Guatemala, Honduras y México, la espera puede durar años; consulte el Boletín de Visas.

Si presenta el I-360 antes de cumplir {{sij-age}} años, no pierde el derecho solo porque cumpla esa edad después. Si obtiene la green card por SIJ, **nunca** podrá pedir a sus **padres**.

En 2025 USCIS terminó su política de dar acción diferida a los jóvenes con SIJ aprobado que esperan una visa; pregunte a un abogado cómo mantenerse protegido mientras espera.

**Próximo paso:** Hable pronto con un abogado de inmigración con licencia o un representante acreditado, idealmente antes del caso en la corte estatal, y use **Deadline Reminders** para vigilar su fecha límite por edad.`,
      },
    },
  },
  // ---------------------------------------------------------------- Overstays, bars, waivers, removal
  {
    id: 'unlawful-presence-what-counts',
    topic: 'unlawful-presence',
    question: 'How is unlawful presence counted?',
    phrasings: [
      'when does unlawful presence start',
      'does unlawful presence count while my extension is pending',
      'D/S unlawful presence for F-1 students',
      'how many days of unlawful presence do I have',
      'is being out of status the same as unlawful presence',
    ],
    keywords: [
      'unlawful presence',
      'I-94',
      'D/S',
      'duration of status',
      'out of status',
      'period of stay authorized',
      'extension pending',
      'I-539',
      'entered without inspection',
      'EWI',
    ],
    answer: `**Unlawful presence** is time you spend in the U.S. after your authorized stay ends, or after entering without being inspected. It matters because it triggers the {{bar-3-years}}- and {{bar-10-years}}-year bars when you leave.

**When it starts:**

- **Date on your I-94:** usually the day after the "admit until" date on your I-94 record. Check it on the CBP I-94 website, not on your visa stamp.
- **"D/S" (duration of status)**, common for students and exchange visitors: it generally starts only after USCIS denies a request and finds a status violation, or an immigration judge orders you removed. You can still be **out of status** earlier, which causes other problems.
- **Entry without inspection:** from the day you entered, if you were 18 or older.

**Time that usually does NOT count:**

- time while you were **under 18**;
- time while a timely, non-frivolous **extension or change of status** request is pending, if you do not work without permission (if it is denied, the count starts the next day);
- time with a pending **green card application (Form I-485)**;
- time with a pending **asylum application**, unless you work without permission;
- time with **TPS**, **DACA**, other deferred action, or parole.

**Out of status is not the same as unlawful presence.** Working without permission, for example, breaks your status but may not start the unlawful presence count.

The {{bar-3-years}}- and {{bar-10-years}}-year bars look at a **single stay**, but the **permanent bar** adds up all your stays.

**Next step:** Count your days with your I-94 history and notices. Our **Eligibility Check** can help you see where you stand, and a licensed immigration attorney or accredited representative can confirm it.`,
    sources: [UNLAWFUL_PRESENCE_PAGE, INA_212, { title: 'CBP: I-94 Official Website', url: 'https://i94.cbp.dhs.gov/' }],
    checkedOn: CHECKED,
    related: ['unlawful-presence-bars', 'visa-overstay-by-days', 'deferred-action-and-status'],
    translations: {
      es: {
        question: '¿Cómo se cuenta la presencia ilegal?',
        phrasings: [
          '¿desde cuándo empieza a contar la presencia ilegal?',
          'cuenta la presencia ilegal mientras espero mi extension?',
          'presencia ilegal con D/S para estudiantes F-1',
          '¿cuántos días de presencia ilegal tengo?',
        ],
        answer: `La **presencia ilegal** es el tiempo que pasa en EE. UU. después de que termina su estadía autorizada, o después de entrar sin ser inspeccionado. Importa porque, al salir, activa los castigos de {{bar-3-years}} y {{bar-10-years}} años.

**Cuándo empieza:**

- **Fecha de su I-94:** normalmente el día después de la fecha "admit until" de su registro I-94. Revísela en el sitio web del I-94 de CBP, no en el sello de la visa.
- **"D/S" (duración del estatus)**, común en estudiantes y visitantes de intercambio: en general solo empieza cuando USCIS niega una solicitud y determina que violó su estatus, o cuando un juez de inmigración ordena su deportación. Aun así, puede quedar **fuera de estatus** antes, lo que causa otros problemas.
- **Entrada sin inspección:** desde el día en que entró, si tenía 18 años o más.

**Tiempo que normalmente NO cuenta:**

- el tiempo en que era **menor de 18 años**;
- el tiempo en que está pendiente una solicitud presentada a tiempo y de buena fe para **extender o cambiar su estatus**, si no trabaja sin permiso (si se la niegan, la cuenta empieza al día siguiente);
- el tiempo con una **solicitud de green card (Formulario I-485)** pendiente;
- el tiempo con una **solicitud de asilo** pendiente, salvo que trabaje sin permiso;
- el tiempo con **TPS**, **DACA**, otra acción diferida o parole.

**Estar fuera de estatus no es lo mismo que tener presencia ilegal.** Trabajar sin permiso, por ejemplo, rompe su estatus, pero puede no iniciar la cuenta de presencia ilegal.

Los castigos de {{bar-3-years}} y {{bar-10-years}} años miran una **sola estadía**, pero el **castigo permanente** suma todas sus estadías.

**Próximo paso:** Cuente sus días con su historial de I-94 y sus avisos. Nuestro **Eligibility Check** puede ayudarle a ver en qué situación está, y un abogado de inmigración con licencia o un representante acreditado puede confirmarlo.`,
      },
    },
  },
  {
    id: 'visa-overstay-by-days',
    topic: 'unlawful-presence',
    question: 'I overstayed my visa by a few days. What happens?',
    phrasings: [
      'I overstayed by one day',
      'stayed two weeks past my I-94 date',
      'consequences of a short overstay',
      'will a small overstay affect my next visa',
      'overstayed my ESTA by a few days',
    ],
    keywords: [
      'short overstay',
      'few days overstay',
      '222(g)',
      'visa voided',
      'ESTA',
      'Visa Waiver Program',
      'I-94',
      'new visa',
      'home country',
    ],
    answer: `A short overstay is serious but usually **manageable**. If you stayed past your **I-94** date by a few days or weeks, here is what generally happens:

- **No {{bar-3-years}}- or {{bar-10-years}}-year bar**, as long as your unlawful presence in that stay was **{{unlawful-presence-3-year-days}} days or less**.
- **Your visa is void.** Under section **222(g)**, even a one-day overstay cancels the visa in your passport. For future trips you usually must apply for a **new visa in your home country** (your country of nationality), unless the consulate agrees to an exception.
- **Visa Waiver (ESTA) travelers** usually cannot use ESTA again and must apply for a visa.
- **Future visa interviews** will ask about it. Bring proof of why you stayed, such as a medical record or a cancelled flight, and show that you otherwise followed the rules.
- The days still count toward the **permanent bar** total if you ever enter without inspection later.

If you filed an **extension or change of status** on time, before your I-94 date, the time it was pending may not count as an overstay. Students and exchange visitors admitted for **"D/S"** are treated differently.

**Next step:** If you have no pending case, leave as planned and keep your boarding pass and other exit proof. Check your travel history on the CBP I-94 website. Our **Eligibility Check** can help if you plan to return, and a licensed immigration attorney or accredited representative can help with a complex history.`,
    sources: [INA_222, UNLAWFUL_PRESENCE_PAGE, { title: 'CBP: I-94 Official Website', url: 'https://i94.cbp.dhs.gov/' }],
    checkedOn: CHECKED,
    related: ['overstay-consequences', 'unlawful-presence-what-counts', 'unlawful-presence-bars'],
    translations: {
      es: {
        question: 'Me quedé unos días más de lo que permitía mi visa. ¿Qué pasa?',
        phrasings: [
          'me pasé un día de la fecha del I-94',
          'me quede dos semanas de mas con la visa de turista',
          '¿quedarme unos días de más afecta mi próxima visa?',
          'me pasé unos días con el ESTA',
        ],
        answer: `Quedarse unos pocos días de más es serio, pero normalmente **tiene solución**. Si se quedó unos días o semanas después de la fecha de su **I-94**, esto es lo que suele pasar:

- **No hay castigo de {{bar-3-years}} ni de {{bar-10-years}} años**, siempre que su presencia ilegal en esa estadía haya sido de **{{unlawful-presence-3-year-days}} días o menos**.
- **Su visa queda anulada.** Según la sección **222(g)**, aunque sea un solo día de exceso, se cancela la visa de su pasaporte. Para futuros viajes, normalmente debe pedir una **nueva visa en su país de origen** (el país de su nacionalidad), salvo que el consulado acepte una excepción.
- **Quienes viajaron con el Programa de Exención de Visa (ESTA)** normalmente ya no pueden usar el ESTA y deben pedir visa.
- **En futuras entrevistas de visa** le preguntarán por ello. Lleve pruebas de por qué se quedó, como un registro médico o un vuelo cancelado, y muestre que en todo lo demás cumplió las reglas.
- Esos días siguen contando para el total del **castigo permanente** si algún día entra sin inspección.

Si presentó a tiempo, antes de la fecha de su I-94, una solicitud para **extender o cambiar su estatus**, el tiempo en que estuvo pendiente puede no contar como exceso de estadía. A los estudiantes y visitantes de intercambio admitidos por **"D/S"** se les trata de otra manera.

**Próximo paso:** Si no tiene ningún caso pendiente, salga como lo tenía previsto y guarde su pase de abordar y otras pruebas de salida. Revise su historial de viajes en el sitio web del I-94 de CBP. Nuestro **Eligibility Check** puede ayudarle si piensa volver, y un abogado de inmigración con licencia o un representante acreditado puede ayudarle con un historial complicado.`,
      },
      fr: {
        question: 'J’ai dépassé mon visa de quelques jours. Que se passe-t-il ?',
        phrasings: [
          'je suis resté un jour de trop aux États-Unis',
          'resté deux semaines après la date de mon I-94',
          'un petit dépassement de séjour gâche-t-il mon prochain visa ?',
          'ESTA depasse de quelques jours',
        ],
        answer: `Un court dépassement est sérieux, mais en général **rattrapable**. Si vous êtes resté quelques jours ou quelques semaines après la date de votre **I-94**, voici ce qui se passe en général :

- **Pas d’interdiction de {{bar-3-years}} ou de {{bar-10-years}} ans**, tant que votre présence illégale pendant ce séjour ne dépasse pas **{{unlawful-presence-3-year-days}} jours**.
- **Votre visa est annulé.** Selon la section **222(g)**, même un seul jour de dépassement annule le visa de votre passeport. Pour vos prochains voyages, vous devrez en général demander un **nouveau visa dans votre pays d’origine** (le pays dont vous avez la nationalité), sauf si le consulat accepte une exception.
- **Les voyageurs ESTA (programme d’exemption de visa)** ne peuvent en général plus utiliser l’ESTA et doivent demander un visa.
- **Lors de vos prochains entretiens de visa**, on vous posera la question. Apportez la preuve de la raison de votre retard, comme un certificat médical ou un vol annulé, et montrez que vous avez respecté les règles pour le reste.
- Ces jours comptent tout de même dans le total de l’**interdiction permanente** si vous entrez un jour sans contrôle.

Si vous aviez déposé à temps, avant la date de votre I-94, une demande de **prolongation ou de changement de statut**, la période d’examen peut ne pas compter comme dépassement. Les étudiants et visiteurs d’échange admis pour une durée **« D/S »** suivent d’autres règles.

**Prochaine étape :** Si vous n’avez aucun dossier en cours, partez comme prévu et gardez votre carte d’embarquement et d’autres preuves de sortie. Vérifiez votre historique de voyages sur le site I-94 du CBP. Notre **Eligibility Check** peut vous aider si vous comptez revenir, et un avocat en immigration autorisé à exercer ou un représentant accrédité peut vous aider si votre parcours est compliqué.`,
      },
      de: {
        question: 'Ich habe mein Visum um ein paar Tage überzogen. Was passiert jetzt?',
        phrasings: [
          'einen Tag zu lange in den USA geblieben',
          'ESTA um ein paar Tage überschritten',
          'schadet ein kurzer Overstay meinem nächsten Visum?',
          'zwei wochen nach dem I-94 datum noch in den usa',
        ],
        answer: `Eine kurze Überschreitung ist ernst, lässt sich aber meist **gut bewältigen**. Wenn Sie einige Tage oder Wochen über das Datum Ihres **I-94** hinaus geblieben sind, passiert in der Regel Folgendes:

- **Keine {{bar-3-years}}- oder {{bar-10-years}}-Jahres-Sperre**, solange Ihr unrechtmäßiger Aufenthalt bei diesem Aufenthalt **höchstens {{unlawful-presence-3-year-days}} Tage** betrug.
- **Ihr Visum ist ungültig.** Nach **Section 222(g)** macht schon ein Tag Überschreitung das Visum in Ihrem Pass ungültig. Für künftige Reisen müssen Sie meist ein **neues Visum in Ihrem Heimatland** (dem Land Ihrer Staatsangehörigkeit) beantragen, es sei denn, das Konsulat lässt eine Ausnahme zu.
- **Reisende mit ESTA (Visa Waiver Program)** können ESTA meist nicht mehr nutzen und brauchen ein Visum.
- **Bei künftigen Visa-Interviews** werden Sie danach gefragt. Bringen Sie Nachweise mit, warum Sie länger geblieben sind, etwa ein ärztliches Attest oder einen gestrichenen Flug, und zeigen Sie, dass Sie sich sonst an die Regeln gehalten haben.
- Die Tage zählen trotzdem zur Summe für die **dauerhafte Sperre**, falls Sie später einmal ohne Kontrolle einreisen.

Haben Sie rechtzeitig vor Ihrem I-94-Datum eine **Verlängerung oder Statusänderung** beantragt, zählt die Bearbeitungszeit möglicherweise nicht als Überschreitung. Für Studierende und Austauschbesucher mit **„D/S“** gelten andere Regeln.

**Nächster Schritt:** Wenn Sie kein offenes Verfahren haben, reisen Sie wie geplant aus und bewahren Sie Ihre Bordkarte und andere Ausreisenachweise auf. Prüfen Sie Ihre Reisehistorie auf der I-94-Website von CBP. Unser **Eligibility Check** hilft, wenn Sie zurückkommen möchten, und eine zugelassene Anwältin oder ein Anwalt für Einwanderungsrecht oder eine akkreditierte Vertretung hilft bei einer komplizierten Vorgeschichte.`,
      },
    },
  },
  {
    id: 'permanent-bar',
    topic: 'unlawful-presence',
    question: 'What is the permanent bar for re-entering without inspection?',
    phrasings: [
      'permanent bar 212(a)(9)(C)',
      'I crossed the border again after being deported',
      'entered illegally twice can I get a green card',
      'permanent bar I-212 after ten years outside',
      'lifetime ban for illegal reentry',
    ],
    keywords: [
      'permanent bar',
      '212(a)(9)(C)',
      'reentry without inspection',
      'EWI',
      'deported',
      'removal order',
      'I-212',
      'reinstatement of removal',
      'illegal reentry',
    ],
    answer: `The **permanent bar** (section **212(a)(9)(C)** of the immigration law) applies if you:

- had **more than a year of unlawful presence in total** (all stays added together) and then **entered or tried to enter without inspection**; or
- were **ordered removed** (deported) and then entered or tried to enter without inspection.

"Without inspection" means coming in without being admitted or paroled by an officer, for example crossing the border between ports of entry. Only unlawful presence after April 1, 1997 counts.

**Why it matters:** this bar cannot be forgiven with an **I-601** or **I-601A** waiver. Most people who have it cannot get a green card from inside the U.S., even through a U.S. citizen spouse.

**The main way out:** live **outside the U.S. for at least ten years** after your last departure, then ask for **permission to reapply** on **Form I-212** (fee {{fee-i212}}). Some survivors of abuse under VAWA, and a few other groups, have narrow exceptions.

Re-entering unlawfully after a removal is also a **federal crime**, and an old removal order can be reinstated without a new hearing.

**Next step:** Before you file anything or travel, have a licensed immigration attorney or accredited representative review your full entry and exit history. Filing an application without checking first can expose you to arrest and removal.`,
    sources: [UNLAWFUL_PRESENCE_PAGE, INA_212, I212_PAGE],
    checkedOn: CHECKED,
    related: ['unlawful-presence-bars', 'i212-permission-to-reapply', 'notice-to-appear-removal'],
    translations: {
      es: {
        question: '¿Qué es el castigo permanente por volver a entrar sin inspección?',
        phrasings: [
          'castigo permanente 212(a)(9)(C)',
          'me deportaron y volví a cruzar la frontera',
          'entre ilegal dos veces, ¿puedo sacar la green card?',
          'castigo de por vida por reingreso ilegal',
        ],
        answer: `El **castigo permanente** (sección **212(a)(9)(C)** de la ley de inmigración) se aplica si usted:

- tuvo **más de un año de presencia ilegal en total** (sumando todas sus estadías) y luego **entró o intentó entrar sin inspección**; o
- recibió una **orden de deportación** y luego entró o intentó entrar sin inspección.

"Sin inspección" significa entrar sin que un oficial lo admita o le dé parole, por ejemplo cruzando la frontera fuera de un puerto de entrada. Solo cuenta la presencia ilegal posterior al 1 de abril de 1997.

**Por qué importa:** este castigo no se puede perdonar con un perdón **I-601** ni **I-601A**. La mayoría de las personas que lo tienen no pueden obtener la green card dentro de EE. UU., ni siquiera a través de un cónyuge ciudadano.

**La principal salida:** vivir **fuera de EE. UU. por lo menos diez años** desde su última salida y luego pedir **permiso para volver a solicitar la admisión** con el **Formulario I-212** (tarifa {{fee-i212}}). Algunos sobrevivientes de abuso protegidos por VAWA, y unos pocos grupos más, tienen excepciones limitadas.

Volver a entrar ilegalmente después de una deportación también es un **delito federal**, y una orden de deportación anterior se puede restablecer sin una nueva audiencia.

**Próximo paso:** Antes de presentar cualquier cosa o viajar, pida a un abogado de inmigración con licencia o un representante acreditado que revise todo su historial de entradas y salidas. Presentar una solicitud sin revisarlo antes puede exponerlo a un arresto y a la deportación.`,
      },
    },
  },
  {
    id: 'i601-waiver',
    topic: 'unlawful-presence',
    question: 'What is Form I-601 and when do I need it?',
    phrasings: [
      'I-601 waiver of inadmissibility',
      'i601 extreme hardship waiver',
      'waiver for fraud or misrepresentation',
      'the consulate said I need a waiver',
      'waiver for a criminal record for a green card',
    ],
    keywords: [
      'I-601',
      'waiver',
      'inadmissibility',
      'extreme hardship',
      'misrepresentation',
      '212(i)',
      '212(h)',
      'qualifying relative',
      'consular refusal',
    ],
    answer: `**Form I-601, Application for Waiver of Grounds of Inadmissibility**, asks USCIS to forgive certain problems that would otherwise stop you from getting a green card or an immigrant visa.

**Common grounds it can cover:**

- the **{{bar-3-years}}- and {{bar-10-years}}-year unlawful presence bars**;
- **fraud or misrepresentation** to get an immigration benefit;
- some **criminal** grounds, such as certain crimes involving moral turpitude or a single minor marijuana possession offense;
- some **health** grounds.

**Extreme hardship:** for unlawful presence and fraud, you must show that your **U.S. citizen or permanent resident spouse or parent** would suffer extreme hardship if you were refused. For some criminal grounds, hardship to a citizen or permanent resident **son or daughter** also counts, and other rules may apply.

**When you file:** usually after a consular officer finds you inadmissible at your immigrant visa interview, or together with your **Form I-485** if you are applying inside the U.S. If unlawful presence is your only problem and you are still in the U.S., the **I-601A** provisional waiver is often the better choice.

**Fee:** {{fee-i601}}.

The I-601 cannot fix the **permanent bar** for re-entering without inspection; that needs **Form I-212** after ten years abroad.

**Next step:** Strong evidence decides these cases. Use **Document Review** to organize medical, financial and family records, and consider a licensed immigration attorney or accredited representative.`,
    sources: [I601_PAGE, INA_212],
    checkedOn: CHECKED,
    related: ['i601a-provisional-waiver', 'permanent-bar', 'i212-permission-to-reapply'],
    translations: {
      es: {
        question: '¿Qué es el Formulario I-601 y cuándo lo necesito?',
        phrasings: [
          'perdón I-601 por inadmisibilidad',
          'el consulado me dijo que necesito un perdón',
          'perdon por fraude o por mentir a inmigracion',
          'i601 dificultad extrema',
        ],
        answer: `El **Formulario I-601, Solicitud de Perdón de Causales de Inadmisibilidad**, pide a USCIS que perdone ciertos problemas que, de otro modo, le impedirían obtener la green card o una visa de inmigrante.

**Causales comunes que puede cubrir:**

- los **castigos de {{bar-3-years}} y {{bar-10-years}} años por presencia ilegal**;
- **fraude o declaración falsa** para obtener un beneficio migratorio;
- algunas causales **penales**, como ciertos delitos que implican bajeza moral o una sola posesión menor de marihuana;
- algunas causales de **salud**.

**Dificultad extrema:** para la presencia ilegal y el fraude, debe demostrar que su **cónyuge, padre o madre ciudadano o residente permanente** sufriría dificultades extremas si a usted se le negara la entrada. Para algunas causales penales también cuenta la dificultad de un **hijo o una hija** ciudadano o residente permanente, y pueden aplicarse otras reglas.

**Cuándo se presenta:** normalmente después de que un oficial consular lo declara inadmisible en su entrevista de visa de inmigrante, o junto con su **Formulario I-485** si pide la residencia dentro de EE. UU. Si su único problema es la presencia ilegal y todavía está en EE. UU., el perdón provisional **I-601A** suele ser la mejor opción.

**Tarifa:** {{fee-i601}}.

El I-601 no puede resolver el **castigo permanente** por volver a entrar sin inspección; para eso hace falta el **Formulario I-212** después de diez años fuera del país.

**Próximo paso:** Las pruebas sólidas deciden estos casos. Use **Document Review** para organizar registros médicos, económicos y familiares, y considere a un abogado de inmigración con licencia o un representante acreditado.`,
      },
    },
  },
  {
    id: 'i212-permission-to-reapply',
    topic: 'unlawful-presence',
    question: 'How do I get permission to come back to the U.S. after being deported?',
    phrasings: [
      'I-212 permission to reapply',
      'i212 after removal',
      'I was deported can I ever come back',
      'how long am I banned after deportation',
      'consent to reapply for admission',
    ],
    keywords: [
      'I-212',
      'permission to reapply',
      'consent to reapply',
      'deportation',
      'removal',
      '212(a)(9)(A)',
      'removal bar',
      'aggravated felony',
      'conditional approval',
    ],
    answer: `If you were **removed (deported)**, or left while under a removal order, you are barred from returning for a period of time. To come back sooner, you need **permission to reapply for admission** on **Form I-212** (fee {{fee-i212}}).

**How long the bar lasts:**

- **5 years** after expedited removal at the border, or removal in proceedings that began when you arrived;
- **10 years** after most other removal orders, or after leaving while under an order;
- **20 years** after a second removal;
- **permanently** if you were removed after an **aggravated felony** conviction.

Once the bar period has passed, you generally do not need an I-212 for this ground.

**How USCIS decides:** it weighs the good (family ties in the U.S., rehabilitation, hardship to relatives, time since removal) against the bad (the reasons for removal, immigration violations, criminal record). Extreme hardship is not required, but it helps.

**When to file:** often during your immigrant visa process, or, if you are in the U.S. with a removal order and plan to leave for a consular interview, before you depart (a conditional approval). If you also need an **I-601** waiver, file both.

The I-212 is also the only way past the **permanent bar** for re-entering without inspection, and only after ten years outside the U.S.

**Next step:** Get your full immigration record first (for example with a FOIA request), then speak with a licensed immigration attorney or accredited representative.`,
    sources: [
      I212_PAGE,
      INA_212,
      ecfr('212', '212.2', 'Consent to reapply for admission after deportation, removal or departure at Government expense'),
    ],
    checkedOn: CHECKED,
    related: ['permanent-bar', 'i601-waiver', 'notice-to-appear-removal'],
    translations: {
      es: {
        question: '¿Cómo consigo permiso para volver a EE. UU. después de una deportación?',
        phrasings: [
          'permiso para volver a solicitar admisión I-212',
          'me deportaron, ¿algún día puedo regresar?',
          '¿cuántos años de castigo me dan si me deportan?',
          'formulario i212 despues de la deportacion',
        ],
        answer: `Si lo **deportaron** (removal), o salió mientras tenía una orden de deportación, no puede volver durante un tiempo. Para volver antes, necesita **permiso para volver a solicitar la admisión** con el **Formulario I-212** (tarifa {{fee-i212}}).

**Cuánto dura el castigo:**

- **5 años** después de una deportación acelerada en la frontera, o de una deportación en un proceso que empezó cuando llegó;
- **10 años** después de la mayoría de las demás órdenes de deportación, o después de salir con una orden pendiente;
- **20 años** después de una segunda deportación;
- **para siempre** si lo deportaron después de una condena por un **delito grave agravado** (aggravated felony).

Cuando ya pasó el periodo del castigo, en general no necesita el I-212 por esta causa.

**Cómo decide USCIS:** compara lo positivo (lazos familiares en EE. UU., rehabilitación, dificultades para sus familiares, tiempo desde la deportación) con lo negativo (los motivos de la deportación, violaciones migratorias, antecedentes penales). No se exige dificultad extrema, pero ayuda.

**Cuándo presentarlo:** a menudo durante su trámite de visa de inmigrante o, si está en EE. UU. con una orden de deportación y piensa salir a una entrevista consular, antes de salir (una aprobación condicional). Si además necesita un perdón **I-601**, presente los dos.

El I-212 también es la única salida del **castigo permanente** por volver a entrar sin inspección, y solo después de diez años fuera de EE. UU.

**Próximo paso:** Consiga primero su expediente migratorio completo (por ejemplo con una solicitud FOIA) y luego hable con un abogado de inmigración con licencia o un representante acreditado.`,
      },
    },
  },
  {
    id: 'overstay-marriage-us-citizen',
    topic: 'unlawful-presence',
    question: 'I overstayed my visa and married a U.S. citizen. Can I get a green card?',
    phrasings: [
      'overstayed visa married a US citizen green card',
      'can I adjust status after an overstay through marriage',
      'entered illegally and married a US citizen what are my options',
      'marriage green card after overstay',
      'does marrying a citizen fix my overstay',
    ],
    keywords: [
      'overstay',
      'marriage',
      'immediate relative',
      'adjustment of status',
      'I-130',
      'I-485',
      'entered without inspection',
      'EWI',
      'I-601A',
      '245(a)',
      'ESTA',
    ],
    answer: `Often yes, but it depends on **how you entered** the U.S.

**If you entered legally** (you were inspected and admitted or paroled, for example with a visa), you can usually apply for your green card **from inside the U.S.** even after an overstay. As the spouse of a U.S. citizen you are an **immediate relative**, and for this purpose the law forgives an overstay and unauthorized work. Your spouse files **Form I-130** and you file **Form I-485**, often together. Because you do not leave, the {{bar-3-years}}- and {{bar-10-years}}-year bars are not triggered. People who entered on the Visa Waiver Program (ESTA) can often do this too, but their rules are stricter.

**If you entered without inspection** (you crossed without being admitted), you usually **cannot** adjust inside the U.S., unless you are covered by **section 245(i)** or were later paroled. The usual path is:

1. The I-130 is approved.
2. You file **Form I-601A**, showing that your citizen spouse would face **extreme hardship**, and wait for approval.
3. You leave for your immigrant visa interview abroad.

**Either way, watch for:** prior removal orders, re-entries without inspection (the **permanent bar**), fraud or criminal issues. The marriage must be real (**bona fide**), and USCIS checks closely.

**Next step:** Have a licensed immigration attorney or accredited representative review your history before you file anything or travel. Our **Eligibility Check** and **Document Review** can help you prepare the family forms.`,
    sources: [
      {
        title: 'USCIS: Adjustment of Status',
        url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/adjustment-of-status',
      },
      INA_245,
      I601A_PAGE,
    ],
    checkedOn: CHECKED,
    related: ['i601a-provisional-waiver', 'section-245i', 'overstay-consequences'],
    translations: {
      es: {
        question: 'Me quedé más tiempo del permitido por mi visa y me casé con un ciudadano estadounidense. ¿Puedo obtener la green card?',
        phrasings: [
          'me case con un ciudadano pero tengo la visa vencida',
          'entré sin papeles y me casé con una ciudadana, ¿qué opciones tengo?',
          '¿casarme con un ciudadano arregla que me quedé ilegal?',
          'green card por matrimonio después de quedarme con la visa vencida',
        ],
        answer: `Muchas veces sí, pero depende de **cómo entró** a EE. UU.

**Si entró legalmente** (fue inspeccionado y admitido o recibió parole, por ejemplo con una visa), normalmente puede pedir la green card **desde dentro de EE. UU.** aunque se haya quedado más tiempo del permitido. Como cónyuge de un ciudadano, usted es un **familiar inmediato**, y para este trámite la ley perdona el exceso de estadía y el trabajo sin autorización. Su cónyuge presenta el **Formulario I-130** y usted el **Formulario I-485**, muchas veces juntos. Como no sale del país, no se activan los castigos de {{bar-3-years}} y {{bar-10-years}} años. Quienes entraron con el Programa de Exención de Visa (ESTA) a menudo también pueden hacerlo, pero sus reglas son más estrictas.

**Si entró sin inspección** (cruzó sin ser admitido), normalmente **no puede** ajustar su estatus dentro de EE. UU., salvo que lo cubra la **sección 245(i)** o que después haya recibido parole. El camino habitual es:

1. Se aprueba el I-130.
2. Usted presenta el **Formulario I-601A**, demostrando que su cónyuge ciudadano sufriría **dificultades extremas**, y espera la aprobación.
3. Sale del país para su entrevista de visa de inmigrante en el extranjero.

**En cualquier caso, tenga cuidado con:** órdenes de deportación anteriores, reingresos sin inspección (el **castigo permanente**), fraude o problemas penales. El matrimonio debe ser real (**de buena fe**), y USCIS lo revisa con cuidado.

**Próximo paso:** Pida a un abogado de inmigración con licencia o un representante acreditado que revise su historial antes de presentar cualquier cosa o viajar. Nuestro **Eligibility Check** y **Document Review** pueden ayudarle a preparar los formularios familiares.`,
      },
      fr: {
        question: 'J’ai dépassé la durée de mon visa et j’ai épousé un citoyen américain. Puis-je obtenir la carte verte ?',
        phrasings: [
          'visa expiré et mariée à un Américain, est-ce que je peux avoir la green card ?',
          'je suis entré sans contrôle et j’ai épousé une citoyenne américaine, quelles options ?',
          'le mariage avec un citoyen efface-t-il mon dépassement de séjour ?',
          'carte verte par mariage apres un overstay',
        ],
        answer: `Souvent oui, mais tout dépend de **la façon dont vous êtes entré** aux États-Unis.

**Si vous êtes entré légalement** (contrôlé et admis, ou admis sous parole, par exemple avec un visa), vous pouvez en général demander votre carte verte **depuis les États-Unis**, même après un dépassement de séjour. Comme conjoint d’un citoyen américain, vous êtes un **proche immédiat** (immediate relative), et pour cette démarche la loi pardonne le dépassement et le travail non autorisé. Votre conjoint dépose le **formulaire I-130** et vous le **formulaire I-485**, souvent ensemble. Comme vous ne quittez pas le pays, les interdictions de {{bar-3-years}} et {{bar-10-years}} ans ne sont pas déclenchées. Les personnes entrées avec le programme d’exemption de visa (ESTA) peuvent souvent le faire aussi, mais leurs règles sont plus strictes.

**Si vous êtes entré sans contrôle** (vous avez passé la frontière sans être admis), vous ne pouvez en général **pas** ajuster votre statut aux États-Unis, sauf si vous êtes couvert par la **section 245(i)** ou avez été admis sous parole par la suite. Le parcours habituel est le suivant :

1. Le I-130 est approuvé.
2. Vous déposez le **formulaire I-601A**, en montrant que votre conjoint citoyen subirait des **difficultés extrêmes**, et attendez l’approbation.
3. Vous partez pour votre entretien de visa d’immigrant à l’étranger.

**Dans les deux cas, attention :** aux anciennes mesures d’expulsion, aux retours sans contrôle (l’**interdiction permanente**), à la fraude et aux problèmes pénaux. Le mariage doit être réel (**de bonne foi**), et l’USCIS le vérifie de près.

**Prochaine étape :** Faites examiner votre parcours par un avocat en immigration autorisé à exercer ou un représentant accrédité avant de déposer quoi que ce soit ou de voyager. Notre **Eligibility Check** et **Document Review** peuvent vous aider à préparer les formulaires familiaux.`,
      },
      de: {
        question: 'Ich habe mein Visum überzogen und einen US-Bürger geheiratet. Kann ich eine Green Card bekommen?',
        phrasings: [
          'Visum abgelaufen und mit einer US-Bürgerin verheiratet, ist eine Green Card möglich?',
          'ohne Kontrolle eingereist und einen Amerikaner geheiratet, welche Möglichkeiten habe ich?',
          'hilft die Heirat mit einem US-Bürger gegen den Overstay?',
          'green card durch heirat nach overstay',
        ],
        answer: `Oft ja, aber es kommt darauf an, **wie Sie eingereist** sind.

**Wenn Sie legal eingereist sind** (kontrolliert und zugelassen oder mit Parole, zum Beispiel mit einem Visum), können Sie die Green Card meist **innerhalb der USA** beantragen, auch nach einer Überschreitung. Als Ehepartner einer US-Bürgerin oder eines US-Bürgers sind Sie ein **immediate relative** (naher Angehöriger), und für dieses Verfahren sieht das Gesetz über die Überschreitung und unerlaubte Arbeit hinweg. Ihr Ehepartner reicht **Formular I-130** ein und Sie **Formular I-485**, oft zusammen. Da Sie nicht ausreisen, werden die {{bar-3-years}}- und {{bar-10-years}}-Jahres-Sperren nicht ausgelöst. Wer mit dem Visa Waiver Program (ESTA) eingereist ist, kann das oft auch, aber es gelten strengere Regeln.

**Wenn Sie ohne Kontrolle eingereist sind** (über die Grenze, ohne zugelassen zu werden), können Sie Ihren Status in den USA meist **nicht** anpassen, es sei denn, **Section 245(i)** gilt für Sie oder Sie haben später Parole erhalten. Der übliche Weg ist:

1. Das I-130 wird genehmigt.
2. Sie reichen **Formular I-601A** ein, belegen, dass Ihr Ehepartner mit US-Staatsbürgerschaft **extreme Härte** erleiden würde, und warten auf die Genehmigung.
3. Sie reisen zu Ihrem Interview für das Einwanderungsvisum ins Ausland.

**Achten Sie in beiden Fällen auf:** frühere Abschiebungsanordnungen, Wiedereinreisen ohne Kontrolle (die **dauerhafte Sperre**), Betrug oder Strafsachen. Die Ehe muss echt sein (**bona fide**), und USCIS prüft das genau.

**Nächster Schritt:** Lassen Sie Ihre Vorgeschichte von einer zugelassenen Anwältin oder einem Anwalt für Einwanderungsrecht oder einer akkreditierten Vertretung prüfen, bevor Sie etwas einreichen oder reisen. Unser **Eligibility Check** und **Document Review** helfen bei der Vorbereitung der Familienformulare.`,
      },
    },
  },
  {
    id: 'section-245i',
    topic: 'unlawful-presence',
    question: 'Who can use section 245(i) to get a green card?',
    phrasings: [
      '245i grandfathered',
      'am I grandfathered under 245(i)',
      'petition filed before April 2001',
      'Supplement A to I-485 penalty',
      'adjust status despite illegal entry with an old petition',
    ],
    keywords: [
      '245(i)',
      '245i',
      'grandfathered',
      'Supplement A',
      'April 30, 2001',
      'December 21, 2000',
      'LIFE Act',
      'labor certification',
      'I-130',
      'I-140',
    ],
    answer: `**Section 245(i)** lets some people get a green card **inside the U.S.** even though they entered without inspection or fell out of status. Only people who are **"grandfathered"** can use it.

**You are grandfathered if:**

- you were the **beneficiary** (the main person) of an **immigrant petition** (such as Form I-130 or I-140) or a **labor certification** filed **on or before April 30, 2001**;
- it was **approvable when filed**, meaning properly filed, based on a real relationship or job, and not frivolous; and
- if it was filed after January 14, 1998, you were **physically present in the U.S. on December 21, 2000**.

Your **spouse and children** may also benefit in some cases. The old petition does not have to be the one you use now; it may have been withdrawn or denied, or the petitioner may have died, as long as it was approvable when filed.

**How to use it:** file **Form I-485** with **Supplement A** and pay the separate 245(i) **penalty fee** of {{fee-245i-penalty}} on top of the normal filing fees (children under 17 and a few others are exempt from the penalty). Check the other fees on the USCIS fee schedule. You still need a current basis, such as an approved petition with a visa available.

**Limits:** 245(i) does **not** fix the **permanent bar** (re-entry without inspection after more than a year of unlawful presence or after a removal), criminal grounds or fraud.

**Next step:** Find proof of the old filing (receipt notices, copies, or a FOIA request), then talk to a licensed immigration attorney or accredited representative.`,
    sources: [ecfr('245', '245.10', 'Adjustment of status upon payment of additional sum under section 245(i)'), INA_245, I485_PAGE],
    checkedOn: CHECKED,
    related: ['overstay-marriage-us-citizen', 'permanent-bar', 'i601a-provisional-waiver'],
    translations: {
      es: {
        question: '¿Quién puede usar la sección 245(i) para obtener la green card?',
        phrasings: [
          '¿estoy protegido por la 245i?',
          'petición presentada antes de abril de 2001',
          'multa del Suplemento A del I-485',
          '¿puedo arreglar si entré ilegal pero tengo una petición vieja?',
        ],
        answer: `La **sección 245(i)** permite a algunas personas obtener la green card **dentro de EE. UU.** aunque hayan entrado sin inspección o perdido su estatus. Solo pueden usarla las personas **protegidas por la fecha** ("grandfathered").

**Está protegido si:**

- fue el **beneficiario** (la persona principal) de una **petición de inmigrante** (como el Formulario I-130 o I-140) o de una **certificación laboral** presentada **el 30 de abril de 2001 o antes**;
- era **aprobable al presentarse**, es decir, se presentó correctamente, se basaba en una relación o un empleo reales y no era frívola; y
- si se presentó después del 14 de enero de 1998, usted estaba **físicamente presente en EE. UU. el 21 de diciembre de 2000**.

Su **cónyuge y sus hijos** también pueden beneficiarse en algunos casos. La petición antigua no tiene que ser la que use ahora; puede haberse retirado o negado, o el peticionario puede haber fallecido, siempre que fuera aprobable al presentarse.

**Cómo usarla:** presente el **Formulario I-485** con el **Suplemento A** y pague aparte la **multa** de la 245(i), de {{fee-245i-penalty}}, además de las tarifas normales (los hijos menores de 17 años y algunas otras personas no pagan la multa). Revise las demás tarifas en la tabla de tarifas de USCIS. Aun así necesita una base actual, como una petición aprobada con una visa disponible.

**Límites:** la 245(i) **no** resuelve el **castigo permanente** (volver a entrar sin inspección después de más de un año de presencia ilegal o de una deportación), las causales penales ni el fraude.

**Próximo paso:** Busque pruebas de la petición antigua (avisos de recibo, copias o una solicitud FOIA) y luego hable con un abogado de inmigración con licencia o un representante acreditado.`,
      },
    },
  },
  {
    id: 'notice-to-appear-removal',
    topic: 'unlawful-presence',
    question: 'I received a Notice to Appear. What should I do?',
    phrasings: [
      'I got an NTA from immigration',
      'Notice to Appear in immigration court what now',
      'I have a hearing in immigration court',
      'how do I find my immigration court date',
      'EOIR-33 change of address for court',
    ],
    keywords: [
      'NTA',
      'Notice to Appear',
      'I-862',
      'removal proceedings',
      'deportation',
      'immigration court',
      'EOIR',
      'EOIR-33',
      'A-number',
      'in absentia',
      'hearing',
    ],
    answer: `A **Notice to Appear (NTA, Form I-862)** starts **removal (deportation) proceedings** in **immigration court**, which is run by the Justice Department's **Executive Office for Immigration Review (EOIR)**. Take it seriously and act right away.

**What to do:**

- **Read it carefully.** It lists the charges against you and may list the court and hearing date. Check the facts, because mistakes matter.
- **Check your hearing** with EOIR's online Automated Case Information tool or by phone at 1-800-898-7180, using your **A-number**. Check again often, because dates change.
- **Never miss a hearing.** If you do, the judge can order you removed without you there (**in absentia**), and you can lose many forms of relief for years.
- **Keep your address current:** tell the court on **Form EOIR-33** within {{eoir33-days}} days of moving, and tell **USCIS** within {{address-change-days}} days. Notices go to the last address you gave.
- **Get a lawyer.** The government does not provide one. EOIR keeps a list of free legal service providers, and a licensed immigration attorney or accredited representative can tell you which defenses you have.
- **Watch deadlines.** If you fear returning home, asylum has a {{asylum-deadline-years}}-year filing deadline from your last arrival.

Depending on your facts, possible outcomes include asylum, cancellation of removal, a green card, voluntary departure or dismissal of the case.

**Next step:** Put every hearing date in **Deadline Reminders**, and keep copies of everything the court and ICE give you.`,
    sources: [EOIR_PAGE, { title: 'USCIS: How to Change Your Address', url: 'https://www.uscis.gov/addresschange' }],
    checkedOn: CHECKED,
    related: ['voluntary-departure', 'withholding-cat', 'asylum-how-to-apply'],
    translations: {
      es: {
        question: 'Recibí un Aviso de Comparecencia (Notice to Appear). ¿Qué debo hacer?',
        phrasings: [
          'me llegó una NTA de inmigración',
          'tengo audiencia en la corte de inmigración, ¿qué hago?',
          '¿cómo sé la fecha de mi corte de inmigración?',
          'cambio de dirección para la corte EOIR-33',
        ],
        answer: `Un **Aviso de Comparecencia (Notice to Appear, NTA, Formulario I-862)** inicia un **proceso de deportación** en la **corte de inmigración**, que depende de la **Oficina Ejecutiva de Revisión de Inmigración (EOIR)** del Departamento de Justicia. Tómelo en serio y actúe de inmediato.

**Qué hacer:**

- **Léalo con atención.** Indica los cargos en su contra y puede indicar la corte y la fecha de la audiencia. Revise los datos, porque los errores importan.
- **Consulte su audiencia** con la herramienta en línea Automated Case Information de EOIR o por teléfono al 1-800-898-7180, usando su **número A** (A-number). Vuelva a consultar a menudo, porque las fechas cambian.
- **Nunca falte a una audiencia.** Si falta, el juez puede ordenar su deportación sin que usted esté presente (**in absentia**), y puede perder durante años muchas formas de alivio.
- **Mantenga su dirección al día:** avise a la corte con el **Formulario EOIR-33** dentro de los {{eoir33-days}} días después de mudarse, y avise a **USCIS** dentro de los {{address-change-days}} días. Los avisos llegan a la última dirección que dio.
- **Consiga un abogado.** El gobierno no le da uno. EOIR tiene una lista de proveedores de servicios legales gratuitos, y un abogado de inmigración con licencia o un representante acreditado puede decirle qué defensas tiene.
- **Vigile los plazos.** Si teme volver a su país, el asilo tiene un plazo de {{asylum-deadline-years}} año desde su última llegada.

Según su caso, los resultados posibles incluyen asilo, cancelación de la deportación, green card, salida voluntaria o el cierre del caso.

**Próximo paso:** Anote cada fecha de audiencia en **Deadline Reminders** y guarde copias de todo lo que le entreguen la corte e ICE.`,
      },
      fr: {
        question: 'J’ai reçu une Notice to Appear. Que dois-je faire ?',
        phrasings: [
          'j’ai reçu une NTA de l’immigration',
          'comment connaître la date de mon audience au tribunal de l’immigration ?',
          'convocation devant le juge de l’immigration, que faire ?',
          'formulaire EOIR-33 pour donner ma nouvelle adresse au tribunal',
        ],
        answer: `Une **Notice to Appear (NTA, formulaire I-862)**, ou avis de comparution, ouvre une **procédure d’expulsion** devant le **tribunal de l’immigration**, qui relève de l’**Executive Office for Immigration Review (EOIR)** du ministère de la Justice. Prenez-la au sérieux et agissez tout de suite.

**Que faire :**

- **Lisez-la attentivement.** Elle indique les accusations portées contre vous et parfois le tribunal et la date de l’audience. Vérifiez les faits, car les erreurs comptent.
- **Vérifiez votre audience** avec l’outil en ligne Automated Case Information de l’EOIR ou par téléphone au 1-800-898-7180, avec votre **numéro A** (A-number). Revérifiez souvent, car les dates changent.
- **Ne manquez jamais une audience.** Sinon, le juge peut ordonner votre expulsion en votre absence (**in absentia**), et vous pouvez perdre pendant des années l’accès à de nombreuses formes de protection.
- **Tenez votre adresse à jour :** prévenez le tribunal avec le **formulaire EOIR-33** dans les {{eoir33-days}} jours suivant un déménagement, et l’**USCIS** dans les {{address-change-days}} jours. Les courriers partent à la dernière adresse que vous avez donnée.
- **Trouvez un avocat.** L’État ne vous en fournit pas. L’EOIR tient une liste de services juridiques gratuits, et un avocat en immigration autorisé à exercer ou un représentant accrédité peut vous dire quelles défenses vous avez.
- **Surveillez les délais.** Si vous craignez de rentrer dans votre pays, l’asile doit être demandé dans un délai de {{asylum-deadline-years}} an après votre dernière arrivée.

Selon votre situation, l’issue peut être l’asile, l’annulation de l’expulsion, une carte verte, un départ volontaire ou le classement de l’affaire.

**Prochaine étape :** Notez chaque date d’audience dans **Deadline Reminders**, et gardez une copie de tout ce que le tribunal et l’ICE vous remettent.`,
      },
      de: {
        question: 'Ich habe eine Notice to Appear bekommen. Was soll ich tun?',
        phrasings: [
          'Ladung vor das Einwanderungsgericht erhalten',
          'wie finde ich meinen Termin beim Einwanderungsgericht?',
          'NTA von der Einwanderungsbehörde bekommen, was jetzt',
          'EOIR-33 neue Adresse ans Gericht melden',
        ],
        answer: `Eine **Notice to Appear (NTA, Formular I-862)** leitet ein **Abschiebungsverfahren** vor dem **Einwanderungsgericht** ein, das zum **Executive Office for Immigration Review (EOIR)** des Justizministeriums gehört. Nehmen Sie sie ernst und handeln Sie sofort.

**Was Sie tun sollten:**

- **Lesen Sie sie genau.** Sie nennt die Vorwürfe gegen Sie und eventuell das Gericht und den Termin der Anhörung. Prüfen Sie die Angaben, denn Fehler haben Folgen.
- **Prüfen Sie Ihren Termin** mit dem Online-Tool Automated Case Information von EOIR oder telefonisch unter 1-800-898-7180, mit Ihrer **A-Nummer** (A-number). Prüfen Sie immer wieder, denn Termine ändern sich.
- **Versäumen Sie nie eine Anhörung.** Sonst kann das Gericht Ihre Abschiebung in Ihrer Abwesenheit anordnen (**in absentia**), und Sie können viele Schutzmöglichkeiten für Jahre verlieren.
- **Halten Sie Ihre Adresse aktuell:** Melden Sie dem Gericht einen Umzug mit **Formular EOIR-33** innerhalb von {{eoir33-days}} Tagen und **USCIS** innerhalb von {{address-change-days}} Tagen. Post geht an die letzte Adresse, die Sie angegeben haben.
- **Holen Sie sich rechtlichen Beistand.** Der Staat stellt Ihnen keinen. EOIR führt eine Liste kostenloser Rechtsberatungsstellen, und eine zugelassene Anwältin oder ein Anwalt für Einwanderungsrecht oder eine akkreditierte Vertretung kann Ihnen sagen, welche Verteidigung Sie haben.
- **Achten Sie auf Fristen.** Wenn Sie Angst vor der Rückkehr haben: Für Asyl gilt eine Frist von {{asylum-deadline-years}} Jahr ab Ihrer letzten Einreise.

Je nach Fall sind zum Beispiel Asyl, Aufhebung der Abschiebung (cancellation of removal), eine Green Card, freiwillige Ausreise oder die Einstellung des Verfahrens möglich.

**Nächster Schritt:** Tragen Sie jeden Anhörungstermin in **Deadline Reminders** ein, und bewahren Sie Kopien von allem auf, was Sie vom Gericht und von ICE erhalten.`,
      },
    },
  },
  {
    id: 'voluntary-departure',
    topic: 'unlawful-presence',
    question: 'What is voluntary departure and what are the risks?',
    phrasings: [
      'voluntary departure from an immigration judge',
      'should I take voluntary departure',
      'difference between deportation and voluntary departure',
      'voluntary departure bond',
      'what if I do not leave by the voluntary departure date',
    ],
    keywords: [
      'voluntary departure',
      'VD',
      '240B',
      'removal order',
      'bond',
      'immigration judge',
      'self-deportation',
      'CBP Home',
      'departure deadline',
    ],
    answer: `**Voluntary departure** lets you leave the U.S. at your own expense by a set date instead of being formally **removed (deported)**. An immigration judge, or sometimes DHS, can grant it.

**Possible benefits:**

- no removal order on your record, so you avoid the re-entry bar that comes with a deportation;
- you control your travel, and returning later is usually easier than after a removal.

**Risks and limits:**

- The **{{bar-3-years}}- and {{bar-10-years}}-year unlawful presence bars** still apply when you leave, if you built up enough unlawful presence.
- You must leave **by the deadline**. If you don't, you face a civil **fine**, you become ineligible for ten years for many forms of relief (such as a green card or cancellation of removal), and the grant turns into a **removal order**.
- At the end of court proceedings, the judge usually requires a **bond**, and you must show you can pay for your trip.
- Filing an **appeal** or certain **motions** can end or change your voluntary departure, so timing matters.
- You often must give up other claims for relief.

DHS also promotes leaving through the **CBP Home** app. That is a separate process with its own rules, so get advice before using it.

**Next step:** Don't accept voluntary departure without advice from a licensed immigration attorney or accredited representative, and use **Deadline Reminders** for your departure date.`,
    sources: [
      {
        title: 'eCFR: 8 CFR 1240.26, Voluntary departure—authority of the Executive Office for Immigration Review',
        url: 'https://www.ecfr.gov/current/title-8/chapter-V/subchapter-B/part-1240/section-1240.26',
      },
      usc('1229c', 'INA 240B, voluntary departure'),
      EOIR_PAGE,
    ],
    checkedOn: CHECKED,
    related: ['notice-to-appear-removal', 'unlawful-presence-bars', 'i212-permission-to-reapply'],
    translations: {
      es: {
        question: '¿Qué es la salida voluntaria y qué riesgos tiene?',
        phrasings: [
          'salida voluntaria con el juez de inmigración',
          '¿me conviene aceptar la salida voluntaria?',
          'diferencia entre deportacion y salida voluntaria',
          '¿qué pasa si no salgo antes de la fecha de la salida voluntaria?',
        ],
        answer: `La **salida voluntaria** le permite salir de EE. UU. por su cuenta y a su costo antes de una fecha fija, en lugar de ser **deportado** formalmente. Puede concederla un juez de inmigración o, a veces, el DHS.

**Posibles beneficios:**

- no queda una orden de deportación en su historial, así que evita el castigo para volver que trae una deportación;
- usted controla su viaje, y volver más adelante suele ser más fácil que después de una deportación.

**Riesgos y límites:**

- Los **castigos de {{bar-3-years}} y {{bar-10-years}} años por presencia ilegal** se aplican igual al salir, si acumuló suficiente presencia ilegal.
- Debe salir **antes de la fecha límite**. Si no lo hace, recibe una **multa** civil, durante diez años no puede obtener muchas formas de alivio (como la green card o la cancelación de la deportación), y el permiso se convierte en una **orden de deportación**.
- Al final del proceso en la corte, el juez normalmente exige una **fianza**, y usted debe demostrar que puede pagar su viaje.
- Presentar una **apelación** o ciertas **mociones** puede terminar o cambiar su salida voluntaria, así que el momento importa.
- A menudo debe renunciar a otras solicitudes de alivio.

El DHS también promueve la salida con la aplicación **CBP Home**. Es un trámite distinto con sus propias reglas, así que asesórese antes de usarla.

**Próximo paso:** No acepte la salida voluntaria sin el consejo de un abogado de inmigración con licencia o un representante acreditado, y use **Deadline Reminders** para su fecha de salida.`,
      },
    },
  },
  {
    id: 'deferred-action-and-status',
    topic: 'unlawful-presence',
    question: 'What does deferred action or a pending application protect me from?',
    phrasings: [
      'is deferred action a legal status',
      'does a pending application let me stay in the US',
      'does a pending I-130 protect me from deportation',
      'am I legal while my case is pending',
      'what is deferred action',
    ],
    keywords: [
      'deferred action',
      'pending application',
      'period of stay authorized',
      'lawful status',
      'work permit',
      'EAD',
      'unlawful presence',
      'Notice to Appear',
      'advance parole',
    ],
    answer: `**Deferred action** and a **pending application** can help, but neither is a lawful status, and their protection is limited.

**Deferred action** (for example DACA, or deferred action given to some U visa, T visa or VAWA applicants):

- DHS decides, for a period, **not to pursue your removal**.
- You do **not** build up **unlawful presence** while it lasts, and you can usually ask for a **work permit**.
- It is **not** a status or a path to a green card by itself, and DHS can end it at any time.

**A pending application:**

- Some filings stop unlawful presence from counting while they are pending: a timely request to extend or change status, a green card application (**Form I-485**), or an asylum application.
- You may work only if you have a valid **work permit**, or your status allows work.
- If the application is denied, unlawful presence usually starts the next day, and USCIS may issue a **Notice to Appear** to start removal proceedings.
- Many filings give **no protection at all**. For example, a pending **I-130** family petition by itself does not let you stay or work and does not stop removal.

**Travel warning:** leaving the U.S. while an application is pending can cause it to be treated as abandoned or trigger re-entry bars, unless you first get **advance parole** or your status allows travel.

**Next step:** Check what your own receipt notice covers, use **Track Applications** to follow it, and ask a licensed immigration attorney or accredited representative if you are unsure.`,
    sources: [UNLAWFUL_PRESENCE_PAGE, ecfr('274a', '274a.12', 'Classes of aliens authorized to accept employment'), DACA_PAGE],
    checkedOn: CHECKED,
    related: ['daca-renewal', 'unlawful-presence-what-counts', 'notice-to-appear-removal'],
    translations: {
      es: {
        question: '¿De qué me protege la acción diferida o una solicitud pendiente?',
        phrasings: [
          '¿la acción diferida es un estatus legal?',
          'mi I-130 está pendiente, ¿me protege de la deportación?',
          'estoy legal mientras mi caso esta pendiente?',
          'que es la accion diferida',
        ],
        answer: `La **acción diferida** y una **solicitud pendiente** pueden ayudar, pero ninguna es un estatus legal, y su protección es limitada.

**Acción diferida** (por ejemplo DACA, o la acción diferida que se da a algunos solicitantes de visa U, visa T o VAWA):

- El DHS decide, por un tiempo, **no buscar su deportación**.
- **No** acumula **presencia ilegal** mientras dura, y normalmente puede pedir un **permiso de trabajo**.
- **No** es un estatus ni, por sí sola, un camino a la green card, y el DHS puede terminarla en cualquier momento.

**Una solicitud pendiente:**

- Algunas solicitudes hacen que la presencia ilegal no cuente mientras están pendientes: una solicitud presentada a tiempo para extender o cambiar su estatus, una solicitud de green card (**Formulario I-485**) o una solicitud de asilo.
- Solo puede trabajar si tiene un **permiso de trabajo** vigente o si su estatus lo permite.
- Si le niegan la solicitud, la presencia ilegal normalmente empieza al día siguiente, y USCIS puede emitir un **Aviso de Comparecencia** (Notice to Appear) para iniciar un proceso de deportación.
- Muchas solicitudes **no dan ninguna protección**. Por ejemplo, una petición familiar **I-130** pendiente, por sí sola, no le permite quedarse ni trabajar y no detiene la deportación.

**Advertencia sobre viajes:** salir de EE. UU. con una solicitud pendiente puede hacer que se considere abandonada o activar castigos para volver, salvo que obtenga antes un **advance parole** o que su estatus permita viajar.

**Próximo paso:** Revise qué cubre su propio aviso de recibo, use **Track Applications** para seguirlo y consulte a un abogado de inmigración con licencia o un representante acreditado si tiene dudas.`,
      },
    },
  },
];
