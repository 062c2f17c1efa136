import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, it } from "vitest";
import rule from "./no-literal-ui-text.js";

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const error = (text) => ({ messageId: "text", data: { text } });

tester.run("no-literal-ui-text", rule, {
  valid: [
    "<FormattedMessage id='common.actions.goBack' />",
    "<p>{intl.formatMessage({ id: 'common.actions.goBack' })}</p>",
    "<span> · — / × … 42 % </span>",
    "<p>{' '}{name}{'·'}</p>",
    '<div className="flex gap-2" id="main" role="alert" data-state="open" />',
    '<input type="email" name="email" autoComplete="email" />',
    '<a href="https://example.com" rel="noreferrer" target="_blank" />',
    "<Icon key={'icon'} />",
    "<img alt={description} title={label} />",
    "<input placeholder={intl.formatMessage({ id: 'auth.login.emailPlaceholder' })} />",
    'const language = "Français"; <option>{language}</option>',
    "<span className={`text-${tone}`} />",
    "<p>{count}</p>",
    "<p>{open && <Icon />}</p>",
    {
      code: '<BackLink label="user.manager.shared.backToList" />',
      options: [{ messageIds: ["user.manager.shared.backToList"] }],
    },
  ],
  invalid: [
    { code: "<p>Hello</p>", errors: [error("Hello")] },
    { code: "<p>  مرحبا  </p>", errors: [error("مرحبا")] },
    { code: "<>Sw: Habari</>", errors: [error("Sw: Habari")] },
    { code: "<p>{'Hello'}</p>", errors: [error("Hello")] },
    { code: "<p>{`Hello`}</p>", errors: [error("Hello")] },
    { code: "<p>{`${count} items`}</p>", errors: [error("items")] },
    { code: "<p>{open ? 'Close' : 'Open'}</p>", errors: [error("Close")] },
    { code: "<p>{name ?? 'Anonymous'}</p>", errors: [error("Anonymous")] },
    { code: '<button aria-label="Close" />', errors: [error("Close")] },
    { code: "<img alt={'Avatar'} />", errors: [error("Avatar")] },
    { code: "<input placeholder={`Search`} />", errors: [error("Search")] },
    {
      code: '<abbr title="Coordinated Universal Time" />',
      errors: [error("Coordinated Universal Time")],
    },
    { code: '<Field label="Name" />', errors: [error("Name")] },
    { code: '<Trans children="Hello" />', errors: [error("Hello")] },
    { code: '<div role="slider" aria-valuetext="Half" />', errors: [error("Half")] },
    {
      code: '<BackLink label="user.manager.shared.backToNowhere" />',
      options: [{ messageIds: ["user.manager.shared.backToList"] }],
      errors: [error("user.manager.shared.backToNowhere")],
    },
  ],
});
