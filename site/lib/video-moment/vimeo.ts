/**
 * The Vimeo player's side of the video moment (store.ts), through the player's postMessage API:
 * its frame says 'ready', we ask for its 'timeupdate' events and put their seconds in
 * $videoTime, and a seek request becomes 'setCurrentTime'. The frame is looked up at each message
 * (a locked video's frame appears once its id is fetched), and only messages from that frame's
 * own window are read.
 */
import { $seekRequest, $videoTime } from './store.ts';

/** The player's frame on the video page (VideoPlayerView). */
const FRAME_SELECTOR = 'iframe.wf-video-player__frame';

function frameOf(doc: Document): HTMLIFrameElement | null {
  return doc.querySelector<HTMLIFrameElement>(FRAME_SELECTOR);
}

function post(frame: HTMLIFrameElement, message: { method: string; value?: unknown }): void {
  const origin = URL.parse(frame.src)?.origin;
  if (!origin || !frame.contentWindow) return;
  frame.contentWindow.postMessage(JSON.stringify(message), origin);
}

/** The player's message as an object (it sends JSON text), or null. */
function parse(data: unknown): { event?: string; data?: { seconds?: unknown } } | null {
  try {
    const value = typeof data === 'string' ? JSON.parse(data) : data;
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/** Connects the page's player to the store; answers a function that disconnects. */
export function connectVideoMoment(win: Window = window): () => void {
  const doc = win.document;
  const listen = (frame: HTMLIFrameElement) =>
    post(frame, { method: 'addEventListener', value: 'timeupdate' });
  const onMessage = (event: MessageEvent) => {
    const frame = frameOf(doc);
    if (!frame || event.source !== frame.contentWindow) return;
    if (event.origin !== URL.parse(frame.src)?.origin) return;
    const message = parse(event.data);
    if (message?.event === 'ready') listen(frame);
    const seconds = message?.event === 'timeupdate' ? message.data?.seconds : undefined;
    if (typeof seconds === 'number' && Number.isFinite(seconds)) $videoTime.set(Math.floor(seconds));
  };
  win.addEventListener('message', onMessage);
  // A frame that was ready before we listened: ask for its events now.
  const present = frameOf(doc);
  if (present) listen(present);
  const stopSeeking = $seekRequest.listen((request) => {
    const frame = frameOf(doc);
    if (!request || !frame) return;
    post(frame, { method: 'setCurrentTime', value: request.seconds });
    $videoTime.set(request.seconds);
    frame.scrollIntoView({ behavior: 'smooth', block: 'center' });
  });
  return () => {
    win.removeEventListener('message', onMessage);
    stopSeeking();
  };
}
