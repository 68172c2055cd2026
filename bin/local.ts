/**
 * `npm start`: the whole product on 127.0.0.1 (DESIGN §9). Data lives in .data/ and survives restarts.
 * PORT changes the port (default 3000); UGH_DATA_DIR the data folder; UGH_SITE_ORIGIN the origin share
 * pages name in their absolute URLs (default: the server's own address; e.g. behind a tunnel).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { JavaMissingError } from '../functions/local/dynamodb-local';
import { REPO_ROOT, startLocalStack } from '../functions/local/stack';
import { markReady, markStarting } from '../functions/composition/readiness';
import { canonicalOrigin } from '../functions/domain/link-previews';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
// Local mode prints one URL; routine info logs stay quiet unless asked for (UGH_LOG=info).
process.env.UGH_LOG ??= 'warn';
const dataDir = resolve(process.env.UGH_DATA_DIR ?? join(REPO_ROOT, '.data'));
const siteOrigin = process.env.UGH_SITE_ORIGIN?.trim() || undefined;
if (siteOrigin !== undefined && canonicalOrigin(siteOrigin) === null) {
  console.error(`UGH_SITE_ORIGIN must be http(s)://host[:port], got "${siteOrigin}"`);
  process.exit(1);
}

try {
  const started = Date.now();
  // Until the demo roasts are in, /api/health says 503 "starting": the API listens first,
  // so that health can say so, but nobody should be told it is usable yet.
  markStarting('UGH Score is starting: recovering roasts in flight and seeding the demo roasts.');
  console.log(`  Starting UGH Score on port ${port || '(any free port)'}…`);
  const stack = await startLocalStack({
    dataDir,
    persist: true,
    port,
    ...(siteOrigin ? { siteOrigin } : {}),
  });
  if (stack.reindexed)
    console.log(
      `  Upgraded the data in ${dataDir}: ${stack.reindexed.public} public roast(s) reindexed, ` +
        `${stack.reindexed.industry} now on an industry page.`,
    );
  const { restarted, failed, orphansRemoved } = stack.recovered;
  if (restarted + failed + orphansRemoved > 0)
    console.log(
      `  Left over from the last run: ${restarted} roast(s) in flight started again, ${failed} marked failed, ` +
        `${orphansRemoved} screenshot folder(s) without a roast removed.`,
    );
  // Where the operator CLI finds this instance: its stand-ins (ugh admin) and its API (ugh health,
  // roast, status, capture: bin/cli/api-client.ts), whatever PORT it was started with.
  const endpointsFile = join(dataDir, 'local-endpoints.json');
  writeFileSync(
    endpointsFile,
    JSON.stringify({
      API_URL: stack.url,
      TABLE_NAME: stack.tableName,
      SCREENSHOT_BUCKET: stack.bucketName,
      ROAST_STATE_MACHINE_ARN: process.env.ROAST_STATE_MACHINE_ARN,
      DYNAMODB_ENDPOINT: stack.endpoints.dynamodb,
      S3_ENDPOINT: stack.endpoints.s3,
      SFN_ENDPOINT: stack.endpoints.sfn,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_EC2_METADATA_DISABLED: 'true',
    }),
  );
  const { seedIfEmpty } = await import('../functions/local/seed');
  await seedIfEmpty();
  markReady();
  console.log(
    `\n  UGH Score is running at ${stack.url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(`  data: ${dataDir}    stop: Ctrl-C\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n  ${signal}: finishing running roasts and stopping…`);
    await stack.stop();
    rmSync(endpointsFile, { force: true });
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof JavaMissingError) {
    console.error(`\n  ${error.message}\n`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`\n  Port ${port} is already in use. Stop the other program or run: PORT=3001 npm start\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
}
