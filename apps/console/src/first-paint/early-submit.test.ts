import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_WELCOME_ATTRIBUTE } from '@/lib/client-welcome';
import { FORM_TAKEN_OVER_ATTRIBUTE, SUBMITTED_EARLY_ATTRIBUTE } from '@/lib/first-paint-markers';
import { GREETING_ATTRIBUTE } from '@/lib/greeting-text';

const html = document.documentElement;

/** A page built ahead of time at `address`, then its script, as the page runs it. */
async function runOn(address: string, markup: string, script: () => Promise<unknown>) {
  window.history.replaceState(null, '', address);
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  vi.resetModules();
  await script();
}
const invitation = () => import('./invitation');
const signIn = () => import('./sign-in');
const landing = () => import('./landing');

const forgetTheMarks = () => {
  html.removeAttribute(SUBMITTED_EARLY_ATTRIBUTE);
  html.removeAttribute(FORM_TAKEN_OVER_ATTRIBUTE);
};
// The forms of other test files in this worker take the page over too.
beforeEach(forgetTheMarks);
afterEach(() => {
  document.body.replaceChildren();
  forgetTheMarks();
  window.history.replaceState(null, '', '/');
});

describe('the scripts of the pages built ahead of time', () => {
  it("writes the invitation's name from the address", async () => {
    await runOn(
      '/client-create-password/Jose%CC%81%20Zo%C3%AB/code',
      `<h1 ${CLIENT_WELCOME_ATTRIBUTE}="">Hi</h1>`,
      invitation,
    );
    expect(document.querySelector('h1')!.textContent).toBe(
      "Hi Jose\u0301 Zoë, you've been added to the CRM, Please choose the password...",
    );
  });

  it("writes no name when the address's is no name, and never markup", async () => {
    for (const name of ['<img src=x> Zoë', 'Your account is suspended, call +1 555 0100', 'Zoë\u202e']) {
      await runOn(
        `/client-create-password/${encodeURIComponent(name)}/code`,
        `<h1 ${CLIENT_WELCOME_ATTRIBUTE}="">Hi</h1>`,
        invitation,
      );
      const heading = document.querySelector('h1')!;
      expect(heading.textContent, name).toBe("Hi, you've been added to the CRM, Please choose the password...");
      expect(heading.children).toHaveLength(0);
    }
  });

  it('writes the greeting of this moment with the remembered first name', async () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 5, 9, 0), toFake: ['Date'] });
    Cookies.set('userName', 'Ada');
    await runOn('/', `<p ${GREETING_ATTRIBUTE}=""> </p>`, signIn);
    expect(document.querySelector('p')!.textContent).toBe('Good Morning, Ada');
    Cookies.remove('userName');
    vi.useRealTimers();
  });

  it('notes a submit before the app took the form over, and never lets it submit natively', async () => {
    await runOn('/forgot-password', '<form><button type="submit">Send</button></form>', landing);
    const submit = new Event('submit', { cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(html.hasAttribute(SUBMITTED_EARLY_ATTRIBUTE)).toBe(true);
  });

  it('leaves the submits to the app once it has taken the form over', async () => {
    await runOn('/forgot-password', '<form><button type="submit">Send</button></form>', landing);
    html.setAttribute(FORM_TAKEN_OVER_ATTRIBUTE, '');
    const submit = new Event('submit', { cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(html.hasAttribute(SUBMITTED_EARLY_ATTRIBUTE)).toBe(false);
  });
});
