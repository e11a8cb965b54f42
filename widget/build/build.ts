/**
 * Builds the script-tag widget into <outDir>/widget.js plus <outDir>/widget/*.js (docs/architecture.md "The widget"):
 * first the lazy chunks (SDK; React and the modals) as ES modules with hashed names, then the
 * small loader as one classic script that knows those names.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Plugin } from 'vite';

const widgetRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folder, under the site's output, that holds the chunks. */
export const CHUNK_FOLDER = 'widget';

const common: InlineConfig = {
  configFile: false,
  root: widgetRoot,
  logLevel: 'warn',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

/** A route's summary in the contract's route tables (sdk/src/contract/routes/): one string literal. */
const ROUTE_SUMMARY = /\n[ \t]*summary:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`),/g;

/**
 * Drops the routes' summaries from the browser's chunks: they describe the API in its OpenAPI
 * document, and no browser reads them (a kilobyte and more of the login modal's budget).
 */
export function stripRouteSummaries(): Plugin {
  return {
    name: 'wf-strip-route-summaries',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]sdk[\\/]src[\\/]contract[\\/]routes[\\/][^\\/]+\.ts$/.test(id)) return null;
      return { code: code.replace(ROUTE_SUMMARY, ''), map: null };
    },
  };
}

interface ManifestEntry {
  file: string;
  name?: string;
  isEntry?: boolean;
}

/** Builds the widget into outDir (the built site's folder). */
export async function buildWidget(outDir: string): Promise<void> {
  const chunkDir = path.join(outDir, CHUNK_FOLDER);
  await build({
    ...common,
    // Chunks import each other relative to their own URL: the page installing the widget is elsewhere.
    base: './',
    plugins: [stripRouteSummaries()],
    build: {
      outDir: chunkDir,
      emptyOutDir: true,
      modulePreload: false,
      manifest: true,
      target: 'es2022',
      cssCodeSplit: false,
      rollupOptions: {
        input: {
          sdk: path.join(widgetRoot, 'src/entries/sdk-chunk.ts'),
          ui: path.join(widgetRoot, 'src/entries/ui-chunk.ts'),
          attributes: path.join(widgetRoot, 'src/entries/attributes-chunk.ts'),
          inspector: path.join(widgetRoot, 'src/entries/inspector-chunk.ts'),
          comments: path.join(widgetRoot, 'src/entries/comments-chunk.ts'),
        },
        preserveEntrySignatures: 'exports-only',
        output: { entryFileNames: '[name]-[hash].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  const manifestDir = path.join(chunkDir, '.vite');
  const manifest = JSON.parse(await readFile(path.join(manifestDir, 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  await rm(manifestDir, { recursive: true });
  const entry = (name: string) => {
    const found = Object.values(manifest).find((item) => item.isEntry && item.name === name);
    if (!found) throw new Error(`widget build: no ${name} entry in the manifest`);
    return `${CHUNK_FOLDER}/${found.file}`;
  };

  await build({
    ...common,
    define: {
      ...common.define,
      __WF_CHUNKS__: JSON.stringify({
        sdk: entry('sdk'),
        ui: entry('ui'),
        attributes: entry('attributes'),
        inspector: entry('inspector'),
        comments: entry('comments'),
      }),
    },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      lib: {
        entry: path.join(widgetRoot, 'src/entries/script.ts'),
        formats: ['iife'],
        name: 'WorldFamilyWidget',
        fileName: () => 'widget.js',
      },
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = path.resolve(process.argv[2] ?? process.env.WF_OUT_DIR ?? 'dist');
  await buildWidget(outDir);
  console.log(`widget built into ${outDir}`);
}
