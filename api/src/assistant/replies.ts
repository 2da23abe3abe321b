import type { EmployeeAssistance } from '@hearth/contracts/agency';
import type { Language } from '@hearth/contracts/constants';

/**
 * What the assistant says that is not a figure or a help passage, in English and Spanish
 * (docs/assistant.md). The Spanish is written from the meaning, in plain words and with "usted", as the
 * staff pages are (docs/staff-languages.md).
 */
type Text = Record<Language, string>;
const paragraphs = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join('\n\n');

/**
 * Distress: people to call, first. `urgent` (harming oneself, not wanting to live) leads with safety;
 * otherwise with a kind word. A signed-in administrator's agency programme is named with its number.
 */
export function crisisReply(language: Language, urgent: boolean, programme: EmployeeAssistance | null): string {
  const en = language === 'en';
  const opening: Text = urgent
    ? {
        en: "I'm really sorry you're carrying this. Your safety matters more than anything here.",
        es: 'Siento mucho que esté pasando por esto. Su seguridad es lo más importante.',
      }
    : {
        en:
          "I'm sorry you're feeling this way. Hospice work asks a lot of people, and you don't have to carry it " +
          'alone.',
        es: 'Siento que se sienta así. El trabajo en hospicio pide mucho, y no tiene que cargar con esto sin ayuda.',
      };
  const lifeline: Text = {
    en:
      '**In the US, call or text 988** (the Suicide & Crisis Lifeline), any time, day or night, or chat at ' +
      'https://988lifeline.org/chat: you can talk to someone now, even if you are not in crisis. If you or someone ' +
      'else is in immediate danger, call 911. Outside the US, call your local emergency number.',
    es:
      '**En EE. UU., llame al 988 y oprima 2** para hablar en español, mande un texto que diga AYUDA al 988, o ' +
      'chatee ' +
      'en https://988lineadevida.org (Línea de Prevención del Suicidio y Crisis). Es gratis, confidencial y atiende ' +
      'las 24 horas, aunque no sea una emergencia. Si usted u otra persona está en peligro inmediato, llame al 911.',
  };
  const contact = programme ? [programme.phone, programme.url].filter(Boolean).join(' · ') : '';
  const eap: Text = programme
    ? {
        en:
          `**${programme.name}**, your agency's employee assistance programme, offers free, confidential support: ` +
          `${contact}.`,
        es:
          `**${programme.name}**, el programa de ayuda para empleados de su agencia, ofrece apoyo gratis y ` +
          `confidencial: ${contact}.`,
      }
    : {
        en:
          "**Your agency's employee assistance programme (EAP)** offers free, confidential counselling. Your manager " +
          "or HR can give you its number, and you don't have to say why you want it.",
        es:
          '**El programa de ayuda para empleados (EAP) de su agencia** ofrece consejería gratis y confidencial. Su ' +
          'jefe ' +
          'o recursos humanos le pueden dar el número, y no tiene que decir para qué lo quiere.',
      };
  const close: Text = urgent
    ? {
        en: 'If you can, tell someone you trust and stay with them while you reach out.',
        es: 'Si puede, hable con alguien de confianza y quédese con esa persona mientras busca ayuda.',
      }
    : {
        en:
          'It can also help to talk with someone you trust at work, the chaplain or your own doctor, and to ask for ' +
          'lighter duties or a day off while you recover. Trouble sleeping and feeling worn out are signs to take ' +
          'seriously, not a failing.',
        es:
          'También ayuda hablar con alguien de confianza en el trabajo, con el capellán o con su médico, y pedir ' +
          'menos ' +
          'carga o un día libre mientras se recupera. Dormir mal y sentirse agotado son señales que hay que tomar en ' +
          'serio, no una falla suya.',
      };
  return en
    ? paragraphs(opening.en, lifeline.en, eap.en, close.en)
    : paragraphs(opening.es, lifeline.es, eap.es, close.es);
}

export const IDENTIFICATION_REFUSAL: Text = {
  en: paragraphs(
    "I can't help find out who gave an answer or wrote a comment, and nobody else can either: Hearth is built so " +
      'that it is not possible.',
    'Who answered and what was answered are stored apart, with no shared id, time or order. Answers stay sealed ' +
      'until the round closes, are then recorded in shuffled order, and scores appear only when at least your ' +
      'anonymity minimum of people answered. Administrators see who has not answered yet, for reminders, but never ' +
      'who said what.',
    'If a comment worries you, respond to the whole team: mention it at a staff meeting, invite anyone who wants to ' +
      'talk to come to you, and remind everyone of your employee assistance program. If someone may be in danger, ' +
      "follow your agency's safety procedures.",
    'Read more: [About Hearth: How anonymity works](/about#anonymity)',
  ),
  es: paragraphs(
    'No puedo ayudar a saber quién dio una respuesta o escribió un comentario, y nadie más puede: Hearth está hecho ' +
      'para que no sea posible.',
    'Quién contestó y qué contestó se guardan por separado, sin ningún dato, hora ni orden en común. Las respuestas ' +
      'quedan selladas hasta que cierra la ronda, se guardan en orden revuelto, y los puntajes solo aparecen cuando ' +
      'contestó por lo menos su mínimo de personas. Los administradores ven quién no ha contestado, para los ' +
      'recordatorios, pero nunca quién dijo qué.',
    'Si un comentario le preocupa, responda a todo el equipo: háblelo en una junta, invite a quien quiera hablar a ' +
      'buscarle, y recuerde a todos el programa de ayuda para empleados. Si alguien puede estar en peligro, siga los ' +
      'procedimientos de seguridad de su agencia.',
    'Más información: [Sobre Hearth: cómo funciona el anonimato](/about#anonymity)',
  ),
};

/**
 * Distress that is someone else's ("one of my aides told me she wants to die, what do I say?"): how to help
 * that person, with the same lines to call, which also counsel people worried about someone.
 */
export function someoneElseReply(language: Language, programme: EmployeeAssistance | null): string {
  const contact = programme ? [programme.phone, programme.url].filter(Boolean).join(' · ') : '';
  const text: Record<Language, string[]> = {
    en: [
      "It sounds like you're worried about someone. If they may be in danger right now, call 911 and stay with " +
        'them, or keep them on the phone, until help arrives.',
      '**988** (call or text, the Suicide & Crisis Lifeline) also helps people who are worried about someone ' +
        'else: they can talk you through what to say, and you can call it together with the person.',
      'Ask them directly and calmly how they are, and whether they are thinking of harming themselves: asking does ' +
        'not put the idea in their head. Listen without judging, and help them reach support' +
        (programme
          ? `: **${programme.name}**, your agency's employee assistance programme (${contact}).`
          : ', such ' + "as your agency's employee assistance programme.") +
        " Then follow your agency's safety procedures, and look after yourself too.",
      'Hearth cannot tell you who wrote an answer or a comment. If a comment worries you, respond to the whole team.',
    ],
    es: [
      'Parece que le preocupa alguien. Si esa persona puede estar en peligro ahora, llame al 911 y quédese con ' +
        'ella, o al teléfono, hasta que llegue la ayuda.',
      '**El 988** (llame y oprima 2, o mande un texto que diga AYUDA al 988) también orienta a quien se preocupa ' +
        'por otra persona: le ayudan a saber qué decir, y puede llamar junto con ella.',
      'Pregúntele con calma y de frente cómo está, y si está pensando en hacerse daño: preguntarlo no le da la ' +
        'idea. Escuche sin juzgar y ayúdele a buscar apoyo' +
        (programme
          ? `: **${programme.name}**, el programa de ayuda para empleados de su agencia (${contact}).`
          : ', por ejemplo el programa de ayuda para empleados de su agencia.') +
        ' Después siga los procedimientos de seguridad de su agencia, y cuídese usted también.',
      'Hearth no puede decirle quién escribió una respuesta o un comentario. Si un comentario le preocupa, responda ' +
        'a todo el equipo.',
    ],
  };
  return paragraphs(...text[language]);
}

/** "Can my boss see my answers?", answered from the promises in docs/anonymity.md. */
export function bossSeesAnswers(language: Language, threshold: number | null): string {
  const k = threshold ?? 5;
  const minimum: Text = threshold
    ? { en: `at least ${k} people`, es: `por lo menos ${k} personas` }
    : {
        en: 'at least 5 people (your agency may choose 3 to 10)',
        es: 'por lo menos 5 personas (su agencia puede elegir de 3 a 10)',
      };
  if (language === 'es') {
    return paragraphs(
      '**Sus respuestas son anónimas.** Sus jefes no pueden ver lo que usted contestó: ni sus números, ni su ' +
        'comentario, ni la hora en que contestó.',
      [
        '- Mientras el chequeo está abierto, ven quién no ha contestado todavía, para mandar recordatorios. Nada más.',
        '- Sus respuestas quedan selladas (cifradas) hasta que cierra el chequeo, y luego se suman a las del equipo ' +
          'en ' +
          'orden revuelto, sin nombre, correo ni hora.',
        `- Los puntajes de una semana solo aparecen si contestaron ${minimum.es}.`,
        '- Los comentarios se muestran aparte de los números, solo si esa semana escribieron por lo menos 3 ' +
          'personas, ' +
          'y ' +
          'con los nombres de compañeros tapados. Sus propias palabras sí podrían dar pistas de quién es usted.',
        '- Una vez cerrado el chequeo, ni la gente que maneja los servidores de Hearth puede unir una respuesta con ' +
          'usted.',
      ].join('\n'),
      'Más información: [Lo que pueden ver sus jefes](/staff-privacy?lang=es)',
    );
  }
  return paragraphs(
    "**Your answers are anonymous.** Your boss and your agency's administrators can't see what you answered: not " +
      'your scores, not your comment, not when you answered.',
    [
      "- While a check-in is open they see who hasn't answered yet, to send reminders. That is all they learn about " +
        'you.',
      "- Your answers are sealed (encrypted) until the check-in closes, then added to the team's results in a " +
        'shuffled order, with no name, email address or time.',
      `- A week's scores appear only when ${minimum.en} answered.`,
      '- Comments are shown apart from the scores, only when at least 3 people wrote one that week, with staff names ' +
        'hidden. Your own words could still hint at who you are.',
      "- Once a check-in has closed, not even the people who run Hearth's servers can link an answer to you.",
    ].join('\n'),
    'Read more: [What your administrators can see](/staff-privacy)',
  );
}

export const WHAT_IS_HEARTH: Text = {
  en: paragraphs(
    "Hearth is a free web platform that helps hospice agencies look after their staff's wellbeing and catch burnout " +
      'early.',
    'Staff answer a short, anonymous weekly check-in — six questions, about 3 minutes, from an emailed link, no ' +
      "account. Administrators see the team's results on a dashboard, trend reports, a Monday summary email and " +
      'daily alerts when answers need attention — never who said what.',
    'Read more: [About Hearth](/about) · [Tutorials](/tutorials)',
  ),
  es: paragraphs(
    'Hearth es una plataforma web gratuita que ayuda a las agencias de hospicio a cuidar el bienestar de su personal ' +
      'y ' +
      'a notar el agotamiento a tiempo.',
    'El personal contesta cada semana un chequeo corto y anónimo: seis preguntas, unos 3 minutos, desde un enlace ' +
      'por ' +
      'correo y sin cuenta. Los administradores ven los resultados del equipo en un panel, reportes de tendencias, ' +
      'un ' +
      'resumen los lunes y avisos cuando alguna respuesta necesita atención, pero nunca quién dijo qué.',
    'Más información (en inglés): [About Hearth](/about) · [Tutorials](/tutorials)',
  ),
};

export const COST: Text = {
  en: paragraphs(
    'Hearth is **free** for hospice agencies: no fees, no paid tier, no credit card, and no limit on staff — now or ' +
      'later.',
    'Read more: [About Hearth: free](/about#free) · [Support: pricing](/support#faq-pricing)',
  ),
  es: paragraphs(
    'Hearth es **gratis** para las agencias de hospicio: sin cuotas, sin planes de pago, sin tarjeta y sin límite de ' +
      'personal, ni ahora ni después.',
    'Más información (en inglés): [About Hearth: free](/about#free) · [Support: pricing](/support#faq-pricing)',
  ),
};

export const DEMO: Text = {
  en: paragraphs(
    'Ask for a demo on the [Request a Demo](/request-demo) page: leave your name, work email and agency, and we will ' +
      'write within 24 hours to find a time.',
    'Or [set up a free account](/auth) and try it yourself right away: the survey preview shows the check-in as your ' +
      'staff will see it.',
  ),
  es: paragraphs(
    'Pida una demostración en la página [Request a Demo](/request-demo): deje su nombre, su correo de trabajo y su ' +
      'agencia, y le escribimos en menos de 24 horas para buscar un horario.',
    'O [cree una cuenta gratis](/auth) y pruébelo usted mismo ahora: la vista previa muestra el chequeo tal como lo ' +
      'verá su personal.',
  ),
};

export function reachPerson(language: Language, supportEmail: string): string {
  return language === 'es'
    ? paragraphs(
        `Puede escribir a una persona del equipo de Hearth desde la página de [Support](/support) (formulario de ` +
          `contacto) o al correo ${supportEmail}. Contestamos en menos de 24 horas.`,
      )
    : paragraphs(
        `You can reach a person at Hearth from the [Support page](/support) (the contact form) or by email at ` +
          `${supportEmail}. We reply within 24 hours.`,
      );
}

/** Figures by job role or any smaller group: declined, and why. */
export function noGroupBreakdown(language: Language, threshold: number | null): string {
  const k = threshold ?? 5;
  return language === 'es'
    ? paragraphs(
        'Hearth no separa los resultados por puesto ni por ningún grupo más pequeño que el equipo, a propósito.',
        'En casi todas las agencias un puesto tiene pocas personas (dos capellanes, tres trabajadores sociales): el ' +
          'promedio de ese grupo diría cómo contestaron esas pocas personas, y el anonimato es lo que permite que el ' +
          `personal conteste con honestidad. Por eso solo hay cifras del equipo completo, y solo con por lo menos ` +
          `${k} ` +
          'respuestas.',
        'Para el equipo completo, pregúnteme, por ejemplo: "¿cuál fue nuestro índice la semana pasada?"',
      )
    : paragraphs(
        "Hearth doesn't break results down by job role, or by any group smaller than the whole team — on purpose.",
        "In most agencies a role has only a few people (two chaplains, three social workers): that group's average " +
          'would tell you how those few people answered, and anonymity is what lets staff answer honestly. So there ' +
          `are only whole-team figures, shown only when at least ${k} people answered.`,
        'For the whole team, ask me for example: "what was our score last week?"',
      );
}

export const SIGN_IN: Text = {
  en: paragraphs(
    "I can only read an agency's own figures for its signed-in administrators, and you are not signed in as one.",
    '[Log in](/auth) and ask me again, or open the Dashboard: it shows the latest check-in, and Reports shows the ' +
      'trends.',
  ),
  es: paragraphs(
    'Solo puedo leer las cifras de una agencia para sus administradores con sesión iniciada, y usted no ha iniciado ' +
      'sesión como administrador.',
    '[Inicie sesión](/auth) y pregúnteme de nuevo, o abra el panel (Dashboard): muestra el último chequeo, y Reports ' +
      'muestra las tendencias.',
  ),
};

export function unknownReply(language: Language, supportEmail: string): string {
  return language === 'es'
    ? paragraphs(
        'No sé la respuesta a eso: las páginas de ayuda de Hearth no lo cubren, y solo contesto con ellas.',
        `Pregunte a nuestro equipo en la página de [Support](/support) o escriba a ${supportEmail}. Contestamos en ` +
          'menos de 24 horas.',
      )
    : paragraphs(
        "I don't know the answer to that: Hearth's help pages don't cover it, and I only answer from them.",
        `Please ask our team on the [Support page](/support) or email ${supportEmail}. We reply within 24 hours.`,
      );
}

export const GREETING: Text = {
  en:
    'Hello! Ask me anything about Hearth: the weekly check-in, the burnout index, anonymity, reminders, the ' +
    'dashboard ' +
    'or setting up your agency.',
  es:
    '¡Hola! Pregúnteme lo que quiera sobre Hearth: el chequeo semanal, el índice de agotamiento, el anonimato, los ' +
    'recordatorios, el panel o cómo configurar su agencia.',
};

export const THANKS: Text = {
  en: "You're welcome. If anything else comes up, just ask.",
  es: 'Con gusto. Si surge algo más, pregúnteme.',
};

export const HELP_PREFACE: Text = {
  en: "Here is what Hearth's help says:",
  es: 'Esto dice la ayuda de Hearth (está en inglés):',
};

export const READ_MORE: Text = { en: 'Read more:', es: 'Más información:' };
