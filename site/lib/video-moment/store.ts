/**
 * What the video page's player and its Discussion share (islands never import each other): the
 * player's current moment, and a request to seek to one. The player's side is vimeo.ts.
 */
import { atom } from 'nanostores';

/** The player's current time in whole seconds; null until the player has said. */
export const $videoTime = atom<number | null>(null);

/** The latest request to move the player to a moment (a new object each time, so the same moment twice still seeks). */
export const $seekRequest = atom<{ seconds: number } | null>(null);

/** Asks the player to go to `seconds`. */
export function requestSeek(seconds: number): void {
  $seekRequest.set({ seconds });
}

/** A moment as people read it: '0:07', '12:34', '1:02:03'. */
export function formatMoment(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A moment as a screen reader says it: '12 minutes 34 seconds'. */
export function spokenMoment(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const parts: [number, string][] = [
    [Math.floor(whole / 3600), 'hour'],
    [Math.floor((whole % 3600) / 60), 'minute'],
    [whole % 60, 'second'],
  ];
  const said = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  return said.length > 0 ? said.join(' ') : '0 seconds';
}
