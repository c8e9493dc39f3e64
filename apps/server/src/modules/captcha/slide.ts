import type { PNG as PngType } from 'pngjs';
import { lazyPackage } from '../../kernel/lazy.ts';
import { grainSource, int, pick, real } from './random.ts';
import { boxOf, Canvas, circle, type Rgb, rotatedRect, type Sdf, stroke, union } from './raster.ts';

/** The PNG encoder, loaded when the first captcha is drawn (kernel/lazy.ts). */
const pngjs = lazyPackage<{ PNG: typeof PngType }>('pngjs');

/**
 * The slide ('kaptcha') puzzle: a background with a jigsaw-shaped gap at a random x, and the piece cut
 * from the same picture, both as PNG pixels. Nothing in either file states where the gap is: the position
 * exists only as darker pixels to be seen (issue 15, point 7; the SVG it replaces named it in a path).
 */
export const SLIDE_WIDTH = 300;
export const SLIDE_HEIGHT = 150;
export const PIECE_SIZE = 48;
export const SLIDE_TOLERANCE = 4;

const PALETTE: readonly Rgb[] = [
  [91, 143, 249],
  [97, 221, 170],
  [101, 120, 155],
  [246, 189, 22],
  [114, 98, 253],
  [120, 211, 248],
  [150, 97, 188],
  [246, 144, 61],
  [0, 134, 133],
];
const BASE: Rgb = [238, 243, 248];
const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** The piece's shape with its box's corner at (ox, oy): a 40x40 square with a knob on top and one on the right. */
function pieceShape(ox: number, oy: number): Sdf {
  return union(rotatedRect(ox, oy + 8, 40, 40, 0), circle(ox + 20, oy + 8, 7), circle(ox + 40, oy + 28, 7));
}
const outline =
  (shape: Sdf, width: number): Sdf =>
  (x, y) =>
    Math.abs(shape(x, y)) - width / 2;
const pieceBox = (ox: number, oy: number) => ({
  x0: ox - 2,
  y0: oy - 2,
  x1: ox + PIECE_SIZE + 2,
  y1: oy + PIECE_SIZE + 2,
});

/** The picture both files are cut from: circles, turned rectangles and lines in the palette. */
function picture(): Canvas {
  const c = new Canvas(SLIDE_WIDTH, SLIDE_HEIGHT, BASE);
  for (let i = 0; i < 14; i++) {
    const x = real(0, SLIDE_WIDTH);
    const y = real(0, SLIDE_HEIGHT);
    const r = real(8, 42);
    c.fill(circle(x, y, r), { x0: x - r, y0: y - r, x1: x + r, y1: y + r }, pick(PALETTE), real(0.35, 0.85));
  }
  for (let i = 0; i < 10; i++) {
    const x = real(0, SLIDE_WIDTH);
    const y = real(0, SLIDE_HEIGHT);
    const w = real(10, 60);
    const h = real(10, 50);
    // Turned about its corner: within one diagonal of it.
    const d = Math.hypot(w, h) + 1;
    c.fill(
      rotatedRect(x, y, w, h, real(0, 90)),
      { x0: x - d, y0: y - d, x1: x + d, y1: y + d },
      pick(PALETTE),
      real(0.35, 0.85),
    );
  }
  for (let i = 0; i < 8; i++) {
    const line = [real(0, SLIDE_WIDTH), real(0, SLIDE_HEIGHT), real(0, SLIDE_WIDTH), real(0, SLIDE_HEIGHT)];
    const width = real(1, 4);
    c.fill(stroke(line, width), boxOf(line, width), pick(PALETTE), 0.9);
  }
  return c;
}

export interface SlidePuzzle {
  gapX: number;
  pieceY: number;
  /** data: URLs of the two PNG files. */
  background: string;
  piece: string;
}

export function drawSlidePuzzle(): SlidePuzzle {
  const gapX = int(PIECE_SIZE + 12, SLIDE_WIDTH - PIECE_SIZE - 4);
  const pieceY = int(6, SLIDE_HEIGHT - PIECE_SIZE - 6);
  // A fainter decoy outline elsewhere, as real slide captchas do, so the darkest shape is not the only cue.
  const decoyX =
    gapX < SLIDE_WIDTH / 2
      ? int(gapX + PIECE_SIZE + 8, SLIDE_WIDTH - PIECE_SIZE - 4)
      : int(12, gapX - PIECE_SIZE - 8);
  const decoyY = int(6, SLIDE_HEIGHT - PIECE_SIZE - 6);
  const rnd = grainSource();
  const bg = picture();

  // The piece: the picture's pixels under the gap, transparent outside the shape, with a white rim. Its own
  // grain, so its pixels are not a byte-for-byte copy of the background's.
  const shape = pieceShape(0, 0);
  const piece = new (pngjs().PNG)({ width: PIECE_SIZE, height: PIECE_SIZE });
  for (let y = 0; y < PIECE_SIZE; y++) {
    for (let x = 0; x < PIECE_SIZE; x++) {
      const from = ((pieceY + y) * SLIDE_WIDTH + gapX + x) * 4;
      const to = (y * PIECE_SIZE + x) * 4;
      const cover = Math.max(0, Math.min(1, 0.5 - shape(x + 0.5, y + 0.5)));
      const rim = Math.max(0, Math.min(1, 0.5 - outline(shape, 2)(x + 0.5, y + 0.5)));
      for (let ch = 0; ch < 3; ch++) {
        const v = bg.data[from + ch] * (1 - rim) + 255 * rim + (rnd() * 2 - 1) * 6;
        piece.data[to + ch] = Math.max(0, Math.min(255, Math.round(v)));
      }
      piece.data[to + 3] = Math.round(255 * cover);
    }
  }

  const decoy = pieceShape(decoyX, decoyY);
  bg.fill(decoy, pieceBox(decoyX, decoyY), BLACK, 0.12);
  bg.fill(outline(decoy, 1), pieceBox(decoyX, decoyY), WHITE, 0.5);
  const gap = pieceShape(gapX, pieceY);
  bg.fill(gap, pieceBox(gapX, pieceY), BLACK, 0.45);
  bg.fill(outline(gap, 1.5), pieceBox(gapX, pieceY), WHITE, 1);

  const pieceUrl = `data:image/png;base64,${pngjs().PNG.sync.write(piece, { colorType: 6 }).toString('base64')}`;
  return { gapX, pieceY, background: bg.toDataUrl(), piece: pieceUrl };
}
