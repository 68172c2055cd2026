/**
 * Which packages a handler's bundle leaves external and therefore needs at run time. NodejsFunction
 * bundles with esbuild; this runs esbuild once more (in memory, metafile only, all entries in one
 * call) so that a function gets the sharp or Chromium layer exactly when its import graph reaches it.
 */
import { buildSync } from 'esbuild';
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

const analysed = new Map<string, Set<LayerPackage>>();

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
    const found = new Set<LayerPackage>();
    for (const imp of output.imports) {
      const pkg = LAYER_PROVIDED.find(
        (p) => imp.external && (imp.path === p || imp.path.startsWith(`${p}/`)),
      );
      if (pkg) found.add(pkg);
    }
    if (module) analysed.set(module, found);
  }
}

/** Layer-provided packages reachable from `module`; `alsoKnown` are analysed in the same esbuild run. */
export function layerPackagesOf(module: string, alsoKnown: readonly string[] = []): Set<LayerPackage> {
  if (!analysed.has(module)) {
    analyse([...new Set([module, ...alsoKnown.filter((m) => !analysed.has(m))])]);
  }
  const found = analysed.get(module);
  if (!found) throw new Error(`Could not analyse the imports of ${module}`);
  return found;
}
