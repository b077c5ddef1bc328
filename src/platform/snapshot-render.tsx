/**
 * The build's render of an element's first screen (scripts/snapshots.mjs runs it in Node, with
 * React's server renderer): the markup the element later takes over, and the stylesheets its
 * components asked for. Never in a bundle.
 */
import { renderToString } from 'react-dom/server';
import { collectingStyles } from '../styles/adopt';
import { SnapshotRoot, type FirstScreen } from './snapshot';

export async function renderFirstScreen(first: FirstScreen, date: string): Promise<{ html: string; styles: string[] }> {
  await first.load();
  const App = first.app;
  const { rendered, styles } = collectingStyles(() =>
    renderToString(
      <SnapshotRoot facts={{ date }}>
        <App />
      </SnapshotRoot>,
    ),
  );
  return { html: rendered, styles };
}
