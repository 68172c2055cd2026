import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';

async function fill(user: ReturnType<typeof userEvent.setup>, skip?: string) {
  if (skip !== 'Name') await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  if (skip !== 'E-mail') await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
  if (skip !== 'Message') await user.type(screen.getByLabelText('Message'), 'Your roast was too kind.');
}

describe('contact form', () => {
  it('refuses to send with a missing field', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/announcements/current': { body: null } });
    renderApp('/contact');
    await screen.findByRole('form', { name: 'Contact form' });
    await fill(user, 'Message');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all fields')).toBeInTheDocument();
    expect(api.calls('POST', '/api/contact')).toHaveLength(0);
  });

  it('shows Sending..., then Message Sent, clears the form and sends the honeypot empty', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = mockApi({
      'GET /api/announcements/current': { body: null },
      'POST /api/contact': async () => {
        await gate;
        return { body: { ok: true } };
      },
    });
    renderApp('/contact');
    await screen.findByRole('form', { name: 'Contact form' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    release();
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you soon!")).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    const [request] = api.calls('POST', '/api/contact');
    expect(request?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      description: 'Your roast was too kind.',
      type: 'general',
      company: '',
    });
  });

  it('hides the honeypot from people and assistive technology', async () => {
    mockApi({ 'GET /api/announcements/current': { body: null } });
    renderApp('/contact');
    await screen.findByRole('form', { name: 'Contact form' });
    expect(screen.queryByRole('textbox', { name: 'Company' })).toBeNull();
    const trap = document.querySelector<HTMLInputElement>('input[name="company"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows Send Failed with the server message, or the fallback', async () => {
    const user = userEvent.setup();
    let reply: { status: number; body?: unknown } = {
      status: 400,
      body: { message: 'email must be a valid e-mail address' },
    };
    mockApi({
      'GET /api/announcements/current': { body: null },
      'POST /api/contact': () => reply,
    });
    renderApp('/contact');
    await screen.findByRole('form', { name: 'Contact form' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Send Failed')).toBeInTheDocument();
    expect(screen.getByText('email must be a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');

    reply = { status: 500 };
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByText('Failed to send message')).toBeInTheDocument());
  });
});
