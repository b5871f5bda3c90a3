// Delegation tokens (DESIGN.md): 256 random bits from the operating system's CSPRNG, base64url,
// unrelated to the task id; only their SHA-256 is stored, and a presented token is compared with the
// stored hash in constant time.
import { DELEGATION_TOKEN_BYTES } from '@fokus/core';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh token: DELEGATION_TOKEN_BYTES random bytes, unpadded base64url. */
export function newDelegationToken(): string {
  return randomBytes(DELEGATION_TOKEN_BYTES).toString('base64url');
}

/** What is stored of a token: its SHA-256, hex. */
export function hashDelegationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when `token` hashes to `storedHash`, compared in constant time. */
export function delegationTokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashDelegationToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
