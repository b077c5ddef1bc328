import { expect } from '@open-wc/testing';
import { setReporter } from '../../report';
import { resetConfig, setConfig } from '../config';
import { defaultComplaintConfig, getComplaintConfig, parseComplaintConfig } from './complaint-config';

describe('complaint journey configuration', () => {
  afterEach(resetConfig);

  it('defaults to the main site complaint pages', () => {
    expect(getComplaintConfig()).to.deep.equal(defaultComplaintConfig);
    expect(defaultComplaintConfig.complaintPages).to.deep.equal({
      credit: '/energy/complaints',
      homeServices: '/home-services/complaints',
      installations: '/installations/complaints',
      evChargePoint: '/electric-vehicles/complaints',
    });
  });

  it('takes the pages the page configuration gives, refusing unsafe ones', () => {
    const reports: string[] = [];
    const previous = setReporter((error) => reports.push(error instanceof Error ? error.message : String(error)));
    try {
      const { complaintPages } = parseComplaintConfig({
        allowedOrigins: ['https://www.example.test'],
        complaintPages: { credit: 'https://www.example.test/complain', evChargePoint: 'javascript:alert(1)', installations: 'https://www.example.test@evil.example/' },
      });
      expect(complaintPages.credit).to.equal('https://www.example.test/complain');
      expect(complaintPages.evChargePoint).to.equal(defaultComplaintConfig.complaintPages.evChargePoint);
      expect(complaintPages.installations).to.equal(defaultComplaintConfig.complaintPages.installations);
      expect(reports).to.deep.equal([`complaintPages.installations refused: user before the host`, `complaintPages.evChargePoint refused: not a path or http(s) URL`]);
    } finally {
      setReporter(previous);
    }
  });

  it('reads the page configuration again after it changes', () => {
    setConfig({ complaintPages: { homeServices: '/hs' } });
    expect(getComplaintConfig().complaintPages.homeServices).to.equal('/hs');
  });
});
