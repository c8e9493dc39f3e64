import { randomInt } from 'node:crypto';

/**
 * The slide ('kaptcha') puzzle: a background with a jigsaw-shaped gap at a random x, and the piece cut
 * from the same picture. Shapes are drawn in absolute coordinates for the background and shifted for the
 * piece, so no transform in the piece reveals where it came from.
 */
export const SLIDE_WIDTH = 300;
export const SLIDE_HEIGHT = 150;
export const PIECE_SIZE = 48;
export const SLIDE_TOLERANCE = 4;

type Shape =
  | { t: 'circle'; x: number; y: number; r: number; fill: string; opacity: number }
  | { t: 'rect'; x: number; y: number; w: number; h: number; rot: number; fill: string; opacity: number }
  | { t: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; width: number };

const PALETTE = [
  '#5b8ff9',
  '#61ddaa',
  '#65789b',
  '#f6bd16',
  '#7262fd',
  '#78d3f8',
  '#9661bc',
  '#f6903d',
  '#008685',
];
// A solid base: a gradient would have to be shifted in the piece, and its offset would give the gap away.
const BASE = '#eef3f8';
const pick = <T>(xs: readonly T[]) => xs[randomInt(xs.length)];

// A 40x40 square with a knob on the top and one on the right, inside a 48x48 box.
const PIECE_BODY = 'h13 a7 7 0 0 1 14 0 h13 v13 a7 7 0 0 1 0 14 v13 h-40 z';
const piecePath = (x: number, y: number) => `M${x} ${y + 8} ${PIECE_BODY}`;

function shapes(): Shape[] {
  const out: Shape[] = [];
  for (let i = 0; i < 14; i++) {
    out.push({
      t: 'circle',
      x: randomInt(SLIDE_WIDTH),
      y: randomInt(SLIDE_HEIGHT),
      r: 8 + randomInt(34),
      fill: pick(PALETTE),
      opacity: 0.35 + randomInt(50) / 100,
    });
  }
  for (let i = 0; i < 10; i++) {
    out.push({
      t: 'rect',
      x: randomInt(SLIDE_WIDTH),
      y: randomInt(SLIDE_HEIGHT),
      w: 10 + randomInt(50),
      h: 10 + randomInt(40),
      rot: randomInt(90),
      fill: pick(PALETTE),
      opacity: 0.35 + randomInt(50) / 100,
    });
  }
  for (let i = 0; i < 8; i++) {
    out.push({
      t: 'line',
      x1: randomInt(SLIDE_WIDTH),
      y1: randomInt(SLIDE_HEIGHT),
      x2: randomInt(SLIDE_WIDTH),
      y2: randomInt(SLIDE_HEIGHT),
      stroke: pick(PALETTE),
      width: 1 + randomInt(3),
    });
  }
  return out;
}

function render(list: Shape[], dx: number, dy: number): string {
  return list
    .map((s) => {
      if (s.t === 'circle') {
        return `<circle cx="${s.x - dx}" cy="${s.y - dy}" r="${s.r}" fill="${s.fill}" fill-opacity="${s.opacity}"/>`;
      }
      if (s.t === 'rect') {
        const x = s.x - dx;
        const y = s.y - dy;
        return `<rect x="${x}" y="${y}" width="${s.w}" height="${s.h}" fill="${s.fill}" fill-opacity="${s.opacity}" transform="rotate(${s.rot} ${x} ${y})"/>`;
      }
      return `<line x1="${s.x1 - dx}" y1="${s.y1 - dy}" x2="${s.x2 - dx}" y2="${s.y2 - dy}" stroke="${s.stroke}" stroke-width="${s.width}"/>`;
    })
    .join('');
}

export interface SlidePuzzle {
  gapX: number;
  pieceY: number;
  backgroundSvg: string;
  pieceSvg: string;
}

export function drawSlidePuzzle(): SlidePuzzle {
  const gapX = randomInt(PIECE_SIZE + 12, SLIDE_WIDTH - PIECE_SIZE - 4);
  const pieceY = randomInt(6, SLIDE_HEIGHT - PIECE_SIZE - 6);
  // A fainter decoy outline elsewhere, as real slide captchas do, so the darkest shape is not the only cue.
  const decoyX =
    gapX < SLIDE_WIDTH / 2
      ? randomInt(gapX + PIECE_SIZE + 8, SLIDE_WIDTH - PIECE_SIZE - 4)
      : randomInt(12, gapX - PIECE_SIZE - 8);
  const decoyY = randomInt(6, SLIDE_HEIGHT - PIECE_SIZE - 6);
  const list = shapes();
  const backgroundSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" viewBox="0 0 ${SLIDE_WIDTH} ${SLIDE_HEIGHT}">` +
    `<rect width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" fill="${BASE}"/>` +
    render(list, 0, 0) +
    `<path d="${piecePath(decoyX, decoyY)}" fill="#000" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.5"/>` +
    `<path d="${piecePath(gapX, pieceY)}" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="1.5"/>` +
    '</svg>';
  // The piece shows the same picture, shifted so the gap's corner is its origin.
  const pieceSvg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_SIZE}" height="${PIECE_SIZE}" viewBox="0 0 ${PIECE_SIZE} ${PIECE_SIZE}">` +
    `<defs><clipPath id="p"><path d="${piecePath(0, 0)}"/></clipPath></defs>` +
    `<g clip-path="url(#p)"><rect width="${PIECE_SIZE}" height="${PIECE_SIZE}" fill="${BASE}"/>${render(list, gapX, pieceY)}</g>` +
    `<path d="${piecePath(0, 0)}" fill="none" stroke="#fff" stroke-width="2"/>` +
    '</svg>';
  return { gapX, pieceY, backgroundSvg, pieceSvg };
}
