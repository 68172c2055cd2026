import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { startDynamoLocal, type RunningDynamo } from '../../functions/local/dynamodb-local';
import { localDynamoClient } from './helpers/stack';

/**
 * Local mode's data must not be reachable from the network: DynamoDB Local answers any signature, so
 * whoever can connect can read and write it. This file starts its own emulator, the way local mode does.
 */
let dynamo: RunningDynamo;
let port = 0;
beforeAll(async () => {
  dynamo = await startDynamoLocal();
  port = Number(new URL(dynamo.endpoint).port);
}, 90_000);
afterAll(async () => {
  await dynamo?.stop();
});

/** This machine's own addresses other than loopback (link-local IPv6 needs a scope: left out). */
function nonLoopbackAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && !a.internal && !a.address.toLowerCase().startsWith('fe80:'))
    .map((a) => a!.address);
}

function tryConnect(host: string): Promise<'connected' | string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** Local addresses of listening TCP sockets on `port`, from /proc/net/tcp and tcp6 (Linux). */
function listeningAddresses(): string[] | null {
  const files = ['/proc/net/tcp', '/proc/net/tcp6'].filter((f) => existsSync(f));
  if (files.length === 0) return null;
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A') // 0A = LISTEN
      .map((cols) => cols[1]!.split(':')[0]!),
  );
}
/** 127.0.0.1 as /proc writes it: little-endian IPv4, or IPv4-mapped in tcp6. */
const LOOPBACK_HEX = ['0100007F', '0000000000000000FFFF00000100007F'];

describe('DynamoDB Local in local mode', () => {
  it('answers on 127.0.0.1', async () => {
    const client = localDynamoClient(`http://127.0.0.1:${port}`);
    try {
      await expect(client.send(new ListTablesCommand({}))).resolves.toHaveProperty('TableNames');
    } finally {
      client.destroy();
    }
  });

  it("refuses connections to the machine's other addresses", async () => {
    const addresses = nonLoopbackAddresses();
    const listening = listeningAddresses();
    // Whichever evidence this machine allows, at least one kind must be there (never a silent pass).
    expect(addresses.length + (listening?.length ?? 0)).toBeGreaterThan(0);
    for (const address of addresses) {
      expect([address, await tryConnect(address)]).toEqual([address, 'ECONNREFUSED']);
    }
    if (listening) {
      expect(listening.length).toBeGreaterThan(0);
      for (const local of listening) expect(LOOPBACK_HEX).toContain(local);
    }
  });
});
