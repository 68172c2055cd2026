import { randomBytes } from 'node:crypto';
import type { ContactNotifier, ContactRepository, ContactType } from '../ports/contact';

export interface ContactRequest {
  name: string;
  email: string;
  description: string;
  type: ContactType;
  /** Honeypot: a field people never see. Bots fill it in. */
  company?: string;
}

/**
 * POST /api/contact: bots (honeypot filled) get the same friendly answer and are dropped; real
 * messages go to the inbox, and the operators are told. A failed notification never loses a message.
 */
export async function submitContact(
  deps: {
    contacts: ContactRepository;
    notifier: ContactNotifier;
    log: (message: string, fields: object) => void;
  },
  request: ContactRequest,
): Promise<{ received: true }> {
  if (request.company?.trim()) {
    deps.log('contact dropped by honeypot', {});
    return { received: true };
  }
  const message = {
    id: randomBytes(12).toString('base64url'),
    name: request.name.trim(),
    email: request.email.trim(),
    description: request.description.trim(),
    type: request.type,
    createdAt: new Date().toISOString(),
    status: 'open' as const,
  };
  await deps.contacts.save(message);
  await deps.notifier.notify(message).catch((error: unknown) => {
    deps.log('contact notification failed', {
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  });
  return { received: true };
}
