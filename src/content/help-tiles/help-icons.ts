/**
 * Which icon a help tile shows. The icons are built in, one for each category and link-only
 * tile, named by its slug (or id), and drawn by the help home as inline SVG
 * (elements/help-home/help-home.icons.tsx), so a tile requests no image. Only their names
 * and the choice are here: plain data, tested in Node.
 *
 * The choice, first that applies:
 *   1. the icon the content names in the tile's `decoration`, when it is one of the built-in
 *      icons: its name ('meters'), or the path of its image on the content server, whose file
 *      is `icon-<name>.svg` (helpIcon in help-home.ts);
 *   2. the built-in icon of the tile's own slug (or link-only tile's id);
 *   3. the neutral default, a question mark.
 */

/** The built-in icons, by the slug (or link-only tile's id) each was drawn for. */
export const HELP_ICON_NAMES = [
  'bills-and-payments',
  'my-account',
  'pay-as-you-go',
  'meters',
  'homecare-help',
  'energy-tariffs',
  'smart-home',
  'appliances-and-engineers',
  'breakdowns',
  'helpful-advice',
  'emergencies',
  'struggling-to-pay',
  'peaksave',
  'new-system-hub',
  'help',
] as const;

export type HelpIconName = (typeof HELP_ICON_NAMES)[number];

/** The icon of a tile whose content names no built-in icon and whose slug has none of its own. */
export const DEFAULT_HELP_ICON: HelpIconName = 'help';

export function isHelpIconName(name: string): name is HelpIconName {
  return (HELP_ICON_NAMES as readonly string[]).includes(name);
}

/**
 * The icon name the content gives: a bare name ('meters'), or an image path whose file is
 * `icon-<name>.svg` ('content/dam/…/icon-meters.svg'); undefined when it names none.
 */
export function namedIcon(decoration: string | undefined): string | undefined {
  const value = decoration?.trim();
  if (!value) return undefined;
  const file = /(?:^|\/)icon-([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/i.exec(value);
  if (file?.[1]) return file[1].toLowerCase();
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(value) ? value.toLowerCase() : undefined;
}

/** What the choice reads of a tile: a category's slug or a link-only tile's id, and its decoration. */
export interface IconedTile {
  slug?: string;
  id?: string;
  decoration?: string;
}

/** The icon a tile shows: the content's, else its slug's, else the default (above). */
export function tileIcon(tile: IconedTile): HelpIconName {
  const named = namedIcon(tile.decoration);
  if (named && isHelpIconName(named)) return named;
  const own = tile.slug ?? tile.id;
  if (own && isHelpIconName(own)) return own;
  return DEFAULT_HELP_ICON;
}
