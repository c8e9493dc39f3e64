import { areaIndex, isSignedIn, shellArea } from '../../storage/browserStorage.ts';

/** Where 'back home' leads: the person's area index when signed in, otherwise the login page. */
export function homePath(): string {
  const area = shellArea();
  return isSignedIn() && area ? areaIndex(area) : '/';
}
