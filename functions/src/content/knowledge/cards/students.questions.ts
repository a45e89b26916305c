// Questions a real applicant might type, each with the student card that should answer it. The retrieval tests ask
// them; none repeats a card's own question or phrasings.
import type { CardQuestion } from '../../types';

export const STUDENT_QUESTIONS: readonly CardQuestion[] = [
  { ask: 'can I work on F1', card: 'f1-work-rules' },
  { ask: 'my opt expires in june and my employer filed my h1b in april, am i still allowed to work', card: 'opt-cap-gap' },
  { ask: 'how much does the i765 cost for optional practical training', card: 'opt-basics' },
  { ask: 'stem opt extention, my employer has to be on e-verify?', card: 'stem-opt' },
  { ask: 'how much is the sevis fee for a j1 intern', card: 'sevis-fee-i901' },
  { ask: 'i539 to change from tourist to student', card: 'b2-to-student' },
  { ask: 'my scool terminated my sevis because I missed a semester', card: 'f1-reinstatement' },
  { ask: 'I got a job offer but the OPT card has not come in the mail yet', card: 'opt-while-waiting-ead' },
  { ask: 'can I fly home for christmas with an expired student visa stamp', card: 'f1-travel-reentry', also: ['visa-vs-status'] },
  { ask: 'I was a Fulbright scholar on J-1, can I apply for a green card now', card: 'j1-two-year-rule' },
  { ask: 'my wife is on F2 and wants a job at a cafe', card: 'f2-dependents' },
  { ask: '¿Qué pasa con mi permiso de trabajo si mi H-1B sigue en trámite cuando se acaba el OPT?', card: 'opt-cap-gap' },
  { ask: 'Est-ce que je peux faire un stage rémunéré pendant mon master avec un visa F-1 ?', card: 'cpt-basics' },
  { ask: 'Wie viele Tage habe ich nach dem Masterabschluss, bevor ich die USA verlassen muss?', card: 'f1-grace-period' },
  { ask: 'is it ok to work 25 hours a week at the campus library during the semester', card: 'f1-on-campus-work' },
  {
    ask: 'I want to switch to a different university after my first year on F1, does my sevis record go with me',
    card: 'f1-transfer-schools',
  },
  { ask: 'can I take all my classes online this semester and keep my student status', card: 'f1-full-course-of-study' },
  { ask: 'my birth date on the i20 doesnt match my pasport', card: 'i20-explained' },
  {
    ask: 'my company will register me for the h1b lottery next march while im on stem opt, how does the switch from student status work',
    card: 'f1-to-h1b-change',
  },
  { ask: 'can i drive for uber on weekends with my student visa', card: 'f1-work-rules' },
  { ask: 'what is a PDSO', card: 'dso-role' },
  { ask: 'my employer cut my salary during stem opt, do i have to tell my dso', card: 'stem-opt-reporting' },
  { ask: 'does my J-2 son need to pay the i901 fee too', card: 'sevis-fee-i901' },
  { ask: 'is data science on the stem list for the extension', card: 'stem-opt' },
  { ask: 'can i stay in the us on my f1 for a few weeks after graduation before flying home', card: 'f1-grace-period' },
  { ask: 'Mi jefe quiere que empiece el lunes pero todavia no me aprueban el OPT, ¿puedo ir a trabajar?', card: 'opt-while-waiting-ead' },
  { ask: 'Vine con una J-1 para hacer la residencia medica, ¿tengo que volver a mi país por dos años?', card: 'j1-two-year-rule' },
  { ask: 'Estudio cocina con visa M-1, ¿puedo trabajar cuando termine el curso?', card: 'm1-vocational-students' },
  { ask: 'Mi esposa vino conmigo con F-2, ¿puede inscribirse en una carrera universitaria de tiempo completo?', card: 'f2-dependents' },
  { ask: 'Soy medico con visa J-1 y un hospital en Texas me quiere contratar, ¿como pido el Conrad 30?', card: 'j1-waiver' },
  { ask: 'Me falta un semestre para terminar la tesis y mi I-20 vence en mayo, ¿qué tengo que hacer?', card: 'f1-program-extension' },
  {
    ask: "Je suis en OPT et je n'ai toujours pas trouvé de travail, au bout de combien de jours est-ce que je perds mon statut ?",
    card: 'opt-unemployment-limit',
  },
  { ask: "Ma signature de voyage sur l'I-20 a plus d'un an, est-ce que je peux rentrer aux États-Unis avec ?", card: 'f1-travel-reentry' },
  { ask: "Je finis mon master en décembre, à partir de quand je peux envoyer ma demande d'OPT ?", card: 'opt-basics' },
  {
    ask: 'Ich habe ohne Genehmigung nur zwei Kurse belegt und bin jetzt out of status, kann ich die Wiederherstellung beantragen?',
    card: 'f1-reinstatement',
  },
  { ask: 'Welche Unterlagen brauche ich für das Interview zum F1 Studentenvisum in der Botschaft?', card: 'f1-visa-application' },
];
