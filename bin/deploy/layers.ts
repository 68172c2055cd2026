/**
 * The two Lambda layers that must be installed for Linux before a deploy (lib/constructs/layers.ts):
 * sharp for arm64 and x86-64, and @sparticuz/chromium for x86-64, at the versions package.json pins.
 * A layer folder that already holds those versions is left alone, so a second deploy installs nothing.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface LayerBuild {
  /** What the operator reads: `sharp`, `chromium`. */
  name: string;
  /** The package the functions import from the layer. */
  pkg: string;
  /** Folder from config (`ugh:sharpLayerPath`, `ugh:chromiumLayerPath`), absolute. */
  folder: string;
  version: string;
  /** Paths under <folder>/nodejs/node_modules that must exist for the layer to work. */
  required: string[];
  /** npm install runs, each as [prefix, args], before the result is moved into place. */
  installs: (staging: string) => { prefix: string; args: string[] }[];
  /** After the installs: copies that complete the layer (the x64 sharp binaries into the arm64 tree). */
  finish?: (staging: string) => void;
}

const dependencyVersion = (packageJson: string, name: string): string => {
  const pkg = JSON.parse(readFileSync(packageJson, 'utf8')) as { dependencies?: Record<string, string> };
  const version = pkg.dependencies?.[name];
  if (!version) throw new Error(`package.json has no dependency ${name}: the layer cannot be built`);
  return version;
};

export function layerBuilds(
  root: string,
  config: { sharpLayerPath: string; chromiumLayerPath: string },
): LayerBuild[] {
  const sharp = dependencyVersion(join(root, 'package.json'), 'sharp');
  const chromium = dependencyVersion(join(root, 'package.json'), '@sparticuz/chromium');
  const linux = ['--os=linux', '--no-audit', '--no-fund', '--no-save', '--no-package-lock'];
  return [
    {
      name: 'sharp',
      pkg: 'sharp',
      folder: resolve(root, config.sharpLayerPath),
      version: sharp,
      // Every function runs on arm64; the Chromium functions on x86-64 (@sparticuz/chromium is x86-64 only).
      required: ['sharp', '@img/sharp-linux-arm64', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64'],
      installs: (staging) => [
        {
          prefix: join(staging, 'nodejs'),
          args: [...linux, '--libc=glibc', '--cpu=arm64', `sharp@${sharp}`],
        },
        { prefix: join(staging, 'x64'), args: [...linux, '--libc=glibc', '--cpu=x64', `sharp@${sharp}`] },
      ],
      finish: (staging) => {
        for (const pkg of ['@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64']) {
          const from = join(staging, 'x64', 'node_modules', pkg);
          if (existsSync(from))
            cpSync(from, join(staging, 'nodejs', 'node_modules', pkg), { recursive: true });
        }
        rmSync(join(staging, 'x64'), { recursive: true, force: true });
      },
    },
    {
      name: 'chromium',
      pkg: '@sparticuz/chromium',
      folder: resolve(root, config.chromiumLayerPath),
      version: chromium,
      required: ['@sparticuz/chromium'],
      installs: (staging) => [
        { prefix: join(staging, 'nodejs'), args: [...linux, '--cpu=x64', `@sparticuz/chromium@${chromium}`] },
      ],
    },
  ];
}

/** What is wrong with a layer folder, or nothing when it holds the pinned version completely. */
export function layerProblem(layer: LayerBuild, folder = layer.folder): string | undefined {
  const modules = join(folder, 'nodejs', 'node_modules');
  const manifest = join(modules, layer.pkg, 'package.json');
  if (!existsSync(manifest)) return `${folder} has no nodejs/node_modules/${layer.pkg}`;
  const found = (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version;
  if (found !== layer.version)
    return `${folder} holds ${layer.pkg}@${found}, package.json pins ${layer.version}`;
  const missing = layer.required.filter((p) => !existsSync(join(modules, p)));
  if (missing.length > 0) return `${folder} lacks ${missing.join(', ')}`;
  return undefined;
}

/**
 * Installs the layer into a staging folder with `run('npm', …)` and moves it into place only when it
 * is complete; returns what is still wrong (nothing on success).
 */
export function buildLayer(
  layer: LayerBuild,
  run: (command: string, args: string[]) => void,
): string | undefined {
  const staging = mkdtempSync(join(tmpdir(), `ugh-layer-${layer.name}-`));
  try {
    for (const install of layer.installs(staging)) {
      mkdirSync(install.prefix, { recursive: true });
      run('npm', ['install', '--prefix', install.prefix, ...install.args]);
    }
    layer.finish?.(staging);
    const problem = layerProblem(layer, staging);
    if (problem) return `npm install finished, but the ${layer.name} layer is incomplete: ${problem}`;
    rmSync(layer.folder, { recursive: true, force: true });
    mkdirSync(join(layer.folder, '..'), { recursive: true });
    cpSync(staging, layer.folder, { recursive: true });
    return undefined;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
