import type { KnowledgeCardSeed, SourceRef } from '../../types';

// Answer cards for family-based immigration and for green card holders (topics "family" and "green-card", and the I-485
// fee). Every fee and table figure is a {{figure-id}} from the figure table. Every card carries Spanish text; the most
// asked carry French and German too.

const CHECKED = '2026-11-23';

const I130: SourceRef = { title: 'USCIS: I-130, Petition for Alien Relative', url: 'https://www.uscis.gov/i-130' };
const I485: SourceRef = {
  title: 'USCIS: I-485, Application to Register Permanent Residence or Adjust Status',
  url: 'https://www.uscis.gov/i-485',
};
const I864: SourceRef = { title: 'USCIS: I-864, Affidavit of Support Under Section 213A of the INA', url: 'https://www.uscis.gov/i-864' };
const I751: SourceRef = { title: 'USCIS: I-751, Petition to Remove Conditions on Residence', url: 'https://www.uscis.gov/i-751' };
const I90: SourceRef = { title: 'USCIS: I-90, Application to Replace Permanent Resident Card', url: 'https://www.uscis.gov/i-90' };
const REPLACE_CARD: SourceRef = {
  title: 'USCIS: Replace Your Green Card',
  url: 'https://www.uscis.gov/green-card/after-we-grant-your-green-card/replace-your-green-card',
};
const REMOVE_CONDITIONS: SourceRef = {
  title: 'USCIS: Removing Conditions on Permanent Residence Based on Marriage',
  url: 'https://www.uscis.gov/green-card/after-we-grant-your-green-card/conditional-permanent-residence/removing-conditions-on-permanent-residence-based-on-marriage',
};
const IMMEDIATE_RELATIVES: SourceRef = {
  title: 'USCIS: Green Card for Immediate Relatives of U.S. Citizen',
  url: 'https://www.uscis.gov/green-card/green-card-eligibility/green-card-for-immediate-relatives-of-us-citizen',
};
const PREFERENCE_IMMIGRANTS: SourceRef = {
  title: 'USCIS: Green Card for Family Preference Immigrants',
  url: 'https://www.uscis.gov/green-card/green-card-eligibility/green-card-for-family-preference-immigrants',
};
const VISA_BULLETIN: SourceRef = {
  title: 'U.S. Department of State: The Visa Bulletin',
  url: 'https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin.html',
};
const FILING_CHARTS: SourceRef = {
  title: 'USCIS: Adjustment of Status Filing Charts from the Visa Bulletin',
  url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/visa-availability-priority-dates/adjustment-of-status-filing-charts-from-the-visa-bulletin',
};
const PRIORITY_DATES: SourceRef = {
  title: 'USCIS: Visa Availability and Priority Dates',
  url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/visa-availability-priority-dates',
};
const CSPA: SourceRef = {
  title: 'USCIS: Child Status Protection Act (CSPA)',
  url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/child-status-protection-act-cspa',
};
const ADJUSTMENT: SourceRef = {
  title: 'USCIS: Adjustment of Status',
  url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/adjustment-of-status',
};
const CONSULAR: SourceRef = {
  title: 'USCIS: Consular Processing',
  url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/consular-processing',
};
const IV_PROCESS: SourceRef = {
  title: 'U.S. Department of State: The Immigrant Visa Process',
  url: 'https://travel.state.gov/content/travel/en/us-visas/immigrate/the-immigrant-visa-process.html',
};
const SPOUSE_VISA: SourceRef = {
  title: 'U.S. Department of State: Immigrant Visa for a Spouse of a U.S. Citizen (IR1 or CR1)',
  url: 'https://travel.state.gov/content/travel/en/us-visas/immigrate/family-immigration/immigrant-visa-for-spouse.html',
};
const FAMILY_OF_LPR: SourceRef = {
  title: 'USCIS: Family of Green Card Holders (Permanent Residents)',
  url: 'https://www.uscis.gov/family/family-of-green-card-holders-permanent-residents',
};

const otherCards: KnowledgeCardSeed[] = [
  {
    id: 'spouse-of-green-card-holder',
    topic: 'family',
    question: 'Can a green card holder sponsor a spouse, and how long does it take?',
    phrasings: [
      'my husband has a green card can he petition for me',
      'F2A visa wait time for a spouse',
      'permanent resident sponsoring his wife',
      'LPR spouse i130 how long',
      'can I adjust status if my spouse is a green card holder',
    ],
    keywords: [
      'F2A',
      'LPR spouse',
      'permanent resident petition',
      'I-130',
      'preference category',
      'Visa Bulletin',
      '245(c)',
      'upgrade',
      'naturalize',
    ],
    answer: `Yes. A green card holder can file **Form I-130** for a husband or wife ({{fee-i130-online}} online or {{fee-i130-paper}} on paper). This is the **F2A** category. Unlike spouses of U.S. citizens, F2A spouses must wait for a visa number.

**The wait:** after the I-130 is filed, you wait until your priority date is current in the **Visa Bulletin**. In recent years the F2A wait has often been a few years, sometimes longer for people born in Mexico, and it can change from month to month.

**Can you apply from inside the U.S.?** Only if your date is current and, when you file **Form I-485**, you are still in lawful status and have not worked without permission. Overstays and unauthorized work are usually **not** forgiven for F2A spouses (narrow exceptions exist, such as INA 245(i)). Many F2A spouses must finish the case at a U.S. consulate abroad. If you have been in the U.S. unlawfully, leaving can trigger a re-entry bar, so get advice before you travel.

**Good to know**
- Your unmarried children under 21 can usually be included on the same petition as derivatives.
- If your spouse becomes a U.S. citizen, you become an **immediate relative** and no longer wait in line. Tell USCIS or the National Visa Center.
- A pending petition does not give you status or permission to work while you wait.

**Next step:** check the F2A line in the Visa Bulletin each month, and run the Eligibility Check to see whether you can adjust in the U.S.`,
    sources: [FAMILY_OF_LPR, PREFERENCE_IMMIGRANTS, VISA_BULLETIN],
    checkedOn: CHECKED,
    related: ['visa-bulletin-how-to-read', 'adjustment-or-consular-processing', 'children-of-green-card-applicant'],
    translations: {
      es: {
        question: '¿Puede un residente permanente pedir a su cónyuge y cuánto tarda?',
        phrasings: [
          'mi esposo tiene green card, puede pedirme',
          'cuanto tarda la peticion F2A para mi mujer',
          'soy residente, puedo pedir a mi marido',
          'puedo ajustar estatus si mi esposo es residente',
        ],
        answer: `Sí. Un residente permanente (titular de green card) puede presentar el **Formulario I-130** para su esposo o esposa ({{fee-i130-online}} en línea o {{fee-i130-paper}} en papel). Es la categoría **F2A**. A diferencia de los cónyuges de ciudadanos estadounidenses, los cónyuges F2A tienen que esperar un número de visa.

**La espera:** después de presentar el I-130, hay que esperar a que su fecha de prioridad esté vigente en el **Boletín de Visas** (Visa Bulletin). En los últimos años la espera F2A ha sido a menudo de algunos años, a veces más para los nacidos en México, y puede cambiar de un mes a otro.

**¿Puede hacer el trámite desde EE. UU.?** Solo si su fecha está vigente y, al presentar el **Formulario I-485**, usted sigue con estatus legal y no ha trabajado sin permiso. A los cónyuges F2A normalmente **no** se les perdonan las estadías vencidas ni el trabajo no autorizado (hay excepciones limitadas, como la INA 245(i)). Muchos cónyuges F2A tienen que terminar el caso en un consulado de EE. UU. en el extranjero. Si ha estado en EE. UU. sin estatus legal, salir del país puede activar una prohibición de reingreso, así que pida asesoría antes de viajar.

**Conviene saber**
- Sus hijos solteros menores de 21 años normalmente pueden incluirse en la misma petición como beneficiarios derivados.
- Si su cónyuge se hace ciudadano estadounidense, usted pasa a ser **familiar inmediato** y deja de esperar turno. Avise a USCIS o al Centro Nacional de Visas (NVC).
- Durante la espera, la petición en trámite no le da estatus ni permiso de trabajo.

**Siguiente paso:** revise cada mes la línea F2A del Boletín de Visas y use el Eligibility Check para ver si puede ajustar su estatus en EE. UU.`,
      },
      fr: {
        question: 'Un titulaire de green card peut-il parrainer son conjoint, et combien de temps cela prend-il ?',
        phrasings: [
          'mon mari a la carte verte, peut-il faire une demande pour moi',
          'délai F2A pour une épouse',
          'resident permanent qui veut faire venir sa femme',
          'puis-je faire un ajustement de statut si mon conjoint a la green card',
        ],
        answer: `Oui. Un titulaire de green card peut déposer le **formulaire I-130** pour son mari ou sa femme ({{fee-i130-online}} en ligne ou {{fee-i130-paper}} sur papier). C’est la catégorie **F2A**. Contrairement aux conjoints de citoyens américains, les conjoints F2A doivent attendre un numéro de visa.

**L’attente :** après le dépôt du I-130, vous attendez que votre date de priorité soit courante dans le **Visa Bulletin**. Ces dernières années, l’attente F2A a souvent duré quelques années, parfois plus pour les personnes nées au Mexique, et elle peut changer d’un mois à l’autre.

**Pouvez-vous faire la démarche depuis les États-Unis ?** Seulement si votre date est courante et si, au moment de déposer le **formulaire I-485**, vous êtes toujours en situation régulière et n’avez pas travaillé sans autorisation. Les dépassements de séjour et le travail non autorisé ne sont en général **pas** pardonnés aux conjoints F2A (il existe des exceptions limitées, comme l’INA 245(i)). Beaucoup de conjoints F2A doivent terminer leur dossier dans un consulat américain à l’étranger. Si vous avez séjourné irrégulièrement aux États-Unis, partir peut déclencher une interdiction de retour : demandez conseil avant de voyager.

**Bon à savoir**
- Vos enfants célibataires de moins de 21 ans peuvent en général être inclus dans la même pétition comme bénéficiaires dérivés.
- Si votre conjoint devient citoyen américain, vous devenez un **parent proche** (immediate relative) et n’attendez plus votre tour. Prévenez l’USCIS ou le National Visa Center.
- Une pétition en cours ne vous donne ni statut ni droit de travailler pendant l’attente.

**Prochaine étape :** consultez chaque mois la ligne F2A du Visa Bulletin et lancez l’Eligibility Check pour savoir si vous pouvez faire un ajustement de statut aux États-Unis.`,
      },
      de: {
        question: 'Kann ein Green-Card-Inhaber seinen Ehepartner nachholen, und wie lange dauert das?',
        phrasings: [
          'mein Mann hat eine Green Card, kann er mich nachholen',
          'Wartezeit F2A für die Ehefrau',
          'als Green-Card-Inhaber die Ehefrau in die USA holen',
          'kann ich den Status anpassen, wenn mein Ehepartner eine Green Card hat',
        ],
        answer: `Ja. Ein Green-Card-Inhaber kann für seinen Ehemann oder seine Ehefrau **Formular I-130** einreichen ({{fee-i130-online}} online oder {{fee-i130-paper}} auf Papier). Das ist die Kategorie **F2A**. Anders als Ehepartner von US-Bürgern müssen F2A-Ehepartner auf eine Visanummer warten.

**Die Wartezeit:** Nach Einreichung des I-130 warten Sie, bis Ihr Priority Date im **Visa Bulletin** aktuell ist. In den letzten Jahren dauerte die F2A-Wartezeit oft einige Jahre, für in Mexiko Geborene teils länger, und sie kann sich von Monat zu Monat ändern.

**Können Sie den Antrag in den USA stellen?** Nur wenn Ihr Datum aktuell ist und Sie bei Einreichung von **Formular I-485** noch einen legalen Status haben und nicht ohne Erlaubnis gearbeitet haben. Überzogene Aufenthalte und unerlaubte Arbeit werden F2A-Ehepartnern meist **nicht** nachgesehen (es gibt enge Ausnahmen wie INA 245(i)). Viele F2A-Ehepartner müssen das Verfahren bei einem US-Konsulat im Ausland abschließen. Wenn Sie sich unrechtmäßig in den USA aufgehalten haben, kann die Ausreise eine Wiedereinreisesperre auslösen; lassen Sie sich vor einer Reise beraten.

**Gut zu wissen**
- Ihre unverheirateten Kinder unter 21 können meist als abgeleitete Begünstigte (Derivatives) in dieselbe Petition aufgenommen werden.
- Wird Ihr Ehepartner US-Bürger, werden Sie zum **unmittelbaren Angehörigen** (Immediate Relative) und müssen nicht mehr warten. Informieren Sie USCIS oder das National Visa Center.
- Eine laufende Petition gibt Ihnen während der Wartezeit weder Status noch Arbeitserlaubnis.

**Nächster Schritt:** Prüfen Sie jeden Monat die F2A-Zeile im Visa Bulletin und nutzen Sie den Eligibility Check, um zu sehen, ob Sie den Status in den USA anpassen können.`,
      },
    },
  },
  {
    id: 'petition-parents',
    topic: 'family',
    question: 'Can I sponsor my parents for a green card?',
    phrasings: [
      'bring my mom and dad to the US',
      'i130 for my parents',
      'green card for my mother as a US citizen',
      'can a green card holder petition for parents',
      'how long does it take to get a green card for parents',
    ],
    keywords: [
      'parents',
      'mother',
      'father',
      'I-130',
      'immediate relative',
      'IR5',
      '21 years old',
      'step-parent',
      'adoptive parent',
      'I-864',
    ],
    answer: `Yes, if you are a **U.S. citizen aged 21 or older**. Green card holders cannot sponsor their parents; they must become citizens first.

Parents of adult U.S. citizens are **immediate relatives**. There is no yearly limit and no line to wait in, so the time is mostly processing time.

**How to do it**
- File a separate **Form I-130** for each parent. Fee: {{fee-i130-online}} online or {{fee-i130-paper}} on paper, for each one.
- Prove the relationship with your birth certificate showing the parent's name. A **father** may need extra proof if your parents were not married when you were born. A **step-parent** qualifies only if the marriage took place before you turned 18. An **adoptive parent** generally qualifies only if the adoption happened before you turned 16, with other conditions.
- You sign **Form I-864** as the financial sponsor. If your income is too low, a joint sponsor can also sign.

**Where your parent applies**
- **Abroad:** through the National Visa Center and a U.S. embassy or consulate.
- **In the U.S.:** with **Form I-485** ({{fee-i485}}), if your parent was inspected and admitted or paroled at entry. A past overstay is usually forgiven for parents of citizens.

Your brothers and sisters cannot come as part of your parent's case. You can file for them separately, and your parent can petition for unmarried children under 21 after getting the green card.

**Next step:** run the Eligibility Check to confirm which documents prove the relationship.`,
    sources: [
      I130,
      IMMEDIATE_RELATIVES,
      { title: 'USCIS: Family of U.S. Citizens', url: 'https://www.uscis.gov/family/family-of-us-citizens' },
    ],
    checkedOn: CHECKED,
    related: ['immediate-relative-vs-preference', 'affidavit-of-support-i864', 'i130-fee-and-filing'],
    translations: {
      es: {
        question: '¿Puedo pedir a mis padres para la green card?',
        phrasings: [
          'traer a mi mamá y a mi papá a Estados Unidos',
          'i130 para mis papas',
          'soy ciudadano, puedo pedir a mi madre',
          'cuanto tarda la residencia para mis padres',
        ],
        answer: `Sí, si usted es **ciudadano estadounidense de 21 años o más**. Los residentes permanentes no pueden pedir a sus padres; primero tienen que hacerse ciudadanos.

Los padres de ciudadanos adultos son **familiares inmediatos**. No hay límite anual ni fila de espera, así que el tiempo depende sobre todo del procesamiento.

**Cómo hacerlo**
- Presente un **Formulario I-130** por separado para cada uno. Tarifa: {{fee-i130-online}} en línea o {{fee-i130-paper}} en papel, por cada padre.
- Pruebe la relación con su acta de nacimiento, donde figure el nombre de su padre o madre. Un **padre** puede necesitar pruebas adicionales si sus padres no estaban casados cuando usted nació. Un **padrastro o una madrastra** califica solo si el matrimonio se celebró antes de que usted cumpliera 18 años. Un **padre o una madre adoptivos** por lo general califican solo si la adopción ocurrió antes de que usted cumpliera 16 años, entre otras condiciones.
- Usted firma el **Formulario I-864** como patrocinador económico. Si sus ingresos no alcanzan, también puede firmar un patrocinador conjunto.

**Dónde hace el trámite su padre o madre**
- **En el extranjero:** a través del Centro Nacional de Visas (NVC) y una embajada o consulado de EE. UU.
- **En EE. UU.:** con el **Formulario I-485** ({{fee-i485}}), si al entrar fue inspeccionado y admitido o recibió un permiso de entrada (parole). A los padres de ciudadanos normalmente se les perdona una estadía vencida anterior.

Sus hermanos no pueden venir como parte del caso de su padre o madre. Usted puede pedirlos por separado, y su padre o madre puede pedir a sus hijos solteros menores de 21 años cuando obtenga la green card.

**Siguiente paso:** use el Eligibility Check para confirmar qué documentos prueban la relación.`,
      },
      fr: {
        question: 'Puis-je parrainer mes parents pour une green card ?',
        phrasings: [
          'faire venir ma mère et mon père aux États-Unis',
          'i130 pour mes parents',
          'je suis citoyen américain, puis-je demander la carte verte pour ma mère',
          'combien de temps pour une green card pour mes parents',
        ],
        answer: `Oui, si vous êtes **citoyen américain âgé d’au moins 21 ans**. Les titulaires d’une green card ne peuvent pas parrainer leurs parents ; ils doivent d’abord devenir citoyens.

Les parents de citoyens adultes sont des **parents proches** (immediate relatives). Il n’y a ni quota annuel ni file d’attente : le délai dépend surtout du temps de traitement.

**Comment faire**
- Déposez un **formulaire I-130** distinct pour chaque parent. Frais : {{fee-i130-online}} en ligne ou {{fee-i130-paper}} sur papier, pour chacun.
- Prouvez le lien avec votre acte de naissance indiquant le nom du parent. Un **père** peut devoir fournir des preuves supplémentaires si vos parents n’étaient pas mariés à votre naissance. Un **beau-parent** n’est admis que si le mariage a eu lieu avant vos 18 ans. Un **parent adoptif** n’est en général admis que si l’adoption a eu lieu avant vos 16 ans, entre autres conditions.
- Vous signez le **formulaire I-864** comme garant financier. Si vos revenus sont trop faibles, un garant conjoint peut aussi signer.

**Où votre parent fait sa demande**
- **À l’étranger :** par le National Visa Center (NVC) et une ambassade ou un consulat américain.
- **Aux États-Unis :** avec le **formulaire I-485** ({{fee-i485}}), si votre parent a été contrôlé et admis, ou admis sous « parole », à son entrée. Un ancien dépassement de séjour est en général pardonné aux parents de citoyens.

Vos frères et sœurs ne peuvent pas venir dans le dossier de votre parent. Vous pouvez déposer pour eux séparément, et votre parent pourra parrainer ses enfants célibataires de moins de 21 ans une fois sa green card obtenue.

**Prochaine étape :** lancez l’Eligibility Check pour confirmer quels documents prouvent le lien de parenté.`,
      },
      de: {
        question: 'Kann ich meine Eltern für eine Green Card sponsern?',
        phrasings: [
          'meine Mutter und meinen Vater in die USA holen',
          'I-130 für meine Eltern',
          'als US-Bürger Green Card für meine Mutter beantragen',
          'wie lange dauert die Green Card für meine Eltern',
        ],
        answer: `Ja, wenn Sie **US-Bürger und mindestens 21 Jahre alt** sind. Green-Card-Inhaber können ihre Eltern nicht sponsern; sie müssen zuerst US-Bürger werden.

Eltern erwachsener US-Bürger sind **unmittelbare Angehörige** (Immediate Relatives). Es gibt keine Jahresgrenze und keine Warteschlange, die Dauer hängt also vor allem von der Bearbeitungszeit ab.

**So gehen Sie vor**
- Reichen Sie für jeden Elternteil ein eigenes **Formular I-130** ein. Gebühr: {{fee-i130-online}} online oder {{fee-i130-paper}} auf Papier, jeweils pro Person.
- Weisen Sie die Beziehung mit Ihrer Geburtsurkunde nach, auf der der Elternteil genannt ist. Ein **Vater** braucht eventuell zusätzliche Nachweise, wenn Ihre Eltern bei Ihrer Geburt nicht verheiratet waren. Ein **Stiefelternteil** zählt nur, wenn die Ehe vor Ihrem 18. Geburtstag geschlossen wurde. Ein **Adoptivelternteil** zählt in der Regel nur, wenn die Adoption vor Ihrem 16. Geburtstag stattfand, neben weiteren Bedingungen.
- Sie unterschreiben **Formular I-864** als finanzieller Bürge. Ist Ihr Einkommen zu niedrig, kann zusätzlich ein weiterer Bürge (Joint Sponsor) unterschreiben.

**Wo Ihr Elternteil den Antrag stellt**
- **Im Ausland:** über das National Visa Center (NVC) und eine US-Botschaft oder ein US-Konsulat.
- **In den USA:** mit **Formular I-485** ({{fee-i485}}), wenn der Elternteil bei der Einreise kontrolliert und zugelassen wurde oder Parole erhielt. Ein früher überzogener Aufenthalt wird Eltern von US-Bürgern meist nachgesehen.

Ihre Geschwister können nicht im Verfahren Ihres Elternteils mitkommen. Sie können für sie getrennt eine Petition einreichen, und Ihr Elternteil kann nach Erhalt der Green Card seine unverheirateten Kinder unter 21 nachholen.

**Nächster Schritt:** Nutzen Sie den Eligibility Check, um zu klären, welche Dokumente die Beziehung nachweisen.`,
      },
    },
  },
  {
    id: 'petition-siblings',
    topic: 'family',
    question: 'Can I sponsor my brother or sister for a green card?',
    phrasings: [
      'bring my sibling to the US',
      'F4 visa wait time',
      'i130 for my brother',
      'how long does it take to sponsor my sister',
      'can a permanent resident petition for a sibling',
    ],
    keywords: [
      'F4',
      'sibling',
      'brother',
      'sister',
      'half-sibling',
      'step-sibling',
      'I-130',
      'Visa Bulletin',
      'fourth preference',
      'wait time',
    ],
    answer: `Yes, if you are a **U.S. citizen aged 21 or older**. Green card holders cannot sponsor brothers or sisters. This is the **F4** category, and it has some of the longest waits of any green card category.

**How it works**
- File **Form I-130** for your sibling. Fee: {{fee-i130-online}} online or {{fee-i130-paper}} on paper.
- Prove that you share at least one parent, usually with both birth certificates. Half-siblings qualify. Step-siblings and adopted siblings have extra rules, so check them before filing.
- Your sibling's spouse and unmarried children under 21 can immigrate with them as **derivatives**, without their own petitions.

**The wait**
Only a limited number of F4 visas are given each year. Your sibling waits until the priority date (normally the date USCIS received the I-130) is current in the **Visa Bulletin**. The wait is often well over a decade, and longer for people born in high-demand countries such as Mexico, India and the Philippines.

While waiting, the petition gives your sibling no right to live or work in the U.S. It can also make a tourist visa harder to get, because the consulate may think your sibling plans to stay.

A child of your sibling who turns 21 before a visa is available may lose derivative status, although the Child Status Protection Act protects some children.

**Next step:** file early to lock in a priority date, and check the F4 line in the Visa Bulletin each month.`,
    sources: [PREFERENCE_IMMIGRANTS, I130, VISA_BULLETIN],
    checkedOn: CHECKED,
    related: ['visa-bulletin-how-to-read', 'what-is-priority-date', 'child-status-protection-act'],
    translations: {
      es: {
        question: '¿Puedo pedir a mi hermano o a mi hermana para la green card?',
        phrasings: [
          'traer a mi hermano a Estados Unidos',
          'cuanto tiempo tarda la peticion F4',
          'i130 para mi hermana',
          'un residente puede pedir a sus hermanos',
        ],
        answer: `Sí, si usted es **ciudadano estadounidense de 21 años o más**. Los residentes permanentes no pueden pedir a sus hermanos. Es la categoría **F4**, una de las que tienen las esperas más largas de todas las categorías de green card.

**Cómo funciona**
- Presente el **Formulario I-130** para su hermano o hermana. Tarifa: {{fee-i130-online}} en línea o {{fee-i130-paper}} en papel.
- Pruebe que comparten al menos un padre o una madre, normalmente con las actas de nacimiento de ambos. Los medios hermanos califican. Los hermanastros y los hermanos adoptivos tienen reglas adicionales; revíselas antes de presentar.
- El cónyuge de su hermano y sus hijos solteros menores de 21 años pueden inmigrar con él como **beneficiarios derivados**, sin peticiones propias.

**La espera**
Cada año se da un número limitado de visas F4. Su hermano espera hasta que la fecha de prioridad (normalmente la fecha en que USCIS recibió el I-130) esté vigente en el **Boletín de Visas** (Visa Bulletin). La espera suele superar con creces los diez años, y es aún más larga para los nacidos en países con mucha demanda, como México, India y Filipinas.

Mientras espera, la petición no le da a su hermano ningún derecho a vivir ni a trabajar en EE. UU. También puede dificultarle una visa de turista, porque el consulado puede creer que tiene intención de quedarse.

Un hijo de su hermano que cumpla 21 años antes de que haya una visa disponible puede perder la condición de derivado, aunque la Ley de Protección del Estatus del Menor (CSPA) protege a algunos.

**Siguiente paso:** presente pronto para asegurar una fecha de prioridad y revise cada mes la línea F4 del Boletín de Visas.`,
      },
    },
  },
  {
    id: 'petition-children-over-21-married',
    topic: 'family',
    question: 'Can I sponsor my adult or married son or daughter?',
    phrasings: [
      'petition for my son who is over 21',
      'F1 F3 F2B categories explained',
      'can a green card holder sponsor a married daughter',
      'i130 for a married child',
      'my daughter is 25 can I bring her to the US',
    ],
    keywords: [
      'F1',
      'F2B',
      'F3',
      'adult child',
      'married son',
      'married daughter',
      'unmarried son',
      'I-130',
      'CSPA',
      'preference category',
      'opt out',
    ],
    answer: `Yes, in most cases. The category, and the wait, depend on your status and on your child's age and marital status:

- **U.S. citizen, unmarried son or daughter 21 or older:** category **F1**.
- **U.S. citizen, married son or daughter of any age:** category **F3**.
- **Green card holder, unmarried son or daughter 21 or older:** category **F2B**.
- **Green card holder, married son or daughter:** no category. You must become a U.S. citizen first.

File **Form I-130** for each child ({{fee-i130-online}} online or {{fee-i130-paper}} on paper). All three categories wait in line in the **Visa Bulletin**, often for many years, and longest for people born in Mexico and the Philippines. Your child's own children under 21 can come as derivatives, and in F3 the child's spouse can too.

**Life changes move the case**
- If you naturalize, an F2B case becomes F1 automatically. Because F1 can be slower for some countries, your child may ask in writing to stay in F2B.
- If an F1 son or daughter marries, the case moves to F3 and keeps its priority date.
- If an F2B son or daughter marries before immigrating, the petition ends, because green card holders cannot sponsor married children.
- A child who was under 21 when you filed may be protected by the **Child Status Protection Act (CSPA)** after turning 21.

**Next step:** run the Eligibility Check to confirm your category, then check its line in the Visa Bulletin each month.`,
    sources: [PREFERENCE_IMMIGRANTS, CSPA, VISA_BULLETIN],
    checkedOn: CHECKED,
    related: ['child-status-protection-act', 'visa-bulletin-how-to-read', 'immediate-relative-vs-preference'],
    translations: {
      es: {
        question: '¿Puedo pedir a mi hijo o hija adulto o casado?',
        phrasings: [
          'pedir a mi hijo mayor de 21 años',
          'categorias F1 F2B F3 explicadas',
          'un residente puede pedir a su hija casada',
          'mi hija tiene 25 años, la puedo traer a EE UU',
        ],
        answer: `Sí, en la mayoría de los casos. La categoría, y la espera, dependen de su estatus y de la edad y el estado civil de su hijo o hija:

- **Ciudadano estadounidense, hijo o hija soltero de 21 años o más:** categoría **F1**.
- **Ciudadano estadounidense, hijo o hija casado de cualquier edad:** categoría **F3**.
- **Residente permanente, hijo o hija soltero de 21 años o más:** categoría **F2B**.
- **Residente permanente, hijo o hija casado:** no hay categoría. Primero tiene que hacerse ciudadano.

Presente un **Formulario I-130** por cada hijo ({{fee-i130-online}} en línea o {{fee-i130-paper}} en papel). Las tres categorías esperan turno en el **Boletín de Visas** (Visa Bulletin), a menudo durante muchos años, y aún más para los nacidos en México y Filipinas. Los hijos menores de 21 años de su hijo pueden venir como derivados y, en la F3, también su cónyuge.

**Los cambios de vida mueven el caso**
- Si usted se naturaliza, un caso F2B pasa automáticamente a F1. Como la F1 puede ser más lenta para algunos países, su hijo puede pedir por escrito quedarse en la F2B.
- Si un hijo F1 se casa, el caso pasa a F3 y conserva su fecha de prioridad.
- Si un hijo F2B se casa antes de inmigrar, la petición termina, porque los residentes permanentes no pueden pedir a hijos casados.
- Un hijo que tenía menos de 21 años cuando usted presentó la petición puede seguir protegido después de cumplir 21 por la **Ley de Protección del Estatus del Menor (CSPA)**.

**Siguiente paso:** use el Eligibility Check para confirmar su categoría y luego revise cada mes su línea en el Boletín de Visas.`,
      },
    },
  },
  {
    id: 'immediate-relative-vs-preference',
    topic: 'family',
    question: 'What is the difference between an immediate relative and a family preference category?',
    phrasings: [
      'who counts as an immediate relative',
      'immediate relative vs preference category',
      'which family members have no wait for a green card',
      'what do F1 F2A F2B F3 F4 mean',
      'IR category vs F category green card',
    ],
    keywords: [
      'immediate relative',
      'IR1',
      'IR2',
      'IR5',
      'CR1',
      'preference category',
      'F1',
      'F2A',
      'F2B',
      'F3',
      'F4',
      'visa cap',
      'Visa Bulletin',
    ],
    answer: `**Immediate relatives** of U.S. citizens have no yearly limit, so they do not wait for a visa number. **Family preference** relatives share a limited number of visas each year, so they wait in line by priority date.

**Immediate relatives**
- The spouse of a U.S. citizen
- An unmarried child under 21 of a U.S. citizen
- A parent of a U.S. citizen who is 21 or older
- In some cases, the widow or widower of a U.S. citizen

**Preference categories (with waits)**
- **F1:** unmarried sons and daughters (21 or older) of U.S. citizens
- **F2A:** spouses and unmarried children under 21 of green card holders
- **F2B:** unmarried sons and daughters (21 or older) of green card holders
- **F3:** married sons and daughters of U.S. citizens
- **F4:** brothers and sisters of U.S. citizens who are 21 or older

**Why it matters**
- Immediate relatives in the U.S. can usually file **Form I-130** and **Form I-485** together, and a past overstay is usually forgiven.
- Preference relatives wait for their date in the **Visa Bulletin**. Waits range from a few years to more than 20, depending on the category and country.
- Immediate relatives cannot bring derivatives: each family member needs a separate petition. Preference relatives can usually include a spouse and unmarried children under 21.

Grandparents, cousins, aunts, uncles and in-laws cannot be sponsored directly.

**Next step:** run the Eligibility Check to find your category.`,
    sources: [IMMEDIATE_RELATIVES, PREFERENCE_IMMIGRANTS],
    checkedOn: CHECKED,
    related: ['what-is-priority-date', 'visa-bulletin-how-to-read', 'petition-parents'],
    translations: {
      es: {
        question: '¿Qué diferencia hay entre un familiar inmediato y una categoría de preferencia familiar?',
        phrasings: [
          'quien cuenta como familiar inmediato',
          'que significan F1 F2A F2B F3 F4',
          'que familiares no tienen que esperar para la green card',
          'familiar inmediato o categoria de preferencia, cual es la diferencia',
        ],
        answer: `Los **familiares inmediatos** de ciudadanos estadounidenses no tienen límite anual, así que no esperan un número de visa. Los familiares en **categorías de preferencia** se reparten un número limitado de visas cada año, así que esperan turno según su fecha de prioridad.

**Familiares inmediatos**
- El cónyuge de un ciudadano estadounidense
- Un hijo soltero menor de 21 años de un ciudadano estadounidense
- El padre o la madre de un ciudadano estadounidense de 21 años o más
- En algunos casos, el viudo o la viuda de un ciudadano estadounidense

**Categorías de preferencia (con espera)**
- **F1:** hijos e hijas solteros (de 21 años o más) de ciudadanos estadounidenses
- **F2A:** cónyuges e hijos solteros menores de 21 años de residentes permanentes
- **F2B:** hijos e hijas solteros (de 21 años o más) de residentes permanentes
- **F3:** hijos e hijas casados de ciudadanos estadounidenses
- **F4:** hermanos y hermanas de ciudadanos estadounidenses de 21 años o más

**Por qué importa**
- Los familiares inmediatos que están en EE. UU. normalmente pueden presentar juntos el **Formulario I-130** y el **Formulario I-485**, y por lo general se les perdona una estadía vencida anterior.
- Los familiares de preferencia esperan su fecha en el **Boletín de Visas** (Visa Bulletin). La espera va de unos pocos años a más de 20, según la categoría y el país.
- Los familiares inmediatos no pueden traer derivados: cada familiar necesita su propia petición. Los familiares de preferencia normalmente pueden incluir a su cónyuge y a sus hijos solteros menores de 21 años.

No se puede pedir directamente a abuelos, primos, tíos ni suegros.

**Siguiente paso:** use el Eligibility Check para saber cuál es su categoría.`,
      },
    },
  },
  {
    id: 'visa-bulletin-how-to-read',
    topic: 'family',
    question: 'How do I read the Visa Bulletin?',
    phrasings: [
      'visa bulletin explained simply',
      'final action date vs date for filing',
      'which chart does USCIS use this month',
      'what does C mean in the visa bulletin',
      'is my date current in the visa bulletin',
    ],
    keywords: [
      'Visa Bulletin',
      'final action date',
      'dates for filing',
      'chart A',
      'chart B',
      'current',
      'C',
      'U',
      'retrogression',
      'chargeability',
      'priority date',
    ],
    answer: `The **Visa Bulletin** is a monthly State Department list showing whose green card case can move forward. Find the row for your category (for example F2A or F4) and the column for your country of chargeability, which is usually your country of birth. Then compare the date shown with your **priority date**.

**Two charts**
- **Final Action Dates:** if your priority date is earlier than this date, a visa can be issued or your green card approved.
- **Dates for Filing:** an earlier step. Consular applicants can send their documents to the National Visa Center. Applicants in the U.S. may file **Form I-485** early, but only in months when USCIS says this chart applies.

USCIS announces which chart it accepts each month on its "Adjustment of Status Filing Charts" page. Check it before you file.

**Codes**
- **C** (current): everyone in that category can go ahead.
- **U** (unavailable): no visas can be issued right now.
- A **date**: only people with an earlier priority date can go ahead.

Dates can jump forward, stand still or move back ("retrogress"). If your date moves back after you filed, your pending case waits, but you keep your place in line.

Immediate relatives of U.S. citizens (spouses, unmarried children under 21 and parents) do not need the Visa Bulletin, because they have no line.

**Next step:** save your priority date and category in Track Applications, and check each new bulletin, usually published around the middle of the month before.`,
    sources: [VISA_BULLETIN, FILING_CHARTS],
    checkedOn: CHECKED,
    related: ['what-is-priority-date', 'child-status-protection-act', 'immediate-relative-vs-preference'],
    translations: {
      es: {
        question: '¿Cómo se lee el Boletín de Visas?',
        phrasings: [
          'como leer el visa bulletin',
          'diferencia entre final action date y date for filing',
          'que significa la C en el boletin de visas',
          'que tabla usa USCIS este mes',
        ],
        answer: `El **Boletín de Visas** (Visa Bulletin) es una lista mensual del Departamento de Estado que muestra qué casos de green card pueden avanzar. Busque la fila de su categoría (por ejemplo F2A o F4) y la columna de su país de imputación (chargeability), que normalmente es su país de nacimiento. Luego compare la fecha que aparece con su **fecha de prioridad**.

**Dos tablas**
- **Fechas de acción final (Final Action Dates):** si su fecha de prioridad es anterior a esta fecha, se puede emitir la visa o aprobar la green card.
- **Fechas de presentación (Dates for Filing):** un paso previo. Quienes tramitan por consulado pueden enviar sus documentos al Centro Nacional de Visas (NVC). Quienes están en EE. UU. pueden presentar antes el **Formulario I-485**, pero solo los meses en que USCIS indique que se usa esta tabla.

USCIS anuncia cada mes qué tabla acepta en su página "Adjustment of Status Filing Charts". Revísela antes de presentar.

**Códigos**
- **C** (current, vigente): todos los de esa categoría pueden avanzar.
- **U** (unavailable, no disponible): por ahora no se pueden emitir visas.
- Una **fecha**: solo avanzan quienes tienen una fecha de prioridad anterior.

Las fechas pueden avanzar, quedarse igual o retroceder (retrogresión). Si su fecha retrocede después de presentar, su caso pendiente espera, pero usted conserva su lugar en la fila.

Los familiares inmediatos de ciudadanos estadounidenses (cónyuges, hijos solteros menores de 21 años y padres) no necesitan el Boletín de Visas, porque no hacen fila.

**Siguiente paso:** guarde su fecha de prioridad y su categoría en Track Applications y revise cada nuevo boletín, que suele publicarse a mediados del mes anterior.`,
      },
    },
  },
  {
    id: 'child-status-protection-act',
    topic: 'family',
    question: 'Will my child lose eligibility for a green card at 21 (CSPA)?',
    phrasings: [
      'my son turns 21 before the visa is available',
      'CSPA age calculation',
      'child status protection act explained',
      'does my daughter age out at 21',
      'aging out of a family petition',
    ],
    keywords: [
      'CSPA',
      'Child Status Protection Act',
      'age out',
      'aging out',
      'turning 21',
      'derivative',
      'CSPA age',
      'seek to acquire',
      'one year',
      'final action date',
    ],
    answer: `Not always. The **Child Status Protection Act (CSPA)** keeps some children counted as under 21 after their 21st birthday. Whether it helps your child depends on the type of case.

**Children of U.S. citizens (immediate relatives):** the child's age is generally fixed on the date the **Form I-130** was filed. If the child was under 21 then, they stay a "child" even if processing takes longer. If a green card holder parent becomes a citizen while the case is pending, the age is fixed on the naturalization date.

**Preference and derivative cases** (for example an F2A child, or a child included on a parent's F4 or employment case):
1. Take the child's age on the date a visa became available: the petition was approved and the **Final Action Date** was current.
2. Subtract the time the petition was pending.
3. If the result is under 21, the child is protected, but usually must apply for the green card (seek to acquire it) within **one year** of the visa becoming available.

For requests filed on or after August 15, 2025, USCIS uses the Final Action Dates chart to decide when a visa became available.

**Marriage ends CSPA protection.** A child who marries is no longer a "child" for these rules. A married son or daughter of a U.S. citizen moves to category F3 instead.

The math is easy to get wrong, and missing the one-year window can cost your child their place. If your child is close to 21, talk to a licensed immigration attorney or accredited representative.

**Next step:** set a Deadline Reminder for one year after your category's date becomes current.`,
    sources: [
      CSPA,
      {
        title: 'USCIS Policy Manual: Volume 7, Part A, Chapter 7, Child Status Protection Act',
        url: 'https://www.uscis.gov/policy-manual/volume-7-part-a-chapter-7',
      },
    ],
    checkedOn: CHECKED,
    related: ['children-of-green-card-applicant', 'visa-bulletin-how-to-read', 'petition-children-over-21-married'],
    translations: {
      es: {
        question: '¿Mi hijo perderá el derecho a la green card al cumplir 21 años (CSPA)?',
        phrasings: [
          'mi hijo cumple 21 antes de que haya visa',
          'como se calcula la edad CSPA',
          'mi hija se queda fuera del caso al cumplir los 21',
          'ley de proteccion del estatus del menor explicada',
        ],
        answer: `No siempre. La **Ley de Protección del Estatus del Menor (CSPA)** permite que algunos hijos sigan contando como menores de 21 años después de cumplirlos. Que le sirva o no a su hijo depende del tipo de caso.

**Hijos de ciudadanos estadounidenses (familiares inmediatos):** la edad del hijo por lo general queda fijada en la fecha en que se presentó el **Formulario I-130**. Si entonces tenía menos de 21 años, sigue siendo "hijo" aunque el trámite se alargue. Si el padre o la madre con green card se hace ciudadano mientras el caso está pendiente, la edad se fija en la fecha de la naturalización.

**Casos de preferencia y derivados** (por ejemplo, un hijo en F2A, o un hijo incluido en el caso F4 o de empleo de su padre o madre):
1. Tome la edad del hijo en la fecha en que hubo una visa disponible: la petición estaba aprobada y la **fecha de acción final** (Final Action Date) estaba vigente.
2. Réstele el tiempo que la petición estuvo pendiente.
3. Si el resultado es menor de 21, el hijo está protegido, pero normalmente debe solicitar la green card (buscar obtenerla) dentro de **un año** desde que la visa quedó disponible.

Para solicitudes presentadas desde el 15 de agosto de 2025, USCIS usa la tabla de fechas de acción final para decidir cuándo hubo una visa disponible.

**El matrimonio pone fin a la protección de la CSPA.** Un hijo que se casa deja de ser "hijo" para estas reglas. Un hijo casado de un ciudadano estadounidense pasa a la categoría F3.

Es fácil equivocarse con el cálculo, y dejar pasar el plazo de un año puede costarle a su hijo su lugar. Si su hijo está cerca de los 21 años, hable con un abogado de inmigración con licencia o un representante acreditado.

**Siguiente paso:** active un Deadline Reminder para un año después de que la fecha de su categoría quede vigente.`,
      },
    },
  },
  {
    id: 'nvc-process',
    topic: 'family',
    question: 'What happens at the National Visa Center after my I-130 is approved?',
    phrasings: [
      'I-130 approved what happens next for a relative abroad',
      'NVC process steps',
      'how do I pay NVC fees',
      'DS-260 and civil documents upload',
      'what does documentarily qualified mean',
    ],
    keywords: [
      'NVC',
      'National Visa Center',
      'CEAC',
      'DS-260',
      'civil documents',
      'documentarily qualified',
      'DQ',
      'immigrant visa fee',
      'affidavit of support fee',
      'USCIS Immigrant Fee',
      'consular interview',
      'panel physician',
    ],
    answer: `If your relative will immigrate from abroad, USCIS sends the approved **Form I-130** to the **National Visa Center (NVC)**. NVC prepares the case for an interview at a U.S. embassy or consulate.

**Steps**
1. **Welcome notice:** NVC sends a case number and invoice ID. Sign in to the State Department's Consular Electronic Application Center (CEAC).
2. **Pay fees:** the immigrant visa fee ({{fee-immigrant-visa-family}}) and the affidavit of support fee ({{fee-nvc-affidavit}}).
3. **Submit forms:** the **DS-260** immigrant visa application, and the sponsor's **Form I-864** with tax and income proof.
4. **Upload civil documents:** passport, birth certificate, marriage and divorce records, police certificates, and any court or military records, as the State Department's list for your country requires.
5. **Documentarily qualified:** once NVC accepts everything, the case waits for an interview date. In preference cases, the priority date must also be current.
6. **Medical exam and interview:** the applicant sees an embassy-approved panel physician, then goes to the interview with original documents.
7. **After the visa is issued:** pay the **USCIS Immigrant Fee** ({{fee-uscis-immigrant}}) online before traveling. The green card is mailed after entry.

Answer NVC quickly. If you do not act on the case for a year after being told a visa is available, the petition can be ended. Since 2025, visa issuance for nationals of some countries has been paused or restricted, so read the embassy's current notices.

**Next step:** use Document Review to check civil documents and translations before you upload them.`,
    sources: [
      IV_PROCESS,
      {
        title: 'U.S. Department of State: Fees for Visa Services',
        url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html',
      },
      { title: 'USCIS: USCIS Immigrant Fee', url: 'https://www.uscis.gov/forms/filing-fees/uscis-immigrant-fee' },
    ],
    checkedOn: CHECKED,
    related: ['adjustment-or-consular-processing', 'affidavit-of-support-i864', 'family-green-card-documents'],
    translations: {
      es: {
        question: '¿Qué pasa en el Centro Nacional de Visas después de que aprueban mi I-130?',
        phrasings: [
          'aprobaron el I-130, que sigue si mi familiar esta afuera',
          'pasos del NVC',
          'como pago las tarifas del NVC',
          'que significa documentalmente calificado',
        ],
        answer: `Si su familiar va a inmigrar desde el extranjero, USCIS envía el **Formulario I-130** aprobado al **Centro Nacional de Visas (NVC)**. El NVC prepara el caso para una entrevista en una embajada o consulado de EE. UU.

**Pasos**
1. **Aviso de bienvenida:** el NVC envía un número de caso y un número de factura (invoice ID). Inicie sesión en el Centro Consular de Solicitudes Electrónicas (CEAC) del Departamento de Estado.
2. **Pague las tarifas:** la de visa de inmigrante ({{fee-immigrant-visa-family}}) y la de la declaración de patrocinio ({{fee-nvc-affidavit}}).
3. **Envíe los formularios:** la solicitud de visa de inmigrante **DS-260** y el **Formulario I-864** del patrocinador, con pruebas de impuestos e ingresos.
4. **Suba los documentos civiles:** pasaporte, acta de nacimiento, actas de matrimonio y de divorcio, certificados de policía y cualquier expediente judicial o militar, según la lista del Departamento de Estado para su país.
5. **Documentalmente calificado:** cuando el NVC acepta todo, el caso espera fecha de entrevista. En los casos de preferencia, además, la fecha de prioridad debe estar vigente.
6. **Examen médico y entrevista:** el solicitante acude a un médico aprobado por la embajada (panel physician) y luego a la entrevista con los documentos originales.
7. **Después de emitida la visa:** pague en línea la **USCIS Immigrant Fee** ({{fee-uscis-immigrant}}) antes de viajar. La green card llega por correo después de la entrada.

Responda rápido al NVC. Si no hace nada en el caso durante un año después de que le avisen que hay una visa disponible, la petición puede darse por terminada. Desde 2025 se ha pausado o restringido la emisión de visas para ciudadanos de algunos países, así que lea los avisos actuales de la embajada.

**Siguiente paso:** use Document Review para revisar los documentos civiles y sus traducciones antes de subirlos.`,
      },
    },
  },
  {
    id: 'marriage-interview',
    topic: 'family',
    question: 'What happens at a marriage green card interview?',
    phrasings: [
      'marriage green card interview questions',
      'what to bring to the I-485 interview',
      'bona fide marriage evidence for the interview',
      'what is a stokes interview',
      'how to prepare for a USCIS interview with my spouse',
    ],
    keywords: [
      'interview',
      'marriage interview',
      'bona fide marriage',
      'I-485 interview',
      'Stokes interview',
      'evidence',
      'field office',
      'interpreter',
      'G-1256',
      'attorney',
    ],
    answer: `At a marriage green card interview, a USCIS officer checks that your application is correct and that your marriage is real (a "bona fide" marriage). Both spouses usually must attend, at the USCIS field office named on the notice.

**What happens**
- You pass security, take an oath, and the officer reviews your **Form I-485** and **Form I-130** answers with you.
- The officer asks about your relationship: how you met, the wedding, daily life, who lives in your home, and your plans.
- You may be asked about arrests, immigration history and travel.
- If the officer has doubts, you may be interviewed separately (sometimes called a Stokes interview).

**What to bring**
- The interview notice, passports, IDs and the originals of every document you sent.
- Updated proof of your shared life: lease or mortgage, joint bank and credit card statements, joint tax returns, insurance, children's birth certificates, photos over time, travel records.
- New pay stubs or a job letter for the affidavit of support.
- An interpreter if you need one, following the notice's instructions.

**Tips:** answer honestly, and say "I don't know" rather than guessing. You may bring an attorney or accredited representative. The officer may approve the case, ask for more evidence, or decide later by mail.

If you have any arrest, an immigration violation, or a past finding of marriage fraud, talk to a licensed immigration attorney or accredited representative before the interview.

**Next step:** use Document Review to build your evidence folder, and set a Deadline Reminder for the interview date.`,
    sources: [
      {
        title: 'USCIS Policy Manual: Volume 7, Part A, Chapter 5, Interview Guidelines',
        url: 'https://www.uscis.gov/policy-manual/volume-7-part-a-chapter-5',
      },
      I485,
    ],
    checkedOn: CHECKED,
    related: ['family-green-card-documents', 'married-us-citizen-forms', 'what-is-an-rfe'],
    translations: {
      es: {
        question: '¿Qué pasa en la entrevista de green card por matrimonio?',
        phrasings: [
          'preguntas de la entrevista de residencia por matrimonio',
          'que llevar a la entrevista del I-485',
          'que es una entrevista stokes',
          'como prepararme para la entrevista con mi esposo en USCIS',
        ],
        answer: `En la entrevista de green card por matrimonio, un oficial de USCIS comprueba que su solicitud es correcta y que su matrimonio es real (un matrimonio "de buena fe"). Normalmente deben asistir los dos cónyuges, a la oficina local de USCIS que indica la cita.

**Qué pasa**
- Pasan el control de seguridad, prestan juramento y el oficial repasa con ustedes las respuestas del **Formulario I-485** y del **Formulario I-130**.
- El oficial pregunta por su relación: cómo se conocieron, la boda, la vida diaria, quién vive en su casa y sus planes.
- Pueden preguntarle por arrestos, historial migratorio y viajes.
- Si el oficial tiene dudas, pueden entrevistarlos por separado (a veces se llama entrevista Stokes).

**Qué llevar**
- La cita, los pasaportes, las identificaciones y los originales de todos los documentos que enviaron.
- Pruebas actualizadas de su vida en común: contrato de alquiler o hipoteca, estados de cuenta bancarios y de tarjetas de crédito conjuntos, declaraciones de impuestos conjuntas, seguros, actas de nacimiento de los hijos, fotos a lo largo del tiempo y registros de viajes.
- Talones de pago recientes o una carta del empleador para la declaración de patrocinio.
- Un intérprete si lo necesita, según las instrucciones de la cita.

**Consejos:** responda con honestidad y diga "no sé" en lugar de adivinar. Puede ir con un abogado o un representante acreditado. El oficial puede aprobar el caso, pedir más pruebas o decidir más tarde por correo.

Si tiene algún arresto, una infracción migratoria o una decisión anterior de fraude matrimonial, hable con un abogado de inmigración con licencia o un representante acreditado antes de la entrevista.

**Siguiente paso:** use Document Review para armar su carpeta de pruebas y active un Deadline Reminder para la fecha de la entrevista.`,
      },
      fr: {
        question: 'Comment se passe l’entretien pour une green card par mariage ?',
        phrasings: [
          'questions posées à l’entretien de carte verte par mariage',
          'que faut-il apporter à l’entretien du I-485',
          'c’est quoi un entretien Stokes',
          'comment se préparer à l’entretien USCIS avec mon mari',
        ],
        answer: `Lors de l’entretien pour une green card par mariage, un agent de l’USCIS vérifie que votre demande est exacte et que votre mariage est réel (un mariage « de bonne foi »). Les deux époux doivent en général être présents, au bureau local de l’USCIS indiqué sur la convocation.

**Déroulement**
- Vous passez le contrôle de sécurité, prêtez serment, puis l’agent revoit avec vous vos réponses aux **formulaires I-485** et **I-130**.
- L’agent pose des questions sur votre relation : votre rencontre, le mariage, la vie quotidienne, qui vit chez vous et vos projets.
- On peut vous interroger sur d’éventuelles arrestations, votre passé migratoire et vos voyages.
- En cas de doute, l’agent peut vous interroger séparément (on parle parfois d’entretien Stokes).

**Ce qu’il faut apporter**
- La convocation, les passeports, les pièces d’identité et les originaux de tous les documents envoyés.
- Des preuves à jour de votre vie commune : bail ou prêt immobilier, relevés de comptes bancaires et de cartes de crédit communs, déclarations d’impôts communes, assurances, actes de naissance des enfants, photos prises au fil du temps, traces de voyages.
- Des fiches de paie récentes ou une lettre de l’employeur pour l’engagement de soutien financier.
- Un interprète si nécessaire, selon les instructions de la convocation.

**Conseils :** répondez honnêtement et dites « je ne sais pas » plutôt que de deviner. Vous pouvez venir avec un avocat ou un représentant accrédité. L’agent peut approuver le dossier, demander des preuves supplémentaires ou décider plus tard par courrier.

Si vous avez eu une arrestation, une infraction aux règles d’immigration ou une constatation passée de fraude au mariage, parlez à un avocat en immigration agréé ou à un représentant accrédité avant l’entretien.

**Prochaine étape :** utilisez Document Review pour constituer votre dossier de preuves et réglez un Deadline Reminder pour la date de l’entretien.`,
      },
      de: {
        question: 'Was passiert beim Green-Card-Interview nach einer Heirat?',
        phrasings: [
          'Fragen beim Heirats-Interview für die Green Card',
          'was muss ich zum I-485-Interview mitbringen',
          'was ist ein Stokes-Interview',
          'wie bereite ich mich mit meinem Mann auf das USCIS-Interview vor',
        ],
        answer: `Beim Green-Card-Interview nach einer Heirat prüft ein USCIS-Beamter, ob Ihr Antrag stimmt und ob Ihre Ehe echt ist (eine Ehe „in gutem Glauben“, bona fide). In der Regel müssen beide Ehepartner erscheinen, und zwar bei der USCIS-Dienststelle, die in der Einladung steht.

**Ablauf**
- Sie gehen durch die Sicherheitskontrolle, legen einen Eid ab, und der Beamte geht Ihre Angaben in **Formular I-485** und **Formular I-130** mit Ihnen durch.
- Der Beamte fragt nach Ihrer Beziehung: wie Sie sich kennengelernt haben, die Hochzeit, Ihren Alltag, wer bei Ihnen wohnt und Ihre Pläne.
- Auch Festnahmen, Ihre Einwanderungsgeschichte und Reisen können Thema sein.
- Hat der Beamte Zweifel, kann er Sie getrennt befragen (manchmal Stokes-Interview genannt).

**Was Sie mitbringen**
- Die Einladung, Reisepässe, Ausweise und die Originale aller eingereichten Dokumente.
- Aktuelle Nachweise Ihres gemeinsamen Lebens: Mietvertrag oder Hypothek, gemeinsame Konto- und Kreditkartenauszüge, gemeinsame Steuererklärungen, Versicherungen, Geburtsurkunden der Kinder, Fotos aus verschiedenen Zeiten, Reisenachweise.
- Neue Gehaltsabrechnungen oder ein Schreiben des Arbeitgebers für die Unterhaltsverpflichtung.
- Bei Bedarf einen Dolmetscher, nach den Anweisungen in der Einladung.

**Tipps:** Antworten Sie ehrlich und sagen Sie lieber „Ich weiß es nicht“, als zu raten. Sie dürfen einen Anwalt oder akkreditierten Vertreter mitbringen. Der Beamte kann den Fall genehmigen, weitere Nachweise verlangen oder später schriftlich entscheiden.

Wenn es bei Ihnen eine Festnahme, einen Verstoß gegen Einwanderungsrecht oder eine frühere Feststellung einer Scheinehe gibt, sprechen Sie vor dem Interview mit einem zugelassenen Anwalt für Einwanderungsrecht oder einem akkreditierten Vertreter.

**Nächster Schritt:** Stellen Sie mit Document Review Ihre Nachweismappe zusammen und setzen Sie einen Deadline Reminder für den Interviewtermin.`,
      },
    },
  },
  {
    id: 'green-card-lost-stolen',
    topic: 'green-card',
    question: 'What should I do if my green card is lost or stolen?',
    phrasings: [
      'I lost my green card',
      'my permanent resident card was stolen',
      'i90 for a lost card',
      'how to prove my status while waiting for a replacement green card',
      'lost my green card while traveling abroad',
    ],
    keywords: [
      'lost',
      'stolen',
      'destroyed',
      'I-90',
      'replacement card',
      'ADIT stamp',
      'I-551 stamp',
      'temporary proof',
      'I-131A',
      'police report',
    ],
    answer: `File **Form I-90** to replace a lost, stolen or destroyed green card. The fee is {{fee-i90-online}} online or {{fee-i90-paper}} on paper.

**Steps**
1. If the card was stolen, report it to the police and keep a copy of the report. It helps if someone misuses your identity.
2. File the I-90 and choose the reason for a lost, stolen or destroyed card.
3. Go to the biometrics appointment if USCIS schedules one.

**Proof of status while you wait**
When you have no card, the I-90 receipt notice alone is not proof of status. If you need proof for a job or for travel, call the USCIS Contact Center and ask for a field office appointment. There, USCIS can put a temporary **I-551 stamp** (also called an ADIT stamp) in your passport.

**If you lost the card outside the U.S.**
To return, you will usually need a boarding foil from a U.S. embassy or consulate, requested with **Form I-131A** (fee {{fee-i131a}}). If you have been abroad {{absence-abandonment-years}} year or more without a re-entry permit, the card may no longer be enough to return, and you should get advice.

Keep a copy of both sides of your card and your A-number in a safe place. It makes a replacement much easier.

**Next step:** file your I-90 online, then add the receipt number to Track Applications.`,
    sources: [
      REPLACE_CARD,
      I90,
      { title: 'USCIS: I-131A, Application for Travel Document (Carrier Documentation)', url: 'https://www.uscis.gov/i-131a' },
    ],
    checkedOn: CHECKED,
    related: ['green-card-renewal-i90', 'reentry-permit', 'green-card-expired'],
    translations: {
      es: {
        question: '¿Qué hago si perdí mi green card o me la robaron?',
        phrasings: [
          'perdi mi green card',
          'me robaron la tarjeta de residente',
          'i90 por tarjeta perdida',
          'como pruebo mi estatus mientras llega la nueva green card',
        ],
        answer: `Presente el **Formulario I-90** para reemplazar una green card perdida, robada o destruida. La tarifa es {{fee-i90-online}} en línea o {{fee-i90-paper}} en papel.

**Pasos**
1. Si se la robaron, denuncie el robo a la policía y guarde una copia de la denuncia. Le servirá si alguien usa su identidad.
2. Presente el I-90 y elija como motivo tarjeta perdida, robada o destruida.
3. Acuda a la cita de datos biométricos si USCIS se la programa.

**Prueba de estatus mientras espera**
Si no tiene tarjeta, el aviso de recibo del I-90 por sí solo no prueba su estatus. Si necesita una prueba para trabajar o viajar, llame al Centro de Contacto de USCIS y pida una cita en una oficina local. Allí USCIS puede ponerle en el pasaporte un **sello I-551** temporal (también llamado sello ADIT).

**Si perdió la tarjeta fuera de EE. UU.**
Para volver, normalmente necesitará un permiso de embarque (boarding foil) de una embajada o consulado de EE. UU., que se pide con el **Formulario I-131A** (tarifa {{fee-i131a}}). Si ha estado fuera {{absence-abandonment-years}} año o más sin permiso de reingreso, puede que la tarjeta ya no le sirva para regresar; pida asesoría.

Guarde en un lugar seguro una copia de ambos lados de su tarjeta y su número A (A-number). Así el reemplazo es mucho más fácil.

**Siguiente paso:** presente su I-90 en línea y luego agregue el número de recibo en Track Applications.`,
      },
      fr: {
        question: 'Que faire si ma green card est perdue ou volée ?',
        phrasings: [
          'j’ai perdu ma carte verte',
          'on m’a volé ma carte de résident permanent',
          'i90 pour une carte perdue',
          'comment prouver mon statut en attendant la nouvelle carte verte',
        ],
        answer: `Déposez le **formulaire I-90** pour remplacer une green card perdue, volée ou détruite. Les frais sont de {{fee-i90-online}} en ligne ou {{fee-i90-paper}} sur papier.

**Étapes**
1. En cas de vol, portez plainte à la police et gardez une copie de la plainte. Elle sera utile si quelqu’un usurpe votre identité.
2. Déposez le I-90 en choisissant le motif carte perdue, volée ou détruite.
3. Présentez-vous au rendez-vous biométrique si l’USCIS en fixe un.

**Preuve de statut pendant l’attente**
Sans carte, l’avis de réception du I-90 ne suffit pas à prouver votre statut. Si vous avez besoin d’une preuve pour travailler ou voyager, appelez le centre de contact de l’USCIS et demandez un rendez-vous dans un bureau local. L’USCIS peut y apposer dans votre passeport un **tampon I-551** temporaire (aussi appelé tampon ADIT).

**Si vous avez perdu la carte hors des États-Unis**
Pour revenir, il vous faudra en général un document d’embarquement (boarding foil) d’une ambassade ou d’un consulat américain, demandé avec le **formulaire I-131A** (frais {{fee-i131a}}). Si vous êtes à l’étranger depuis {{absence-abandonment-years}} an ou plus sans permis de retour, la carte peut ne plus suffire pour rentrer : demandez conseil.

Gardez en lieu sûr une copie recto verso de votre carte et votre numéro A (A-number). Le remplacement en sera bien plus simple.

**Prochaine étape :** déposez votre I-90 en ligne, puis ajoutez le numéro de reçu dans Track Applications.`,
      },
      de: {
        question: 'Was tue ich, wenn meine Green Card verloren oder gestohlen wurde?',
        phrasings: [
          'Green Card verloren, was nun',
          'meine Green Card wurde gestohlen',
          'I-90 für eine verlorene Karte',
          'wie beweise ich meinen Status, bis die neue Green Card kommt',
        ],
        answer: `Reichen Sie **Formular I-90** ein, um eine verlorene, gestohlene oder zerstörte Green Card zu ersetzen. Die Gebühr beträgt {{fee-i90-online}} online oder {{fee-i90-paper}} auf Papier.

**Schritte**
1. Wurde die Karte gestohlen, zeigen Sie den Diebstahl bei der Polizei an und bewahren Sie eine Kopie der Anzeige auf. Sie hilft, falls jemand Ihre Identität missbraucht.
2. Reichen Sie das I-90 ein und wählen Sie als Grund verlorene, gestohlene oder zerstörte Karte.
3. Gehen Sie zum Biometrie-Termin, falls USCIS einen ansetzt.

**Statusnachweis während der Wartezeit**
Ohne Karte ist die I-90-Eingangsbestätigung allein kein Statusnachweis. Brauchen Sie einen Nachweis für die Arbeit oder für Reisen, rufen Sie das USCIS Contact Center an und bitten Sie um einen Termin bei einer Dienststelle. Dort kann USCIS einen vorläufigen **I-551-Stempel** (auch ADIT-Stempel genannt) in Ihren Reisepass setzen.

**Wenn Sie die Karte außerhalb der USA verloren haben**
Für die Rückkehr brauchen Sie meist ein Boarding Foil einer US-Botschaft oder eines US-Konsulats, das Sie mit **Formular I-131A** beantragen (Gebühr {{fee-i131a}}). Waren Sie {{absence-abandonment-years}} Jahr oder länger ohne Re-entry Permit im Ausland, reicht die Karte für die Rückkehr eventuell nicht mehr; lassen Sie sich beraten.

Bewahren Sie eine Kopie beider Seiten Ihrer Karte und Ihre A-Nummer (A-number) an einem sicheren Ort auf. Das erleichtert den Ersatz sehr.

**Nächster Schritt:** Reichen Sie Ihr I-90 online ein und tragen Sie dann die Eingangsnummer in Track Applications ein.`,
      },
    },
  },
  {
    id: 'green-card-expired',
    topic: 'green-card',
    question: 'My green card expired. Am I still a permanent resident?',
    phrasings: [
      'is it still legal to stay with an expired green card',
      'can I work with an expired green card',
      'travel with an expired permanent resident card',
      'my green card expired what happens now',
      'does my status end when my green card expires',
      'expired green card, do I need to file an i90',
    ],
    keywords: [
      'expired green card',
      'I-90',
      'proof of status',
      '36-month extension',
      'receipt notice',
      'I-9',
      'travel',
      'conditional resident',
      'I-751',
      'I-551 stamp',
    ],
    answer: `Yes, if you have a **{{green-card-validity-years}}-year card**. Your permanent resident status does not end when the card expires; only the card, your proof of status, does. The law still requires you to carry valid proof, so renew it with **Form I-90** ({{fee-i90-online}} online or {{fee-i90-paper}} on paper).

**Proof while you wait**
- The I-90 receipt notice, shown with your expired card, extends the card's validity for 36 months from the expiration date printed on it.
- If you need more, USCIS can put a temporary **I-551 stamp** in your passport at a field office appointment.

**Work:** your current employer should not ask you to prove again that you can work just because your card expired. A new employer can generally accept the expired card together with the I-90 receipt notice during the extension.

**Travel:** show the expired card with the receipt notice when you come back. Airlines may ask questions, so carry both.

**A 2-year conditional card is different.** If it expires and you did not file **Form I-751** on time, your status can end. File it in the {{i751-window-days}} days before the expiration date; the I-751 receipt notice extends your status.

**Next step:** file your I-90 now if your card has expired or will expire within {{i90-renewal-months}} months, and set a Deadline Reminder for the end of the extension.`,
    sources: [REPLACE_CARD, I90, I751],
    checkedOn: CHECKED,
    related: ['green-card-renewal-i90', 'remove-conditions-i751', 'green-card-lost-stolen'],
    translations: {
      es: {
        question: '¿Sigo siendo residente permanente si mi green card venció?',
        phrasings: [
          'se me vencio la green card, sigo siendo legal',
          'puedo trabajar con la green card vencida',
          'viajar con la tarjeta de residente vencida',
          'mi green card expiró, tengo que presentar el i90',
        ],
        answer: `Sí, si tiene una **tarjeta de {{green-card-validity-years}} años**. Su residencia permanente no termina cuando vence la tarjeta; solo vence la tarjeta, que es su prueba de estatus. Aun así, la ley le exige llevar una prueba válida, así que renuévela con el **Formulario I-90** ({{fee-i90-online}} en línea o {{fee-i90-paper}} en papel).

**Prueba mientras espera**
- El aviso de recibo del I-90, junto con su tarjeta vencida, extiende la validez de la tarjeta por 36 meses desde la fecha de vencimiento impresa en ella.
- Si necesita más, USCIS puede ponerle un **sello I-551** temporal en el pasaporte en una cita en una oficina local.

**Trabajo:** su empleador actual no debería pedirle que pruebe otra vez que puede trabajar solo porque se venció su tarjeta. Un nuevo empleador por lo general puede aceptar la tarjeta vencida junto con el aviso de recibo del I-90 durante la extensión.

**Viajes:** al regresar, muestre la tarjeta vencida con el aviso de recibo. Las aerolíneas pueden hacer preguntas, así que lleve los dos.

**Una tarjeta condicional de 2 años es distinta.** Si vence y usted no presentó a tiempo el **Formulario I-751**, su estatus puede terminar. Preséntelo en los {{i751-window-days}} días antes de la fecha de vencimiento; el aviso de recibo del I-751 extiende su estatus.

**Siguiente paso:** presente ya su I-90 si su tarjeta venció o vence dentro de {{i90-renewal-months}} meses, y active un Deadline Reminder para el final de la extensión.`,
      },
      fr: {
        question: 'Ma green card a expiré : suis-je toujours résident permanent ?',
        phrasings: [
          'ai-je le droit de rester avec une carte verte périmée',
          'travailler avec une green card expirée',
          'voyager avec une carte de résident expirée',
          'mon statut prend-il fin quand ma carte verte expire',
        ],
        answer: `Oui, si vous avez une **carte de {{green-card-validity-years}} ans**. Votre statut de résident permanent ne prend pas fin à l’expiration de la carte ; seule la carte, qui prouve votre statut, expire. La loi vous oblige toutefois à porter une preuve valide : renouvelez-la avec le **formulaire I-90** ({{fee-i90-online}} en ligne ou {{fee-i90-paper}} sur papier).

**Preuve pendant l’attente**
- L’avis de réception du I-90, présenté avec votre carte expirée, prolonge la validité de la carte de 36 mois à partir de la date d’expiration qui y figure.
- Si vous avez besoin de plus, l’USCIS peut apposer un **tampon I-551** temporaire dans votre passeport lors d’un rendez-vous dans un bureau local.

**Travail :** votre employeur actuel ne devrait pas vous demander de prouver à nouveau votre droit de travailler simplement parce que votre carte a expiré. Un nouvel employeur peut en général accepter la carte expirée avec l’avis de réception du I-90 pendant la prolongation.

**Voyages :** à votre retour, présentez la carte expirée avec l’avis de réception. Les compagnies aériennes peuvent poser des questions : ayez les deux sur vous.

**Une carte conditionnelle de 2 ans, c’est différent.** Si elle expire et que vous n’avez pas déposé le **formulaire I-751** à temps, votre statut peut prendre fin. Déposez-le dans les {{i751-window-days}} jours qui précèdent la date d’expiration ; l’avis de réception du I-751 prolonge votre statut.

**Prochaine étape :** déposez votre I-90 dès maintenant si votre carte a expiré ou expire dans les {{i90-renewal-months}} mois, et réglez un Deadline Reminder pour la fin de la prolongation.`,
      },
      de: {
        question: 'Habe ich mit einer abgelaufenen Green Card noch meinen Daueraufenthaltsstatus?',
        phrasings: [
          'darf ich mit abgelaufener Green Card in den USA bleiben',
          'arbeiten mit abgelaufener Green Card',
          'mit abgelaufener Green Card reisen',
          'endet mein Status, wenn die Green Card abläuft',
        ],
        answer: `Ja, wenn Sie eine **{{green-card-validity-years}}-Jahres-Karte** haben. Ihr Daueraufenthaltsstatus endet nicht mit dem Ablauf der Karte; nur die Karte, Ihr Statusnachweis, läuft ab. Das Gesetz verlangt aber, dass Sie einen gültigen Nachweis bei sich tragen. Verlängern Sie die Karte daher mit **Formular I-90** ({{fee-i90-online}} online oder {{fee-i90-paper}} auf Papier).

**Nachweis während der Wartezeit**
- Die I-90-Eingangsbestätigung verlängert zusammen mit Ihrer abgelaufenen Karte deren Gültigkeit um 36 Monate ab dem aufgedruckten Ablaufdatum.
- Brauchen Sie mehr, kann USCIS bei einem Termin in einer Dienststelle einen vorläufigen **I-551-Stempel** in Ihren Reisepass setzen.

**Arbeit:** Ihr jetziger Arbeitgeber sollte nicht erneut einen Nachweis Ihrer Arbeitsberechtigung verlangen, nur weil Ihre Karte abgelaufen ist. Ein neuer Arbeitgeber kann während der Verlängerung in der Regel die abgelaufene Karte zusammen mit der I-90-Eingangsbestätigung akzeptieren.

**Reisen:** Zeigen Sie bei der Rückkehr die abgelaufene Karte mit der Eingangsbestätigung vor. Fluggesellschaften können nachfragen, tragen Sie also beides bei sich.

**Eine bedingte 2-Jahres-Karte ist etwas anderes.** Läuft sie ab und Sie haben **Formular I-751** nicht rechtzeitig eingereicht, kann Ihr Status enden. Reichen Sie es in den {{i751-window-days}} Tagen vor dem Ablaufdatum ein; die I-751-Eingangsbestätigung verlängert Ihren Status.

**Nächster Schritt:** Reichen Sie Ihr I-90 jetzt ein, wenn Ihre Karte abgelaufen ist oder innerhalb von {{i90-renewal-months}} Monaten abläuft, und stellen Sie einen Deadline Reminder für das Ende der Verlängerung ein.`,
      },
    },
  },
  {
    id: 'i130-fee-and-filing',
    topic: 'family',
    question: 'How do I file Form I-130, and how much does it cost?',
    phrasings: [
      'i130 filing fee',
      'file I-130 online or by mail',
      'where do I send Form I-130',
      'how to pay the USCIS fee for a family petition',
      'what happens after I file the i130',
    ],
    keywords: [
      'I-130',
      'I-130A',
      'filing fee',
      'online filing',
      'USCIS account',
      'lockbox',
      'G-1450',
      'G-1650',
      'I-797C',
      'receipt notice',
      'petition for alien relative',
    ],
    answer: `**Form I-130**, Petition for Alien Relative, is filed by the U.S. citizen or green card holder, not by the relative. The fee is {{fee-i130-online}} online or {{fee-i130-paper}} on paper, for each relative.

**Online**
- Create a USCIS online account, fill out the form, upload your evidence and pay by card or bank account.
- You get the receipt right away and can follow the case and answer requests online.

**On paper**
- Use the current edition of the form from the USCIS I-130 page, and mail it to the address on the "Where to File" page for your situation. The address is different when you file it together with **Form I-485**.
- Pay electronically. Since October 28, 2025, USCIS generally no longer accepts checks or money orders. Attach **Form G-1450** (card) or **Form G-1650** (bank account).

**What to include**
- Proof of your U.S. citizenship or green card, and proof of the family relationship.
- For a spouse: **Form I-130A**, and evidence that the marriage is real.
- A full English translation of every foreign-language document.

**After filing**
- You receive a receipt notice (**Form I-797C**) with your receipt number and priority date.
- An approved I-130 does not give your relative status or permission to live or work in the U.S. It confirms the relationship and holds their place in line.
- Report any move to USCIS; noncitizens must do so within {{address-change-days}} days.

**Next step:** check your package with Document Review before filing, then add the receipt number to Track Applications.`,
    sources: [I130, { title: 'USCIS: Fee Schedule (Form G-1055)', url: 'https://www.uscis.gov/g-1055' }],
    checkedOn: CHECKED,
    related: ['receipt-notice-i797c', 'married-us-citizen-forms', 'what-is-priority-date'],
    translations: {
      es: {
        question: '¿Cómo presento el Formulario I-130 y cuánto cuesta?',
        phrasings: [
          'cuanto cuesta el i130',
          'presentar el I-130 en linea o por correo',
          'a donde mando el formulario I-130',
          'como pago la tarifa de USCIS de una peticion familiar',
        ],
        answer: `El **Formulario I-130**, Petición de Familiar Extranjero, lo presenta el ciudadano estadounidense o residente permanente, no el familiar. La tarifa es {{fee-i130-online}} en línea o {{fee-i130-paper}} en papel, por cada familiar.

**En línea**
- Cree una cuenta en línea de USCIS, llene el formulario, suba sus pruebas y pague con tarjeta o cuenta bancaria.
- Recibe el recibo al instante y puede seguir el caso y responder solicitudes en línea.

**En papel**
- Use la edición actual del formulario, de la página del I-130 de USCIS, y envíelo a la dirección que indique la página "Where to File" para su situación. La dirección cambia si lo presenta junto con el **Formulario I-485**.
- Pague por vía electrónica. Desde el 28 de octubre de 2025, USCIS por lo general ya no acepta cheques ni giros postales. Adjunte el **Formulario G-1450** (tarjeta) o el **Formulario G-1650** (cuenta bancaria).

**Qué incluir**
- Prueba de su ciudadanía estadounidense o de su green card, y prueba de la relación familiar.
- Para un cónyuge: el **Formulario I-130A** y pruebas de que el matrimonio es real.
- Una traducción completa al inglés de cada documento en otro idioma.

**Después de presentar**
- Recibirá un aviso de recibo (**Formulario I-797C**) con su número de recibo y su fecha de prioridad.
- Un I-130 aprobado no le da a su familiar estatus ni permiso para vivir o trabajar en EE. UU. Confirma la relación y le guarda su lugar en la fila.
- Informe a USCIS de cualquier mudanza; los no ciudadanos deben hacerlo dentro de {{address-change-days}} días.

**Siguiente paso:** revise su paquete con Document Review antes de presentarlo y luego agregue el número de recibo en Track Applications.`,
      },
      fr: {
        question: 'Comment déposer le formulaire I-130, et combien coûte-t-il ?',
        phrasings: [
          'frais de dépôt du i130',
          'déposer le I-130 en ligne ou par courrier',
          'comment payer les frais USCIS pour une pétition familiale',
          'que se passe-t-il après le dépôt du I-130',
        ],
        answer: `Le **formulaire I-130**, pétition pour un membre de la famille étranger, est déposé par le citoyen américain ou le titulaire de la green card, pas par le proche. Les frais sont de {{fee-i130-online}} en ligne ou {{fee-i130-paper}} sur papier, pour chaque proche.

**En ligne**
- Créez un compte en ligne USCIS, remplissez le formulaire, chargez vos preuves et payez par carte ou par compte bancaire.
- Vous recevez le reçu tout de suite et pouvez suivre le dossier et répondre aux demandes en ligne.

**Sur papier**
- Utilisez l’édition actuelle du formulaire, sur la page I-130 de l’USCIS, et envoyez-le à l’adresse indiquée sur la page « Where to File » pour votre situation. L’adresse change si vous le déposez avec le **formulaire I-485**.
- Payez par voie électronique. Depuis le 28 octobre 2025, l’USCIS n’accepte en général plus les chèques ni les mandats. Joignez le **formulaire G-1450** (carte) ou le **formulaire G-1650** (compte bancaire).

**À joindre**
- La preuve de votre citoyenneté américaine ou de votre green card, et la preuve du lien familial.
- Pour un conjoint : le **formulaire I-130A** et des preuves que le mariage est réel.
- Une traduction anglaise complète de chaque document rédigé dans une autre langue.

**Après le dépôt**
- Vous recevez un avis de réception (**formulaire I-797C**) avec votre numéro de reçu et votre date de priorité.
- Un I-130 approuvé ne donne à votre proche ni statut ni droit de vivre ou de travailler aux États-Unis. Il confirme le lien et lui réserve sa place dans la file d’attente.
- Signalez tout déménagement à l’USCIS ; les non-citoyens doivent le faire dans les {{address-change-days}} jours.

**Prochaine étape :** vérifiez votre dossier avec Document Review avant le dépôt, puis ajoutez le numéro de reçu dans Track Applications.`,
      },
      de: {
        question: 'Wie reiche ich Formular I-130 ein, und was kostet es?',
        phrasings: [
          'Gebühr für das i130',
          'I-130 per Post oder online einreichen',
          'wie bezahle ich die USCIS-Gebühr für eine Familienpetition',
          'was passiert nach dem Einreichen des I-130',
        ],
        answer: `**Formular I-130**, die Petition für einen ausländischen Angehörigen, reicht der US-Bürger oder Green-Card-Inhaber ein, nicht der Angehörige. Die Gebühr beträgt {{fee-i130-online}} online oder {{fee-i130-paper}} auf Papier, für jeden Angehörigen.

**Online**
- Legen Sie ein USCIS-Onlinekonto an, füllen Sie das Formular aus, laden Sie Ihre Nachweise hoch und zahlen Sie per Karte oder Bankkonto.
- Die Eingangsbestätigung kommt sofort, und Sie können den Fall online verfolgen und auf Anfragen antworten.

**Auf Papier**
- Verwenden Sie die aktuelle Ausgabe des Formulars von der I-130-Seite der USCIS und schicken Sie es an die Adresse, die auf der Seite „Where to File“ für Ihre Situation steht. Reichen Sie es zusammen mit **Formular I-485** ein, gilt eine andere Adresse.
- Zahlen Sie elektronisch. Seit dem 28. Oktober 2025 nimmt USCIS in der Regel keine Schecks oder Zahlungsanweisungen mehr an. Legen Sie **Formular G-1450** (Karte) oder **Formular G-1650** (Bankkonto) bei.

**Was dazugehört**
- Nachweis Ihrer US-Staatsbürgerschaft oder Ihrer Green Card und Nachweis der familiären Beziehung.
- Für einen Ehepartner: **Formular I-130A** und Nachweise, dass die Ehe echt ist.
- Eine vollständige englische Übersetzung jedes fremdsprachigen Dokuments.

**Nach der Einreichung**
- Sie erhalten eine Eingangsbestätigung (**Formular I-797C**) mit Ihrer Eingangsnummer und Ihrem Priority Date.
- Ein genehmigtes I-130 gibt Ihrem Angehörigen weder Status noch das Recht, in den USA zu leben oder zu arbeiten. Es bestätigt die Beziehung und sichert seinen Platz in der Warteschlange.
- Melden Sie USCIS jeden Umzug; Nicht-Staatsbürger müssen das innerhalb von {{address-change-days}} Tagen tun.

**Nächster Schritt:** Prüfen Sie Ihr Paket vor der Einreichung mit Document Review und tragen Sie danach die Eingangsnummer in Track Applications ein.`,
      },
    },
  },
  {
    id: 'petitioner-died-or-divorce',
    topic: 'family',
    question: 'What happens to a family petition if the petitioner dies or we divorce?',
    phrasings: [
      'my husband died before my green card was approved',
      'divorce while the I-130 is pending',
      'widow of a us citizen green card',
      'what happens to my i485 if we separate',
      'the person who petitioned for me passed away',
    ],
    keywords: [
      'death of petitioner',
      'widow',
      'widower',
      'I-360',
      '204(l)',
      'humanitarian reinstatement',
      'substitute sponsor',
      'divorce',
      'separation',
      'VAWA',
    ],
    answer: `It depends on the relationship and the timing. These are the general rules.

**Divorce**
- A spouse petition (**Form I-130**) depends on the marriage. If you divorce before you get the green card, the petition can no longer lead to one, and a pending **Form I-485** based on it will be denied.
- Separation without divorce is not automatically fatal, but USCIS will look closely at whether the marriage was real from the start.
- If your U.S. citizen or green card holder spouse abused you, you may be able to petition for yourself under **VAWA**, even after a divorce (generally within 2 years of it).
- If you already have a conditional green card, you can ask to file **Form I-751** alone.

**Death of the petitioner**
- **Widow or widower of a U.S. citizen:** a pending or approved I-130 generally becomes a widow(er) petition. If none was filed, you can file **Form I-360** yourself within 2 years of the death, as long as you have not remarried.
- **Other relatives living in the U.S.:** under **INA 204(l)**, a beneficiary who lived in the U.S. when the petitioner died, and still does, may be able to continue the case. A substitute sponsor signs the **Form I-864**.
- **Relatives abroad:** an approved petition can sometimes be kept alive through "humanitarian reinstatement," with a substitute sponsor.

These rules have strict details and deadlines. Talk to a licensed immigration attorney or accredited representative as soon as you can.

**Next step:** save any deadline in Deadline Reminders, and keep the death certificate or divorce decree ready.`,
    sources: [
      { title: 'USCIS: I-360, Petition for Amerasian, Widow(er), or Special Immigrant', url: 'https://www.uscis.gov/i-360' },
      {
        title: 'U.S. Code: 8 U.S.C. 1154 (INA 204, procedure for granting immigrant status)',
        url: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title8-section1154&num=0&edition=prelim',
      },
      {
        title: 'eCFR: 8 CFR 205.1, Automatic revocation',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-205/section-205.1',
      },
    ],
    checkedOn: CHECKED,
    related: ['conditional-card-divorce-waiver', 'affidavit-of-support-i864', 'do-i-need-a-lawyer'],
    translations: {
      es: {
        question: '¿Qué pasa con una petición familiar si el peticionario muere o nos divorciamos?',
        phrasings: [
          'mi esposo murió antes de que aprobaran mi green card',
          'divorcio con el I-130 pendiente',
          'viuda de ciudadano americano, puedo sacar la green card',
          'que pasa con mi i485 si nos separamos',
        ],
        answer: `Depende de la relación y del momento. Estas son las reglas generales.

**Divorcio**
- Una petición de cónyuge (**Formulario I-130**) depende del matrimonio. Si se divorcian antes de que usted obtenga la green card, la petición ya no puede llevar a ella, y un **Formulario I-485** pendiente basado en ella será negado.
- La separación sin divorcio no es fatal de por sí, pero USCIS examinará con atención si el matrimonio fue real desde el principio.
- Si sufrió maltrato de su cónyuge ciudadano o residente permanente, quizá pueda presentar una autopetición bajo **VAWA**, incluso después del divorcio (por lo general dentro de los 2 años siguientes).
- Si ya tiene una green card condicional, puede pedir presentar el **Formulario I-751** por su cuenta.

**Muerte del peticionario**
- **Viudo o viuda de un ciudadano estadounidense:** un I-130 pendiente o aprobado por lo general se convierte en una petición de viudo(a). Si no se presentó ninguno, usted mismo puede presentar el **Formulario I-360** dentro de los 2 años siguientes a la muerte, siempre que no se haya vuelto a casar.
- **Otros familiares que viven en EE. UU.:** según la **INA 204(l)**, un beneficiario que vivía en EE. UU. cuando murió el peticionario, y sigue viviendo allí, puede en algunos casos continuar el trámite. Un patrocinador sustituto firma el **Formulario I-864**.
- **Familiares en el extranjero:** a veces una petición aprobada puede mantenerse viva mediante la "restitución humanitaria" (humanitarian reinstatement), con un patrocinador sustituto.

Estas reglas tienen detalles y plazos estrictos. Hable cuanto antes con un abogado de inmigración con licencia o un representante acreditado.

**Siguiente paso:** guarde cualquier plazo en Deadline Reminders y tenga a mano el acta de defunción o la sentencia de divorcio.`,
      },
    },
  },
  {
    id: 'public-charge-basics',
    topic: 'family',
    question: 'Will using public benefits hurt my family green card case (public charge)?',
    phrasings: [
      'public charge rule explained',
      'can I get food stamps while applying for a green card',
      'does medicaid affect my green card',
      'public charge test for a family petition',
      'will my kids benefits count against me',
    ],
    keywords: [
      'public charge',
      'public benefits',
      'SNAP',
      'Medicaid',
      'SSI',
      'TANF',
      'cash assistance',
      'inadmissibility',
      '212(a)(4)',
      'I-864',
      'totality of circumstances',
    ],
    answer: `It can. Most family-based applicants must show they are not likely to become dependent on the government. This is the **public charge** test. The rules have been changing, so check the current policy before you apply for, or drop, any benefit.

**What officers weigh**
- Your age, health, family size, money and property, education and skills.
- A sufficient **Form I-864** affidavit of support from your sponsor. Most family cases need one, and without it the case is denied.
- Past or current use of certain public benefits.

**Which benefits count**
Under the 2022 rule, only cash help (SSI, TANF and state or local cash assistance) and long-term care in an institution at government expense were weighed. In November 2025 DHS proposed to rescind that rule and give officers broader discretion to weigh other benefits. Read the USCIS public charge page for the rule in force on the day you file. Consular officers abroad follow State Department rules.

**Who is not tested**
Refugees, asylees, VAWA self-petitioners, T and U visa applicants and some others are exempt. Naturalization has no public charge test.

Dropping benefits that you or your U.S. citizen children are legally receiving can hurt your family and may not help your case. Before changing anything, talk to a licensed immigration attorney, an accredited representative or a legal aid office.

**Next step:** run the Eligibility Check, and make sure your sponsor's I-864 meets the income rule.`,
    sources: [
      { title: 'USCIS: Public Charge', url: 'https://www.uscis.gov/green-card/green-card-processes-and-procedures/public-charge' },
      {
        title: 'USCIS Policy Manual: Volume 8, Part G, Public Charge Ground of Inadmissibility',
        url: 'https://www.uscis.gov/policy-manual/volume-8-part-g',
      },
    ],
    checkedOn: CHECKED,
    related: ['affidavit-of-support-i864', 'adjustment-or-consular-processing', 'do-i-need-a-lawyer'],
    translations: {
      es: {
        question: '¿Usar beneficios públicos perjudica mi caso de green card familiar (carga pública)?',
        phrasings: [
          'regla de carga publica explicada',
          'puedo recibir food stamps mientras pido la green card',
          'el medicaid afecta mi residencia',
          'los beneficios de mis hijos cuentan en mi contra',
        ],
        answer: `Puede perjudicarlo. La mayoría de los solicitantes por familia deben demostrar que no es probable que lleguen a depender del gobierno. Es la prueba de **carga pública** (public charge). Las reglas han ido cambiando, así que revise la política vigente antes de solicitar o dejar cualquier beneficio.

**Lo que evalúa el oficial**
- Su edad, salud, tamaño de la familia, dinero y bienes, estudios y habilidades.
- Una declaración de patrocinio (**Formulario I-864**) suficiente de su patrocinador. La mayoría de los casos familiares la necesitan, y sin ella el caso se niega.
- El uso pasado o actual de ciertos beneficios públicos.

**Qué beneficios cuentan**
Con la regla de 2022, solo se tenían en cuenta la ayuda en efectivo (SSI, TANF y la asistencia en efectivo estatal o local) y el cuidado a largo plazo en una institución pagado por el gobierno. En noviembre de 2025, el DHS propuso anular esa regla y dar a los oficiales más margen para evaluar otros beneficios. Consulte la página de carga pública de USCIS para ver la regla vigente el día que presente. En el extranjero, los oficiales consulares siguen las reglas del Departamento de Estado.

**A quién no se aplica**
Los refugiados, asilados, autopeticionarios de VAWA, solicitantes de visas T y U y algunos otros están exentos. La naturalización no tiene prueba de carga pública.

Dejar beneficios que usted o sus hijos ciudadanos reciben legalmente puede perjudicar a su familia y quizá no ayude a su caso. Antes de cambiar nada, hable con un abogado de inmigración con licencia, un representante acreditado o una oficina de ayuda legal.

**Siguiente paso:** use el Eligibility Check y asegúrese de que el I-864 de su patrocinador cumple la regla de ingresos.`,
      },
    },
  },
  {
    id: 'conditional-card-divorce-waiver',
    topic: 'green-card',
    question: 'Can I remove the conditions on my green card if we divorced or separated?',
    phrasings: [
      'I-751 waiver after divorce',
      'file i751 without my spouse',
      'conditional green card and an abusive husband',
      'we divorced before removing conditions',
      'I-751 extreme hardship waiver',
    ],
    keywords: [
      'I-751 waiver',
      'divorce',
      'annulment',
      'abuse',
      'battery',
      'extreme cruelty',
      'extreme hardship',
      'good faith marriage',
      'conditional resident',
      'file alone',
    ],
    answer: `Yes. You can file **Form I-751** by yourself and ask USCIS to waive the joint filing requirement. The fee is {{fee-i751}}.

**Three waiver grounds** (you can claim more than one):
- **A good-faith marriage that ended** in divorce or annulment.
- **Battery or extreme cruelty** by your U.S. citizen or green card holder spouse. You can still be married. USCIS keeps this information confidential from the abuser.
- **Extreme hardship** if you were removed from the U.S.

**Timing:** you can file a waiver any time after you become a conditional resident. You do not have to wait for the {{i751-window-days}}-day window before the card expires. If your divorce is not final yet, you can still file; USCIS will usually ask for the final decree later, so send it as soon as you have it.

**Evidence that the marriage was real when you married** matters most: a joint lease or mortgage, joint bank accounts and bills, tax returns, insurance, children's birth certificates, photos, and letters from people who knew you as a couple. For abuse, add police or court records, medical records, letters from shelters or counselors, and your own statement.

USCIS often interviews waiver cases. The receipt notice extends your status while the case is pending.

If your spouse is abusive, put your safety first. Talk to a licensed immigration attorney or accredited representative; many nonprofits help survivors for free.

**Next step:** use Document Review to organize your good-faith marriage evidence.`,
    sources: [
      REMOVE_CONDITIONS,
      I751,
      {
        title: 'eCFR: 8 CFR 216.5, Waiver of requirement to file joint petition',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-216/section-216.5',
      },
    ],
    checkedOn: CHECKED,
    related: ['remove-conditions-i751', 'petitioner-died-or-divorce', 'do-i-need-a-lawyer'],
    translations: {
      es: {
        question: '¿Puedo quitar las condiciones de mi green card si nos divorciamos o nos separamos?',
        phrasings: [
          'exencion del I-751 despues del divorcio',
          'presentar el i751 sin mi esposo',
          'green card condicional y un esposo abusivo',
          'nos divorciamos antes de quitar las condiciones',
        ],
        answer: `Sí. Puede presentar el **Formulario I-751** por su cuenta y pedir a USCIS que le exima del requisito de presentarlo en conjunto. La tarifa es {{fee-i751}}.

**Tres motivos de exención** (puede alegar más de uno):
- **Un matrimonio de buena fe que terminó** en divorcio o anulación.
- **Agresión o crueldad extrema** por parte de su cónyuge ciudadano o residente permanente. Puede seguir casado. USCIS mantiene esta información confidencial frente al agresor.
- **Sufrimiento extremo** (extreme hardship) si le expulsaran de EE. UU.

**Cuándo:** puede presentar la exención en cualquier momento después de convertirse en residente condicional. No tiene que esperar al plazo de {{i751-window-days}} días antes de que venza la tarjeta. Si su divorcio aún no es definitivo, igual puede presentar; USCIS normalmente le pedirá más adelante la sentencia final, así que envíela en cuanto la tenga.

**Lo que más cuenta son las pruebas de que el matrimonio era real cuando se casaron:** contrato de alquiler o hipoteca conjunta, cuentas bancarias y facturas conjuntas, declaraciones de impuestos, seguros, actas de nacimiento de los hijos, fotos y cartas de personas que los conocieron como pareja. En caso de maltrato, agregue informes policiales o judiciales, historias clínicas, cartas de refugios o consejeros y su propia declaración.

USCIS suele entrevistar a quienes piden una exención. El aviso de recibo extiende su estatus mientras el caso está pendiente.

Si su cónyuge es violento, ponga su seguridad primero. Hable con un abogado de inmigración con licencia o un representante acreditado; muchas organizaciones sin fines de lucro ayudan gratis a las víctimas.

**Siguiente paso:** use Document Review para organizar sus pruebas de un matrimonio de buena fe.`,
      },
    },
  },
  {
    id: 'medical-exam-i693',
    topic: 'family',
    question: 'Do I need a medical exam (Form I-693) for my green card, and when do I submit it?',
    phrasings: [
      'i693 when to submit',
      'civil surgeon for a green card medical',
      'immigration medical exam vaccines',
      'do I have to send the i693 with my i485',
      'how long is the immigration medical exam valid',
    ],
    keywords: [
      'I-693',
      'medical exam',
      'civil surgeon',
      'panel physician',
      'vaccinations',
      'sealed envelope',
      'I-485',
      'health grounds',
      'tuberculosis',
    ],
    answer: `Yes. Almost everyone applying for a green card needs an immigration medical exam. In the U.S. it is done by a USCIS-designated **civil surgeon** and recorded on **Form I-693**. Abroad, an embassy-approved **panel physician** does it.

**When to submit it**
- Since December 2, 2024, if you need the exam, you must send **Form I-693** together with your **Form I-485**. USCIS can reject an I-485 filed without it.
- The civil surgeon gives you the form in a sealed envelope. Do not open it, or USCIS will not accept it.

**What the exam covers**
- Your medical history, a physical exam, and tests for certain diseases such as tuberculosis and syphilis.
- Required vaccines. The civil surgeon checks your records and gives any that are missing; some can be waived for medical reasons.
- Bring your ID, your vaccination records and records of any ongoing health conditions.

**How long it is valid**
A Form I-693 signed on or after November 1, 2023 stays valid for as long as the I-485 it was filed with is pending. If USCIS asks for a new one, follow the request.

**Good to know**
- Find a doctor with the USCIS "Find a Civil Surgeon" tool. The doctor, not USCIS, sets the price.
- A K-1 fiancé(e) who had the exam abroad and files the I-485 within a year usually needs only the vaccination part.

**Next step:** book the exam early, then check your package in Document Review before filing.`,
    sources: [
      { title: 'USCIS: I-693, Report of Immigration Medical Examination and Vaccination Record', url: 'https://www.uscis.gov/i-693' },
      {
        title: 'USCIS Policy Manual: Volume 8, Part B, Health-Related Grounds of Inadmissibility',
        url: 'https://www.uscis.gov/policy-manual/volume-8-part-b',
      },
    ],
    checkedOn: CHECKED,
    related: ['married-us-citizen-forms', 'family-green-card-documents', 'adjustment-or-consular-processing'],
    translations: {
      es: {
        question: '¿Necesito un examen médico (Formulario I-693) para mi green card y cuándo lo presento?',
        phrasings: [
          'cuando mando el i693',
          'cirujano civil para el examen medico de la green card',
          'vacunas del examen medico de inmigracion',
          'cuanto tiempo vale el examen medico de inmigración',
        ],
        answer: `Sí. Casi todos los que solicitan una green card necesitan un examen médico de inmigración. En EE. UU. lo hace un **cirujano civil** (civil surgeon) designado por USCIS, y se anota en el **Formulario I-693**. En el extranjero lo hace un **médico del panel** (panel physician) aprobado por la embajada.

**Cuándo presentarlo**
- Desde el 2 de diciembre de 2024, si necesita el examen, debe enviar el **Formulario I-693** junto con su **Formulario I-485**. USCIS puede rechazar un I-485 presentado sin él.
- El cirujano civil le entrega el formulario en un sobre sellado. No lo abra, o USCIS no lo aceptará.

**Qué incluye el examen**
- Su historial médico, un examen físico y pruebas de ciertas enfermedades, como la tuberculosis y la sífilis.
- Las vacunas obligatorias. El cirujano civil revisa su cartilla y le pone las que falten; algunas se pueden omitir por razones médicas.
- Lleve su identificación, su cartilla de vacunación y los informes de cualquier enfermedad que tenga en tratamiento.

**Cuánto tiempo es válido**
Un Formulario I-693 firmado a partir del 1 de noviembre de 2023 sigue siendo válido mientras esté pendiente el I-485 con el que se presentó. Si USCIS le pide uno nuevo, siga la solicitud.

**Conviene saber**
- Busque un médico con la herramienta "Find a Civil Surgeon" de USCIS. El precio lo fija el médico, no USCIS.
- Un prometido K-1 que se hizo el examen en el extranjero y presenta el I-485 dentro de un año normalmente solo necesita la parte de vacunas.

**Siguiente paso:** reserve pronto el examen y luego revise su paquete con Document Review antes de presentarlo.`,
      },
      fr: {
        question: 'Ai-je besoin d’un examen médical (formulaire I-693) pour ma green card, et à quel moment le joindre ?',
        phrasings: [
          'faut-il joindre le i693 au dossier',
          'trouver un civil surgeon pour la visite médicale de la carte verte',
          'vaccins obligatoires pour l’examen médical d’immigration',
          'combien de temps le I-693 reste-t-il valable',
        ],
        answer: `Oui. Presque tous les demandeurs de green card doivent passer un examen médical d’immigration. Aux États-Unis, il est fait par un **médecin agréé** par l’USCIS (civil surgeon) et consigné sur le **formulaire I-693**. À l’étranger, c’est un **médecin agréé par l’ambassade** (panel physician) qui s’en charge.

**À quel moment le joindre**
- Depuis le 2 décembre 2024, si l’examen est exigé, vous devez envoyer le **formulaire I-693** avec votre **formulaire I-485**. L’USCIS peut rejeter un I-485 déposé sans lui.
- Le médecin vous remet le formulaire dans une enveloppe scellée. Ne l’ouvrez pas, sinon l’USCIS le refusera.

**Ce que comprend l’examen**
- Vos antécédents médicaux, un examen physique et des tests de dépistage de certaines maladies, comme la tuberculose et la syphilis.
- Les vaccins obligatoires. Le médecin vérifie votre carnet et administre ceux qui manquent ; certains peuvent être dispensés pour raison médicale.
- Apportez une pièce d’identité, votre carnet de vaccination et le dossier de toute maladie suivie.

**Durée de validité**
Un formulaire I-693 signé depuis le 1er novembre 2023 reste valable tant que le I-485 avec lequel il a été déposé est en cours. Si l’USCIS vous en demande un nouveau, suivez la demande.

**Bon à savoir**
- Trouvez un médecin avec l’outil « Find a Civil Surgeon » de l’USCIS. C’est le médecin, et non l’USCIS, qui fixe le prix.
- Un fiancé K-1 qui a passé l’examen à l’étranger et dépose le I-485 dans l’année n’a en général besoin que de la partie vaccination.

**Prochaine étape :** prenez rendez-vous tôt pour l’examen, puis vérifiez votre dossier avec Document Review avant le dépôt.`,
      },
      de: {
        question: 'Brauche ich für meine Green Card eine ärztliche Untersuchung (Formular I-693), und wann reiche ich sie ein?',
        phrasings: [
          'wann reiche ich das I693 ein',
          'Civil Surgeon für die Green-Card-Untersuchung',
          'Impfungen für die Einwanderungsuntersuchung',
          'wie lange ist das I-693 gültig',
        ],
        answer: `Ja. Fast jeder, der eine Green Card beantragt, braucht eine ärztliche Einwanderungsuntersuchung. In den USA macht sie ein von USCIS benannter Arzt (**Civil Surgeon**), und sie wird auf **Formular I-693** festgehalten. Im Ausland übernimmt das ein von der Botschaft zugelassener Vertrauensarzt (**Panel Physician**).

**Wann Sie es einreichen**
- Seit dem 2. Dezember 2024 müssen Sie **Formular I-693**, wenn die Untersuchung nötig ist, zusammen mit Ihrem **Formular I-485** einreichen. USCIS kann ein I-485 ohne das I-693 zurückweisen.
- Der Civil Surgeon gibt Ihnen das Formular in einem versiegelten Umschlag. Öffnen Sie ihn nicht, sonst nimmt USCIS es nicht an.

**Was die Untersuchung umfasst**
- Ihre Krankengeschichte, eine körperliche Untersuchung und Tests auf bestimmte Krankheiten wie Tuberkulose und Syphilis.
- Die vorgeschriebenen Impfungen. Der Arzt prüft Ihren Impfpass und holt fehlende Impfungen nach; manche können aus medizinischen Gründen entfallen.
- Bringen Sie Ihren Ausweis, Ihren Impfpass und Unterlagen zu laufenden Erkrankungen mit.

**Wie lange es gilt**
Ein Formular I-693, das am 1. November 2023 oder später unterschrieben wurde, bleibt gültig, solange das I-485, mit dem es eingereicht wurde, anhängig ist. Verlangt USCIS ein neues, folgen Sie der Aufforderung.

**Gut zu wissen**
- Einen Arzt finden Sie mit dem USCIS-Tool „Find a Civil Surgeon“. Den Preis legt der Arzt fest, nicht USCIS.
- Wer mit einem K-1-Visum eingereist ist, bereits im Ausland untersucht wurde und das I-485 innerhalb eines Jahres einreicht, braucht meist nur den Impfteil.

**Nächster Schritt:** Buchen Sie die Untersuchung früh und prüfen Sie Ihr Paket vor der Einreichung mit Document Review.`,
      },
    },
  },
  {
    id: 'children-of-green-card-applicant',
    topic: 'family',
    question: 'Can my spouse and children get green cards with me?',
    phrasings: [
      'add my kids to my green card application',
      'derivative beneficiary children',
      'I-824 follow to join for my child',
      'my child is abroad can they join me after I get my green card',
      'can my wife and kids immigrate on my petition',
    ],
    keywords: [
      'derivative',
      'derivative beneficiary',
      'follow to join',
      'I-824',
      'children',
      'spouse',
      'F2A',
      'preference category',
      'I-485',
      'under 21',
      'CSPA',
    ],
    answer: `Often yes, if your case is in a **preference category** (F1, F2A, F2B, F3, F4 or employment-based). Your spouse and unmarried children under 21 can then be **derivatives**: they use your petition and priority date, without separate petitions.

**Derivatives in the U.S.:** each one files their own **Form I-485** ({{fee-i485}}, or {{fee-i485-child}} for a child under 14 filing with a parent).

**Derivatives abroad (follow-to-join):** they can get immigrant visas with you or later. If you got your green card inside the U.S., file **Form I-824** so the consulate can process them (check the current fee on its page). Children must still be unmarried and under 21, or protected by the Child Status Protection Act, when they immigrate.

**Immediate relative cases are different.** The spouse, child or parent of a U.S. citizen cannot bring derivatives. The U.S. citizen must file a separate **Form I-130** for each person, for example for a stepchild, if the marriage took place before the child turned 18.

**Watch out**
- A child who marries loses derivative status.
- A child who turns 21 may lose it unless the CSPA protects them.
- A child born after you became a permanent resident is not a derivative. File a new **Form I-130** for that child (category F2A).

**Next step:** list every family member in the Eligibility Check so no one is left out.`,
    sources: [
      PREFERENCE_IMMIGRANTS,
      { title: 'USCIS: I-824, Application for Action on an Approved Application or Petition', url: 'https://www.uscis.gov/i-824' },
      CSPA,
    ],
    checkedOn: CHECKED,
    related: ['child-status-protection-act', 'spouse-of-green-card-holder', 'immediate-relative-vs-preference'],
    translations: {
      es: {
        question: '¿Pueden mi cónyuge y mis hijos obtener la green card conmigo?',
        phrasings: [
          'incluir a mis hijos en mi solicitud de green card',
          'hijos como beneficiarios derivados',
          'I-824 para que mi hijo se reúna conmigo',
          'mi esposa y mis hijos pueden inmigrar con mi peticion',
        ],
        answer: `A menudo sí, si su caso es de una **categoría de preferencia** (F1, F2A, F2B, F3, F4 o de empleo). Entonces su cónyuge y sus hijos solteros menores de 21 años pueden ser **derivados**: usan su petición y su fecha de prioridad, sin peticiones propias.

**Derivados en EE. UU.:** cada uno presenta su propio **Formulario I-485** ({{fee-i485}}, o {{fee-i485-child}} para un hijo menor de 14 años que lo presente junto con uno de sus padres).

**Derivados en el extranjero (follow-to-join):** pueden obtener visas de inmigrante con usted o más adelante. Si usted obtuvo su green card dentro de EE. UU., presente el **Formulario I-824** para que el consulado pueda tramitarlos (consulte la tarifa actual en su página). Los hijos deben seguir solteros y ser menores de 21 años, o estar protegidos por la Ley de Protección del Estatus del Menor (CSPA), cuando inmigren.

**Los casos de familiares inmediatos son distintos.** El cónyuge, el hijo o el padre de un ciudadano estadounidense no puede traer derivados. El ciudadano debe presentar un **Formulario I-130** por separado para cada persona, por ejemplo para un hijastro, si el matrimonio se celebró antes de que el niño cumpliera 18 años.

**Atención**
- Un hijo que se casa pierde la condición de derivado.
- Un hijo que cumple 21 años puede perderla, salvo que la CSPA lo proteja.
- Un hijo nacido después de que usted se hizo residente permanente no es derivado. Presente un nuevo **Formulario I-130** para ese hijo (categoría F2A).

**Siguiente paso:** anote a cada familiar en el Eligibility Check para que nadie quede fuera.`,
      },
    },
  },
  {
    id: 'us-citizen-relatives-k3-or-cr1',
    topic: 'family',
    question: 'My spouse lives abroad. Should we use a CR1/IR1 immigrant visa or a K-3 visa?',
    phrasings: [
      'K-3 visa vs CR1',
      'bring my foreign wife to the US',
      'IR1 spouse visa process',
      'is the k3 visa still used',
      'spouse visa from abroad for a US citizen',
    ],
    keywords: [
      'CR1',
      'IR1',
      'K-3',
      'K-4',
      'spousal visa',
      'immigrant visa',
      'I-130',
      'I-129F',
      'NVC',
      'consular processing',
      'conditional residence',
    ],
    answer: `Most couples use the **immigrant visa** (CR1 or IR1). Your spouse enters the U.S. as a permanent resident and the green card comes by mail. The **K-3** visa still exists, but it rarely helps today.

**CR1 or IR1 (immigrant visa)**
1. You, the U.S. citizen, file **Form I-130** ({{fee-i130-online}} online or {{fee-i130-paper}} on paper).
2. After approval, the National Visa Center collects the fees ({{fee-immigrant-visa-family}} and {{fee-nvc-affidavit}}), the **DS-260** and **Form I-864**.
3. Your spouse has a medical exam and an interview abroad, then pays the USCIS Immigrant Fee ({{fee-uscis-immigrant}}) before traveling.

- **CR1:** married less than {{conditional-residence-years}} years when your spouse enters. The card is conditional, and you later file **Form I-751**.
- **IR1:** married {{conditional-residence-years}} years or more. Your spouse gets a {{green-card-validity-years}}-year card.

**K-3 (temporary visa)**
A K-3 lets your spouse enter on a temporary visa while the **I-130** is pending, and then file **Form I-485** in the U.S. It needs an extra **Form I-129F** ({{fee-i129f}}). When USCIS approves the I-130 first, which is usual, the K-3 case is closed and you continue with the immigrant visa.

Green card holders cannot use the K-3; their spouses use the F2A category.

**Next step:** run the Eligibility Check, then use Document Review on your I-130 evidence.`,
    sources: [
      SPOUSE_VISA,
      {
        title: 'U.S. Department of State: Nonimmigrant Visa for a Spouse (K-3)',
        url: 'https://travel.state.gov/content/travel/en/us-visas/immigrate/family-immigration/nonimmigrant-visa-for-a-spouse-k-3.html',
      },
      I130,
    ],
    checkedOn: CHECKED,
    related: ['nvc-process', 'k1-fiance-visa', 'remove-conditions-i751'],
    translations: {
      es: {
        question: '¿Mi cónyuge vive en el extranjero: nos conviene la visa de inmigrante CR1/IR1 o la visa K-3?',
        phrasings: [
          'visa K-3 o CR1, cual conviene',
          'traer a mi esposa extranjera a Estados Unidos',
          'proceso de la visa IR1 para mi esposo',
          'todavia se usa la visa k3',
        ],
        answer: `La mayoría de las parejas usan la **visa de inmigrante** (CR1 o IR1). Su cónyuge entra en EE. UU. como residente permanente y la green card llega por correo. La visa **K-3** todavía existe, pero hoy rara vez sirve de algo.

**CR1 o IR1 (visa de inmigrante)**
1. Usted, el ciudadano estadounidense, presenta el **Formulario I-130** ({{fee-i130-online}} en línea o {{fee-i130-paper}} en papel).
2. Tras la aprobación, el Centro Nacional de Visas (NVC) cobra las tarifas ({{fee-immigrant-visa-family}} y {{fee-nvc-affidavit}}) y pide el **DS-260** y el **Formulario I-864**.
3. Su cónyuge se hace el examen médico y tiene una entrevista en el extranjero, y luego paga la USCIS Immigrant Fee ({{fee-uscis-immigrant}}) antes de viajar.

- **CR1:** casados hace menos de {{conditional-residence-years}} años cuando su cónyuge entra. La tarjeta es condicional, y más adelante presentan el **Formulario I-751**.
- **IR1:** casados hace {{conditional-residence-years}} años o más. Su cónyuge recibe una tarjeta de {{green-card-validity-years}} años.

**K-3 (visa temporal)**
La K-3 permite que su cónyuge entre con una visa temporal mientras el **I-130** está pendiente y luego presente el **Formulario I-485** en EE. UU. Requiere además el **Formulario I-129F** ({{fee-i129f}}). Cuando USCIS aprueba primero el I-130, que es lo habitual, el caso K-3 se cierra y se sigue con la visa de inmigrante.

Los residentes permanentes no pueden usar la K-3; sus cónyuges usan la categoría F2A.

**Siguiente paso:** use el Eligibility Check y luego Document Review con las pruebas de su I-130.`,
      },
    },
  },
];

const translatedCards: KnowledgeCardSeed[] = [
  {
    id: 'married-us-citizen-forms',
    topic: 'family',
    question: 'I married a U.S. citizen. Which forms do we file for my green card?',
    phrasings: [
      'what forms do I need for a marriage green card',
      'married to an american citizen what do we file',
      'i130 i485 i864 for the spouse of a us citizen',
      'my wife is a US citizen how do I get my green card',
      'spousal green card forms list',
    ],
    keywords: [
      'I-130',
      'I-130A',
      'I-485',
      'I-864',
      'I-765',
      'I-131',
      'I-693',
      'DS-260',
      'marriage green card',
      'spousal petition',
      'concurrent filing',
      'immediate relative',
      'IR1',
      'CR1',
    ],
    answer: `Your U.S. citizen spouse starts the case with **Form I-130**. What you file next depends on where you live.

**If you are in the U.S. and entered legally**, you can usually file everything together:

- **Form I-130**, Petition for Alien Relative, signed by your spouse, plus **Form I-130A** about you. Fee: {{fee-i130-online}} online or {{fee-i130-paper}} on paper.
- **Form I-485**, your green card application. Fee: {{fee-i485}}.
- **Form I-864**, Affidavit of Support, signed by your spouse. USCIS fee: {{fee-i864}}.
- **Form I-693**, your medical exam from a civil surgeon, in its sealed envelope.
- Optional: **Form I-765** for a work permit ({{fee-i765-with-i485}}) and **Form I-131** for permission to travel ({{fee-i131-paper}} on paper).

**If you live abroad**, your spouse files the I-130. After approval, the National Visa Center collects the immigrant visa fee ({{fee-immigrant-visa-family}}), the affidavit of support fee ({{fee-nvc-affidavit}}), **Form DS-260**, civil documents and the I-864. Then you have an interview at a U.S. embassy or consulate.

If your marriage is less than {{conditional-residence-years}} years old when you become a resident, you get a conditional card and later file **Form I-751**.

If you entered without inspection or have had immigration problems, talk to a licensed immigration attorney or accredited representative before filing.

**Next step:** run the Eligibility Check, then use Document Review on your package before you send it.`,
    sources: [I130, I485, SPOUSE_VISA],
    checkedOn: CHECKED,
    related: ['marriage-green-card-timeline', 'family-green-card-documents', 'adjustment-or-consular-processing'],
    translations: {
      es: {
        question: '¿Qué formularios presentamos para mi green card si me casé con un ciudadano estadounidense?',
        phrasings: [
          'me casé con una ciudadana americana, qué formularios necesito',
          'formularios para la residencia por matrimonio',
          'i130 i485 i864 para el esposo de una ciudadana',
          'cómo saco la green card si mi esposo es ciudadano',
        ],
        answer: `Su cónyuge ciudadano estadounidense inicia el caso con el **Formulario I-130**. Lo que se presenta después depende de dónde vive usted.

**Si está en EE. UU. y entró legalmente**, normalmente puede presentar todo junto:

- **Formulario I-130**, Petición de Familiar Extranjero, firmado por su cónyuge, junto con el **Formulario I-130A** con sus datos. Tarifa: {{fee-i130-online}} en línea o {{fee-i130-paper}} en papel.
- **Formulario I-485**, su solicitud de green card. Tarifa: {{fee-i485}}.
- **Formulario I-864**, Declaración Jurada de Patrocinio Económico, firmado por su cónyuge. Tarifa de USCIS: {{fee-i864}}.
- **Formulario I-693**, su examen médico hecho por un cirujano civil, en el sobre sellado.
- Opcional: **Formulario I-765** para el permiso de trabajo ({{fee-i765-with-i485}}) y **Formulario I-131** para el permiso de viaje ({{fee-i131-paper}} en papel).

**Si vive en el extranjero**, su cónyuge presenta el I-130. Cuando se aprueba, el Centro Nacional de Visas (NVC) cobra la tarifa de visa de inmigrante ({{fee-immigrant-visa-family}}) y la de la declaración de patrocinio ({{fee-nvc-affidavit}}), y pide el **Formulario DS-260**, los documentos civiles y el I-864. Después tendrá una entrevista en una embajada o consulado de EE. UU.

Si su matrimonio tiene menos de {{conditional-residence-years}} años cuando usted obtiene la residencia, recibirá una tarjeta condicional y más adelante presentará el **Formulario I-751**.

Si entró sin inspección o tuvo problemas migratorios, hable con un abogado de inmigración con licencia o un representante acreditado antes de presentar nada.

**Siguiente paso:** use el Eligibility Check y luego revise su paquete con Document Review antes de enviarlo.`,
      },
      fr: {
        question: 'J’ai épousé un citoyen américain : quels formulaires déposer pour ma green card ?',
        phrasings: [
          'quels papiers pour la carte verte après un mariage avec un Américain',
          'mariée à un citoyen américain, quels formulaires remplir',
          'i130 i485 i864 conjoint de citoyen américain',
          'comment obtenir la green card par mariage',
        ],
        answer: `Votre conjoint citoyen américain lance la procédure avec le **formulaire I-130**. La suite dépend de l’endroit où vous vivez.

**Si vous êtes aux États-Unis et y êtes entré légalement**, vous pouvez en général tout déposer ensemble :

- **Formulaire I-130**, pétition pour un membre de la famille étranger, signé par votre conjoint, avec le **formulaire I-130A** à votre sujet. Frais : {{fee-i130-online}} en ligne ou {{fee-i130-paper}} sur papier.
- **Formulaire I-485**, votre demande de green card. Frais : {{fee-i485}}.
- **Formulaire I-864**, engagement de soutien financier, signé par votre conjoint. Frais USCIS : {{fee-i864}}.
- **Formulaire I-693**, votre examen médical fait par un médecin agréé (civil surgeon), dans son enveloppe scellée.
- En option : **formulaire I-765** pour le permis de travail ({{fee-i765-with-i485}}) et **formulaire I-131** pour l’autorisation de voyager ({{fee-i131-paper}} sur papier).

**Si vous vivez à l’étranger**, votre conjoint dépose le I-130. Après l’approbation, le National Visa Center (NVC) encaisse les frais de visa d’immigrant ({{fee-immigrant-visa-family}}) et ceux de l’engagement de soutien ({{fee-nvc-affidavit}}), et demande le **formulaire DS-260**, les documents d’état civil et le I-864. Vous passez ensuite un entretien dans une ambassade ou un consulat américain.

Si votre mariage a moins de {{conditional-residence-years}} ans lorsque vous devenez résident, vous recevez une carte conditionnelle et vous déposerez plus tard le **formulaire I-751**.

Si vous êtes entré sans contrôle ou avez eu des problèmes d’immigration, parlez à un avocat en immigration agréé ou à un représentant accrédité avant tout dépôt.

**Prochaine étape :** lancez l’Eligibility Check, puis vérifiez votre dossier avec Document Review avant de l’envoyer.`,
      },
      de: {
        question: 'Ich habe einen US-Bürger geheiratet – welche Formulare brauchen wir für meine Green Card?',
        phrasings: [
          'welche Formulare für die Green Card nach der Heirat mit einem Amerikaner',
          'verheiratet mit einer US-Staatsbürgerin, was müssen wir einreichen',
          'I-130 I-485 I-864 Ehepartner eines US-Bürgers',
          'wie bekomme ich die Green Card über meinen Mann',
        ],
        answer: `Ihr Ehepartner mit US-Staatsbürgerschaft beginnt das Verfahren mit **Formular I-130**. Was danach kommt, hängt davon ab, wo Sie leben.

**Wenn Sie in den USA sind und legal eingereist sind**, können Sie meist alles zusammen einreichen:

- **Formular I-130**, Petition für einen ausländischen Angehörigen, unterschrieben von Ihrem Ehepartner, dazu **Formular I-130A** mit Ihren Angaben. Gebühr: {{fee-i130-online}} online oder {{fee-i130-paper}} auf Papier.
- **Formular I-485**, Ihr Green-Card-Antrag. Gebühr: {{fee-i485}}.
- **Formular I-864**, die Unterhaltsverpflichtung (Affidavit of Support), unterschrieben von Ihrem Ehepartner. USCIS-Gebühr: {{fee-i864}}.
- **Formular I-693**, Ihre ärztliche Untersuchung bei einem zugelassenen Arzt (Civil Surgeon), im versiegelten Umschlag.
- Optional: **Formular I-765** für die Arbeitserlaubnis ({{fee-i765-with-i485}}) und **Formular I-131** für die Reiseerlaubnis ({{fee-i131-paper}} auf Papier).

**Wenn Sie im Ausland leben**, reicht Ihr Ehepartner das I-130 ein. Nach der Genehmigung verlangt das National Visa Center (NVC) die Gebühr für das Einwanderungsvisum ({{fee-immigrant-visa-family}}), die Gebühr für die Unterhaltsverpflichtung ({{fee-nvc-affidavit}}), **Formular DS-260**, Personenstandsurkunden und das I-864. Danach haben Sie ein Interview bei einer US-Botschaft oder einem US-Konsulat.

Ist Ihre Ehe jünger als {{conditional-residence-years}} Jahre, wenn Sie den Daueraufenthalt erhalten, bekommen Sie eine bedingte Karte und reichen später **Formular I-751** ein.

Wenn Sie ohne Kontrolle eingereist sind oder früher Probleme mit den Einwanderungsbehörden hatten, sprechen Sie vor der Einreichung mit einem zugelassenen Anwalt für Einwanderungsrecht oder einem akkreditierten Vertreter.

**Nächster Schritt:** Nutzen Sie den Eligibility Check und prüfen Sie Ihre Unterlagen vor dem Versand mit Document Review.`,
      },
    },
  },
  {
    id: 'marriage-green-card-timeline',
    topic: 'family',
    question: 'How long does a marriage-based green card take?',
    phrasings: [
      'how long does a marriage green card take',
      'spousal green card processing time',
      'how many months for an i485 based on marriage',
      'when will I get my green card after marrying a citizen',
      'CR1 visa how long from start to finish',
    ],
    keywords: ['processing time', 'wait time', 'timeline', 'how long', 'I-130', 'I-485', 'CR1', 'IR1', 'NVC', 'interview', 'biometrics'],
    answer: `There is no fixed time. For the spouse of a U.S. citizen it often takes about a year, and two years or more is common at busy offices or consulates. USCIS publishes current times for each form and office.

**Filing inside the U.S. (I-130 with I-485)**
- Receipt notices usually arrive within a few weeks.
- A biometrics appointment (fingerprints and photo) follows within weeks to a few months.
- A work permit and travel document usually take several months.
- The interview and decision depend on your local field office.

**Spouse living abroad**
- USCIS must first approve the I-130, which can take many months or more than a year.
- The National Visa Center stage adds a few months; it goes faster if you send complete documents quickly.
- The wait for an interview depends on the embassy or consulate.

**What slows a case:** missing documents, a request for evidence, a past immigration violation, or extra security checks. Since 2025, people from some countries have faced paused or slower decisions because of travel restrictions and visa pauses.

If your spouse is a green card holder, not a citizen, you also wait in line for a visa number, which adds time.

**Next step:** compare your case with the official processing times, add your receipt numbers to Track Applications, and set Deadline Reminders for your appointments.`,
    sources: [
      { title: 'USCIS: Check Case Processing Times', url: 'https://egov.uscis.gov/processing-times/' },
      IMMEDIATE_RELATIVES,
      SPOUSE_VISA,
    ],
    checkedOn: CHECKED,
    related: ['married-us-citizen-forms', 'processing-times', 'check-uscis-case-status'],
    translations: {
      es: {
        question: '¿Cuánto tarda la green card por matrimonio?',
        phrasings: [
          'cuánto tiempo tarda la residencia por matrimonio',
          'tiempo de espera de la green card casada con ciudadano',
          'cuántos meses tarda el I-485 por matrimonio',
          'cuándo me llega la green card si me casé con un americano',
        ],
        answer: `No hay un plazo fijo. Para el cónyuge de un ciudadano estadounidense suele tardar alrededor de un año, y dos años o más es común en oficinas o consulados con mucho trabajo. USCIS publica los tiempos actuales de cada formulario y oficina.

**Si presenta dentro de EE. UU. (I-130 junto con I-485)**
- Los avisos de recibo suelen llegar en pocas semanas.
- La cita de datos biométricos (huellas y foto) llega en unas semanas o unos meses.
- El permiso de trabajo y el permiso de viaje suelen tardar varios meses.
- La entrevista y la decisión dependen de su oficina local de USCIS.

**Si su cónyuge vive en el extranjero**
- USCIS primero tiene que aprobar el I-130, lo que puede tardar muchos meses o más de un año.
- La etapa del Centro Nacional de Visas (NVC) suma unos meses; va más rápido si envía pronto todos los documentos completos.
- La espera para la entrevista depende de la embajada o el consulado.

**Lo que retrasa un caso:** documentos que faltan, una solicitud de evidencia, una infracción migratoria anterior o revisiones de seguridad adicionales. Desde 2025, personas de algunos países han visto decisiones pausadas o más lentas por restricciones de viaje y pausas de visas.

Si su cónyuge es residente permanente y no ciudadano, además hay que esperar turno para un número de visa, lo que alarga el proceso.

**Siguiente paso:** compare su caso con los tiempos oficiales de procesamiento, agregue sus números de recibo en Track Applications y active Deadline Reminders para sus citas.`,
      },
      fr: {
        question: 'Combien de temps faut-il pour obtenir une green card par mariage ?',
        phrasings: [
          'délai de la carte verte après un mariage avec un Américain',
          'combien de mois pour le I-485 par mariage',
          'temps de traitement green card conjoint',
          'quand vais-je recevoir ma green card après mon mariage',
        ],
        answer: `Il n’y a pas de délai fixe. Pour le conjoint d’un citoyen américain, il faut souvent environ un an, et deux ans ou plus n’est pas rare dans les bureaux ou consulats très chargés. L’USCIS publie les délais actuels pour chaque formulaire et chaque bureau.

**Dépôt aux États-Unis (I-130 avec I-485)**
- Les avis de réception arrivent en général en quelques semaines.
- Le rendez-vous biométrique (empreintes et photo) suit en quelques semaines à quelques mois.
- Le permis de travail et l’autorisation de voyage prennent souvent plusieurs mois.
- L’entretien et la décision dépendent de votre bureau local de l’USCIS.

**Conjoint vivant à l’étranger**
- L’USCIS doit d’abord approuver le I-130, ce qui peut prendre de nombreux mois, voire plus d’un an.
- L’étape du National Visa Center (NVC) ajoute quelques mois ; elle va plus vite si vous envoyez rapidement un dossier complet.
- L’attente pour l’entretien dépend de l’ambassade ou du consulat.

**Ce qui ralentit un dossier :** des documents manquants, une demande de preuves, une ancienne infraction aux règles d’immigration ou des contrôles de sécurité supplémentaires. Depuis 2025, les ressortissants de certains pays voient leurs décisions suspendues ou ralenties à cause de restrictions de voyage et de pauses dans la délivrance des visas.

Si votre conjoint est titulaire d’une green card et non citoyen, vous attendez aussi votre tour pour un numéro de visa, ce qui rallonge le délai.

**Prochaine étape :** comparez votre dossier aux délais officiels, ajoutez vos numéros de reçu dans Track Applications et activez Deadline Reminders pour vos rendez-vous.`,
      },
      de: {
        question: 'Wie lange dauert eine Green Card durch Heirat?',
        phrasings: [
          'Bearbeitungszeit Green Card für Ehepartner',
          'wie lange dauert das I-485 nach der Heirat',
          'Wartezeit Green Card verheiratet mit Amerikaner',
          'wann bekomme ich meine Green Card nach der Hochzeit',
        ],
        answer: `Es gibt keine feste Dauer. Für Ehepartner von US-Bürgern dauert es oft etwa ein Jahr; bei stark ausgelasteten Dienststellen oder Konsulaten sind zwei Jahre oder mehr üblich. USCIS veröffentlicht die aktuellen Bearbeitungszeiten für jedes Formular und jede Dienststelle.

**Antrag in den USA (I-130 zusammen mit I-485)**
- Die Eingangsbestätigungen kommen meist innerhalb weniger Wochen.
- Der Termin für die biometrischen Daten (Fingerabdrücke und Foto) folgt nach einigen Wochen bis Monaten.
- Arbeitserlaubnis und Reisedokument dauern meist mehrere Monate.
- Interview und Entscheidung hängen von Ihrer örtlichen USCIS-Dienststelle ab.

**Ehepartner im Ausland**
- USCIS muss zuerst das I-130 genehmigen; das kann viele Monate oder mehr als ein Jahr dauern.
- Die Phase beim National Visa Center (NVC) dauert einige weitere Monate, schneller, wenn Sie vollständige Unterlagen zügig einreichen.
- Die Wartezeit auf das Interview hängt von der Botschaft oder dem Konsulat ab.

**Was einen Fall verzögert:** fehlende Unterlagen, eine Aufforderung, Nachweise nachzureichen, ein früherer Verstoß gegen Einwanderungsrecht oder zusätzliche Sicherheitsprüfungen. Seit 2025 werden Entscheidungen für Staatsangehörige einiger Länder wegen Reisebeschränkungen und Visa-Stopps ausgesetzt oder verlangsamt.

Ist Ihr Ehepartner kein US-Bürger, sondern Inhaber einer Green Card, warten Sie zusätzlich auf eine Visanummer, was länger dauert.

**Nächster Schritt:** Vergleichen Sie Ihren Fall mit den offiziellen Bearbeitungszeiten, tragen Sie Ihre Eingangsnummern in Track Applications ein und stellen Sie Deadline Reminders für Ihre Termine ein.`,
      },
    },
  },
  {
    id: 'work-while-green-card-pending',
    topic: 'family',
    question: 'Can I work while my green card application is pending?',
    phrasings: [
      'can I work after filing I-485',
      'work permit while waiting for my green card',
      'i765 with i485 how long does it take',
      'is it legal to work with a pending adjustment of status',
      'EAD c9 for a pending green card',
    ],
    keywords: [
      'EAD',
      'work permit',
      'I-765',
      'c9',
      '(c)(9)',
      'employment authorization',
      'combo card',
      'adjustment of status',
      'I-485',
      'renewal',
      'automatic extension',
    ],
    answer: `Yes, once you have permission. Filing **Form I-485** does not by itself let you work. You need a work permit (an **EAD**) from **Form I-765**, or a work status you already hold, such as H-1B or L-1.

- **How to apply:** file **Form I-765** with your I-485 or any time while it is pending. The fee is {{fee-i765-with-i485}} when filed with or after a pending I-485. You can ask for a Social Security number on the same form.
- **When you can start:** only once you have the card and its start date has passed. A receipt notice is not enough.
- **How long it lasts:** for applications pending or filed on or after December 5, 2025, these work permits are valid for at most 18 months.
- **Renewals:** you can file up to 180 days before the card expires. Since October 30, 2025, most renewals no longer extend your card automatically, so a late renewal can leave you unable to work.
- **H-1B or L-1:** you may keep working for that employer while the status is valid, even without an EAD.

Working without permission can hurt your case. Spouses, unmarried children under 21 and parents of U.S. citizens are usually forgiven for past unauthorized work when they adjust; most other applicants are not.

**Next step:** set a Deadline Reminder for 180 days before your work permit expires, and keep your I-765 receipt in Track Applications.`,
    sources: [
      { title: 'USCIS: I-765, Application for Employment Authorization', url: 'https://www.uscis.gov/i-765' },
      {
        title: 'eCFR: 8 CFR 274a.12, Classes of aliens authorized to accept employment',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-274a/section-274a.12',
      },
      I485,
    ],
    checkedOn: CHECKED,
    related: ['work-permit-ead', 'advance-parole', 'married-us-citizen-forms'],
    translations: {
      es: {
        question: '¿Puedo trabajar mientras mi solicitud de green card está pendiente?',
        phrasings: [
          'puedo trabajar después de presentar el I-485',
          'permiso de trabajo mientras espero la residencia',
          'i765 con i485 cuánto tarda',
          'es legal trabajar con el ajuste de estatus pendiente',
        ],
        answer: `Sí, cuando tenga permiso. Presentar el **Formulario I-485** no le permite trabajar por sí solo. Necesita un permiso de trabajo (**EAD**) mediante el **Formulario I-765**, o un estatus de trabajo que ya tenga, como H-1B o L-1.

- **Cómo pedirlo:** presente el **Formulario I-765** junto con el I-485 o en cualquier momento mientras esté pendiente. La tarifa es {{fee-i765-with-i485}} si lo presenta con un I-485 pendiente o después. En el mismo formulario puede pedir un número de Seguro Social.
- **Cuándo puede empezar:** solo cuando tenga la tarjeta en la mano y haya llegado su fecha de inicio. El aviso de recibo no basta.
- **Cuánto dura:** para solicitudes pendientes o presentadas desde el 5 de diciembre de 2025, estos permisos duran como máximo 18 meses.
- **Renovaciones:** puede presentarla hasta 180 días antes de que venza la tarjeta. Desde el 30 de octubre de 2025, la mayoría de las renovaciones ya no extienden la tarjeta automáticamente, así que renovar tarde puede dejarle sin poder trabajar.
- **H-1B o L-1:** puede seguir trabajando para ese empleador mientras ese estatus sea válido, aunque no tenga EAD.

Trabajar sin permiso puede perjudicar su caso. A los cónyuges, hijos solteros menores de 21 años y padres de ciudadanos estadounidenses normalmente se les perdona el trabajo no autorizado anterior al ajustar su estatus; a la mayoría de los demás solicitantes, no.

**Siguiente paso:** active un Deadline Reminder 180 días antes de que venza su permiso de trabajo y guarde el recibo del I-765 en Track Applications.`,
      },
      fr: {
        question: 'Puis-je travailler pendant que ma demande de green card est en cours ?',
        phrasings: [
          'travailler après avoir déposé le I-485',
          'permis de travail en attendant la carte verte',
          'i765 avec i485 combien de temps',
          'ai-je le droit de travailler avec un ajustement de statut en cours',
        ],
        answer: `Oui, une fois que vous avez l’autorisation. Déposer le **formulaire I-485** ne vous permet pas à lui seul de travailler. Il vous faut un permis de travail (**EAD**) demandé avec le **formulaire I-765**, ou un statut de travail que vous avez déjà, comme H-1B ou L-1.

- **Comment le demander :** déposez le **formulaire I-765** avec le I-485 ou à tout moment pendant son traitement. Les frais sont de {{fee-i765-with-i485}} lorsqu’il est déposé avec un I-485 en cours ou après. Vous pouvez demander un numéro de sécurité sociale sur le même formulaire.
- **Quand commencer :** seulement quand vous avez la carte en main et que sa date de début est passée. Un avis de réception ne suffit pas.
- **Durée :** pour les demandes en cours ou déposées depuis le 5 décembre 2025, ces permis sont valables 18 mois au maximum.
- **Renouvellement :** vous pouvez le demander jusqu’à 180 jours avant l’expiration. Depuis le 30 octobre 2025, la plupart des renouvellements ne prolongent plus automatiquement la carte ; un renouvellement tardif peut donc vous empêcher de travailler.
- **H-1B ou L-1 :** vous pouvez continuer à travailler pour cet employeur tant que ce statut est valide, même sans EAD.

Travailler sans autorisation peut nuire à votre dossier. Les conjoints, enfants célibataires de moins de 21 ans et parents de citoyens américains sont en général excusés pour un travail non autorisé passé lors de l’ajustement ; la plupart des autres demandeurs ne le sont pas.

**Prochaine étape :** réglez un Deadline Reminder 180 jours avant l’expiration de votre permis de travail et gardez le reçu du I-765 dans Track Applications.`,
      },
      de: {
        question: 'Darf ich arbeiten, während mein Green-Card-Antrag läuft?',
        phrasings: [
          'arbeiten nach Einreichung des I-485',
          'Arbeitserlaubnis während ich auf die Green Card warte',
          'I-765 mit I-485 wie lange dauert das',
          'ist Arbeiten mit laufendem Adjustment of Status erlaubt',
        ],
        answer: `Ja, sobald Sie eine Erlaubnis haben. Der Antrag auf **Formular I-485** allein erlaubt Ihnen nicht zu arbeiten. Sie brauchen eine Arbeitserlaubnis (**EAD**) über **Formular I-765** oder einen Arbeitsstatus, den Sie bereits haben, etwa H-1B oder L-1.

- **Antrag:** Reichen Sie **Formular I-765** zusammen mit dem I-485 oder jederzeit während des laufenden Verfahrens ein. Die Gebühr beträgt {{fee-i765-with-i485}}, wenn es mit oder nach einem laufenden I-485 eingereicht wird. Auf demselben Formular können Sie eine Sozialversicherungsnummer beantragen.
- **Arbeitsbeginn:** erst wenn Sie die Karte in der Hand haben und ihr Startdatum erreicht ist. Eine Eingangsbestätigung reicht nicht.
- **Gültigkeit:** Für Anträge, die am 5. Dezember 2025 oder später anhängig waren oder eingereicht wurden, gilt diese Arbeitserlaubnis höchstens 18 Monate.
- **Verlängerung:** Sie können sie bis zu 180 Tage vor Ablauf beantragen. Seit dem 30. Oktober 2025 verlängern die meisten Verlängerungsanträge die Karte nicht mehr automatisch; wer zu spät beantragt, darf unter Umständen eine Zeit lang nicht arbeiten.
- **H-1B oder L-1:** Sie dürfen für diesen Arbeitgeber weiterarbeiten, solange dieser Status gültig ist, auch ohne EAD.

Arbeiten ohne Erlaubnis kann Ihrem Fall schaden. Ehepartnern, unverheirateten Kindern unter 21 und Eltern von US-Bürgern wird frühere unerlaubte Arbeit bei der Statusanpassung meist nachgesehen, den meisten anderen Antragstellern nicht.

**Nächster Schritt:** Stellen Sie einen Deadline Reminder 180 Tage vor Ablauf Ihrer Arbeitserlaubnis ein und speichern Sie die I-765-Eingangsbestätigung in Track Applications.`,
      },
    },
  },
  {
    id: 'family-green-card-documents',
    topic: 'family',
    question: 'What documents do I need for a family-based green card?',
    phrasings: [
      'what documents do I need for a family green card',
      'document checklist for i130 and i485',
      'papers needed for a green card through my husband',
      'what evidence do I send with the I-130',
      'family petition required documents list',
    ],
    keywords: [
      'documents',
      'checklist',
      'evidence',
      'birth certificate',
      'marriage certificate',
      'passport',
      'I-94',
      'tax return',
      'translation',
      'police certificate',
      'I-864',
      'I-693',
    ],
    answer: `You need to prove four things: who you are, the petitioner's U.S. status, your family relationship, and the sponsor's income. The exact list depends on the relationship and on whether you apply in the U.S. or abroad.

- **Petitioner's status:** a copy of a U.S. passport, U.S. birth certificate or naturalization certificate, or both sides of a green card.
- **Relationship:** a marriage certificate, or birth certificates showing the parent's name. Add divorce decrees or death certificates for every earlier marriage. Spouses should add proof the marriage is real, such as a joint lease, joint bank statements, insurance and photos over time.
- **Your identity:** passport, birth certificate, two passport-style photos, and your **I-94** record and visas if you are in the U.S.
- **Money:** **Form I-864** with the sponsor's latest federal tax return or IRS transcript, W-2s, and recent pay stubs or a job letter.
- **Medical exam:** **Form I-693** in its sealed envelope for a U.S. filing, or the panel physician's exam abroad.
- **Records:** court records for any arrest or conviction, in any country. Consular cases also need police certificates.

Send clear copies unless told to send originals, and bring the originals to any interview. Every document not in English needs a full English translation, with the translator's signed statement that it is correct and that they are able to translate.

**Next step:** upload your files to Document Review to catch missing pages and expired documents before you file.`,
    sources: [I130, I485, I864],
    checkedOn: CHECKED,
    related: ['affidavit-of-support-i864', 'medical-exam-i693', 'marriage-interview'],
    translations: {
      es: {
        question: '¿Qué documentos necesito para una green card por familia?',
        phrasings: [
          'qué papeles necesito para la residencia por familia',
          'lista de documentos para el I-130 y el I-485',
          'qué pruebas mando con la petición familiar',
          'documentos para la green card a través de mi esposo',
        ],
        answer: `Tiene que probar cuatro cosas: quién es usted, el estatus del peticionario en EE. UU., la relación familiar y los ingresos del patrocinador. La lista exacta depende de la relación y de si presenta dentro de EE. UU. o desde el extranjero.

- **Estatus del peticionario:** copia del pasaporte estadounidense, del acta de nacimiento de EE. UU. o del certificado de naturalización, o de ambos lados de la green card.
- **Relación:** acta de matrimonio, o actas de nacimiento que muestren el nombre del padre o la madre. Agregue sentencias de divorcio o actas de defunción de cada matrimonio anterior. Los cónyuges deben añadir pruebas de que el matrimonio es real, como un contrato de alquiler conjunto, estados de cuenta conjuntos, seguros y fotos a lo largo del tiempo.
- **Su identidad:** pasaporte, acta de nacimiento, dos fotos tamaño pasaporte y, si está en EE. UU., su registro **I-94** y sus visas.
- **Dinero:** **Formulario I-864** con la última declaración de impuestos federales del patrocinador o su transcripción del IRS, los formularios W-2 y talones de pago recientes o una carta del empleador.
- **Examen médico:** **Formulario I-693** en su sobre sellado si presenta en EE. UU., o el examen del médico del panel en el extranjero.
- **Antecedentes:** registros judiciales de cualquier arresto o condena, en cualquier país. Los casos consulares también necesitan certificados de policía.

Envíe copias claras salvo que le pidan originales, y lleve los originales a cualquier entrevista. Todo documento que no esté en inglés necesita una traducción completa al inglés, con una declaración firmada del traductor de que es correcta y de que es competente para traducir.

**Siguiente paso:** suba sus archivos a Document Review para detectar páginas que faltan y documentos vencidos antes de presentar.`,
      },
      fr: {
        question: 'Quels documents faut-il pour une green card par la famille ?',
        phrasings: [
          'liste des pièces pour le I-130 et le I-485',
          'quels papiers pour la carte verte familiale',
          'quelles preuves envoyer avec la pétition familiale',
          'documents pour la green card par mon mari',
        ],
        answer: `Vous devez prouver quatre choses : votre identité, le statut du pétitionnaire aux États-Unis, votre lien de famille et les revenus du garant. La liste exacte dépend du lien de parenté et du lieu de dépôt, aux États-Unis ou à l’étranger.

- **Statut du pétitionnaire :** copie du passeport américain, de l’acte de naissance américain ou du certificat de naturalisation, ou des deux faces de la green card.
- **Lien de famille :** acte de mariage, ou actes de naissance indiquant le nom du parent. Ajoutez les jugements de divorce ou actes de décès de chaque mariage précédent. Les époux ajoutent des preuves d’un vrai mariage : bail commun, relevés de compte joint, assurances, photos prises au fil du temps.
- **Votre identité :** passeport, acte de naissance, deux photos d’identité et, si vous êtes aux États-Unis, votre **I-94** et vos visas.
- **Argent :** **formulaire I-864** avec la dernière déclaration d’impôt fédéral du garant ou sa transcription de l’IRS, les W-2 et des fiches de paie récentes ou une lettre de l’employeur.
- **Examen médical :** **formulaire I-693** dans son enveloppe scellée pour un dépôt aux États-Unis, ou l’examen du médecin agréé par l’ambassade (panel physician) à l’étranger.
- **Antécédents :** décisions de justice pour toute arrestation ou condamnation, dans n’importe quel pays. Les dossiers consulaires exigent aussi des certificats de police.

Envoyez des copies lisibles sauf si l’on vous demande les originaux, et apportez les originaux à tout entretien. Tout document qui n’est pas en anglais doit être accompagné d’une traduction anglaise complète et d’une attestation signée du traducteur certifiant qu’elle est exacte et qu’il est compétent pour traduire.

**Prochaine étape :** chargez vos fichiers dans Document Review pour repérer les pages manquantes et les documents expirés avant le dépôt.`,
      },
      de: {
        question: 'Welche Unterlagen brauche ich für eine Green Card über die Familie?',
        phrasings: [
          'Dokumentenliste für I-130 und I-485',
          'welche Papiere für die familienbasierte Green Card',
          'welche Nachweise schicke ich mit der Familienpetition',
          'Unterlagen für die Green Card über meinen Ehemann',
        ],
        answer: `Sie müssen vier Dinge nachweisen: wer Sie sind, den US-Status des Antragstellers (Petitioner), Ihre familiäre Beziehung und das Einkommen des Bürgen. Die genaue Liste hängt von der Beziehung ab und davon, ob Sie in den USA oder im Ausland beantragen.

- **Status des Petitioners:** Kopie des US-Reisepasses, der US-Geburtsurkunde oder der Einbürgerungsurkunde, oder beide Seiten der Green Card.
- **Beziehung:** Heiratsurkunde oder Geburtsurkunden mit dem Namen des Elternteils. Fügen Sie Scheidungsurteile oder Sterbeurkunden für jede frühere Ehe bei. Ehepaare legen Nachweise für eine echte Ehe bei, etwa gemeinsamer Mietvertrag, gemeinsame Kontoauszüge, Versicherungen und Fotos aus verschiedenen Zeiten.
- **Ihre Identität:** Reisepass, Geburtsurkunde, zwei Passfotos und, wenn Sie in den USA sind, Ihr **I-94**-Eintrag und Ihre Visa.
- **Finanzen:** **Formular I-864** mit der letzten Bundessteuererklärung des Bürgen oder dem IRS-Auszug, W-2-Formularen und aktuellen Gehaltsabrechnungen oder einem Schreiben des Arbeitgebers.
- **Ärztliche Untersuchung:** **Formular I-693** im versiegelten Umschlag bei Antrag in den USA, oder die Untersuchung beim Vertrauensarzt der Botschaft (Panel Physician) im Ausland.
- **Strafregister:** Gerichtsunterlagen zu jeder Festnahme oder Verurteilung, in jedem Land. Konsularfälle brauchen außerdem Führungszeugnisse.

Schicken Sie gut lesbare Kopien, außer es werden Originale verlangt, und bringen Sie die Originale zu jedem Interview mit. Jedes nicht englischsprachige Dokument braucht eine vollständige englische Übersetzung mit einer unterschriebenen Erklärung des Übersetzers, dass sie richtig ist und er zum Übersetzen befähigt ist.

**Nächster Schritt:** Laden Sie Ihre Dateien in Document Review hoch, um fehlende Seiten und abgelaufene Dokumente vor der Einreichung zu finden.`,
      },
    },
  },
  {
    id: 'what-is-priority-date',
    topic: 'family',
    question: 'What is a priority date?',
    phrasings: [
      'what does priority date mean on my I-797',
      'where do I find my priority date',
      'priority date for a green card explained',
      'is my priority date current yet',
      'my place in line for a family visa',
    ],
    keywords: [
      'priority date',
      'PD',
      'Visa Bulletin',
      'current',
      'I-130',
      'I-797C',
      'receipt notice',
      'queue',
      'retrogression',
      'chargeability',
    ],
    answer: `Your **priority date** is your place in line for a green card. In family cases it is usually the date USCIS received the **Form I-130** petition. You will find it on the **I-797C** receipt notice.

It matters most in the **preference categories** (F1, F2A, F2B, F3 and F4), because only a limited number of visas are given each year. Spouses, unmarried children under 21 and parents of U.S. citizens are **immediate relatives**: they have no yearly limit, so they do not wait for their priority date.

**How to use it**
- Each month the State Department publishes the **Visa Bulletin**, with a date for each category and country. The country is usually your country of birth, not your citizenship.
- If your priority date is earlier than the date listed, you are "current" and can move to the next step. "C" means everyone in that category is current.
- Dates can move forward, stand still or move back ("retrogress").

You usually keep the same priority date if your category changes, for example when the petitioner becomes a U.S. citizen or a child beneficiary turns 21.

**Next step:** add your receipt number to Track Applications and check the Visa Bulletin each month for your category.`,
    sources: [PRIORITY_DATES, VISA_BULLETIN],
    checkedOn: CHECKED,
    related: ['visa-bulletin-how-to-read', 'immediate-relative-vs-preference', 'child-status-protection-act'],
    translations: {
      es: {
        question: '¿Qué es la fecha de prioridad?',
        phrasings: [
          'qué significa priority date en mi I-797',
          'dónde encuentro mi fecha de prioridad',
          'mi fecha de prioridad ya está vigente',
          'fecha de prioridad de la green card explicada',
        ],
        answer: `Su **fecha de prioridad** es su lugar en la fila para una green card. En los casos familiares suele ser la fecha en que USCIS recibió la petición en el **Formulario I-130**. Aparece en el aviso de recibo **I-797C**.

Importa sobre todo en las **categorías de preferencia** (F1, F2A, F2B, F3 y F4), porque cada año se da un número limitado de visas. Los cónyuges, hijos solteros menores de 21 años y padres de ciudadanos estadounidenses son **familiares inmediatos**: no tienen límite anual, así que no esperan por su fecha de prioridad.

**Cómo usarla**
- Cada mes el Departamento de Estado publica el **Boletín de Visas** (Visa Bulletin), con una fecha para cada categoría y país. El país suele ser su país de nacimiento, no el de su ciudadanía.
- Si su fecha de prioridad es anterior a la fecha publicada, su caso está "vigente" y puede pasar al siguiente paso. "C" significa que toda la categoría está vigente.
- Las fechas pueden avanzar, quedarse igual o retroceder.

Normalmente conserva la misma fecha de prioridad si cambia su categoría, por ejemplo cuando el peticionario se hace ciudadano o un hijo beneficiario cumple 21 años.

**Siguiente paso:** agregue su número de recibo en Track Applications y revise cada mes el Boletín de Visas para su categoría.`,
      },
      fr: {
        question: 'Qu’est-ce que la date de priorité ?',
        phrasings: [
          'que veut dire priority date sur mon I-797',
          'où trouver ma date de priorité',
          'ma date de priorité est-elle courante',
          'la date de priorité de la carte verte expliquée',
        ],
        answer: `Votre **date de priorité** est votre place dans la file d’attente pour une green card. Dans les dossiers familiaux, c’est en général la date à laquelle l’USCIS a reçu la pétition sur **formulaire I-130**. Elle figure sur l’avis de réception **I-797C**.

Elle compte surtout dans les **catégories de préférence** (F1, F2A, F2B, F3 et F4), car le nombre de visas est limité chaque année. Les conjoints, enfants célibataires de moins de 21 ans et parents de citoyens américains sont des **parents proches** (immediate relatives) : il n’y a pas de quota annuel pour eux, donc ils n’attendent pas leur date de priorité.

**Comment l’utiliser**
- Chaque mois, le Département d’État publie le **Visa Bulletin**, avec une date par catégorie et par pays. Le pays est en général votre pays de naissance, pas celui de votre nationalité.
- Si votre date de priorité est antérieure à la date indiquée, votre dossier est « courant » et peut passer à l’étape suivante. « C » signifie que toute la catégorie est courante.
- Les dates peuvent avancer, rester stables ou reculer.

Vous gardez en général la même date de priorité si votre catégorie change, par exemple quand le pétitionnaire devient citoyen américain ou qu’un enfant bénéficiaire atteint 21 ans.

**Prochaine étape :** ajoutez votre numéro de reçu dans Track Applications et consultez chaque mois le Visa Bulletin pour votre catégorie.`,
      },
      de: {
        question: 'Was ist ein Priority Date?',
        phrasings: [
          'was bedeutet Priority Date auf meinem I-797',
          'wo finde ich mein Prioritätsdatum',
          'ist mein Priority Date schon aktuell',
          'Prioritätsdatum Green Card einfach erklärt',
        ],
        answer: `Ihr **Priority Date** (Prioritätsdatum) ist Ihr Platz in der Warteschlange für eine Green Card. In Familienfällen ist es meist das Datum, an dem USCIS die Petition auf **Formular I-130** erhalten hat. Sie finden es auf der Eingangsbestätigung **I-797C**.

Wichtig ist es vor allem in den **Präferenzkategorien** (F1, F2A, F2B, F3 und F4), weil jedes Jahr nur eine begrenzte Zahl von Visa vergeben wird. Ehepartner, unverheiratete Kinder unter 21 und Eltern von US-Bürgern sind **unmittelbare Angehörige** (Immediate Relatives): Für sie gibt es keine Jahresgrenze, daher warten sie nicht auf ihr Priority Date.

**So nutzen Sie es**
- Jeden Monat veröffentlicht das US-Außenministerium das **Visa Bulletin** mit einem Datum für jede Kategorie und jedes Land. Maßgeblich ist meist Ihr Geburtsland, nicht Ihre Staatsangehörigkeit.
- Liegt Ihr Priority Date vor dem angegebenen Datum, ist Ihr Fall „current“ und kann zum nächsten Schritt. „C“ bedeutet, dass die ganze Kategorie current ist.
- Die Daten können vorrücken, stehen bleiben oder zurückgehen.

Wechselt Ihre Kategorie, behalten Sie meist dasselbe Priority Date, zum Beispiel wenn der Petitioner US-Bürger wird oder ein begünstigtes Kind 21 wird.

**Nächster Schritt:** Tragen Sie Ihre Eingangsnummer in Track Applications ein und prüfen Sie jeden Monat das Visa Bulletin für Ihre Kategorie.`,
      },
    },
  },
  {
    id: 'adjustment-or-consular-processing',
    topic: 'family',
    question: 'Should I apply through adjustment of status or consular processing?',
    phrasings: [
      'adjustment of status vs consular processing',
      'can I get my green card without leaving the US',
      'AOS or CP which one is better',
      'do I have to go back to my country for the green card interview',
      'who can file an i485 inside the us',
    ],
    keywords: [
      'adjustment of status',
      'AOS',
      'consular processing',
      'CP',
      'I-485',
      'DS-260',
      '245(a)',
      '245(c)',
      '245(i)',
      'overstay',
      'entered without inspection',
      'EWI',
      'immediate relative',
      'NVC',
    ],
    answer: `**Adjustment of status** means applying for the green card from inside the U.S. with **Form I-485**. **Consular processing** means getting an immigrant visa at a U.S. embassy or consulate abroad and entering as a resident. Adjustment is only open to people who qualify.

**Who can usually adjust (INA 245(a))**
- You are in the U.S. and were inspected and admitted or paroled at your last entry.
- A visa is available to you now: always true for immediate relatives; others need a current priority date.
- No ground of inadmissibility, such as certain crimes or fraud, blocks you.

**Overstays and unauthorized work**
- Spouses, unmarried children under 21 and parents of U.S. citizens can usually adjust even after an overstay or unauthorized work.
- Most preference relatives, such as spouses of green card holders, cannot adjust if they fell out of status or worked without permission (INA 245(c)).

**Entered without inspection?** You generally cannot adjust unless **INA 245(i)** covers you. It requires a family or job petition or labor certification filed by April 30, 2001, plus a penalty fee of {{fee-245i-penalty}}.

Leaving the U.S. after more than {{unlawful-presence-3-year-days}} days of unlawful presence can trigger a {{bar-3-years}}- or {{bar-10-years}}-year bar on returning, so consular processing is risky for some people. A provisional waiver (**Form I-601A**) may help. If an I-485 is denied and you have no other status, USCIS may send you to immigration court. If any of this applies, talk to a licensed immigration attorney or accredited representative.

**Next step:** run the Eligibility Check to see which path fits you.`,
    sources: [
      ADJUSTMENT,
      CONSULAR,
      { title: 'USCIS Policy Manual: Volume 7, Part B, 245(a) Adjustment', url: 'https://www.uscis.gov/policy-manual/volume-7-part-b' },
    ],
    checkedOn: CHECKED,
    related: ['nvc-process', 'i601a-provisional-waiver', 'unlawful-presence-bars'],
    translations: {
      es: {
        question: '¿Me conviene el ajuste de estatus o el proceso consular?',
        phrasings: [
          'ajuste de estatus o proceso consular, cuál es mejor',
          'puedo sacar la green card sin salir de Estados Unidos',
          'tengo que volver a mi país para la entrevista de residencia',
          'quién puede presentar el I-485 dentro de EE. UU.',
        ],
        answer: `El **ajuste de estatus** es pedir la green card desde dentro de EE. UU. con el **Formulario I-485**. El **proceso consular** es obtener una visa de inmigrante en una embajada o consulado de EE. UU. en el extranjero y entrar como residente. Solo puede ajustar su estatus si cumple los requisitos.

**Quién puede ajustar normalmente (INA 245(a))**
- Está en EE. UU. y en su última entrada fue inspeccionado y admitido, o recibió un permiso de entrada (parole).
- Tiene una visa disponible ahora: siempre es así para los familiares inmediatos; los demás necesitan una fecha de prioridad vigente.
- Ninguna causa de inadmisibilidad, como ciertos delitos o el fraude, se lo impide.

**Estadía vencida y trabajo no autorizado**
- Los cónyuges, hijos solteros menores de 21 años y padres de ciudadanos estadounidenses normalmente pueden ajustar aunque se hayan quedado más tiempo del permitido o hayan trabajado sin permiso.
- La mayoría de los familiares en categorías de preferencia, como los cónyuges de residentes permanentes, no pueden ajustar si perdieron su estatus o trabajaron sin permiso (INA 245(c)).

**¿Entró sin inspección?** Por lo general no puede ajustar, salvo que le ampare la **sección 245(i)**. Esta exige una petición familiar o de empleo, o una certificación laboral, presentada a más tardar el 30 de abril de 2001, además de una multa de {{fee-245i-penalty}}.

Salir de EE. UU. después de más de {{unlawful-presence-3-year-days}} días de presencia ilegal puede activar una prohibición de {{bar-3-years}} o {{bar-10-years}} años para volver, así que el proceso consular es arriesgado para algunas personas. Un perdón provisional (**Formulario I-601A**) puede ayudar. Si le niegan el I-485 y no tiene otro estatus, USCIS puede enviarle a la corte de inmigración. Si algo de esto le aplica, hable con un abogado de inmigración con licencia o un representante acreditado.

**Siguiente paso:** use el Eligibility Check para ver qué camino le corresponde.`,
      },
      fr: {
        question: 'Vaut-il mieux faire un ajustement de statut ou passer par un consulat ?',
        phrasings: [
          'ajustement de statut ou procédure consulaire',
          'obtenir la green card sans quitter les États-Unis',
          'dois-je rentrer dans mon pays pour l’entretien de la carte verte',
          'qui peut déposer le I-485 aux États-Unis',
        ],
        answer: `L’**ajustement de statut** consiste à demander la green card depuis les États-Unis avec le **formulaire I-485**. La **procédure consulaire** consiste à obtenir un visa d’immigrant dans une ambassade ou un consulat américain à l’étranger, puis à entrer comme résident. L’ajustement n’est ouvert qu’aux personnes qui remplissent les conditions.

**Qui peut en général faire un ajustement (INA 245(a))**
- Vous êtes aux États-Unis et, lors de votre dernière entrée, vous avez été contrôlé et admis, ou admis sous « parole ».
- Un visa vous est disponible maintenant : c’est toujours le cas pour les parents proches (immediate relatives) ; les autres ont besoin d’une date de priorité courante.
- Aucun motif d’interdiction de territoire, comme certaines infractions ou une fraude, ne vous bloque.

**Dépassement de séjour et travail non autorisé**
- Les conjoints, enfants célibataires de moins de 21 ans et parents de citoyens américains peuvent en général faire un ajustement même après un dépassement de séjour ou un travail non autorisé.
- La plupart des parents en catégorie de préférence, comme les conjoints de titulaires d’une green card, ne le peuvent pas s’ils ont perdu leur statut ou travaillé sans autorisation (INA 245(c)).

**Entré sans contrôle ?** En général, l’ajustement est impossible sauf si la **section 245(i)** vous couvre. Elle exige une pétition familiale ou d’emploi, ou une certification de travail, déposée au plus tard le 30 avril 2001, plus une pénalité de {{fee-245i-penalty}}.

Quitter les États-Unis après plus de {{unlawful-presence-3-year-days}} jours de présence irrégulière peut entraîner une interdiction de retour de {{bar-3-years}} ou {{bar-10-years}} ans : la procédure consulaire est donc risquée pour certains. Une dispense provisoire (**formulaire I-601A**) peut aider. Si un I-485 est refusé et que vous n’avez pas d’autre statut, l’USCIS peut vous renvoyer devant un juge de l’immigration. Dans ces situations, parlez à un avocat en immigration agréé ou à un représentant accrédité.

**Prochaine étape :** lancez l’Eligibility Check pour savoir quelle voie vous convient.`,
      },
      de: {
        question: 'Soll ich Adjustment of Status oder das Konsularverfahren wählen?',
        phrasings: [
          'Statusanpassung oder Konsularverfahren, was ist besser',
          'Green Card bekommen, ohne die USA zu verlassen',
          'muss ich für das Green-Card-Interview in mein Heimatland zurück',
          'wer darf das I-485 in den USA einreichen',
        ],
        answer: `**Adjustment of Status** (Statusanpassung) heißt, die Green Card aus den USA heraus mit **Formular I-485** zu beantragen. **Konsularverfahren** heißt, ein Einwanderungsvisum bei einer US-Botschaft oder einem US-Konsulat im Ausland zu erhalten und dann mit Daueraufenthalt einzureisen. Die Statusanpassung steht nur Personen offen, die die Voraussetzungen erfüllen.

**Wer in der Regel anpassen kann (INA 245(a))**
- Sie sind in den USA und wurden bei Ihrer letzten Einreise kontrolliert und zugelassen oder erhielten Parole.
- Ein Visum ist jetzt für Sie verfügbar: bei unmittelbaren Angehörigen immer; alle anderen brauchen ein aktuelles Priority Date.
- Kein Einreiseverbotsgrund, etwa bestimmte Straftaten oder Betrug, steht entgegen.

**Überzogener Aufenthalt und unerlaubte Arbeit**
- Ehepartner, unverheiratete Kinder unter 21 und Eltern von US-Bürgern können meist auch nach einem überzogenen Aufenthalt oder unerlaubter Arbeit anpassen.
- Die meisten Angehörigen in Präferenzkategorien, etwa Ehepartner von Green-Card-Inhabern, können das nicht, wenn sie ihren Status verloren oder ohne Erlaubnis gearbeitet haben (INA 245(c)).

**Ohne Kontrolle eingereist?** Dann ist eine Anpassung meist nicht möglich, außer **Abschnitt 245(i)** greift. Er verlangt eine Familien- oder Arbeitspetition oder eine Arbeitsmarktzertifizierung, eingereicht bis spätestens 30. April 2001, sowie eine Strafgebühr von {{fee-245i-penalty}}.

Wer die USA nach mehr als {{unlawful-presence-3-year-days}} Tagen unrechtmäßigen Aufenthalts verlässt, kann eine Wiedereinreisesperre von {{bar-3-years}} oder {{bar-10-years}} Jahren auslösen; das Konsularverfahren ist für manche daher riskant. Ein vorläufiger Verzicht (**Formular I-601A**) kann helfen. Wird ein I-485 abgelehnt und Sie haben keinen anderen Status, kann USCIS Sie vor ein Einwanderungsgericht bringen. Trifft etwas davon zu, sprechen Sie mit einem zugelassenen Anwalt für Einwanderungsrecht oder einem akkreditierten Vertreter.

**Nächster Schritt:** Nutzen Sie den Eligibility Check, um zu sehen, welcher Weg zu Ihnen passt.`,
      },
    },
  },
  {
    id: 'affidavit-of-support-i864',
    topic: 'family',
    question: 'What is the Affidavit of Support (Form I-864), and who can be a sponsor?',
    phrasings: [
      'i864 income requirement',
      'how much do I need to earn to sponsor my wife',
      'joint sponsor for a green card',
      'can my mom be a cosponsor on the I-864',
      'affidavit of support rules explained',
    ],
    keywords: [
      'I-864',
      'I-864A',
      'I-864EZ',
      'I-864P',
      'affidavit of support',
      'sponsor',
      'joint sponsor',
      'cosponsor',
      'household member',
      'poverty guidelines',
      'income requirement',
      'assets',
    ],
    answer: `**Form I-864** is a legally binding promise by a sponsor to support the immigrant financially. Most family-based immigrants need one, and the petitioner must always sign one.

**Income rule:** the sponsor's household income must generally be at least {{i864-poverty-percent}}% of the federal poverty guidelines for the household size (100% for active-duty military sponsoring a spouse or child). **Form I-864P** lists the current amounts.

**If the petitioner earns too little**
- **Assets:** savings or property can make up the gap. They must be worth three times the shortfall for the spouse of a U.S. citizen, and five times for most others.
- **Household members:** relatives who live with the sponsor can add their income by signing **Form I-864A**.
- **Joint sponsor:** another U.S. citizen or green card holder, 18 or older and living in the U.S., who meets the income rule alone, signs a separate I-864. Up to two joint sponsors are allowed.

**How long it lasts:** until the immigrant becomes a U.S. citizen, is credited with 40 quarters of work (about 10 years), gives up residence and leaves the U.S., or dies. Divorce does not end it. The immigrant, or an agency that paid certain means-tested benefits, can take the sponsor to court.

USCIS charges {{fee-i864}} for the form in a green card application; consular cases pay the State Department {{fee-nvc-affidavit}}.

**Next step:** use Document Review to check the tax returns, W-2s and pay stubs that go with the I-864.`,
    sources: [
      I864,
      { title: 'USCIS: I-864P, HHS Poverty Guidelines for Affidavit of Support', url: 'https://www.uscis.gov/i-864p' },
      {
        title: 'eCFR: 8 CFR 213a.2, Use of affidavit of support',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-213a/section-213a.2',
      },
    ],
    checkedOn: CHECKED,
    related: ['public-charge-basics', 'family-green-card-documents', 'nvc-process'],
    translations: {
      es: {
        question: '¿Qué es la Declaración Jurada de Patrocinio (Formulario I-864) y quién puede ser patrocinador?',
        phrasings: [
          'cuánto tengo que ganar para patrocinar a mi esposa',
          'requisito de ingresos del i864',
          'copatrocinador para la green card',
          'puede mi mamá ser patrocinadora conjunta',
        ],
        answer: `El **Formulario I-864** es una promesa legalmente obligatoria de un patrocinador de mantener económicamente al inmigrante. La mayoría de los inmigrantes por familia lo necesitan, y el peticionario siempre debe firmar uno.

**Regla de ingresos:** por lo general, los ingresos del hogar del patrocinador deben llegar al menos al {{i864-poverty-percent}}% de las pautas federales de pobreza según el tamaño del hogar (100% para militares en servicio activo que patrocinan a su cónyuge o hijo). El **Formulario I-864P** indica las cifras actuales.

**Si el peticionario gana muy poco**
- **Bienes:** ahorros o propiedades pueden cubrir la diferencia. Deben valer tres veces lo que falta si el inmigrante es cónyuge de un ciudadano, y cinco veces en la mayoría de los demás casos.
- **Miembros del hogar:** familiares que viven con el patrocinador pueden sumar sus ingresos firmando el **Formulario I-864A**.
- **Patrocinador conjunto:** otro ciudadano o residente permanente, mayor de 18 años y que viva en EE. UU., que cumpla la regla de ingresos por sí solo, firma su propio I-864. Se permiten hasta dos patrocinadores conjuntos.

**Cuánto dura:** hasta que el inmigrante se hace ciudadano, acumula 40 trimestres de trabajo (unos 10 años), renuncia a la residencia y sale de EE. UU., o fallece. El divorcio no la termina. El inmigrante, o una agencia que pagó ciertos beneficios públicos, puede demandar al patrocinador.

USCIS cobra {{fee-i864}} por el formulario dentro de una solicitud de green card; en los casos consulares se pagan {{fee-nvc-affidavit}} al Departamento de Estado.

**Siguiente paso:** use Document Review para revisar las declaraciones de impuestos, los W-2 y los talones de pago que acompañan al I-864.`,
      },
      fr: {
        question: 'Qu’est-ce que l’engagement de soutien financier (formulaire I-864) et qui peut être garant ?',
        phrasings: [
          'combien faut-il gagner pour parrainer ma femme',
          'revenu minimum pour le i864',
          'garant conjoint pour la carte verte',
          'ma mère peut-elle être co-garante',
        ],
        answer: `Le **formulaire I-864** est un engagement juridiquement contraignant par lequel un garant promet de subvenir aux besoins de l’immigrant. La plupart des immigrants par la famille en ont besoin, et le pétitionnaire doit toujours en signer un.

**Règle de revenu :** le revenu du foyer du garant doit en général atteindre au moins {{i864-poverty-percent}} % du seuil fédéral de pauvreté pour la taille du foyer (100 % pour un militaire en service actif qui parraine son conjoint ou son enfant). Le **formulaire I-864P** donne les montants actuels.

**Si le pétitionnaire ne gagne pas assez**
- **Patrimoine :** l’épargne ou des biens peuvent combler l’écart. Ils doivent valoir trois fois le manque pour le conjoint d’un citoyen américain, et cinq fois dans la plupart des autres cas.
- **Membres du foyer :** des proches qui vivent avec le garant peuvent ajouter leur revenu en signant le **formulaire I-864A**.
- **Garant conjoint :** un autre citoyen américain ou titulaire de green card, âgé d’au moins 18 ans et vivant aux États-Unis, qui remplit seul la règle de revenu, signe son propre I-864. Deux garants conjoints au maximum sont admis.

**Durée :** jusqu’à ce que l’immigrant devienne citoyen, totalise 40 trimestres de travail (environ 10 ans), renonce à sa résidence et quitte les États-Unis, ou décède. Le divorce n’y met pas fin. L’immigrant, ou un organisme ayant versé certaines aides sous condition de ressources, peut poursuivre le garant en justice.

L’USCIS facture {{fee-i864}} pour ce formulaire dans une demande de green card ; dans les dossiers consulaires, on paie {{fee-nvc-affidavit}} au Département d’État.

**Prochaine étape :** utilisez Document Review pour vérifier les déclarations d’impôts, W-2 et fiches de paie qui accompagnent le I-864.`,
      },
      de: {
        question: 'Was ist die Unterhaltsverpflichtung (Formular I-864) und wer kann Bürge sein?',
        phrasings: [
          'wie viel muss ich verdienen, um meine Frau zu sponsern',
          'Einkommensgrenze für das I-864',
          'zusätzlicher Bürge (Joint Sponsor) für die Green Card',
          'kann meine Mutter Mitbürgin sein',
        ],
        answer: `**Formular I-864** (Affidavit of Support) ist ein rechtlich bindendes Versprechen eines Bürgen, den Einwanderer finanziell zu unterstützen. Die meisten familienbasierten Einwanderer brauchen es, und der Petitioner muss immer eines unterschreiben.

**Einkommensregel:** Das Haushaltseinkommen des Bürgen muss in der Regel mindestens {{i864-poverty-percent}} % der bundesweiten Armutsgrenze für die Haushaltsgröße erreichen (100 % für aktive Militärangehörige, die Ehepartner oder Kind sponsern). **Formular I-864P** nennt die aktuellen Beträge.

**Wenn der Petitioner zu wenig verdient**
- **Vermögen:** Ersparnisse oder Eigentum können die Lücke schließen. Sie müssen beim Ehepartner eines US-Bürgers das Dreifache des Fehlbetrags wert sein, in den meisten anderen Fällen das Fünffache.
- **Haushaltsmitglieder:** Angehörige, die beim Bürgen wohnen, können ihr Einkommen mit **Formular I-864A** hinzufügen.
- **Zusätzlicher Bürge (Joint Sponsor):** eine andere Person mit US-Staatsbürgerschaft oder Green Card, mindestens 18 Jahre alt und in den USA lebend, die die Einkommensregel allein erfüllt, unterschreibt ein eigenes I-864. Bis zu zwei solche Bürgen sind erlaubt.

**Dauer:** bis der Einwanderer US-Bürger wird, 40 Arbeitsquartale (etwa 10 Jahre) angerechnet bekommt, den Daueraufenthalt aufgibt und die USA verlässt oder stirbt. Eine Scheidung beendet die Pflicht nicht. Der Einwanderer oder eine Behörde, die bestimmte bedarfsabhängige Leistungen gezahlt hat, kann den Bürgen verklagen.

USCIS verlangt für das Formular im Green-Card-Antrag {{fee-i864}}; in Konsularfällen zahlt man dem US-Außenministerium {{fee-nvc-affidavit}}.

**Nächster Schritt:** Prüfen Sie mit Document Review die Steuererklärungen, W-2-Formulare und Gehaltsabrechnungen, die zum I-864 gehören.`,
      },
    },
  },
  {
    id: 'k1-fiance-visa',
    topic: 'family',
    question: 'How does the K-1 fiancé(e) visa work?',
    phrasings: [
      'fiance visa process step by step',
      'I-129F how to bring my fiancee to the US',
      'k1 visa 90 days to get married',
      'can my girlfriend come to the us to marry me',
      'K-1 visa then green card steps',
    ],
    keywords: ['K-1', 'K-2', 'I-129F', 'fiancé', 'fiancee', 'fiance visa', '90 days', 'DS-160', 'I-134', 'I-485', 'marriage'],
    answer: `A **K-1 visa** lets the foreign fiancé(e) of a **U.S. citizen** come to the U.S. to marry and then apply for a green card here. Green card holders cannot use it.

**Steps**
1. The U.S. citizen files **Form I-129F** with USCIS ({{fee-i129f}}). You must both be free to marry, and you must usually have met in person within the 2 years before filing.
2. After approval, the case goes through the National Visa Center to a U.S. embassy or consulate. The fiancé(e) completes the online visa application, pays the State Department visa fee ({{fee-visa-k}}), has a medical exam and attends an interview.
3. After entering on the K-1, you must marry **each other** within {{k1-marriage-days}} days. There is no extension, and the K-1 cannot be changed to another status.
4. After the wedding, file **Form I-485** ({{fee-i485}}) with **Form I-864**. You can add **Form I-765** for a work permit ({{fee-i765-with-i485}}).

The fiancé(e)'s unmarried children under 21 can come on **K-2** visas under the same petition. If your marriage is less than {{conditional-residence-years}} years old when the green card is approved, the card is conditional.

If you do not marry within the {{k1-marriage-days}} days, the fiancé(e) should leave the U.S.; staying can lead to removal. If you are already married, use **Form I-130** instead.

**Next step:** run the Eligibility Check, then use Document Review for proof of your relationship and your meeting in person.`,
    sources: [
      {
        title: 'USCIS: Visas for Fiancé(e)s of U.S. Citizens',
        url: 'https://www.uscis.gov/family/family-of-us-citizens/visas-for-fiancees-of-us-citizens',
      },
      { title: 'USCIS: I-129F, Petition for Alien Fiancé(e)', url: 'https://www.uscis.gov/i-129f' },
      {
        title: 'U.S. Department of State: Nonimmigrant Visa for a Fiancé(e) (K-1)',
        url: 'https://travel.state.gov/content/travel/en/us-visas/immigrate/family-immigration/nonimmigrant-visa-for-a-fiance-k-1.html',
      },
    ],
    checkedOn: CHECKED,
    related: ['us-citizen-relatives-k3-or-cr1', 'married-us-citizen-forms', 'remove-conditions-i751'],
    translations: {
      es: {
        question: '¿Cómo funciona la visa K-1 de prometido o prometida?',
        phrasings: [
          'visa de prometida para casarme en Estados Unidos',
          'I-129F cómo traer a mi novia',
          'visa k1 90 días para casarse',
          'pasos de la K-1 a la green card',
        ],
        answer: `La **visa K-1** permite que el prometido o la prometida extranjera de un **ciudadano estadounidense** venga a EE. UU. a casarse y luego pida aquí la green card. Los residentes permanentes no pueden usarla.

**Pasos**
1. El ciudadano presenta el **Formulario I-129F** ante USCIS ({{fee-i129f}}). Ambos deben estar libres para casarse y, por lo general, haberse visto en persona en los 2 años anteriores a la petición.
2. Tras la aprobación, el caso pasa por el Centro Nacional de Visas (NVC) a una embajada o consulado de EE. UU. La persona prometida llena la solicitud de visa en línea, paga la tarifa de visa del Departamento de Estado ({{fee-visa-k}}), se hace el examen médico y va a la entrevista.
3. Después de entrar con la K-1, deben casarse **entre ustedes** en un plazo de {{k1-marriage-days}} días. No hay prórroga y la K-1 no se puede cambiar a otro estatus.
4. Después de la boda, presenten el **Formulario I-485** ({{fee-i485}}) con el **Formulario I-864**. Pueden añadir el **Formulario I-765** para el permiso de trabajo ({{fee-i765-with-i485}}).

Los hijos solteros menores de 21 años de la persona prometida pueden venir con visas **K-2** con la misma petición. Si el matrimonio tiene menos de {{conditional-residence-years}} años cuando se aprueba la green card, la tarjeta será condicional.

Si no se casan dentro de los {{k1-marriage-days}} días, la persona prometida debe salir de EE. UU.; quedarse puede llevar a la deportación. Si ya están casados, usen el **Formulario I-130**.

**Siguiente paso:** use el Eligibility Check y luego Document Review para las pruebas de su relación y de su encuentro en persona.`,
      },
      fr: {
        question: 'Comment fonctionne le visa de fiancé(e) K-1 ?',
        phrasings: [
          'visa de fiancée pour se marier aux États-Unis',
          'I-129F comment faire venir ma fiancée',
          'visa k1 90 jours pour se marier',
          'étapes du K-1 jusqu’à la carte verte',
        ],
        answer: `Le **visa K-1** permet au fiancé ou à la fiancée étranger d’un **citoyen américain** de venir aux États-Unis pour se marier, puis d’y demander la green card. Les titulaires d’une green card ne peuvent pas l’utiliser.

**Étapes**
1. Le citoyen américain dépose le **formulaire I-129F** auprès de l’USCIS ({{fee-i129f}}). Vous devez tous deux être libres de vous marier et, en général, vous être rencontrés en personne dans les 2 ans avant le dépôt.
2. Après approbation, le dossier passe par le National Visa Center (NVC) puis par une ambassade ou un consulat américain. La personne fiancée remplit la demande de visa en ligne, paie les frais de visa du Département d’État ({{fee-visa-k}}), passe l’examen médical et se présente à l’entretien.
3. Après l’entrée avec le K-1, vous devez vous marier **ensemble** dans les {{k1-marriage-days}} jours. Il n’y a pas de prolongation, et le K-1 ne peut pas être changé en un autre statut.
4. Après le mariage, déposez le **formulaire I-485** ({{fee-i485}}) avec le **formulaire I-864**. Vous pouvez ajouter le **formulaire I-765** pour un permis de travail ({{fee-i765-with-i485}}).

Les enfants célibataires de moins de 21 ans de la personne fiancée peuvent venir avec un visa **K-2** grâce à la même pétition. Si votre mariage a moins de {{conditional-residence-years}} ans lorsque la green card est approuvée, la carte est conditionnelle.

Si vous ne vous mariez pas dans les {{k1-marriage-days}} jours, la personne fiancée doit quitter les États-Unis ; rester peut mener à une expulsion. Si vous êtes déjà mariés, utilisez plutôt le **formulaire I-130**.

**Prochaine étape :** lancez l’Eligibility Check, puis utilisez Document Review pour les preuves de votre relation et de votre rencontre en personne.`,
      },
      de: {
        question: 'Wie funktioniert das K-1-Verlobtenvisum?',
        phrasings: [
          'Verlobtenvisum, um in den USA zu heiraten',
          'I-129F wie hole ich meine Verlobte in die USA',
          'K1 Visum 90 Tage zum Heiraten',
          'Schritte vom K-1 zur Green Card',
        ],
        answer: `Mit dem **K-1-Visum** kann der ausländische Verlobte oder die ausländische Verlobte eines **US-Bürgers** in die USA kommen, um zu heiraten, und danach hier die Green Card beantragen. Green-Card-Inhaber können es nicht nutzen.

**Schritte**
1. Der US-Bürger reicht **Formular I-129F** bei USCIS ein ({{fee-i129f}}). Sie müssen beide frei sein zu heiraten und sich in der Regel in den 2 Jahren vor dem Antrag persönlich getroffen haben.
2. Nach der Genehmigung geht der Fall über das National Visa Center (NVC) an eine US-Botschaft oder ein US-Konsulat. Die verlobte Person füllt den Online-Visumantrag aus, zahlt die Visumgebühr des US-Außenministeriums ({{fee-visa-k}}), lässt sich ärztlich untersuchen und geht zum Interview.
3. Nach der Einreise mit dem K-1 müssen Sie **einander** innerhalb von {{k1-marriage-days}} Tagen heiraten. Es gibt keine Verlängerung, und das K-1 kann nicht in einen anderen Status geändert werden.
4. Nach der Hochzeit reichen Sie **Formular I-485** ({{fee-i485}}) mit **Formular I-864** ein. Sie können **Formular I-765** für eine Arbeitserlaubnis hinzufügen ({{fee-i765-with-i485}}).

Unverheiratete Kinder der verlobten Person unter 21 können mit einem **K-2**-Visum über dieselbe Petition mitkommen. Ist Ihre Ehe bei Genehmigung der Green Card jünger als {{conditional-residence-years}} Jahre, ist die Karte bedingt.

Heiraten Sie nicht innerhalb der {{k1-marriage-days}} Tage, sollte die verlobte Person die USA verlassen; wer bleibt, riskiert die Abschiebung. Sind Sie bereits verheiratet, nutzen Sie stattdessen **Formular I-130**.

**Nächster Schritt:** Nutzen Sie den Eligibility Check und danach Document Review für die Nachweise Ihrer Beziehung und Ihres persönlichen Treffens.`,
      },
    },
  },
  {
    id: 'remove-conditions-i751',
    topic: 'green-card',
    question: 'How do I remove the conditions on my 2-year green card?',
    phrasings: [
      'I-751 when to file',
      'my conditional green card expires soon what do I do',
      'removing conditions on a marriage green card',
      'i751 filing window 90 days',
      'going from a 2 year green card to a 10 year card',
    ],
    keywords: [
      'I-751',
      'conditional resident',
      'CR1',
      'CR6',
      'removal of conditions',
      '2-year green card',
      'joint petition',
      'waiver',
      'extension letter',
      '48 months',
      'ROC',
    ],
    answer: `File **Form I-751** in the {{i751-window-days}} days before your conditional green card expires. You received a {{conditional-residence-years}}-year conditional card because your marriage was less than {{conditional-residence-years}} years old when you became a resident.

**Joint filing:** you and your spouse sign the petition together. Send evidence that you have lived as a real married couple, such as:
- a joint lease or mortgage and shared bills
- joint bank accounts, tax returns and insurance
- birth certificates of children born to you
- photos over time and letters from people who know you

**Filing alone (waiver):** if you divorced, were abused, or removal would cause extreme hardship, you can file without your spouse, and you do not have to wait for the {{i751-window-days}}-day window.

**Fee:** {{fee-i751}}, biometrics included.

**While you wait:** the receipt notice, shown with your card, extends your status for 48 months past the card's expiration date. Keep it with your card for work and travel. Processing can take a long time, and USCIS may call you for an interview.

**If you miss the deadline:** your resident status ends automatically and you may be sent to immigration court. If you are late, file as soon as possible with a letter explaining why; USCIS can accept a late petition for good cause.

**Next step:** set a Deadline Reminder for the start of your {{i751-window-days}}-day window, and use Document Review to organize your evidence.`,
    sources: [
      REMOVE_CONDITIONS,
      I751,
      {
        title: 'eCFR: 8 CFR 216.4, Joint petition to remove conditional basis of lawful permanent resident status',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-216/section-216.4',
      },
    ],
    checkedOn: CHECKED,
    related: ['conditional-card-divorce-waiver', 'green-card-expired', 'green-card-renewal-i90'],
    translations: {
      es: {
        question: '¿Cómo quito las condiciones de mi green card de 2 años?',
        phrasings: [
          'cuándo presento el I-751',
          'mi residencia condicional vence pronto, qué hago',
          'quitar las condiciones a la green card por matrimonio',
          'pasar de la tarjeta de 2 años a la de 10 años',
        ],
        answer: `Presente el **Formulario I-751** en los {{i751-window-days}} días antes de que venza su green card condicional. Recibió una tarjeta condicional de {{conditional-residence-years}} años porque su matrimonio tenía menos de {{conditional-residence-years}} años cuando se hizo residente.

**Petición conjunta:** usted y su cónyuge firman juntos. Envíe pruebas de que han vivido como un matrimonio real, por ejemplo:
- contrato de alquiler o hipoteca conjunta y cuentas compartidas
- cuentas bancarias, declaraciones de impuestos y seguros conjuntos
- actas de nacimiento de los hijos que tengan en común
- fotos a lo largo del tiempo y cartas de personas que los conocen

**Presentar solo (exención):** si se divorció, sufrió maltrato o su expulsión causaría un sufrimiento extremo, puede presentar sin su cónyuge y no tiene que esperar al plazo de {{i751-window-days}} días.

**Tarifa:** {{fee-i751}}, incluidos los datos biométricos.

**Mientras espera:** el aviso de recibo, junto con su tarjeta, extiende su estatus por 48 meses después de la fecha de vencimiento de la tarjeta. Llévelo con su tarjeta para trabajar y viajar. El trámite puede tardar mucho, y USCIS puede citarle a una entrevista.

**Si se le pasa el plazo:** su residencia termina automáticamente y pueden enviarle a la corte de inmigración. Si va tarde, presente cuanto antes con una carta que explique el motivo; USCIS puede aceptar una petición tardía si hay una buena razón.

**Siguiente paso:** active un Deadline Reminder para el inicio de su plazo de {{i751-window-days}} días y use Document Review para organizar sus pruebas.`,
      },
      fr: {
        question: 'Comment lever les conditions de ma green card de 2 ans ?',
        phrasings: [
          'quand déposer le I-751',
          'ma carte verte conditionnelle expire bientôt',
          'lever les conditions de la carte verte par mariage',
          'passer de la carte de 2 ans à celle de 10 ans',
        ],
        answer: `Déposez le **formulaire I-751** dans les {{i751-window-days}} jours qui précèdent l’expiration de votre green card conditionnelle. Vous avez reçu une carte conditionnelle de {{conditional-residence-years}} ans parce que votre mariage avait moins de {{conditional-residence-years}} ans quand vous êtes devenu résident.

**Dépôt conjoint :** vous et votre conjoint signez ensemble. Joignez des preuves que vous vivez comme un vrai couple marié, par exemple :
- un bail ou un prêt immobilier commun et des factures partagées
- des comptes bancaires, déclarations d’impôts et assurances communs
- les actes de naissance de vos enfants
- des photos prises au fil du temps et des lettres de proches

**Dépôt seul (dispense) :** en cas de divorce, de violences, ou si votre expulsion causerait un préjudice extrême, vous pouvez déposer sans votre conjoint, sans attendre la fenêtre de {{i751-window-days}} jours.

**Frais :** {{fee-i751}}, données biométriques comprises.

**Pendant l’attente :** l’avis de réception, présenté avec votre carte, prolonge votre statut de 48 mois après la date d’expiration de la carte. Gardez-le avec votre carte pour travailler et voyager. Le traitement peut être long, et l’USCIS peut vous convoquer à un entretien.

**Si vous ratez le délai :** votre statut de résident prend fin automatiquement et vous pouvez être renvoyé devant un juge de l’immigration. En cas de retard, déposez au plus vite avec une lettre d’explication ; l’USCIS peut accepter une pétition tardive pour un motif valable.

**Prochaine étape :** réglez un Deadline Reminder pour le début de votre fenêtre de {{i751-window-days}} jours et organisez vos preuves avec Document Review.`,
      },
      de: {
        question: 'Wie hebe ich die Bedingungen meiner 2-jährigen Green Card auf?',
        phrasings: [
          'wann reiche ich das I-751 ein',
          'meine bedingte Green Card läuft bald ab',
          'Bedingungen der Green Card nach Heirat aufheben',
          'von der 2-Jahres-Karte zur 10-Jahres-Karte',
        ],
        answer: `Reichen Sie **Formular I-751** in den {{i751-window-days}} Tagen vor Ablauf Ihrer bedingten Green Card ein. Sie haben eine bedingte Karte für {{conditional-residence-years}} Jahre erhalten, weil Ihre Ehe jünger als {{conditional-residence-years}} Jahre war, als Sie den Daueraufenthalt bekamen.

**Gemeinsamer Antrag:** Sie und Ihr Ehepartner unterschreiben zusammen. Schicken Sie Nachweise, dass Sie als echtes Ehepaar leben, zum Beispiel:
- gemeinsamer Mietvertrag oder Hypothek und gemeinsame Rechnungen
- gemeinsame Konten, Steuererklärungen und Versicherungen
- Geburtsurkunden gemeinsamer Kinder
- Fotos aus verschiedenen Zeiten und Briefe von Menschen, die Sie kennen

**Alleiniger Antrag (Waiver):** Nach einer Scheidung, bei Misshandlung oder wenn eine Abschiebung eine außergewöhnliche Härte wäre, können Sie ohne Ihren Ehepartner einreichen und müssen nicht auf das {{i751-window-days}}-Tage-Fenster warten.

**Gebühr:** {{fee-i751}}, biometrische Erfassung inklusive.

**Während Sie warten:** Die Eingangsbestätigung verlängert zusammen mit Ihrer Karte Ihren Status um 48 Monate über das Ablaufdatum hinaus. Bewahren Sie sie für Arbeit und Reisen bei der Karte auf. Die Bearbeitung kann lange dauern, und USCIS kann Sie zu einem Interview laden.

**Wenn Sie die Frist verpassen:** Ihr Daueraufenthaltsstatus endet automatisch, und Sie können vor ein Einwanderungsgericht kommen. Reichen Sie bei Verspätung so schnell wie möglich ein, mit einem Brief, der den Grund erklärt; USCIS kann einen verspäteten Antrag aus gutem Grund annehmen.

**Nächster Schritt:** Stellen Sie einen Deadline Reminder für den Beginn Ihres {{i751-window-days}}-Tage-Fensters ein und ordnen Sie Ihre Nachweise mit Document Review.`,
      },
    },
  },
  {
    id: 'green-card-renewal-i90',
    topic: 'green-card',
    question: 'How do I renew my 10-year green card?',
    phrasings: [
      'green card renewal form',
      'my permanent resident card expires in a few months',
      'i90 renewal fee',
      'when can I renew my green card',
      'renew my 10 year card online',
    ],
    keywords: [
      'I-90',
      'renewal',
      'renew',
      'permanent resident card',
      'PRC',
      'expiring green card',
      '36 months',
      'receipt notice',
      'biometrics',
      'online filing',
    ],
    answer: `File **Form I-90** if your {{green-card-validity-years}}-year green card has expired or will expire within {{i90-renewal-months}} months. The fee is {{fee-i90-online}} online or {{fee-i90-paper}} on paper, and biometrics are included.

**When not to use the I-90**
- If you have a **2-year conditional card**, do not renew it. File **Form I-751** to remove the conditions instead.
- If you have spent long periods outside the U.S. and may have abandoned your residence, get advice first.

**How it works**
1. File online with a USCIS account (cheaper and easy to track) or by mail.
2. Your receipt notice, shown with your expiring or expired card, extends the card's validity for 36 months from its expiration date. Use both for work and travel.
3. Go to your biometrics appointment if USCIS schedules one; USCIS may reuse your earlier fingerprints.
4. Your new card arrives by mail.

An expired card does not end your permanent resident status, but you must carry valid proof of status, and employers and airlines will ask for it. Applying for citizenship on **Form N-400** does not remove that duty.

**Next step:** set a Deadline Reminder {{i90-renewal-months}} months before your card expires, and add your receipt number to Track Applications.`,
    sources: [I90, REPLACE_CARD],
    checkedOn: CHECKED,
    related: ['green-card-expired', 'green-card-lost-stolen', 'remove-conditions-i751'],
    translations: {
      es: {
        question: '¿Cómo renuevo mi green card de 10 años?',
        phrasings: [
          'formulario para renovar la green card',
          'mi tarjeta de residente vence en unos meses',
          'cuánto cuesta el i90',
          'cuándo puedo renovar mi green card',
        ],
        answer: `Presente el **Formulario I-90** si su green card de {{green-card-validity-years}} años ya venció o vencerá dentro de {{i90-renewal-months}} meses. La tarifa es {{fee-i90-online}} en línea o {{fee-i90-paper}} en papel, con los datos biométricos incluidos.

**Cuándo no usar el I-90**
- Si tiene una **tarjeta condicional de 2 años**, no la renueve. Presente el **Formulario I-751** para quitar las condiciones.
- Si ha pasado largas temporadas fuera de EE. UU. y podría haber abandonado su residencia, pida asesoría primero.

**Cómo funciona**
1. Preséntelo en línea con una cuenta de USCIS (más barato y fácil de seguir) o por correo.
2. El aviso de recibo, junto con su tarjeta vencida o por vencer, extiende la validez de la tarjeta por 36 meses desde su fecha de vencimiento. Use ambos para trabajar y viajar.
3. Acuda a la cita de datos biométricos si USCIS se la programa; USCIS puede reutilizar sus huellas anteriores.
4. La nueva tarjeta le llega por correo.

Una tarjeta vencida no pone fin a su residencia permanente, pero usted debe llevar una prueba válida de su estatus, y los empleadores y las aerolíneas se la pedirán. Solicitar la ciudadanía con el **Formulario N-400** no le quita esa obligación.

**Siguiente paso:** active un Deadline Reminder {{i90-renewal-months}} meses antes del vencimiento de su tarjeta y agregue su número de recibo en Track Applications.`,
      },
      fr: {
        question: 'Comment renouveler ma green card de 10 ans ?',
        phrasings: [
          'formulaire pour renouveler la carte verte',
          'ma carte de résident expire dans quelques mois',
          'combien coûte le i90',
          'quand puis-je renouveler ma green card',
        ],
        answer: `Déposez le **formulaire I-90** si votre green card de {{green-card-validity-years}} ans a expiré ou expirera dans les {{i90-renewal-months}} mois. Les frais sont de {{fee-i90-online}} en ligne ou {{fee-i90-paper}} sur papier, données biométriques comprises.

**Quand ne pas utiliser le I-90**
- Si vous avez une **carte conditionnelle de 2 ans**, ne la renouvelez pas : déposez plutôt le **formulaire I-751** pour lever les conditions.
- Si vous avez passé de longues périodes hors des États-Unis et avez peut-être abandonné votre résidence, demandez conseil d’abord.

**Comment ça marche**
1. Déposez en ligne avec un compte USCIS (moins cher et facile à suivre) ou par courrier.
2. L’avis de réception, présenté avec votre carte expirée ou sur le point d’expirer, prolonge la validité de la carte de 36 mois après sa date d’expiration. Utilisez les deux pour travailler et voyager.
3. Présentez-vous au rendez-vous biométrique si l’USCIS en fixe un ; l’USCIS peut réutiliser vos anciennes empreintes.
4. La nouvelle carte arrive par courrier.

Une carte expirée ne met pas fin à votre statut de résident permanent, mais vous devez porter une preuve valide de ce statut, et employeurs et compagnies aériennes vous la demanderont. Demander la naturalisation avec le **formulaire N-400** ne vous dispense pas de cette obligation.

**Prochaine étape :** réglez un Deadline Reminder {{i90-renewal-months}} mois avant l’expiration de votre carte et ajoutez votre numéro de reçu dans Track Applications.`,
      },
      de: {
        question: 'Wie verlängere ich meine 10-jährige Green Card?',
        phrasings: [
          'Formular zur Verlängerung der Green Card',
          'meine Green Card läuft in ein paar Monaten ab',
          'was kostet das I-90',
          'wann kann ich meine Green Card erneuern',
        ],
        answer: `Reichen Sie **Formular I-90** ein, wenn Ihre {{green-card-validity-years}}-jährige Green Card abgelaufen ist oder innerhalb von {{i90-renewal-months}} Monaten abläuft. Die Gebühr beträgt {{fee-i90-online}} online oder {{fee-i90-paper}} auf Papier, biometrische Erfassung inklusive.

**Wann Sie das I-90 nicht nutzen**
- Mit einer **bedingten 2-Jahres-Karte** verlängern Sie nicht, sondern reichen **Formular I-751** ein, um die Bedingungen aufzuheben.
- Wenn Sie lange außerhalb der USA waren und Ihren Wohnsitz aufgegeben haben könnten, lassen Sie sich zuerst beraten.

**So funktioniert es**
1. Online über ein USCIS-Konto (günstiger und leicht zu verfolgen) oder per Post einreichen.
2. Die Eingangsbestätigung verlängert zusammen mit Ihrer ablaufenden oder abgelaufenen Karte deren Gültigkeit um 36 Monate ab dem Ablaufdatum. Nutzen Sie beides für Arbeit und Reisen.
3. Gehen Sie zum Biometrie-Termin, falls USCIS einen ansetzt; USCIS kann frühere Fingerabdrücke wiederverwenden.
4. Die neue Karte kommt per Post.

Eine abgelaufene Karte beendet Ihren Daueraufenthaltsstatus nicht, aber Sie müssen einen gültigen Nachweis bei sich tragen, und Arbeitgeber und Fluggesellschaften verlangen ihn. Ein Einbürgerungsantrag auf **Formular N-400** hebt diese Pflicht nicht auf.

**Nächster Schritt:** Stellen Sie einen Deadline Reminder {{i90-renewal-months}} Monate vor Ablauf Ihrer Karte ein und tragen Sie Ihre Eingangsnummer in Track Applications ein.`,
      },
    },
  },
  {
    id: 'green-card-validity',
    topic: 'green-card',
    question: 'How long is a green card valid?',
    phrasings: [
      'how many years is a green card good for',
      'does a permanent resident card have an expiration date',
      '2 year vs 10 year green card',
      'is a green card valid for life',
      'when does my green card run out',
      'what does the expiration date on my green card mean',
    ],
    keywords: [
      'green card validity',
      'valid',
      'expiration date',
      '10-year card',
      '2-year card',
      'conditional green card',
      'permanent resident card',
      'PRC',
      'I-551',
      'I-90',
      'I-751',
      'I-829',
      'EB-5',
      'renewal',
    ],
    answer: `Most green cards are valid for **{{green-card-validity-years}} years**. If you became a resident through a marriage that was less than {{conditional-residence-years}} years old, or through an EB-5 investment, you get a **conditional** card valid for **{{conditional-residence-years}} years**. The expiration date is printed on the front of the card.

**{{green-card-validity-years}}-year card**
- Your permanent resident status does **not** end when the card expires. Only the card, your proof of status, does.
- The law still requires you to carry valid proof, so renew it with **Form I-90** ({{fee-i90-online}} online or {{fee-i90-paper}} on paper) when it has expired or will expire within {{i90-renewal-months}} months.

**{{conditional-residence-years}}-year conditional card**
- It is not renewed with the I-90. To keep your status, file **Form I-751** ({{fee-i751}}) in the {{i751-window-days}} days before the card expires; investors file **Form I-829** in the same window.
- If you miss that deadline, your permanent resident status can end automatically.
- Once the conditions are removed, you receive a {{green-card-validity-years}}-year card.

**While your filing is pending:** the I-90 or I-751 receipt notice, shown with your card, extends the card's validity for the period printed on the notice. Keep both together for work and travel.

**What the date does not mean:** the expiration date is not a limit on how long you may live in the U.S. Permanent residence can still be lost in other ways, for example by living outside the U.S. for long periods (abandonment), which is a separate question with its own rules.

**Next step:** save your card's expiration date in Deadline Reminders, so you file the I-90 or I-751 at the right time.`,
    sources: [
      REPLACE_CARD,
      {
        title: 'USCIS: Conditional Permanent Residence',
        url: 'https://www.uscis.gov/green-card/after-we-grant-your-green-card/conditional-permanent-residence',
      },
      {
        title: 'eCFR: 8 CFR 264.5, Application for a replacement Permanent Resident Card',
        url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-264/section-264.5',
      },
    ],
    checkedOn: '2026-11-30',
    related: ['green-card-renewal-i90', 'remove-conditions-i751', 'long-trips-green-card'],
    translations: {
      es: {
        question: '¿Cuánto tiempo es válida una green card?',
        phrasings: [
          'cuantos años dura la green card',
          'la tarjeta de residente tiene fecha de vencimiento',
          'green card de 2 años o de 10 años',
          'la residencia permanente es para siempre',
        ],
        answer: `La mayoría de las green cards son válidas por **{{green-card-validity-years}} años**. Si obtuvo la residencia por un matrimonio de menos de {{conditional-residence-years}} años, o por una inversión EB-5, recibe una tarjeta **condicional** válida por **{{conditional-residence-years}} años**. La fecha de vencimiento aparece en el frente de la tarjeta.

**Tarjeta de {{green-card-validity-years}} años**
- Su residencia permanente **no** termina cuando vence la tarjeta. Solo vence la tarjeta, que es su prueba de estatus.
- Aun así, la ley le exige llevar una prueba válida, así que renuévela con el **Formulario I-90** ({{fee-i90-online}} en línea o {{fee-i90-paper}} en papel) cuando haya vencido o vaya a vencer dentro de {{i90-renewal-months}} meses.

**Tarjeta condicional de {{conditional-residence-years}} años**
- No se renueva con el I-90. Para conservar su estatus, presente el **Formulario I-751** ({{fee-i751}}) en los {{i751-window-days}} días antes de que venza la tarjeta; los inversionistas presentan el **Formulario I-829** en el mismo plazo.
- Si deja pasar ese plazo, su residencia puede terminar automáticamente.
- Una vez quitadas las condiciones, recibe una tarjeta de {{green-card-validity-years}} años.

**Mientras su trámite está pendiente:** el aviso de recibo del I-90 o del I-751, junto con su tarjeta, extiende la validez de la tarjeta por el plazo que indica el aviso. Lleve los dos juntos para trabajar y viajar.

**Lo que la fecha no significa:** la fecha de vencimiento no limita cuánto tiempo puede vivir en EE. UU. La residencia sí se puede perder de otras maneras, por ejemplo al vivir fuera del país durante largos periodos (abandono), que es otra cuestión con sus propias reglas.

**Siguiente paso:** guarde la fecha de vencimiento de su tarjeta en Deadline Reminders para presentar el I-90 o el I-751 a tiempo.`,
      },
      fr: {
        question: 'Combien de temps une green card est-elle valable ?',
        phrasings: [
          'combien d’années dure la carte verte',
          'la carte de résident permanent a-t-elle une date d’expiration',
          'carte verte de 2 ans ou de 10 ans',
          'la green card est-elle valable à vie',
        ],
        answer: `La plupart des green cards sont valables **{{green-card-validity-years}} ans**. Si vous êtes devenu résident grâce à un mariage de moins de {{conditional-residence-years}} ans, ou grâce à un investissement EB-5, vous recevez une carte **conditionnelle** valable **{{conditional-residence-years}} ans**. La date d’expiration figure au recto de la carte.

**Carte de {{green-card-validity-years}} ans**
- Votre statut de résident permanent **ne prend pas fin** à l’expiration de la carte. Seule la carte, qui prouve votre statut, expire.
- La loi vous oblige tout de même à porter une preuve valide : renouvelez-la avec le **formulaire I-90** ({{fee-i90-online}} en ligne ou {{fee-i90-paper}} sur papier) lorsqu’elle a expiré ou expirera dans les {{i90-renewal-months}} mois.

**Carte conditionnelle de {{conditional-residence-years}} ans**
- Elle ne se renouvelle pas avec le I-90. Pour garder votre statut, déposez le **formulaire I-751** ({{fee-i751}}) dans les {{i751-window-days}} jours qui précèdent son expiration ; les investisseurs déposent le **formulaire I-829** dans le même délai.
- Si vous laissez passer ce délai, votre statut peut prendre fin automatiquement.
- Une fois les conditions levées, vous recevez une carte de {{green-card-validity-years}} ans.

**Pendant le traitement :** l’avis de réception du I-90 ou du I-751, présenté avec votre carte, prolonge la validité de celle-ci pour la durée indiquée sur l’avis. Gardez les deux ensemble pour travailler et voyager.

**Ce que la date ne veut pas dire :** la date d’expiration ne limite pas la durée pendant laquelle vous pouvez vivre aux États-Unis. La résidence peut toutefois se perdre autrement, par exemple en vivant longtemps hors du pays (abandon de résidence), une question distincte avec ses propres règles.

**Prochaine étape :** enregistrez la date d’expiration de votre carte dans Deadline Reminders pour déposer le I-90 ou le I-751 au bon moment.`,
      },
      de: {
        question: 'Wie lange ist eine Green Card gültig?',
        phrasings: [
          'wie viele Jahre gilt die Green Card',
          'hat die Green Card ein Ablaufdatum',
          'Green Card 2 Jahre oder 10 Jahre',
          'gilt die Green Card lebenslang',
        ],
        answer: `Die meisten Green Cards sind **{{green-card-validity-years}} Jahre** gültig. Wer den Daueraufenthalt über eine Ehe erhalten hat, die jünger als {{conditional-residence-years}} Jahre war, oder über eine EB-5-Investition, bekommt eine **bedingte** Karte, die **{{conditional-residence-years}} Jahre** gilt. Das Ablaufdatum steht auf der Vorderseite der Karte.

**{{green-card-validity-years}}-Jahres-Karte**
- Ihr Daueraufenthaltsstatus endet **nicht**, wenn die Karte abläuft. Nur die Karte, Ihr Nachweis des Status, läuft ab.
- Das Gesetz verlangt trotzdem, dass Sie einen gültigen Nachweis bei sich tragen. Verlängern Sie die Karte daher mit **Formular I-90** ({{fee-i90-online}} online oder {{fee-i90-paper}} auf Papier), wenn sie abgelaufen ist oder innerhalb von {{i90-renewal-months}} Monaten abläuft.

**Bedingte {{conditional-residence-years}}-Jahres-Karte**
- Sie wird nicht mit dem I-90 verlängert. Um Ihren Status zu behalten, reichen Sie **Formular I-751** ({{fee-i751}}) in den {{i751-window-days}} Tagen vor Ablauf der Karte ein; Investoren reichen im selben Zeitraum **Formular I-829** ein.
- Verpassen Sie diese Frist, kann Ihr Status automatisch enden.
- Sind die Bedingungen aufgehoben, erhalten Sie eine {{green-card-validity-years}}-Jahres-Karte.

**Während der Bearbeitung:** Die Eingangsbestätigung für das I-90 oder I-751 verlängert zusammen mit Ihrer Karte deren Gültigkeit um den Zeitraum, der auf der Bestätigung steht. Tragen Sie beides für Arbeit und Reisen zusammen bei sich.

**Was das Datum nicht bedeutet:** Das Ablaufdatum begrenzt nicht, wie lange Sie in den USA leben dürfen. Der Daueraufenthalt kann aber auf andere Weise verloren gehen, zum Beispiel durch lange Aufenthalte außerhalb der USA (Aufgabe des Wohnsitzes); das ist eine eigene Frage mit eigenen Regeln.

**Nächster Schritt:** Speichern Sie das Ablaufdatum Ihrer Karte in Deadline Reminders, damit Sie das I-90 oder I-751 rechtzeitig einreichen.`,
      },
    },
  },
  {
    id: 'i485-fee',
    topic: 'fees',
    question: 'How much does Form I-485 cost?',
    phrasings: [
      'i485 filing fee',
      'how much is the green card application fee',
      'adjustment of status fee for my child',
      'is biometrics included in the I-485 fee',
      'do I pay separately for the work permit with my i485',
      'can I get a fee waiver for the I-485',
    ],
    keywords: [
      'I-485',
      'fee',
      'filing fee',
      'adjustment of status fee',
      'green card fee',
      'cost',
      'price',
      'child under 14',
      'biometrics',
      'I-765',
      'I-131',
      'I-693',
      'fee waiver',
      'fee exemption',
      'I-912',
      'G-1055',
    ],
    answer: `The **Form I-485** filing fee is **{{fee-i485}}** for applicants 14 and older, and **{{fee-i485-child}}** for a child under 14 who files together with a parent's I-485. Each person applying needs their own I-485 and fee.

**What the fee includes**
- Biometrics (fingerprints and photo). There is no separate biometrics fee.
- **Form I-864**, the affidavit of support: the USCIS fee is {{fee-i864}} when it is filed with your I-485.

**What you pay separately**
- **Form I-765** for a work permit: {{fee-i765-with-i485}} when filed with or after the I-485.
- **Form I-131** for travel permission (advance parole): {{fee-i131-paper}} on paper.
- **Form I-130**, if your relative files it together with your I-485: {{fee-i130-paper}} on paper.
- **Form I-693**, the medical exam: you pay the civil surgeon, who sets the price. USCIS charges nothing for the form.

Since April 1, 2024, the work permit and travel document are no longer included in the I-485 fee.

**Fee waivers and exemptions**
Most family-based and employment-based applicants cannot get a fee waiver. Refugees adjusting status pay no fee, and some humanitarian applicants (for example VAWA self-petitioners, T and U visa holders and some Special Immigrant Juveniles) are exempt or can ask for a waiver with **Form I-912**. Check the fee schedule (**Form G-1055**) for your category.

**Good to know**
- A wrong amount gets the whole package rejected. Since October 28, 2025, USCIS generally no longer accepts checks or money orders; pay with **Form G-1450** (card) or **Form G-1650** (bank account).
- The fee is generally not refunded if the application is denied.

**Next step:** confirm each amount on the G-1055 on the day you file, then check your package with Document Review.`,
    sources: [
      I485,
      { title: 'USCIS: Fee Schedule (Form G-1055)', url: 'https://www.uscis.gov/g-1055' },
      { title: 'eCFR: 8 CFR 106.2, Fees', url: 'https://www.ecfr.gov/current/title-8/chapter-I/subchapter-B/part-106/section-106.2' },
    ],
    checkedOn: '2026-11-30',
    related: ['fee-waiver-i912', 'medical-exam-i693', 'work-while-green-card-pending'],
    translations: {
      es: {
        question: '¿Cuánto cuesta el Formulario I-485?',
        phrasings: [
          'cuanto cuesta la solicitud de green card',
          'precio del i485 para un niño',
          'la tarifa del I-485 incluye las huellas',
          'hay exencion de pago para el i-485',
        ],
        answer: `La tarifa del **Formulario I-485** es **{{fee-i485}}** para solicitantes de 14 años o más, y **{{fee-i485-child}}** para un niño menor de 14 años que lo presenta junto con el I-485 de uno de sus padres. Cada solicitante necesita su propio I-485 y paga su propia tarifa.

**Qué incluye la tarifa**
- Los datos biométricos (huellas y foto). No hay una tarifa biométrica aparte.
- **Formulario I-864**, la declaración de patrocinio: la tarifa de USCIS es {{fee-i864}} cuando se presenta con su I-485.

**Qué se paga aparte**
- **Formulario I-765** para el permiso de trabajo: {{fee-i765-with-i485}} si se presenta con el I-485 o después.
- **Formulario I-131** para el permiso de viaje (advance parole): {{fee-i131-paper}} en papel.
- **Formulario I-130**, si su familiar lo presenta junto con su I-485: {{fee-i130-paper}} en papel.
- **Formulario I-693**, el examen médico: se le paga al cirujano civil, que fija el precio. USCIS no cobra nada por el formulario.

Desde el 1 de abril de 2024, el permiso de trabajo y el de viaje ya no están incluidos en la tarifa del I-485.

**Exenciones de pago**
La mayoría de los solicitantes por familia o por empleo no pueden obtener una exención de la tarifa. Los refugiados que ajustan su estatus no pagan, y algunos solicitantes humanitarios (por ejemplo, autopeticionarios de VAWA, titulares de visas T y U y algunos jóvenes con estatus especial de inmigrante, SIJ) están exentos o pueden pedir la exención con el **Formulario I-912**. Consulte la tabla de tarifas (**Formulario G-1055**) para su categoría.

**Conviene saber**
- Un monto equivocado hace que rechacen todo el paquete. Desde el 28 de octubre de 2025, USCIS por lo general ya no acepta cheques ni giros postales; pague con el **Formulario G-1450** (tarjeta) o el **Formulario G-1650** (cuenta bancaria).
- Por lo general, la tarifa no se devuelve si le niegan la solicitud.

**Siguiente paso:** confirme cada monto en el G-1055 el día que presente y luego revise su paquete con Document Review.`,
      },
      fr: {
        question: 'Combien coûte le formulaire I-485 ?',
        phrasings: [
          'frais du i485',
          'prix de la demande de carte verte aux États-Unis',
          'frais I-485 pour un enfant de moins de 14 ans',
          'peut-on être exonéré des frais du I-485',
        ],
        answer: `Les frais du **formulaire I-485** sont de **{{fee-i485}}** pour les demandeurs de 14 ans et plus, et de **{{fee-i485-child}}** pour un enfant de moins de 14 ans qui dépose avec le I-485 d’un parent. Chaque demandeur dépose son propre I-485 et paie ses propres frais.

**Ce que les frais comprennent**
- Les données biométriques (empreintes et photo) : il n’y a pas de frais biométriques à part.
- Le **formulaire I-864**, l’engagement de soutien financier : les frais USCIS sont de {{fee-i864}} lorsqu’il est déposé avec votre I-485.

**Ce qui se paie à part**
- **Formulaire I-765** pour le permis de travail : {{fee-i765-with-i485}} s’il est déposé avec le I-485 ou après.
- **Formulaire I-131** pour l’autorisation de voyager (advance parole) : {{fee-i131-paper}} sur papier.
- **Formulaire I-130**, si votre proche le dépose avec votre I-485 : {{fee-i130-paper}} sur papier.
- **Formulaire I-693**, l’examen médical : vous payez le médecin agréé (civil surgeon), qui fixe son prix. L’USCIS ne facture rien pour ce formulaire.

Depuis le 1er avril 2024, le permis de travail et l’autorisation de voyager ne sont plus compris dans les frais du I-485.

**Exonérations et dispenses**
La plupart des demandeurs par la famille ou par l’emploi ne peuvent pas obtenir d’exonération. Les réfugiés qui font un ajustement de statut ne paient rien, et certains demandeurs humanitaires (par exemple les auto-pétitionnaires VAWA, les titulaires de visas T et U et certains mineurs SIJ) en sont dispensés ou peuvent demander une exonération avec le **formulaire I-912**. Vérifiez le barème (**formulaire G-1055**) pour votre catégorie.

**Bon à savoir**
- Un montant erroné fait rejeter tout le dossier. Depuis le 28 octobre 2025, l’USCIS n’accepte en général plus les chèques ni les mandats ; payez avec le **formulaire G-1450** (carte) ou le **formulaire G-1650** (compte bancaire).
- Les frais ne sont en général pas remboursés si la demande est refusée.

**Prochaine étape :** vérifiez chaque montant sur le G-1055 le jour du dépôt, puis contrôlez votre dossier avec Document Review.`,
      },
      de: {
        question: 'Wie viel kostet das Formular I-485?',
        phrasings: [
          'Gebühr für das I485',
          'was kostet der Green-Card-Antrag in den USA',
          'I-485 Gebühr für ein Kind unter 14',
          'gibt es einen Gebührenerlass für das I-485',
        ],
        answer: `Die Gebühr für das **Formular I-485** beträgt **{{fee-i485}}** für Antragsteller ab 14 Jahren und **{{fee-i485-child}}** für ein Kind unter 14, das zusammen mit dem I-485 eines Elternteils einreicht. Jede Person braucht ein eigenes I-485 und zahlt eine eigene Gebühr.

**Was die Gebühr umfasst**
- Die biometrische Erfassung (Fingerabdrücke und Foto). Eine eigene Biometriegebühr gibt es nicht.
- **Formular I-864**, die Unterhaltsverpflichtung: Die USCIS-Gebühr beträgt {{fee-i864}}, wenn es mit Ihrem I-485 eingereicht wird.

**Was Sie extra zahlen**
- **Formular I-765** für die Arbeitserlaubnis: {{fee-i765-with-i485}}, wenn es mit oder nach dem I-485 eingereicht wird.
- **Formular I-131** für die Reiseerlaubnis (Advance Parole): {{fee-i131-paper}} auf Papier.
- **Formular I-130**, wenn Ihr Angehöriger es zusammen mit Ihrem I-485 einreicht: {{fee-i130-paper}} auf Papier.
- **Formular I-693**, die ärztliche Untersuchung: Sie bezahlen den Civil Surgeon, der den Preis selbst festlegt. USCIS verlangt für das Formular nichts.

Seit dem 1. April 2024 sind Arbeitserlaubnis und Reisedokument nicht mehr in der I-485-Gebühr enthalten.

**Gebührenerlass und Befreiungen**
Die meisten Antragsteller über Familie oder Arbeit können keinen Gebührenerlass bekommen. Flüchtlinge, die ihren Status anpassen, zahlen nichts, und manche humanitären Antragsteller (etwa VAWA-Selbstantragsteller, Inhaber von T- und U-Visa und manche Special Immigrant Juveniles) sind befreit oder können mit **Formular I-912** einen Erlass beantragen. Prüfen Sie die Gebührentabelle (**Formular G-1055**) für Ihre Kategorie.

**Gut zu wissen**
- Ein falscher Betrag führt dazu, dass das ganze Paket zurückgewiesen wird. Seit dem 28. Oktober 2025 nimmt USCIS in der Regel keine Schecks oder Zahlungsanweisungen mehr an; zahlen Sie mit **Formular G-1450** (Karte) oder **Formular G-1650** (Bankkonto).
- Die Gebühr wird in der Regel nicht erstattet, wenn der Antrag abgelehnt wird.

**Nächster Schritt:** Prüfen Sie am Tag der Einreichung jeden Betrag in der G-1055 und kontrollieren Sie Ihr Paket dann mit Document Review.`,
      },
    },
  },
];

export const FAMILY_CARDS: readonly KnowledgeCardSeed[] = [...translatedCards, ...otherCards];
