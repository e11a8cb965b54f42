/**
 * ui's design tokens, read once from the token sheet as data (the service bundles no CSS and
 * runs no React), and the theme of an app's pages made from them (theme.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AppRecord } from '../../http/context.ts';
import { type PageTheme, pageTheme, tokensOf } from './theme.ts';

/** The token sheet of the ui workspace: the one source of the colours every page uses. */
export const UI_TOKENS_FILE = fileURLToPath(new URL('../../../../ui/src/tokens/tokens.css', import.meta.url));

let tokens: Readonly<Record<string, string>> | undefined;

/** ui's `--wf-*` tokens by name. */
export function uiTokens(): Readonly<Record<string, string>> {
  tokens ??= Object.freeze(tokensOf(readFileSync(UI_TOKENS_FILE, 'utf8')));
  return tokens;
}

/** The theme of a page of `app` (its colour and icon over ui's tokens); ui's own when there is no app. */
export function themeOf(app?: Pick<AppRecord, 'settings'> | null): PageTheme {
  return pageTheme(uiTokens(), app?.settings.pageBranding);
}
