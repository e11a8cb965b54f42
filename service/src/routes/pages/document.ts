/**
 * The one document every page the service draws itself sits in (docs/architecture.md "The pages
 * the service draws"): the head (charset, viewport, robots, title, the icon the page names, ui's
 * tokens), the page's own layout, and its body. Pure; every value it writes is escaped.
 */
import { escapeHtml } from '../../mail/templates/escape.ts';
import { DEFAULT_ICON, type PageTheme } from './theme.ts';

/** The parts of a page. */
export interface PageDocument {
  /** The document's title, as it is (escaped here). */
  title: string;
  /** Who may index it: the service's pages never, and the links of e-mails are not followed either. */
  robots?: 'noindex' | 'noindex, nofollow';
  /**
   * The look: ui's tokens and the app's icon. Without one (Storybook, whose document carries ui's
   * tokens already) the page names the default icon and relies on the tokens around it.
   */
  theme?: PageTheme;
  /** Colours the browser's own interface (a phone's address bar) with the primary colour. */
  themeColor?: boolean;
  /** The page's own layout, written with ui's tokens (`var(--wf-color-primary)`). */
  style: string;
  /** The body's HTML (escaped by whoever made it). */
  body: string;
}

/** The whole document of a page. */
export function renderDocument(page: PageDocument): string {
  const icon = page.theme?.icon ?? DEFAULT_ICON;
  const tokens = page.theme ? `:root { ${page.theme.tokens} }\n` : '';
  const themeColor =
    page.themeColor && page.theme?.primary
      ? `<meta name="theme-color" content="${escapeHtml(page.theme.primary)}">\n`
      : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${page.robots ?? 'noindex'}">
${themeColor}<title>${escapeHtml(page.title)}</title>
<link rel="icon" href="${escapeHtml(icon)}"${icon.endsWith('.svg') ? ' type="image/svg+xml"' : ''}>
<style>${tokens}${page.style}</style>
</head>
<body>
${page.body}
</body>
</html>
`;
}
