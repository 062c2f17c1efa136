import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";

/**
 * The name to show for a person: a chosen name that holds an "@" could imitate someone's
 * address ("Admin (admin@example.com)"), so such a name gives way to the person's own address.
 */
export function trustedLabel(label: string, email?: string | null): string {
  return email && label.includes("@") ? email : label;
}

/**
 * "Admin (mallory@example.com)": a name is anyone's to choose, so a person in the log is also
 * named by the address they had. Each is its own isolated run, the address left-to-right, so
 * neither reorders a sentence in another direction. A name that is the address shows once.
 */
export function NameAndEmail(props: { name: ReactNode; label: string; email?: string | null }) {
  const { name, label, email } = props;
  if (!email || email === label) return name;
  return (
    <FormattedMessage
      id="audit.sentence.nameAndEmail"
      values={{
        name,
        email: (
          <bdi dir="ltr" className="font-normal text-zinc-600">
            {email}
          </bdi>
        ),
      }}
    />
  );
}
