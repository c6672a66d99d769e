/*
 * The reCAPTCHA stand-in lives with the bench (scripts/fake-recaptcha.ts), which serves the same
 * script to Playwright and to Lighthouse; the journeys use it from there.
 */
export { answerRecaptchaWithFake, FAKE_RECAPTCHA_LABEL } from '../../scripts/fake-recaptcha';
