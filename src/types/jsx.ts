/** Lets React and TSX users write the tags with their attributes. */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type HelpElementProps<Attributes = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'meter-read-form': HelpElementProps;
    }
  }
}
