/** The presentational auth modals (docs/product/widget.md §2): props in, events out, no SDK. */
export type { ForgotPasswordPanelProps, ForgotPasswordValues } from './forgot-password/index.ts';
export { ForgotPasswordPanel } from './forgot-password/index.ts';
export type { LoginPanelProps, LoginValues } from './login/index.ts';
export { LoginPanel } from './login/index.ts';
export type { PasswordlessTokenPanelProps, PasswordlessTokenValues } from './passwordless-token/index.ts';
export { PasswordlessTokenPanel } from './passwordless-token/index.ts';
export type { ResetPasswordPanelProps, ResetPasswordValues } from './reset-password/index.ts';
export { ResetPasswordPanel } from './reset-password/index.ts';
export type { ResetSuccessPanelProps } from './reset-success/index.ts';
export { ResetSuccessPanel } from './reset-success/index.ts';
export type { AuthDisplay, PanelBaseProps, PanelStatus } from './shared/types.ts';
export type { SignupPanelProps, SignupValues } from './signup/index.ts';
export { SignupPanel } from './signup/index.ts';
