/**
 * Builds the real CDK app (lib/app.ts) with the cdk.json context for assertions. Bundling is skipped
 * (aws:cdk:bundling-stacks = []) except where a test needs the real bundles; layer folders and the
 * SPA are tiny placeholders created here, in a temporary folder, for the tests only.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp, type UghStacks } from '../../lib/app';
import { REPO_ROOT } from '../../lib/paths';

const placeholders = mkdtempSync(join(tmpdir(), 'ugh-infra-test-'));

function placeholderLayer(pkg: string): string {
  const dir = join(placeholders, 'layers', pkg.replace(/[@/]/g, '_'));
  mkdirSync(join(dir, 'nodejs', 'node_modules', pkg), { recursive: true });
  writeFileSync(join(dir, 'nodejs', 'node_modules', pkg, 'package.json'), JSON.stringify({ name: pkg }));
  return dir;
}

export function placeholderSpa(): string {
  const dir = join(placeholders, 'spa');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>test placeholder</title>');
  return dir;
}

export const TEST_EMAIL = 'ops@example.com';
export const cdkJsonContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
    .context;

export interface Built {
  app: App;
  stacks: UghStacks;
  template: (stack: Stack) => Template;
  all: () => { stack: Stack; template: Template }[];
}

type BuildOptions = {
  bundle?: boolean;
  context?: Record<string, unknown>;
  outdir?: string;
  env?: Record<string, string>;
};

/**
 * The default app, built once per worker: the infra files share a worker (vitest.config.ts,
 * `isolate: false`), and most of them only read the default app's templates.
 */
let defaultApp: Built | undefined;

/** The app as `cdk synth` builds it (without bundling unless asked); the default one is shared. */
export function build(options: BuildOptions = {}): Built {
  if (Object.keys(options).length > 0) return buildFresh(options);
  return (defaultApp ??= buildFresh({}));
}

function buildFresh(options: BuildOptions): Built {
  const app = new App({
    outdir: options.outdir ?? mkdtempSync(join(tmpdir(), 'ugh-cdk-out-')),
    context: {
      ...cdkJsonContext(),
      'ugh:alarmEmail': TEST_EMAIL,
      'ugh:frontendDist': placeholderSpa(),
      'ugh:sharpLayerPath': placeholderLayer('sharp'),
      'ugh:chromiumLayerPath': placeholderLayer('@sparticuz/chromium'),
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...options.context,
    },
  });
  // The shell's UGH_STAGE / CDK_DEFAULT_ACCOUNT stay out: the stage comes from `context` (default dev).
  const stacks = buildApp(app, options.env ?? {});
  const templates = new Map<Stack, Template>();
  const template = (stack: Stack) => {
    let t = templates.get(stack);
    if (!t) templates.set(stack, (t = Template.fromStack(stack)));
    return t;
  };
  const list = () =>
    [
      stacks.data,
      stacks.workflow,
      stacks.api,
      stacks.jobs,
      stacks.edge,
      stacks.web,
      stacks.operations,
      stacks.edgeMonitoring,
    ] as Stack[];
  return { app, stacks, template, all: () => list().map((stack) => ({ stack, template: template(stack) })) };
}

export const logicalId = (construct: { node: { defaultChild?: unknown } }, stack: Stack) =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);

type Json = Record<string, unknown>;

/** Every IAM action granted to a role (inline Policies and AWS::IAM::Policy resources attached to it). */
export function actionsOfRole(
  template: Template,
  roleLogicalId: string,
): { actions: string[]; statements: Json[] } {
  const statements: Json[] = [];
  const role = template.toJSON().Resources[roleLogicalId] as {
    Properties: { Policies?: { PolicyDocument: { Statement: Json[] } }[] };
  };
  for (const p of role.Properties.Policies ?? []) statements.push(...p.PolicyDocument.Statement);
  for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
    const props = policy.Properties as { Roles: Json[]; PolicyDocument: { Statement: Json[] } };
    if (props.Roles.some((r) => r.Ref === roleLogicalId)) statements.push(...props.PolicyDocument.Statement);
  }
  const actions = statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]) as string[]);
  return { actions: [...new Set(actions)].sort(), statements };
}

/** Role logical id of a Lambda function resource. */
export function roleOfFunction(template: Template, functionLogicalId: string): string {
  const fn = template.toJSON().Resources[functionLogicalId] as {
    Properties: { Role: { 'Fn::GetAtt': [string, string] } };
  };
  return fn.Properties.Role['Fn::GetAtt'][0];
}
