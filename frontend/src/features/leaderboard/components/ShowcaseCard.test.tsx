import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summary } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { ShowcaseCard } from './ShowcaseCard';

/** Every text node of the card that is exactly `text` (a repeated site name shows up twice). */
const occurrences = (card: HTMLElement, text: string) =>
  within(card).queryAllByText((_, el) => el?.children.length === 0 && el.textContent?.trim() === text).length;

describe('showcase card: the site is named once', () => {
  it('shows a promoted site whose name is the title once, with its address as the live-site link', () => {
    renderWithRouter(
      <ShowcaseCard
        kind="designed"
        rank={1}
        roast={summary({
          isPromoted: true,
          websiteTitle: 'Harbor Dental',
          websiteName: 'Harbor Dental',
          websiteUrl: 'https://harbor-dental.example',
          websiteDomain: 'harbor-dental.example',
        })}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Harbor Dental' })).toBeInTheDocument();
    expect(occurrences(card, 'Harbor Dental')).toBe(1);
    expect(within(card).getByRole('link', { name: /harbor-dental\.example/ })).toHaveAttribute(
      'href',
      'https://harbor-dental.example',
    );
  });

  it('shows a promoted name that differs from the title, linked to the site (https:// prepended)', () => {
    renderWithRouter(
      <ShowcaseCard
        kind="brutal"
        rank={2}
        roast={summary({
          isPromoted: true,
          websiteTitle: 'MEGA DEALS 4 U',
          websiteName: 'Mega Deals',
          websiteUrl: 'mega-deals.example',
        })}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'MEGA DEALS 4 U' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Mega Deals/ })).toHaveAttribute(
      'href',
      'https://mega-deals.example',
    );
  });

  it('adds no site line when the title already is the address, or the roast is not promoted', () => {
    renderWithRouter(
      <ShowcaseCard
        kind="brutal"
        rank={1}
        roast={summary({
          isPromoted: true,
          websiteTitle: '',
          websiteName: 'calm-notes.example',
          websiteUrl: 'https://calm-notes.example',
          websiteDomain: 'calm-notes.example',
        })}
      />,
    );
    const card = screen.getByRole('article');
    expect(occurrences(card, 'calm-notes.example')).toBe(1);
    expect(card.querySelector('.showcase-card__site')).toBeNull();
  });
});
