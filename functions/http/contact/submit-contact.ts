import { contactRequestSchema } from '../../domain/api-schemas';
import { contactDependencies } from '../../composition/contact';
import { httpRoute } from '../../composition/http-route';
import { json } from '../../http-kit/http-route';
import { submitContact } from '../../usecases/contact';

export const handler = httpRoute('contact', { body: contactRequestSchema }, async ({ body }) =>
  json(200, await submitContact(contactDependencies(), body)),
);
