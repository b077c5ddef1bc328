/**
 * probate: the bereavement page. The online form first, then what it asks for, what
 * to do once we have been told, microgeneration payments, helpful links, the FAQ and the
 * team's opening hours. Static: it makes no request. The word "executor" in the list of what
 * you'll need opens its answer in the FAQ, scrolls to it and moves focus there; a page URL
 * ending in an answer's name (`#executor`) opens that answer when the page loads.
 */
import { useState } from 'react';
import { Accordion, type AccordionProps } from '../../../components/with-screens/Accordion';
import { PageHeading } from '../../../components/PageHeading';
import { mainSiteLink } from '../../../config';
import { getContentConfig } from '../../../config/content/content-config';
import { usePageMeta } from '../../../platform/page-meta';
import { AppLink, LeaveLink } from '../../../router/content/app-link';
import { ComplaintsFooter } from '../../../router/content/complaints-footer';
import { FAQ_ID, LINKED_ROUTES } from '../help-probate.paths';
import { EXTERNAL_LINKS, FAQS, NEEDED, STRUGGLING_TO_PAY, TEXT } from '../help-probate.text';

type Reveal = NonNullable<AccordionProps['reveal']>;

/** The answer the page URL names (`#executor`), opened on arrival without taking focus. */
function answerInPageUrl(): Reveal | undefined {
  const name = window.location.hash.slice(1);
  return FAQS.some((faq) => faq.id === name) ? { section: name, key: 'page-url' } : undefined;
}

const FAQ_SECTIONS = FAQS.map(({ id, question, answer, link }) => ({
  id,
  heading: question,
  content: (
    <>
      {answer.map((paragraph) => (
        <p className="help-body" key={paragraph}>
          {paragraph}
        </p>
      ))}
      {link ? (
        <p className="help-body">
          <LeaveLink href={link.href}>{link.text}</LeaveLink>
        </p>
      ) : null}
    </>
  ),
}));

/** "executor": opens its answer in the FAQ below, inside this element (the page URL is left alone). */
function ExecutorLink({ onOpen }: { onOpen: () => void }) {
  return (
    <a
      href={`#${NEEDED.executor.answer}`}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {NEEDED.executor.link}
    </a>
  );
}

/**
 * The bereavement page: how to tell us, what is needed, and the questions.
 * @csspart button - The "Use the online form" link, drawn as a button.
 */
export default function ProbateScreen() {
  usePageMeta({ title: TEXT.pageTitle, description: TEXT.pageDescription });
  const { bereavement } = getContentConfig();
  const [reveal, setReveal] = useState(answerInPageUrl);

  return (
    // The page column every screen shares; the page keeps its reading width inside it.
    <div className="help-width-container">
      <div className="hp">
        <PageHeading>{TEXT.heading}</PageHeading>
        <p className="help-body-lead">{TEXT.intro}</p>

        <section className="hp-tell-us" aria-labelledby="hp-tell-us">
          <h2 className="help-heading-m" id="hp-tell-us">
            {TEXT.tellUsHeading}
          </h2>
          <p className="help-body">{TEXT.tellUs}</p>
          <LeaveLink href={mainSiteLink(bereavement.onlineFormUrl)} className="help-button hp-button" part="button">
            {TEXT.onlineForm}
          </LeaveLink>
        </section>

        <h2 className="help-heading-m">{TEXT.neededHeading}</h2>
        <p className="help-body">{TEXT.neededIntro}</p>
        <ul className="help-list hp-list">
          {NEEDED.before.map((item) => (
            <li key={item}>{item}</li>
          ))}
          <li>
            {NEEDED.executor.before}
            <ExecutorLink onOpen={() => setReveal({ section: NEEDED.executor.answer, key: performance.now(), focus: true })} />
            {NEEDED.executor.after}
          </li>
          {NEEDED.after.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>

        <h2 className="help-heading-m">{TEXT.alreadyToldHeading}</h2>
        <p className="help-body">{TEXT.alreadyToldIntro}</p>
        <ul className="help-list hp-list">
          <li>
            <AppLink to={LINKED_ROUTES.submitMeterRead}>{TEXT.meterReading}</AppLink>
            {TEXT.meterReadingAfter}
          </li>
          <li>
            <LeaveLink href={mainSiteLink(bereavement.closeAccountUrl)}>{TEXT.closeAccount}</LeaveLink>
          </li>
        </ul>

        <h2 className="help-heading-m">{TEXT.microgenerationHeading}</h2>
        <p className="help-body">{TEXT.microgeneration}</p>
        <ul className="help-list hp-list">
          <li>
            {TEXT.seg}
            <a href={`mailto:${bereavement.segEmail}`}>{bereavement.segEmail}</a>
          </li>
          <li>
            {TEXT.fit}
            <a href={`mailto:${bereavement.fitEmail}`}>{bereavement.fitEmail}</a>
          </li>
        </ul>
        <p className="help-body">{TEXT.microgenerationInclude}</p>

        <h2 className="help-heading-m">{TEXT.linksHeading}</h2>
        <ul className="help-list hp-list">
          {EXTERNAL_LINKS.map((link) => (
            <li key={link.href}>
              <LeaveLink href={link.href}>{link.text}</LeaveLink>
            </li>
          ))}
          <li>
            <AppLink to={LINKED_ROUTES.strugglingToPay}>{STRUGGLING_TO_PAY}</AppLink>
          </li>
        </ul>

        <h2 className="help-heading-m">{TEXT.faqHeading}</h2>
        <Accordion id={FAQ_ID} sections={FAQ_SECTIONS} headingLevel={3} reveal={reveal} />

        <h2 className="help-heading-m">{TEXT.hoursHeading}</h2>
        <p className="help-body">{TEXT.hoursIntro}</p>
        <ul className="help-list help-list--plain hp-hours">
          {TEXT.hours.map((hours) => (
            <li key={hours}>{hours}</li>
          ))}
        </ul>
        <p className="help-body">
          {TEXT.hoursContactBefore}
          <AppLink to={LINKED_ROUTES.contactUs}>{TEXT.hoursContactLink}</AppLink>.
        </p>
        <ComplaintsFooter />
      </div>
    </div>
  );
}
