import puppeteer from 'puppeteer-core';
import { startDemoServer } from '../demo/server.mjs';
import { findTestChromium, chromiumArgs } from './chromium-path.mjs';
const { url, close } = await startDemoServer({ port: 0, database: 'memory', log: () => {} });
const browser = await puppeteer.launch({ executablePath: findTestChromium(), headless: true, args: chromiumArgs });
const page = await browser.newPage();
await page.setJavaScriptEnabled(false);
await page.goto(new URL('/', url).href, { waitUntil: 'load' });
const seen = await page.evaluate(() => {
  const root = document.querySelector('meter-read-form').shadowRoot;
  const button = root.querySelector('button[type=submit]');
  const link = root.querySelector('.help-without-script a');
  return { scriptingNone: matchMedia('(scripting: none)').matches, button: getComputedStyle(button).display, link: getComputedStyle(link.parentElement).display, href: link.href, inputs: root.querySelectorAll('input').length, font: getComputedStyle(root.querySelector('h1')).fontSize };
});
console.log(seen);
await page.setViewport({ width: 375, height: 800 });
await page.screenshot({ path: '/tmp/nojs.png', fullPage: true });
await browser.close(); await close();
