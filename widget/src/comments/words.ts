/**
 * What the comment attributes say on the page (docs/comments.md "The widget"), in English and
 * Spanish; `data-locale` picks one. The refusals are the service's own sentences
 * (COMMENT_MESSAGES of sdk/src/contract/comments.ts, checked equal in words.test.ts), so a member
 * reads the same words before trying as the service would answer.
 */
export const COMMENT_WORDS = {
  en: {
    readRefused: 'These comments are only for members with access to them.',
    notVerified: 'Please verify your email address to comment here.',
    planRequired: 'Commenting here is for members with a plan that includes it.',
    blocked: 'You cannot comment here for now.',
    signedOut: 'Log in to take part in the conversation.',
    failed: 'The comments could not be loaded. Please try again.',
    typingOne: '{name} is typing…',
    typingTwo: '{name} and {other} are typing…',
    typingMany: '{count} people are typing…',
    someone: 'Someone',
    subscribed: 'You will get an e-mail when someone replies to your comments.',
    unsubscribed: 'You will no longer get e-mails about replies.',
  },
  es: {
    readRefused: 'Estos comentarios son solo para miembros con acceso a ellos.',
    notVerified: 'Verifica tu dirección de correo para comentar aquí.',
    planRequired: 'Comentar aquí es para miembros con un plan que lo incluya.',
    blocked: 'Por ahora no puedes comentar aquí.',
    signedOut: 'Inicia sesión para participar en la conversación.',
    failed: 'No se pudieron cargar los comentarios. Inténtalo de nuevo.',
    typingOne: '{name} está escribiendo…',
    typingTwo: '{name} y {other} están escribiendo…',
    typingMany: '{count} personas están escribiendo…',
    someone: 'Alguien',
    subscribed: 'Recibirás un correo cuando alguien responda a tus comentarios.',
    unsubscribed: 'Ya no recibirás correos sobre respuestas.',
  },
} as const;

export type CommentWords = { [K in keyof (typeof COMMENT_WORDS)['en']]: string };

/** The words for a locale ('es' or English). */
export function commentWords(locale: string | undefined): CommentWords {
  return locale?.toLowerCase().startsWith('es') ? COMMENT_WORDS.es : COMMENT_WORDS.en;
}
