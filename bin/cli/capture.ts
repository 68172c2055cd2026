import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ScreenshotResponse } from '../../functions/domain/api-schemas';
import type { Command } from './main';
import { UghApi, flag } from './api-client';
import { print } from './output';

export const captureCommand: Command = {
  name: 'capture',
  summary: 'Capture desktop and mobile screenshots of a URL and save them',
  usage: `Usage: ugh capture <url> [--out dir] [--reduced-motion] [--api URL]

Writes desktop.jpg, mobile.jpg and capture.json (metadata, capture id) into --out (default ./capture).`,
  async run(args) {
    const valueFlags = new Set(['--out', '--api']);
    const url = args.find((a, i) => !a.startsWith('--') && !valueFlags.has(args[i - 1] ?? ''));
    if (!url) throw new Error('give the URL to capture');
    const out = resolve(flag(args, 'out') ?? 'capture');
    const api = UghApi.fromArgs(flag(args, 'api'));
    const started = Date.now();
    const res = await api.call<ScreenshotResponse & { message?: string }>('POST', '/api/screenshot', {
      url,
      reducedMotion: args.includes('--reduced-motion'),
    });
    if (res.status !== 200) throw new Error(res.body.message ?? `HTTP ${res.status}`);
    if (!res.body.success) throw new Error(`${res.body.errorType}: ${res.body.error}`);
    await mkdir(out, { recursive: true });
    await writeFile(join(out, 'desktop.jpg'), Buffer.from(res.body.desktopScreenshot!, 'base64'));
    await writeFile(join(out, 'mobile.jpg'), Buffer.from(res.body.mobileScreenshot!, 'base64'));
    const { desktopScreenshot: _d, mobileScreenshot: _m, ...facts } = res.body;
    await writeFile(join(out, 'capture.json'), `${JSON.stringify(facts, null, 2)}\n`);
    print(
      `Captured ${url} in ${((Date.now() - started) / 1000).toFixed(1)} s → ${out}/{desktop.jpg,mobile.jpg,capture.json}`,
    );
    return 0;
  },
};
