export { type AccountExistsEmailInput, accountExistsEmail } from './account-exists.ts';
export {
  emailChangeConfirmEmail,
  emailChangedEmail,
  emailChangeRequestedEmail,
  emailChangeTakenEmail,
  passwordChangedEmail,
  passwordResetEmail,
  reauthenticationCodeEmail,
  unprovenMethodsRemovedEmail,
} from './account-security.ts';
export { type BillingMailText, paymentFailedEmail, receiptEmail, trialEndingEmail } from './billing.ts';
export { escapeHtml } from './escape.ts';
export type { MailContent } from './layout.ts';
export { type PasswordlessCodeEmailInput, passwordlessCodeEmail } from './passwordless-code.ts';
export { type ResetCodeEmailInput, resetCodeEmail } from './reset-code.ts';
export { type VerificationEmailInput, verificationEmail } from './verification.ts';
