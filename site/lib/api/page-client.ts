/**
 * A console client made once per page for the app the tab runs (site/lib/console/current-app.ts),
 * through a hook: null on the server and until the island runs in the browser, or on a page
 * without the app's configuration.
 */
import { useEffect, useState } from 'react';
import { type ConsoleTarget, readConsoleTarget } from '../console/current-app.ts';

/** The clients made on this page, by the function that made each. */
const made = new Map<(target: ConsoleTarget) => unknown, unknown>();

/** The page's client that `create` makes (a function declared at module level, so made once). */
export function usePageClient<Client>(create: (target: ConsoleTarget) => Client): Client | null {
  const [client, setClient] = useState<Client | null>(null);
  useEffect(() => {
    if (!made.has(create)) {
      const target = readConsoleTarget();
      made.set(create, target ? create(target) : null);
    }
    const page = made.get(create) as Client | null;
    // A function-valued client (the members import) must not be taken for a state updater.
    setClient(() => page);
  }, [create]);
  return client;
}
