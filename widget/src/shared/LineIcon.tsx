import type { ReactNode } from 'react';

/**
 * A small line icon on a 16-unit grid, drawn in the text's colour. Decorative (aria-hidden): the
 * text beside it says what it means. The test card's and the inspector's icons are drawn with it.
 */
export function LineIcon({
  size = 16,
  className,
  children,
}: {
  size?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 16 16"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
