import { capability } from '../capability.ts';

export const manifest = capability({
  name: 'presets',
  noWebFolder: 'saved filters are part of the list kit every list page shares',
});
