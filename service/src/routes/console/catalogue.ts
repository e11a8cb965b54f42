/** The console's Plans and access routes and the members import (docs/console.md). */
import type { Deps } from '../../http/context.ts';
import type { ConsoleCatalogueHandlers } from './handlers.ts';

export function consoleCatalogueHandlers(_deps: Deps): ConsoleCatalogueHandlers {
  return {};
}
