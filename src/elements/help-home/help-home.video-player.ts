/**
 * The help videos' player: a script on the content server (configuration `videoPlayerUrl`),
 * added to the page only when a customer presses a video, once per page however many videos
 * or elements ask (platform/content-api/scripts.ts signs and loads only that configured URL). Until then
 * nothing comes from a video host: no iframe, no preconnect, no poster of theirs.
 *
 * What the script must define (the stand-in in standins/fixtures/content/clientlibs/video/ does):
 *   window.HelpVideoPlayer.render(container, { videoId, title, autoplay: false }) -> { destroy() }
 * which puts the player inside `container` (built with DOM methods: the page may enforce
 * Trusted Types) and does not start playing until the customer asks.
 */
import { getContentConfig } from '../../config/content/content-config';

export interface VideoPlayerOptions {
  videoId: string;
  title: string;
  /** Always false: a video plays only when the customer starts it in the player. */
  autoplay: false;
}

export interface VideoPlayerHandle {
  destroy(): void;
}

export interface VideoPlayer {
  render(container: HTMLElement, options: VideoPlayerOptions): VideoPlayerHandle | undefined | void;
}

/** The player script loaded but defines no player (or not the one we expect). */
export class VideoPlayerMissingError extends Error {
  override name = 'VideoPlayerMissingError';
}

const playerOnPage = (): VideoPlayer | undefined => {
  const player = (globalThis as { HelpVideoPlayer?: Partial<VideoPlayer> }).HelpVideoPlayer;
  return typeof player?.render === 'function' ? (player as VideoPlayer) : undefined;
};

/** Loads the configured player script (once per page) and resolves with its player. */
export async function loadVideoPlayer(): Promise<VideoPlayer> {
  const url = getContentConfig().videoPlayerUrl;
  // The script loader comes with the first press: the help home's first download has no use for it.
  const { loadConfiguredScript } = await import('../../platform/content-api/scripts');
  await loadConfiguredScript(url, [url]);
  const player = playerOnPage();
  if (!player) throw new VideoPlayerMissingError(`${url} loaded but defines no HelpVideoPlayer`);
  return player;
}
