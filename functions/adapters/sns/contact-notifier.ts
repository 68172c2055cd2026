import { PublishCommand, type SNSClient } from '@aws-sdk/client-sns';
import type { ContactMessage, ContactNotifier } from '../../ports/contact';

/** Publishes a short notice to the operators' SNS topic (an e-mail subscription in the deployed stack). */
export class SnsContactNotifier implements ContactNotifier {
  constructor(
    private readonly sns: SNSClient,
    private readonly topicArn: string,
  ) {}

  async notify(message: ContactMessage): Promise<void> {
    await this.sns.send(
      new PublishCommand({
        TopicArn: this.topicArn,
        Subject: `UGH Score: new ${message.type.replace('_', ' ')} message`.slice(0, 100),
        Message: [
          `From: ${message.name} <${message.email}>`,
          `Type: ${message.type}`,
          `Received: ${message.createdAt}`,
          `Id: ${message.id}`,
          '',
          message.description,
        ].join('\n'),
      }),
    );
  }
}

/** Local mode and tests: nothing leaves the machine. */
export class NoopContactNotifier implements ContactNotifier {
  async notify(): Promise<void> {}
}
