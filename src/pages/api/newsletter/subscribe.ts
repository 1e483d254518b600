// POST /api/newsletter/subscribe: the subscribe form's endpoint (rules in features/newsletter).
import type { APIRoute } from 'astro';
import { handleSubscribePost } from '#src/features/newsletter/subscribe-endpoint.server.ts';

export const POST: APIRoute = ({ request, locals }) =>
  handleSubscribePost(request, locals.clientAddress, locals.services.contact);
