/**
 * The proposals not yet accepted (spec §3 "pending AI tasks"), with the text they came from, kept in
 * local storage per signed-in user (`pendingAiTasks:<userId>`): another person on this device never
 * sees them, and a reload or a lost connection does not lose them. Removed when accepted or dismissed.
 */
import { readDraft, type ProposalDraft } from '../proposal-draft';
import type { ProposalSource } from './propose-tasks';

/** The storage key of a user's pending proposals. */
export function pendingProposalsKey(userId: string): string {
  return `pendingAiTasks:${userId}`;
}

/** What is kept: the brain dump, the drafts and where they came from. */
export interface PendingProposals {
  text: string;
  drafts: ProposalDraft[];
  source: ProposalSource | null;
}

/** The user's pending proposals, or null when there are none (or what is stored is not readable). */
export function readPendingProposals(userId: string): PendingProposals | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(pendingProposalsKey(userId));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { text, drafts, source } = value as Record<string, unknown>;
    if (typeof text !== 'string' || !Array.isArray(drafts)) return null;
    const read = drafts.map(readDraft);
    if (read.some((draft) => draft === null)) return null;
    return {
      text,
      drafts: read as ProposalDraft[],
      source: source === 'server' || source === 'device' ? source : null,
    };
  } catch {
    return null;
  }
}

/** Keeps the user's pending proposals; nothing to keep (no text, no drafts) removes the entry. */
export function writePendingProposals(userId: string, pending: PendingProposals): void {
  try {
    if (pending.text.trim() === '' && pending.drafts.length === 0)
      window.localStorage.removeItem(pendingProposalsKey(userId));
    else window.localStorage.setItem(pendingProposalsKey(userId), JSON.stringify(pending));
  } catch {
    // Storage full or unavailable: the draft lives on in the open dialog.
  }
}

/** Forgets the user's pending proposals (accepted or dismissed). */
export function clearPendingProposals(userId: string): void {
  try {
    window.localStorage.removeItem(pendingProposalsKey(userId));
  } catch {
    // Nothing to forget.
  }
}
