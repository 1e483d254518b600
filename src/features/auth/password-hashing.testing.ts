// For tests only: staff password hashes in Better Auth's own format at a chosen scrypt cost. Production
// keeps the library's scrypt (PRODUCTION_SCRYPT_COST); a test account costs one hash and each sign-in another,
// which at production's cost was the largest share of the integration tests' time.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHashing } from './auth.server.ts';

/** scrypt's work factors: N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** What Better Auth hashes staff passwords with (@better-auth/utils/password), and so what production uses. */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { N: 16384, r: 16, p: 1 };

/** About a thousandth of production's work and memory: still scrypt, salted and checked, in well under a millisecond. */
export const TEST_SCRYPT_COST: ScryptCost = { N: 1024, r: 1, p: 1 };

const KEY_BYTES = 64;

/** Hashes as Better Auth does (hex salt, a colon, the hex key of the NFKC form of the password), at `cost`. */
export function scryptPasswordHashing(cost: ScryptCost): PasswordHashing {
  const key = (password: string, salt: string) =>
    new Promise<Buffer>((resolve, reject) => {
      scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...cost, maxmem: 256 * cost.N * cost.r }, (error, derived) =>
        error ? reject(error) : resolve(derived),
      );
    });
  return {
    async hash(password) {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${(await key(password, salt)).toString('hex')}`;
    },
    async verify({ hash, password }) {
      const [salt, expected] = hash.split(':');
      if (!salt || !expected) throw new Error('Invalid password hash');
      const derived = await key(password, salt);
      const stored = Buffer.from(expected, 'hex');
      return stored.length === derived.length && timingSafeEqual(stored, derived);
    },
  };
}
