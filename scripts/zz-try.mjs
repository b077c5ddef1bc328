import puppeteer from 'puppeteer-core';
import { startDemoServer } from '../demo/server.mjs';
import { findTestChromium, chromiumArgs } from './chromium-path.mjs';
const { url, close } = await startDemoServer({ port: 0, database: 'memory', log: () => {} });
const browser = await puppeteer.launch({ executablePath: findTestChromium(), headless: true, args: chromiumArgs });
const runtime = process.argv[2] ?? 'react';
const path = process.argv[3] ?? '/';
const TAG = path === '/' ? 'meter-read-form' : 'help-and-support';
const page = await browser.newPage();
page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
// Hold the element's script back until we have typed.
let release; const held = new Promise((r) => (release = r));
await page.evaluateOnNewDocument((tag) => { window.__TAG = tag; }, TAG);
await page.setRequestInterception(true);
page.on('request', async (req) => {
  if (new RegExp(`/elements/${TAG}\\.js`).test(req.url())) { await held; }
  req.continue();
});
const nav = page.goto(new URL(path + (runtime === "lean" ? "?runtime=lean" : ""), url).href, { waitUntil: 'load' });
await page.waitForFunction(() => document.querySelector(window.__TAG)?.shadowRoot?.querySelector('#mrf-last-name'));
const before = await page.evaluate(() => {
  const el = document.querySelector(window.__TAG);
  return { defined: !!customElements.get(window.__TAG), inputs: el.shadowRoot?.querySelectorAll('input').length, sheets: el.shadowRoot?.styleSheets.length };
});
console.log('before', before);
const first = await page.evaluateHandle(() => document.querySelector(window.__TAG).shadowRoot.querySelector('#mrf-first-name'));
await first.focus();
await page.keyboard.type('Ann');
const gas = await page.evaluateHandle(() => document.querySelector(window.__TAG).shadowRoot.querySelector('input[name="fuel"][value="Gas"]'));
await gas.click();
const last = await page.evaluateHandle(() => document.querySelector(window.__TAG).shadowRoot.querySelector('#mrf-last-name'));
await last.focus();
await page.keyboard.type('Lee');
release(); await nav;
await page.waitForFunction(() => customElements.get(window.__TAG));
await new Promise((r) => setTimeout(r, 2500));
const after = await page.evaluate(() => {
  const root = document.querySelector(window.__TAG).shadowRoot;
  return {
    first: root.querySelector('#mrf-first-name')?.value, last: root.querySelector('#mrf-last-name')?.value,
    gas: root.querySelector('input[name="fuel"][value="Gas"]')?.checked, gasFields: !!root.querySelector('[name="gas_reading"]'),
    focus: root.activeElement?.id, caret: root.activeElement?.selectionStart, forms: root.querySelectorAll('form').length,
    disabled: root.querySelector('button[type=submit]')?.disabled, intro: root.querySelector('.mrf-intro')?.textContent.slice(0, 60), hint: root.querySelector('#mrf-date-hint, [id$="date-hint"]')?.textContent,
    links: root.querySelectorAll('link').length, store: sessionStorage.getItem('help-and-support')?.slice(0, 300),
  };
});
console.log('after', after);
await browser.close(); await close();
