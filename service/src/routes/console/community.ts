/** The console's Content and community routes (docs/console.md). */
import type { Deps } from '../../http/context.ts';
import type { ConsoleCommunityHandlers } from './handlers.ts';

export function consoleCommunityHandlers(_deps: Deps): ConsoleCommunityHandlers {
  return {};
}
