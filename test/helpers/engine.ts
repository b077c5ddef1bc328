/**
 * The browser engine a test runs in and what its driver can emulate (the launchers in
 * scripts/test-browsers.mjs say). A test that needs an emulation the engine lacks checks what
 * that engine can instead, and says why beside it.
 */
import { executeServerCommand, sendKeys, setViewport } from '@web/test-runner-commands';
import { nextFrame, waitFor } from './dom';

export interface EngineFeatures {
  engine: 'chromium' | 'firefox' | 'webkit';
  /** `emulateMedia` works (prefers-reduced-motion and the like). */
  emulatesMedia: boolean;
  /** `setViewport` sets the exact viewport size. */
  setsViewport: boolean;
}

let features: Promise<EngineFeatures> | undefined;

export function engineFeatures(): Promise<EngineFeatures> {
  features ??= executeServerCommand<EngineFeatures, undefined>('engine-features');
  return features;
}

/**
 * Sets the viewport size with the test runner's `setViewport` where the engine's driver can;
 * otherwise (WebKit) resizes the window, which MiniBrowser's toolbar keeps from getting
 * narrower than about 450px. Resolves with the viewport size reached.
 */
export async function resizeViewport(width: number, height: number): Promise<{ width: number; height: number }> {
  // Already that size: nothing to ask of the driver (WebKit's may wait for a resize that never comes).
  if (window.innerWidth === width && window.innerHeight === height) return { width, height };
  if ((await engineFeatures()).setsViewport) await setViewport({ width, height });
  else {
    const given = await executeServerCommand<{ width: number; height: number }, { width: number; height: number }>('resize-window', { width, height });
    // On a busy machine the page may learn of the new window size only after the driver answers.
    await waitFor(() => window.innerWidth === given.width && window.innerHeight === given.height, { message: `the viewport at ${given.width} × ${given.height}` });
  }
  await nextFrame();
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * Shift+Tab, as a customer going back through the controls: held Shift where the driver can
 * (Puppeteer: Chromium, Firefox); one chord where it cannot (WebKit's driver takes
 * 'Shift+Tab' as one press: scripts/test-browsers.mjs).
 */
export async function pressShiftTab(): Promise<void> {
  if ((await engineFeatures()).engine === 'webkit') {
    await sendKeys({ press: 'Shift+Tab' });
    return;
  }
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}
