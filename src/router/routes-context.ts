/** The routes being shown (an element's table, or the app's): a screen finds another's code here. */
import { createContext } from 'react';
import type { ScreenRoute } from './route-table';

export const RoutesContext = createContext<readonly ScreenRoute[]>([]);
