import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../cx.ts';
import { Spinner } from '../Spinner/index.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  /** Visual weight: primary for the one main action of a view. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks activation while a request runs. */
  loading?: boolean;
  /** Stretches to the width of its container. */
  block?: boolean;
  /** Icon placed before the label. */
  icon?: ReactNode;
  children?: ReactNode;
}

export type ButtonAsButtonProps = CommonProps &
  ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined; ref?: Ref<HTMLButtonElement> };
export type ButtonAsLinkProps = CommonProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function classes({ variant = 'primary', size = 'md', block, loading }: CommonProps, className?: string) {
  return cx(
    'wf-button',
    `wf-button--${variant}`,
    `wf-button--${size}`,
    block && 'wf-button--block',
    loading && 'wf-button--loading',
    className,
  );
}

/** A button, or a link that looks like one when given `href`. */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant, size, loading, block, icon, children, className, ...anchor } = props;
    return (
      <a {...anchor} className={classes({ variant, size, loading, block }, className)}>
        {icon ? <span className="wf-button__icon">{icon}</span> : null}
        {children}
      </a>
    );
  }
  const { variant, size, loading, block, icon, children, className, disabled, type, ...button } = props;
  return (
    <button
      {...button}
      type={type ?? 'button'}
      className={classes({ variant, size, loading, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : undefined}
    >
      {loading ? <Spinner size="sm" /> : icon ? <span className="wf-button__icon">{icon}</span> : null}
      {children}
    </button>
  );
}
