/**
 * UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Ids are made on the
 * client (DESIGN.md) so a retried or replayed create is recognised by the server; the time prefix keeps
 * them roughly ordered, which keeps database indexes compact.
 */
export function uuidv7(now: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let time = Math.max(0, Math.floor(now));
  // Bytes 0–5: the timestamp, big-endian. Division, not bit shifts: the value exceeds 32 bits.
  for (let index = 5; index >= 0; index -= 1) {
    bytes[index] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70; // version 7
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // variant 10xx
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
