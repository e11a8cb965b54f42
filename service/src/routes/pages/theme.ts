/**
 * The look of the pages the service draws itself (docs/architecture.md "The pages the service
 * draws"): ui's design tokens (ui/src/tokens/tokens.css, read as data: the service runs no React
 * and no CSS bundler), with an app's own colour laid over the primary ones, and the icon the page
 * names, so that no browser asks for a /favicon.ico nobody serves. Pure: Storybook draws the
 * same pages.
 */

/** What an app says about its pages' look (its settings' `pageBranding`). */
export interface PageBranding {
  /** Six hex digits, such as '#2449c7'. */
  primaryColor?: string | null;
  /** An https URL or a path on the service. */
  logo?: string | null;
}

/** What a page looks like. */
export interface PageTheme {
  /** CSS declarations of ui's tokens (`--wf-color-primary: #3a2e7a; ...`), the app's colour over them. */
  tokens: string;
  /** The icon the page names: a URL or a path on the service. */
  icon: string;
  /** The primary colour itself (for `<meta name="theme-color">`, which takes no CSS variable). */
  primary: string;
}

/** The icon a page names when its app names none: the site's. */
export const DEFAULT_ICON = '/favicon.svg';

/** A colour an app may give: six hex digits (anything else never reaches the page's CSS). */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The `--wf-*` declarations of a token sheet, by name: the first value of each (outside @media). */
export function tokensOf(css: string): Record<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const withoutMedia = withoutComments.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  const tokens: Record<string, string> = {};
  for (const match of withoutMedia.matchAll(/(--wf-[\w-]+)\s*:\s*([^;{}]+);/g)) {
    const [, name, value] = match as unknown as [string, string, string];
    tokens[name] ??= value.trim();
  }
  return tokens;
}

/** The relative luminance of a hex colour (WCAG 2.2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two hex colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The primary tokens of an app's colour: the colour, a darker hover, a soft tint, and the text
 * on it: white when it reads at 4.5:1 (WCAG 2.2 AA), else ui's text colour.
 */
function brandTokens(colour: string, text: string): Record<string, string> {
  const onColour = contrastRatio(colour, '#ffffff') >= 4.5 ? '#ffffff' : text;
  return {
    '--wf-color-primary': colour,
    '--wf-color-primary-hover': `color-mix(in srgb, ${colour} 80%, #000000)`,
    '--wf-color-primary-contrast': onColour,
    '--wf-color-primary-soft': `color-mix(in srgb, ${colour} 12%, #ffffff)`,
  };
}

/** The theme of an app's pages: ui's tokens, its colour over the primary ones, its icon. */
export function pageTheme(
  tokens: Readonly<Record<string, string>>,
  branding?: PageBranding | null,
): PageTheme {
  const colour = branding?.primaryColor?.trim();
  const text = tokens['--wf-color-text'] ?? '#000000';
  const merged = colour && HEX_COLOUR.test(colour) ? { ...tokens, ...brandTokens(colour, text) } : tokens;
  const logo = branding?.logo?.trim();
  return {
    tokens: Object.entries(merged)
      .map(([name, value]) => `${name}: ${value};`)
      .join(' '),
    icon: logo && /^(https:\/\/|\/(?!\/))[^\s"<>]*$/.test(logo) ? logo : DEFAULT_ICON,
    primary: merged['--wf-color-primary'] ?? '',
  };
}
