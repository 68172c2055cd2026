import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type ContactType = 'general' | 'validation_appeal' | 'error_report';

export interface ContactFormMessages {
  successTitle: string;
  successDescription: string;
  failureTitle: string;
  /** Shown when the server gives no message; `useServerMessage: false` always shows it. */
  failureFallback: string;
  useServerMessage?: boolean;
}

export interface ContactFields {
  name: string;
  email: string;
  description: string;
  /** Honeypot: people never see it, so it stays empty; bots fill it. */
  company: string;
}

const EMPTY: ContactFields = { name: '', email: '', description: '', company: '' };

export const MISSING_FIELDS = {
  title: 'Missing Information',
  description: 'Please fill in all fields',
} as const;

export function sendContactMessage(fields: ContactFields, type: ContactType): Promise<unknown> {
  return apiRequest('/api/contact', {
    method: 'POST',
    body: {
      name: fields.name,
      email: fields.email,
      description: fields.description,
      type,
      company: fields.company,
    },
  });
}

/** The contact, appeal and error-report forms: idle → sending → success (cleared) or failure. */
export function useContactForm(type: ContactType, messages: ContactFormMessages) {
  const toast = useToast();
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [sending, setSending] = useState(false);

  const setField = (key: keyof ContactFields, value: string) =>
    setFields((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!fields.name.trim() || !fields.email.trim() || !fields.description.trim()) {
      toast({ ...MISSING_FIELDS, tone: 'error' });
      return;
    }
    setSending(true);
    try {
      await sendContactMessage(fields, type);
      setFields(EMPTY);
      toast({ title: messages.successTitle, description: messages.successDescription, tone: 'success' });
    } catch (error) {
      const serverMessage =
        messages.useServerMessage === false
          ? undefined
          : error instanceof ApiError
            ? error.serverMessage
            : undefined;
      toast({
        title: messages.failureTitle,
        description: serverMessage ?? messages.failureFallback,
        tone: 'error',
      });
    } finally {
      setSending(false);
    }
  };

  return { fields, setField, sending, submit };
}
