// Every user-visible string goes through react-intl so it exists in every locale (i18n issue).
// This catches literal text written straight into JSX; text that is genuinely not translatable
// (a language's own name, the product name) belongs in a constant outside JSX. A string that
// is exactly a known message id (option `messageIds`) is a reference to a message, as when a
// component takes a typed `label: MessageId` prop, and is allowed.

const LETTER = /\p{L}/u;

/** Attributes whose value a person reads or a screen reader speaks. */
const VISIBLE_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "title",
  "alt",
  "placeholder",
  "label",
  "children",
]);

/** The literal text pieces of an expression: string literals, template text, both branches. */
function literalTexts(node) {
  switch (node.type) {
    case "Literal":
      return typeof node.value === "string" ? [node.value] : [];
    case "TemplateLiteral":
      return node.quasis.map((quasi) => quasi.value.cooked ?? "");
    case "ConditionalExpression":
      return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
    case "LogicalExpression":
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    case "JSXExpressionContainer":
      return literalTexts(node.expression);
    default:
      return [];
  }
}

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    schema: [
      {
        type: "object",
        properties: { messageIds: { type: "array", items: { type: "string" } } },
        additionalProperties: false,
      },
    ],
    messages: {
      text: "Literal text '{{text}}' in JSX: use a react-intl message (FormattedMessage or intl.formatMessage).",
    },
  },
  create(context) {
    const messageIds = new Set(context.options[0]?.messageIds);
    const check = (node, texts) => {
      const text = texts.find((value) => LETTER.test(value) && !messageIds.has(value));
      if (text !== undefined)
        context.report({ node, messageId: "text", data: { text: text.trim().slice(0, 40) } });
    };
    return {
      JSXText: (node) => check(node, [node.value]),
      JSXAttribute(node) {
        if (
          node.name.type === "JSXIdentifier" &&
          VISIBLE_ATTRIBUTES.has(node.name.name) &&
          node.value
        )
          check(node.value, literalTexts(node.value));
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === "JSXElement" || node.parent.type === "JSXFragment")
          check(node, literalTexts(node.expression));
      },
    };
  },
};
