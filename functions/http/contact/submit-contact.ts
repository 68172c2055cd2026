import { contactRequestSchema } from '../../domain/api-schemas';
import { contactDependencies } from '../../shared/contact';
import { httpRoute, json } from '../../shared/http-route';
import { submitContact } from '../../usecases/contact';

export const handler = httpRoute('contact', { body: contactRequestSchema }, async ({ body }) =>
  json(200, await submitContact(contactDependencies(), body)),
);
