/// <reference types="vite/client" />

/** Build-time constants (vite.config.ts `define`): whether the mock API / mock captcha are bundled. */
declare const __MOCK_API__: boolean;
declare const __MOCK_CAPTCHA__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_MOCK?: string;
  readonly VITE_MOCK_LATENCY_MS?: string;
  readonly VITE_CAPTCHA_PROVIDER?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_REMEMBER_ME_KEY?: string;
  readonly VITE_IDLE_TIMEOUT_MINUTES?: string;
  readonly VITE_FILE_STORAGE_URL?: string;
  readonly VITE_PRIVACY_URL?: string;
  readonly VITE_TERMS_URL?: string;
  readonly VITE_AI_MODEL?: string;
  readonly VITE_AI_MAX_TOKENS?: string;
  readonly VITE_AI_TEMPERATURE?: string;
  readonly VITE_AI_SPEECH_MODEL?: string;
  readonly VITE_AI_VECTOR_INDEX?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
