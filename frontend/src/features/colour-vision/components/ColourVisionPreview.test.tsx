import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ColourVisionReport } from '@domain/colour-vision';
import { mockApi } from '../../../test/fetch-mock';
import { detail, ROAST_ID } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const report = (over: Partial<ColourVisionReport> = {}): ColourVisionReport => ({
  types: ['protanopia', 'deuteranopia', 'tritanopia'],
  pairsChecked: 6,
  flags: [
    {
      kind: 'text',
      source: 'page',
      failsTypical: false,
      label: 'a.button "Buy now"',
      foreground: '#fff',
      background: '#d00',
      required: 4.5,
      count: 2,
      typicalRatio: 5.15,
      failsFor: [
        { type: 'deuteranopia', ratio: 4.19, foreground: '#fff', background: '#a39000' },
        { type: 'tritanopia', ratio: 4.33, foreground: '#fff', background: '#d0000d' },
      ],
    },
  ],
  ...over,
});

function openRoast(colourVision: ColourVisionReport | { status: number; body: unknown } = report()) {
  mockApi({
    'GET /api/announcements/current': { body: null },
    [`GET /api/roasts/${ROAST_ID}`]: { body: detail() },
    [`GET /api/roasts/${ROAST_ID}/reactions`]: { body: { counts: [], userReactions: [] } },
    [`GET /api/roasts/${ROAST_ID}/colour-vision`]:
      'status' in colourVision ? colourVision : { body: colourVision },
  });
  renderApp(`/roast/${ROAST_ID}`);
}

const section = async () => screen.findByRole('region', { name: 'See it as colour-blind visitors do' });

describe('colour-vision preview on /roast/:id', () => {
  it('starts on the typical view: the first screenshot, lazily loaded, with alt text', async () => {
    openRoast();
    const preview = await section();
    expect(within(preview).getByRole('radio', { name: 'Typical' })).toBeChecked();
    const img = within(preview).getByRole('img', { name: /as most visitors see it$/ });
    expect(img).toHaveAttribute('src', detail().images[0]);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(within(preview).getByText('The screenshot as most visitors see it.')).toBeInTheDocument();
  });

  it('switches to the server’s simulation of a deficiency, and says what it is and how common', async () => {
    openRoast();
    const preview = await section();
    await userEvent.click(within(preview).getByRole('radio', { name: 'Deuteranopia' }));
    expect(within(preview).getByRole('radio', { name: 'Deuteranopia' })).toBeChecked();
    const img = within(preview).getByRole('img', { name: /simulated as seen with deuteranopia$/ });
    expect(img).toHaveAttribute('src', `/api/roasts/${ROAST_ID}/colour-vision/deuteranopia`);
    expect(within(preview).getByText(/reds and greens look alike\. About 1 in 100 men/)).toBeInTheDocument();
  });

  it('offers all four views as one labelled radio group, operable from the keyboard', async () => {
    openRoast();
    const preview = await section();
    const group = within(preview).getByRole('group', { name: 'Colour vision' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['typical', 'protanopia', 'deuteranopia', 'tritanopia']);
    within(group).getByRole('radio', { name: 'Typical' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Protanopia' })).toBeChecked();
  });

  it('lists the pairs that pass for most visitors and fail for some', async () => {
    openRoast();
    const preview = await section();
    const item = await within(preview).findByRole('listitem');
    expect(item).toHaveTextContent(
      '#fff on #d00: 5.2:1 for most visitors, 4.1:1 with deuteranopia, 4.3:1 with tritanopia (needs 4.5:1)',
    );
    expect(item).toHaveTextContent('a.button "Buy now"');
  });

  it('never rounds a failing ratio up to the threshold it misses', async () => {
    const [flag] = report().flags;
    openRoast(report({ flags: [{ ...flag!, failsFor: [{ ...flag!.failsFor[0]!, ratio: 4.46 }] }] }));
    expect(await within(await section()).findByRole('listitem')).toHaveTextContent(
      '4.4:1 with deuteranopia (needs 4.5:1)',
    );
  });

  it('says a button merges into its background, in the colours the preview draws', async () => {
    openRoast(
      report({
        flags: [
          {
            kind: 'element',
            source: 'screenshot',
            failsTypical: false,
            label: 'the “Buy now” button',
            foreground: '#c33',
            background: '#393',
            required: 3,
            count: 1,
            typicalRatio: 1.41,
            failsFor: [{ type: 'deuteranopia', ratio: 1.12, foreground: '#8b7b3c', background: '#8d8a3d' }],
          },
        ],
      }),
    );
    const item = await within(await section()).findByRole('listitem');
    expect(item).toHaveTextContent(
      'The “Buy now” button (#c33) on its background (#393): stands out for most visitors, nearly the same colour with deuteranopia (#8b7b3c on #8d8a3d)',
    );
    expect(item).not.toHaveTextContent(/None of/);
  });

  it('counts text that is already hard to read and gets worse', async () => {
    const [flag] = report().flags;
    openRoast(
      report({
        flags: [
          {
            ...flag!,
            foreground: '#c33',
            background: '#393',
            typicalRatio: 1.41,
            failsTypical: true,
            failsFor: [{ type: 'deuteranopia', ratio: 1.12, foreground: '#8b7b3c', background: '#8d8a3d' }],
          },
        ],
      }),
    );
    expect(await within(await section()).findByRole('listitem')).toHaveTextContent(
      '#c33 on #393: already hard to read for most visitors (1.4:1, needs 4.5:1), 1.1:1 with deuteranopia',
    );
  });

  it('says when every colour pair holds up', async () => {
    openRoast(report({ flags: [] }));
    expect(
      await within(await section()).findByText(/None of the 6 colour pairs checked/),
    ).toBeInTheDocument();
  });

  it('says when the first screen is all greys', async () => {
    openRoast(report({ pairsChecked: 0, flags: [] }));
    expect(await within(await section()).findByText(/greys look the same to everyone/)).toBeInTheDocument();
  });

  it('explains a roast kept before its colours were checked', async () => {
    openRoast(report({ pairsChecked: null, flags: [] }));
    expect(
      await within(await section()).findByText(/kept before its colours were checked/),
    ).toBeInTheDocument();
  });

  it('keeps the previews when the check cannot be loaded', async () => {
    openRoast({ status: 500, body: { message: 'Internal server error' } });
    const preview = await section();
    expect(
      await within(preview).findByText('The colour contrast check could not be loaded.'),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('radio', { name: 'Tritanopia' })).toBeInTheDocument();
  });
});
