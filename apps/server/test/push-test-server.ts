// A Web Push endpoint on 127.0.0.1 for the reminder tests: it records every request (headers and the
// encrypted body) and answers with the status the test sets, and it holds the browser's side of a
// subscription — a P-256 key pair and an auth secret — so a test can decrypt what it received.
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

/** http_ece (web-push's own dependency) has no types; the one function the tests call. */
interface HttpEce {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
const ece = createRequire(import.meta.url)('http_ece') as HttpEce;

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushTestServer {
  /** The base URL (`http://127.0.0.1:<port>`). */
  url: string;
  received: PushRequest[];
  /** The status each next request is answered with (201 unless set). */
  status: number;
  /** A subscription of a browser on this server: endpoint and keys, and its private key to decrypt with. */
  subscription(name: string): { endpoint: string; keys: { p256dh: string; auth: string }; ecdh: ECDH };
  /** The JSON payload of a received request, decrypted with `subscription`'s keys. */
  decrypt(request: PushRequest, subscription: { keys: { auth: string }; ecdh: ECDH }): unknown;
  close(): Promise<void>;
}

export async function startPushTestServer(): Promise<PushTestServer> {
  const received: PushRequest[] = [];
  const state = { status: 201 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = state.status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    get status() {
      return state.status;
    },
    set status(value: number) {
      state.status = value;
    },
    subscription(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        endpoint: `${url}/push/${name}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        ecdh,
      };
    },
    decrypt(request, subscription) {
      const plain = ece.decrypt(request.body, {
        version: 'aes128gcm',
        privateKey: subscription.ecdh,
        authSecret: subscription.keys.auth,
      });
      return JSON.parse(plain.toString('utf8')) as unknown;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
