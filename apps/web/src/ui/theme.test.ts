import { theme as antd } from 'antd';
import { describe, expect, it } from 'vitest';
import { PALETTE, theme } from './theme.ts';

/** WCAG 2.x contrast of a colour (hex or rgba) painted on an opaque background. */
function parse(c: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(c);
  if (hex) {
    const n = Number.parseInt(hex[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(c.replace(/\s/g, ''));
  if (!rgba) throw new Error(`colour ${c}`);
  const [r, g, b, a = 1] = rgba[1].split(',').map(Number);
  return [r, g, b, a];
}
function over(fg: string, bg: [number, number, number]): [number, number, number] {
  const [r, g, b, a] = parse(fg);
  return [r * a + bg[0] * (1 - a), g * a + bg[1] * (1 - a), b * a + bg[2] * (1 - a)];
}
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
export function contrast(fg: string, bg: string): number {
  const back = over(bg, [255, 255, 255]);
  const a = luminance(over(fg, back));
  const b = luminance(back);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const token = antd.getDesignToken(theme) as unknown as Record<string, string>;
const tag = { ...token, ...(theme.components?.Tag as Record<string, string>) };
const WHITE = '#ffffff';
/** Backgrounds secondary text meets: cards, the page, table headers, a selected row, the totals bar. */
const MUTED_BACKGROUNDS = [WHITE, PALETTE.pageBg, token.colorFillAlter, token.controlItemBgActive, '#f6f8fc'];

describe('theme colours reach WCAG AA (4.5:1 for text)', () => {
  it('secondary text on every background it meets', () => {
    for (const name of ['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription']) {
      for (const bg of MUTED_BACKGROUNDS)
        expect(contrast(token[name], bg), `${name} on ${bg}`).toBeGreaterThan(4.5);
    }
  });

  it('placeholders, links and their hover on white', () => {
    for (const name of [
      'colorTextPlaceholder',
      'colorLink',
      'colorLinkHover',
      'colorPrimary',
      'colorPrimaryHover',
    ]) {
      expect(contrast(token[name], WHITE), name).toBeGreaterThan(4.5);
    }
  });

  it('white text on primary and danger buttons (and their hover) and on the unread badge', () => {
    for (const name of ['colorPrimary', 'colorPrimaryHover', 'colorError', 'colorErrorHover']) {
      expect(contrast(WHITE, token[name]), name).toBeGreaterThan(4.5);
    }
  });

  it('error, success and warning as text', () => {
    for (const name of ['colorError', 'colorErrorText', 'colorSuccessText', 'colorWarningText']) {
      expect(contrast(token[name], WHITE), name).toBeGreaterThan(4.5);
    }
  });

  it('status tags and every preset colour of a tag on its own tint', () => {
    for (const s of ['Success', 'Warning', 'Error', 'Info']) {
      expect(contrast(tag[`color${s}`], tag[`color${s}Bg`]), s).toBeGreaterThan(4.5);
    }
    const presets = [
      'blue',
      'purple',
      'cyan',
      'green',
      'magenta',
      'pink',
      'red',
      'orange',
      'yellow',
      'volcano',
    ];
    for (const c of [...presets, 'geekblue', 'lime', 'gold']) {
      expect(contrast(tag[`${c}7`], tag[`${c}1`]), c).toBeGreaterThan(4.5);
    }
  });
});
