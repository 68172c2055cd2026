/** Minimal JSON client for the UGH Score API, shared by the CLI commands and the bench script. */
export class UghApi {
  constructor(readonly baseUrl: string) {}

  static fromArgs(api: string | undefined): UghApi {
    return new UghApi((api ?? process.env.UGH_API ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''));
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new Error(
        `cannot reach ${this.baseUrl} (${(error as Error).cause ?? (error as Error).message}). Is \`npm start\` running?`,
      );
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // plain text
    }
    return { status: res.status, body: parsed as T };
  }
}

export function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}
