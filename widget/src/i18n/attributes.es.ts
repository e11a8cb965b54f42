/** The data-attribute runtime's sentences in Latin American Spanish, like the rest of the widget's Spanish. */
import type { AttributeMessages } from './attributes.en.ts';

export const attributesEs: AttributeMessages = {
  attributes_fallback: 'Algo salió mal. Inténtalo de nuevo.',
  attributes_signed_up: '¡Bienvenido! Tu cuenta está lista.',
  attributes_signed_in: 'Has iniciado sesión.',
  attributes_captcha_checking: 'Comprobando que eres una persona…',
  attributes_captcha_done: 'Verificado.',
  attributes_code_sent_signup: 'Enviamos un código a {email}. Escríbelo para terminar.',
  attributes_code_sent_login: 'Enviamos un código a {email}. Escríbelo para iniciar sesión.',
  attributes_reset_sent: 'Si {email} tiene una cuenta, le llegará un código para restablecer la contraseña.',
  attributes_reset_done: 'Tu contraseña se restableció. Ya puedes iniciar sesión con ella.',
  attributes_profile_saved: 'Se guardó tu perfil.',
  attributes_email_saved: 'Se actualizó tu correo electrónico.',
  attributes_password_changed: 'Se cambió tu contraseña.',
  attributes_password_set: 'Se estableció tu contraseña.',
  attributes_verification_sent: 'Enviamos un enlace de verificación a {email}.',
  attributes_your_address: 'tu correo',
  attributes_not_an_image: 'El archivo no es una imagen.',
  attributes_image_too_large: 'La imagen debe pesar menos de 2 MB.',
  attributes_image_saved: 'Se actualizó tu foto de perfil.',
  attributes_delete_confirm:
    '¿Eliminar tu cuenta? Se borran tu perfil y tus datos de acceso, y se cierra tu sesión en todas partes. No se puede deshacer.',
  attributes_plan_removed: 'Se quitó el plan.',
  attributes_plan_added: 'Se agregó el plan.',
  attributes_provider_removed: 'Se quitó el método de inicio de sesión.',
  attributes_provider_connected: 'Se conectó el método de inicio de sesión.',
  attributes_invalid_field: 'Revisa «{field}»: {problem}',
  attributes_field_required: 'Este campo es obligatorio.',
  attributes_close_message: 'Cerrar mensaje',
  attributes_working: 'Procesando…',
};
