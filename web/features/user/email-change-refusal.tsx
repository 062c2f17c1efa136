import { SignInAgainButton } from "../auth/sign-in-again-button";

type EmailChangeRefusalProps = {
  /** The server's translated refusal that names no field of the form, if any. */
  message: string | undefined;
  /** SESSION_EXPIRED: the admin's sign-in is older than 10 minutes (docs/decisions/044). */
  expired: boolean;
};

/** A refusal of the e-mail move, with a way to sign in again when that is what it needs. */
export function EmailChangeRefusal({ message, expired }: EmailChangeRefusalProps) {
  if (!message) return null;
  return (
    <div>
      <p role="alert" className="text-sm text-red-700">
        {message}
      </p>
      {expired && <SignInAgainButton />}
    </div>
  );
}
