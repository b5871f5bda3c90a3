// Durability: SIGKILL the server while it acknowledges writes, ten times in a row. Every write it
// acknowledged must survive, and each restart must succeed with no manual repair.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPostgresRunning,
  makeDataDir,
  removeDataDir,
  signIn,
  signUp,
  startServerProcess,
  stopServerProcess,
  waitUntilReady,
  type ServerProcess,
} from './server-process.js';

const CYCLES = 10;
const WRITERS = 3;
const PASSWORD = 'a long enough password';

let dataDir: string;
let current: ServerProcess | undefined;

/** Sign-ups from several concurrent clients until the server goes away; returns the acknowledged e-mails. */
async function writeUntilKilled(server: ServerProcess, cycle: number): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed = false;
  let stop = false;
  const writer = async (id: number) => {
    for (let n = 0; !stop; n++) {
      const email = `c${cycle}-w${id}-${n}@example.com`;
      try {
        const result = await signUp(server.baseUrl, email, PASSWORD);
        // Only a complete 200 is an acknowledgement; anything else (a cut connection) promises nothing.
        if (result.status === 200) acknowledged.push(email);
        else if (result.status !== 0) throw new Error(`sign-up answered ${result.status}: ${result.body}`);
      } catch (error) {
        // A request cut by the kill was not acknowledged; a failure before the kill is a bug.
        if (!killed) throw error;
        stop = true;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));
  // Kill once a few writes are acknowledged, at a different moment of the write stream each cycle, so
  // other sign-ups are in flight (mid-transaction, mid-commit or mid-response) when it comes.
  const target = 3 + (cycle % 4);
  while (acknowledged.length < target) await sleep(5);
  await sleep((cycle * 37) % 120);
  killed = true;
  server.child.kill('SIGKILL');
  await server.exited;
  stop = true;
  await Promise.all(writers);
  return acknowledged;
}

async function expectAllCanSignIn(server: ServerProcess, emails: string[]): Promise<void> {
  const failed: string[] = [];
  // A few at a time: password hashing is deliberately slow.
  for (let i = 0; i < emails.length; i += 4) {
    const batch = emails.slice(i, i + 4);
    const statuses = await Promise.all(batch.map((email) => signIn(server.baseUrl, email, PASSWORD)));
    statuses.forEach((status, index) => status !== 200 && failed.push(`${batch[index]}: ${status}`));
  }
  expect(failed).toEqual([]);
}

describe('crash recovery', () => {
  beforeAll(async () => {
    dataDir = await makeDataDir('fokus-crash-');
  });

  afterAll(async () => {
    await removeDataDir(dataDir, current);
  });

  it(`loses no acknowledged write across ${CYCLES} SIGKILLs and restarts on its own each time`, async () => {
    let unverified: string[] = [];
    let total = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      // TRUST_PROXY lets each simulated client bring its own address, so the sign-up rate limit
      // (per address) does not throttle this single test client.
      current = await startServerProcess(dataDir, { TRUST_PROXY: 'true' });
      await waitUntilReady(current);
      // The users acknowledged before the previous kill are all there.
      await expectAllCanSignIn(current, unverified);

      unverified = await writeUntilKilled(current, cycle);
      expect(unverified.length, `cycle ${cycle} acknowledged no write`).toBeGreaterThan(0);
      total += unverified.length;
      // The kill left PostgreSQL behind (re-parented); the next start must deal with it.
    }

    current = await startServerProcess(dataDir, { TRUST_PROXY: 'true' });
    await waitUntilReady(current);
    await expectAllCanSignIn(current, unverified);
    expect(await stopServerProcess(current)).toBe(0);
    current = undefined;
    expect(isPostgresRunning(dataDir)).toBe(false);
    console.log(`${total} acknowledged sign-ups survived ${CYCLES} SIGKILLs`);
  }, 180_000);
});
