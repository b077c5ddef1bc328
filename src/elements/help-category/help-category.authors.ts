/** <help-category> as AEM authors meet it: the descriptor, the dialog and the authoring note read it. */
import { CATEGORY_CHOICES, LINKS_IN_PLACE_FIELD, OWNS_PAGE_FIELD } from '../../components/authoring/author-fields';
import type { ElementAuthors } from '../../router/element-descriptor';

export const HELP_CATEGORY_AUTHORS = {
  does: 'A help category’s page: its common questions and articles, or for Emergencies the emergency numbers first.',
  fields: {
    category: {
      label: 'Category',
      description: 'The help category this component shows.',
      required: true,
      showsInPlace: true,
      choices: CATEGORY_CHOICES,
    },
    'url-routing': LINKS_IN_PLACE_FIELD,
    'owns-page': OWNS_PAGE_FIELD,
  },
} as const satisfies ElementAuthors;
