import type { Command } from './main';
import { UghApi } from './api-client';
import { atMost, parseOptions } from './options';
import { print, printJson } from './output';

const OPTIONS = { api: { type: 'string' } } as const;

export const statusCommand: Command = {
  name: 'status',
  summary: 'Show whether a roast is processing, ready, rejected or failed',
  usage: 'Usage: ugh status <roast-id> [--api URL]',
  async run(args) {
    const { values: options, positionals } = parseOptions('status', args, OPTIONS);
    const [id] = atMost('status', positionals, 1);
    if (!id) throw new Error('give a roast id');
    const res = await UghApi.fromArgs(options.api).call<Record<string, string>>(
      'GET',
      `/api/roasts/${encodeURIComponent(id)}/status`,
    );
    if (res.status !== 200) throw new Error(`${res.status}: ${JSON.stringify(res.body)}`);
    const { status, message, suggestion } = res.body;
    print([status, message, suggestion].filter(Boolean).join(' — '));
    return status === 'failed' || status === 'rejected' ? 1 : 0;
  },
};

export const healthCommand: Command = {
  name: 'health',
  summary: 'Check that the API, its database and its screenshot store answer',
  usage: 'Usage: ugh health [--api URL]',
  async run(args) {
    const { values: options, positionals } = parseOptions('health', args, OPTIONS);
    atMost('health', positionals, 0);
    const res = await UghApi.fromArgs(options.api).call<unknown>('GET', '/api/health');
    printJson(res.body);
    return res.status === 200 ? 0 : 1;
  },
};
