import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createDynamoDocumentClient } from '../../functions/adapters/aws-clients';
import { config } from '../../functions/composition/config';
import { dependencies } from '../../functions/composition/container';
import { runAdmin } from './helpers/admin-cli';
import { useTestStack } from './helpers/stack';

/** The operator CLI against DynamoDB Local and s3rver (--deployed: it uses this process's table and bucket). */
let roastId: string;
const stack = useTestStack();
beforeAll(async () => {
  roastId = (await stack.api.readyRoast('brutal')).id;
  await dependencies().publicRoasts.publish(roastId, {
    websiteUrl: 'https://x.example',
    websiteName: 'X',
    authorCredit: null,
  });
});

const admin = runAdmin;
const listed = async () => {
  const roasts = await dependencies().publicRoasts.listPublic({ page: 1, limit: 50, sort: 'newest' });
  const board = await dependencies().publicRoasts.leaderboard('brutal', 10);
  return [...roasts.roasts, ...board].some((r) => r.id === roastId);
};

describe('ugh admin', () => {
  it('reindex writes the industry index entry a public roast from an older version lacks', async () => {
    // What an older version left: classified and public, but never written to the industry index.
    const db = createDynamoDocumentClient(config());
    await db.send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: { PK: `ROAST#${roastId}`, SK: 'META' },
        UpdateExpression: 'SET #result.industry = :industry REMOVE GSI3PK, GSI3SK, industryConfidence',
        ExpressionAttributeNames: { '#result': 'result' },
        ExpressionAttributeValues: { ':industry': 'professional-services' },
      }),
    );
    db.destroy();
    const onIndustryPage = async () =>
      (
        (await stack.api.get('/api/industries/professional-services')).body as { roasts: { id: string }[] }
      ).roasts
        .map((r) => r.id)
        .includes(roastId);
    expect(await onIndustryPage()).toBe(false);

    const { code, printed } = await admin('reindex');
    expect(code).toBe(0);
    expect(printed).toBe('Reindexed 1 public roast(s); 1 of them are on an industry page.');
    // The industry page is edge-cached for 10 s; the API read behind it is not.
    expect(
      (await dependencies().industries.listIndustry('professional-services', 24)).roasts.map((r) => r.id),
    ).toEqual([roastId]);
  });

  it('unpublish removes a roast from the gallery and leaderboards but keeps its link', async () => {
    expect(await listed()).toBe(true);
    expect((await admin('unpublish', roastId)).code).toBe(0);
    expect(await listed()).toBe(false);
    expect((await stack.api.get(`/api/roasts/${roastId}`)).status).toBe(200);
  });

  it('announce shows a message at once; expire-announcement hides it', async () => {
    const { code, printed } = await admin(
      'announce',
      'Maintenance tonight at 22:00 UTC',
      '--type',
      'warning',
      '--id',
      'maint-1',
    );
    expect(code).toBe(0);
    expect(printed).toContain('showing now: maint-1');
    expect((await stack.api.get('/api/announcements/current')).body).toMatchObject({
      id: 'maint-1',
      type: 'warning',
    });
    expect((await admin('expire-announcement', 'maint-1')).code).toBe(0);
    expect(await dependencies().announcements.current(new Date())).toBeNull();
  });

  it('contacts lists open messages newest first', async () => {
    await stack.api.post('/api/contact', {
      name: 'Ada',
      email: 'ada@example.com',
      description: 'Please re-check my contrast.',
    });
    const { printed } = await admin('contacts');
    expect(printed).toContain('Ada <ada@example.com>');
    expect(printed).toContain('Please re-check my contrast.');
  });

  it('contacts prints a message without the terminal escape sequences it carries', async () => {
    const res = await stack.api.post('/api/contact', {
      name: 'Mallory\u001b]0;owned\u0007',
      email: 'mallory@example.com',
      description: 'Hello\u001b[2J\u001b[31m there\r\u009b2J',
    });
    expect(res.status).toBeLessThan(300);
    const { printed } = await admin('contacts');
    expect(printed).toContain('Mallory <mallory@example.com>');
    expect(printed).toContain('Hello there');
    // Nothing that would clear the screen, retitle the window or move the cursor.
    // eslint-disable-next-line no-control-regex -- looking for control characters
    expect(printed).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });

  it('delete --yes removes the roast and its images', async () => {
    expect((await stack.bucketKeys()).some((k) => k.includes(roastId))).toBe(true);
    expect((await admin('delete', roastId, '--yes')).code).toBe(0);
    expect((await stack.api.get(`/api/roasts/${roastId}`)).status).toBe(404);
    expect((await stack.bucketKeys()).some((k) => k.includes(roastId))).toBe(false);
  });

  it('refuses an unknown action with its usage', async () => {
    await expect(admin('launch-missiles')).rejects.toThrow(/unknown action "launch-missiles"/);
  });
});
