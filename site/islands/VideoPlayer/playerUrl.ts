import { VIMEO_PLAYER_URL } from '../../constants.ts';

/** The Vimeo player's address for a video id, with the autoplay option (0 or 1). */
export function playerUrl(playerId: string, autoplay: boolean, base: string = VIMEO_PLAYER_URL): string {
  return `${base}${encodeURIComponent(playerId)}?autoplay=${autoplay ? 1 : 0}`;
}
