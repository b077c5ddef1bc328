import puppeteer from 'puppeteer-core';
import { mkdirSync } from 'node:fs';
import { startDemoServer } from '../demo/server.mjs';
import { findTestChromium, chromiumArgs } from './chromium-path.mjs';
mkdirSync('/tmp/shots', { recursive: true });
const { url, close } = await startDemoServer({ port: 0, database: 'memory', log: () => {} });
const browser = await puppeteer.launch({ executablePath: findTestChromium(), headless: true, args: chromiumArgs });
for (const [name, path, tag] of [['embed', '/', 'meter-read-form'], ['app', '/help-and-support/submit-meter-read', 'help-and-support']]) {
  for (const width of [375, 1280]) {
    const page = await browser.newPage();
    await page.setViewport({ width, height: 900 });
    let release; const held = new Promise((r) => (release = r));
    await page.setRequestInterception(true);
    page.on('request', async (req) => { if (req.url().includes(`/elements/${tag}.js`)) await held; req.continue(); });
    const nav = page.goto(new URL(path, url).href, { waitUntil: 'load' });
    await page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('h1'), {}, tag);
    await new Promise((r) => setTimeout(r, 400));
    await page.screenshot({ path: `/tmp/shots/${name}-${width}-before.png` });
    release(); await nav;
    await page.waitForFunction((t) => !document.querySelector(t).shadowRoot.querySelector('button[type=submit]').disabled, {}, tag);
    await new Promise((r) => setTimeout(r, 1500));
    await page.screenshot({ path: `/tmp/shots/${name}-${width}-after.png` });
    await page.close();
  }
}
await browser.close(); await close();
