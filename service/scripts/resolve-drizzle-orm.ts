/**
 * npm installs drizzle-orm under service/node_modules but hoists drizzle-kit to the root, and
 * drizzle-kit loads drizzle-orm from where it lives: without this hook it stops with
 * "Please install latest version of drizzle-orm". Loaded with `node --import` by db:generate,
 * it resolves drizzle-orm (require and import) from this package instead.
 */
import { createRequire, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const servicePackage = new URL('../package.json', import.meta.url).href;
const requireFromService = createRequire(servicePackage);
/** require.resolve below runs these hooks again: let that inner call through untouched. */
let resolving = false;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (resolving || (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/'))) {
      return nextResolve(specifier, context);
    }
    if (context.conditions.includes('require')) {
      resolving = true;
      try {
        return { url: pathToFileURL(requireFromService.resolve(specifier)).href, shortCircuit: true };
      } finally {
        resolving = false;
      }
    }
    return nextResolve(specifier, { ...context, parentURL: servicePackage });
  },
});
