import * as svgCaptcha from 'svg-captcha';

// Upper-case letters and digits without look-alikes (0/O/Q, 1/I/L, 2/Z, 5/S, 8/B, U/V, G/6): the answer is
// compared case-insensitively, so one case is enough and nobody has to guess between two shapes.
export const IMAGE_CAPTCHA_CHARS = 'ACDEFHJKMNPRTWXY34679';

export function drawImageCaptcha(): { svg: string; answer: string } {
  const c = svgCaptcha.create({
    size: 4,
    charPreset: IMAGE_CAPTCHA_CHARS,
    noise: 3,
    color: true,
    width: 120,
    height: 40,
    fontSize: 46,
    background: '#f4f6f8',
  });
  return { svg: c.data, answer: c.text.toLowerCase() };
}
