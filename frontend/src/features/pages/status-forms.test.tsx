import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import { CONTACT_EMAIL } from './site-info';

async function fill(user: ReturnType<typeof userEvent.setup>, messageLabel: string) {
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
  await user.type(screen.getByLabelText(messageLabel), 'It was a landing page, honest.');
}

describe('appeal and error-report forms', () => {
  it('sends an appeal from /validation-disclaimer as validation_appeal', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/announcements/current': { body: null },
      'POST /api/contact': { body: { ok: true } },
    });
    renderApp('/validation-disclaimer');
    await screen.findByRole('form', { name: 'Appeal form' });
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await fill(user, 'What did you upload?');
    await user.click(screen.getByRole('button', { name: 'Submit Appeal' }));
    expect(await screen.findByText('Appeal Submitted')).toBeInTheDocument();
    expect(screen.getByText("We'll review your submission and get back to you soon.")).toBeInTheDocument();
    expect(api.calls('POST', '/api/contact')[0]?.body).toMatchObject({
      type: 'validation_appeal',
      company: '',
    });
  });

  it('shows Submission Failed with the fallback when the appeal fails', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/announcements/current': { body: null },
      'POST /api/contact': { status: 503 },
    });
    renderApp('/validation-disclaimer');
    await screen.findByRole('form', { name: 'Appeal form' });
    await fill(user, 'What did you upload?');
    await user.click(screen.getByRole('button', { name: 'Submit Appeal' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to submit appeal')).toBeInTheDocument();
  });

  it('sends an error report from /error and tells where to write when it fails', async () => {
    const user = userEvent.setup();
    let ok = true;
    const api = mockApi({
      'GET /api/announcements/current': { body: null },
      'POST /api/contact': () => (ok ? { body: { ok: true } } : { status: 500, body: { message: 'boom' } }),
    });
    renderApp('/error?message=Kettle%20exploded');
    await screen.findByRole('form', { name: 'Error report form' });
    await user.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(api.calls('POST', '/api/contact')).toHaveLength(0);

    await fill(user, 'What happened?');
    await user.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Error Report Sent')).toBeInTheDocument();
    expect(screen.getByText("We'll investigate and fix the issue soon.")).toBeInTheDocument();
    expect(api.calls('POST', '/api/contact')[0]?.body).toMatchObject({ type: 'error_report' });

    ok = false;
    await fill(user, 'What happened?');
    await user.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Report Failed')).toBeInTheDocument();
    expect(screen.getByText(`Please try contacting us directly at ${CONTACT_EMAIL}`)).toBeInTheDocument();
  });
});
