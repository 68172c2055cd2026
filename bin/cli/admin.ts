import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import type { Command } from './main';
import { atMost, parseOptions } from './options';
import { forTerminal, print } from './output';
import { ORPHAN_GRACE_SECONDS } from '../../functions/usecases/roast-recovery';

const USAGE = `Usage: ugh admin <action> [options]

Operator tools, against a running local mode (default: the endpoints npm start publishes in
.data/local-endpoints.json) or a deployed table (--deployed, with TABLE_NAME, SCREENSHOT_BUCKET and
AWS credentials/region in the environment).

Actions:
  unpublish <roast-id>              take a roast out of the gallery and leaderboards (its link keeps working)
  delete <roast-id> [--yes]         delete a roast, its likes, reactions and images (asks to confirm)
  announce "<message>" [--type info|warning|success|urgent] [--id id] [--starts ISO] [--expires ISO]
  expire-announcement <id>          stop showing an announcement
  contacts [--limit 20]             list open contact messages, newest first
  reindex                           write every public roast's listing and industry index entries again
                                    (after a deploy adds an index; local mode does it by itself on start)
  orphans [--older-than-hours 1] [--delete] [--yes]
                                    list screenshot folders with no roast record (left by a failed upload
                                    or deletion; nobody holds an owner key for them) older than the grace
                                    period; --delete removes them (asks to confirm). Deployed stacks also
                                    run this daily (UghJobs); local mode at every start
  bedrock-check [--region r] [--model id] [--profile id|none] [--profile-regions a,b]
                                    with the deployed account's AWS credentials: can the critic invoke the
                                    configured model (cdk.json: ugh:bedrockModelId, ugh:bedrockInferenceProfileId,
                                    ugh:bedrockProfileRegions; the flags override)? Asks the Bedrock control
                                    plane (model lifecycle, model access, the profile's Regions), prints what
                                    to change when not, and exits 1`;

const OPTIONS = {
  deployed: { type: 'boolean' },
  yes: { type: 'boolean' },
  delete: { type: 'boolean' },
  type: { type: 'string' },
  id: { type: 'string' },
  starts: { type: 'string' },
  expires: { type: 'string' },
  limit: { type: 'string' },
  'older-than-hours': { type: 'string' },
  region: { type: 'string' },
  model: { type: 'string' },
  profile: { type: 'string' },
  'profile-regions': { type: 'string' },
} as const;
type Option = keyof typeof OPTIONS;

/** The options each action reads: any other is refused, as a typo would be. */
const ACTION_OPTIONS: Record<string, readonly Option[]> = {
  unpublish: ['deployed'],
  delete: ['deployed', 'yes'],
  announce: ['deployed', 'type', 'id', 'starts', 'expires'],
  'expire-announcement': ['deployed'],
  contacts: ['deployed', 'limit'],
  reindex: ['deployed'],
  orphans: ['deployed', 'older-than-hours', 'delete', 'yes'],
  'bedrock-check': ['region', 'model', 'profile', 'profile-regions'],
};

/** Points the composition root at local mode's stand-ins, unless the operator targets AWS. */
function configureTarget(deployed: boolean): void {
  if (deployed) {
    for (const name of ['TABLE_NAME', 'SCREENSHOT_BUCKET']) {
      if (!process.env[name]) throw new Error(`--deployed needs ${name} in the environment`);
    }
    process.env.ROAST_STATE_MACHINE_ARN ??= 'not-used-by-admin';
    return;
  }
  const file = join(
    process.env.UGH_DATA_DIR ?? join(import.meta.dirname, '..', '..', '.data'),
    'local-endpoints.json',
  );
  if (!existsSync(file))
    throw new Error(
      `no running local mode found (${file} is missing): start it with npm start, or use --deployed`,
    );
  Object.assign(process.env, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>, {
    UGH_LOG: 'error',
  });
}

async function confirm(question: string, yes: boolean): Promise<boolean> {
  if (yes) return true;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await rl.question(forTerminal(`${question} [y/N] `))).trim());
  } finally {
    rl.close();
  }
}

export const adminCommand: Command = {
  name: 'admin',
  summary: 'Operator tools: unpublish or delete roasts, announcements, contact inbox, reindex, bedrock-check',
  usage: USAGE,
  async run(args) {
    const { values: options, positionals } = parseOptions('admin', args, OPTIONS);
    const [action, target] = atMost('admin', positionals, 2);
    if (!action) throw new Error(USAGE);
    const allowed = ACTION_OPTIONS[action];
    if (!allowed) throw new Error(`unknown action "${action}"\n\n${USAGE}`);
    for (const given of Object.keys(options) as Option[])
      if (!allowed.includes(given))
        throw new Error(`--${given} is not an option of ugh admin ${action}; see ugh admin --help`);
    const yes = options.yes === true;
    // Talks to AWS's Bedrock control plane, not to the table: no local mode or --deployed needed.
    if (action === 'bedrock-check') {
      const { runBedrockCheck } = await import('./bedrock-check');
      return runBedrockCheck(options, print);
    }
    configureTarget(options.deployed === true);
    const [{ dependencies }, { contactDependencies }] = await Promise.all([
      import('../../functions/composition/container'),
      import('../../functions/composition/contact'),
    ]);
    const deps = dependencies();
    switch (action) {
      case 'unpublish': {
        if (!target) throw new Error('give the roast id');
        await deps.publicRoasts.unpublish(target);
        print(
          `Unpublished ${target}: no longer in the gallery or leaderboards (edge caches clear within 10 s).`,
        );
        return 0;
      }
      case 'delete': {
        if (!target) throw new Error('give the roast id');
        const roast = await deps.roasts.get(target);
        if (!roast) throw new Error(`no roast ${target}`);
        const label =
          roast.website.name ?? roast.website.domain ?? `#${String(roast.number).padStart(4, '0')}`;
        if (
          !(await confirm(
            `Delete roast ${target} (${label}) with its ${roast.imageKeys.length} image(s)?`,
            yes,
          ))
        ) {
          print('Nothing deleted.');
          return 1;
        }
        const { deleteRoastAsOperator } = await import('../../functions/usecases/delete-roast');
        await deleteRoastAsOperator(deps.roasts, deps.screenshots, target);
        print(`Deleted ${target}.`);
        return 0;
      }
      case 'announce': {
        if (!target) throw new Error('give the message, in quotes');
        const type = options.type ?? 'info';
        if (!['info', 'warning', 'success', 'urgent'].includes(type))
          throw new Error('--type must be info, warning, success or urgent');
        const id = options.id ?? `a-${Date.now().toString(36)}`;
        const startsAt = options.starts;
        const expiresAt = options.expires ?? null;
        for (const [name, value] of [
          ['--starts', startsAt],
          ['--expires', expiresAt],
        ] as const) {
          if (value && Number.isNaN(Date.parse(value))) throw new Error(`${name} must be an ISO date`);
        }
        await deps.announcements.put({
          id,
          message: target,
          type: type as 'info',
          isActive: true,
          expiresAt: expiresAt ? new Date(expiresAt).toISOString() : null,
          ...(startsAt ? { startsAt: new Date(startsAt).toISOString() } : {}),
        });
        const current = await deps.announcements.rotate(new Date());
        print(
          `Announcement ${id} saved; showing now: ${current ? `${current.id} "${current.message}"` : 'nothing'}.`,
        );
        return 0;
      }
      case 'expire-announcement': {
        if (!target) throw new Error('give the announcement id');
        await deps.announcements.expire(target, new Date());
        print(`Announcement ${target} expired.`);
        return 0;
      }
      case 'contacts': {
        const limit = Number(options.limit ?? 20);
        const messages = await contactDependencies().contacts.listOpen(limit);
        if (messages.length === 0) print('No open contact messages.');
        for (const m of messages) {
          print(
            `\n${m.createdAt}  ${m.type}  ${m.name} <${m.email}>  (${m.id})\n  ${m.description.replace(/\n/g, '\n  ')}`,
          );
        }
        return 0;
      }
      case 'reindex': {
        const counts = await deps.publicRoasts.reindexPublic();
        print(
          `Reindexed ${counts.public} public roast(s); ${counts.industry} of them are on an industry page.`,
        );
        return 0;
      }
      case 'orphans': {
        const hours = Number(options['older-than-hours'] ?? ORPHAN_GRACE_SECONDS / 3600);
        if (!Number.isFinite(hours) || hours < 0) throw new Error('--older-than-hours must be a number ≥ 0');
        const { sweepOrphanScreenshots } = await import('../../functions/usecases/roast-recovery');
        const found = await sweepOrphanScreenshots(deps, { olderThanSeconds: hours * 3600, remove: false });
        if (found.length === 0) {
          print(`No screenshot folders without a roast older than ${hours} h.`);
          return 0;
        }
        for (const o of found)
          print(
            `screenshots/${o.roastId}/  ${o.keys.length} object(s), last written ${o.lastModified.toISOString()}`,
          );
        const total = found.reduce((n, o) => n + o.keys.length, 0);
        print(`${found.length} orphaned folder(s), ${total} object(s).`);
        if (!options.delete) return 0;
        if (!(await confirm(`Delete these ${total} object(s)?`, yes))) {
          print('Nothing deleted.');
          return 1;
        }
        // A second pass: each folder's roast record is looked up again just before it is deleted.
        const removed = await sweepOrphanScreenshots(deps, { olderThanSeconds: hours * 3600, remove: true });
        print(`Deleted ${removed.length} orphaned folder(s).`);
        return 0;
      }
      default:
        throw new Error(`unknown action "${action}"\n\n${USAGE}`);
    }
  },
};
