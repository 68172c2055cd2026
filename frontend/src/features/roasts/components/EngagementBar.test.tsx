import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { detail, ROAST_ID } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

describe('share buttons', () => {
  it("names the platform in the Tweet button's tooltip: X (formerly Twitter)", async () => {
    mockApi({
      'GET /api/announcements/current': { body: null },
      [`GET /api/roasts/${ROAST_ID}`]: { body: detail() },
      [`GET /api/roasts/${ROAST_ID}/reactions`]: { body: { counts: [], userReactions: [] } },
    });
    const user = userEvent.setup();
    renderApp(`/roast/${ROAST_ID}`);
    const tweet = await screen.findByRole('link', { name: 'Tweet (opens in a new tab)' });
    await user.hover(tweet);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Share on X (formerly Twitter)');
    expect(tweet).toHaveAccessibleDescription('Share on X (formerly Twitter)');
  });
});
