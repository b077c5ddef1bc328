/**
 * The build's render of an element's first screen (scripts/snapshots.mjs runs it in Node, with
 * React's server renderer): the markup the element later takes over, and the stylesheets its
 * components asked for. Never in a bundle.
 */
import { renderToString } from 'react-dom/server';
import { collectingStyles } from '../styles/adopt';
import { SnapshotProvider, type FirstScreen } from './snapshot';

export async function renderFirstScreen(first: FirstScreen, date: string): Promise<{ html: string; styles: string[] }> {
  await first.load();
  const App = first.app;
  const { rendered, styles } = collectingStyles(() =>
    renderToString(
      <SnapshotProvider facts={{ date }}>
        <App />
      </SnapshotProvider>,
    ),
  );
  return { html: rendered, styles };
}
