/**
 * The fan-out of comments' live events (docs/comments.md "Live updates"): writers publish to a
 * channel, the open streams of that channel listen. Behind this small interface so that the
 * in-process emitter of one instance can be replaced by PostgreSQL LISTEN/NOTIFY for several:
 * `publish` would NOTIFY (after the writer's commit), and one LISTEN connection per instance
 * would hand each notification to the local listeners that `subscribe` registered.
 */
import { EventEmitter } from 'node:events';
import type { CommentStreamEvent } from '@wf/sdk/contract';

/** Where a channel's events go: the app and the channel's key name it. */
export interface ChannelAddress {
  appId: string;
  channelKey: string;
}

/** Publishes and delivers comments' live events. */
export interface CommentEventBus {
  /** Sends `event` to every listener of the channel, on every instance; call it after the commit. */
  publish(address: ChannelAddress, event: CommentStreamEvent): Promise<void>;
  /** Listens to one channel on this instance; the answer stops listening. */
  subscribe(address: ChannelAddress, listener: (event: CommentStreamEvent) => void): () => void;
}

function topicOf({ appId, channelKey }: ChannelAddress): string {
  return JSON.stringify([appId, channelKey]);
}

/** The bus of a single instance: an EventEmitter, one topic per channel. */
export function inProcessCommentBus(): CommentEventBus {
  const emitter = new EventEmitter();
  // Every open page is a listener: there is no small limit that means a leak here.
  emitter.setMaxListeners(0);
  return {
    async publish(address, event) {
      emitter.emit(topicOf(address), event);
    },
    subscribe(address, listener) {
      const topic = topicOf(address);
      emitter.on(topic, listener);
      return () => {
        emitter.off(topic, listener);
      };
    },
  };
}
