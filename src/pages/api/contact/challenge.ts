// GET /api/contact/challenge: a fresh signed ALTCHA challenge for the form's widget (rules in features/contact).
import type { APIRoute } from 'astro';
import { captchaChallengeResponse } from '#src/features/contact/public-page.server.ts';

export const GET: APIRoute = ({ locals }) => captchaChallengeResponse(locals.services.contact.captcha);
