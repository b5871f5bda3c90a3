// A scripted HTTP API on 127.0.0.1 for the AI provider tests: each request gets the next queued reply
// (status, headers, body, optional delay) and is recorded, so a test can check what the SDK sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  /** Waits this long before answering (a timeout test). */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeApi {
  /** http://127.0.0.1:PORT */
  url: string;
  requests: RecordedRequest[];
  /** Queues replies for the next requests, in order. */
  reply(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(response: ServerResponse, reply: FakeReply): void {
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
  response.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
  response.end(text);
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeApi(): Promise<FakeApi> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      const reply = queue.shift() ?? { status: 500, body: { error: 'no reply scripted' } };
      if (!reply.delayMs) return send(response, reply);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) send(response, reply);
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    reply: (...replies) => queue.push(...replies),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An Anthropic Messages API answer whose first text block is `text`. */
export function anthropicMessage(
  text: string | null,
  stopReason: 'end_turn' | 'max_tokens' = 'end_turn',
): FakeReply {
  return {
    body: {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: 'claude-fake',
      // A thinking-free answer may still lead with a non-text block; the provider takes the first text one.
      content: text === null ? [] : [{ type: 'text', text }],
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 10 },
    },
  };
}

/** An Anthropic-style error answer. */
export function anthropicError(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): FakeReply {
  return { status, headers, body: { type: 'error', error: { type: 'api_error', message } } };
}

/** An OpenAI chat.completions answer whose first choice says `text`. */
export function openAiCompletion(text: string | null, finishReason: 'stop' | 'length' = 'stop'): FakeReply {
  return {
    body: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_790_000_000,
      model: 'fake-model',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: finishReason }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

/** An OpenAI-style error answer. */
export function openAiError(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): FakeReply {
  return { status, headers, body: { error: { message, type: 'server_error', param: null, code: null } } };
}
