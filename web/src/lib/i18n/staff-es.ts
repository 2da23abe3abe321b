import type { StaffTexts } from './staff-en';

/**
 * What staff read, in plain Spanish: short sentences and everyday words for readers of any schooling,
 * written from the meaning rather than word for word (docs/staff-languages.md). "Usted" throughout, and
 * wording that does not assume the reader's gender.
 */
export const staffEs: StaffTexts = {
  language: { label: 'Idioma', en: 'English', es: 'Español' },
  layout: { home: 'Inicio de Hearth' },
  survey: {
    title: 'Chequeo semanal de bienestar',
    description: 'Su chequeo semanal anónimo: seis preguntas cortas, unos 3 minutos.',
    subtitle: 'Sus respuestas son totalmente anónimas y nos ayudan a apoyarle mejor.',
    privacyLink: 'Lo que pueden ver sus jefes',
    linkInvalid: 'El enlace ya venció o no es válido',
    linkInvalidHelp:
      'Cada enlace sirve una sola vez y se vence cuando termina el chequeo, 24 horas después de que empieza (o ' +
      'hasta 72 si su agencia eligió más tiempo). Si cree que es un error, pregunte a la persona que administra ' +
      'Hearth en su agencia.',
    questionOf: 'Pregunta {{n}} de {{total}}',
    complete: '{{percent}} % hecho',
    progress: 'Avance del chequeo',
    notAtAll: 'Nada',
    extremely: 'Muchísimo',
    to: 'a',
    outOf: '{{value}} de 10',
    commentPlaceholder: 'Escriba lo que quiera contar (si desea)...',
    commentHint:
      'Los comentarios se muestran aparte de los números y sin nombres de compañeros. No escriba detalles que solo ' +
      'usted sabe.',
    languageCaution:
      'Pocas personas de su agencia hacen el chequeo en {{language}}, así que un comentario escrito en ' +
      '{{language}} podría mostrar quién lo escribió.',
    languageSuggestion: 'Si puede, escriba su comentario en {{other}}.',
    languageNames: { en: 'inglés', es: 'español' },
    summarisedBy:
      'El asistente de su agencia usa un servicio de inteligencia artificial de afuera, {{provider}}, que puede leer ' +
      'los comentarios de esta semana, sin nombres de compañeros, para resumir sus temas para sus jefes. No escriba ' +
      'nada que no quiera que lea.',
    previous: 'Anterior',
    next: 'Siguiente',
    submit: 'Enviar',
    submitting: 'Enviando...',
    required: 'Por favor conteste todas las preguntas con un número.',
    failed: 'No se pudo enviar',
    tryAgain: 'Por favor intente otra vez.',
  },
  thanks: {
    title: '¡Gracias!',
    text:
      'Su chequeo se envió bien. Sus respuestas son anónimas: se suman a los resultados de su equipo sin su ' +
      'nombre.',
    close: 'Ya puede cerrar esta página.',
  },
  support: {
    title: 'Hay ayuda si la necesita',
    intro: 'Sus respuestas dicen que esta semana fue difícil. No tiene que pasar por esto sin ayuda.',
    lifelineName: '988 Línea de Prevención del Suicidio y Crisis (EE. UU.)',
    lifeline:
      'Llame al 988 y oprima 2 para español, mande un texto que diga AYUDA al 988, o chatee en 988lineadevida.org. ' +
      'Es gratis, es confidencial y atiende las 24 horas.',
    callLifeline: 'Llamar al 988',
    textLifeline: 'Mandar texto al 988',
    chatLifeline: 'Chatear en 988lineadevida.org',
    programme: 'El programa de ayuda para empleados de su agencia: apoyo gratis y confidencial.',
    call: 'Llamar al {{phone}}',
    website: 'Visitar {{name}}',
    anonymous:
      'Sus respuestas son anónimas. Nadie en su agencia sabe cómo contestó, así que nadie le va a llamar. Si quiere ' +
      'hablar, busque usted la ayuda: en los números de arriba o con alguien de confianza.',
    emergency: 'Si está en peligro ahora mismo, llame al 911.',
    notRecorded: 'Nada guarda que se le mostró este mensaje.',
  },
  invite: {
    metaTitle: 'Acepte su invitación',
    metaDescription: 'Únase al chequeo semanal anónimo de bienestar de su equipo de hospicio.',
    activating: 'Activando su cuenta',
    activatingLabel: 'Activando...',
    welcome: 'Le damos la bienvenida',
    allSet: 'Todo está listo',
    alreadyAccepted: 'Usted ya aceptó esta invitación. No tiene que hacer nada más.',
    weekly:
      'Cada semana le llegará un correo con un enlace solo para usted. El chequeo es corto: seis preguntas, unos 3 ' +
      'minutos.',
    anonymous:
      'Sus respuestas son anónimas. Sus jefes solo ven los resultados del grupo, y solo cuando contestan ' +
      'suficientes compañeros. Nadie puede ver quién dijo qué.',
    close: 'Ya puede cerrar esta página. No necesita cuenta ni contraseña.',
    invalidTitle: 'Invitación no válida',
    invalid: 'Este enlace de invitación no es válido o ya venció.',
    noToken: 'El enlace no trae la invitación.',
    askAgain: 'Pida a la persona que administra Hearth en su agencia que le mande una invitación nueva.',
    textsHeading: '¿Le podemos mandar mensajes de texto?',
    textsQuestion:
      'Su agencia quiere mandarle el enlace de su chequeo semanal por mensaje de texto a su celular que termina en ' +
      '{{ending}}.',
    textsTerms:
      'Nuestros mensajes son gratis: nunca le cobramos. Su compañía de teléfono puede cobrar su tarifa normal. Solo ' +
      'mandamos mensajes entre las 8 de la mañana y las 8 de la noche. Responda PARAR a cualquier mensaje para ' +
      'dejarlos, COMENZAR para volver a recibirlos, AYUDA para ayuda. Sus respuestas siguen siendo anónimas, le ' +
      'llegue el enlace por texto o por correo.',
    textsYes: 'Sí, mándenme mensajes',
    textsNo: 'No, solo por correo',
    textsSaving: 'Guardando...',
    textsAgreed: 'Gracias. El enlace de su chequeo le llegará por mensaje de texto. Responda PARAR para dejarlos.',
    textsDeclined: 'No le mandaremos mensajes. El enlace de su chequeo le llegará por correo.',
    textsFailed: 'No se pudo guardar su respuesta. Inténtelo otra vez.',
  },
  privacy: {
    title: 'Lo que pueden ver sus jefes',
    description: 'En palabras sencillas: lo que pueden ver y lo que no pueden ver sus jefes sobre su chequeo.',
    intro:
      'Su agencia usa Hearth para preguntarle cómo le fue en la semana. Aquí le explicamos, en palabras sencillas, ' +
      'qué pueden ver las personas que manejan Hearth en su agencia (aquí les decimos «sus jefes») y qué no ' +
      'pueden ver.',
    sections: [
      {
        heading: 'Pueden ver quién todavía no contesta',
        text:
          'Mientras el chequeo está abierto, sus jefes ven los nombres de quienes todavía no contestan, para ' +
          'mandarles un recordatorio. Es lo único que saben de usted: no saben cuándo contestó ni qué dijo.',
      },
      {
        heading: 'Nunca ven quién dijo qué',
        text: 'Sus respuestas se guardan sin su nombre, sin su correo y sin la hora en que contestó.',
      },
      {
        heading: 'Sus respuestas quedan cerradas hasta que termina el chequeo',
        text:
          'Sus respuestas quedan cerradas con llave (cifradas) hasta que termina el chequeo de la semana, 24 horas ' +
          'después de empezar (hasta 72 si su agencia eligió más tiempo). Entonces las respuestas de todos se ' +
          'suman juntas a los resultados del equipo, revueltas, sin nombre, sin hora y sin orden.',
      },
      {
        heading: 'Los números solo se ven si contestan suficientes personas',
        text:
          'Los números de una semana solo aparecen si contestaron por lo menos 5 personas (su agencia puede elegir ' +
          'un número del 3 al 10). Si contestan menos, nadie ve nunca los números de esa semana.',
      },
      {
        heading: 'Los comentarios van aparte de los números',
        text:
          'Si escribe un comentario, se muestra aparte de los números, así nadie lo puede unir con sus ' +
          'respuestas. Solo se muestra si esa semana escribieron por lo menos 3 personas, y los nombres de ' +
          'compañeros se tapan. Aun así, sus palabras podrían dar pistas de quién es usted: no escriba detalles ' +
          'que solo usted sabe. El idioma en que escribe también, si pocas personas de su agencia lo usan: el ' +
          'chequeo le avisa cuando es así.',
      },
      {
        heading: 'El asistente no dice quién contestó',
        text:
          'Sus jefes pueden hacerle preguntas al asistente de Hearth sobre los resultados del equipo. Solo responde ' +
          'con números del grupo y se niega a decir quién dio cualquier respuesta.',
      },
      {
        heading: 'Lo que podrían saber quienes manejan los servidores',
        text:
          'Las personas que manejan las computadoras donde funciona Hearth pueden ver su base de datos. Sin la llave ' +
          'secreta de Hearth no pueden leer las respuestas cerradas. Cuando el chequeo termina, nada en la base de ' +
          'datos une una respuesta con una persona, ni siquiera con la llave. Mientras el chequeo está abierto, ' +
          'alguien con control total de los servidores y con la llave podría, en teoría, unir una respuesta con ' +
          'quien la dio. Por eso la llave se guarda en secreto.',
      },
      {
        heading: 'Si su chequeo le llega por mensaje de texto',
        text:
          'Los mensajes de Hearth son gratis: nunca le cobramos, aunque su compañía de teléfono puede cobrar su ' +
          'tarifa normal. Solo llegan entre las 8 de la mañana y las 8 de la noche, y solo si usted dijo que sí. ' +
          'Responda PARAR a cualquier mensaje para dejarlos (COMENZAR los trae de vuelta). Su número solo se usa ' +
          'para mandarle su enlace; no está en sus respuestas, y sus respuestas siguen siendo anónimas, le llegue ' +
          'el enlace por texto o por correo. Las respuestas a los mensajes no se leen como respuestas al chequeo.',
      },
      {
        heading: 'Nadie revisa sus respuestas para cuidarle',
        text:
          'Como sus respuestas son anónimas, nadie le va a buscar por lo que contestó. Si la está pasando mal, ' +
          'busque ayuda usted: llame al 988 (y oprima 2 para español) o hable con alguien de confianza.',
      },
    ],
    outsideAi: {
      heading: 'Un servicio de inteligencia artificial de afuera puede leer los comentarios',
      text:
        'El asistente de su agencia usa {{provider}}, un servicio de inteligencia artificial de afuera. Cuando un ' +
        'jefe ' +
        'le pregunta por los comentarios de una semana, puede leerlos, sin nombres, correos ni teléfonos, y solo si ' +
        'esa ' +
        'semana hubo suficientes comentarios; tiene orden de no citarlos nunca, y sus respuestas se revisan para que ' +
        'no ' +
        'pueda. Sus números nunca se le mandan uno por uno.',
    },
    language:
      'Su agencia eligió el idioma de sus correos. En la página del chequeo puede cambiar entre inglés y español, ' +
      'arriba.',
  },
};
