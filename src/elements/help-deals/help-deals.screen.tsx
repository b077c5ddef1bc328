/**
 * deals: for signed-in customers only. Without both token cookies the customer is
 * sent to sign in (or, with one of them, signed out) and sees only a spinner saying so; signed
 * in, the deals article from the content server (through the one sanitiser), or the message
 * that it cannot be shown, under "Signed in" with a "Sign out" button, with the idle time-out
 * running while the page is open.
 */
import { useState } from 'react';
import { PageHeading, Spinner } from '../../components';
import { ArticleBody } from '../../components/safe-html/ArticleBody';
import { LoadFailed } from '../../components/load-failed/LoadFailed';
import { HELP_META_DESCRIPTION } from '../../content/page-meta/page-meta';
import { Loading } from '../../shell/element-shell';
import { useElement } from '../../platform/element-context';
import { usePageMeta } from '../../platform/page-meta';
import { AuthoringCheck, type AuthoringNoteProps } from '../../router/content-pages/authoring';
import { lazyScreen } from '../../router/route-table';
import { IdleTimeoutWhenLoaded } from '../../session/help-deals/idle-timeout-loader';
import SignedInStatus from '../../session/help-deals/signed-in-status';
import { useSignedInCustomer } from '../../session/help-deals/use-signed-in';
import { useDealsPage } from './help-deals.data';
import { TEXT } from './help-deals.text';
import type { ParsedArticle } from '../../api/content-api/content';

function Waiting({ label }: { label: string }) {
  return (
    <div className="hd-loading">
      <Spinner label={label} size="large" />
      <Loading />
    </div>
  );
}

/**
 * The deals page as the content server gave it.
 * @csspart article - The deals: heading and body.
 */
function Deals({ article, recovered }: { article: ParsedArticle; recovered: boolean }) {
  usePageMeta({ title: `${article.title}${TEXT.titleSuffix}`, description: article.description || HELP_META_DESCRIPTION });
  return (
    <article className="hd" part="article">
      <PageHeading focusOnMount={recovered || undefined}>{article.title}</PageHeading>
      <ArticleBody markup={article.markup} />
    </article>
  );
}

function DealsPage() {
  const state = useDealsPage();
  const [retried, setRetried] = useState(false);
  // While the deals load, the spinner alone holds the element's place (no layout shift).
  if (state.status === 'loading') return <Waiting label={TEXT.loading} />;
  return (
    // The page column every screen shares; the deals keep their reading width inside it.
    <div className="help-width-container">
      <SignedInStatus className="hd-signed-in" />
      {state.status === 'failed' ? (
        <LoadFailed
          title={TEXT.failedTitle}
          headingLevel={1}
          retrying={state.retrying}
          onRetry={() => {
            setRetried(true);
            state.retry();
          }}
        >
          <p className="help-body">{TEXT.failed}</p>
        </LoadFailed>
      ) : (
        <Deals article={state.article} recovered={retried} />
      )}
    </div>
  );
}

/** What an author who is not signed in as a customer is told (authoring mode only). */
const AUTHORING_NOTE = lazyScreen<AuthoringNoteProps>(() => import('./authoring/help-deals.authoring'));

export default function DealsScreen() {
  const { authoring } = useElement();
  const session = useSignedInCustomer(authoring);
  return (
    <AuthoringCheck note={AUTHORING_NOTE} given={{ session }}>
      {session === 'signed-in' ? (
        <>
          <DealsPage />
          <IdleTimeoutWhenLoaded />
        </>
      ) : (
        <Waiting label={session === 'signed-out' ? TEXT.signingIn : TEXT.signingOut} />
      )}
    </AuthoringCheck>
  );
}
