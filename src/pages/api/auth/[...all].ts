// /api/auth/*: staff sign-in, sign-out and session reads through Better Auth, behind our throttle.
import type { APIRoute } from 'astro';
import { handleAuthRequest } from '../../../features/auth/auth-door.server.ts';
import { clientAddressOf } from '../../../platform/http/client-address.ts';

export const ALL: APIRoute = ({ request, clientAddress, locals: { services } }) =>
  handleAuthRequest(request, services.auth, clientAddressOf(request.headers, clientAddress, services.config.trustProxy));
