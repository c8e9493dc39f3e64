/** A drawer's or panel's width that never exceeds the screen: the given width, or the phone's. */
export function fitWidth(px: number): string {
  return `min(${px}px, 100vw)`;
}
