// /api/auth/*: staff sign-in, sign-out and session reads through Better Auth, behind our throttle.
import type { APIRoute } from 'astro';
import { handleAuthRequest } from '#src/features/auth/auth-door.server.ts';

export const ALL: APIRoute = ({ request, locals }) => handleAuthRequest(request, locals.services.auth, locals.clientAddress);
