/**
 * What the Bedrock critic and the suggestion enhancer share: a Converse request that can only be
 * answered by calling one tool, reading that call back, describing a refused answer, and the
 * confidential marker that proves a leaked system prompt.
 */
import { randomBytes } from 'node:crypto';
import {
  ConverseCommand,
  type ConverseCommandInput,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import type { z } from 'zod';
import {
  isModelUnavailable,
  MODEL_UNAVAILABLE_LOG,
  MODEL_UNAVAILABLE_REMEDY,
} from '../../domain/model-availability';

export type BedrockLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  fields: Record<string, unknown>,
) => void;

/** One answered Converse call, for the Bedrock token and latency metrics. */
export interface BedrockCall {
  operation: 'critique' | 'enhance';
  latencyMs: number;
  inputTokens?: number;
  outputTokens?: number;
}
export type BedrockUsageReport = (call: BedrockCall) => void;

/**
 * Logs MODEL_UNAVAILABLE_LOG (counted by a metric filter, alarmed on at the first one) when `error`
 * says the configured model cannot be invoked at all; returns whether it did.
 */
export function reportModelUnavailable(
  log: BedrockLog,
  error: unknown,
  fields: { modelId: string; roastId?: string },
): boolean {
  if (!isModelUnavailable(error)) return false;
  const { name, message } = error as Error;
  log('error', MODEL_UNAVAILABLE_LOG, {
    ...fields,
    error: `${name}: ${message}`,
    remedy: MODEL_UNAVAILABLE_REMEDY,
  });
  return true;
}

export interface ForcedTool {
  name: string;
  description: string;
  /** JSON Schema of the tool's input. */
  schema: object;
}

/** A fresh marker for one system prompt: seeing it in an answer proves the prompt leaked. */
export const newCanary = (): string => `UGH-${randomBytes(6).toString('hex')}`;

/** A Converse request whose only possible answer is a call of `tool`. */
export function forcedToolCommand(
  input: Omit<ConverseCommandInput, 'toolConfig'>,
  tool: ForcedTool,
): ConverseCommand {
  return new ConverseCommand({
    ...input,
    toolConfig: {
      tools: [
        {
          toolSpec: {
            name: tool.name,
            description: tool.description,
            inputSchema: { json: tool.schema as never },
          },
        },
      ],
      toolChoice: { tool: { name: tool.name } },
    },
  });
}

/** The answer's call of the named tool, if it made one. */
export function toolUse(
  response: ConverseCommandOutput,
  name: string,
): { id: string; input: unknown } | null {
  for (const block of response.output?.message?.content ?? []) {
    if (block.toolUse?.name === name)
      return { id: block.toolUse.toolUseId ?? 'tool', input: block.toolUse.input };
  }
  return null;
}

/** The first few problems of a refused tool input, for the log (and the model's second attempt). */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.')}: ${i.message}`)
    .join('; ');
}

/** A prompt leak: the canary, or any sentence of the system prompt, repeated in the answer. */
export function leaksPrompt(output: unknown, prompt: string, canary: string): boolean {
  const text = JSON.stringify(output).toLowerCase();
  if (text.includes(canary.toLowerCase())) return true;
  return prompt
    .split(/(?<=[.:])\s+|\n/)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length >= 40)
    .some((sentence) => text.includes(sentence.slice(0, 60)));
}
