// Calendar feed tokens: like the delegation link's (delegation-token.ts), 256 random bits from the
// operating system's CSPRNG, unpadded base64url; only their SHA-256 is stored. A presented token is
// looked up by its hash (the unique index of calendar_feeds): the hash of a guess says nothing about
// how near it is to a stored one, so the lookup leaks nothing a timing could use.
import { CALENDAR_FEED_TOKEN_BYTES } from '@fokus/core';
import { createHash, randomBytes } from 'node:crypto';

/** A fresh feed token: CALENDAR_FEED_TOKEN_BYTES random bytes, unpadded base64url. */
export function newFeedToken(): string {
  return randomBytes(CALENDAR_FEED_TOKEN_BYTES).toString('base64url');
}

/** What is stored of a token: its SHA-256, hex. */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
