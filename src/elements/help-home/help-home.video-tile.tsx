/**
 * One help video (the help home has seven): its poster, from our content server, in a
 * real button, and its title. Nothing comes from a video host until the button is pressed:
 * then the player script loads (once per page, help-home.video-player.ts) and the player takes
 * the poster's place, focused and named after the video, without playing until the customer
 * starts it. If the script does not load, the tile says so and offers to try again.
 * Only the help home uses it; its styles are in help-home.styles.css.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button, Spinner } from '../../components';
import { getConfig } from '../../config';
import { contentAssetUrl } from '../../content/help-tiles/help-home';
import type { HelpVideo } from '../../content/help-home-page';
import { useElement } from '../../platform/element-context';
import { report } from '../../report';
import { loadVideoPlayer, type VideoPlayer } from './help-home.video-player';
import { TEXT } from './help-home.text';

/** The posters' own size: the box keeps this shape, whatever shows in it. */
export const POSTER_SIZE = { width: 320, height: 180 } as const;

type TileState = { step: 'poster' } | { step: 'loading' } | { step: 'player'; player: VideoPlayer } | { step: 'failed' };

type FocusTarget = 'poster' | 'player' | 'retry';

/** The focused element, looking inside shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether focus is still in the tile, or nowhere (the customer has not moved on meanwhile). */
function focusIsWith(tile: HTMLElement | null): boolean {
  const active = deepActiveElement();
  return !active || active === document.body || (tile?.contains(active) ?? false);
}

export interface VideoTileProps {
  video: HelpVideo;
  /** Level of the title's heading, after the headings around the tiles; default 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One video's tile: its poster, then its player.
 * @csspart video - A help video: its poster (or player) and title.
 * @csspart video-button - A video's poster, the button that loads the player.
 * @csspart video-player - Where the player shows once a video is pressed.
 * @csspart video-error - What shows in a video's place when the player did not load, with "Try again".
 */
export function VideoTile({ video, headingLevel = 3 }: VideoTileProps) {
  const { tag } = useElement();
  const [state, setState] = useState<TileState>({ step: 'poster' });
  const tileRef = useRef<HTMLDivElement>(null);
  const posterRef = useRef<HTMLButtonElement>(null);
  const playerRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the next state shows: the element the customer pressed has gone. */
  const focusNext = useRef<FocusTarget | null>(null);
  const mounted = useRef(false);
  const errorId = useId();
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const fail = (error: unknown) => {
    report(error, { action: 'loading the video player', element: tag, level: 'warn', detail: { videoId: video.videoId } });
    if (!mounted.current) return;
    focusNext.current = focusIsWith(tileRef.current) ? 'retry' : null;
    setState({ step: 'failed' });
  };

  const play = () => {
    if (state.step === 'loading' || state.step === 'player') return;
    // "Try again" goes as the poster comes back, busy: focus follows to the poster.
    focusNext.current = state.step === 'failed' ? 'poster' : null;
    setState({ step: 'loading' });
    loadVideoPlayer().then((player) => {
      if (!mounted.current) return;
      focusNext.current = focusIsWith(tileRef.current) ? 'player' : null;
      setState({ step: 'player', player });
    }, fail);
  };

  // The player goes into its box once the box is on the page, and away with it.
  useEffect(() => {
    const box = playerRef.current;
    if (state.step !== 'player' || !box) return undefined;
    let handle: ReturnType<VideoPlayer['render']>;
    try {
      handle = state.player.render(box, { videoId: video.videoId, title: video.title, autoplay: false });
    } catch (error) {
      fail(error);
      return undefined;
    }
    return () => {
      handle?.destroy();
      box.replaceChildren();
    };
    // fail() reads only refs and the video, which stay the same while the player shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fail() is new each render but reads nothing that changes (above)
  }, [state, video.videoId, video.title]);

  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    ({ poster: posterRef, player: playerRef, retry: retryRef })[target].current?.focus();
  }, [state]);

  const loading = state.step === 'loading';
  let media;
  if (state.step === 'player') {
    media = (
      <div ref={playerRef} className="hh-video__player" role="group" aria-label={`${TEXT.video}${video.title}`} tabIndex={-1} part="video-player" />
    );
  } else if (state.step === 'failed') {
    media = (
      <div className="hh-video__failed" part="video-error">
        <p className="help-body-s" id={errorId}>
          {TEXT.playerFailed}
        </p>
        <Button ref={retryRef} variant="secondary" aria-describedby={errorId} onClick={play}>
          {TEXT.tryAgain}
          <span className="visually-hidden">
            {TEXT.tryAgainContext}
            {video.title}
          </span>
        </Button>
      </div>
    );
  } else {
    media = (
      <>
        <button
          ref={posterRef}
          type="button"
          className="hh-video__poster"
          aria-disabled={loading || undefined}
          aria-busy={loading || undefined}
          onClick={play}
          part="video-button"
        >
          <img
            src={contentAssetUrl(video.poster, getConfig().contentBaseUrl)}
            alt=""
            width={POSTER_SIZE.width}
            height={POSTER_SIZE.height}
            loading="lazy"
            decoding="async"
          />
          <span className="hh-video__play" aria-hidden="true" />
          <span className="visually-hidden">
            {TEXT.playVideo}
            {video.title}
          </span>
        </button>
        {loading ? <Spinner className="hh-video__spinner" label={TEXT.loadingPlayer} /> : null}
      </>
    );
  }

  return (
    <div ref={tileRef} className={`hh-video hh-video--${state.step}`} part="video">
      <div className="hh-video__media">{media}</div>
      <Heading className="hh-video__title">{video.title}</Heading>
    </div>
  );
}
