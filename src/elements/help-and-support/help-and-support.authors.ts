/** <help-and-support> as AEM authors meet it: the descriptor, the dialog and the authoring note read it. */
import type { ElementAuthors } from '../../router/element-descriptor';

export const APP_AUTHORS = {
  does: 'The whole Help & Support area on one page: the help home, every category and article, and the forms, each at its own address.',
  fields: {
    'base-path': {
      label: 'Help & Support address',
      description: 'Where the Help & Support pages are on your site, starting and ending with a slash. Leave it empty for /help-and-support/.',
    },
    'with-header': {
      label: 'Show the site header',
      description: 'Tick to show the supplier’s header and menu above the pages. Leave it unticked when the page already has the site’s header.',
    },
  },
  omit: {
    // The app does both whatever they say: a checkbox would change nothing.
    'url-routing': 'always on: the page address always chooses the page shown',
    'owns-page': 'always on: the area always gives the page its title',
  },
} as const satisfies ElementAuthors;
