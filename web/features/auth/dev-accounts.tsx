import { FormattedMessage } from "react-intl";

type DevAccountsProps = { emails: string[]; onPick: (email: string) => void };

/** Development hint: the seeded accounts, one click to fill the e-mail field. */
export function DevAccounts({ emails, onPick }: DevAccountsProps) {
  if (emails.length === 0) return null;
  return (
    <section className="rounded-md border border-dashed border-zinc-300 p-3">
      <h2 className="text-xs font-medium text-zinc-600">
        <FormattedMessage id="auth.login.devAccounts.title" />
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {emails.map((email) => (
          <li key={email}>
            <button
              type="button"
              onClick={() => onPick(email)}
              className="rounded bg-zinc-100 px-2 py-1 font-mono text-xs text-zinc-800 hover:bg-zinc-200"
            >
              {email}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
