/** The widget's error sentences in Spanish (docs/architecture.md "One error voice"), loaded with the Spanish chunk. */
import type { BaseErrorSentences } from './errors.ts';

/** Latin American Spanish, like the rest of the widget's Spanish. */
export const ES_ERROR_MESSAGES: BaseErrorSentences = {
  'client/invalid-token': 'Se proporcionó un token no válido. Asegúrate de que el token sea válido.',
  'client/network-error': 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  'client/invalid-response': 'Algo salió mal. Inténtalo de nuevo.',
  'auth/invalid-credentials': 'Correo electrónico o contraseña no válidos.',
  'auth/email-taken': 'Ya existe una cuenta con este correo electrónico.',
  'auth/invalid-code': 'Este código no es correcto. Revísalo o solicita uno nuevo.',
  'auth/code-expired': 'Este código venció. Solicita uno nuevo.',
  'auth/too-many-attempts': 'Demasiados códigos incorrectos. Solicita uno nuevo.',
  'auth/weak-password': 'Esta contraseña es demasiado común. Elige otra.',
  'auth/captcha-failed': 'No pudimos comprobar que eres una persona. Inténtalo de nuevo.',
  'auth/email-required': 'Escribe el correo electrónico al que enviamos el código.',
  'auth/reauthentication-required':
    'Para cambiar tu correo, confirma que eres tú con tu contraseña actual o con el código que te enviamos.',
  'plan/unavailable': 'Es posible que el plan {planId} no exista o no esté disponible',
  'member/not-logged-in': 'No has iniciado sesión',
  'member/password-already-set': 'Tu cuenta ya tiene contraseña. Usa Cambiar contraseña.',
  'member/wrong-password': 'Tu contraseña actual no es correcta.',
  'provider/cancelled': 'Se canceló el inicio de sesión con {provider}.',
  'provider/popup-blocked':
    'Tu navegador bloqueó la ventana de inicio de sesión de {provider}. Permite las ventanas emergentes de este sitio e inténtalo de nuevo.',
  'provider/failed': '{provider} no pudo iniciar tu sesión. Inténtalo de nuevo.',
  'provider/unavailable': 'Iniciar sesión con {provider} no está disponible en este sitio.',
  'provider/account-exists':
    'Ya existe una cuenta con este correo electrónico: inicia sesión y luego conecta {provider} en tu perfil.',
  'provider/no-account': 'Ninguna cuenta usa esta cuenta de {provider}. Regístrate primero.',
  'provider/no-email':
    '{provider} no compartió un correo electrónico. Regístrate con tu correo y luego conecta {provider} en tu perfil.',
  'provider/linked-elsewhere': 'Esta cuenta de {provider} está conectada a otro miembro.',
  'provider/already-connected': 'Ya conectaste otra cuenta de {provider}. Desconéctala primero.',
  'member/last-sign-in-method':
    '{provider} es tu única forma de iniciar sesión. Crea una contraseña antes de desconectarlo.',
  'member/image-invalid': 'El archivo no es una imagen.',
  'member/image-too-large': 'La imagen debe pesar menos de 2 MB.',
  'team/full': 'Este equipo no tiene lugares libres.',
  'team/already-member': 'Ya eres miembro de este equipo.',
  'team/invalid-invite': 'Este enlace de invitación no es válido o ya no funciona.',
  'team/owner-not-removable': 'No se puede quitar al propietario del equipo.',
  'validation/invalid-request': 'Revisa los datos: alguno no es válido.',
  'request/too-large': 'Lo que enviaste es demasiado grande.',
  'rate-limited': 'Demasiados intentos. Espera {minutes} minuto(s) y vuelve a intentarlo.',
  forbidden: 'No tienes permiso para hacer esto.',
  'not-found': 'No encontramos lo que buscabas.',
  'not-implemented': 'Esta función aún no está disponible.',
  internal: 'Algo salió mal de nuestro lado. Inténtalo de nuevo en un momento.',
  'app/invalid-credentials':
    'Este sitio no está bien configurado: su identificador o su clave no son válidos.',
  'app/origin-not-allowed':
    'Esta página ({origin}) no tiene permiso para usar este sitio. Agrégala a los orígenes permitidos.',
  'request/unsupported-media-type': 'El servidor no entiende el formato de lo que enviaste.',
  'request/misdirected': 'Este servidor no atiende esta dirección.',
  'method-not-allowed': 'Esta acción no está disponible aquí.',
  unavailable: 'El servicio no está disponible en este momento. Inténtalo de nuevo en un momento.',
  'dev/mailbox-refused': 'El buzón de pruebas solo responde en la máquina que ejecuta el servicio.',
  'widget/signup-timeout': 'Se agotó el tiempo de registro. Inténtalo de nuevo.',
  'widget/test-mode-only': 'La ventana de tarjeta de prueba solo existe en modo de prueba.',
  'widget/captcha-not-ready': 'La verificación aún no está lista. Inténtalo de nuevo.',
};
