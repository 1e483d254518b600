// GET /api/contact/challenge: a fresh signed ALTCHA challenge for the form's widget (or, with
// CAPTCHA_PROVIDER=test, a test token). Hosted captchas issue their own challenges: 404 here.
import type { APIRoute } from 'astro';
import { getContactDependencies } from '../../../features/contact/contact.server.ts';
import { issueChallenge } from '../../../platform/captcha/captcha.server.ts';

export const GET: APIRoute = async () => {
  const answer = await issueChallenge(getContactDependencies().captcha);
  const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
  if (!answer)
    return new Response(JSON.stringify({ error: 'This site uses a hosted captcha; there is no challenge to fetch.' }), {
      status: 404,
      headers,
    });
  // The ALTCHA widget expects the challenge object itself as the body.
  const body = answer.provider === 'altcha' ? answer.challenge : { token: answer.token };
  return new Response(JSON.stringify(body), { status: 200, headers });
};
