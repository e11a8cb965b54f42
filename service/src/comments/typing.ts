/**
 * Who is typing in which channel (docs/comments.md "Limits"): kept in memory, never stored. A
 * member's signal counts at most once per COMMENT_TYPING_INTERVAL_MS per channel, and shows them
 * as typing for COMMENT_TYPING_SHOWN_MS.
 */
import { COMMENT_TYPING_INTERVAL_MS, COMMENT_TYPING_SHOWN_MS, type CommentMember } from '@wf/sdk/contract';

interface Typist {
  at: number;
  member: CommentMember;
}

/** The typing signals of this instance. */
export interface TypingStore {
  /** Records a signal; false when the member signalled less than the interval ago (then nothing changes). */
  signal(channel: string, member: CommentMember & { id: string }, now: Date): boolean;
  /** The members shown as typing in the channel now. */
  typing(channel: string, now: Date): CommentMember[];
}

/** A typing store in this process's memory. */
export function memoryTypingStore(): TypingStore {
  const channels = new Map<string, Map<string, Typist>>();

  function prune(typists: Map<string, Typist>, now: number): void {
    for (const [id, typist] of typists) {
      if (now - typist.at >= COMMENT_TYPING_SHOWN_MS) typists.delete(id);
    }
  }

  return {
    signal(channel, member, now) {
      const typists = channels.get(channel) ?? new Map<string, Typist>();
      channels.set(channel, typists);
      prune(typists, now.getTime());
      const last = typists.get(member.id);
      if (last && now.getTime() - last.at < COMMENT_TYPING_INTERVAL_MS) return false;
      typists.set(member.id, { at: now.getTime(), member });
      return true;
    },
    typing(channel, now) {
      const typists = channels.get(channel);
      if (!typists) return [];
      prune(typists, now.getTime());
      if (typists.size === 0) channels.delete(channel);
      return [...typists.values()].map((typist) => typist.member);
    },
  };
}
