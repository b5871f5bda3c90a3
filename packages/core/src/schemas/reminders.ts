/** Request schemas of reminders (issue 18): a browser's Web Push subscription and the person's time zone. */
import { z } from 'zod';
import { isValidTimeZone } from '../zoned-time';
import { textSchema } from './common';
import { isSafeText } from './safe-text';

/** Longest push endpoint URL accepted, in characters (push services use a few hundred). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** Longest IANA time zone name accepted (the longest real one has 32 characters). */
export const TIME_ZONE_MAX_LENGTH = 64;

/**
 * A refinement of text that leaves bad text (NUL, unpaired surrogates) to textSchema's own message,
 * so such a value gets one issue, not two.
 */
const ofText = (test: (value: string) => boolean) => (value: string) => !isSafeText(value) || test(value);

/** True for an absolute http(s) URL. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Where the push service takes a browser's messages: an http(s) URL of at most 2 KB. */
export const pushEndpointSchema = textSchema
  .max(PUSH_ENDPOINT_MAX_LENGTH)
  .refine(ofText(isHttpUrl), 'Expected an http(s) URL');

/**
 * The browser's P-256 public key: 65 bytes, an uncompressed point (first byte 0x04), in base64url
 * without padding — 87 characters, the first `B`, the last with its two spare bits zero.
 */
export const pushP256dhSchema = textSchema.refine(
  ofText((value) => /^B[A-Za-z0-9_-]{85}[AEIMQUYcgkosw048]$/.test(value)),
  'Expected a base64url P-256 public key',
);

/** The browser's authentication secret: 16 bytes in base64url without padding (22 characters). */
export const pushAuthSchema = textSchema.refine(
  ofText((value) => /^[A-Za-z0-9_-]{21}[AQgw]$/.test(value)),
  'Expected a base64url 16-byte secret',
);

/** Body of "keep this browser's push subscription": `PushSubscription.toJSON()`. */
export const pushSubscriptionInputSchema = z.strictObject({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: pushP256dhSchema, auth: pushAuthSchema }),
});

/** Body of "keep this browser's push subscription". */
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** Body of "forget this browser's push subscription". */
export const removePushSubscriptionInputSchema = z.strictObject({ endpoint: pushEndpointSchema });

/** Body of "forget this browser's push subscription". */
export type RemovePushSubscriptionInput = z.infer<typeof removePushSubscriptionInputSchema>;

/** An IANA time zone name the platform knows (e.g. Europe/Moscow). */
export const timeZoneSchema = textSchema
  .min(1)
  .max(TIME_ZONE_MAX_LENGTH)
  .refine(ofText(isValidTimeZone), 'Expected an IANA time zone name');

/** Body of "set my time zone". */
export const setTimeZoneInputSchema = z.strictObject({ timeZone: timeZoneSchema });

/** Body of "set my time zone". */
export type SetTimeZoneInput = z.infer<typeof setTimeZoneInputSchema>;
