#!/usr/bin/env node
// Replays a careful reader's tasks as a thoughts-to-tasks command, so the shared scorer scores a person
// the way it scores the engine: `node ../shared/ai-eval/score.mjs eval/ai/dictation-13.jsonl --cmd
// 'node eval/ai/readers/replay.mjs eval/ai/readers/dictation-13-A.jsonl eval/ai/dictation-13.jsonl {now}'`.
// The case is found by its text (stdin) and its time; its tasks are printed as the command's answer.
import { readFileSync } from 'node:fs';

const [answersPath, setPath, now] = process.argv.slice(2);
const lines = (path) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
const text = readFileSync(0, 'utf8');
const found = lines(setPath)
  .map((line) => JSON.parse(line))
  .find((c) => c.now === now && c.text === text);
if (!found) {
  console.error('replay: no case with this text and time');
  process.exit(1);
}
const answer = lines(answersPath)
  .map((line) => JSON.parse(line))
  .find((a) => a.id === found.id);
process.stdout.write(JSON.stringify(answer?.tasks ?? []));
