import { createContext } from 'react';

/** The reference of the lead just accepted, handed from the form to the confirmation. */
export const ReferenceContext = createContext<{ reference: string | null; setReference: (reference: string) => void }>({
  reference: null,
  setReference: () => undefined,
});
