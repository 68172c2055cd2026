/**
 * Which packages a handler's bundle leaves external and therefore needs at run time, and which worker
 * entries it must ship beside it. NodejsFunction bundles with esbuild; this runs esbuild once more (in
 * memory, metafile only, all entries in one call) so that a function gets the sharp or Chromium layer,
 * or a worker file, exactly when its import graph reaches the module that needs it.
 */
import { buildSync } from 'esbuild';
import { BUNDLED_FONT_DIR, TYPESETTER_FONT_FILES } from '../functions/contracts/typesetter-fonts';
import { fromRoot, REPO_ROOT } from './paths';

/** Provided by the Lambda Node.js 22 runtime (AWS SDK for JavaScript v3): never bundled. */
export const RUNTIME_PROVIDED = ['@aws-sdk/*'];
/**
 * Packages that come from a Lambda layer instead of the bundle (lib/constructs/layers.ts): native
 * code (sharp), a browser (@sparticuz/chromium), and OCR, which starts workers from its own files.
 */
export const LAYER_PROVIDED = [
  'sharp',
  '@sparticuz/chromium',
  'tesseract.js',
  '@tesseract.js-data/eng',
] as const;
export type LayerPackage = (typeof LAYER_PROVIDED)[number];

export const BUNDLE_EXTERNALS = [...RUNTIME_PROVIDED, ...LAYER_PROVIDED];

/**
 * Worker-thread entries that a module starts from a file beside itself (`new URL('./x.mjs',
 * import.meta.url)`), keyed by that module. esbuild cannot see such a file, so every bundle that
 * contains the module also gets the entry, bundled on its own, next to index.mjs
 * (lib/constructs/app-function.ts); without it the module falls back to slower work on the main thread.
 */
export const WORKER_ENTRIES: Readonly<Record<string, string>> = {
  'functions/engine/clutter.ts': 'functions/engine/clutter-worker.mjs',
};

/**
 * Data files that a module reads from beside itself at run time (`new URL('./…', import.meta.url)`),
 * keyed by that module: every bundle containing it gets the files copied to `to` (relative to
 * index.mjs). The share card's and the badge's font (functions/adapters/images/inter-typesetter.ts).
 */
export const FILE_ASSETS: Readonly<Record<string, readonly { from: string; to: string }[]>> = {
  'functions/adapters/images/inter-typesetter.ts': [
    ...new Set(Object.values(TYPESETTER_FONT_FILES).flat()),
  ].map((file) => ({
    from: `node_modules/@fontsource/inter/files/${file}`,
    to: `${BUNDLED_FONT_DIR}/${file}`,
  })),
};

export interface FileAsset {
  /** Path from the repository root. */
  from: string;
  /** Path in the bundle, relative to index.mjs. */
  to: string;
}

interface Analysis {
  layers: Set<LayerPackage>;
  /** Worker entries (WORKER_ENTRIES values) the bundle must ship beside it. */
  workers: string[];
  /** Data files (FILE_ASSETS) the bundle must ship beside it. */
  assets: FileAsset[];
}

const analysed = new Map<string, Analysis>();

function analyse(modules: string[]): void {
  const byPath = new Map(modules.map((m) => [fromRoot(m), m]));
  const result = buildSync({
    entryPoints: [...byPath.keys()],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outdir: '/analysis',
    external: BUNDLE_EXTERNALS,
    logLevel: 'silent',
  });
  for (const output of Object.values(result.metafile.outputs)) {
    if (!output.entryPoint) continue;
    const module = byPath.get(fromRoot(output.entryPoint));
    const layers = new Set<LayerPackage>();
    for (const imp of output.imports) {
      const pkg = LAYER_PROVIDED.find(
        (p) => imp.external && (imp.path === p || imp.path.startsWith(`${p}/`)),
      );
      if (pkg) layers.add(pkg);
    }
    const workers = Object.entries(WORKER_ENTRIES)
      .filter(([starter]) => starter in output.inputs)
      .map(([, entry]) => entry);
    const assets = Object.entries(FILE_ASSETS)
      .filter(([reader]) => reader in output.inputs)
      .flatMap(([, files]) => files);
    if (module) analysed.set(module, { layers, workers, assets });
  }
}

function analysisOf(module: string, alsoKnown: readonly string[]): Analysis {
  if (!analysed.has(module)) {
    analyse([...new Set([module, ...alsoKnown.filter((m) => !analysed.has(m))])]);
  }
  const found = analysed.get(module);
  if (!found) throw new Error(`Could not analyse the imports of ${module}`);
  return found;
}

/** Layer-provided packages reachable from `module`; `alsoKnown` are analysed in the same esbuild run. */
export function layerPackagesOf(module: string, alsoKnown: readonly string[] = []): Set<LayerPackage> {
  return analysisOf(module, alsoKnown).layers;
}

/** Worker entries `module`'s bundle must ship beside index.mjs (paths from the repository root). */
export function workerEntriesOf(module: string, alsoKnown: readonly string[] = []): string[] {
  return analysisOf(module, alsoKnown).workers;
}

/** Data files `module`'s bundle must ship beside index.mjs. */
export function fileAssetsOf(module: string, alsoKnown: readonly string[] = []): FileAsset[] {
  return analysisOf(module, alsoKnown).assets;
}
