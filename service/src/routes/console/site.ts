/** The console's Site and embedding routes (docs/console.md). */
import type { Deps } from '../../http/context.ts';
import type { ConsoleSiteHandlers } from './handlers.ts';

export function consoleSiteHandlers(_deps: Deps): ConsoleSiteHandlers {
  return {};
}
