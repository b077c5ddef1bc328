/**
 * {category}: the page of one help category, in the layout that category has.
 *
 *   Peaksave, the new system hub   links to other pages: the customer is sent there
 *                                  (`help-navigate` first; a link shows meanwhile)
 *   not a category                 the page-not-found page
 *   emergencies                    as soon as its layout is in (its download starts with the
 *                                  screen's), from the static data: a person with a gas leak
 *                                  must see the numbers without waiting for any request
 *                                  (the categories list only brings the meta description)
 *   any other category             a spinner while the categories list and the page's layout
 *                                  (help-category.views.ts) load, together; the page once the
 *                                  list has the category, else the page-not-found page; a list
 *                                  that fails twice says so, with "Try again" (retries go on)
 *
 * The element shows one page: embedded, with or without `url-routing`, its links to other
 * Help & Support pages load those pages (announced with `help-navigate`); inside the app they
 * are routed.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { categoriesQueryKey, useCategories } from '../../api/content-pages/categories';
import { askAgain, attemptUnderWay, failureToShow, useFailureShown } from '../../api/content-pages/query-failure';
import { useHelpQueryClient } from '../../api/query-client';
import { Spinner } from '../../components';
import { mainSiteLink } from '../../config';
import { getContentConfig } from '../../config/content/content-config';
import {
  CATEGORY_LAYOUTS,
  CATEGORY_TILES,
  findHelpLinkTile,
  homeTileLink,
  isHelpCategorySlug,
  type CategoryTile,
  type HelpLinkTile,
} from '../../content/help-categories';
import { ElementContext, useElement, useOnePage } from '../../platform/element-context';
import { usePageMeta } from '../../platform/page-meta';
import { LeaveLink } from '../../router/content/app-link';
import { ComplaintsFooter } from '../../router/content/complaints-footer';
import { useLazyPart } from '../../router/element-routes';
import { LoadFailedWhenIn } from '../../router/content-pages/load-failed';
import { announceThenLeave, NotFoundRedirect } from '../../router/content-pages/not-found';
import { TEXT } from './help-category.text';
import { categoryView } from './help-category.views';
import { CategoryHeading } from './help-category.parts';

/** A category's page, then the way to complain in the page column at its foot. */
function WithComplaintsFooter({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <div className="help-width-container">
        <ComplaintsFooter />
      </div>
    </>
  );
}

const pageTitle = (category: CategoryTile): string => `${category.title}${TEXT.titleSuffix}`;

/** Every category but emergencies: shown once the categories list confirms it and its layout is in. */
function ListedCategoryPage({ category }: { category: CategoryTile }) {
  const categories = useCategories();
  const client = useHelpQueryClient();
  const View = useLazyPart(categoryView(category.slug));
  // After "Try again" the page's heading takes focus: the button pressed has gone.
  const [retried, setRetried] = useState(false);
  const listed = categories.data?.find((remote) => remote.slug === category.slug);
  usePageMeta({ title: pageTitle(category), description: categories.data ? listed?.metaDescription || category.description : undefined });

  // Said as soon as the list has failed twice, while the query goes on retrying behind the message.
  const failed = useFailureShown(failureToShow(categories) !== null, categories.data !== undefined);

  if (categories.data && !listed) return <NotFoundRedirect to="page" />;
  if (categories.data && View) return <WithComplaintsFooter><View slug={category.slug} focus={retried} /></WithComplaintsFooter>;
  if (!categories.data && failed) {
    return (
      <div className="hc hc--failed help-width-container">
        <CategoryHeading>{category.title}</CategoryHeading>
        <LoadFailedWhenIn
          pending={null}
          title={TEXT.loadFailedTitle}
          retrying={attemptUnderWay(categories)}
          onRetry={() => {
            setRetried(true);
            askAgain(client, categoriesQueryKey);
          }}
        >
          <p className="help-body">{TEXT.loadFailed}</p>
        </LoadFailedWhenIn>
      </div>
    );
  }
  return <Pending category={category} />;
}

/** The page's place is held while what it needs is on its way (no layout shift when it shows). */
function Pending({ category }: { category: CategoryTile }) {
  return (
    <div className="hc-pending">
      <Spinner size="large" label={TEXT.loading(category.title)} />
    </div>
  );
}

/** Emergencies: never waits for the categories list, which only brings the meta description. */
function EmergenciesPage({ category }: { category: CategoryTile }) {
  const categories = useCategories();
  const View = useLazyPart(categoryView(category.slug));
  const listed = categories.data?.find((remote) => remote.slug === category.slug);
  usePageMeta({ title: pageTitle(category), description: listed?.metaDescription || category.description });
  return View ? (
    <WithComplaintsFooter>
      <View slug={category.slug} focus={false} />
    </WithComplaintsFooter>
  ) : (
    <Pending category={category} />
  );
}

/** A home tile that only links elsewhere, reached as a category: off to its page. */
function LinkOut({ tile }: { tile: HelpLinkTile }) {
  const { container } = useElement();
  const url = mainSiteLink(homeTileLink(tile, getContentConfig()));
  useEffect(() => {
    announceThenLeave(container, url);
  }, [container, url]);
  return (
    <div className="hc help-width-container">
      <CategoryHeading>{tile.title}</CategoryHeading>
      <p className="help-body">{TEXT.linkOut(tile.title)}</p>
      <p className="help-body">
        <LeaveLink href={url}>{TEXT.linkOutLink(tile.title)}</LeaveLink>
      </p>
    </div>
  );
}

function CategoryPage({ slug }: { slug: string }) {
  const tile = findHelpLinkTile(slug);
  if (tile) return <LinkOut tile={tile} />;
  if (!isHelpCategorySlug(slug)) return <NotFoundRedirect to="page" />;
  const category = CATEGORY_TILES[slug];
  if (CATEGORY_LAYOUTS[slug].kind === 'emergencies') return <EmergenciesPage category={category} />;
  return <ListedCategoryPage category={category} />;
}

export default function CategoryScreen() {
  const { category: slug = '' } = useParams<{ category?: string }>();
  return (
    <ElementContext.Provider value={useOnePage()}>
      <CategoryPage key={slug} slug={slug} />
    </ElementContext.Provider>
  );
}
