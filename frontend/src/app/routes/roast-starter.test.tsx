import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderWithRouter } from '../../test/render';
import { LandingRoastStarter } from './roast-starter';

const image = (name: string, type = 'image/png', size = 2048) => {
  const f = new File(['pixels'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const encode = async (f: File) => `data:image/jpeg;base64,${btoa(f.name)}`;

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithRouter(<LandingRoastStarter encodeImage={encode} />, {
    extra: [{ path: '/roast-loading', element: <h1>Loading page</h1> }],
  });
  return { user, ...view };
}

describe('landing: upload and start', () => {
  it('enables "Roast My Design" only with at least one image and a level', async () => {
    const { user } = setup();
    const go = screen.getByRole('button', { name: 'Roast My Design' });
    expect(go).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /brutal/i }));
    expect(go).toBeDisabled();

    await user.upload(screen.getByLabelText('Choose screenshots'), image('home.png'));
    expect(await screen.findByRole('img', { name: 'Screenshot 1' })).toBeInTheDocument();
    expect(go).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove screenshot 1' }));
    expect(screen.queryByRole('img', { name: 'Screenshot 1' })).not.toBeInTheDocument();
    expect(go).toBeDisabled();
  });

  it('skips non-images and files over 10 MB, and keeps at most 5', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('Choose screenshots'), [
      image('notes.pdf', 'application/pdf'),
      image('huge.png', 'image/png', 11 * 1024 * 1024),
      ...Array.from({ length: 7 }, (_, i) => image(`shot-${i}.png`)),
    ]);
    const list = await screen.findByRole('list', { name: 'Selected screenshots' });
    await waitFor(() => expect(list.querySelectorAll('img')).toHaveLength(5));
    expect(screen.getByLabelText('Choose screenshots')).toBeDisabled();
  });

  it('stores the pending roast in session storage and goes to /roast-loading', async () => {
    const { user, router } = setup();
    await user.upload(screen.getByLabelText('Choose screenshots'), [image('desk.png'), image('mob.png')]);
    await screen.findByRole('img', { name: 'Screenshot 2' });
    await user.click(screen.getByRole('radio', { name: /undigestable/i }));
    await user.click(screen.getByRole('button', { name: 'Roast My Design' }));
    expect(await screen.findByRole('heading', { name: 'Loading page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/roast-loading');
    const pending = JSON.parse(sessionStorage.getItem('ugh_pending_roast')!);
    expect(pending).toEqual({
      images: [`data:image/jpeg;base64,${btoa('desk.png')}`, `data:image/jpeg;base64,${btoa('mob.png')}`],
      roastLevel: 'undigestable',
    });
  });

  it('lets the creator name the roast (optional, at most 80 characters, spaces tidied)', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('Choose screenshots'), image('home.png'));
    await screen.findByRole('img', { name: 'Screenshot 1' });
    await user.click(screen.getByRole('radio', { name: /honest/i }));
    const name = screen.getByRole('textbox', { name: 'Name this roast (optional)' });
    expect(name).toHaveAttribute('maxlength', '80');
    await user.type(name, '  Acme   home <b>page</b>  ');
    await user.click(screen.getByRole('button', { name: 'Roast My Design' }));
    await screen.findByRole('heading', { name: 'Loading page' });
    expect(JSON.parse(sessionStorage.getItem('ugh_pending_roast')!)).toMatchObject({
      title: 'Acme home <b>page</b>',
    });
  });

  it('URL capture: empty URL and an unavailable capture service show the catalogue messages', async () => {
    mockApi({});
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: /enter url/i }));
    const capture = await screen.findByRole('button', { name: 'Capture Screenshots' });
    await user.click(capture);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a website URL');

    await user.type(screen.getByLabelText('Website URL'), '  example.com  ');
    await user.click(capture);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Screenshot service unavailable. Please try again or upload screenshots manually.',
    );
  });

  it('URL capture: a blocked site is a neutral notice with a hint to upload', async () => {
    const api = mockApi({
      'POST /api/screenshot': {
        status: 200,
        body: { success: false, errorType: 'blocked', error: 'blocked' },
      },
    });
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: /enter url/i }));
    await user.type(await screen.findByLabelText('Website URL'), ' https://example.com ');
    await user.click(screen.getByRole('button', { name: 'Capture Screenshots' }));
    expect(
      await screen.findByText(
        'This website blocks automated screenshot capture. Try uploading screenshots manually.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/screenshot')[0]!.body).toMatchObject({ url: 'https://example.com' });
  });
});

const DESKTOP = 'data:image/jpeg;base64,REVTSw==';
const MOBILE = 'data:image/jpeg;base64,TU9C';
const CAPTURE_ID = 'c'.repeat(22);

/** A capture that succeeds with a desktop and a mobile screenshot of example.com. */
async function captureExample(user: ReturnType<typeof userEvent.setup>) {
  mockApi({
    'POST /api/screenshot': {
      body: {
        success: true,
        desktopScreenshot: 'REVTSw==',
        mobileScreenshot: MOBILE,
        websiteMetadata: { url: 'https://example.com', title: 'Example' },
        captureId: CAPTURE_ID,
      },
    },
  });
  await user.click(screen.getByRole('tab', { name: /enter url/i }));
  await user.type(await screen.findByLabelText('Website URL'), 'https://example.com');
  await user.click(screen.getByRole('button', { name: 'Capture Screenshots' }));
  expect(await screen.findByText(/^Capture completed in \d+s$/)).toBeInTheDocument();
}

async function roastIt(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /brutal/i }));
  await user.click(screen.getByRole('button', { name: 'Roast My Design' }));
  await screen.findByRole('heading', { name: 'Loading page' });
  return JSON.parse(sessionStorage.getItem('ugh_pending_roast')!) as Record<string, unknown>;
}

describe('landing: URL capture success', () => {
  it('replaces the screenshots with the captured pair and says how long it took', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('Choose screenshots'), image('old.png'));
    await screen.findByRole('img', { name: 'Screenshot 1' });
    await captureExample(user);
    await user.click(screen.getByRole('tab', { name: 'Upload Screenshots' }));
    expect(screen.getByRole('img', { name: 'Screenshot 1' })).toHaveAttribute('src', DESKTOP);
    expect(screen.getByRole('img', { name: 'Screenshot 2' })).toHaveAttribute('src', MOBILE);
  });

  it('previews both captured screenshots, labelled, in the Enter URL tab', async () => {
    const { user } = setup();
    await captureExample(user);
    const tab = screen.getByRole('tabpanel', { name: /enter url/i });
    const previews = within(tab).getByRole('list', { name: 'Captured screenshots' });
    const items = within(previews).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: 'Desktop screenshot' })).toHaveAttribute(
      'src',
      DESKTOP,
    );
    expect(items[0]).toHaveTextContent('Desktop');
    expect(within(items[1]!).getByRole('img', { name: 'Mobile screenshot' })).toHaveAttribute('src', MOBILE);
    expect(items[1]).toHaveTextContent('Mobile');
    expect(within(items[0]!).getByRole('button', { name: 'Remove desktop screenshot' })).toBeVisible();
    expect(within(items[1]!).getByRole('button', { name: 'Remove mobile screenshot' })).toBeVisible();
    expect(within(tab).getByText('2 captured screenshots ready. Pick a roast level below.')).toBeVisible();
    // The pair goes to the roast with what was measured on the live page.
    expect(await roastIt(user)).toMatchObject({
      images: [DESKTOP, MOBILE],
      captureId: CAPTURE_ID,
      websiteMetadata: { url: 'https://example.com', title: 'Example' },
    });
  });

  it('drops the desktop screenshot and roasts the mobile one alone', async () => {
    const { user } = setup();
    await captureExample(user);
    await user.click(screen.getByRole('button', { name: 'Remove desktop screenshot' }));
    const previews = screen.getByRole('list', { name: 'Captured screenshots' });
    expect(within(previews).queryByRole('img', { name: 'Desktop screenshot' })).toBeNull();
    expect(within(previews).getByRole('img', { name: 'Mobile screenshot' })).toHaveAttribute('src', MOBILE);
    expect(screen.getByText('1 captured screenshot ready. Pick a roast level below.')).toBeVisible();
    // Focus does not fall to the page: it moves to what is left.
    expect(screen.getByRole('button', { name: 'Remove mobile screenshot' })).toHaveFocus();
    expect(screen.getByText(/the roast judges the screenshot alone/)).toBeVisible();
    // The page facts place findings on image 0 as the desktop view: they stay behind with the pair.
    const pending = await roastIt(user);
    expect(pending).toMatchObject({ images: [MOBILE], websiteMetadata: { title: 'Example' } });
    expect(pending).not.toHaveProperty('captureId');
  });

  it('drops the mobile screenshot and keeps the desktop one ready', async () => {
    const { user } = setup();
    await captureExample(user);
    await user.click(screen.getByRole('button', { name: 'Remove mobile screenshot' }));
    expect(screen.getByRole('img', { name: 'Desktop screenshot' })).toHaveAttribute('src', DESKTOP);
    expect(screen.queryByRole('img', { name: 'Mobile screenshot' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove desktop screenshot' })).toHaveFocus();
    // Dropping the last one leaves nothing to roast, and focus goes back to the URL field.
    await user.click(screen.getByRole('button', { name: 'Remove desktop screenshot' }));
    expect(screen.queryByRole('list', { name: 'Captured screenshots' })).toBeNull();
    expect(screen.getByLabelText('Website URL')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Roast My Design' })).toBeDisabled();
  });

  it('keeps the previews in step with the Upload tab', async () => {
    const { user } = setup();
    await captureExample(user);
    await user.click(screen.getByRole('tab', { name: 'Upload Screenshots' }));
    await user.click(screen.getByRole('button', { name: 'Remove screenshot 1' }));
    await user.click(screen.getByRole('tab', { name: /enter url/i }));
    const previews = screen.getByRole('list', { name: 'Captured screenshots' });
    expect(
      within(previews)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Mobile screenshot']);
  });
});

describe('landing: the new version of an earlier roast (/?previous=…)', () => {
  const PREVIOUS = 'PrEvIoUsPrEvIoUsPrEvIo';

  it('in the browser holding that roast’s owner key, links the pending roast to it', async () => {
    localStorage.setItem('ugh_owner_keys', JSON.stringify({ [PREVIOUS]: 'its-owner-key' }));
    const user = userEvent.setup({ applyAccept: false });
    renderWithRouter(<LandingRoastStarter encodeImage={encode} />, {
      path: `/?previous=${PREVIOUS}`,
      routePath: '/',
      extra: [{ path: '/roast-loading', element: <h1>Loading page</h1> }],
    });
    expect(screen.getByRole('heading', { name: 'Roast the new version' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('compares it with the earlier roast');
    await user.upload(screen.getByLabelText('Choose screenshots'), image('fixed.png'));
    await screen.findByRole('img', { name: 'Screenshot 1' });
    await user.click(screen.getByRole('radio', { name: /honest/i }));
    await user.click(screen.getByRole('button', { name: 'Roast My Design' }));
    await screen.findByRole('heading', { name: 'Loading page' });
    expect(JSON.parse(sessionStorage.getItem('ugh_pending_roast')!)).toMatchObject({ previousId: PREVIOUS });
  });

  it('ignores an id that is not a roast id', () => {
    localStorage.setItem('ugh_owner_keys', JSON.stringify({ 'not-an-id': 'k' }));
    renderWithRouter(<LandingRoastStarter encodeImage={encode} />, {
      path: '/?previous=not-an-id',
      routePath: '/',
    });
    expect(screen.getByRole('heading', { name: 'Submit your design' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('What you roast here will be a separate roast.');
  });
});
