import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { summary } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const worst = [91, 80, 77, 60].map((score, i) =>
  summary({
    id: `Brutal${String(i).padStart(16, '0')}`,
    ughScore: score,
    websiteTitle: `Ugly ${i + 1}`,
    number: i + 1,
    violationCount: i,
  }),
);
const best = [8, 15].map((score, i) =>
  summary({
    id: `Design${String(i).padStart(16, '0')}`,
    ughScore: score,
    websiteTitle: `Nice ${i + 1}`,
    number: 10 + i,
    verdict: 'Improbably Acceptable',
  }),
);

describe('/leaderboard', () => {
  it('shows both tabs, champions, lists, stats and calls to action', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/announcements/current': { body: null },
      'GET /api/roasts/leaderboard/brutal': { body: worst },
      'GET /api/roasts/leaderboard/designed': { body: best },
    });
    renderApp('/leaderboard');
    expect(await screen.findByRole('heading', { name: 'UGH Leaderboards' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hall of Shame' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Current UGH Supreme')).toBeInTheDocument();
    const shame = screen.getByRole('tabpanel');
    expect(within(shame).getAllByRole('listitem')).toHaveLength(4);
    expect(within(shame).getByText(/The UGH Supreme/)).toBeInTheDocument();
    expect(within(shame).getByRole('link', { name: 'Accept the Challenge' })).toHaveAttribute('href', '/');

    const stats = screen.getByRole('region', { name: 'Leaderboard stats' });
    expect(within(stats).getByText('Highest score (shame champion)').nextElementSibling).toHaveTextContent(
      '91',
    );
    expect(
      within(stats).getByText('Lowest score (excellence champion)').nextElementSibling,
    ).toHaveTextContent('8');

    await user.click(screen.getByRole('tab', { name: 'Hall of Excellence' }));
    expect(await screen.findByText('Current UGHLess Wonder')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit Your Masterpiece' })).toBeInTheDocument();
  });

  it('shows 0 in the stats when the lists are empty', async () => {
    mockApi({
      'GET /api/announcements/current': { body: null },
      'GET /api/roasts/leaderboard/brutal': { body: [] },
      'GET /api/roasts/leaderboard/designed': { body: [] },
    });
    renderApp('/leaderboard');
    const stats = await screen.findByRole('region', { name: 'Leaderboard stats' });
    expect(await within(stats).findAllByText('0')).toHaveLength(2);
    expect(await screen.findByText('No submissions yet')).toBeInTheDocument();
  });

  it('landing showcases the top 3 with badges, or the empty state', async () => {
    mockApi({
      'GET /api/announcements/current': { body: null },
      'GET /api/roasts/leaderboard/brutal': { body: worst },
      'GET /api/roasts/leaderboard/designed': { body: [] },
    });
    renderApp('/');
    const shame = await screen.findByRole('region', { name: 'Hall of Shame' });
    const cards = await within(shame).findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('The UGH Supreme')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Runner-Up Wreck')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Design Dystopia')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('#0001')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('91/100')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('0 violations')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('1 violation')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: /view full roast/i })).toHaveAttribute(
      'href',
      `/roast/${worst[0]!.id}`,
    );

    const excellence = screen.getByRole('region', { name: 'Hall of Excellence' });
    expect(await within(excellence).findByText('No submissions yet')).toBeInTheDocument();
    expect(
      within(excellence).getByText(
        'Only public roasts scoring 40 or less enter the Hall of Excellence. Be the first to get roasted!',
      ),
    ).toBeInTheDocument();
  });

  it('never shows one roast in both halls, and says the lists are all-time', async () => {
    // What the old API answered on a fresh install: all three roasts on both boards.
    const calm = summary({
      id: 'Calm0000000000000000aa',
      ughScore: 10,
      websiteTitle: 'Calm Notes',
      number: 3,
    });
    const meh = summary({ id: 'Meh00000000000000000aa', ughScore: 57, websiteTitle: 'Meh Corp', number: 2 });
    const awful = summary({
      id: 'Awful000000000000000aa',
      ughScore: 88,
      websiteTitle: 'Awful Inc',
      number: 1,
    });
    mockApi({
      'GET /api/announcements/current': { body: null },
      'GET /api/roasts/leaderboard/brutal': { body: [awful, meh, calm] },
      'GET /api/roasts/leaderboard/designed': { body: [calm, meh, awful] },
    });
    renderApp('/');
    const shame = await screen.findByRole('region', { name: 'Hall of Shame' });
    const shameCards = await within(shame).findAllByRole('article');
    expect(shameCards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Awful Inc',
      'Meh Corp',
    ]);
    expect(within(shame).queryByText('Design Dystopia')).not.toBeInTheDocument();
    const excellence = screen.getByRole('region', { name: 'Hall of Excellence' });
    const excellenceCards = await within(excellence).findAllByRole('article');
    expect(excellenceCards).toHaveLength(1);
    expect(within(excellenceCards[0]!).getByRole('heading')).toHaveTextContent('Calm Notes');
    expect(within(excellence).queryByText('MVP')).not.toBeInTheDocument();
    expect(screen.queryByText(/this week/i)).not.toBeInTheDocument();
    expect(within(shame).getByText(/of all time/)).toBeInTheDocument();
  });
});
