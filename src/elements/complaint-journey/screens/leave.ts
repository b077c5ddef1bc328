/** Leaving the app for a main-site complaint page: announced first (help-navigate), then followed. */
import { mainSiteLink } from '../../../config';
import { dispatchHelpEvent } from '../../../platform/events';
import { leaveApp } from '../../../router/not-found';

export function leaveFor(container: Node | null, pathOrUrl: string): void {
  const url = mainSiteLink(pathOrUrl);
  // A host that prevents it navigates itself; Back returns to this step.
  if (dispatchHelpEvent(container, 'help-navigate', { path: url })) leaveApp(url, false);
}
