import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CRITERIA } from '@domain/criteria';
import { VERDICT_BANDS } from '@domain/verdicts';
import { mockApi } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import { AGENCY_EMAIL } from './site-info';

const quiet = () => mockApi({ 'GET /api/announcements/current': { body: null } });

describe('supporting pages', () => {
  it('/pricing shows both plans, where their buttons lead and the agency e-mail', async () => {
    quiet();
    renderApp('/pricing');
    const free = await screen.findByRole('heading', { name: 'Free Roast' });
    expect(free).toBeInTheDocument();
    expect(screen.getByText('$0')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Promoted Roast' })).toBeInTheDocument();
    expect(screen.getByText('$9')).toBeInTheDocument();
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why promote?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Roasted Free' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'How Promotion Works' })).toHaveAttribute(
      'href',
      '/how-it-works#promotion',
    );
    expect(screen.getByRole('link', { name: 'Contact the Agency' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^mailto:${AGENCY_EMAIL}`)) as unknown as string,
    );
  });

  it('/privacy covers the data, storage, sharing, rights and cookies', async () => {
    quiet();
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated: January 2025/)).toBeInTheDocument();
    for (const name of [
      'Information we collect',
      'How we use it',
      'How we store it',
      'Sharing',
      'Your rights',
      'Cookies and local storage',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Amazon S3 bucket under unguessable identifiers/)).toBeInTheDocument();
    expect(screen.getByText(/never\s+touch our servers/)).toBeInTheDocument();
    expect(screen.getByText(/expire after 1 day/)).toBeInTheDocument();
  });

  it('/terms lists acceptable and prohibited uploads, refunds and the $9 liability cap', async () => {
    quiet();
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated: January 2025/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Acceptable' })).toBeInTheDocument();
    expect(screen.getByText('Native mobile apps')).toBeInTheDocument();
    expect(screen.getByText('NSFW content')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payments and refunds' })).toBeInTheDocument();
    expect(screen.getByText(/at most \$9/)).toBeInTheDocument();
  });

  it('/faq has 12 questions and opens one at a time', async () => {
    const user = userEvent.setup();
    quiet();
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const buttons = within(screen.getByRole('main')).getAllByRole('button', { expanded: false });
    expect(buttons).toHaveLength(12);
    const [first, second] = buttons as [HTMLElement, HTMLElement];
    const firstPanel = document.getElementById(first.getAttribute('aria-controls')!)!;
    const secondPanel = document.getElementById(second.getAttribute('aria-controls')!)!;
    expect(firstPanel).not.toBeVisible();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(firstPanel).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(firstPanel).not.toBeVisible();
    expect(secondPanel).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('/contact has the form and the support-hours card', async () => {
    quiet();
    renderApp('/contact');
    expect(await screen.findByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByText(/24–48 hours on business days/)).toBeInTheDocument();
  });

  it('/how-it-works shows the five verdict bands, the weights summing to 100% and #promotion', async () => {
    quiet();
    renderApp('/how-it-works');
    expect(await screen.findByRole('heading', { level: 1, name: 'How it Works' })).toBeInTheDocument();
    expect(VERDICT_BANDS).toHaveLength(5);
    for (const band of VERDICT_BANDS) {
      expect(screen.getByRole('rowheader', { name: band.verdict })).toBeInTheDocument();
      expect(screen.getByText(`${band.min}–${band.max}`)).toBeInTheDocument();
    }
    const weights = screen.getByRole('table', { name: 'Criteria and their weights' });
    for (const c of CRITERIA) {
      const row = within(weights).getByRole('rowheader', { name: c.label }).closest('tr')!;
      expect(row).toHaveTextContent(`${c.weightPercent}%`);
    }
    const total = within(weights).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(total).toHaveTextContent('100%');
    expect(screen.getByText('UGH Score = 100 − round(weighted quality × 10)')).toBeInTheDocument();
    expect(screen.getByText(/V001/)).toBeInTheDocument();
    expect(document.getElementById('promotion')).toHaveTextContent(/\$9/);
  });
});
