import { existsSync } from 'node:fs';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { TYPESETTER_FONT_FILES } from '../../functions/contracts/typesetter-fonts';
import { fileAssetsOf } from '../../lib/bundling';
import { fileAssetCommands } from '../../lib/constructs/app-function';
import { fromRoot } from '../../lib/paths';
import { ROUTES, type RouteDefinition, type RouteId } from '../../functions/http/routes';
import { ChromiumFunction } from '../../lib/constructs/chromium-function';
import { routeKey } from '../../lib/stacks/api-stack';
import { actionsOfRole, build, logicalId, roleOfFunction } from './helpers';

const { stacks, template, all } = build();
const api = template(stacks.api);
const routes = ROUTES as readonly RouteDefinition[];

function routeFunction(id: RouteId) {
  const fn = stacks.api.functions[id]!;
  const fnId = logicalId(fn.fn, stacks.api);
  return { construct: fn, id: fnId, props: api.toJSON().Resources[fnId].Properties as Record<string, any> };
}
const actionsOf = (id: RouteId) => actionsOfRole(api, roleOfFunction(api, routeFunction(id).id));

/** What active tracing adds to every function's role (resource "*": X-Ray has no resource-level permissions). */
const TRACING_ACTIONS = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];
const WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const READ_ONLY_ROUTES: RouteId[] = [
  'getSharePage',
  'getBadge',
  'getColourVision',
  'listRoasts',
  'leaderboardBrutal',
  'leaderboardDesigned',
  'getRoast',
  'getRoastStatus',
  'getRoastComparison',
  'getRoastImage',
  'getRoastThumbnail',
  'getRoastFullPage',
  'getReactions',
  'currentAnnouncement',
  'health',
  'getIndustry',
  'listBetaRoasts',
  'listDesignPrinciples',
  'getDesignPrinciple',
];

describe('api stack: one function per route of the table', () => {
  it('creates exactly one function per route, with its module export as the handler', () => {
    for (const route of routes) {
      const { props } = routeFunction(route.id as RouteId);
      expect(props.Handler, route.id).toBe(`index.${route.export}`);
      expect(props.MemorySize, route.id).toBeGreaterThanOrEqual(route.memoryMb);
      expect(props.Timeout, route.id).toBeLessThanOrEqual(route.timeoutSeconds);
    }
    expect(Object.keys(stacks.api.functions)).toHaveLength(routes.length);
  });

  it('runs every function on nodejs22.x, arm64 unless it runs Chromium', () => {
    for (const route of routes) {
      const { props, construct } = routeFunction(route.id as RouteId);
      expect(props.Runtime, route.id).toBe('nodejs22.x');
      const expected = construct instanceof ChromiumFunction ? 'x86_64' : 'arm64';
      expect(props.Architectures, route.id).toEqual([expected]);
    }
  });

  it('routes every table entry to its own function, and HEAD beside every GET to the same one', () => {
    const routeResources = Object.values(api.findResources('AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties as { RouteKey: string; Target: unknown },
    );
    const target = (key: string) => routeResources.find((r) => r.RouteKey === key)?.Target;
    for (const route of routes) {
      expect(target(routeKey(route)), routeKey(route)).toBeDefined();
      if (route.method === 'GET') {
        const head = routeKey({ method: 'HEAD', path: route.path });
        expect(target(head), head).toEqual(target(routeKey(route)));
      }
    }
    const gets = routes.filter((r) => r.method === 'GET').length;
    api.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length + gets);
  });

  it('gives every function the table, bucket, state machine and the id of the origin-verify secret', () => {
    const secretId = logicalId(stacks.api.originVerifySecret, stacks.api);
    for (const route of routes) {
      const env = routeFunction(route.id as RouteId).props.Environment.Variables as Record<string, unknown>;
      for (const key of ['TABLE_NAME', 'SCREENSHOT_BUCKET', 'ROAST_STATE_MACHINE_ARN']) {
        expect(env[key], `${route.id} ${key}`).toBeDefined();
      }
      expect(env.ORIGIN_VERIFY_SECRET_ID, route.id).toEqual({ Ref: secretId });
    }
  });
});

describe('api stack: throttling and logs', () => {
  it('throttles the stage by default', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 },
    });
  });

  it("throttles each route with the route table's own limits", () => {
    const expected = Object.fromEntries(
      routes.flatMap((r) =>
        (r.method === 'GET' ? ['GET', 'HEAD'] : [r.method]).map((method) => [
          routeKey({ method, path: r.path }),
          { ThrottlingRateLimit: r.throttle.rateLimit, ThrottlingBurstLimit: r.throttle.burstLimit },
        ]),
      ),
    );
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', { RouteSettings: expected });
    expect(expected['POST /api/roasts']).toEqual({ ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 });
  });

  it('writes access logs to a log group', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });
});

describe('least privilege per route', () => {
  /**
   * Every route's complete permission set, written out here independently of lib/access.ts: widening
   * a function's rights means changing this table on purpose.
   */
  const EXPECTED: Record<RouteId, string[]> = {
    createRoast: [
      // A new version reads the earlier roast before linking it.
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      's3:DeleteObject',
      's3:PutObject',
      'states:StartExecution',
    ],
    listRoasts: ['dynamodb:BatchGetItem', 'dynamodb:Query'],
    leaderboardBrutal: ['dynamodb:BatchGetItem', 'dynamodb:Query'],
    leaderboardDesigned: ['dynamodb:BatchGetItem', 'dynamodb:Query'],
    getRoast: ['dynamodb:GetItem'],
    getRoastStatus: ['dynamodb:GetItem'],
    // Before and after: reads the roast and its previous version, nothing else.
    getRoastComparison: ['dynamodb:GetItem'],
    deleteRoast: [
      'dynamodb:BatchWriteItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      's3:DeleteObject',
      // Lists the roast's folder so that its share cards go too.
      's3:ListBucket',
    ],
    getRoastImage: ['dynamodb:GetItem', 's3:GetObject'],
    getRoastThumbnail: ['dynamodb:GetItem', 's3:GetObject'],
    getRoastFullPage: ['dynamodb:GetItem', 's3:GetObject'],
    // Sharing: the crawler page and the badge read the roast; the card reads the stored PNG
    // or the thumbnail, and stores the PNG it drew.
    getSharePage: ['dynamodb:GetItem'],
    getShareCard: ['dynamodb:GetItem', 's3:GetObject', 's3:PutObject'],
    getBadge: ['dynamodb:GetItem'],
    // Colour-vision preview: the report reads the roast and its kept text pairs; the image
    // route reads the first screenshot or its stored preview, and stores the preview it drew.
    getColourVision: ['dynamodb:GetItem', 's3:GetObject'],
    getColourVisionImage: ['dynamodb:GetItem', 's3:GetObject', 's3:PutObject'],
    likeRoast: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
    shareRoast: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
    getReactions: ['dynamodb:GetItem', 'dynamodb:Query'],
    addReaction: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
    removeReaction: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
    captureScreenshot: ['dynamodb:UpdateItem', 's3:PutObject'],
    captureStrategyTest: ['dynamodb:UpdateItem'],
    // Opening the roast's one checkout checks, in the same transaction, that it is not promoted.
    createPaymentIntent: [
      'dynamodb:ConditionCheckItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ],
    stripeWebhook: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
    promoteRoast: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
    paymentConfig: [],
    contact: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'kms:Decrypt', 'kms:GenerateDataKey', 'sns:Publish'],
    currentAnnouncement: ['dynamodb:GetItem'],
    health: ['dynamodb:GetItem', 's3:ListBucket'],
    // Static guides bundled with the code: no data access at all.
    listDesignPrinciples: [],
    getDesignPrinciple: [],
    getIndustry: ['dynamodb:BatchGetItem', 'dynamodb:Query'],
    listBetaRoasts: ['dynamodb:BatchGetItem', 'dynamodb:Query'],
    enhanceSuggestions: [
      'bedrock:InvokeModel',
      'bedrock:InvokeModelWithResponseStream',
      'dynamodb:GetItem',
      'dynamodb:UpdateItem',
    ],
  };

  it('every route function has exactly the permissions its route needs (plus logs, traces, origin secret)', () => {
    for (const route of routes) {
      const expected = EXPECTED[route.id as RouteId];
      expect(expected, `add ${route.id} to EXPECTED`).toBeDefined();
      const { actions } = actionsOf(route.id as RouteId);
      // Every route reads the origin-verify secret (which secrets, per route: describe('secrets')).
      expect(
        actions.filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:')),
        route.id,
      ).toEqual([...new Set([...expected, 'secretsmanager:GetSecretValue'])].sort());
      expect(
        actions.filter((a) => a.startsWith('logs:')),
        route.id,
      ).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    }
  });

  it('read-only routes (leaderboards, gallery, detail, images, health…) cannot write anything', () => {
    for (const id of READ_ONLY_ROUTES) {
      const { actions } = actionsOf(id);
      for (const write of [...WRITES, 's3:PutObject', 's3:DeleteObject', 'states:StartExecution']) {
        expect(actions, `${id} must not have ${write}`).not.toContain(write);
      }
    }
  });

  it('the leaderboard functions can only Query the listing indexes and BatchGet roasts', () => {
    for (const id of ['leaderboardBrutal', 'leaderboardDesigned'] as RouteId[]) {
      expect(actionsOf(id).actions).toEqual([
        'dynamodb:BatchGetItem',
        'dynamodb:Query',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'secretsmanager:GetSecretValue',
        ...TRACING_ACTIONS,
      ]);
    }
  });

  it('only the beta lab’s enhancer may call Bedrock among the routes, only the configured model, as the critic', () => {
    for (const route of routes) {
      const { actions, statements } = actionsOf(route.id as RouteId);
      const env = routeFunction(route.id as RouteId).props.Environment.Variables as Record<string, unknown>;
      if (route.id !== 'enhanceSuggestions') {
        expect(
          actions.filter((a) => a.startsWith('bedrock:')),
          route.id,
        ).toEqual([]);
        expect(env.CRITIC, route.id).toBeUndefined();
        continue;
      }
      // The profile and the model behind it, nothing else (each property: test/infra/bedrock.test.ts).
      const bedrock = statements.filter((s) => JSON.stringify(s.Action).includes('bedrock:'));
      expect(bedrock).toHaveLength(2);
      expect(JSON.stringify(bedrock.map((s) => s.Resource))).toMatch(
        /inference-profile\/us\.anthropic\.claude-sonnet-4-6".*foundation-model\/anthropic\.claude-sonnet-4-6"/,
      );
      expect(JSON.stringify(bedrock.map((s) => s.Resource))).not.toContain('*');
      expect(env).toMatchObject({
        CRITIC: 'bedrock',
        BEDROCK_MODEL_ID: 'us.anthropic.claude-sonnet-4-6',
        BEDROCK_TEMPERATURE: '0.4',
      });
    }
  });

  it('only createRoast may start the workflow, and only on the roast state machine', () => {
    for (const route of routes) {
      const { actions, statements } = actionsOf(route.id as RouteId);
      if (route.id === 'createRoast') {
        expect(actions).toContain('states:StartExecution');
        const start = statements.find((s) => s.Action === 'states:StartExecution')!;
        expect(JSON.stringify(start.Resource)).toContain('RoastWorkflow');
      } else expect(actions, route.id).not.toContain('states:StartExecution');
    }
    for (const { stack, template: t } of all()) {
      if (stack === stacks.api) continue;
      expect(JSON.stringify(t.findResources('AWS::IAM::Policy'))).not.toContain('states:StartExecution');
    }
  });

  it('only deleteRoast (and createRoast, cleaning up its own failed upload) may delete objects', () => {
    for (const route of routes) {
      const has = actionsOf(route.id as RouteId).actions.includes('s3:DeleteObject');
      expect(has, route.id).toBe(route.id === 'deleteRoast' || route.id === 'createRoast');
    }
  });

  it('object grants are limited to a key prefix (screenshots/, or captures/ for URL capture)', () => {
    for (const route of routes) {
      for (const s of actionsOf(route.id as RouteId).statements) {
        const actions = (Array.isArray(s.Action) ? s.Action : [s.Action]) as string[];
        if (actions.some((a) => a === 's3:GetObject' || a === 's3:PutObject' || a === 's3:DeleteObject')) {
          const prefix = route.id === 'captureScreenshot' ? '/captures/*' : '/screenshots/*';
          for (const r of [s.Resource].flat()) expect(JSON.stringify(r), route.id).toContain(prefix);
        }
      }
    }
  });

  it('only routes with a per-IP limit (or that write) can UpdateItem', () => {
    for (const route of routes) {
      const writes = actionsOf(route.id as RouteId).actions.includes('dynamodb:UpdateItem');
      // createRoast (counter, failure mark) and the Stripe webhook (the promotion itself) write roasts.
      const needs = Boolean(route.perIpLimit) || route.id === 'createRoast' || route.id === 'stripeWebhook';
      expect(writes, route.id).toBe(needs);
    }
  });

  it('no policy anywhere grants a service wildcard or "*" action', () => {
    for (const { template: t } of all()) {
      for (const policy of Object.values(t.findResources('AWS::IAM::Policy'))) {
        for (const s of (policy.Properties as any).PolicyDocument.Statement) {
          const actions = (Array.isArray(s.Action) ? s.Action : [s.Action]) as string[];
          expect(actions.filter((a) => a === '*' || /^[a-z0-9-]+:\*$/.test(a))).toEqual([]);
        }
      }
    }
  });

  it('route roles carry no managed policies (only their own inline grants)', () => {
    for (const route of routes) {
      const role = api.toJSON().Resources[roleOfFunction(api, routeFunction(route.id as RouteId).id)];
      expect(role.Properties.ManagedPolicyArns, route.id).toBeUndefined();
    }
  });
});

describe('URL capture (Chromium) function', () => {
  const capture = routeFunction('captureScreenshot');

  it('every capture route is a ChromiumFunction: ≥ 2048 MB, under API Gateway’s 30 s, reserved concurrency, no VPC', () => {
    const captureRoutes = routes.filter((r) => r.module.startsWith('functions/http/capture/'));
    expect(captureRoutes.map((r) => r.id)).toContain('captureScreenshot');
    for (const route of captureRoutes) {
      const fn = routeFunction(route.id as RouteId);
      expect(fn.construct, route.id).toBeInstanceOf(ChromiumFunction);
      expect(fn.props.MemorySize, route.id).toBeGreaterThanOrEqual(2048);
      expect(fn.props.Timeout, route.id).toBeLessThanOrEqual(29);
      expect(fn.props.ReservedConcurrentExecutions, route.id).toBe(5);
      expect(fn.props.VpcConfig, route.id).toBeUndefined();
    }
    const others = routes.filter((r) => !r.module.startsWith('functions/http/capture/'));
    for (const route of others)
      expect(routeFunction(route.id as RouteId).construct, route.id).not.toBeInstanceOf(ChromiumFunction);
  });

  it('gets Chromium from a layer, not from its bundle', () => {
    const layers = JSON.stringify(capture.props.Layers);
    expect(layers).toContain('ChromiumLayer');
  });

  it('may only count its per-IP limit and put page facts under captures/', () => {
    const { actions, statements } = actionsOf('captureScreenshot');
    expect(actions).toEqual([
      'dynamodb:UpdateItem',
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      's3:PutObject',
      'secretsmanager:GetSecretValue',
      ...TRACING_ACTIONS,
    ]);
    const put = statements.find((s) => s.Action === 's3:PutObject')!;
    expect([put.Resource].flat()).toHaveLength(1);
    expect(JSON.stringify(put.Resource)).toContain('/captures/*');
  });
});

describe('contact form', () => {
  it('publishes only to the encrypted contact topic, which e-mails the operator', () => {
    const { statements } = actionsOf('contact');
    const publish = statements.find((s) => s.Action === 'sns:Publish')!;
    expect(JSON.stringify(publish.Resource)).toContain('ContactTopic');
    const env = routeFunction('contact').props.Environment.Variables as Record<string, unknown>;
    expect(JSON.stringify(env.CONTACT_TOPIC_ARN)).toContain('ContactTopic');
    api.hasResourceProperties('AWS::SNS::Topic', {
      DisplayName: 'UGH Score contact form',
      KmsMasterKeyId: Match.anyValue(),
    });
    api.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });
});

describe('secrets', () => {
  const STRIPE_KEY_ROUTES: RouteId[] = ['createPaymentIntent', 'stripeWebhook', 'promoteRoast'];
  const envOf = (id: RouteId) => routeFunction(id).props.Environment.Variables as Record<string, unknown>;
  /** The resources a route's role may call secretsmanager:GetSecretValue on. */
  const secretReads = (id: RouteId) =>
    actionsOf(id)
      .statements.filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue'))
      .map((s) => JSON.stringify(s.Resource));

  it('no template contains a Stripe key or webhook secret in plain text', () => {
    for (const { template: t } of all()) {
      expect(JSON.stringify(t.toJSON())).not.toMatch(/sk_(live|test)_|rk_(live|test)_|whsec_/);
    }
  });

  it('no function environment holds a secret value, nor a reference CloudFormation resolves into one', () => {
    for (const { stack, template: t } of all()) {
      for (const [id, fn] of Object.entries(t.findResources('AWS::Lambda::Function'))) {
        const env = JSON.stringify((fn.Properties as any).Environment?.Variables ?? {});
        // The one exception: the publishable key, public by nature (the checkout page shows it).
        const withoutPublishable = env.replace(/"STRIPE_PUBLISHABLE_KEY":\{[^}]*\}/, '');
        expect(withoutPublishable, `${stack.stackName} ${id}`).not.toContain('{{resolve:secretsmanager:');
        expect(env, `${stack.stackName} ${id}`).not.toMatch(/:SecretString:(secretKey|webhookSecret)/);
      }
    }
  });

  it('the payment functions get the Stripe secret by name, and no other function gets it', () => {
    expect(stacks.api.stripeSecret.secretName).toBe('ugh-score/dev/stripe');
    for (const route of routes) {
      const env = envOf(route.id as RouteId);
      if (STRIPE_KEY_ROUTES.includes(route.id as RouteId))
        expect(env.STRIPE_SECRET_ID, route.id).toBe('ugh-score/dev/stripe');
      else expect(env.STRIPE_SECRET_ID, route.id).toBeUndefined();
      expect(env.STRIPE_SECRET_KEY, route.id).toBeUndefined();
      expect(env.STRIPE_WEBHOOK_SECRET, route.id).toBeUndefined();
    }
  });

  it('only the payment functions may read the Stripe secret', () => {
    for (const route of routes) {
      const reads = secretReads(route.id as RouteId).filter((r) => r.includes('ugh-score/dev/stripe'));
      if (STRIPE_KEY_ROUTES.includes(route.id as RouteId)) {
        expect(reads, route.id).toHaveLength(1);
        expect(reads[0], route.id).toMatch(/:secret:ugh-score\/dev\/stripe-\?{6}"/);
      } else expect(reads, route.id).toEqual([]);
    }
  });

  it('every route function may read the origin-verify secret, and nothing else but the Stripe secret', () => {
    const secretId = logicalId(stacks.api.originVerifySecret, stacks.api);
    for (const route of routes) {
      const reads = secretReads(route.id as RouteId);
      expect(reads, route.id).toContain(JSON.stringify({ Ref: secretId }));
      const others = reads.filter((r) => r !== JSON.stringify({ Ref: secretId }));
      expect(others, route.id).toHaveLength(STRIPE_KEY_ROUTES.includes(route.id as RouteId) ? 1 : 0);
    }
  });

  it('no function outside the API may read any secret', () => {
    for (const { stack, template: t } of all()) {
      if (stack === stacks.api) continue;
      expect(JSON.stringify(t.findResources('AWS::IAM::Policy')), stack.stackName).not.toContain(
        'secretsmanager:',
      );
    }
  });

  it('the checkout page’s publishable key is the only Stripe field in a function environment', () => {
    for (const route of routes) {
      const env = envOf(route.id as RouteId);
      if (route.id === 'paymentConfig') {
        expect(JSON.stringify(env.STRIPE_PUBLISHABLE_KEY)).toContain(':SecretString:publishableKey::}}');
        expect(secretReads(route.id).filter((r) => r.includes('stripe'))).toEqual([]);
      } else expect(env.STRIPE_PUBLISHABLE_KEY, route.id).toBeUndefined();
    }
  });

  it('the origin-verify secret is generated by Secrets Manager, not written in the template', () => {
    api.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 48 }),
    });
  });
});

describe('sharing routes', () => {
  it('routes GET /api/roasts/{id}/card.png to the share card function', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'GET /api/roasts/{id}/card.png' });
  });

  it('routes GET /api/roasts/{id}/share-page (the crawler page CloudFront sends link previews to)', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'GET /api/roasts/{id}/share-page' });
  });

  it('routes GET /api/roasts/{id}/badge.svg to the badge function', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'GET /api/roasts/{id}/badge.svg' });
  });

  it('lets the card function read and write objects only under screenshots/ (the roast folders)', () => {
    const objects = actionsOf('getShareCard').statements.filter((s) =>
      ([s.Action].flat() as string[]).some((a) => a === 's3:GetObject' || a === 's3:PutObject'),
    );
    expect(objects.length).toBeGreaterThan(0);
    for (const s of objects)
      for (const r of [s.Resource].flat()) expect(JSON.stringify(r)).toContain('/screenshots/*');
  });

  it('lets deleteRoast list only the screenshots/ prefix (to find the roast’s cards)', () => {
    const list = actionsOf('deleteRoast').statements.find((s) =>
      [s.Action].flat().includes('s3:ListBucket'),
    )!;
    expect(list.Condition).toEqual({ StringLike: { 's3:prefix': ['screenshots/*'] } });
  });

  it('gives the card function the sharp layer, which it renders with', () => {
    expect(routeFunction('getShareCard').construct.layerPackages.has('sharp')).toBe(true);
  });

  it('keeps sharp out of the badge function (it only measures text)', () => {
    expect(routeFunction('getBadge').construct.layerPackages.has('sharp')).toBe(false);
  });

  it('ships the embedded font files beside the card and badge bundles', () => {
    for (const id of ['getShareCard', 'getBadge'] as RouteId[]) {
      const assets = fileAssetsOf(routes.find((r) => r.id === id)!.module);
      expect(assets.map((a) => a.to).sort(), id).toEqual(
        [...new Set(Object.values(TYPESETTER_FONT_FILES).flat())].map((f) => `fonts/${f}`).sort(),
      );
      for (const asset of assets) expect(existsSync(fromRoot(asset.from)), asset.from).toBe(true);
    }
  });

  it('copies those files in the bundling step (mkdir, then cp into the asset)', () => {
    expect(fileAssetCommands([{ from: 'a/b.woff', to: 'fonts/b.woff' }], '/in', '/out')).toEqual([
      "mkdir -p '/out/fonts'",
      "cp '/in/a/b.woff' '/out/fonts/b.woff'",
    ]);
  });
});

describe('api stack: before and after', () => {
  it('routes GET /api/roasts/{id}/comparison to its own read-only function', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'GET /api/roasts/{id}/comparison' });
    expect(routeFunction('getRoastComparison').props.Handler).toBe('index.handler');
    expect(actionsOf('getRoastComparison').actions.filter((a) => a.startsWith('dynamodb:'))).toEqual([
      'dynamodb:GetItem',
    ]);
  });

  it('lets createRoast read the earlier roast it links a new version to', () => {
    expect(actionsOf('createRoast').actions).toContain('dynamodb:GetItem');
  });
});

describe('colour-vision routes', () => {
  it('routes GET /api/roasts/{id}/colour-vision to the report function', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'GET /api/roasts/{id}/colour-vision' });
  });

  it('routes GET /api/roasts/{id}/colour-vision/{type} to the preview image function', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'GET /api/roasts/{id}/colour-vision/{type}',
    });
  });

  it('lets the preview image function read and write objects only under screenshots/', () => {
    const objects = actionsOf('getColourVisionImage').statements.filter((s) =>
      ([s.Action].flat() as string[]).some((a) => a === 's3:GetObject' || a === 's3:PutObject'),
    );
    expect(objects.length).toBeGreaterThan(0);
    for (const s of objects)
      for (const r of [s.Resource].flat()) expect(JSON.stringify(r)).toContain('/screenshots/*');
  });

  it('lets the report function read objects only under screenshots/', () => {
    const reads = actionsOf('getColourVision').statements.filter((s) =>
      ([s.Action].flat() as string[]).includes('s3:GetObject'),
    );
    expect(reads.length).toBeGreaterThan(0);
    for (const s of reads)
      for (const r of [s.Resource].flat()) expect(JSON.stringify(r)).toContain('/screenshots/*');
  });

  it('gives the preview image function the sharp layer, which it draws with', () => {
    expect(routeFunction('getColourVisionImage').construct.layerPackages.has('sharp')).toBe(true);
  });

  it('keeps sharp out of the report function (pure maths on colours)', () => {
    expect(routeFunction('getColourVision').construct.layerPackages.has('sharp')).toBe(false);
  });

  it('sizes the preview image function at 1024 MB', () => {
    expect(routeFunction('getColourVisionImage').props.MemorySize).toBe(1024);
  });
});
