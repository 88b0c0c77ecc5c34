/** What the member paints with: the brush adds to the area to change, the eraser takes away. */
export type Tool = 'brush' | 'eraser';

/** The paint's colour on the canvas (shown at the canvas's CSS opacity over the image). */
const PAINT = '#ff3cac';

/**
 * The painting over the card's image, at the image's own pixels: strokes of a round brush or
 * eraser following the pointer (mouse, pen or touch), sized in screen pixels so a brush feels the
 * same whatever the image's scale. {@link maskPng} turns it into the mask the bot takes.
 */
export class BrushCanvas {
  tool: Tool = 'brush';
  /** The brush's diameter on screen, in CSS pixels. */
  size = 48;
  readonly #context: CanvasRenderingContext2D;
  #last: { x: number; y: number } | undefined;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    width: number,
    height: number,
  ) {
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D canvas');
    this.#context = context;
    canvas.addEventListener('pointerdown', (event) => this.#down(event));
    canvas.addEventListener('pointermove', (event) => this.#move(event));
    for (const end of ['pointerup', 'pointercancel', 'pointerleave'] as const)
      canvas.addEventListener(end, () => {
        this.#last = undefined;
      });
  }

  /** Whether anything is painted (the mask would change some pixels). */
  get painted(): boolean {
    const { data } = this.#context.getImageData(0, 0, this.canvas.width, this.canvas.height);
    for (let index = 3; index < data.length; index += 4) if (data[index] !== 0) return true;
    return false;
  }

  /** Takes every stroke away. */
  clear(): void {
    this.#context.clearRect(0, 0, this.canvas.width, this.canvas.height);
  }

  /**
   * The mask as a PNG of the image's size: transparent where painted (what may change), opaque
   * elsewhere, the convention of an attached mask (OpenAI's and the Horde's).
   */
  maskPng(): Promise<Blob> {
    const mask = document.createElement('canvas');
    mask.width = this.canvas.width;
    mask.height = this.canvas.height;
    const context = mask.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = '#000';
    context.fillRect(0, 0, mask.width, mask.height);
    context.globalCompositeOperation = 'destination-out';
    context.drawImage(this.canvas, 0, 0);
    return new Promise((resolve, reject) =>
      mask.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
    );
  }

  /** The pointer's place in the image's pixels, and the image pixels per screen pixel. */
  #at(event: PointerEvent) {
    const box = this.canvas.getBoundingClientRect();
    const scale = this.canvas.width / box.width;
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale, scale };
  }

  #down(event: PointerEvent): void {
    this.canvas.setPointerCapture?.(event.pointerId);
    const point = this.#at(event);
    this.#last = point;
    this.#stroke(point, point, point.scale);
  }

  #move(event: PointerEvent): void {
    if (!this.#last) return;
    const point = this.#at(event);
    this.#stroke(this.#last, point, point.scale);
    this.#last = point;
  }

  #stroke(from: { x: number; y: number }, to: { x: number; y: number }, scale: number): void {
    const context = this.#context;
    context.globalCompositeOperation = this.tool === 'brush' ? 'source-over' : 'destination-out';
    context.strokeStyle = PAINT;
    context.lineWidth = this.size * scale;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  }
}
