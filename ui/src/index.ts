export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/index.ts';
export { Button } from './Button/index.ts';
export { cx } from './cx.ts';
export type { SpinnerProps } from './Spinner/index.ts';
export { Spinner } from './Spinner/index.ts';
