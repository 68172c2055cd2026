/** Composition: the operators' inbox, and SNS notices when CONTACT_TOPIC_ARN is set (deployed stacks). */
import { SNSClient } from '@aws-sdk/client-sns';
import { createDynamoDocumentClient, sdkLimits } from '../adapters/aws-clients';
import { DynamoContactRepository } from '../adapters/dynamodb/contact-repository';
import { NoopContactNotifier, SnsContactNotifier } from '../adapters/sns/contact-notifier';
import type { ContactNotifier, ContactRepository } from '../ports/contact';
import { config } from './config';
import { logger } from '../http-kit/observability';

interface ContactDeps {
  contacts: ContactRepository;
  notifier: ContactNotifier;
  log: (message: string, fields: object) => void;
}

let contact: ContactDeps | undefined;

export function contactDependencies(): ContactDeps {
  if (!contact) {
    const cfg = config();
    const topicArn = process.env.CONTACT_TOPIC_ARN;
    contact = {
      contacts: new DynamoContactRepository(createDynamoDocumentClient(cfg), cfg.tableName),
      notifier: topicArn
        ? new SnsContactNotifier(new SNSClient({ region: cfg.region, ...sdkLimits('sns') }), topicArn)
        : new NoopContactNotifier(),
      log: (message, fields) => logger.info(message, fields as Record<string, unknown>),
    };
  }
  return contact;
}

export function forgetContact(): void {
  contact = undefined;
}
