/**
 * The leads stand-in's checks of help and feedback leads, and proof that what the lead
 * builders of src/leads send is what it accepts: every lead goes through POST /leads/v1/leads,
 * as the elements send it. From Node, with the stand-ins in this process
 * (test/helpers/node-stand-ins.ts).
 */
import { after, beforeEach, describe, it } from 'node:test';
import { expect } from 'chai';
import {
  COMPLAINT_SLUGS,
  feedbackLead,
  helpQueryLead,
  resendLead,
  sanitisePayAsYouGoLead,
  type PersonalDetails,
} from '../../src/leads';
// fetch: Node's, with paths taken against the stand-ins' origin, as a page's fetch takes them.
import { fetch, getLeads, resetStandIns, stopStandIns } from '../helpers/node-stand-ins';

const JSONAPI = 'application/vnd.api+json';

interface JsonApiErrorObject {
  status: string;
  detail: string;
  source?: { pointer?: string };
}

function postLead(body: unknown): Promise<Response> {
  return fetch('/leads/v1/leads', {
    method: 'POST',
    headers: { 'Content-Type': JSONAPI, 'X-Client-Id': 'help-and-support-web' },
    body: JSON.stringify(body),
  });
}

/** The pointers of the problems the stand-in answered, or [] when it accepted the lead. */
async function problemsWith(body: unknown): Promise<string[]> {
  const response = await postLead(body);
  if (response.status === 201) return [];
  expect(response.status).to.equal(422);
  const { errors } = (await response.json()) as { errors: JsonApiErrorObject[] };
  return errors.map((error) => error.source?.pointer ?? '');
}

const details = (overrides: Partial<PersonalDetails> = {}): PersonalDetails => ({
  firstName: 'Tom',
  surname: 'Evans',
  email: 'tom.evans@example.co.uk',
  telephoneNumber: '+44 7700 900456',
  textphoneNumber: '',
  vulnerabilityConsent: false,
  addressId: '100023336911',
  ...overrides,
});

const complaint = () => helpQueryLead({ complaint: 'gas-and-electricity', details: details(), query: 'My bill is wrong.' });
const feedback = () => feedbackLead({ creditText: 'Tom Evans, 1 High Street, 850000000001', details: details() });

/** A built lead with some attributes replaced (undefined removes one). */
function withAttributes(lead: { data: { attributes: object } }, changes: Record<string, unknown>) {
  const attributes: Record<string, unknown> = { ...lead.data.attributes, ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete attributes[name];
  return { data: { ...lead.data, attributes } };
}

describe('leads stand-in: help and feedback leads', () => {
  beforeEach(resetStandIns);
  after(stopStandIns);

  describe('accepts what the lead builders send', () => {
    it('a help query lead on each of the four routes, with and without a subject, textphone and address', async () => {
      for (const slug of COMPLAINT_SLUGS) {
        const full = helpQueryLead({
          complaint: slug,
          details: details({ textphoneNumber: '18001', vulnerabilityConsent: true }),
          query: 'My meter shows the wrong reading.',
          subject: 'Meter read issues',
          flagAccountPrefix: true,
        });
        const bare = helpQueryLead({ complaint: slug, details: details({ telephoneNumber: '020 7946 0000', addressId: null }), query: 'Q' });
        expect(await problemsWith(full), slug).to.deep.equal([]);
        expect(await problemsWith(bare), slug).to.deep.equal([]);
      }
      const stored = await getLeads();
      expect(stored).to.have.length(8);
      expect(stored[1]?.body.data.relationships).to.deep.equal({ address: { data: null } });
    });

    it('a feedback lead', async () => {
      expect(await problemsWith(feedback())).to.deep.equal([]);
      expect((await getLeads())[0]?.body).to.deep.equal(feedback());
    });

    it('a sanitised pay-as-you-go lead', async () => {
      const lead = helpQueryLead({ complaint: 'pay-as-you-go', details: details(), query: 'My top-up did not arrive.' });
      const draft = {
        data: {
          ...lead.data,
          attributes: {
            ...lead.data.attributes,
            account: 'A1234',
            'additional-information': { ...lead.data.attributes['additional-information'], gasMeterRead: '001234', isEconomySevenMeter: true },
          },
        },
      };
      expect(await problemsWith(sanitisePayAsYouGoLead(draft))).to.deep.equal([]);
    });

    it('the resend variant of a help query lead and of a feedback lead', async () => {
      expect(await problemsWith(resendLead(complaint()))).to.deep.equal([]);
      expect(await problemsWith(resendLead(feedback()))).to.deep.equal([]);
    });
  });

  describe('checks', () => {
    it("asks for the title 'NA'", async () => {
      for (const lead of [complaint(), feedback()]) {
        expect(await problemsWith(withAttributes(lead, { title: 'Mr' }))).to.deep.equal(['/data/attributes/title']);
        expect(await problemsWith(withAttributes(lead, { title: undefined }))).to.deep.equal(['/data/attributes/title']);
      }
    });

    it('asks for vulnerability-consent true or false', async () => {
      for (const consent of [undefined, null, 'false', 0]) {
        expect(await problemsWith(withAttributes(complaint(), { 'vulnerability-consent': consent })), String(consent)).to.deep.equal([
          '/data/attributes/vulnerability-consent',
        ]);
      }
      expect(await problemsWith(withAttributes(feedback(), { 'vulnerability-consent': 'yes' }))).to.deep.equal([
        '/data/attributes/vulnerability-consent',
      ]);
    });

    it('asks for a contact-number with its number and a type of mobile or home', async () => {
      const pointersFor = (contactNumber: unknown) => problemsWith(withAttributes(complaint(), { 'contact-number': contactNumber }));
      expect(await pointersFor(undefined)).to.deep.equal(['/data/attributes/contact-number']);
      expect(await pointersFor('07700900456')).to.deep.equal(['/data/attributes/contact-number']);
      expect(await pointersFor({ number: '07700900456', type: 'landline' })).to.deep.equal(['/data/attributes/contact-number/type']);
      expect(await pointersFor({ number: '07700900456' })).to.deep.equal(['/data/attributes/contact-number/type']);
      expect(await pointersFor({ number: ' ', type: 'home' })).to.deep.equal(['/data/attributes/contact-number/number']);
      expect(await pointersFor({ number: 7700900456, type: 'mobile' })).to.deep.equal(['/data/attributes/contact-number/number']);
      expect(await pointersFor({ type: 'mobile' })).to.deep.equal(['/data/attributes/contact-number/number']);
      expect(await pointersFor({ number: '0'.repeat(21), type: 'home' })).to.deep.equal(['/data/attributes/contact-number/number']);
      expect(await pointersFor({ number: '02079460000', type: 'home' })).to.deep.equal([]);
      expect(await pointersFor(null)).to.deep.equal([]);
      expect(await problemsWith(withAttributes(feedback(), { 'contact-number': { number: '', type: 'cell' } }))).to.have.members([
        '/data/attributes/contact-number/number',
        '/data/attributes/contact-number/type',
      ]);
    });

    it('takes only the query-type and query-subtype pairs of the route table for help-&-support', async () => {
      const pointersFor = (queryType: string, querySubtype: string) =>
        problemsWith(withAttributes(complaint(), { 'query-type': queryType, 'query-subtype': querySubtype }));
      expect(await pointersFor('Meters', 'Make a complaint-Pay As You Go')).to.deep.equal([]);
      expect(await pointersFor('Enquiry', 'Enquiry-Pay As You Go')).to.deep.equal([]);
      expect(await pointersFor('Meters', 'Enquiry-Credit Energy')).to.deep.equal(['/data/attributes/query-subtype']);
      expect(await pointersFor('Enquiry', 'Make a complaint-Monthly or quarterly')).to.deep.equal(['/data/attributes/query-subtype']);
      expect(await pointersFor('Feedback', 'Feedback-Energy')).to.deep.equal(['/data/attributes/query-type']);
      expect(await pointersFor('meters', 'Make a complaint-Monthly or quarterly')).to.deep.equal(['/data/attributes/query-type']);
    });

    it('takes only Feedback / Feedback-Energy for help-&-support-feedback', async () => {
      const pointersFor = (queryType: string, querySubtype: string) =>
        problemsWith(withAttributes(feedback(), { 'query-type': queryType, 'query-subtype': querySubtype }));
      expect(await pointersFor('Feedback', 'Feedback-Energy')).to.deep.equal([]);
      expect(await pointersFor('Feedback', 'Feedback-Other')).to.deep.equal(['/data/attributes/query-subtype']);
      expect(await pointersFor('Enquiry', 'Enquiry-Credit Energy')).to.deep.equal(['/data/attributes/query-type']);
    });

    it('reports every problem of a help lead in one answer, storing nothing', async () => {
      const lead = withAttributes(complaint(), {
        title: '',
        'query-subtype': 'Enquiry-Credit Energy',
        'vulnerability-consent': undefined,
        'contact-number': { number: '07700900456', type: 'work' },
      });
      expect(await problemsWith(lead)).to.have.members([
        '/data/attributes/query-subtype',
        '/data/attributes/title',
        '/data/attributes/vulnerability-consent',
        '/data/attributes/contact-number/type',
      ]);
      expect(await getLeads()).to.deep.equal([]);
    });

    it('asks none of this of a meter-read lead', async () => {
      const lead = {
        data: {
          type: 'leads',
          attributes: {
            title: 'Ms',
            topic: 'PriceCapMeterRead',
            'first-name': 'Priya',
            surname: 'Shah',
            email: null,
            'additional-information': { Telephone: '07700900123', Fuel: 'Gas', Company: 'Price-cap', ReadingDate: '2025-03-30' },
          },
        },
      };
      expect(await problemsWith(lead)).to.deep.equal([]);
    });
  });
});
