import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { detail, ROAST_ID } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

function api() {
  localStorage.setItem('ugh_owner_keys', JSON.stringify({ [ROAST_ID]: 'the-owner-key' }));
  return mockApi({
    'GET /api/announcements/current': { body: null },
    [`GET /api/roasts/${ROAST_ID}`]: { body: detail() },
    [`GET /api/roasts/${ROAST_ID}/reactions`]: { body: { counts: [], userReactions: [] } },
    'POST /api/create-payment-intent': { status: 500, body: { message: 'down' } },
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderApp(`/roast/${ROAST_ID}`);
  await user.click(await screen.findByRole('button', { name: 'Promote This Roast' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Promote Your Roast' }) };
}

describe('promote dialog: the website address', () => {
  it('accepts a bare domain and sends it with https:// prepended', async () => {
    const requests = api();
    const { user, dialog } = await openDialog();
    const url = within(dialog).getByLabelText('Website URL');
    expect(url).toHaveAccessibleDescription('your-site.com is fine: https:// is added for you.');
    await user.type(url, 'ledgerly.example');
    await user.type(within(dialog).getByLabelText('Website name'), 'Ledgerly');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $9 - Promote Roast' }));

    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(requests.calls('POST', '/api/create-payment-intent')[0]!.body).toEqual({
      roastId: ROAST_ID,
      websiteUrl: 'https://ledgerly.example',
      websiteName: 'Ledgerly',
    });
    expect(url).toHaveValue('https://ledgerly.example');
    expect(url).toBeValid();
  });

  it('says what is wrong with an address that is not a website, and sends nothing', async () => {
    const requests = api();
    const { user, dialog } = await openDialog();
    const url = within(dialog).getByLabelText('Website URL');
    await user.type(url, 'javascript:alert(1)');
    await user.type(within(dialog).getByLabelText('Website name'), 'Sneaky');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $9 - Promote Roast' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter a web address, such as your-site.com.',
    );
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(/Enter a web address/);
    expect(url).toHaveFocus();
    expect(requests.calls('POST', '/api/create-payment-intent')).toHaveLength(0);
  });
});

describe('promote dialog: a roast promoted meanwhile', () => {
  it('says "Already promoted" and shows the roast as it now is, with no promote offer', async () => {
    localStorage.setItem('ugh_owner_keys', JSON.stringify({ [ROAST_ID]: 'the-owner-key' }));
    let promoted = false;
    mockApi({
      'GET /api/announcements/current': { body: null },
      [`GET /api/roasts/${ROAST_ID}`]: () => ({ body: detail({ isPromoted: promoted }) }),
      [`GET /api/roasts/${ROAST_ID}/reactions`]: { body: { counts: [], userReactions: [] } },
      // Another tab paid first: the server refuses a second payment.
      'POST /api/create-payment-intent': () => {
        promoted = true;
        return { status: 409, body: { message: 'This roast is already promoted' } };
      },
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Website URL'), 'ledgerly.example');
    await user.type(within(dialog).getByLabelText('Website name'), 'Ledgerly');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $9 - Promote Roast' }));
    expect(await screen.findByText('Already promoted')).toBeInTheDocument();
    expect(screen.queryByText('Payment Error')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Promote This Roast' })).toBeNull());
  });
});

describe('promote dialog: a payment already under way', () => {
  it('says so with the server’s words instead of starting a second payment', async () => {
    localStorage.setItem('ugh_owner_keys', JSON.stringify({ [ROAST_ID]: 'the-owner-key' }));
    const message =
      'A payment for this roast is being processed. The roast is promoted as soon as it completes.';
    mockApi({
      'GET /api/announcements/current': { body: null },
      [`GET /api/roasts/${ROAST_ID}`]: { body: detail() },
      [`GET /api/roasts/${ROAST_ID}/reactions`]: { body: { counts: [], userReactions: [] } },
      'POST /api/create-payment-intent': { status: 409, body: { message } },
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Website URL'), 'ledgerly.example');
    await user.type(within(dialog).getByLabelText('Website name'), 'Ledgerly');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $9 - Promote Roast' }));
    expect(await screen.findByText('Payment in progress')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Already promoted')).toBeNull();
  });
});
