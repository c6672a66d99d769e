import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { importFlowRule } from './import-flow.js';

RuleTester.describe = describe;
RuleTester.it = it;

const src = path.resolve(import.meta.dirname, '../../apps/console/src');
const at = (file) => path.join(src, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('import-flow', importFlowRule, {
  valid: [
    { filename: at('features/auth/login-form.tsx'), code: "import { api } from '@/lib/api';" },
    { filename: at('features/auth/login-form.tsx'), code: "import { Captcha } from './captcha/captcha';" },
    { filename: at('features/auth/login-form.tsx'), code: "import { EmailField } from '@/components/email-field';" },
    { filename: at('app/router.tsx'), code: "import { LoginPage } from '@/features/auth/login-page';" },
    { filename: at('features/auth/login-page.test.tsx'), code: "import { renderApp } from '@/testing/render';" },
    {
      filename: path.resolve(src, '../../../packages/mock-server/src/node.ts'),
      code: "import { dayKey } from '@crm/api-client';",
    },
  ],
  invalid: [
    {
      filename: at('features/auth/login-form.tsx'),
      code: "import { PasswordPage } from '@/features/password/password-page';",
      errors: [{ message: 'Import flow: feature "auth" must not import feature "password"; compose them in app/.' }],
    },
    {
      filename: at('features/auth/login-form.tsx'),
      code: "import { PasswordPage } from '../password/password-page';",
      errors: [{ message: 'Import flow: feature "auth" must not import feature "password"; compose them in app/.' }],
    },
    {
      filename: at('features/auth/login-form.tsx'),
      code: "import { routes } from '@/app/router';",
      errors: [{ message: 'Import flow: a feature must not import the app.' }],
    },
    {
      filename: at('lib/api.ts'),
      code: "import { LoginPage } from '../features/auth/login-page';",
      errors: [{ message: 'Import flow: lib/ must not import features or the app.' }],
    },
    {
      filename: at('components/email-field.tsx'),
      code: "import { routes } from '@/app/router';",
      errors: [{ message: 'Import flow: components/ must not import features or the app.' }],
    },
    {
      filename: at('features/auth/login-form.tsx'),
      code: "import { renderApp } from '@/testing/render';",
      errors: [{ message: 'Import flow: only tests import the testing helpers.' }],
    },
    {
      filename: path.resolve(src, '../../../packages/mock-server/src/node.ts'),
      code: "import { config } from '../../../apps/console/src/lib/config';",
      errors: [{ message: 'packages must not import the console' }],
    },
  ],
});
