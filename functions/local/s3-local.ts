import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { freePort } from './ports';

export interface RunningS3 {
  endpoint: string;
  stop(): Promise<void>;
}

/** s3rver on loopback, storing objects as files under `directory`. */
export async function startS3Local(options: { directory: string; port?: number }): Promise<RunningS3> {
  mkdirSync(options.directory, { recursive: true });
  const port = options.port ?? (await freePort());
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory: options.directory });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
    },
  };
}
