import { describe, it } from 'node:test';
import { expect } from 'chai';
import { refusesLead } from './refusal';

describe('which error statuses settle a send', () => {
  it('takes a 4xx as a refusal: the service does not have the lead', () => {
    for (const status of [400, 401, 403, 404, 413, 415, 422]) expect(refusesLead(status), String(status)).to.equal(true);
  });

  it('leaves the outcome unknown after a 5xx: the service may have stored the lead before failing', () => {
    for (const status of [500, 502, 503, 504, 599]) expect(refusesLead(status), String(status)).to.equal(false);
  });

  it('leaves it unknown when the service did not finish with the request or is busy with it', () => {
    for (const status of [408, 409, 425, 429]) expect(refusesLead(status), String(status)).to.equal(false);
  });

  it('never takes a status that is not an error as a refusal', () => {
    for (const status of [0, 200, 201, 302, 399, 600]) expect(refusesLead(status), String(status)).to.equal(false);
  });
});
