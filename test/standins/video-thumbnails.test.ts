/**
 * The help videos' thumbnails, as the content server stand-in serves them to the help home
 * (standins/fixtures/content/images/video-*.svg): one for each video, at the address its tile reads
 * (the video's `poster` under the content server), a small, self-contained picture in the
 * tiles' 16:9 shape. Called from Node with the stand-ins in this process.
 */
import { after, describe, it } from 'node:test';
import { expect } from 'chai';
import { defaultConfig } from '../../src/config/config';
import { HELP_VIDEOS } from '../../src/content/help-home-page';
import { contentAssetUrl } from '../../src/content/help-tiles/help-home';
import { fetch, stopStandIns } from '../helpers/node-stand-ins';

/** The content server's address on the demo: the elements' default `contentBaseUrl`. */
const CONTENT_BASE = defaultConfig.contentBaseUrl;

/** What a thumbnail may weigh: a picture of a few shapes, not a photograph. */
const MAX_BYTES = 4 * 1024;

after(stopStandIns);

describe('the help videos’ thumbnails on the content server stand-in', () => {
  for (const video of HELP_VIDEOS) {
    it(`serves the thumbnail of “${video.title}”`, async () => {
      const address = contentAssetUrl(video.poster, CONTENT_BASE);
      expect(address).to.equal(`/aem6/content/dam/britishgas/images/help/video-${video.videoId}.svg`);
      const response = await fetch(address);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('image/svg+xml');
      expect(response.headers.get('content-security-policy')).to.contain('sandbox');
      const svg = await response.text();
      expect(Buffer.byteLength(svg), 'bytes').to.be.at.most(MAX_BYTES);
      // A picture in the tiles' shape (320 × 180), named for whoever opens it on its own.
      const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
      expect(root).to.contain('xmlns="http://www.w3.org/2000/svg"');
      expect(root).to.contain('viewBox="0 0 320 180"');
      expect(root).to.contain('width="320"');
      expect(root).to.contain('height="180"');
      expect(svg).to.contain(`<title>${video.title}</title>`);
      expect(svg.trimEnd().endsWith('</svg>')).to.equal(true);
      // Self-contained and inert: nothing to fetch, nothing to run, no inline styles.
      expect(svg).to.not.match(/<script|<style|\sstyle=|\son[a-z]+=|href=|url\(|<image|<foreignObject/i);
      // Drawn, not a flat block of colour: shapes in several colours.
      expect(svg.match(/<(path|rect|circle|text)\b/g)?.length ?? 0, 'shapes').to.be.greaterThan(8);
      expect(new Set(svg.match(/#[0-9a-f]{3,6}\b/gi) ?? []).size, 'colours').to.be.at.least(4);
    });
  }

  it('has a different picture for every video', async () => {
    const pictures = await Promise.all(HELP_VIDEOS.map(async (video) => (await fetch(contentAssetUrl(video.poster, CONTENT_BASE))).text()));
    const drawings = pictures.map((svg) => svg.replace(/<title>[^<]*<\/title>/, ''));
    expect(new Set(drawings).size).to.equal(HELP_VIDEOS.length);
  });
});
