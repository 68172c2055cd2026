import type { Command } from './main';
import { UghApi, flag } from './api-client';
import { print, printJson } from './output';

export const statusCommand: Command = {
  name: 'status',
  summary: 'Show whether a roast is processing, ready, rejected or failed',
  usage: 'Usage: ugh status <roast-id> [--api URL]',
  async run(args) {
    const id = args.find((a) => !a.startsWith('--') && a !== flag(args, 'api'));
    if (!id) throw new Error('give a roast id');
    const res = await UghApi.fromArgs(flag(args, 'api')).call<Record<string, string>>(
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
    const res = await UghApi.fromArgs(flag(args, 'api')).call<unknown>('GET', '/api/health');
    printJson(res.body);
    return res.status === 200 ? 0 : 1;
  },
};
