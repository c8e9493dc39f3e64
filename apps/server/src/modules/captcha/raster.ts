import type { PNG as PngType } from 'pngjs';
import { lazyPackage } from '../../kernel/lazy.ts';

/** The PNG encoder, loaded when the first captcha is drawn (kernel/lazy.ts). */
const pngjs = lazyPackage<{ PNG: typeof PngType }>('pngjs');

/**
 * A small RGBA canvas for the captchas: shapes are signed-distance functions (negative inside), painted
 * with one evaluation per pixel of their bounding box and an anti-aliased edge. The result leaves the
 * server as PNG pixels only (no text chunk, no vector markup), so what it shows must be seen, not parsed.
 */
export type Rgb = readonly [number, number, number];
/** Signed distance in pixels from (x, y) to the shape's edge: negative inside. */
export type Sdf = (x: number, y: number) => number;
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export class Canvas {
  readonly data: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.data = Buffer.alloc(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      this.data[i * 4] = background[0];
      this.data[i * 4 + 1] = background[1];
      this.data[i * 4 + 2] = background[2];
      this.data[i * 4 + 3] = 255;
    }
  }

  /** Blends `color` at `alpha` (0-1) over pixel (x, y). */
  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 4;
    const a = Math.min(alpha, 1);
    for (let c = 0; c < 3; c++) this.data[i + c] = Math.round(this.data[i + c] * (1 - a) + color[c] * a);
  }

  /** Paints the inside of `sdf` within `box` (anti-aliased over one pixel), at `alpha`. */
  fill(sdf: Sdf, box: Box, color: Rgb, alpha = 1): void {
    const x0 = Math.max(0, Math.floor(box.x0));
    const y0 = Math.max(0, Math.floor(box.y0));
    const x1 = Math.min(this.width - 1, Math.ceil(box.x1));
    const y1 = Math.min(this.height - 1, Math.ceil(box.y1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const cover = 0.5 - sdf(x + 0.5, y + 0.5);
        if (cover > 0) this.blend(x, y, color, alpha * Math.min(cover, 1));
      }
    }
  }

  /** The pixels as an opaque (RGB) PNG data URL. */
  toDataUrl(): string {
    const png = new (pngjs().PNG)({ width: this.width, height: this.height });
    this.data.copy(png.data);
    return `data:image/png;base64,${pngjs().PNG.sync.write(png, { colorType: 2 }).toString('base64')}`;
  }
}

export const circle =
  (cx: number, cy: number, r: number): Sdf =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) - r;

/** A w x h rectangle with its corner at (x, y), turned `deg` degrees about that corner (SVG's rotate). */
export function rotatedRect(rx: number, ry: number, w: number, h: number, deg: number): Sdf {
  const a = (deg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return (x, y) => {
    // Into the rectangle's own frame, centred.
    const dx = x - rx;
    const dy = y - ry;
    const u = dx * cos + dy * sin - w / 2;
    const v = -dx * sin + dy * cos - h / 2;
    const qx = Math.abs(u) - w / 2;
    const qy = Math.abs(v) - h / 2;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0);
  };
}

/** Distance from (x, y) to the segment a-b. */
export function segmentDistance(
  x: number,
  y: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const vx = bx - ax;
  const vy = by - ay;
  const len2 = vx * vx + vy * vy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * vx + (y - ay) * vy) / len2));
  return Math.hypot(x - (ax + t * vx), y - (ay + t * vy));
}

/** A polyline `width` pixels thick, points as [x0, y0, x1, y1, ...]. */
export function stroke(points: readonly number[], width: number): Sdf {
  // Each segment's box: a segment whose box is farther than the nearest distance so far is skipped.
  const boxes: number[] = [];
  for (let i = 0; i + 3 < points.length; i += 2) {
    boxes.push(
      Math.min(points[i], points[i + 2]),
      Math.min(points[i + 1], points[i + 3]),
      Math.max(points[i], points[i + 2]),
      Math.max(points[i + 1], points[i + 3]),
    );
  }
  return (x, y) => {
    let d = Number.POSITIVE_INFINITY;
    for (let i = 0, b = 0; i + 3 < points.length; i += 2, b += 4) {
      const dx = Math.max(boxes[b] - x, 0, x - boxes[b + 2]);
      const dy = Math.max(boxes[b + 1] - y, 0, y - boxes[b + 3]);
      if (dx >= d || dy >= d) continue;
      d = Math.min(d, segmentDistance(x, y, points[i], points[i + 1], points[i + 2], points[i + 3]));
    }
    return d - width / 2;
  };
}

export const union =
  (...parts: Sdf[]): Sdf =>
  (x, y) => {
    let d = Number.POSITIVE_INFINITY;
    for (const p of parts) d = Math.min(d, p(x, y));
    return d;
  };

/** The bounding box of points [x0, y0, ...] grown by `pad`. */
export function boxOf(points: readonly number[], pad: number): Box {
  const xs = points.filter((_, i) => i % 2 === 0);
  const ys = points.filter((_, i) => i % 2 === 1);
  return {
    x0: Math.min(...xs) - pad,
    y0: Math.min(...ys) - pad,
    x1: Math.max(...xs) + pad,
    y1: Math.max(...ys) + pad,
  };
}
