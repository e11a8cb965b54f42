import type { HTMLAttributes } from 'react';
import { cx } from '../cx.ts';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: an article or section when the card stands alone, li inside a list. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Inner spacing. */
  padding?: 'sm' | 'md' | 'lg';
  /** Lifts the card off the page with a shadow. */
  elevated?: boolean;
}

/** A surface that groups related content: warm white, soft border, large radius. */
export function Card({ as: Tag = 'div', padding = 'md', elevated, className, children, ...rest }: CardProps) {
  return (
    <Tag
      {...rest}
      className={cx('wf-card', `wf-card--pad-${padding}`, elevated && 'wf-card--elevated', className)}
    >
      {children}
    </Tag>
  );
}

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Heading level that fits the page's outline. */
  as?: 'h2' | 'h3' | 'h4';
}

/** The heading of a card, in the display face. */
export function CardTitle({ as: Tag = 'h3', className, children, ...rest }: CardTitleProps) {
  return (
    <Tag {...rest} className={cx('wf-card__title', className)}>
      {children}
    </Tag>
  );
}

export type CardDescriptionProps = HTMLAttributes<HTMLParagraphElement>;

/** A muted paragraph under a card's title. */
export function CardDescription({ className, children, ...rest }: CardDescriptionProps) {
  return (
    <p {...rest} className={cx('wf-card__description', className)}>
      {children}
    </p>
  );
}
