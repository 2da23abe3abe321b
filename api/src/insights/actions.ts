import type { InsightAction } from '@hearth/contracts/insights';

/**
 * What an administrator can do, written for hospice teams in our own words (docs/insights.md).
 * Each action names where the idea comes from, so that a leader can read further. Insights pick
 * from here by topic; nothing is generated.
 */
const SOURCES = {
  surgeonGeneral: 'U.S. Surgeon General, "Addressing Health Worker Burnout" (advisory, 2022)',
  academies:
    'National Academies of Sciences, Engineering, and Medicine, "Taking Action Against Clinician Burnout: ' +
    'A Systems Approach to Professional Well-Being" (2019)',
  shanafelt:
    'Shanafelt and Noseworthy, "Executive Leadership and Physician Well-being: Nine Organizational Strategies ' +
    'to Promote Engagement and Reduce Burnout", Mayo Clinic Proceedings (2017)',
  kearney: 'Kearney et al., "Self-care of Physicians Caring for Patients at the End of Life", JAMA (2009)',
  maslach:
    'Maslach and Leiter, "Understanding the burnout experience: recent research and its implications for ' +
    'psychiatry", World Psychiatry (2016)',
  schwartz: 'The Schwartz Center for Compassionate Healthcare, Schwartz Rounds',
  remindersGuide: "Hearth's help: Configuring Reminders (/tutorials#configuring-reminders)",
  thresholdGuide: "Hearth's help: Reading Dashboard Data (/tutorials#reading-dashboard-data)",
} as const;

export type ActionTopic =
  | 'on_call'
  | 'documentation'
  | 'grief'
  | 'team_support'
  | 'meaning'
  | 'high_risk'
  | 'participation'
  | 'hidden_rounds';

const LIBRARY: Record<ActionTopic, InsightAction[]> = {
  on_call: [
    {
      id: 'on-call-rota',
      text:
        'Review the on-call rota: count the nights and weekends each nurse covered this month, spread them ' +
        'evenly, and give a lighter next day after a night with visits.',
      source: SOURCES.surgeonGeneral,
    },
    {
      id: 'on-call-backup',
      text:
        'Name a second person on call for the busiest nights (several admissions or deaths at once), so no one ' +
        'carries a crisis night alone.',
      source: SOURCES.academies,
    },
  ],
  documentation: [
    {
      id: 'documentation-time',
      text:
        'Protect charting time inside the shift (for example the last hour of the day with no new visits), ' +
        'so visit notes are not finished at home in the evening.',
      source: SOURCES.academies,
    },
    {
      id: 'documentation-trim',
      text:
        'Ask the team which fields and forms they fill in twice or never use, and remove them: every minute ' +
        'of after-hours documentation saved is a minute of rest.',
      source: SOURCES.surgeonGeneral,
    },
  ],
  grief: [
    {
      id: 'grief-debrief',
      text:
        'After a hard death or several deaths in a week, hold a short debrief or remembrance: name the patients, ' +
        'let people say what stayed with them, and close with what went well in their care.',
      source: SOURCES.kearney,
    },
    {
      id: 'grief-rounds',
      text:
        'Make room each month for the team to talk about the emotional side of the work, not the clinical one, ' +
        'in the style of Schwartz Rounds; invite the chaplain and social workers to lead.',
      source: SOURCES.schwartz,
    },
  ],
  team_support: [
    {
      id: 'support-huddle',
      text:
        'Start a short weekly huddle where leaders ask what got in the way this week and report back on what ' +
        'they changed since the last one.',
      source: SOURCES.shanafelt,
    },
    {
      id: 'support-leader-visits',
      text:
        'Have a leader join field visits or ride-alongs each month, and ask staff directly what support they ' +
        'are missing; support from leaders is one of the strongest protections against burnout.',
      source: SOURCES.maslach,
    },
  ],
  meaning: [
    {
      id: 'meaning-share-thanks',
      text:
        "Share families' thank-you notes and good outcomes at team meetings, so everyone sees the difference " +
        'their care made, not only what went wrong.',
      source: SOURCES.kearney,
    },
    {
      id: 'meaning-protect-core',
      text:
        'Ask each discipline which task takes them furthest from patients and families, and move or cut one of ' +
        'them: time for the work people find meaningful protects against burnout.',
      source: SOURCES.shanafelt,
    },
  ],
  high_risk: [
    {
      id: 'high-risk-everyone',
      text:
        'Answers are anonymous, so reach out to the whole team: remind everyone of the employee assistance ' +
        'programme and 988, and say when leaders are available to talk in private.',
      source: SOURCES.surgeonGeneral,
    },
    {
      id: 'high-risk-load',
      text:
        'Look at caseloads and visit counts for the past weeks and lighten the heaviest ones now, before ' +
        'waiting for next week’s numbers.',
      source: SOURCES.academies,
    },
  ],
  participation: [
    {
      id: 'participation-you-said',
      text:
        'Tell staff what changed because of their answers ("you said, we did"): people keep answering when ' +
        'they see that it leads somewhere.',
      source: SOURCES.shanafelt,
    },
    {
      id: 'participation-timing',
      text:
        'Move the check-in to a time when fewer people are on visits, and keep automatic reminders on so that ' +
        'those in the field get a second chance.',
      source: SOURCES.remindersGuide,
    },
  ],
  hidden_rounds: [
    {
      id: 'hidden-rounds-threshold',
      text:
        'Results appear only from your anonymity minimum of answers. Encourage answers for the next round; ' +
        'a lower minimum in Settings applies only to rounds that close after the change.',
      source: SOURCES.thresholdGuide,
    },
  ],
};

export function actionsFor(...topics: ActionTopic[]): InsightAction[] {
  return topics.flatMap((topic) => LIBRARY[topic]);
}

/**
 * The actions in Spanish, for the assistant's answers to questions asked in Spanish (the dashboard's
 * card is in English, as the administrator screens are).
 */
const SPANISH: Record<string, string> = {
  'on-call-rota':
    'Revise el rol de guardias: cuente las noches y fines de semana que cubrió cada enfermera este mes, ' +
    'repártalos por igual y dé un día siguiente más ligero después de una noche con visitas.',
  'on-call-backup':
    'Nombre a una segunda persona de guardia para las noches más cargadas (varios ingresos o muertes a la vez), ' +
    'para que nadie cargue solo con una noche de crisis.',
  'documentation-time':
    'Proteja tiempo para documentar dentro del turno (por ejemplo, la última hora del día sin visitas nuevas), ' +
    'para que las notas no se terminen en casa por la noche.',
  'documentation-trim':
    'Pregunte al equipo qué campos y formularios llenan dos veces o nunca usan, y quítelos: cada minuto de ' +
    'documentación fuera de horario que se ahorra es un minuto de descanso.',
  'grief-debrief':
    'Después de una muerte difícil o de varias en una semana, haga un breve repaso o un momento de recuerdo: ' +
    'nombre a los pacientes, deje que cada quien diga qué se le quedó, y cierre con lo que salió bien en su cuidado.',
  'grief-rounds':
    'Abra cada mes un espacio para que el equipo hable del lado emocional del trabajo, no del clínico, al estilo ' +
    'de las Schwartz Rounds; invite al capellán y a los trabajadores sociales a guiarlo.',
  'support-huddle':
    'Empiece una reunión breve cada semana en la que los líderes pregunten qué estorbó esta semana y cuenten qué ' +
    'cambiaron desde la anterior.',
  'support-leader-visits':
    'Haga que un líder acompañe visitas cada mes y pregunte directamente al personal qué apoyo le falta; el ' +
    'apoyo de los líderes es una de las protecciones más fuertes contra el agotamiento.',
  'meaning-share-thanks':
    'Comparta en las reuniones las notas de agradecimiento de las familias y los buenos resultados, para que ' +
    'todos vean la diferencia que hizo su cuidado, no solo lo que salió mal.',
  'meaning-protect-core':
    'Pregunte a cada disciplina qué tarea la aleja más de pacientes y familias, y cambie o quite una: el tiempo ' +
    'para el trabajo que la gente encuentra significativo protege contra el agotamiento.',
  'high-risk-everyone':
    'Las respuestas son anónimas, así que diríjase a todo el equipo: recuerde a todos el programa de ayuda al ' +
    'empleado y el 988, y diga cuándo hay líderes disponibles para hablar en privado.',
  'high-risk-load':
    'Revise la carga de casos y de visitas de las últimas semanas y aligere ya las más pesadas, sin esperar los ' +
    'números de la próxima semana.',
  'participation-you-said':
    'Cuente al personal qué cambió gracias a sus respuestas ("ustedes dijeron, nosotros hicimos"): la gente ' +
    'sigue contestando cuando ve que sirve de algo.',
  'participation-timing':
    'Mueva el chequeo a una hora en que menos personas estén en visitas, y deje activos los recordatorios ' +
    'automáticos para que quienes están en campo tengan otra oportunidad.',
  'hidden-rounds-threshold':
    'Los resultados aparecen solo desde su mínimo de anonimato de respuestas. Anime a contestar en la próxima ' +
    'ronda; un mínimo más bajo en Settings se aplica solo a las rondas que cierran después del cambio.',
};

/** An action's text in the language asked in. */
export function actionText(action: InsightAction, language: 'en' | 'es'): string {
  return language === 'es' ? (SPANISH[action.id] ?? action.text) : action.text;
}
