/**
 * Structured one-line JSON logs (CloudWatch-friendly). Errors are reduced to name, message and stack
 * here, in logs only; responses never carry them.
 */
const RANK = { info: 0, warn: 1, error: 2, silent: 3 } as const;

/** UGH_LOG sets the lowest level written: info (default), warn, error or silent. */
function enabled(level: 'info' | 'warn' | 'error'): boolean {
  const threshold = RANK[(process.env.UGH_LOG ?? 'info') as keyof typeof RANK] ?? 0;
  return RANK[level] >= threshold;
}

export function log(
  level: 'info' | 'warn' | 'error',
  message: string,
  fields: Record<string, unknown> = {},
): void {
  if (!enabled(level)) return;
  const out: Record<string, unknown> = { level, message, time: new Date().toISOString() };
  for (const [key, value] of Object.entries(fields)) {
    out[key] =
      value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  const line = JSON.stringify(out);
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
