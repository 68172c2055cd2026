/**
 * Bedrock clients for adapter tests (the one place aws-sdk-client-mock is used: no Bedrock runs
 * locally). The mock answers every call made through any client of the class; the client carries
 * fake credentials, so nothing could reach AWS even if the mock were reset away.
 */
import { BedrockClient } from '@aws-sdk/client-bedrock';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';

const FAKE = { region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } };

/** The runtime (InvokeModel, Converse): the critic and the suggestion enhancer. */
export function mockedBedrockRuntime() {
  return { bedrock: mockClient(BedrockRuntimeClient), client: new BedrockRuntimeClient(FAKE) };
}

/** The control plane (model lifecycle, access, inference profiles): `ugh admin bedrock-check`. */
export function mockedBedrockControl() {
  return { bedrock: mockClient(BedrockClient), client: new BedrockClient(FAKE) };
}
