import { useId, type ReactNode, type Ref } from "react";
import { FormattedMessage } from "react-intl";
import { API_KEY_SCOPES, type ApiKeyScope } from "#shared/validation/api-key-scopes";

type ApiKeyScopesFieldProps = {
  value: readonly string[];
  onChange: (scopes: ApiKeyScope[]) => void;
  onBlur: () => void;
  /** Focused when the scopes are the first field to fix. */
  ref: Ref<HTMLInputElement>;
  error: ReactNode;
};

/** One checkbox per scope, reads and writes side by side, in the API's order. */
export function ApiKeyScopesField({ value, onChange, onBlur, ref, error }: ApiKeyScopesFieldProps) {
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-zinc-900">
        <FormattedMessage id="apiKey.account.create.scopes" />
      </legend>
      <p id={hintId} className="mt-1 text-sm text-zinc-600">
        <FormattedMessage id="apiKey.account.create.scopesHint" />
      </p>
      <div className="mt-2 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
        {API_KEY_SCOPES.map((scope, index) => (
          <label key={scope} className="flex w-fit items-center gap-2 text-sm text-zinc-900">
            <input
              ref={index === 0 ? ref : undefined}
              type="checkbox"
              name="scopes"
              value={scope}
              checked={value.includes(scope)}
              onBlur={onBlur}
              onChange={(event) =>
                onChange(
                  API_KEY_SCOPES.filter((known) =>
                    known === scope ? event.target.checked : value.includes(known),
                  ),
                )
              }
              className="size-4 rounded border-zinc-300 accent-zinc-900"
            />
            <FormattedMessage id={`apiKey.scope.${scope}`} />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
