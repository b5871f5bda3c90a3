// Entry of the `ai:import` command (scripts/ai-import.mjs runs its bundle): stdin in, JSON out.
import { runImportCli } from './import-cli.js';

async function readStdin(): Promise<string> {
  // A terminal would wait for input forever; the command is for piped text.
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const outcome = await runImportCli(process.argv.slice(2), await readStdin()).catch((error: unknown) => ({
  exitCode: 1,
  stdout: '',
  stderr: `ai:import: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`,
}));
process.stdout.write(outcome.stdout);
process.stderr.write(outcome.stderr);
// Exit at once: an SDK's idle keep-alive connection must not hold the process open.
process.exit(outcome.exitCode);
