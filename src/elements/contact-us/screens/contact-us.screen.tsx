/**
 * contact-us: the heading with the way to emergency support, then one card per kind of
 * customer, each leading to its contact page on the main site. In meter-read week the credit
 * card offers the online meter reading form instead (its pill and words come from the
 * meter-read page config, shared with the form: one request when both are on the page).
 * The rest of the page never waits for that config: the emergency link and the other cards
 * show at once. If it cannot be loaded, a banner says so and offers to try again, and the
 * credit card keeps its way to the contact options.
 */
import { useMeterReadConfig, type MeterReadConfig } from '../../../api/meter-read-config';
import { Banner, Button, PageHeading, Spinner } from '../../../components';
import { Card, CardGrid } from '../../../components/Card';
import { Pill } from '../../../components/Pill';
import { plainTextOf, SafeHtml } from '../../../components/SafeHtml';
import { getConfig, mainSiteLink } from '../../../config';
import { usePageMeta } from '../../../platform/page';
import { AppLink, LeaveLink } from '../../../router/app-link';
import { LINKED_ROUTES } from '../contact-us.routes';
import { CARDS, TEXT } from '../contact-us.text';

type CardName = keyof typeof CARDS;

/** "View contact options", told apart for screen readers by the card it belongs to. */
function ContactOptionsLink({ card }: { card: CardName }) {
  return (
    <LeaveLink href={mainSiteLink(getConfig().contactPages[card])}>
      {TEXT.viewContactOptions}
      <span className="visually-hidden">{CARDS[card].linkContext}</span>
    </LeaveLink>
  );
}

function ContactCard({ card }: { card: CardName }) {
  return (
    <Card title={CARDS[card].title} action={<ContactOptionsLink card={card} />}>
      {CARDS[card].text}
    </Card>
  );
}

/** The credit card in meter-read week: the config's pill and words, and the way to the form. */
function MeterReadWeekCard({ config }: { config: MeterReadConfig }) {
  const pill = plainTextOf(config.contactCardPillTemplate);
  return (
    <Card
      title={CARDS.credit.title}
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
    <Card title={CARDS.credit.title}>
      <div className="cu-pending">{retrying ? <Spinner size="small" label={TEXT.checking} /> : null}</div>
    </Card>
  );
}

export default function ContactUsScreen() {
  usePageMeta({ title: TEXT.pageTitle, description: TEXT.pageDescription });
  const meterReadConfig = useMeterReadConfig();
  const { data: config, isError, failureCount } = meterReadConfig;
  const failed = isError && !config;

  let creditCard;
  if (config?.isMeterReadWeek) creditCard = <MeterReadWeekCard config={config} />;
  else if (config || failed) creditCard = <ContactCard card="credit" />;
  else creditCard = <PendingCard retrying={failureCount > 0} />;

  return (
    <div className="cu">
      <PageHeading>{TEXT.heading}</PageHeading>
      <p className="help-body cu-emergency">
        <strong>{TEXT.emergencyBefore}</strong>
        <AppLink to={LINKED_ROUTES.emergencies}>{TEXT.emergencyLink}</AppLink>
      </p>
      <p className="help-body">{TEXT.intro}</p>
      {failed ? (
        <Banner variant="error" title={TEXT.configFailedTitle}>
          <p className="help-body">{TEXT.configFailed}</p>
          <Button variant="secondary" busy={meterReadConfig.isFetching} onClick={() => void meterReadConfig.refetch()}>
            {TEXT.tryAgain}
          </Button>
        </Banner>
      ) : null}
      <CardGrid label={TEXT.cardsLabel}>
        {creditCard}
        <ContactCard card="prepay" />
        <ContactCard card="homeServices" />
      </CardGrid>
    </div>
  );
}
