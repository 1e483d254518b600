// POST /api/contact: the enquiry form's endpoint (rules in features/contact).
import type { APIRoute } from 'astro';
import { getContactDependencies } from '../../features/contact/contact.server.ts';
import { handleContactPost } from '../../features/contact/endpoint.server.ts';

export const POST: APIRoute = ({ request, clientAddress }) => handleContactPost(request, clientAddress, getContactDependencies());
