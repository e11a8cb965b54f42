/** The browser's default root font size, which our rem values were designed against. */
const DESIGN_ROOT_PX = 16;

/**
 * Rewrites rem lengths as px: inside a shadow root, rem still follows the host page's <html>
 * font size, which third-party pages change freely.
 */
export function pxFromRem(css: string): string {
  return css.replace(/(-?\d*\.?\d+)rem\b/g, (_, value: string) => `${Number(value) * DESIGN_ROOT_PX}px`);
}
