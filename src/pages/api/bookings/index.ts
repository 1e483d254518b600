// POST /api/bookings: the booking form's endpoint (rules in features/bookings).
import type { APIRoute } from 'astro';
import { handleBookingPost } from '#src/features/bookings/endpoint.server.ts';

export const POST: APIRoute = ({ request, locals }) => handleBookingPost(request, locals.clientAddress, locals.services.contact);
