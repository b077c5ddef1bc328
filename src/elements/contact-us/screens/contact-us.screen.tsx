/**
 * contact-us: the heading with the way to emergency support, then one card per kind of
 * customer, each leading to its contact page on the main site. In meter-read week the credit
 * card offers the online meter reading form instead (its pill and words come from the
 * meter-read page config, shared with the form: one request when both are on the page).
 *
 * The page waits for that config only briefly (its request started with this screen's chunk,
 * or before): it shows once the flag is known, after the first failed attempt, or after
 * FLAG_WAIT_MS, whichever comes first, so a flag that comes quickly never makes the credit card
 * change size under the customer's eyes (and the cards beside and below it jump). After that the
 * emergency link and the other cards never wait: the credit card holds a place meanwhile.
 * If it cannot be loaded, what a customer needs is still how to contact us: the
 * credit card shows its usual contact options, with a quiet note that the online meter reading
 * form could not be checked and a "Try again" button (no error wall over the whole page).
 * After a successful try, focus moves to the card's new link, not lost with the button.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMeterReadConfig, type MeterReadConfig } from '../../../api/meter-read-config/meter-read-config';
import { Button, PageHeading, Spinner } from '../../../components';
import { Card, CardGrid } from '../../../components/card/Card';
import { Pill } from '../../../components/with-screens/Pill';
import { plainTextOf, SafeHtml } from '../../../components/safe-html/SafeHtml';
import { mainSiteLink } from '../../../config';
import { getContentConfig } from '../../../config/content/content-config';
import { Loading } from '../../../shell/element-shell';
import { usePageMeta } from '../../../platform/page-meta';
import { useSnapshot } from '../../../platform/snapshot';
import { AppLink, LeaveLink } from '../../../router/content/app-link';
import { ComplaintsFooter } from '../../../router/content/complaints-footer';
import { LINKED_ROUTES } from '../contact-us.paths';
import { CARDS, TEXT } from '../contact-us.text';

type CardName = keyof typeof CARDS;

/** How long the page waits for the meter-read flag before showing with the credit card pending. */
export const FLAG_WAIT_MS = 500;

/**
 * Whether the page may show: the flag is known, or has failed once, or took too long. Once
 * shown, it stays (a "Try again" puts the query back to pending, which must not hide the page).
 */
function useFlagSettled(query: ReturnType<typeof useMeterReadConfig>, shown: boolean): boolean {
  const known = query.data !== undefined || query.isError || query.failureCount > 0;
  const [settled, setSettled] = useState(known || shown);
  useEffect(() => {
    if (known) return setSettled(true);
    const timer = setTimeout(() => setSettled(true), FLAG_WAIT_MS);
    return () => clearTimeout(timer);
  }, [known]);
  return settled || known;
}

/** "View contact options", told apart for screen readers by the card it belongs to. */
function ContactOptionsLink({ card }: { card: CardName }) {
  return (
    <LeaveLink href={mainSiteLink(getContentConfig().contactPages[card])}>
      {TEXT.viewContactOptions}
      <span className="visually-hidden">{CARDS[card].linkContext}</span>
    </LeaveLink>
  );
}

function ContactCard({ card, note }: { card: CardName; note?: ReactNode }) {
  return (
    <Card title={CARDS[card].title} action={<ContactOptionsLink card={card} />} className={`cu-card-${card}`}>
      <p>{CARDS[card].text}</p>
      {note}
    </Card>
  );
}

/**
 * The credit card in meter-read week: the config's pill and words, and the way to the form.
 * @csspart button - The "Submit a meter reading" link, drawn as a button.
 */
function MeterReadWeekCard({ config }: { config: MeterReadConfig }) {
  const pill = plainTextOf(config.contactCardPillTemplate);
  return (
    <Card
      title={CARDS.credit.title}
      className="cu-card-credit"
      pill={pill ? <Pill>{pill}</Pill> : null}
      action={
        <AppLink to={LINKED_ROUTES.submitMeterRead} className="help-button" part="button">
          {TEXT.submitMeterReading}
        </AppLink>
      }
    >
      {config.contactCardTemplate ? <SafeHtml html={config.contactCardTemplate} className="cu-template" /> : CARDS.credit.text}
    </Card>
  );
}

/** The credit card while the meter-read flag is on its way: its place held, quietly. */
function PendingCard({ retrying }: { retrying: boolean }) {
  return (
    <Card title={CARDS.credit.title} className="cu-card-credit">
      <div className="cu-pending">{retrying ? <Spinner size="small" label={TEXT.checking} /> : null}</div>
    </Card>
  );
}

/** Said in the credit card when the config could not be loaded: the card's contact options still stand. */
function ConfigFailedNote({ busy, onRetry }: { busy: boolean; onRetry: () => void }) {
  return (
    <div className="cu-note" role="status">
      <p>{TEXT.configFailed}</p>
      <Button variant="secondary" busy={busy} onClick={onRetry}>
        {TEXT.tryAgain}
      </Button>
    </div>
  );
}

export default function ContactUsScreen() {
  usePageMeta({ title: TEXT.pageTitle, description: TEXT.pageDescription });
  const meterReadConfig = useMeterReadConfig();
  const snapshot = useSnapshot();
  const settled = useFlagSettled(meterReadConfig, snapshot !== null);
  const { data: config, isError, failureCount } = meterReadConfig;
  // While the customer's own try is on its way the note stays, its button busy (the query
  // itself goes back to pending, which would take the button, and focus, away).
  const [retrying, setRetrying] = useState(false);
  const failed = !config && (isError || retrying);
  const page = useRef<HTMLDivElement>(null);
  const focusAfterRetry = useRef(false);

  // A try that worked replaces the button: focus goes to the credit card's link instead.
  useEffect(() => {
    if (!focusAfterRetry.current || !config) return;
    focusAfterRetry.current = false;
    page.current?.querySelector<HTMLElement>('.cu-card-credit .help-card__action a')?.focus();
  }, [config]);

  const retry = async () => {
    focusAfterRetry.current = true;
    setRetrying(true);
    const result = await meterReadConfig.refetch();
    if (!result.data) focusAfterRetry.current = false;
    setRetrying(false);
  };

  if (!settled) return <Loading />;

  // Started from the page the build rendered, the credit card shows its common case, its contact
  // options (as it does where scripts never run), until the flag says it is meter-read week.
  const takingOver = snapshot?.takingOver ?? false;
  let creditCard;
  if (config?.isMeterReadWeek && !takingOver) creditCard = <MeterReadWeekCard config={config} />;
  else if (failed && !takingOver) creditCard = <ContactCard card="credit" note={<ConfigFailedNote busy={retrying} onRetry={() => void retry()} />} />;
  else if (config || snapshot) creditCard = <ContactCard card="credit" />;
  else creditCard = <PendingCard retrying={failureCount > 0} />;

  return (
    <div className="cu help-width-container" ref={page}>
      <PageHeading>{TEXT.heading}</PageHeading>
      <p className="help-body cu-emergency">
        <strong>{TEXT.emergencyBefore}</strong>
        <AppLink to={LINKED_ROUTES.emergencies}>{TEXT.emergencyLink}</AppLink>
      </p>
      <p className="help-body">{TEXT.intro}</p>
      <CardGrid label={TEXT.cardsLabel}>
        {creditCard}
        <ContactCard card="prepay" />
        <ContactCard card="homeServices" />
      </CardGrid>
      <ComplaintsFooter />
    </div>
  );
}
