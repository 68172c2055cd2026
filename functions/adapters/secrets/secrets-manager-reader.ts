/**
 * Reads secrets from AWS Secrets Manager at run time through Powertools Parameters, which keeps each
 * value for `maxAgeSeconds`: a warm function asks Secrets Manager at most once per secret and period,
 * and a rotated value reaches every function within that period, with no redeploy.
 */
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';

/** A secret that could not be read, naming it and where its id came from, with the remedy. */
export class SecretUnavailableError extends Error {
  override readonly name = 'SecretUnavailable';
}

export class SecretsManagerReader {
  private readonly provider: SecretsProvider;

  constructor(
    client: SecretsManagerClient,
    private readonly maxAgeSeconds: number,
  ) {
    this.provider = new SecretsProvider({ awsSdkV3Client: client });
  }

  /**
   * The secret's string value. `source` says where `secretId` came from (an environment variable),
   * so that the error tells an operator what to fix.
   */
  async text(secretId: string, source: string): Promise<string> {
    let value: unknown;
    try {
      value = await this.provider.get(secretId, { maxAge: this.maxAgeSeconds });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
      throw new SecretUnavailableError(
        `Secret "${secretId}" (${source}) could not be read from Secrets Manager: ${reason}. ` +
          'Check that it exists in this account and Region and that this function may read it ' +
          '(docs/deploy.md, "Deploy to AWS").',
      );
    }
    if (typeof value !== 'string' || value === '') {
      throw new SecretUnavailableError(
        `Secret "${secretId}" (${source}) has no text value: store it as a SecretString.`,
      );
    }
    return value;
  }

  /** The secret's JSON object value (several fields in one secret, like the Stripe keys). */
  async json(secretId: string, source: string): Promise<Record<string, unknown>> {
    const text = await this.text(secretId, source);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new SecretUnavailableError(`Secret "${secretId}" (${source}) is not JSON: store a JSON object.`);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new SecretUnavailableError(`Secret "${secretId}" (${source}) is not a JSON object.`);
    }
    return parsed as Record<string, unknown>;
  }
}
