/**
 * ESLint rule: what a person reads comes from a message catalogue, never a literal. Flags JSX
 * text and the attributes that are shown or read out (aria-label, title, placeholder, alt,
 * label) when they hold a string with a letter in it; punctuation and numbers pass.
 */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'title', 'alt', 'placeholder', 'label']);
const HAS_LETTER = /\p{L}/u;
const MESSAGE = 'User-facing text comes from a message catalogue (useT / registerMessages), not a literal: {{text}}';

const literalOf = (value) => {
  if (!value) return null;
  if (value.type === 'Literal') return value.value;
  if (value.type === 'JSXExpressionContainer') {
    const { expression } = value;
    if (expression.type === 'Literal') return expression.value;
    if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0].value.cooked;
  }
  return null;
};

export default {
  meta: { type: 'problem', schema: [], messages: { literal: MESSAGE } },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (HAS_LETTER.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !READ_ATTRIBUTES.has(node.name.name)) return;
        const text = literalOf(node.value);
        if (typeof text === 'string' && HAS_LETTER.test(text)) report(node, text);
      },
      'JSXExpressionContainer > Literal'(node) {
        if (node.parent.parent.type !== 'JSXAttribute' && typeof node.value === 'string' && HAS_LETTER.test(node.value)) report(node, node.value);
      },
    };
  },
};
