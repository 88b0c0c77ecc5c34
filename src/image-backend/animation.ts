/** How much an animation moves: Midjourney's low and high motion. */
export type MotionLevel = 'low' | 'high';

/** The motion levels, in a card's order. */
export const MOTION_LEVELS: readonly MotionLevel[] = ['low', 'high'];

/** The containers an animation is posted in: MP4 (H.264) and WebM, which Discord plays inline. */
export type VideoType = 'video/mp4' | 'video/webm';

/**
 * What a backend makes of an image as a short video (`ImagesInCapabilities.animate`): the
 * video's length and frame rate, as its workflow sets them (the image's aspect is kept).
 */
export interface AnimateCapabilities {
  /** The frames of one video. */
  readonly frames: number;
  /** Frames a second. */
  readonly fps: number;
  /** The container it writes. */
  readonly type: VideoType;
}

/** An animation's length in seconds, to a tenth. */
export const secondsOf = ({ frames, fps }: Pick<AnimateCapabilities, 'frames' | 'fps'>): number =>
  Math.round((frames / fps) * 10) / 10;

/**
 * A finished animation as a backend gives it (`TaskStatus`'s `video`): where the video is, and
 * a few of its frames as images (first, middle, last) for the image check, never decoded from the
 * video by the bot. The task's `imageUrl` is its first frame: the poster a card and `/history` show.
 */
export interface TaskVideo {
  readonly url: string;
  readonly type: VideoType;
  /** The sampled frames' URLs, the first frame first. */
  readonly frames: readonly string[];
}
