// Standard Webhooks signatures, checked with the `standardwebhooks` package a receiver would use.
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, SECRET_BYTES, signWebhook, webhookHeaders } from './signature.ts';

const body = '{"type":"enquiry.created","timestamp":"2026-03-02T23:15:42.000Z","data":{"name":"Jo Ñandú"}}';

describe('webhook signatures', () => {
  it('makes secrets of whsec_ and the base64 of 32 random bytes (the spec asks for 24 to 64)', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(SECRET_BYTES).toBeGreaterThanOrEqual(24);
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  it('signs id.timestamp.body with HMAC-SHA256 as v1, the way the standardwebhooks package verifies it', () => {
    const secret = generateWebhookSecret();
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = webhookHeaders([secret], 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W', timestamp, body);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(headers['webhook-signature']).toBe(
      new Webhook(secret).sign('msg_2KWPBgLlAfxdpx2AI54pPJ85f4W', new Date(timestamp * 1000), body),
    );
  });

  it('matches the spec library on a known secret', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('lists one signature per secret, space-separated, and each secret alone verifies', () => {
    const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = webhookHeaders([current, previous], 'msg_x', timestamp, body);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(body, headers)).toBeTruthy();
    expect(new Webhook(previous).verify(body, headers)).toBeTruthy();
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow('No matching signature found');
  });

  it('signs the bytes as sent: one changed character fails verification', () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders([secret], 'msg_x', Math.floor(Date.now() / 1000), body);
    expect(() => new Webhook(secret).verify(body.replace('Jo', 'Jo '), headers)).toThrow('No matching signature found');
  });
});
