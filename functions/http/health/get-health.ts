import { dependencies } from '../../shared/container';
import { httpRoute, json } from '../../shared/http-route';
import { SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../shared/unavailable';

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
  const ok = database === 'ok' && storage === 'ok';
  return json(
    ok ? 200 : 503,
    {
      status: ok ? 'ok' : 'degraded',
      checks: { database, storage },
      version: deps.version,
      time: new Date().toISOString(),
    },
    ok ? {} : { 'retry-after': String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS) },
  );
});
