import type { BrowserContextOptions, CDPSession } from '@playwright/test';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';

/**
 * Lighthouse 12's mobile profile, applied to a Playwright page: its Moto G Power screen and user
 * agent, and its "slow 4G" figures (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU slowdown)
 * applied as real throttling through the DevTools protocol rather than simulated.
 */
const screen = screenEmulationMetrics.mobile;
const network = throttling.mobileSlow4G;

export const MOBILE_CONTEXT: BrowserContextOptions = {
  viewport: { width: screen.width, height: screen.height },
  deviceScaleFactor: screen.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

export const MOBILE_THROTTLING = {
  rttMs: network.rttMs,
  downloadKbps: network.throughputKbps,
  uploadKbps: 750,
  cpuSlowdown: network.cpuSlowdownMultiplier,
};

const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;

export function describeThrottling(): string {
  const { rttMs, downloadKbps, uploadKbps, cpuSlowdown } = MOBILE_THROTTLING;
  return `${screen.width}x${screen.height} @${screen.deviceScaleFactor}x mobile, ${cpuSlowdown}x CPU slowdown, ${rttMs} ms RTT, ${(downloadKbps / 1024).toFixed(1)} Mbit/s down, ${uploadKbps} kbit/s up`;
}

/** Throttles the page behind `session` before it navigates. */
export async function throttle(session: CDPSession): Promise<void> {
  const { rttMs, downloadKbps, uploadKbps, cpuSlowdown } = MOBILE_THROTTLING;
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: rttMs,
    downloadThroughput: bytesPerSecond(downloadKbps),
    uploadThroughput: bytesPerSecond(uploadKbps),
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}
