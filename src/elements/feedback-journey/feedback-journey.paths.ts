/**
 * The feedback paths (the product's public paths), relative to the base path, and the
 * journey's name in the store. Apart from the route table, which loads the screens, so the
 * screens and the journey's hooks read them without importing their own loader back.
 */

export const FEEDBACK_PATHS = {
  credit: '/complaints/feedback',
  details: '/complaints/feedback/personal-details',
  confirmation: '/confirmation',
} as const;

/** Where the journey's answers and receipt are kept (per instance, see store/journey). */
export const FEEDBACK_JOURNEY = 'feedback';
