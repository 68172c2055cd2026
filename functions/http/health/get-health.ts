import { dependencies } from '../../composition/container';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { startingReason } from '../../composition/readiness';
import { SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../http-kit/unavailable';

async function check(probe: { ping(): Promise<void> }): Promise<'ok' | 'error'> {
  try {
    await probe.ping();
    return 'ok';
  } catch {
    return 'error';
  }
}

export const handler = httpRoute('health', {}, async () => {
  const deps = dependencies();
  const [database, storage] = await Promise.all([check(deps.health.database), check(deps.health.storage)]);
  const starting = startingReason();
  const ok = database === 'ok' && storage === 'ok' && !starting;
  return json(
    ok ? 200 : 503,
    {
      // "starting": the host is still getting ready (local mode seeding its demo roasts).
      status: ok ? 'ok' : starting ? 'starting' : 'degraded',
      ...(starting ? { message: starting } : {}),
      checks: { database, storage },
      version: deps.version,
      time: new Date().toISOString(),
    },
    ok ? {} : { 'retry-after': String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS) },
  );
});
