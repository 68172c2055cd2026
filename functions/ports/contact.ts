export const CONTACT_TYPES = ['general', 'validation_appeal', 'error_report'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  description: string;
  type: ContactType;
  createdAt: string;
  status: 'open' | 'closed';
}

/** The operators' inbox (DynamoDB: CONTACT#<id>, indexed while open). */
export interface ContactRepository {
  save(message: ContactMessage): Promise<void>;
  listOpen(limit: number): Promise<ContactMessage[]>;
  close(id: string): Promise<void>;
}

/** Tells operators a message arrived (SNS e-mail subscription in AWS; nothing locally). */
export interface ContactNotifier {
  notify(message: ContactMessage): Promise<void>;
}
