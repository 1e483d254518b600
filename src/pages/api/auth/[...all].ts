// /api/auth/*: staff sign-in, sign-out and session reads through Better Auth, behind our throttle.
import type { APIRoute } from 'astro';
import { getStaffServices, handleAuthRequest } from '../../../features/users/auth.server.ts';
import { getConfig } from '../../../platform/config.ts';
import { clientAddressOf } from '../../../platform/http/client-address.ts';

export const ALL: APIRoute = ({ request, clientAddress }) => {
  const config = getConfig();
  return handleAuthRequest(request, getStaffServices(config), clientAddressOf(request.headers, clientAddress, config.trustProxy));
};
