// GET /api/bookings/slots?day=YYYY-MM-DD: the free days and a day's times (rules in features/bookings).
import type { APIRoute } from 'astro';
import { handleSlotsGet } from '#src/features/bookings/endpoint.server.ts';

export const GET: APIRoute = ({ url, locals }) => handleSlotsGet(url, locals.services.contact);
