// POST /api/contact: the enquiry form's endpoint (rules in features/contact).
import type { APIRoute } from 'astro';
import { handleContactPost } from '#src/features/contact/endpoint.server.ts';

export const POST: APIRoute = ({ request, locals }) => handleContactPost(request, locals.clientAddress, locals.services.contact);
