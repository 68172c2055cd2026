import { describe, expect, it } from 'vitest';
import {
  createPaymentIntentRequestSchema,
  promoteRequestSchema,
} from '../../../functions/domain/api-schemas';
import { normaliseSiteUrl, SITE_URL_INVALID } from '../../../functions/domain/site-url';

const ROAST_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('the promoted website address (a bare domain is accepted)', () => {
  it.each([
    ['ledgerly.example', 'https://ledgerly.example'],
    ['  ledgerly.example/pricing  ', 'https://ledgerly.example/pricing'],
    ['www.ledgerly.example:8080/a', 'https://www.ledgerly.example:8080/a'],
    ['https://ledgerly.example', 'https://ledgerly.example'],
    ['HTTP://ledgerly.example', 'HTTP://ledgerly.example'],
    ['http://203.0.113.7/', 'http://203.0.113.7/'],
  ])('%s → %s', (typed, stored) => {
    expect(normaliseSiteUrl(typed)).toBe(stored);
  });

  it.each([
    '',
    'ledgerly',
    'ledgerly example.com',
    'javascript:alert(1)',
    'mailto:hi@ledgerly.example',
    'ftp://ledgerly.example',
    'data:text/html,hi',
    'user:pw@ledgerly.example',
    'https://',
  ])('refuses %j', (typed) => {
    expect(normaliseSiteUrl(typed)).toBeNull();
  });

  it('create-payment-intent stores the bare domain with https:// and names the field when it is not an address', () => {
    const ok = createPaymentIntentRequestSchema.parse({
      roastId: ROAST_ID,
      websiteUrl: 'ledgerly.example',
      websiteName: 'Ledgerly',
    });
    expect(ok.websiteUrl).toBe('https://ledgerly.example');
    const bad = createPaymentIntentRequestSchema.safeParse({
      roastId: ROAST_ID,
      websiteUrl: 'javascript:alert(1)',
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['websiteUrl']);
    expect(bad.error!.issues[0]!.message).toBe(SITE_URL_INVALID);
  });

  it('the promote return path accepts the same bare domain', () => {
    const ok = promoteRequestSchema.parse({
      paymentIntentId: 'pi_123456789',
      websiteUrl: 'ledgerly.example',
    });
    expect(ok.websiteUrl).toBe('https://ledgerly.example');
  });
});
