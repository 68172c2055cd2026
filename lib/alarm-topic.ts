/** The one SNS topic alarms and the cost budget notify (lib/stacks/operations-stack.ts). */
import { Annotations, type Stack } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { UghConfig } from './config';

/**
 * The alarm topic: encrypted with its own key, which CloudWatch (alarms) and AWS Budgets may use to
 * publish; e-mails `ugh:alarmEmail` when it is set (the subscriber confirms once).
 */
export function alarmTopic(scope: Stack, config: UghConfig): Topic {
  const key = new Key(scope, 'AlarmTopicKey', {
    enableKeyRotation: true,
    description: `UGH alarm topic encryption (${config.stage})`,
  });
  // Publishers to an encrypted topic need the key.
  for (const service of ['cloudwatch.amazonaws.com', 'budgets.amazonaws.com'])
    key.grant(new ServicePrincipal(service), 'kms:Decrypt', 'kms:GenerateDataKey*');
  const topic = new Topic(scope, 'AlarmTopic', {
    masterKey: key,
    enforceSSL: true,
    displayName: `UGH Score alarms (${config.stage})`,
  });
  if (config.alarmEmail) topic.addSubscription(new EmailSubscription(config.alarmEmail));
  else
    Annotations.of(scope).addWarningV2(
      'ugh:no-alarm-email',
      'ugh:alarmEmail is empty: alarms and the budget notify nobody.',
    );
  return topic;
}
