/**
 * API: the HTTP API with one function per entry of the route table (functions/http/routes.ts), each
 * with exactly the grants lib/access.ts declares for its route; stage and per-route throttling from
 * the same table; JSON access logs. Reachable directly only with the origin-verify secret that
 * CloudFront adds (functions/http-kit/http-route.ts refuses everything else). Secrets reach functions
 * by id only: each function reads at run time the secrets it needs and may read no other.
 */
import { Arn, ArnFormat, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { ROUTES, type RouteDefinition, type RouteId } from '../../functions/http/routes';
import { bedrockTarget, grantAccess, ROUTE_ACCESS } from '../access';
import { bedrockInvocationId, type UghConfig } from '../config';
import { importBucket, type BucketExports } from './data-stack';
import { AppFunction } from '../constructs/app-function';
import { ChromiumFunction, usesChromium } from '../constructs/chromium-function';
import { acknowledge } from '../nag';
import { modelUnavailableMetricFilter } from '../bedrock-alarm';

export interface ApiStackProps extends StackProps {
  config: UghConfig;
  table: ITable;
  screenshotsExports: BucketExports;
  stateMachine: IStateMachine;
}

/** API Gateway's route key for a route of the table. */
export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/**
 * The methods API Gateway routes to a table entry's function: a GET route answers HEAD too (HTTP APIs
 * route only the methods named; the HTTP kit drops the body), as local mode does.
 */
export const routeMethods = (route: Pick<RouteDefinition, 'method'>): string[] =>
  route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];

export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly functions: Partial<Record<RouteId, AppFunction>> = {};
  /** CloudFront sends it as the x-origin-verify header; every function reads it at run time to compare. */
  readonly originVerifySecret: Secret;
  /** Stripe keys: referenced by name, never in code or template; read at run time by the payment functions only. */
  readonly stripeSecret: ISecret;
  readonly contactTopic: Topic;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, table, stateMachine } = props;
    const screenshots = importBucket(this, 'ScreenshotsBucket', props.screenshotsExports);
    const bucketArnExport = props.screenshotsExports.arnExport;

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Value CloudFront adds as x-origin-verify to every API origin request',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    acknowledge(
      this.originVerifySecret,
      'AwsSolutions-SMG4',
      'resolved by CloudFormation into the CloudFront origin header at deploy time (the functions read it at ' +
        'run time); automatic rotation would break the pair until the web stack is deployed again. Rotate by ' +
        'changing the secret and deploying (docs/deploy.md, Security properties).',
    );
    this.stripeSecret = Secret.fromSecretNameV2(this, 'StripeSecret', config.stripeSecretName);

    // Contact form messages are stored in the table and announced to the operator by e-mail.
    const contactKey = new Key(this, 'ContactTopicKey', {
      enableKeyRotation: true,
      description: 'UGH contact topic',
    });
    this.contactTopic = new Topic(this, 'ContactTopic', {
      displayName: 'UGH Score contact form',
      masterKey: contactKey,
      enforceSSL: true,
    });
    if (config.alarmEmail) this.contactTopic.addSubscription(new EmailSubscription(config.alarmEmail));

    this.api = new HttpApi(this, 'HttpApi', {
      description: 'UGH Score API (reached through CloudFront only)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'ApiAccessLogs', {
      retention: config.logRetentionDays,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: config.apiThrottle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });

    const environment = {
      TABLE_NAME: table.tableName,
      SCREENSHOT_BUCKET: screenshots.bucketName,
      ROAST_STATE_MACHINE_ARN: stateMachine.stateMachineArn,
      // functions/composition/secrets.ts (SECRET_ENV): ids only, the values are read at run time.
      ORIGIN_VERIFY_SECRET_ID: this.originVerifySecret.secretArn,
    };
    const stripeKeysEnvironment = { STRIPE_SECRET_ID: config.stripeSecretName };
    // Secrets Manager appends six random characters to the name of a secret in its ARN.
    const stripeSecretArn = Arn.format(
      {
        service: 'secretsmanager',
        resource: 'secret',
        resourceName: `${config.stripeSecretName}-??????`,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      },
      this,
    );
    // Public by nature (shown to every visitor at checkout): resolved by CloudFormation at deploy time,
    // so that no role needs read access to the secret that also holds the secret key.
    const publishableKeyEnvironment = {
      STRIPE_PUBLISHABLE_KEY: this.stripeSecret.secretValueFromJson('publishableKey').unsafeUnwrap(),
    };
    // Routes that may call the model (the beta lab's enhancer) get the critic's model, and only it.
    const bedrock = bedrockTarget(config, this);
    const modelEnvironment = {
      CRITIC: config.critic,
      BEDROCK_MODEL_ID: bedrockInvocationId(config),
      BEDROCK_TEMPERATURE: String(config.bedrockTemperature),
    };
    const modules = ROUTES.map((r) => r.module);
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    const cfnStage = this.stage.node.defaultChild as CfnStage;
    for (const route of ROUTES as readonly RouteDefinition[]) {
      const access = ROUTE_ACCESS[route.id as RouteId];
      if (!access) throw new Error(`No IAM access declared for route ${route.id} (lib/access.ts)`);
      const name = route.id.charAt(0).toUpperCase() + route.id.slice(1);
      const fnProps = {
        config,
        module: route.module,
        handlerExport: route.export,
        description: `UGH route ${route.id}: ${routeKey(route)}`,
        memoryMb: route.memoryMb,
        timeoutSeconds: route.timeoutSeconds,
        environment: {
          ...environment,
          ...(access.stripeKeys ? stripeKeysEnvironment : {}),
          ...(access.stripePublishableKey ? publishableKeyEnvironment : {}),
          ...(access.notifyContact ? { CONTACT_TOPIC_ARN: this.contactTopic.topicArn } : {}),
          ...(access.invokeModel ? modelEnvironment : {}),
        },
        knownModules: modules,
      };
      const fn = usesChromium(route.module, modules)
        ? new ChromiumFunction(this, name, fnProps)
        : new AppFunction(this, name, fnProps);
      grantAccess(fn.role, access, {
        table,
        bucket: screenshots,
        bucketArnExport,
        stateMachineArn: stateMachine.stateMachineArn,
        contactTopic: { topic: this.contactTopic, key: contactKey },
        bedrock,
        stripeSecretArn,
      });
      // Every route compares the origin-verify header: each may read that secret, and only that one.
      fn.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [this.originVerifySecret.secretArn],
        }),
      );
      if (access.invokeModel) modelUnavailableMetricFilter(config, fn.logGroup, `${name}ModelUnavailable`);
      this.functions[route.id as RouteId] = fn;

      const methods = routeMethods(route);
      const apiRoutes = this.api.addRoutes({
        path: route.path,
        methods: methods.map((m) => HttpMethod[m as keyof typeof HttpMethod]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn.fn),
      });
      for (const method of methods) {
        routeSettings[routeKey({ method, path: route.path })] = {
          ThrottlingRateLimit: route.throttle.rateLimit,
          ThrottlingBurstLimit: route.throttle.burstLimit,
        };
      }
      // Route settings name routes that must exist first.
      for (const apiRoute of apiRoutes) cfnStage.node.addDependency(apiRoute);
    }
    cfnStage.routeSettings = routeSettings;

    acknowledge(
      this.api,
      'AwsSolutions-APIG4',
      'the product has no user accounts; every route is public by design (DESIGN §2). Writes are guarded by ' +
        'unguessable ids, owner keys (delete), per-IP limits, stage/route throttles, WAF, and the origin-verify ' +
        'header that keeps the API behind CloudFront.',
    );
  }

  /** Host name of the API's execute-api endpoint (the CloudFront origin). */
  get apiDomainName(): string {
    return `${this.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
  }
}
