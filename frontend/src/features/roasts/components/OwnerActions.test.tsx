import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { ROAST_ID } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { OwnerActions } from './OwnerActions';

function renderOwned() {
  localStorage.setItem('ugh_owner_keys', JSON.stringify({ [ROAST_ID]: 'the-owner-key' }));
  return renderWithRouter(<OwnerActions roastId={ROAST_ID} />, {
    path: `/roast/${ROAST_ID}`,
    routePath: '/roast/:id',
    extra: [{ path: '/', element: <h1>Landing</h1> }],
  });
}

describe('"Delete this roast"', () => {
  it('is an outlined danger button, never styled as the primary call to action', () => {
    mockApi({});
    renderOwned();
    const remove = screen.getByRole('button', { name: 'Delete this roast' });
    expect(remove).toHaveClass('btn', 'btn--danger-outline');
    expect(remove).not.toHaveClass('btn--primary');
    // The filled danger style is kept for the confirming step, not the button that opens it.
    expect(remove).not.toHaveClass('btn--danger');
  });

  it('asks first: "Keep it" deletes nothing, "Delete forever" deletes with the owner key', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`DELETE /api/roasts/${ROAST_ID}`]: { status: 204 } });
    const { router } = renderOwned();

    await user.click(screen.getByRole('button', { name: 'Delete this roast' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this roast?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('DELETE', `/api/roasts/${ROAST_ID}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete this roast' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this roast?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete forever' });
    expect(confirm).toHaveClass('btn--danger');
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls('DELETE', `/api/roasts/${ROAST_ID}`)[0]!.headers['x-owner-key']).toBe('the-owner-key');
  });

  it('is not offered in a browser without the owner key', () => {
    mockApi({});
    renderWithRouter(<OwnerActions roastId={ROAST_ID} />);
    expect(screen.queryByRole('button', { name: 'Delete this roast' })).toBeNull();
  });
});
