/**
 * Lambda layers for packages no bundle may contain:
 * - sharp: native libvips, must be built for linux (arm64, and x64 for the Chromium function); that
 *   install needs the network, so it happens before deploy into a folder named by context;
 * - @sparticuz/chromium: tens of MB; same (built into a folder before deploy);
 * - tesseract.js + @tesseract.js-data/eng (OCR in the engine): pure JavaScript and WebAssembly, but it
 *   starts a worker thread from its own package files and resolves the language data by package path,
 *   so it cannot be bundled. Platform-independent, so this layer is assembled at synth time from the
 *   local node_modules (no network).
 * One layer per stack, created on first use. `npm run deploy` builds the two folders (bin/deploy/layers.ts,
 * docs/deploy.md).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Annotations, type Stack } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { LayerPackage } from '../bundling';
import type { UghConfig } from '../config';
import { fromRoot, REPO_ROOT } from '../paths';

type LayerName = 'sharp' | 'chromium' | 'ocr';

interface LayerSpec {
  id: string;
  architectures: Architecture[];
  /** A folder built before deploy (context key), or assembled now from local node_modules. */
  source: { folder: (config: UghConfig) => string; how: string } | { localPackages: string[] };
}

export const LAYER_OF: Record<LayerPackage, LayerName> = {
  sharp: 'sharp',
  '@sparticuz/chromium': 'chromium',
  'tesseract.js': 'ocr',
  '@tesseract.js-data/eng': 'ocr',
};

export const LAYER_SPECS: Record<LayerName, LayerSpec> = {
  sharp: {
    id: 'SharpLayer',
    // arm64 for every function, x86-64 as well for the Chromium function (its browser is x86-64 only).
    architectures: [Architecture.ARM_64, Architecture.X86_64],
    source: {
      folder: (c) => c.sharpLayerPath,
      how: 'npm run deploy (it installs sharp for linux arm64 and x64 into the folder; docs/deploy.md)',
    },
  },
  chromium: {
    id: 'ChromiumLayer',
    architectures: [Architecture.X86_64],
    source: {
      folder: (c) => c.chromiumLayerPath,
      how: 'npm run deploy (it installs @sparticuz/chromium for linux x64 into the folder; docs/deploy.md)',
    },
  },
  ocr: {
    id: 'OcrLayer',
    architectures: [Architecture.ARM_64, Architecture.X86_64],
    source: { localPackages: ['tesseract.js', '@tesseract.js-data/eng'] },
  },
};

const requireFromRoot = createRequire(join(REPO_ROOT, 'package.json'));

function packageDir(name: string, from: string): string {
  const req = createRequire(join(from, 'package.json'));
  try {
    return dirname(req.resolve(`${name}/package.json`));
  } catch {
    return dirname(requireFromRoot.resolve(`${name}/package.json`));
  }
}

/** Copies `names` and their production dependency closure into <dest>/nodejs/node_modules. */
export function assembleLocalLayer(names: string[], dest: string): void {
  const seen = new Map<string, string>();
  const visit = (name: string, from: string) => {
    if (seen.has(name)) return;
    const dir = packageDir(name, from);
    seen.set(name, dir);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, dir);
  };
  for (const name of names) visit(name, REPO_ROOT);
  rmSync(dest, { recursive: true, force: true });
  for (const [name, dir] of seen) {
    cpSync(dir, join(dest, 'nodejs', 'node_modules', name), { recursive: true, dereference: true });
  }
  writeFileSync(join(dest, 'packages.json'), JSON.stringify([...seen.keys()].sort(), null, 2));
}

function versionOf(name: string): string {
  return (
    JSON.parse(readFileSync(join(packageDir(name, REPO_ROOT), 'package.json'), 'utf8')) as { version: string }
  ).version;
}

const cache = new WeakMap<Stack, Map<LayerName, ILayerVersion | null>>();
const assembled = new Map<LayerName, string>();

/** The layer providing `pkg` in this stack, or undefined (with a synth warning) when it cannot be built. */
export function layerFor(scope: Stack, config: UghConfig, pkg: LayerPackage): ILayerVersion | undefined {
  const name = LAYER_OF[pkg];
  let layers = cache.get(scope);
  if (!layers) cache.set(scope, (layers = new Map()));
  if (layers.has(name)) return layers.get(name) ?? undefined;

  const spec = LAYER_SPECS[name];
  let folder: string | undefined;
  let description: string;
  if ('localPackages' in spec.source) {
    const packages = spec.source.localPackages;
    description = `${packages.map((p) => `${p}@${versionOf(p)}`).join(', ')} (assembled from node_modules)`;
    folder = assembled.get(name);
    if (!folder) {
      folder = join(tmpdir(), `ugh-layer-${name}-${packages.map(versionOf).join('-')}`);
      if (!existsSync(join(folder, 'packages.json'))) {
        // Assembled aside and renamed into place: parallel syntheses (test workers) never see half a layer.
        const staging = mkdtempSync(`${folder}-staging-`);
        assembleLocalLayer(packages, staging);
        try {
          rmSync(folder, { recursive: true, force: true });
          renameSync(staging, folder);
        } catch {
          rmSync(staging, { recursive: true, force: true });
          if (!existsSync(join(folder, 'packages.json')))
            throw new Error(`Could not assemble the ${name} layer`);
        }
      }
      assembled.set(name, folder);
    }
  } else {
    const configured = spec.source.folder(config);
    description = `${pkg} for linux ${spec.architectures.map((a) => a.name).join(' and ')} (from ${configured})`;
    const candidate = fromRoot(configured);
    if (existsSync(join(candidate, 'nodejs', 'node_modules', pkg, 'package.json'))) {
      folder = candidate;
    } else {
      const message =
        `${pkg} layer folder ${configured} has no nodejs/node_modules/${pkg}: functions importing it will fail ` +
        `at run time. Build it with: ${spec.source.how}`;
      if (config.requireLayers) throw new Error(message);
      Annotations.of(scope).addWarningV2(`ugh:missing-layer:${name}`, message);
    }
  }
  const layer = folder
    ? new LayerVersion(scope, spec.id, {
        code: Code.fromAsset(folder),
        compatibleRuntimes: [Runtime.NODEJS_22_X],
        compatibleArchitectures: spec.architectures,
        description: description.slice(0, 256),
      })
    : null;
  layers.set(name, layer);
  return layer ?? undefined;
}
