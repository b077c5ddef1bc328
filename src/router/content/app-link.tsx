/**
 * Links that take the customer somewhere else, the same way from every screen:
 *   AppLink    a route of the Help & Support app (`/submit-meter-read`, `/emergencies`). Inside
 *              the app or with `url-routing`: a router navigation. Embedded alone: a link to the
 *              app's page under the base path, announced with `help-navigate` first.
 *   LeaveLink  a page outside the app (the main site, GOV.UK): a plain link, announced with
 *              `help-navigate` first.
 * `help-navigate` is cancelable: a host that calls preventDefault() navigates itself. A click
 * that opens a new tab or window (Ctrl, Cmd, Shift, middle button) leaves the page where it is,
 * so it is neither announced nor routed.
 */
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { useLocation, useRouter } from 'wouter';
import { getConfig } from '../../config';
import { useElement } from '../../platform/element-context';
import { dispatchHelpEvent } from '../../platform/events';
import { routerBase } from '../router';

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'>;

/** The app's page for a route: the base path and the route (`/help-and-support/submit-meter-read`). */
export function appPagePath(route: `/${string}`, basePath: string = getConfig().basePath): string {
  return `${routerBase(basePath)}${route}`;
}

/** A click the browser turns into a new tab or window: the page stays where it is. */
const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export interface LeaveLinkProps extends AnchorProps {
  /** Where the link goes: a main-site URL from the configuration, or another site. */
  href: string;
}

/** A link out of the app, announced with a cancelable `help-navigate` first. */
export function LeaveLink({ href, onClick, className = 'help-link', children, ...anchorProps }: LeaveLinkProps) {
  const { container } = useElement();
  return (
    <a
      {...anchorProps}
      className={className}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        if (!dispatchHelpEvent(container, 'help-navigate', { path: href })) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

export interface AppLinkProps extends AnchorProps {
  /** The route, relative to the base path: '/submit-meter-read'. */
  to: `/${string}`;
}

/** A link to a route of the app: routed inside the app or with url-routing, else a link to the app's page. */
export function AppLink({ to, onClick, className = 'help-link', children, ...anchorProps }: AppLinkProps) {
  const { container, inApp, urlRouting } = useElement();
  const [, navigate] = useLocation();
  const { base } = useRouter();
  // Under a router on the page URL (the app, url-routing) its base is the page's; embedded, the configured one.
  const href = inApp || urlRouting ? `${base}${to}` : appPagePath(to);
  return (
    <a
      {...anchorProps}
      className={className}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        if (inApp || urlRouting) {
          event.preventDefault();
          navigate(to);
        } else if (!dispatchHelpEvent(container, 'help-navigate', { path: href })) {
          event.preventDefault();
        }
      }}
    >
      {children}
    </a>
  );
}
