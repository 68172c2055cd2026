import { describe, expect, it } from 'vitest';
import { websiteJpegBase64 } from './helpers/images';
import { useTestStack } from './helpers/stack';

/** Local mode without Stripe keys: the simulator stands in, exactly as the checkout page will use it. */
const stack = useTestStack({ stripeSimulator: true });

describe('payments in local mode', () => {
  it('tells the SPA it runs against the simulator, with a test publishable key', async () => {
    const res = await stack.api.get('/api/payments/config');
    expect(res.body).toEqual({ publishableKey: 'pk_test_local_simulator', simulator: true });
  });

  it('promotes a roast through the simulated card payment and its signed webhook', async () => {
    const created = await stack.api.post('/api/roasts', {
      images: [await websiteJpegBase64()],
      roastLevel: 'honest',
    });
    await stack.api.waitForStatus(created.body.id);
    const intent = await stack.api.request('POST', '/api/create-payment-intent', {
      json: { roastId: created.body.id, websiteUrl: 'https://local.example', websiteName: 'Local Example' },
      headers: { 'x-owner-key': created.body.ownerKey },
    });
    expect(intent.status).toBe(200);
    const intentId = (intent.body.clientSecret as string).split('_secret_')[0];
    const paid = await stack.api.post(`/api/local/simulated-payments/${intentId}/pay`);
    expect(paid.body).toEqual({ id: intentId, status: 'succeeded' });
    const detail = (await stack.api.get(`/api/roasts/${created.body.id}`)).body;
    expect(detail).toMatchObject({
      isPromoted: true,
      websiteName: 'Local Example',
      websiteUrl: 'https://local.example',
    });
    expect((await stack.api.post('/api/local/simulated-payments/pi_unknown123/pay')).status).toBe(404);
  });

  it('takes the money once when two tabs open a checkout and both press Pay', async () => {
    const created = await stack.api.post('/api/roasts', {
      images: [await websiteJpegBase64()],
      roastLevel: 'honest',
    });
    await stack.api.waitForStatus(created.body.id);
    const open = (websiteName: string) =>
      stack.api.request('POST', '/api/create-payment-intent', {
        json: { roastId: created.body.id, websiteUrl: 'https://tabs.example', websiteName },
        headers: { 'x-owner-key': created.body.ownerKey },
      });
    const [first, second] = [await open('First Tab'), await open('Second Tab')];
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    const intentId = (second.body.clientSecret as string).split('_secret_')[0];
    const pay = () => stack.api.post(`/api/local/simulated-payments/${intentId}/pay`);
    expect((await pay()).status).toBe(200);
    const again = await pay();
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This payment has already been made. Nothing more was charged.' });
    expect((await stack.api.get(`/api/roasts/${created.body.id}`)).body).toMatchObject({
      isPromoted: true,
      websiteName: 'Second Tab',
    });
  });
});
