import { describe, it } from 'node:test';
import { expect } from 'chai';
import { maskPath } from './mask-path';

describe('the data layer', () => {
  it('replaces premises, services account, appointment, invoice and quote identifiers in paths', () => {
    expect(maskPath('/help-and-support/premises/4410023/appointments/A-77')).to.equal('/help-and-support/premises/:premisesId/appointments/:appointmentId');
    expect(maskPath('/services-account/SA123/invoices/998877')).to.equal('/services-account/:servicesAccountId/invoices/:invoiceId');
    expect(maskPath('/quotes/q1/accounts/850000000001')).to.equal('/quotes/:quoteId/accounts/:accountNumber');
    expect(maskPath('/help-and-support/meters/850000000001')).to.equal('/help-and-support/meters/:id');
    expect(maskPath('/x/BGX12345/a1234/3f2504e0-4f89-11d3-9a0c-0305e82c3301')).to.equal('/x/:id/:id/:id');
    // The area's own pages stay as they are.
    expect(maskPath('/help-and-support/complaints/enquiry-pay-as-you-go/query')).to.equal('/help-and-support/complaints/enquiry-pay-as-you-go/query');
    expect(maskPath('/help-and-support/')).to.equal('/help-and-support/');
  });
});
