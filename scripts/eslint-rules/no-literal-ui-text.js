/**
 * Every text a person reads comes from the message catalogues (issue 29, ADR 63): this rule
 * reports words written straight into JSX — text between tags, the attributes a person reads or
 * hears (label, placeholder, title, aria-label…) and a toast's title or description. Symbols,
 * figures and the names in `allow` (proper names and codes that no language translates) pass.
 */
const TEXT_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'alt',
  'description',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'message',
  'emptyMessage',
  'hint',
]);
const TOAST_FIELDS = new Set(['title', 'description']);
const LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text comes from the message catalogues, not from literals in JSX.' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      literal: 'Put "{{text}}" in the feature\'s messages/en.json (and every language) and show it with t().',
    },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const isWords = (text) => {
      const trimmed = text.trim();
      return LETTER.test(trimmed) && !allowed.has(trimmed);
    };
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 60) } });
    const textOf = (expression) => {
      if (!expression) return undefined;
      if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
      if (expression.type === 'TemplateLiteral')
        return expression.quasis.map((quasi) => quasi.value.cooked).join(' ');
      return undefined;
    };
    const checkExpression = (node, expression) => {
      if (!expression) return;
      if (expression.type === 'ConditionalExpression') {
        checkExpression(node, expression.consequent);
        checkExpression(node, expression.alternate);
        return;
      }
      if (expression.type === 'LogicalExpression') {
        checkExpression(node, expression.right);
        return;
      }
      const text = textOf(expression);
      if (text !== undefined && isWords(text)) report(node, text);
    };
    return {
      JSXText(node) {
        if (isWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        checkExpression(node, node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!TEXT_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal') checkExpression(node, node.value);
        else if (node.value.type === 'JSXExpressionContainer') checkExpression(node, node.value.expression);
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'toast') return;
        const [options] = node.arguments;
        if (options?.type !== 'ObjectExpression') return;
        for (const property of options.properties) {
          if (property.type !== 'Property' || property.key.type !== 'Identifier') continue;
          if (TOAST_FIELDS.has(property.key.name)) checkExpression(property, property.value);
        }
      },
    };
  },
};
