/** Search text is required and at most 2000 characters. */
import { SEARCH_MAX_LENGTH } from './forms/constants';
import { messages } from './messages';
import { requiredLongTextSchema } from './text';

/** Keyword search box. Output is the trimmed text to put in `q`. */
export const searchTextSchema = requiredLongTextSchema(
  messages.search.required,
  SEARCH_MAX_LENGTH,
  messages.search.tooLong,
);
