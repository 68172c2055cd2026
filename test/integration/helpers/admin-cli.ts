import { vi } from 'vitest';
import { adminCommand } from '../../../bin/cli/admin';

/**
 * `ugh admin …` in this process with --deployed, so it works on the table and bucket this process's
 * test stack uses; its exit code and what it printed.
 */
export async function runAdmin(...args: string[]): Promise<{ code: number; printed: string }> {
  const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const code = await adminCommand.run([...args, '--deployed']);
    return { code, printed: out.mock.calls.map((c) => c.join(' ')).join('\n') };
  } finally {
    out.mockRestore();
  }
}
