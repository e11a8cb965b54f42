/** The console's Overview routes (docs/console.md). */
import type { Deps } from '../../http/context.ts';
import type { ConsoleOverviewHandlers } from './handlers.ts';

export function consoleOverviewHandlers(_deps: Deps): ConsoleOverviewHandlers {
  return {};
}
