import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from './helpers/admin-cli';
import { localS3Client, useTestStack } from './helpers/stack';

/**
 * Issue 16: screenshots whose roast record was never written (or is gone) have no owner key, so only
 * an operator can remove them: `ugh admin orphans` lists them past a grace period and deletes them.
 */
let roastId: string;
const stack = useTestStack();
beforeAll(async () => {
  roastId = (await stack.api.readyRoast()).id;
  // What a creation that died between storing its upload and writing its record leaves behind.
  const s3 = localS3Client(stack.endpoints.s3);
  for (const key of [
    'screenshots/lostUploadBbbbbbbbbbbbb/0.jpg',
    'screenshots/lostUploadBbbbbbbbbbbbb/1.jpg',
  ])
    await s3.send(new PutObjectCommand({ Bucket: stack.bucketName, Key: key, Body: Buffer.from('jpeg') }));
  s3.destroy();
});

const admin = runAdmin;

describe('ugh admin orphans', () => {
  it('leaves folders younger than the grace period alone (an upload may be mid-creation)', async () => {
    const { code, printed } = await admin('orphans');
    expect(code).toBe(0);
    expect(printed).toBe('No screenshot folders without a roast older than 1 h.');
  });

  it('lists folders without a roast record, and only those', async () => {
    const { code, printed } = await admin('orphans', '--older-than-hours', '0');
    expect(code).toBe(0);
    expect(printed).toMatch(/screenshots\/lostUploadBbbbbbbbbbbbb\/ {2}2 object\(s\), last written \d{4}-/);
    expect(printed).toContain('1 orphaned folder(s), 2 object(s).');
    expect(printed).not.toContain(roastId);
    // Listing deletes nothing.
    expect((await stack.bucketKeys()).filter((k) => k.includes('lostUpload'))).toHaveLength(2);
  });

  it('--delete --yes removes them; roasts keep their images', async () => {
    const { code, printed } = await admin('orphans', '--older-than-hours', '0', '--delete', '--yes');
    expect(code).toBe(0);
    expect(printed).toContain('Deleted 1 orphaned folder(s).');
    expect((await stack.bucketKeys()).filter((k) => k.includes('lostUpload'))).toEqual([]);
    expect((await fetch(`${stack.url}/api/roasts/${roastId}/images/0`)).status).toBe(200);
  });
});
