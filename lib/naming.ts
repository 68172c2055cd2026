/**
 * Names that carry the stage (lib/config.ts, `ugh:stage` / `UGH_STAGE`), so that dev, staging and prod
 * live side by side in one account: every stack (`prod-UghData`) and every resource the app names
 * itself (`prod-ugh-api-5xx`, the `prod-ugh-web-acl` web ACL, the `prod-ugh-score` dashboard). Resources
 * CloudFormation names (tables, buckets, functions, log groups, topics, secrets) take the stack name,
 * which already starts with the stage; exports and the state machine are named after the stack too.
 */
import type { UghConfig } from './config';

type Staged = Pick<UghConfig, 'stage'>;

/** The CDK stack id and CloudFormation stack name: `<stage>-Ugh<Part>`. */
export const stackName = (config: Staged, part: string): string => `${config.stage}-Ugh${part}`;

/** A name the app gives a resource itself: `<stage>-ugh-<name>`. */
export const resourceName = (config: Staged, name: string): string => `${config.stage}-ugh-${name}`;

/** Namespace of the app's own CloudWatch metrics (log metric filters cannot add a stage dimension). */
export const metricNamespace = (config: Staged, base: string): string => `${base}/${config.stage}`;
