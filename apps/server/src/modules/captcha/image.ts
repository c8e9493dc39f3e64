import { pick, real } from './random.ts';
import { boxOf, Canvas, circle, type Rgb, type Sdf, stroke, union } from './raster.ts';

// Upper-case letters and digits without look-alikes (0/O/Q, 1/I/L, 2/Z, 5/S, 8/B, U/V, G/6): the answer is
// compared case-insensitively, so one case is enough and nobody has to guess between two shapes.
export const IMAGE_CAPTCHA_CHARS = 'ACDEFHJKMNPRTWXY34679';

/** Drawn at twice the size the portal shows (120 x 40), for sharp pixels on high-density screens. */
export const IMAGE_WIDTH = 240;
export const IMAGE_HEIGHT = 80;

/** Points of an elliptic arc, angles in degrees (0 = right, 90 = down), in 12 steps. */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = 0; i <= 12; i++) {
    const a = ((from + ((to - from) * i) / 12) * Math.PI) / 180;
    out.push(cx + rx * Math.cos(a), cy + ry * Math.sin(a));
  }
  return out;
}

/**
 * A stroke font of the answer characters in a 10 x 14 box (y down): each glyph is a few centre lines that
 * the drawing thickens, bends and rasterises. No font file, and no glyph outline ever leaves the server.
 */
const GLYPHS: Record<string, number[][]> = {
  A: [
    [0, 14, 5, 0, 10, 14],
    [2.2, 8.5, 7.8, 8.5],
  ],
  C: [arc(5.5, 7, 5, 7, 40, 320)],
  D: [[1, 0, 1, 14, 4, 14, ...arc(4, 7, 6, 7, 90, -90), 1, 0]],
  E: [
    [10, 0, 1, 0, 1, 14, 10, 14],
    [1, 7, 8, 7],
  ],
  F: [
    [10, 0, 1, 0, 1, 14],
    [1, 7, 8, 7],
  ],
  H: [
    [1, 0, 1, 14],
    [9, 0, 9, 14],
    [1, 7, 9, 7],
  ],
  J: [
    [3, 0, 9, 0],
    [7, 0, 7, 10, ...arc(4, 10, 3, 4, 0, 180)],
  ],
  K: [
    [1, 0, 1, 14],
    [9, 0, 1, 9],
    [4, 6.5, 9.5, 14],
  ],
  M: [[0, 14, 1, 0, 5, 9, 9, 0, 10, 14]],
  N: [[1, 14, 1, 0, 9, 14, 9, 0]],
  P: [[1, 14, 1, 0, 6, 0, ...arc(6, 3.5, 3.5, 3.5, -90, 90), 1, 7]],
  R: [
    [1, 14, 1, 0, 6, 0, ...arc(6, 3.5, 3.5, 3.5, -90, 90), 1, 7],
    [5, 7, 10, 14],
  ],
  T: [
    [0, 0, 10, 0],
    [5, 0, 5, 14],
  ],
  W: [[0, 0, 2, 14, 5, 5, 8, 14, 10, 0]],
  X: [
    [1, 0, 9, 14],
    [9, 0, 1, 14],
  ],
  Y: [
    [0, 0, 5, 7, 10, 0],
    [5, 7, 5, 14],
  ],
  '3': [[...arc(5, 3.5, 4, 3.5, -160, 90), ...arc(5, 10.5, 4.5, 3.5, -90, 160)]],
  '4': [[7, 14, 7, 0, 0, 10, 10, 10]],
  '6': [arc(5, 10, 4.5, 4, 0, 360), [0.5, 10.5, 1, 5, 3, 1.5, 6, 0, 8.5, 0.5]],
  '7': [[0, 0, 10, 0, 4, 14]],
  '9': [arc(5, 4, 4.5, 4, 0, 360), [9.5, 3.5, 9, 9, 7, 12.5, 4, 14, 1.5, 13.5]],
};

const INK: readonly Rgb[] = [
  [31, 58, 147],
  [140, 32, 52],
  [22, 110, 72],
  [96, 40, 140],
  [150, 78, 10],
  [30, 30, 30],
];

/** The glyph's lines turned, sheared, scaled and placed with its centre at (cx, cy). */
function place(ch: string, cx: number, cy: number): number[][] {
  const scale = real(3.3, 4);
  const turn = (real(-24, 24) * Math.PI) / 180;
  const shear = real(-0.25, 0.25);
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  return GLYPHS[ch].map((line) => {
    const out: number[] = [];
    for (let i = 0; i + 1 < line.length; i += 2) {
      const u = (line[i] - 5 + shear * (line[i + 1] - 7)) * scale;
      const v = (line[i + 1] - 7) * scale;
      out.push(cx + u * cos - v * sin, cy + u * sin + v * cos);
    }
    return out;
  });
}

/** A wavy line across the picture, as points. */
function wave(): number[] {
  const y0 = real(15, IMAGE_HEIGHT - 15);
  const amp = real(6, 16);
  const len = real(50, 110);
  const phase = real(0, Math.PI * 2);
  const tilt = real(-0.15, 0.15);
  const out: number[] = [];
  for (let x = -4; x <= IMAGE_WIDTH + 4; x += 8) {
    out.push(x, y0 + tilt * (x - IMAGE_WIDTH / 2) + amp * Math.sin((x / len) * Math.PI * 2 + phase));
  }
  return out;
}

/**
 * Four characters as a PNG: each glyph thickened, turned, sheared and bent by one wave through the whole
 * picture, between crossing lines and speckles. The answer is in no byte of it.
 */
export function drawImageCaptcha(): { image: string; answer: string } {
  const answer = Array.from({ length: 4 }, () => pick([...IMAGE_CAPTCHA_CHARS])).join('');
  const canvas = new Canvas(IMAGE_WIDTH, IMAGE_HEIGHT, [244, 246, 248]);

  // Pale blobs behind everything.
  for (let i = 0; i < 6; i++) {
    const cx = real(0, IMAGE_WIDTH);
    const cy = real(0, IMAGE_HEIGHT);
    const r = real(10, 30);
    canvas.fill(circle(cx, cy, r), { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r }, pick(INK), 0.08);
  }

  // One bend for the whole picture: sample positions move along two sine waves.
  const ax = real(2, 4);
  const ay = real(3, 6);
  const lx = real(40, 70);
  const ly = real(25, 40);
  const px = real(0, Math.PI * 2);
  const py = real(0, Math.PI * 2);
  const bent =
    (sdf: Sdf): Sdf =>
    (x, y) =>
      sdf(x + ax * Math.sin(y / ly + px), y + ay * Math.sin(x / lx + py));
  const pad = Math.max(ax, ay) + 6;

  const slot = (IMAGE_WIDTH - 24) / 4;
  [...answer].forEach((ch, i) => {
    const lines = place(ch, 12 + slot * (i + 0.5) + real(-5, 5), IMAGE_HEIGHT / 2 + real(-5, 5));
    const width = real(5, 7);
    const sdf = union(...lines.map((line) => stroke(line, width)));
    const box = boxOf(lines.flat(), pad);
    canvas.fill(bent(sdf), box, pick(INK), 0.92);
  });

  // Lines through the characters, in the same inks, thinner than the glyphs.
  for (let i = 0; i < 3; i++) {
    const line = wave();
    const width = real(1.6, 2.8);
    canvas.fill(bent(stroke(line, width)), boxOf(line, width + pad), pick(INK), 0.8);
  }
  for (let i = 0; i < 70; i++) {
    const cx = real(0, IMAGE_WIDTH);
    const cy = real(0, IMAGE_HEIGHT);
    const r = real(0.8, 2.2);
    canvas.fill(
      circle(cx, cy, r),
      { x0: cx - r - 1, y0: cy - r - 1, x1: cx + r + 1, y1: cy + r + 1 },
      pick(INK),
      0.7,
    );
  }
  return { image: canvas.toDataUrl(), answer: answer.toLowerCase() };
}
