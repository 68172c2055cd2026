import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoDocumentClient } from '../../functions/adapters/aws-clients';
import { roastKey } from '../../functions/adapters/dynamodb/keys';
import { sharedGetItem } from '../../functions/adapters/dynamodb/shared-reads';
import { config } from '../../functions/composition/config';
import { dependencies } from '../../functions/composition/container';
import { CRITERION_KEYS, type SubScores } from '../../functions/domain/criteria';
import { websiteJpegBase64 } from './helpers/images';
import { startTestStack, type TestStack } from './helpers/stack';

/**
 * A crowd reading one roast shares the GetItem in flight (functions/adapters/dynamodb/shared-reads.ts),
 * which is what keeps roast detail within its p99 budget under load (`npm run bench:load`). Sharing must
 * never show a visitor an answer older than a write that had already answered: a like, a promotion, a
 * delete.
 */
let stack: TestStack;
let image: string;

beforeAll(async () => {
  stack = await startTestStack({
    critic: {
      critique: async () => ({
        subScores: Object.fromEntries(CRITERION_KEYS.map((k) => [k, 6])) as SubScores,
        violations: [],
        improvements: ['Fewer fonts'],
        clarityAnalysis: null,
        roastText: 'Popular, and it shows.',
        engine: 'offline' as const,
      }),
    },
    perIpLimits: { likeRoast: { limit: 10_000, windowSeconds: 60 } },
  });
  image = await websiteJpegBase64();
});
afterAll(async () => {
  await stack?.stop();
});

async function readyRoast(): Promise<{ id: string; ownerKey: string }> {
  const res = await stack.api.post('/api/roasts', { images: [image], roastLevel: 'brutal' });
  expect(res.status, res.text).toBe(201);
  expect((await stack.api.waitForStatus(res.body.id)).status).toBe('ready');
  return { id: res.body.id, ownerKey: res.body.ownerKey };
}

/** A client of this process (writes through it move the write epoch) that counts the GetItems it sends. */
function countingClient() {
  const db = createDynamoDocumentClient(config());
  const sent = { getItems: 0 };
  let hold: Promise<void> | null = null;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== GetItemCommand.name) return next(args);
      sent.getItems++;
      const answer = await next(args);
      // Holds the answer of a read that has been carried out: a read in flight, for as long as a test needs.
      if (hold) await hold;
      return answer;
    },
    { step: 'initialize', name: 'countGetItems' },
  );
  return {
    db,
    sent,
    holdAnswers(): () => void {
      let release: () => void = () => undefined;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

describe('reads of one roast in flight', () => {
  it('are one GetItem for a crowd, and the item it returns cannot be changed by one of them', async () => {
    const { id } = await readyRoast();
    const { db, sent } = countingClient();
    try {
      const items = await Promise.all(
        Array.from({ length: 50 }, () => sharedGetItem(db, config().tableName, roastKey(id))),
      );
      expect(sent.getItems).toBe(1);
      for (const item of items) expect(item).toMatchObject({ id, status: 'ready', likes: 0 });
      expect(Object.isFrozen(items[0]!.result)).toBe(true);
      // Once answered, nothing is kept: the next read is a read of its own.
      await sharedGetItem(db, config().tableName, roastKey(id));
      expect(sent.getItems).toBe(2);
    } finally {
      db.destroy();
    }
  });

  it('are not joined by a read that comes after a write has answered', async () => {
    const { id } = await readyRoast();
    const { db, sent, holdAnswers } = countingClient();
    const read = () => sharedGetItem(db, config().tableName, roastKey(id));
    try {
      const release = holdAnswers();
      const before = read();
      const alongside = read();
      // Let the held read reach DynamoDB and come back (held here) before the write.
      while (sent.getItems < 1) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, 100));
      await db.send(
        new UpdateCommand({
          TableName: config().tableName,
          Key: roastKey(id),
          UpdateExpression: 'ADD likes :one',
          ExpressionAttributeValues: { ':one': 1 },
        }),
      );
      const after = read();
      release();
      expect(sent.getItems).toBe(2);
      // The reads sent before the write may share the old answer; the one after it sees the like.
      expect((await before)!.likes).toBe(0);
      expect((await alongside)!.likes).toBe(0);
      expect((await after)!.likes).toBe(1);
    } finally {
      db.destroy();
    }
  });
});

describe('roast detail under a crowd', () => {
  /** Keeps `size` visitors reading the roast until stopped; every answer with the time its request left. */
  function crowd(id: string, size = 20) {
    const answers: { sentAt: number; status: number; likes?: number; isPromoted?: boolean }[] = [];
    let running = true;
    const loops = Array.from({ length: size }, async () => {
      while (running) {
        const sentAt = performance.now();
        const res = await stack.api.get(`/api/roasts/${id}`);
        answers.push({ sentAt, status: res.status, likes: res.body.likes, isPromoted: res.body.isPromoted });
      }
    });
    return {
      answers,
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  it('shows each like, the promotion and the deletion to every request sent after it answered', async () => {
    const { id, ownerKey } = await readyRoast();
    const readers = crowd(id);
    try {
      await new Promise((r) => setTimeout(r, 200));
      const likedAt: { at: number; likes: number }[] = [];
      for (let n = 1; n <= 5; n++) {
        const like = await stack.api.post(`/api/roasts/${id}/like`, {
          userFingerprint: `fp-crowd-${n}-0123456789`,
        });
        expect(like.status, like.text).toBe(200);
        likedAt.push({ at: performance.now(), likes: n });
        // At once: the next request counts it.
        expect((await stack.api.get(`/api/roasts/${id}`)).body.likes).toBe(n);
        await new Promise((r) => setTimeout(r, 50));
      }

      await dependencies().publicRoasts.publish(id, {
        websiteUrl: 'https://crowd.example',
        websiteName: 'Crowd',
        authorCredit: null,
      });
      const promotedAt = performance.now();
      expect((await stack.api.get(`/api/roasts/${id}`)).body).toMatchObject({
        isPromoted: true,
        websiteName: 'Crowd',
      });
      await new Promise((r) => setTimeout(r, 100));

      const deleted = await stack.api.delete(`/api/roasts/${id}`, { headers: { 'x-owner-key': ownerKey } });
      expect(deleted.status, deleted.text).toBe(200);
      const deletedAt = performance.now();
      expect((await stack.api.get(`/api/roasts/${id}`)).status).toBe(404);
      await new Promise((r) => setTimeout(r, 200));

      await readers.stop();
      const { answers } = readers;
      expect(answers.length).toBeGreaterThan(100);
      for (const answer of answers) {
        if (answer.sentAt > deletedAt) expect(answer.status).toBe(404);
        else if (answer.status === 200) {
          const seen = likedAt.filter((l) => l.at < answer.sentAt).at(-1)?.likes ?? 0;
          expect(answer.likes).toBeGreaterThanOrEqual(seen);
          if (answer.sentAt > promotedAt) expect(answer.isPromoted).toBe(true);
        }
      }
      // The crowd itself saw every state: likes counting up, the promotion, then only 404s.
      expect(answers.some((a) => a.sentAt > deletedAt)).toBe(true);
      expect(answers.some((a) => a.isPromoted === true)).toBe(true);
    } finally {
      await readers.stop();
    }
  }, 60_000);
});
