import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ScreenshotResponse } from '../../functions/domain/api-schemas';
import type { Command } from './main';
import { UghApi } from './api-client';
import { atMost, parseOptions } from './options';
import { print } from './output';

const OPTIONS = {
  out: { type: 'string' },
  api: { type: 'string' },
  'reduced-motion': { type: 'boolean' },
} as const;

export const captureCommand: Command = {
  name: 'capture',
  summary: 'Capture desktop and mobile screenshots of a URL and save them',
  usage: `Usage: ugh capture <url> [--out dir] [--reduced-motion] [--api URL]

Writes desktop.jpg, mobile.jpg and capture.json (metadata, capture id) into --out (default ./capture).`,
  async run(args) {
    const { values: options, positionals } = parseOptions('capture', args, OPTIONS);
    const [url] = atMost('capture', positionals, 1);
    if (!url) throw new Error('give the URL to capture');
    const out = resolve(options.out ?? 'capture');
    const api = UghApi.fromArgs(options.api);
    const started = Date.now();
    const res = await api.call<ScreenshotResponse & { message?: string }>('POST', '/api/screenshot', {
      url,
      reducedMotion: options['reduced-motion'] === true,
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
