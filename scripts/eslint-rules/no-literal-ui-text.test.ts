import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './no-literal-ui-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const options = [{ allow: ['Fieldwork', 'CSV'] }];

tester.run('no-literal-ui-text', rule, {
  valid: [
    { code: "const a = <p>{t('title')}</p>;", options },
    { code: 'const a = <p>— · 42 % ×</p>;', options },
    { code: 'const a = <p>Fieldwork</p>;', options },
    { code: "const a = <Input label={t('name')} placeholder={t('hint')} />;", options },
    { code: 'const a = <div className="flex gap-2" data-state="open" />;', options },
    { code: "toast({ title: t('saved'), variant: 'destructive' });", options },
    { code: "const label = 'Email'; // not shown by JSX here", options },
  ],
  invalid: [
    { code: 'const a = <p>Save changes</p>;', options, errors: [{ messageId: 'literal' }] },
    { code: 'const a = <Input placeholder="Your password" />;', options, errors: [{ messageId: 'literal' }] },
    { code: "const a = <button aria-label={'Close'} />;", options, errors: [{ messageId: 'literal' }] },
    {
      code: "const a = <p>{busy ? 'Saving…' : t('save')}</p>;",
      options,
      errors: [{ messageId: 'literal' }],
    },
    { code: 'const a = <p title={`${count} open`} />;', options, errors: [{ messageId: 'literal' }] },
    { code: "toast({ title: 'Profile updated' });", options, errors: [{ messageId: 'literal' }] },
  ],
});
