import { describe, expect, it } from 'vitest';
import { useTestStack } from './helpers/stack';

// Many refusals from one address in this file; the real limit is tested in rate-limits.test.ts.
const stack = useTestStack({ perIpLimits: { contact: { limit: 1000, windowSeconds: 3600 } } });

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  description: 'Your roast called my footer a crime scene. Fair, but can you re-check the contrast numbers?',
  type: 'validation_appeal',
};
const inbox = async () =>
  (await stack.tableItems()).filter((i) => (i.PK as { S: string }).S.startsWith('CONTACT#'));

describe('POST /api/contact', () => {
  it('stores a message in the open inbox', async () => {
    const res = await stack.api.post('/api/contact', message);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    const [stored] = await inbox();
    expect(stored).toMatchObject({
      name: { S: 'Ada Lovelace' },
      email: { S: 'ada@example.com' },
      type: { S: 'validation_appeal' },
      status: { S: 'open' },
      GSI1PK: { S: 'INBOX#open' },
    });
  });

  it.each([
    ['an empty name', { ...message, name: '' }, 'name: is required'],
    ['a malformed e-mail', { ...message, email: 'not-an-address' }, 'email: must be a valid e-mail address'],
    [
      'an e-mail without a dotted domain',
      { ...message, email: 'a@b' },
      'email: must be a valid e-mail address',
    ],
    [
      'a two-letter message',
      { ...message, description: 'hi' },
      'description: is too short (10 characters at least)',
    ],
    [
      'a 5001-character message',
      { ...message, description: 'x'.repeat(5001) },
      'description: is too long (5000 characters at most)',
    ],
    [
      'an unknown type',
      { ...message, type: 'complaint' },
      'type: must be general, validation_appeal or error_report',
    ],
    ['a missing message', { name: 'A', email: 'a@example.com' }, 'description: is required'],
  ])('refuses %s', async (_label, body, text) => {
    const res = await stack.api.post('/api/contact', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(text);
  });

  it('drops a bot that fills the honeypot, answering as if it worked', async () => {
    const before = (await inbox()).length;
    const res = await stack.api.post('/api/contact', { ...message, company: 'Spam Inc' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect((await inbox()).length).toBe(before);
  });
});
