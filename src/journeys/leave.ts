/** Leaving a journey for a main-site page: announced first (help-navigate), then followed. */
import { mainSiteLink } from '../config';
import { announceThenLeave, goTo } from '../router/content-pages/not-found';

export function leaveFor(container: Node | null, pathOrUrl: string): void {
  const url = mainSiteLink(pathOrUrl);
  // Back returns to this step.
  announceThenLeave(container, url, goTo);
}
